import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { WireStatus } from '@quentinha/shared/api/types';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/feedback/toast';
import { putOrderStatus } from './board-api';

export interface StatusChangeOptions {
  queryKey: QueryKey;
  /** SPEC section 8 text; `withReason` appends ': ' and the server's message (management) */
  errorText: string;
  withReason?: boolean;
}

/**
 * One status change per tap. No optimistic move: the card stays where it is until the server
 * answers, and every board refetches afterwards, success or not (SPEC section 4).
 */
export function useStatusChange({ queryKey, errorText, withReason = false }: StatusChangeOptions) {
  const qc = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const mark = useCallback((id: string, on: boolean) => {
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const { mutate } = useMutation({
    mutationFn: ({ id, to }: { id: string; to: WireStatus }) => putOrderStatus(id, to),
    onMutate: ({ id }) => mark(id, true),
    onError: (error) => toast.error(withReason ? `${errorText}: ${errorMessage(error)}` : errorText),
    onSettled: async (_data, _error, { id }) => {
      // the card keeps its spinner until the board shows what the server says
      await qc.invalidateQueries({ queryKey });
      mark(id, false);
    },
  });

  const change = useCallback((id: string, to: WireStatus) => mutate({ id, to }), [mutate]);
  return { change, busy };
}
