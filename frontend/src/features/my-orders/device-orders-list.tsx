import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useQueries, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { FINAL_STATUSES } from '@quentinha/shared/orders/transitions';
import { ApiError } from '@/api/client';
import { fetchTrackedOrder, sortNewestFirst } from '@/api/orders';
import { queryKeys } from '@/api/query-keys';
import { ORDERS_POLL_MS } from '@/config/constants';
import { forgetDeviceOrder, useDeviceOrders } from '@/hooks/use-device-orders';
import { MyOrderCard } from './my-order-card';
import { NoOrdersYet } from './no-orders-yet';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** An order still moving is read again like the tracking page does; a finished one is left be. */
function pollWhileMoving(query: Query<OrderDto, Error>) {
  const status = query.state.data?.status;
  return status && FINAL_STATUSES.includes(status) ? false : ORDERS_POLL_MS;
}

/**
 * A guest's 'Meus Pedidos' (DECISIONS 10.9): the orders placed on this device, each read with its
 * tracking token (public, the same call and cache entry as the tracking page).
 */
export function DeviceOrdersList() {
  const tokens = useDeviceOrders();
  const results = useQueries({
    queries: tokens.map((token) => ({
      queryKey: queryKeys.orders.track(token),
      queryFn: () => fetchTrackedOrder(token),
      refetchInterval: pollWhileMoving,
      refetchIntervalInBackground: false,
      // 404: the shop removed the order, asking again will not bring it back
      retry: (failures: number, error: Error) => !isNotFound(error) && failures < 1,
    })),
  });

  const gone = tokens.filter((_, i) => isNotFound(results[i]?.error));
  const goneKey = gone.join(',');
  useEffect(() => {
    // the device forgets what the server no longer knows, so the list stops asking for it
    for (const token of goneKey ? goneKey.split(',') : []) forgetDeviceOrder(token);
  }, [goneKey]);

  // the token the device holds is the card's link (the public order may not repeat it)
  const orders = sortNewestFirst(results.flatMap((r, i) => (r.data ? [{ ...r.data, tracking_token: tokens[i] }] : [])));
  const failed = results.filter((r) => r.isError && !isNotFound(r.error));

  if (tokens.length > 0 && orders.length === 0 && results.some((r) => r.isPending)) {
    return <Skeleton active paragraph={{ rows: 4 }} />;
  }
  return (
    <>
      {failed.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="my-orders__alert"
          title="Não foi possível carregar seus pedidos."
          action={<Button onClick={() => failed.forEach((r) => void r.refetch())}>Tentar novamente</Button>}
        />
      )}
      {orders.length === 0 && failed.length === 0 && <NoOrdersYet />}
      {orders.length > 0 && (
        <div className="order-grid">
          {orders.map((o) => (
            <MyOrderCard key={o.id} order={o} reorderBy="track" />
          ))}
        </div>
      )}
    </>
  );
}
