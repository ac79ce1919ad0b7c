import type { OrderDto } from '@quentinha/shared/api/types';
import { isQuentinha, SIZE_LABELS } from '@quentinha/shared/catalog/sizes';
import { formatBRL } from '@quentinha/shared/money/money';
import { changeToShow, readOrder } from '@quentinha/shared/orders/order-reader';
import { statusLabel } from '@quentinha/shared/orders/status';
import { PAYMENT_LABELS } from '@quentinha/shared/payments/payment-method';
import { PAYMENT_STATUS_LABELS } from '@quentinha/shared/payments/payment-status';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import type { ReactNode } from 'react';
import { formatAnalysisDateTime, sourceLabel } from './format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="analytics-details__field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="analytics-details__block" aria-label={title}>
      <h3 className="analytics-details__title">{title}</h3>
      {children}
    </section>
  );
}

/** The expanded row: customer, delivery and payment, items, notes and audit info. */
export function OrderDetails({ order: raw }: { order: OrderDto }) {
  const order = readOrder(raw);
  const change = changeToShow(order);
  const history = raw.status_history ?? [];
  return (
    <div className="analytics-details">
      <Block title="Dados do Cliente">
        <dl>
          <Field label="Nome">{order.customerName || '-'}</Field>
          <Field label="WhatsApp">{formatPhone(order.whatsapp) || order.whatsapp || '-'}</Field>
        </dl>
      </Block>

      <Block title="Entrega e Pagamento">
        <dl>
          <Field label="Tipo">{order.isDelivery ? 'Entrega' : 'Retirada no Local'}</Field>
          {order.isDelivery && (
            <>
              <Field label="Bairro">{order.neighborhood ?? '-'}</Field>
              <Field label="Endereço">{order.address ?? '-'}</Field>
              <Field label="Taxa de entrega">{formatBRL(order.deliveryFee)}</Field>
              {order.deliveryUserName && <Field label="Entregador">{order.deliveryUserName}</Field>}
            </>
          )}
          <Field label="Pagamento">{PAYMENT_LABELS[order.paymentMethod]}</Field>
          <Field label="Status do pagamento">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</Field>
          {change !== null && <Field label="Troco para">{formatBRL(change)}</Field>}
        </dl>
      </Block>

      <Block title="Itens">
        <ul className="analytics-details__items">
          {order.items.map((it, i) => (
            <li key={`${it.productId ?? it.name}-${i}`}>
              <div className="analytics-details__item-line">
                <span>
                  {it.quantity}x {it.displayName}
                  {isQuentinha(it.category) && <span className="analytics-muted"> · {SIZE_LABELS[it.size]}</span>}
                </span>
                <span className="admin-money">{formatBRL(it.lineTotal)}</span>
              </div>
              {it.chosenDishes.length > 0 && <div className="analytics-muted">{it.chosenDishes.join(', ')}</div>}
              {it.notes && <div className="analytics-muted">Obs.: {it.notes}</div>}
            </li>
          ))}
        </ul>
        <dl className="analytics-details__totals">
          <Field label="Subtotal">{formatBRL(order.subtotal)}</Field>
          {order.isDelivery && <Field label="Taxa de entrega">{formatBRL(order.deliveryFee)}</Field>}
          <Field label="Total">
            <strong>{formatBRL(order.total)}</strong>
          </Field>
        </dl>
      </Block>

      <Block title="Observações">
        <p className="analytics-details__notes">{order.notes ?? 'Sem observações.'}</p>
      </Block>

      <Block title="Auditoria">
        <dl>
          <Field label="Criado por">{order.createdByName ?? '-'}</Field>
          <Field label="Origem">{sourceLabel(order.source)}</Field>
          <Field label="Criado em">{formatAnalysisDateTime(raw.created_at)}</Field>
          <Field label="Atualizado em">{formatAnalysisDateTime(raw.updated_at)}</Field>
        </dl>
        {history.length > 0 && (
          <>
            <h4 className="analytics-details__subtitle">Histórico de status</h4>
            <ol className="analytics-details__history">
              {history.map((h, i) => (
                <li key={`${h.at}-${i}`}>
                  <span className="admin-money">{formatAnalysisDateTime(h.at)}</span>{' '}
                  {h.from ? `${statusLabel(h.from)} → ${statusLabel(h.to)}` : statusLabel(h.to)}
                  {h.by_name && <span className="analytics-muted"> · por {h.by_name}</span>}
                  {h.to === 'cancelled' && h.reason && (
                    <div className="analytics-details__reason">Cancelado: {h.reason}</div>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </Block>
    </div>
  );
}
