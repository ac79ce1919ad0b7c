import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatFullDate, periodRange } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { useCashSessions, type CashClosingDto } from '@/api/cash';
import { DayPicker } from '@/components/form/day-picker';
import { DifferenceValue } from './cash-money';
import { printCashSummary } from './cash-print';

const dayOf = (s: CashClosingDto) => formatFullDate(s.day);

/** 'Caixas Fechados' (admin): each closed day with its count and difference, printable again. */
export function ClosedSessions() {
  const month = periodRange('thisMonth');
  const [range, setRange] = useState({ from: month.startDay, to: month.endDay });
  const sessions = useCashSessions(range, true);
  const rows = sessions.data ?? [];

  const columns: ColumnsType<CashClosingDto> = [
    { title: 'Dia', key: 'day', render: (_, s) => dayOf(s) },
    { title: 'Fundo', key: 'float', align: 'right', responsive: ['md'], render: (_, s) => formatBRL(s.opening_float) },
    { title: 'Vendas', key: 'sales', align: 'right', responsive: ['md'], render: (_, s) => formatBRL(s.sales_total) },
    {
      title: 'Esperado',
      key: 'expected',
      align: 'right',
      responsive: ['sm'],
      render: (_, s) => formatBRL(s.expected_cash),
    },
    { title: 'Contado', key: 'counted', align: 'right', render: (_, s) => formatBRL(s.counted_cash) },
    {
      title: 'Diferença',
      key: 'difference',
      align: 'right',
      render: (_, s) => <DifferenceValue difference={s.difference} />,
    },
    {
      title: 'Resumo',
      key: 'print',
      align: 'right',
      // paper is printed from the counter's computer
      responsive: ['md'],
      render: (_, s) => (
        <Button
          size="small"
          icon={<PrinterOutlined aria-hidden />}
          aria-label={`Imprimir caixa de ${dayOf(s)}`}
          onClick={() => printCashSummary(s)}
        >
          Imprimir
        </Button>
      ),
    },
  ];

  return (
    <section className="cash-closed" aria-label="Caixas Fechados">
      <div className="cash-closed__header">
        <h2 className="cash-closed__title">Caixas Fechados</h2>
        <div className="cash-closed__range">
          <DayPicker
            aria-label="De"
            value={range.from}
            allowClear={false}
            onChange={(d) => d && setRange((r) => ({ ...r, from: d }))}
          />
          <DayPicker
            aria-label="Até"
            value={range.to}
            allowClear={false}
            onChange={(d) => d && setRange((r) => ({ ...r, to: d }))}
          />
        </div>
      </div>
      <Table<CashClosingDto>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={sessions.isPending}
        pagination={rows.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
        locale={{
          emptyText: sessions.isError
            ? 'Não foi possível carregar os caixas fechados.'
            : 'Nenhum caixa fechado no período.',
        }}
      />
    </section>
  );
}
