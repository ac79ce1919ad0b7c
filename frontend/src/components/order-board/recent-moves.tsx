import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import type { OrderDto, Role, WireStatus } from '@quentinha/shared/api/types';
import { formatTime } from '@quentinha/shared/dates/sao-paulo';
import { statusLabel } from '@quentinha/shared/orders/status';
import { undoActionFor } from '@quentinha/shared/orders/transitions';
import type { RecentMove } from './use-recent-moves';

interface Props {
  role: Role;
  /** the board's orders as they are now: a move is undone from where the order sits now */
  orders: readonly OrderDto[];
  onUndo: (id: string, to: WireStatus) => void;
}

function undoFor(move: RecentMove, orders: readonly OrderDto[], role: Role) {
  const current = orders.find((o) => o.id === move.id);
  if (!current || current.status !== move.to) return null;
  return undoActionFor(current.status, role);
}

/** 'Pedido #abc123 → Em Produção [Desfazer]' for ten seconds after a move. */
export function UndoBar({ move, role, orders, onUndo }: Props & { move: RecentMove | null }) {
  if (!move) return null;
  const undo = undoFor(move, orders, role);
  if (!undo) return null;
  return (
    <div className="undo-bar" role="status">
      <span>
        Pedido #{move.shortId} → {statusLabel(move.to)}
      </span>
      <Button size="large" onClick={() => onUndo(move.id, undo.to)}>
        {undo.label}
      </Button>
    </div>
  );
}

/** 'Recentes': the moves of the last half hour, each one step back while it still can be. */
export function RecentMoves({ moves, role, orders, onUndo }: Props & { moves: readonly RecentMove[] }) {
  const content =
    moves.length === 0 ? (
      <p className="recent-moves__empty">Nenhuma mudança nos últimos 30 minutos</p>
    ) : (
      <ul className="recent-moves" aria-label="Mudanças recentes">
        {moves.map((m) => {
          const undo = undoFor(m, orders, role);
          return (
            <li key={m.id} className="recent-moves__item">
              <span>
                {formatTime(new Date(m.at))} · #{m.shortId} {m.customerName}: {statusLabel(m.from)} → {statusLabel(m.to)}
              </span>
              {undo && (
                <Button size="small" onClick={() => onUndo(m.id, undo.to)}>
                  Voltar para {statusLabel(undo.to)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title="Recentes">
      <Button size="large" icon={<HistoryOutlined aria-hidden />}>
        Recentes
      </Button>
    </Popover>
  );
}
