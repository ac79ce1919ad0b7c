import CheckOutlined from '@ant-design/icons/CheckOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Steps, { type StepsProps } from 'antd/es/steps';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { formatDateTime } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { changeToShow, readOrder } from '@quentinha/shared/orders/order-reader';
import type { MarketingStatus } from '@quentinha/shared/customers/types';
import { CANCEL_REASONS, FINAL_STATUSES, canCancel, customerStatusLabel } from '@quentinha/shared/orders/transitions';
import { PAYMENT_LABELS } from '@quentinha/shared/payments/payment-method';
import { PublicPageError, PublicPageLoading } from '@/components/public-page/public-page-states';
import { useCancelTrackedOrder, useTrackedOrder } from '@/api/orders';
import { queryKeys } from '@/api/query-keys';
import { useToast } from '@/components/feedback/toast';
import { CancelOrderDialog } from '@/components/order-board/cancel-order-dialog';
import { LiveIndicator } from '@/components/orders/live-indicator';
import { OrderItems } from '@/components/orders/order-items';
import { PixPayment } from '@/components/orders/pix-payment';
import { StatusBadge } from '@/components/orders/status-badge';
import { ReorderButton } from '@/components/reorder/reorder-button';
import { TrackingMarketing } from '@/components/marketing/tracking-marketing';
import { ORDERS_POLL_MS } from '@/config/constants';
import { MD_UP, useMediaQuery } from '@/hooks/use-media-query';
import { useLiveOrders } from '@/realtime/use-live-orders';
import { trackingView } from './tracking-steps';
import { PaymentWithCredit } from '@/components/packs/paid-with-credit';

// 'Meu saldo' (issue 30): the pack credits of this device, a chunk of their own
const MyCreditBalance = lazy(() => import('@/components/packs/my-credit-balance'));

/** antd names a done step's tick 'check' (read aloud in English): the same tick, in Portuguese */
const doneStepIcon: StepsProps['iconRender'] = (node, { item, components: { Icon } }) =>
  item.status === 'finish' ? (
    <Icon>
      <CheckOutlined className="ant-steps-item-icon-finish" aria-label="Concluído" />
    </Icon>
  ) : (
    node
  );

/** Public page a guest reaches from the chat message: where is my lunch? */
export default function TrackingPage() {
  const { token = '' } = useParams();
  const wide = useMediaQuery(MD_UP);
  const { connected } = useLiveOrders({ enabled: !!token, trackingToken: token, orderKey: queryKeys.orders.track(token) });
  const query = useTrackedOrder(token, connected ? false : ORDERS_POLL_MS);
  const cancel = useCancelTrackedOrder(token);
  const toast = useToast();
  const [cancelling, setCancelling] = useState(false);

  if (query.isPending) return <PublicPageLoading rows={6} />;
  if (query.isError) {
    return (
      <PublicPageError
        error={query.error}
        notFound="Pedido não encontrado"
        failed="Não foi possível carregar o pedido"
        hint="Confira o link recebido no WhatsApp."
      />
    );
  }


  const order = readOrder(query.data);
  const view = trackingView(order.status, order.isDelivery);
  const change = changeToShow(order);
  // a guest may call it off only before the shop confirms it (the shared rule)
  const cancellable = canCancel('customer', query.data.status);
  // DECISIONS 10.2: the tracking answer carries the customer's choice about the daily menu
  const marketing = (query.data as { marketing?: MarketingStatus }).marketing;

  return (
    <section className="page page--narrow tracking">
      <div className="page__header">
        <div>
          <h1 className="page__title">Pedido #{order.shortId}</h1>
          <div className="order-card__date">{formatDateTime(order.createdAt)}</div>
          {query.data.scheduled_for && (
            <div className="order-card__scheduled">Agendado para {formatDateTime(query.data.scheduled_for)}</div>
          )}
        </div>
        <StatusBadge status={query.data.status} label={customerStatusLabel(query.data)} />
      </div>
      <LiveIndicator connected={connected} />

      {view.cancelled ? (
        <Alert
          className="tracking__cancelled"
          type="error"
          showIcon
          title="Pedido cancelado"
          description={
            <>
              {query.data.cancel_reason && <p className="tracking__reason">Motivo: {query.data.cancel_reason}</p>}
              Este pedido foi cancelado. Se tiver dúvidas, fale com a loja pelo WhatsApp.
            </>
          }
        />
      ) : (
        <Steps
          className="tracking__steps"
          orientation={wide ? 'horizontal' : 'vertical'}
          // titles under the icons: four steps fit the column without breaking words
          titlePlacement="vertical"
          current={view.current}
          status={view.current >= view.steps.length ? 'finish' : 'process'}
          items={view.steps.map((s) => ({ title: s.title, content: s.description }))}
          iconRender={doneStepIcon}
        />
      )}

      {query.data.pix && query.data.status === 'awaiting_payment' && (
        <PixPayment pix={query.data.pix} amount={query.data.total_amount} waiting placedAt={query.data.created_at} />
      )}

      {cancellable && (
        <Button danger className="tracking__cancel" onClick={() => setCancelling(true)}>
          Cancelar Pedido
        </Button>
      )}
      <CancelOrderDialog
        open={cancelling}
        subject={`Pedido #${order.shortId}`}
        reasons={CANCEL_REASONS}
        loading={cancel.isPending}
        onClose={() => setCancelling(false)}
        onConfirm={(reason) =>
          cancel.mutate(reason, {
            onSuccess: () => toast.success('Pedido cancelado'),
            // 409 once the shop confirmed it: the server's sentence says to talk to the shop
            onSettled: () => setCancelling(false),
          })
        }
      />

      <div className="order-card tracking__summary">
        <h2 className="order-card__title">Resumo</h2>
        <OrderItems items={order.items} />
        <dl className="checkout-summary">
          {order.isDelivery && (
            <div>
              <dt>Itens</dt>
              <dd>{formatBRL(order.subtotal)}</dd>
            </div>
          )}
          {order.isDelivery && (
            <div>
              <dt>Taxa de entrega</dt>
              <dd>{formatBRL(order.deliveryFee)}</dd>
            </div>
          )}
          <div className="checkout-summary__total">
            <dt>Total</dt>
            <dd>{formatBRL(order.total)}</dd>
          </div>
        </dl>
        <p className="order-card__meta">
          {order.isDelivery ? `Entrega em ${order.address ?? ''} · ${order.neighborhood ?? ''}` : 'Retirada no Local'}
        </p>
        <p className="order-card__meta">
          Pagamento: <PaymentWithCredit order={query.data} label={PAYMENT_LABELS[order.paymentMethod]} />
          {change !== null && ` · Troco para ${formatBRL(change)}`}
        </p>
        {FINAL_STATUSES.includes(query.data.status) && (
          <ReorderButton className="tracking__reorder" source={{ kind: 'track', token }} />
        )}
      </div>
      {marketing && <TrackingMarketing token={token} marketing={marketing} />}
      <Suspense fallback={null}>
        <MyCreditBalance account={false} />
      </Suspense>
    </section>
  );
}
