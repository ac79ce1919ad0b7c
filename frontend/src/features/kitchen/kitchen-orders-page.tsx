import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { columnKey, KITCHEN_COLUMNS, nextActionFor, undoActionFor } from '@quentinha/shared/orders/transitions';
import { useMe } from '@/api/auth';
import { patchItemDone } from '@/components/order-board/board-api';
import { StatusColumns } from '@/components/order-board/board-column';
import { ColumnTabs } from '@/components/order-board/column-tabs';
import { useOrderActionDialogs } from '@/components/order-board/use-order-action-dialogs';
import { BoardEmpty, BoardLoading } from '@/components/order-board/board-states';
import { ConnectionBadge } from '@/components/order-board/connection-badge';
import { FullscreenButton } from '@/components/order-board/fullscreen-button';
import { KioskButton } from '@/components/order-board/kiosk-button';
import { PanelToggle } from '@/components/order-board/panel-toggle';
import { BOARD_KEYS, type BoardKey, nextSelection } from '@/components/order-board/keyboard-selection';
import { RecentMoves, UndoBar } from '@/components/order-board/recent-moves';
import { SoundGate } from '@/components/order-board/sound-gate';
import { SoundToggle } from '@/components/order-board/sound-toggle';
import { useBoardLiveSync } from '@/components/order-board/use-board-live-sync';
import { useCancelledFlash, withGhosts } from '@/components/order-board/use-cancelled-flash';
import { useOrderAlarm } from '@/components/order-board/use-order-alarm';
import { useRecentMoves } from '@/components/order-board/use-recent-moves';
import { useStatusChange } from '@/components/order-board/use-status-change';
import { useStoredFlag } from '@/components/order-board/use-stored-flag';
import { useNow } from '@/components/order-board/use-now';
import { useMediaQuery } from '@/hooks/use-media-query';
import { DEFAULT_SCHEDULING, isDueForKitchen } from '@quentinha/shared/availability/slots';
import { useOrdering } from '@/api/ordering';
import { useAvailabilitySync } from '@/realtime/use-availability-sync';
import { PauseButton } from '@/components/availability/pause-button';
import { PortionsStrip, usePortionsToggle } from '@/components/availability/portions-strip';
import '@/components/order-board/order-board.css';
import { CreateOrderDialog } from '@/components/phone-order/create-order-dialog';
import { AgeSettings, useAgeThresholds } from './age-settings';
import { admitKitchen, KITCHEN_STATUSES, useKitchenKey, useKitchenOrders } from './api';
import { KitchenCard } from './kitchen-card';
import { activeLabel, editedIds, keyboardGrid, summarizeKitchen, unacknowledgedIds } from './kitchen-board';
import { PRODUCTION_STORAGE_KEY, ProductionPanel } from './production-panel';
import { AUTO_PRINT_STORAGE_KEY, useAutoPrint } from './auto-print';

/** The wall's sound choice, kept across a reload (DECISIONS 10.9). */
const KITCHEN_SOUND_KEY = 'quentinha:kitchen-sound:v1';
/** 'Recentes' of this screen, kept across a reload. */
const KITCHEN_RECENT_KEY = 'quentinha:kitchen-recent:v1';
/** Below antd's md breakpoint: one column at a time, as tabs (a wall or a desktop shows all four). */
const PHONE = '(max-width: 767px)';
const FIRST_COLUMN = columnKey(KITCHEN_COLUMNS[0]!);

const admit = (order: OrderDto) => admitKitchen(order);
const EMPTY: OrderDto[] = [];

