import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { OrderDto, UserDto } from '@quentinha/shared/api/types';
import { readOrder } from '@quentinha/shared/orders/order-reader';
import { CANCEL_REASONS } from '@quentinha/shared/orders/transitions';
import { useMe } from '@/api/auth';
import { useCancelMyOrder, useMyOrders } from '@/api/orders';
import { queryKeys } from '@/api/query-keys';
import { useToast } from '@/components/feedback/toast';
import { CancelOrderDialog } from '@/components/order-board/cancel-order-dialog';
import { LiveIndicator } from '@/components/orders/live-indicator';
import { ORDERS_POLL_MS } from '@/config/constants';
import { useLiveOrders } from '@/realtime/use-live-orders';
import { DeviceOrdersList } from './device-orders-list';
import { MyOrderCard } from './my-order-card';
import { NoOrdersYet } from './no-orders-yet';
import { isCustomer } from '@quentinha/shared/auth/roles';

// 'Meu saldo' (issue 30): pack credits, a chunk of their own
const MyCreditBalance = lazy(() => import('@/components/packs/my-credit-balance'));

/**
 * 'Meus Pedidos': a signed-in person's orders (their account's, live), or a guest's, placed on
 * this device (DECISIONS 10.9; SPEC's 'go to the Menu' for a guest gave way to it).
 */
export default function MyOrdersPage() {
  const { data: user } = useMe();
  if (user) return <AccountOrders user={user} />;
  return (
    <section className="page">
      <div className="page__header">
        <div>
          <h1 className="page__title">Meus Pedidos</h1>
          <p className="page__subtitle">Pedidos feitos neste aparelho.</p>
        </div>
        {/* the guest's cards poll like the tracking page (one socket per order is not worth it) */}
        <LiveIndicator connected={false} />
      </div>
      <Suspense fallback={null}>
        <MyCreditBalance account={false} />
      </Suspense>
      <DeviceOrdersList />
    </section>
  );
}

function AccountOrders({ user }: { user: UserDto }) {
  const userId = user.id;
  // a new order heard on the socket is ours only if it carries our id (admins hear them all)
  const accept = useCallback((o: OrderDto) => o.customer_user_id === userId, [userId]);
  const { connected } = useLiveOrders({ listKey: queryKeys.orders.mine(userId), accept });
  const orders = useMyOrders(userId, connected ? false : ORDERS_POLL_MS);
  const cancel = useCancelMyOrder(userId);
  const toast = useToast();
  const [cancelling, setCancelling] = useState<OrderDto | null>(null);

  return (
    <section className="page">
      <div className="page__header">
        <h1 className="page__title">Meus Pedidos</h1>
        <LiveIndicator connected={connected} />
      </div>
      {isCustomer(user) && (
        <Suspense fallback={null}>
          <MyCreditBalance account />
        </Suspense>
      )}

      {orders.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {orders.isError && (
        <Alert
          type="error"
          showIcon
          title="Não foi possível carregar seus pedidos."
          action={<Button onClick={() => orders.refetch()}>Tentar novamente</Button>}
        />
      )}
      {orders.isSuccess && orders.data.length === 0 && <NoOrdersYet />}
      {orders.isSuccess && orders.data.length > 0 && (
        <div className="order-grid">
          {orders.data.map((o) => (
            <MyOrderCard key={o.id} order={o} onCancel={setCancelling} />
          ))}
        </div>
      )}
      <CancelOrderDialog
        open={!!cancelling}
        subject={cancelling ? `Pedido #${readOrder(cancelling).shortId}` : ''}
        reasons={CANCEL_REASONS}
        loading={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={(reason) => {
          if (!cancelling) return;
          cancel.mutate(
            { id: cancelling.id, reason },
            {
              onSuccess: () => toast.success('Pedido cancelado'),
              // 409 once the shop confirmed it: the server's sentence says to talk to the shop
              onSettled: () => setCancelling(null),
            },
          );
        }}
      />
    </section>
  );
}
