import { useMutation, useMutationState, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { errorMessage } from '@/api/client';
import { mutationKeys } from '@/api/query-keys';
import { putOrderStatus, type StatusExtras } from './board-api';

export interface StatusChangeOptions {
  queryKey: QueryKey;
  /** SPEC section 8 text; `withReason` appends ': ' and the server's message (management) */
  errorText: string;
  withReason?: boolean;
  /** the server's answer, before the refetch (a cancelled card is shown marked at once) */
  onChanged?: (order: OrderDto) => void;
}

export type ChangeStatus = (id: string, to: WireStatus, extras?: StatusExtras) => void;

/**
 * One status change per tap. No optimistic move: the card stays where it is until the server
 * answers, and every board refetches afterwards, success or not (SPEC section 4).
 *
 * Changes of one card go to the server one after another: a bump bar pressed twice before the
 * first answer sends the second change once the first has settled (and drops it if the first
 * failed: it was meant to follow from there). `headingTo` tells the status a card's queued
 * changes lead to, so a key pressed meanwhile steps on from there, not from the card's old place.
 */
export function useStatusChange({ queryKey, errorText, withReason = false, onChanged }: StatusChangeOptions) {
  const qc = useQueryClient();
  // latest callback without a new `change` per render (cards are memoised on it)
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const mutationKey = mutationKeys.orderStatus(queryKey);

  const { mutateAsync } = useMutation({
    mutationKey,
    mutationFn: ({ id, to, extras }: { id: string; to: WireStatus; extras?: StatusExtras }) =>
      putOrderStatus(id, to, extras),
    onSuccess: (order) => {
      if (order) changed.current?.(order);
    },
    // the server's sentence says why (another courier took it, the order was cancelled...)
    meta: {
      errorToast: (error) =>
        withReason
          ? { title: `${errorText}: ${errorMessage(error)}` }
          : { title: errorText, description: errorMessage(error) },
    },
    // the card keeps its spinner until the board shows what the server says: the mutation is
    // pending until this refetch ends
    onSettled: () => qc.invalidateQueries({ queryKey }),
  });

  // per card: the last change asked (its promise, and the status it leads to)
  const queue = useRef(new Map<string, { done: Promise<unknown>; to: WireStatus }>());
  const [queued, setQueued] = useState<ReadonlySet<string>>(() => new Set());

  // every change still running, not only the last one (each card taps its own)
  const busyIds = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string }).id,
  });
  const busy: ReadonlySet<string> = useMemo(() => new Set([...busyIds, ...queued]), [busyIds, queued]);

  const change = useCallback<ChangeStatus>(
    (id, to, extras) => {
      const before = queue.current.get(id);
      const send = () => mutateAsync({ id, to, extras });
      // a failed change shows its toast from the mutation cache; the ones queued after it are dropped
      const done = before ? before.done.then(send) : send();
      const entry = { done, to };
      queue.current.set(id, entry);
      setQueued((prev) => new Set(prev).add(id));
      const release = () => {
        if (queue.current.get(id) !== entry) return;
        queue.current.delete(id);
        setQueued((prev) => {
          const next = new Set(prev);
          next.delete(id);
          return next;
        });
      };
      done.then(release, release);
    },
    [mutateAsync],
  );
  const headingTo = useCallback((id: string): WireStatus | undefined => queue.current.get(id)?.to, []);
  return { change, busy, headingTo };
}
