import DollarOutlined from '@ant-design/icons/DollarOutlined';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import { formatBRL } from '@quentinha/shared/money/money';
import { useCouriersCash, type CourierCashDto } from '@/api/couriers';
import type { CashOwed } from './receive-cash-dialog';

/**
 * 'Acerto dos Entregadores': every courier's money of the day at a glance, what each still owes
 * the shop and earned in fees, and 'Receber dinheiro' beside whoever owes something.
 */
export function CouriersCash({ day, onReceive }: { day: string; onReceive: (owed: CashOwed) => void }) {
  const cash = useCouriersCash(day);
  const columns: ColumnsType<CourierCashDto> = [
    { title: 'Entregador', key: 'courier', render: (_, c) => c.courier.name },
    { title: 'Entregas', dataIndex: 'deliveries', key: 'deliveries', align: 'right', responsive: ['md'] },
    {
      title: 'A prestar à loja',
      key: 'owed',
      align: 'right',
      render: (_, c) => <strong>{formatBRL(c.cash_to_hand_in)}</strong>,
    },
    { title: 'Taxas de entrega', key: 'fees', align: 'right', render: (_, c) => formatBRL(c.delivery_fees) },
    {
      title: '',
      key: 'receive',
      align: 'right',
      render: (_, c) =>
        c.cash_to_hand_in > 0 ? (
          <Button
            size="small"
            icon={<DollarOutlined aria-hidden />}
            aria-label={`Receber dinheiro de ${c.courier.name}`}
            onClick={() => onReceive(c)}
          >
            Receber
          </Button>
        ) : null,
    },
  ];
  return (
    <section className="couriers-cash" aria-label="Acerto dos Entregadores">
      <h2 className="shift__title">Acerto dos Entregadores</h2>
      <Table<CourierCashDto>
        rowKey={(c) => c.courier.id}
        size="small"
        columns={columns}
        dataSource={cash.data ?? []}
        loading={cash.isPending}
        pagination={false}
        locale={{
          emptyText: cash.isError
            ? 'Não foi possível carregar o acerto do dia.'
            : 'Nenhum entregador com entregas neste dia.',
        }}
      />
    </section>
  );
}
