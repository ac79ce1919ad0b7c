import Card from 'antd/es/card';
import Table, { type ColumnsType } from 'antd/es/table';
import type { DashboardDto } from '@quentinha/shared/api/types';
import { formatBRL } from '@quentinha/shared/money/money';
import { productWithSize } from './format';

interface Row {
  key: string;
  name: string;
  quantity: number | null;
  revenue: number;
}

const COLUMNS: ColumnsType<Row> = [
  { title: 'Produto', dataIndex: 'name', key: 'name' },
  // a phone has room for three narrow columns only: the count alone, the money on one line
  {
    title: <abbr title="Quantidade vendida">Qtd.</abbr>,
    key: 'quantity',
    align: 'right',
    render: (_, r) => (r.quantity === null ? '—' : r.quantity),
  },
  {
    title: 'Faturamento',
    key: 'revenue',
    align: 'right',
    className: 'dashboard-revenue__money',
    render: (_, r) => formatBRL(r.revenue),
  },
];

/**
 * 'Faturamento por Produto': every product sold, then the delivery fees as their own line, so the
 * lines add up to the revenue at the top of the page (the server sends both, DECISIONS 10.11).
 */
export function RevenueByProduct({ data }: { data: DashboardDto }) {
  const products = data.revenue_by_product ?? [];
  const rows: Row[] = [
    ...products.map((p) => ({
      key: `${p.name}-${p.size ?? ''}`,
      name: productWithSize(p.name, p.size),
      quantity: p.quantity,
      revenue: p.revenue,
    })),
    { key: 'delivery-fees', name: 'Taxas de entrega', quantity: null, revenue: data.metrics.delivery_fees },
  ];
  return (
    <Card
      className="dashboard__card"
      title={<h2 className="dashboard__card-title">Faturamento por Produto</h2>}
      aria-label="Faturamento por Produto"
      role="region"
    >
      {products.length === 0 && data.metrics.revenue === 0 ? (
        <p className="dashboard__empty">Nenhuma venda no período.</p>
      ) : (
        <Table<Row>
          size="small"
          columns={COLUMNS}
          dataSource={rows}
          pagination={false}
          rowClassName={(r) => (r.key === 'delivery-fees' ? 'dashboard-revenue__fees' : '')}
          summary={() => (
            <Table.Summary.Row className="dashboard-revenue__total">
              <Table.Summary.Cell index={0}>
                <strong>Total</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} />
              <Table.Summary.Cell index={2} align="right" className="dashboard-revenue__money">
                <strong>{formatBRL(data.metrics.revenue)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      )}
    </Card>
  );
}
