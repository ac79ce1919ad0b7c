import type { HttpResponse } from './http.js';

/** Ids that cannot exist: not UUIDs (one an SQL injection attempt), and a well-formed missing one. */
export const UNKNOWN_IDS = ['abc', '1', "' OR 1=1 --", '00000000-0000-4000-8000-000000000000'];

/**
 * Every id route of a family answers an unknown id with 404 and the family's Portuguese
 * message, never a 500: `send` makes the calls for one (URL-encoded) id.
 */
export async function expectUnknownIdsNotFound(
  send: (id: string) => Promise<HttpResponse>[],
  message: string,
  ids: readonly string[] = UNKNOWN_IDS,
): Promise<void> {
  for (const id of ids.map(encodeURIComponent)) {
    for (const res of await Promise.all(send(id))) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(message);
    }
  }
}
