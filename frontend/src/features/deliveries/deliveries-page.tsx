import Segmented from 'antd/es/segmented';
import Tag from 'antd/es/tag';
import { useCallback, useMemo, useState } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { isAdmin } from '@quentinha/shared/auth/roles';
import { columnKey, DELIVERY_COLUMNS } from '@quentinha/shared/orders/transitions';
import { useMe } from '@/api/auth';
import { StatusColumns } from '@/components/order-board/board-column';
import { ColumnTabs } from '@/components/order-board/column-tabs';
import { BoardEmpty, BoardLoading } from '@/components/order-board/board-states';
import { ConnectionBadge } from '@/components/order-board/connection-badge';
import { groupByColumn } from '@/components/order-board/order-list-cache';
import { useBoardLiveSync } from '@/components/order-board/use-board-live-sync';
import { useStatusChange } from '@/components/order-board/use-status-change';
import { useOrderActionDialogs } from '@/components/order-board/use-order-action-dialogs';
import { SoundToggle } from '@/components/order-board/sound-toggle';
import { useCancelledFlash, withGhosts } from '@/components/order-board/use-cancelled-flash';
import { useOrderAlarm } from '@/components/order-board/use-order-alarm';
import { MD_UP, useMediaQuery } from '@/hooks/use-media-query';
import '@/components/order-board/order-board.css';
import './deliveries.css';
import { admitDelivery, DELIVERY_STATUSES, useDeliveries, useDeliveriesKey } from './api';
import { deliveriesLabel, groupByNeighborhood } from './delivery-actions';
import { DeliveryCard } from './delivery-card';
import { CompanyGroupedCards } from '@/components/company-tab/company-grouped-cards';
import { CourierShiftAdmin, MyShift } from './shift-panel';
import { useDeliveryOutbox } from './use-delivery-outbox';

const EMPTY: OrderDto[] = [];
type DeliveriesView = 'board' | 'shift';
export const SHIFT_LABEL = 'Meu Turno';
export const SHIFT_ADMIN_LABEL = 'Turnos';
const EMPTY_TITLES: Record<string, string> = {
  ready: 'Nenhum pedido aguardando coleta',
  delivering: 'Nenhum pedido em rota de entrega',
  delivered: 'Nenhum pedido entregue',
};

/** 'Central de Entregas': phone first; columns on wider screens, tabs with counts on phones. */
export default function DeliveriesPage() {
  const viewer = useMe().data ?? null;
  const queryKey = useDeliveriesKey(viewer?.id ?? 'anon');
  const admit = useCallback((o: OrderDto) => admitDelivery(o, viewer), [viewer]);
  const live = useBoardLiveSync(queryKey, admit);
  const { data: orders = EMPTY, isPending, dataUpdatedAt } = useDeliveries(queryKey, live.online);
  const alarm = useOrderAlarm(false);
  // an order on this board that gets cancelled: a sound, and the card stays marked a moment
  const flash = useCancelledFlash(orders, DELIVERY_STATUSES, alarm.cancelled);
  const { change, busy } = useStatusChange({
    queryKey,
    errorText: 'Erro ao atualizar status do pedido',
    onChanged: flash.note,
  });
  // 'Marcar como Entregue' goes through the offline queue: kept at once, 'Desfazer' for a few
  // seconds, then sent (without signal, when it returns)
  const outbox = useDeliveryOutbox({ viewerId: viewer?.id ?? null, queryKey, connected: live.online });
  const { deliver, undo } = outbox;
  const onAction = useCallback<typeof change>(
    (id, to, extras) => (to === 'delivered' ? deliver(id) : change(id, to, extras)),
    [deliver, change],
  );
  const wide = useMediaQuery(MD_UP);
  const [tab, setTab] = useState<string>('ready');
  const [view, setView] = useState<DeliveriesView>('board');
  const { askCourier, dialogs: actionDialogs } = useOrderActionDialogs(change);
  const admin = !!viewer && isAdmin(viewer);

  const grouped = useMemo(() => groupByColumn(orders, DELIVERY_COLUMNS), [orders]);
  const total = DELIVERY_COLUMNS.reduce((n, c) => n + (grouped[c.status]?.length ?? 0), 0);
  const columns = useMemo(() => withGhosts(grouped, flash.ghosts, DELIVERY_COLUMNS), [grouped, flash.ghosts]);
  const shown = wide ? DELIVERY_COLUMNS : DELIVERY_COLUMNS.filter((c) => columnKey(c) === tab);
  const card = (o: OrderDto) => (
    <DeliveryCard
      key={o.id}
      order={o}
      viewer={viewer}
      busy={busy.has(o.id) || outbox.sending.has(o.id)}
      pending={outbox.pending.has(o.id)}
      undoUntil={outbox.undoable.get(o.id)}
      onAction={onAction}
      onUndo={undo}
      onDispatch={askCourier}
    />
  );

  return (
    <section className="page board">
      <header className="board__header">
        <h1 className="page__title">Central de Entregas</h1>
        <Tag color="orange" className="board__count">
          {deliveriesLabel(total)}
        </Tag>
        <div className="board__tools">
          <ConnectionBadge online={live.online} lastSync={dataUpdatedAt || null} />
          <SoundToggle alarm={alarm} ringing={false} />
        </div>
      </header>
      <Segmented
        className="deliveries-view"
        aria-label="Visão"
        value={view}
        onChange={(v) => setView(v as DeliveriesView)}
        options={[
          { value: 'board', label: 'Entregas' },
          { value: 'shift', label: admin ? SHIFT_ADMIN_LABEL : SHIFT_LABEL },
        ]}
      />
      {view === 'shift' ? (
        admin ? (
          <CourierShiftAdmin />
        ) : (
          <MyShift />
        )
      ) : isPending ? (
        <BoardLoading text="Carregando Entregas..." />
      ) : (
        <>
          {!wide && <ColumnTabs columns={DELIVERY_COLUMNS} orders={columns} value={tab} onChange={setTab} />}
          <div className={`board__columns ${wide ? 'board__columns--3' : ''}`}>
            <StatusColumns
              columns={shown}
              orders={columns}
              idPrefix="deliveries"
              empty={(c) => <BoardEmpty title={EMPTY_TITLES[c.status]!} hint="Os pedidos aparecerão aqui automaticamente" />}
            >
              {(list, c) =>
                c.status === 'ready'
                  ? groupByNeighborhood(list).map((g) => (
                      <section key={g.name} className="delivery-group" aria-label={`Bairro ${g.name}`}>
                        <h3 className="delivery-group__title">
                          {g.name} <span className="delivery-group__count">({g.orders.length})</span>
                        </h3>
                        <CompanyGroupedCards orders={g.orders} card={card} />
                      </section>
                    ))
                  : <CompanyGroupedCards orders={list} card={card} />
              }
            </StatusColumns>
          </div>
        </>
      )}
      {actionDialogs}
    </section>
  );
}
