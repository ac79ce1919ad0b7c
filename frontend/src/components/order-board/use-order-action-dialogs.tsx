import { useState, type ReactNode } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { CANCEL_REASONS } from '@quentinha/shared/orders/transitions';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DispatchModal } from './dispatch-modal';
import type { ChangeStatus } from './use-status-change';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';

export interface OrderActionDialogs {
  /** opens the courier choice for this order ('Coletado p/ Entrega', 'Em Rota') */
  askCourier: (order: OrderDto) => void;
  /** opens 'Cancelar Pedido' with its reasons for this order */
  askCancelReason: (order: OrderDto) => void;
  /** the two dialogs, to render once in the board */
  dialogs: ReactNode;
}

/**
 * The two steps of DECISIONS 9.1 that need more than a tap, the same on every board: a dispatch
 * names a courier, a cancellation a reason. The openers are state setters: stable, so memoised
 * cards do not re-render for them.
 */
export function useOrderActionDialogs(change: ChangeStatus): OrderActionDialogs {
  const [dispatching, setDispatching] = useState<OrderDto | null>(null);
  const [cancelling, setCancelling] = useState<OrderDto | null>(null);
  const dialogs = (
    <>
      <DispatchModal
        order={dispatching}
        onClose={() => setDispatching(null)}
        onDispatch={(order, courierId) => {
          setDispatching(null);
          change(order.id, 'delivering', { courier_id: courierId });
        }}
      />
      <CancelOrderDialog
        open={!!cancelling}
        subject={cancelling ? `Pedido #${shortOrderId(cancelling.id)} de ${cancelling.customer_name}` : ''}
        reasons={CANCEL_REASONS}
        requireReason
        onClose={() => setCancelling(null)}
        onConfirm={(reason) => {
          if (cancelling) change(cancelling.id, 'cancelled', { reason });
          setCancelling(null);
        }}
      />
    </>
  );
  return { askCourier: setDispatching, askCancelReason: setCancelling, dialogs };
}
