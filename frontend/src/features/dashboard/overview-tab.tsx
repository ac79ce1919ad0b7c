import GiftOutlined from '@ant-design/icons/GiftOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import PercentageOutlined from '@ant-design/icons/PercentageOutlined';
import RiseOutlined from '@ant-design/icons/RiseOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import Card from 'antd/es/card';
import { lazy, Suspense } from 'react';
import type { DashboardDto, OrderDto } from '@quentinha/shared/api/types';
import { formatMargin } from '@quentinha/shared/analytics/dashboard';
import { pointsChange, relativeChange } from '@quentinha/shared/analytics/percent';
import { DATE_NOT_AVAILABLE_SHORT, formatDateAtTime, todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { itemCount, readOrder } from '@quentinha/shared/orders/order-reader';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import { ChartLoading } from '@/components/charts/chart-states';
import { StatusBadge } from '@/components/orders/status-badge';
import { comparedWith, itemsText, productWithSize, salesSoFar, soldText } from './format';
import { RevenueByProduct } from './revenue-by-product';
import { ChangeBadge, StatCard } from './stat-card';
import { NotSales } from '@/components/reports/not-sales';

// nivo is only fetched when the chart is drawn (this page itself is already a lazy route)
const SalesChart = lazy(() => import('./sales-chart'));

/** 'Visão Geral': the period's figures against the period before, sales per day, recent orders, best sellers. */
export function OverviewTab({ data, narrow }: { data: DashboardDto; narrow: boolean }) {
  const { metrics, previous } = data;
  const compared = comparedWith(previous.range);
  const chartDays = salesSoFar(data.sales_by_day, todaySaoPaulo());
  // without revenue there is no margin to compare (the figure reads 0,0% but means nothing)
  const margin = metrics.revenue > 0 ? metrics.margin_percent : null;
  const stats = [
    {
      title: 'Faturamento',
      value: formatBRL(metrics.revenue),
      icon: <DollarOutlined />,
      change: relativeChange(metrics.revenue, previous.revenue),
      // the fees are inside the revenue but no product's: said apart so the products add up
      note: `Taxas de entrega: ${formatBRL(metrics.delivery_fees)}`,
    },
    {
      title: 'Pedidos',
      value: metrics.orders,
      icon: <ShoppingCartOutlined />,
      change: relativeChange(metrics.orders, previous.orders),
    },
    {
      title: 'Lucro Líquido',
      value: formatBRL(metrics.net_profit),
      icon: <RiseOutlined />,
      change: relativeChange(metrics.net_profit, previous.net_profit),
    },
    // the margin moves in percentage points, not in percent of itself
    {
      title: 'Margem',
      value: formatMargin(metrics.margin_percent),
      icon: <PercentageOutlined />,
      change: pointsChange(margin, previous.margin_percent),
    },
  ];

  return (
    <>
      <div className="dashboard__stats">
        {stats.map((stat) => (
          <StatCard key={stat.title} {...stat} compared={compared} />
        ))}
      </div>

      {/* 'A receber' (DECISIONS 10.5): what the companies owe on their tabs now, whatever the period */}
      <div className="dashboard__stats">
        <StatCard
          title="A receber"
          value={formatBRL(metrics.receivable ?? 0)}
          icon={<BankOutlined />}
          note="Contas das empresas, hoje"
        />
        {/* packs (DECISIONS 10.6): sold on the day confirmed; credits still owed in boxes, at their unit price */}
        <StatCard
          title="Pacotes vendidos"
          value={String(data.packs?.sold ?? 0)}
          icon={<GiftOutlined />}
          note={`${formatBRL(data.packs?.revenue ?? 0)} no período`}
        />
        <StatCard
          title="Créditos em aberto"
          value={formatBRL(data.packs?.credits_outstanding ?? 0)}
          icon={<GiftOutlined />}
          note="Quentinhas pagas a entregar, hoje"
        />
      </div>

      {/* orders that are not sales: never in the cards above, but the owner should see them */}
      <NotSales open={data.open} cancelled={data.cancelled} />

      <Card
        className="dashboard__card"
        title={<h2 className="dashboard__card-title">Vendas no Período</h2>}
        aria-label="Vendas no Período"
        role="region"
      >
        {chartDays.length === 0 ? (
          <p className="dashboard__empty">Nenhuma venda no período.</p>
        ) : (
          <Suspense fallback={<ChartLoading height={narrow ? 240 : 300} />}>
            <SalesChart sales={chartDays} narrow={narrow} height={narrow ? 240 : 300} />
          </Suspense>
        )}
      </Card>

      <div className="dashboard__lists">
        <Card
          className="dashboard__card"
          title={<h2 className="dashboard__card-title">Pedidos Recentes</h2>}
          aria-label="Pedidos Recentes"
          role="region"
        >
          {data.recent_orders.length === 0 ? (
            <p className="dashboard__empty">Nenhum pedido no período.</p>
          ) : (
            <ul className="dashboard__list">
              {data.recent_orders.slice(0, 5).map((o) => (
                <RecentOrder key={o.id} order={o} />
              ))}
            </ul>
          )}
        </Card>

        <Card
          className="dashboard__card"
          title={<h2 className="dashboard__card-title">Produtos Mais Vendidos</h2>}
          aria-label="Produtos Mais Vendidos"
          role="region"
        >
          {/* under the title, not beside it: on a phone the two do not fit one line */}
          {compared && data.top_products.length > 0 && <p className="stat-card__compared dashboard__compared">{compared}</p>}
          {data.top_products.length === 0 ? (
            <p className="dashboard__empty">Nenhum produto vendido no período.</p>
          ) : (
            <ol className="dashboard__list">
              {data.top_products.slice(0, 5).map((p, i) => {
                const name = productWithSize(p.name, p.size);
                return (
                  <li key={`${p.name}-${p.size ?? ''}`} className="dashboard-row" aria-label={name}>
                    <span className="dashboard-row__rank" aria-hidden>
                      {i + 1}
                    </span>
                    <div className="dashboard-row__main">
                      <div className="dashboard-row__name">{name}</div>
                      <div className="dashboard-row__meta">
                        <span>{soldText(p.quantity)}</span>{' '}
                        <ChangeBadge change={relativeChange(p.quantity, p.previous_quantity)} compared={compared} />
                      </div>
                    </div>
                    <div className="dashboard-row__side">
                      <div className="dashboard-row__amount">{formatBRL(p.profit)}</div>
                      <div className="dashboard-row__meta">lucro</div>
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </Card>
      </div>

      <RevenueByProduct data={data} />
    </>
  );
}

function RecentOrder({ order: raw }: { order: OrderDto }) {
  const order = readOrder(raw);
  return (
    <li className="dashboard-row" aria-label={`Pedido de ${order.customerName}`}>
      <div className="dashboard-row__main">
        <div className="dashboard-row__title">
          <span className="dashboard-row__name">{order.customerName}</span>
          <StatusBadge status={raw.status} />
        </div>
        <div className="dashboard-row__meta">{formatPhone(order.whatsapp)}</div>
        <div className="dashboard-row__meta">
          {formatDateAtTime(order.createdAt, DATE_NOT_AVAILABLE_SHORT)} · {itemsText(itemCount(order))}
        </div>
      </div>
      <div className="dashboard-row__side">
        <div className="dashboard-row__amount">{formatBRL(order.total)}</div>
      </div>
    </li>
  );
}
