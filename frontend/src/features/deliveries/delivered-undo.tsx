import Button from 'antd/es/button';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { useEffect, useState } from 'react';
import { DELIVERED_UNDO_MS } from './delivery-outbox';

export const UNDO_DELIVERED_LABEL = 'Desfazer';

/** 'Será enviado em 4 s': whole seconds, never below 1 while the window is open. */
export function sendsInLabel(msLeft: number): string {
  return `Será enviado em ${Math.max(1, Math.ceil(msLeft / 1000))} s`;
}

/** Milliseconds until `until`, re-read on each whole second (only this part of the card ticks). */
function useMsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = until - now;
  useEffect(() => {
    if (left <= 0) return;
    const id = window.setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => window.clearTimeout(id);
  }, [left]);
  return left;
}

/**
 * What the card shows right after 'Marcar como Entregue': done, with a few seconds to take it
 * back before it is sent (the tap is already kept on the phone, use-delivery-outbox).
 */
export function DeliveredUndo({ until, onUndo }: { until: number; onUndo: () => void }) {
  const left = useMsLeft(until);
  // the bar runs once, from where the window stands when the card shows it (after a reload too)
  const [elapsed] = useState(() => Math.min(DELIVERED_UNDO_MS, Math.max(0, DELIVERED_UNDO_MS - left)));
  return (
    <div className="delivered-undo">
      <div className="delivered-undo__line">
        <span className="delivered-undo__done" role="status">
          <CheckCircleFilled aria-hidden /> Marcado como entregue
        </span>
        <span className="delivered-undo__count" role="timer">
          {sendsInLabel(left)}
        </span>
      </div>
      <span className="delivered-undo__bar" aria-hidden>
        <span style={{ animationDuration: `${DELIVERED_UNDO_MS}ms`, animationDelay: `-${elapsed}ms` }} />
      </span>
      <Button size="large" block className="board-card__action delivered-undo__button" onClick={onUndo}>
        {UNDO_DELIVERED_LABEL}
      </Button>
    </div>
  );
}
