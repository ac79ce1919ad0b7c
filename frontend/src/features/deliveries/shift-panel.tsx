import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useState } from 'react';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { errorMessage } from '@/api/client';
import { useCourierShift, useCouriers } from '@/api/couriers';
import { downloadCsv } from '@/components/csv/spreadsheet-csv';
import { DayPicker } from '@/components/form/day-picker';
import { CouriersCash } from './couriers-cash';
import { ReceiveCashDialog, type CashOwed } from './receive-cash-dialog';
import { buildShiftCsv } from './shift-figures';
import { ShiftView } from './shift-view';

function ShiftBody({ query }: { query: ReturnType<typeof useCourierShift> }) {
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <div className="board-loading" role="status">
        <Spin size="large" />
        <p>Carregando turno...</p>
      </div>
    );
  }
  if (query.isError) {
    return <Alert type="error" showIcon title="Não foi possível carregar o turno" description={errorMessage(query.error)} />;
  }
  return query.data ? <ShiftView shift={query.data} /> : null;
}

/** 'Meu Turno' for a courier: today's figures, refreshed when he opens it. */
export function MyShift() {
  const query = useCourierShift(todaySaoPaulo(), null);
  return <ShiftBody query={query} />;
}

/** The owner's view: any courier, any day, and the CSV to settle accounts. */
export function CourierShiftAdmin() {
  const couriers = useCouriers(true);
  const [courierId, setCourierId] = useState<string | null>(null);
  const [day, setDay] = useState(todaySaoPaulo());
  const chosen = courierId ?? couriers.data?.[0]?.id ?? null;
  const query = useCourierShift(day, chosen, !!chosen);
  const [receiving, setReceiving] = useState<CashOwed | null>(null);
  const owed = query.data?.cash_to_hand_in ?? 0;

  return (
    <div className="shift-admin">
      <div className="shift-admin__tools">
        <Select
          aria-label="Entregador"
          className="shift-admin__courier"
          placeholder="Entregador"
          loading={couriers.isPending}
          value={chosen}
          onChange={setCourierId}
          options={(couriers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
        <DayPicker aria-label="Dia do turno" value={day} allowClear={false} onChange={(d) => d && setDay(d)} />
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={!query.data}
          onClick={() => {
            if (!query.data) return;
            const file = buildShiftCsv(query.data);
            downloadCsv(file.filename, file.content);
          }}
        >
          Exportar CSV
        </Button>
        <Button
          type="primary"
          icon={<DollarOutlined aria-hidden />}
          disabled={!query.data || owed <= 0}
          onClick={() => query.data && setReceiving(query.data)}
        >
          Receber dinheiro
        </Button>
      </div>
      <ReceiveCashDialog shift={receiving} onClose={() => setReceiving(null)} />
      {couriers.isSuccess && couriers.data.length === 0 ? (
        <Alert type="info" showIcon title="Nenhum entregador cadastrado" />
      ) : (
        <>
          <CouriersCash day={day} onReceive={setReceiving} />
          <ShiftBody query={query} />
        </>
      )}
    </div>
  );
}
