import type { QueryClient } from '@tanstack/react-query';
import type { PublicSettingsDto } from '@quentinha/shared/api/types';
import { queryKeys } from '@/api/query-keys';

/**
 * What the server wrote into a guest's /home (backend common/http/storefront-shell.ts): that this
 * browser has no session, and the public settings it read for the hero. Both go into the query
 * cache before the first render, so the storefront draws at once over the hero the page already
 * shows, without the session check and its 401 / refresh / 401 round trips in front of it. Any
 * other page (and the copy the service worker keeps) carries neither: the app asks as usual.
 */
export function takeServerHints(client: QueryClient, doc: Document = document): void {
  if (doc.documentElement.dataset.session !== 'guest') return;
  client.setQueryData(queryKeys.me, null);
  const block = doc.getElementById('public-settings');
  try {
    const settings = JSON.parse(block?.textContent ?? '') as PublicSettingsDto;
    if (settings && typeof settings === 'object') client.setQueryData(queryKeys.settings.public, settings);
  } catch {
    // unreadable: the storefront asks for the settings itself
  }
}
