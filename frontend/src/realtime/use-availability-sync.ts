import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import type { ProductDto, PublicSettingsDto } from '@quentinha/shared/api/types';
import {
  AVAILABILITY_UPDATED,
  CATALOG_UPDATED,
  RESYNC,
  type AvailabilityUpdatedPayload,
  type CatalogUpdatedPayload,
} from '@quentinha/shared/realtime/events';
import type { PickerMenu } from '@/api/catalog';
import { queryKeys } from '@/api/query-keys';
import { afterFirstLoad } from './after-first-load';
import { SocketContext, type LiveSocket } from './socket-context';

interface Options {
  /**
   * The storefront: go live only after the tab's first load (afterFirstLoad; at once when the
   * page loaded long ago). Nothing is missed meanwhile: the server sends a resync to every new
   * connection.
   */
  afterFirstLoad?: boolean;
}

/**
 * Keeps what the storefront and the boards know of availability (DECISIONS 9.3) live: portions
 * left, pause and hours, slot places. Events are applied to the TanStack Query cache; a resync
 * (reconnection, Redis back) reads them again. The socket module loads after the first paint (on
 * the storefront, after the first load), so a guest's first load carries no socket.io.
 */
export function useAvailabilitySync(enabled = true, { afterFirstLoad: deferred = false }: Options = {}) {
  const qc = useQueryClient();
  const injected = useContext(SocketContext);

  useEffect(() => {
    if (!enabled) return;
    let socket: LiveSocket | null = null;
    let release: (() => void) | null = null;
    let gone = false;

    const refetchAll = () => {
      void qc.invalidateQueries({ queryKey: queryKeys.dishes.forPicker });
      void qc.invalidateQueries({ queryKey: queryKeys.settings.public });
      void qc.invalidateQueries({ queryKey: queryKeys.slots.all });
      void qc.invalidateQueries({ queryKey: queryKeys.products.active });
    };
    const onAvailability = (payload: AvailabilityUpdatedPayload) => {
      if (!payload || typeof payload !== 'object') return;
      if (payload.kind === 'portions') {
        const menu = qc.getQueryData<PickerMenu>(queryKeys.dishes.forPicker);
        // another day's menu, or a menu this picker does not show yet: read today's again
        if (!menu || menu.menuId !== payload.menu_id) {
          void qc.invalidateQueries({ queryKey: queryKeys.dishes.forPicker });
          return;
        }
        qc.setQueryData<PickerMenu>(queryKeys.dishes.forPicker, { ...menu, remaining: payload.remaining });
      } else if (payload.kind === 'ordering') {
        const { ordering, hours, scheduling } = payload;
        qc.setQueryData<PublicSettingsDto>(queryKeys.settings.public, (cur) => cur && { ...cur, ordering, hours, scheduling });
        void qc.invalidateQueries({ queryKey: queryKeys.slots.all });
      } else if (payload.kind === 'stock') {
        // drinks and other counted products (DECISIONS 10.10): 'Esgotado' without a reload
        const soldOut = new Set(payload.sold_out ?? []);
        qc.setQueryData<ProductDto[]>(queryKeys.products.active, (cur) =>
          cur?.map((p) =>
            p.id in payload.stock ? { ...p, stock: payload.stock[p.id] ?? null, sold_out: soldOut.has(p.id) } : p,
          ),
        );
      } else if (payload.kind === 'slots') {
        void qc.invalidateQueries({ queryKey: queryKeys.slots.byDate(payload.date) });
      }
    };
    const onCatalog = (payload: CatalogUpdatedPayload) => {
      if (payload?.kind === 'daily-menus' || payload?.kind === 'dishes') {
        void qc.invalidateQueries({ queryKey: queryKeys.dishes.forPicker });
      }
      if (payload?.kind === 'settings') void qc.invalidateQueries({ queryKey: queryKeys.settings.public });
    };

    const attach = (s: LiveSocket) => {
      socket = s;
      s.on(AVAILABILITY_UPDATED, onAvailability);
      s.on(CATALOG_UPDATED, onCatalog);
      s.on(RESYNC, refetchAll);
    };
    const goLive = () => {
      void import('./socket').then(({ acquireSocket, releaseSocket }) => {
        if (gone) return;
        attach(acquireSocket() as unknown as LiveSocket);
        release = () => releaseSocket();
      });
    };
    let cancel: (() => void) | null = null;
    if (injected) attach(injected);
    else if (deferred) cancel = afterFirstLoad(goLive);
    else goLive();
    return () => {
      gone = true;
      cancel?.();
      socket?.off(AVAILABILITY_UPDATED, onAvailability);
      socket?.off(CATALOG_UPDATED, onCatalog);
      socket?.off(RESYNC, refetchAll);
      release?.();
    };
  }, [enabled, deferred, injected, qc]);
}
