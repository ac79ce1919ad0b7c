import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OrderingState } from '@quentinha/shared/availability/hours';
import { publicSettingsQuery } from './catalog';
import { queryKeys } from './query-keys';

// Types only from shared/availability: the storefront's first load carries no date library for
// this; the sentences ('Abrimos amanhã às 10h30') are built where they are shown, in lazy chunks.

const ALWAYS: OrderingState = { open: true, paused: false, message: null, next_open_at: null };

/**
 * May a guest order now (DECISIONS 9.3), with the hours and slot settings. The state is the
 * server's, read again when the shop is due to open (no event marks that moment) and every minute.
 */
export function useOrdering() {
  const qc = useQueryClient();
  const settings = useQuery({ ...publicSettingsQuery, refetchInterval: 60_000 });
  const state = settings.data?.ordering ?? ALWAYS;
  const reopen = state.open ? null : state.next_open_at;
  useEffect(() => {
    if (!reopen) return;
    const wait = new Date(reopen).getTime() - Date.now();
    // setTimeout fires at once past 2^31 ms; a reopening weeks away is read by the minute refetch
    if (!(wait < 2 ** 31)) return;
    const timer = setTimeout(() => void qc.invalidateQueries({ queryKey: queryKeys.settings.public }), Math.max(0, wait) + 500);
    return () => clearTimeout(timer);
  }, [reopen, qc]);
  return { state, scheduling: settings.data?.scheduling, hours: settings.data?.hours };
}
