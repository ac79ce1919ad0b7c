import { useCallback, useMemo, useState } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { ConfirmDeleteModal } from '@/components/feedback/confirm-delete-modal';
import { StatusColumns } from '@/components/order-board/board-column';
import { useOrderActionDialogs } from '@/components/order-board/use-order-action-dialogs';
import { BoardLoading } from '@/components/order-board/board-states';
import { ConnectionBadge } from '@/components/order-board/connection-badge';
import { groupByColumn } from '@/components/order-board/order-list-cache';
import { useBoardLiveSync } from '@/components/order-board/use-board-live-sync';
import { useStatusChange } from '@/components/order-board/use-status-change';
import '@/components/order-board/order-board.css';
import { useAdminOrders, useDeleteOrder } from './api';
import { CreateOrderDialog } from '@/components/phone-order/create-order-dialog';
import { EditOrderDialog } from './edit-order-dialog';
import {
  ADMIN_COLUMNS,
  DEFAULT_FILTERS,
  DEFAULT_POLL_S,
  isFiltered,
  matchesFilters,
  totalLabel,
  type OrdersFilters,
} from './filters';
import { queryKeys } from '@/api/query-keys';
import { PauseButton } from '@/components/availability/pause-button';
import { PortionsStrip, usePortionsToggle } from '@/components/availability/portions-strip';
import { useAvailabilitySync } from '@/realtime/use-availability-sync';
import { OrderAdminCard } from './order-admin-card';
import { OrdersToolbar } from './orders-toolbar';
import { SoundToggle } from '@/components/order-board/sound-toggle';
import { OrderAlertBar } from './order-alert-bar';
import { useOrderAlerts } from './use-order-alerts';
import { AwaitingPacksPanel } from '@/components/packs/awaiting-packs-panel';
import { useAwaitingPurchases } from '@/api/packs';
import { usePackPurchasesSync } from '@/realtime/use-pack-purchases-sync';

const EMPTY: OrderDto[] = [];
// first four statuses on row one, the rest on row two (SPEC section 2)
const ROWS = [ADMIN_COLUMNS.slice(0, 4), ADMIN_COLUMNS.slice(4)];

/** 'Gerenciar Pedidos': every status in eight columns, filters, polling, add, edit, remove. */
export default function OrdersPage() {
  useAvailabilitySync();
  const portions = usePortionsToggle();
  const [filters, setFilters] = useState<OrdersFilters>(DEFAULT_FILTERS);
  const [pollSeconds, setPollSeconds] = useState(DEFAULT_POLL_S);
  const queryKey = useMemo(() => queryKeys.boards.admin(filters), [filters]);
  const admit = useCallback((o: OrderDto) => matchesFilters(o, filters), [filters]);
  const live = useBoardLiveSync(queryKey, admit);
  const {
    data: orders = EMPTY,
    isPending,
    isFetching,
    dataUpdatedAt,
    refetch,
  } = useAdminOrders(filters, pollSeconds, live.online);
  const { change, busy } = useStatusChange({
    queryKey,
    errorText: 'Erro ao atualizar status do pedido',
    withReason: true,
  });
  const remove = useDeleteOrder();
  const [editing, setEditing] = useState<OrderDto | null>(null);
  const [removing, setRemoving] = useState<OrderDto | null>(null);
  const [adding, setAdding] = useState(false);

  const columns = useMemo(() => groupByColumn(orders, ADMIN_COLUMNS, 'newest'), [orders]);
  const filtered = isFiltered(filters);
  // a website order waiting for the shop rings until someone opens or acts on it (DECISIONS 10.9)
  usePackPurchasesSync();
  const awaitingPacks = useAwaitingPurchases().data;
  const packIds = useMemo(() => awaitingPacks?.map((p) => p.id) ?? null, [awaitingPacks]);
  const alerts = useOrderAlerts(isPending ? null : orders, packIds);
  const { touch } = alerts;
  const onStatus = useCallback<typeof change>(
    (id, to, extras) => {
      touch(id);
      change(id, to, extras);
    },
    [touch, change],
  );
  const { askCourier, askCancelReason, dialogs: actionDialogs } = useOrderActionDialogs(change);
  // every card action acts on the order: it stops ringing
  const touching = useCallback((open: (o: OrderDto) => void) => (o: OrderDto) => {
    touch(o.id);
    open(o);
  }, [touch]);
  const onEdit = useMemo(() => touching(setEditing), [touching]);
  const onRemove = useMemo(() => touching(setRemoving), [touching]);
  const onDispatch = useMemo(() => touching(askCourier), [touching, askCourier]);
  const onCancel = useMemo(() => touching(askCancelReason), [touching, askCancelReason]);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
  };

  return (
    <section className="page board">
      <header className="board__header">
        <h1 className="page__title">Gerenciar Pedidos</h1>
        <span className="orders-total">{totalLabel(orders.length, filtered)}</span>
        <div className="board__tools">
          {portions.button}
          <PauseButton />
          <ConnectionBadge online={live.online} lastSync={dataUpdatedAt || null} />
          <SoundToggle alarm={alerts.alarm} ringing={alerts.ringing.size > 0} />
        </div>
      </header>
      <OrderAlertBar alarm={alerts.alarm} />
      {portions.shown && <PortionsStrip />}
      <AwaitingPacksPanel ringing={alerts.ringing} onTouch={touch} />
      <OrdersToolbar
        filters={filters}
        onFilters={setFilters}
        pollSeconds={pollSeconds}
        onPoll={setPollSeconds}
        onRefresh={() => void refetch()}
        refreshing={isFetching && !isPending}
        onAdd={() => setAdding(true)}
      />
      {isPending ? (
        <BoardLoading text="Carregando Pedidos..." />
      ) : orders.length === 0 && filtered ? (
        <p className="board-empty board-empty__title">Nenhum pedido encontrado com os filtros aplicados.</p>
      ) : (
        ROWS.map((row, i) => (
          <div key={i} className="board__columns board__columns--4 orders-row">
            <StatusColumns columns={row} orders={columns} idPrefix="orders" empty="Nenhum pedido">
              {(list) =>
                list.map((o) => (
                  <OrderAdminCard
                    key={o.id}
                    order={o}
                    busy={busy.has(o.id)}
                    ringing={alerts.ringing.has(o.id)}
                    onOpen={touch}
                    onStatus={onStatus}
                    onEdit={onEdit}
                    onRemove={onRemove}
                    onDispatch={onDispatch}
                    onCancel={onCancel}
                  />
                ))
              }
            </StatusColumns>
          </div>
        ))
      )}
      <EditOrderDialog
        order={editing}
        onClose={() => setEditing(null)}
        onCancelOrder={(o) => {
          setEditing(null);
          onCancel(o);
        }}
      />
      {actionDialogs}
      <CreateOrderDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDeleteModal
        open={!!removing}
        title="Confirmar Exclusão"
        okText="Remover"
        loading={remove.isPending}
        onOk={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        Você tem certeza que deseja remover este pedido? Esta ação não pode ser desfeita.
      </ConfirmDeleteModal>
    </section>
  );
}
