import { useMutation, useMutationState, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
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
 */
export function useStatusChange({ queryKey, errorText, withReason = false, onChanged }: StatusChangeOptions) {
  const qc = useQueryClient();
  // latest callback without a new `change` per render (cards are memoised on it)
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const mutationKey = mutationKeys.orderStatus(queryKey);

  const { mutate } = useMutation({
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

  // every change still running, not only the last one (each card taps its own)
  const busyIds = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string }).id,
  });
  const busy: ReadonlySet<string> = useMemo(() => new Set(busyIds), [busyIds]);

  const change = useCallback<ChangeStatus>((id, to, extras) => mutate({ id, to, extras }), [mutate]);
  return { change, busy };
}
