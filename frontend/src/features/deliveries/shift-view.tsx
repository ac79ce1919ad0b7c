import { formatBRL } from '@quentinha/shared/money/money';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import { paymentLabel } from '@quentinha/shared/payments/payment-method';
import type { CourierShiftDto } from '@/api/couriers';
import { changeGiven, deliveredTime, shiftFigures } from './shift-figures';

/** One courier's day: the money to settle at the counter, then each delivery. */
export function ShiftView({ shift }: { shift: CourierShiftDto }) {
  return (
    <div className="shift">
      <div className="shift__figures">
        {shiftFigures(shift).map((f) => (
          <div key={f.key} className={`shift-figure shift-figure--${f.key}`} role="group" aria-label={f.label}>
            <span className="shift-figure__label">{f.label}</span>
            <strong className="shift-figure__value">{f.money ? formatBRL(f.value) : f.value}</strong>
          </div>
        ))}
      </div>
      {shift.cash_receipts.length > 0 && (
        <>
          <h2 className="shift__title">Prestações à loja</h2>
          <ul className="shift-receipts" aria-label="Prestações à loja">
            {shift.cash_receipts.map((r) => (
              <li key={r.id} className="shift-receipt">
                <span className="shift-receipt__who">
                  {deliveredTime(r.created_at)} · recebido por {r.received_by_name}
                  {r.note ? ` · ${r.note}` : ''}
                </span>
                <strong className="shift-receipt__amount">{formatBRL(r.amount)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 className="shift__title">Pedidos entregues</h2>
      {shift.orders.length === 0 ? (
        <p className="shift__empty">Nenhuma entrega neste dia.</p>
      ) : (
        <ul className="shift__orders" aria-label="Pedidos entregues">
          {shift.orders.map((o) => {
            const change = changeGiven(o);
            return (
              <li key={o.id} className="shift-order">
                <span className="shift-order__time">{deliveredTime(o.delivered_at)}</span>
                <span className="shift-order__who">
                  <strong>
                    #{shortOrderId(o.id)} {o.customer_name}
                  </strong>
                  {o.delivery_neighborhood && <span className="shift-order__place">{o.delivery_neighborhood}</span>}
                </span>
                <span className="shift-order__pay">
                  {paymentLabel(o.payment_method)}
                  {change > 0 && <span className="shift-order__change">Troco {formatBRL(change)}</span>}
                  {o.delivery_fee > 0 && <span className="shift-order__fee">Taxa {formatBRL(o.delivery_fee)}</span>}
                </span>
                <strong className="shift-order__total">{formatBRL(o.total_amount)}</strong>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
