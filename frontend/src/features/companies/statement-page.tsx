import Tag from 'antd/es/tag';
import { useParams } from 'react-router';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { usePublicSettings } from '@/api/catalog';
import { PublicPageError, PublicPageLoading } from '@/components/public-page/public-page-states';
import { type PublicStatementDto, usePublicStatement } from '@/api/companies';
import { formatCnpj, STATEMENT_STATUS } from './company-rules';
import './statement-page.css';

/**
 * The statement a company's contact opens by link, without logging in (DECISIONS 10.5): the
 * period's figures, its orders and the due date; nothing of anyone else.
 */
export default function StatementPage() {
  const { token = '' } = useParams();
  const statement = usePublicStatement(token);
  if (statement.isPending) return <PublicPageLoading rows={8} />;
  if (statement.isError) {
    return (
      <PublicPageError
        error={statement.error}
        notFound="Fatura não encontrada"
        failed="Não foi possível abrir a fatura"
        hint="Confira o link recebido."
      />
    );
  }
  return <StatementView s={statement.data} />;
}

function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={strong ? 'statement__figure statement__figure--total' : 'statement__figure'}>
      <dt>{label}</dt>
      <dd className="admin-money">{formatBRL(value)}</dd>
    </div>
  );
}

function StatementView({ s }: { s: PublicStatementDto }) {
  const store = usePublicSettings().data?.business_name;
  const status = STATEMENT_STATUS[s.status];
  return (
    <section className="page page--narrow statement" aria-label="Fatura">
      <header className="statement__header">
        {store && <p className="statement__store">{store}</p>}
        <h1 className="page__title">{s.company.name}</h1>
        {s.company.cnpj && <p className="statement__cnpj admin-money">CNPJ {formatCnpj(s.company.cnpj)}</p>}
        <p className="statement__period">
          Fatura de {formatFullDate(s.period_start)} a {formatFullDate(s.period_end)}
        </p>
      </header>

      <div className="statement__due">
        <span>
          Vencimento: <strong className="admin-money">{formatFullDate(s.due_date)}</strong>
        </span>
        {status && <Tag color={status.color}>{status.label}</Tag>}
      </div>

      <dl className="statement__figures" aria-label="Resumo da fatura">
        <Figure label="Saldo anterior" value={s.opening_balance} />
        <Figure label="Pedidos" value={s.charges} />
        {s.reversals !== 0 && <Figure label="Estornos" value={s.reversals} />}
        {s.adjustments !== 0 && <Figure label="Ajustes" value={s.adjustments} />}
        <Figure label="Pagamentos" value={s.payments} />
        <Figure label="Total a pagar" value={s.closing_balance} strong />
      </dl>

      <h2 className="statement__heading">Pedidos ({s.orders.length})</h2>
      {s.orders.length === 0 ? (
        <p className="statement__empty">Nenhum pedido neste período.</p>
      ) : (
        <table className="statement__orders">
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Pedido</th>
              <th scope="col">Quem pediu</th>
              <th scope="col">Itens</th>
              <th scope="col" className="statement__num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {s.orders.map((o) => (
              <tr key={o.order_id} className={o.cancelled ? 'statement__cancelled' : undefined}>
                <td className="admin-money" data-label="Data">
                  {formatFullDate(o.date)}
                </td>
                <td className="admin-money" data-label="Pedido">
                  #{o.short_id}
                  {o.cancelled && <Tag className="statement__cancelled-tag">Cancelado</Tag>}
                </td>
                <td data-label="Quem pediu" className="statement__who">
                  {o.member_name}
                </td>
                <td data-label="Itens">
                  {/* one block: on a phone the cell is label | value, and the items stack in the value */}
                  <span className="statement__items">
                    {o.items.map((item, i) => (
                      <span key={i} className="statement__item">
                        {item}
                      </span>
                    ))}
                  </span>
                </td>
                <td className="admin-money statement__num" data-label="Total">
                  {formatBRL(o.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
