import Tag from 'antd/es/tag';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { STATUS_META } from '@quentinha/shared/orders/status';
import { KITCHEN_COLUMNS } from '@quentinha/shared/orders/transitions';
import { useMe } from '@/api/auth';
import { BoardColumn } from '@/components/order-board/board-column';
import { useOrderActionDialogs } from '@/components/order-board/use-order-action-dialogs';
import { BoardEmpty, BoardLoading } from '@/components/order-board/board-states';
import { ConnectionBadge } from '@/components/order-board/connection-badge';
import { FullscreenButton } from '@/components/order-board/fullscreen-button';
import { SoundToggle } from '@/components/order-board/sound-toggle';
import { useBoardLiveSync } from '@/components/order-board/use-board-live-sync';
import { useCancelledFlash, withGhosts } from '@/components/order-board/use-cancelled-flash';
import { useOrderAlarm } from '@/components/order-board/use-order-alarm';
import { useStatusChange } from '@/components/order-board/use-status-change';
import '@/components/order-board/order-board.css';
import { AgeSettings, useAgeThresholds } from './age-settings';
import { admitKitchen, KITCHEN_STATUSES, useKitchenKey, useKitchenOrders } from './api';
import { KitchenCard } from './kitchen-card';
import { activeLabel, summarizeKitchen, unacknowledgedIds } from './kitchen-board';

const admit = (order: OrderDto) => admitKitchen(order);
const EMPTY: OrderDto[] = [];

/** 'Pedidos da Cozinha': a wall display, one tap per status. */
export default function KitchenOrdersPage() {
  const role = useMe().data?.role ?? 'customer';
  const queryKey = useKitchenKey();
  const live = useBoardLiveSync(queryKey, admit);
  const { data: orders = EMPTY, isPending, dataUpdatedAt } = useKitchenOrders(queryKey, live.online);
  const [thresholds, setThresholds] = useAgeThresholds();
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set());
  const boardRef = useRef<HTMLElement>(null);

  const summary = useMemo(() => summarizeKitchen(orders), [orders]);
  const ringingIds = useMemo(() => unacknowledgedIds(orders, acknowledged), [orders, acknowledged]);
  const ringingSet = useMemo(() => new Set(ringingIds), [ringingIds]);
  const alarm = useOrderAlarm(ringingIds.length > 0);
  // a card this board shows that gets cancelled: a distinct sound, and it stays marked a moment
  const flash = useCancelledFlash(orders, KITCHEN_STATUSES, alarm.cancelled);
  const columns = useMemo(() => withGhosts(summary.columns, flash.ghosts), [summary.columns, flash.ghosts]);
  const { active } = summary;
  const { change, busy } = useStatusChange({
    queryKey,
    errorText: 'Erro ao atualizar status do pedido',
    onChanged: flash.note,
  });
  const actionDialogs = useOrderActionDialogs(change);
  const { askCourier, askCancelReason } = actionDialogs;

  const touch = useCallback(
    (id: string) => setAcknowledged((prev) => (prev.has(id) ? prev : new Set(prev).add(id))),
    [],
  );
  const act = useCallback<typeof change>(
    (id, to) => {
      touch(id);
      change(id, to);
    },
    [change, touch],
  );
  const dispatch = useCallback(
    (order: OrderDto) => {
      touch(order.id);
      askCourier(order);
    },
    [touch, askCourier],
  );
  const cancel = useCallback(
    (order: OrderDto) => {
      touch(order.id);
      askCancelReason(order);
    },
    [touch, askCancelReason],
  );

  return (
    <section className="page board board--wall" ref={boardRef}>
      <header className="board__header">
        <h1 className="page__title">Pedidos da Cozinha</h1>
        <Tag color="blue" className="board__count">
          {activeLabel(active)}
        </Tag>
        <div className="board__tools">
          <ConnectionBadge online={live.online} lastSync={dataUpdatedAt || null} />
          <SoundToggle alarm={alarm} ringing={ringingIds.length > 0} />
          <AgeSettings value={thresholds} onChange={setThresholds} />
          <FullscreenButton target={boardRef} />
        </div>
      </header>
      {isPending ? (
        <BoardLoading text="Carregando Pedidos da Cozinha..." />
      ) : active === 0 && flash.ghosts.size === 0 ? (
        <BoardEmpty title="Nenhum pedido na cozinha" hint="Novos pedidos aparecerão aqui automaticamente" />
      ) : (
        <div className="board__columns board__columns--3">
          {KITCHEN_COLUMNS.map((c) => {
            const list = columns[c.status] ?? [];
            return (
              <BoardColumn
                key={c.status}
                id={`kitchen-${c.status}`}
                title={c.title}
                count={list.length}
                color={STATUS_META[c.interfaceStatus].color}
                empty="Nenhum pedido aqui"
              >
                {list.map((o) => (
                  <KitchenCard
                    key={o.id}
                    order={o}
                    role={role}
                    busy={busy.has(o.id)}
                    ringing={ringingSet.has(o.id)}
                    thresholds={thresholds}
                    onAction={act}
                    onTouch={touch}
                    onDispatch={dispatch}
                    onCancel={cancel}
                  />
                ))}
              </BoardColumn>
            );
          })}
        </div>
      )}
      {actionDialogs.dialogs}
    </section>
  );
}
