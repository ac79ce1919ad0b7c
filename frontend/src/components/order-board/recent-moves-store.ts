import type { WireStatus } from '@quentinha/shared/api/types';
import { isTodaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { isWireStatus } from '@quentinha/shared/orders/status';

/** 'Recentes' keeps the moves of the last half hour... */
export const RECENT_WINDOW_MS = 30 * 60_000;
/** ...and at most this many (a busy lunch on one wall). */
export const RECENT_MAX = 20;

export interface RecentMove {
  id: string;
  shortId: string;
  customerName: string;
  from: WireStatus;
  to: WireStatus;
  /** epoch ms */
  at: number;
}

function isMove(value: unknown): value is RecentMove {
  const m = value as Partial<RecentMove> | null;
  return (
    !!m &&
    typeof m.id === 'string' &&
    typeof m.shortId === 'string' &&
    typeof m.customerName === 'string' &&
    isWireStatus(m.from) &&
    isWireStatus(m.to) &&
    typeof m.at === 'number' &&
    Number.isFinite(m.at)
  );
}

/** What 'Recentes' may still offer: today's (Sao Paulo), of the last half hour, newest first, bounded. */
export function keptMoves(moves: readonly RecentMove[], now: number = Date.now()): RecentMove[] {
  return moves
    .filter((m) => m.at <= now && now - m.at <= RECENT_WINDOW_MS && isTodaySaoPaulo(new Date(m.at), new Date(now)))
    .sort((a, b) => b.at - a.at)
    .slice(0, RECENT_MAX);
}

/**
 * This screen's moves as a reload finds them. localStorage, not sessionStorage: a wall display
 * that restarts its browser (a power cut, a kiosk relaunch) is still the same screen.
 */
export function readRecentMoves(key: string, now: number = Date.now()): RecentMove[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? keptMoves(parsed.filter(isMove), now) : [];
  } catch {
    return [];
  }
}

export function writeRecentMoves(key: string, moves: readonly RecentMove[]): void {
  try {
    if (moves.length) localStorage.setItem(key, JSON.stringify(moves.slice(0, RECENT_MAX)));
    else localStorage.removeItem(key);
  } catch {
    // private mode or full storage: the list lasts for this visit only
  }
}
