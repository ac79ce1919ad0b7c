import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/feedback/toast';
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
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  // latest callback without a new `change` per render (cards are memoised on it)
  const changed = useRef(onChanged);
  changed.current = onChanged;

  const mark = useCallback((id: string, on: boolean) => {
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const { mutate } = useMutation({
    mutationFn: ({ id, to, extras }: { id: string; to: WireStatus; extras?: StatusExtras }) =>
      putOrderStatus(id, to, extras),
    onMutate: ({ id }) => mark(id, true),
    onSuccess: (order) => {
      if (order) changed.current?.(order);
    },
    // the server's sentence says why (another courier took it, the order was cancelled...)
    onError: (error) =>
      withReason ? toast.error(`${errorText}: ${errorMessage(error)}`) : toast.error(errorText, errorMessage(error)),
    onSettled: async (_data, _error, { id }) => {
      // the card keeps its spinner until the board shows what the server says
      await qc.invalidateQueries({ queryKey });
      mark(id, false);
    },
  });

  const change = useCallback<ChangeStatus>((id, to, extras) => mutate({ id, to, extras }), [mutate]);
  return { change, busy };
}
