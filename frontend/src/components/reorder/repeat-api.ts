import type { RepeatOrderDto } from '@quentinha/shared/customers/types';
import { api } from '@/api/client';

/**
 * Where a re-order comes from (DECISIONS 10.3): one earlier order (by id for a signed-in person,
 * by tracking token for a guest), or 'o de sempre' (the account's, or the number's behind a token).
 */
export type RepeatSource =
  | { kind: 'order'; id: string }
  | { kind: 'track'; token: string }
  | { kind: 'usual' }
  | { kind: 'usual-track'; token: string };

export function repeatPath(source: RepeatSource): string {
  switch (source.kind) {
    case 'order':
      return `/orders/${encodeURIComponent(source.id)}/repeat`;
    case 'track':
      return `/orders/track/${encodeURIComponent(source.token)}/repeat`;
    case 'usual':
      return '/me/usual';
    case 'usual-track':
      return `/orders/track/${encodeURIComponent(source.token)}/usual`;
  }
}

// under 'orders': what a person ordered is theirs, logging out drops it
export const repeatQuery = (source: RepeatSource) => ({
  queryKey: ['orders', 'repeat', source] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api.get<RepeatOrderDto>(repeatPath(source), { signal }),
  // today's prices and menu: read again each time the prompt opens
  staleTime: 0,
});
