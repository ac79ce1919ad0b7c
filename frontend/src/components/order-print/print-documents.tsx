import { extrasLine } from '@quentinha/shared/catalog/extras';
import { formatDateTime } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import type { ReadOrder } from '@quentinha/shared/orders/order-reader';
import { changeToShow } from '@quentinha/shared/orders/order-reader';
import { paymentLabel } from '@quentinha/shared/payments/payment-method';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import { boxLabels } from './box-labels';

/** The kitchen ticket, 80 mm thermal paper: what to cook, for whom, where it goes, how it is paid. */
export function KitchenTicket({
  order,
  tab = null,
  credit = null,
}: {
  order: ReadOrder;
  /** companyTabText: a tab order collects nothing */
  tab?: string | null;
  /** 'Pago com crédito' when a box was paid with a pack credit and something else is paid the usual way */
  credit?: string | null;
}) {
  const change = changeToShow(order);
  return (
    <section className="print-ticket" aria-label={`Comanda do pedido #${order.shortId}`}>
      <h1 className="print-ticket__number">Pedido #{order.shortId}</h1>
      <p className="print-ticket__time">{formatDateTime(order.createdAt)}</p>
      <p className="print-ticket__customer">
        <strong>{order.customerName}</strong>
        {order.whatsapp && <span> · {formatPhone(order.whatsapp)}</span>}
      </p>
      <ol className="print-ticket__items">
        {order.items.map((it, i) => (
          <li key={i}>
            <strong>
              {it.quantity}x {it.displayName}
            </strong>
            {it.chosenDishes.length > 0 && <div>{it.chosenDishes.join(', ')}</div>}
            {it.extras.length > 0 && <div className="print-ticket__extras">{extrasLine(it.extras)}</div>}
            {it.notes && <div className="print-ticket__note">Obs.: {it.notes}</div>}
          </li>
        ))}
      </ol>
      {order.notes && <p className="print-ticket__note">Observações: {order.notes}</p>}
      <p className="print-ticket__place">
        {order.isDelivery ? (
          <>
            <strong>{order.neighborhood}</strong>
            {order.address && <span> · {order.address}</span>}
          </>
        ) : (
          <strong>Retirada no Local</strong>
        )}
      </p>
      <p className="print-ticket__payment">
        {tab ? <strong>{tab}</strong> : paymentLabel(order.paymentMethod)}
        {credit && <strong> · {credit}</strong>} · Total {formatBRL(order.total)}
        {change !== null && <span> · Troco para {formatBRL(change)}</span>}
      </p>
    </section>
  );
}

export type LabelPaper = '80mm' | 'a4';

/** One label per box (name, size, dishes, order number, 'n de N', neighbourhood). */
export function BoxLabelSheet({ order, paper, tab = null }: { order: ReadOrder; paper: LabelPaper; tab?: string | null }) {
  return (
    <section className={`print-labels print-labels--${paper}`} aria-label={`Etiquetas do pedido #${order.shortId}`}>
      {boxLabels(order).map((label) => (
        <div key={label.position} className="print-label">
          <div className="print-label__head">
            <strong>{label.customerName}</strong>
            <span>{label.position}</span>
          </div>
          <div className="print-label__size">{label.size}</div>
          <div className="print-label__dishes">{label.dishes.join(', ')}</div>
          {label.extras && <div className="print-label__extras">{label.extras}</div>}
          {label.notes && <div className="print-label__note">Obs.: {label.notes}</div>}
          {tab && <div className="print-label__tab">{tab}</div>}
          <div className="print-label__foot">
            <span>#{order.shortId}</span>
            <span>{label.destination}</span>
          </div>
        </div>
      ))}
    </section>
  );
}