/** 'Pedidos da Cozinha': a wall display, one tap per status. */
export default function KitchenOrdersPage() {
  const role = useMe().data?.role ?? 'customer';
  // staff land here and take phone orders too (a company's tab, pack credits): the same dialog as
  // 'Gerenciar Pedidos'; the server takes phone orders from these two roles only
  const takesOrders = role === 'admin' || role === 'staff';
  const [adding, setAdding] = useState(false);
  const queryKey = useKitchenKey();
  const live = useBoardLiveSync(queryKey, admit);
  const { data: loaded = EMPTY, isPending, dataUpdatedAt } = useKitchenOrders(queryKey, live.online);
  // a scheduled order comes into 'Novo Pedido' its lead time before the slot (DECISIONS 9.3)
  const scheduling = useOrdering().scheduling ?? DEFAULT_SCHEDULING;
  useAvailabilitySync();
  const now = useNow();
  const notDue = useMemo(
    () => loaded.filter((o) => o.status === 'confirmed' && !isDueForKitchen(o.scheduled_for, new Date(now), scheduling.kitchen_lead_minutes)).map((o) => o.id).join(','),
    [loaded, now, scheduling.kitchen_lead_minutes],
  );
  const orders = useMemo(() => {
    const later = new Set(notDue.split(','));
    return notDue ? loaded.filter((o) => !later.has(o.id)) : loaded;
  }, [loaded, notDue]);
  const portions = usePortionsToggle();
  const scheduledLater = notDue ? notDue.split(',').length : 0;
  const [thresholds, setThresholds] = useAgeThresholds();
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set());
  const boardRef = useRef<HTMLElement>(null);
  const [showProduction, setShowProduction] = useStoredFlag(PRODUCTION_STORAGE_KEY);

  const summary = useMemo(() => summarizeKitchen(orders), [orders]);
  const ringingIds = useMemo(() => unacknowledgedIds(orders, acknowledged), [orders, acknowledged]);
  const ringingSet = useMemo(() => new Set(ringingIds), [ringingIds]);
  const alarm = useOrderAlarm(ringingIds.length > 0, KITCHEN_SOUND_KEY);
  const [autoPrint, setAutoPrint] = useStoredFlag(AUTO_PRINT_STORAGE_KEY);
  useAutoPrint(autoPrint, isPending ? null : (summary.columns.confirmed ?? EMPTY));
  // a card this board shows that gets cancelled: a distinct sound, and it stays marked a moment
  const flash = useCancelledFlash(orders, KITCHEN_STATUSES, alarm.cancelled);
  const columns = useMemo(() => withGhosts(summary.columns, flash.ghosts, KITCHEN_COLUMNS), [summary.columns, flash.ghosts]);
  // an order on the board whose lines or notes the shop changed: a third, distinct sound
  const contents = useRef(new Map<string, string>());
  const { changed: ringChanged } = alarm;
  useEffect(() => {
    if (editedIds(contents.current, orders).length > 0) ringChanged();
  }, [orders, ringChanged]);
  const { active } = summary;
  const recent = useRecentMoves(KITCHEN_RECENT_KEY);
  const { note: noteCancelled } = flash;
  const { note: noteMove } = recent;
  const onChanged = useCallback(
    (order: OrderDto) => {
      noteCancelled(order);
      const from = order.status_history.at(-1)?.from;
      if (from) noteMove(order, from);
    },
    [noteCancelled, noteMove],
  );
  const { change, busy, headingTo } = useStatusChange({
    queryKey,
    errorText: 'Erro ao atualizar status do pedido',
    onChanged,
  });
  const actionDialogs = useOrderActionDialogs(change);
  const qc = useQueryClient();
  const { mutate: tickItem } = useMutation({
    mutationFn: ({ orderId, itemId, done }: { orderId: string; itemId: string; done: boolean }) =>
      patchItemDone(orderId, itemId, done),
    meta: { errorTitle: 'Erro ao marcar item' },
    // the socket brings the tick to every screen; this one refetches in case it is offline
    onSettled: () => qc.invalidateQueries({ queryKey }),
  });
  const { askCourier, askCancelReason } = actionDialogs;

  const phone = useMediaQuery(PHONE);
  const [tab, setTab] = useState(FIRST_COLUMN);
  const shown = phone ? KITCHEN_COLUMNS.filter((c) => columnKey(c) === tab) : KITCHEN_COLUMNS;

  // keyboard or USB bump bar: the chosen card (a tap on a card chooses it too)
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const touch = useCallback((id: string) => {
    setSelectedId(id);
    setAcknowledged((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
  }, []);
  const toggleItem = useCallback(
    (orderId: string, itemId: string, done: boolean) => {
      touch(orderId);
      tickItem({ orderId, itemId, done });
    },
    [tickItem, touch],
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

  // arrows choose a card, Enter advances it, Backspace takes it a step back
  const keys = useRef({ summary, selectedId, role, act, dispatch, change, headingTo, lastMove: recent.lastUndoable });
  keys.current = { summary, selectedId, role, act, dispatch, change, headingTo, lastMove: recent.lastUndoable };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // typing in a field, pressing a focused button or working in a dialog keeps its own keys
      if (event.defaultPrevented || target?.closest('input, textarea, select, button, a, [role="dialog"], .ant-modal-wrap'))
        return;
      const k = keys.current;
      const shown = k.selectedId ? Object.values(k.summary.columns).flat().find((o) => o.id === k.selectedId) : undefined;
      // a key pressed again before the card's last change settled steps on from where that change leads
      const heading = shown && k.headingTo(shown.id);
      const order = shown && heading ? { ...shown, status: heading } : shown;
      if (BOARD_KEYS.has(event.key)) {
        event.preventDefault();
        const grid = keyboardGrid(k.summary.columns);
        const next = nextSelection(grid, k.selectedId, event.key as BoardKey);
        setSelectedId(next);
        // on a phone the arrows across columns turn the tabs
        const at = next ? grid.findIndex((ids) => ids.includes(next)) : -1;
        if (at >= 0) setTab(columnKey(KITCHEN_COLUMNS[at]!));
        if (next) document.querySelector(`[data-testid="order-card-${next}"]`)?.scrollIntoView({ block: 'nearest' });
      } else if (event.key === 'Enter' && order) {
        event.preventDefault();
        const action = nextActionFor(order, k.role, 'kitchen');
        if (action?.needsCourier) k.dispatch(order);
        else if (action) k.act(order.id, action.to);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        // the chosen card steps back; with no card chosen, the board's last move is taken back
        const back = order ? undoActionFor(order.status, k.role) : null;
        if (order) {
          if (back) k.change(order.id, back.to);
        } else if (k.lastMove) {
          const undo = undoActionFor(k.lastMove.to, k.role);
          if (undo) k.change(k.lastMove.id, undo.to);
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section className="page board board--wall" ref={boardRef}>
      <header className="board__header">
        <h1 className="page__title">Pedidos da Cozinha</h1>
        <Tag color="blue" className="board__count">
          {activeLabel(active)}
        </Tag>
        {scheduledLater > 0 && (
          <Tag color="geekblue" className="board__count" title="Entram em 'Novo Pedido' perto do horário">
            {scheduledLater === 1 ? '1 agendado para mais tarde' : `${scheduledLater} agendados para mais tarde`}
          </Tag>
        )}
        <div className="board__tools">
          {takesOrders && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              Adicionar Pedido
            </Button>
          )}
          <PanelToggle shown={showProduction} onToggle={setShowProduction} icon={<BarChartOutlined aria-hidden />}>
            Produção
          </PanelToggle>
          {portions.button}
          <PanelToggle shown={autoPrint} onToggle={setAutoPrint} icon={<PrinterOutlined aria-hidden />}>
            Imprimir ao aceitar
          </PanelToggle>
          <PauseButton />
          <ConnectionBadge online={live.online} lastSync={dataUpdatedAt || null} />
          <SoundToggle alarm={alarm} ringing={ringingIds.length > 0} />
          <RecentMoves moves={recent.moves} role={role} orders={orders} onUndo={change} />
          <AgeSettings value={thresholds} onChange={setThresholds} />
          <KioskButton />
          <FullscreenButton target={boardRef} />
        </div>
      </header>
      {/* mounted only while open: the wall loads no catalogue it does not show */}
      {takesOrders && adding && <CreateOrderDialog open onClose={() => setAdding(false)} />}
      {portions.shown && <PortionsStrip />}
      {showProduction && !isPending && <ProductionPanel orders={orders} />}
      {isPending ? (
        <BoardLoading text="Carregando Pedidos da Cozinha..." />
      ) : active === 0 && flash.ghosts.size === 0 ? (
        <BoardEmpty title="Nenhum pedido na cozinha" hint="Novos pedidos aparecerão aqui automaticamente" />
      ) : (
        <>
          {phone && <ColumnTabs columns={KITCHEN_COLUMNS} orders={columns} value={tab} onChange={setTab} />}
          <div className={`board__columns ${phone ? '' : 'board__columns--4'}`}>
            <StatusColumns columns={shown} orders={columns} idPrefix="kitchen" empty="Nenhum pedido aqui">
              {(list) =>
                list.map((o) => (
                  <KitchenCard
                    key={o.id}
                    order={o}
                    role={role}
                    busy={busy.has(o.id)}
                    ringing={ringingSet.has(o.id)}
                    selected={o.id === selectedId}
                    thresholds={thresholds}
                    scheduling={scheduling}
                    onAction={act}
                    onTouch={touch}
                    onDispatch={dispatch}
                    onCancel={cancel}
                    onToggleItem={toggleItem}
                  />
                ))
              }
            </StatusColumns>
          </div>
        </>
      )}
      {actionDialogs.dialogs}
      <UndoBar move={recent.lastUndoable} role={role} orders={orders} onUndo={change} />
      <SoundGate alarm={alarm} />
    </section>
  );
}
