import { DomainEvents } from '../../src/common/events/domain-events.js';
import { type CastApp, startCastApp } from './factories.js';
import type { HttpClient, HttpResponse } from './http.js';

/** The body of a create call, failing the test on anything but a 201. */
export async function expectCreated(call: Promise<HttpResponse>): Promise<any> {
  const res = await call;
  expect(res.status).toBe(201);
  return res.body;
}

/** Every call `calls` makes is a 401 for a guest and a 403 for staff, customers and couriers. */
export async function expectAdminOnly(
  cast: Pick<CastApp, 'anon' | 'staff' | 'customer' | 'delivery'>,
  calls: (c: HttpClient) => Promise<HttpResponse>[],
): Promise<void> {
  for (const res of await Promise.all(calls(cast.anon))) expect(res.status).toBe(401);
  for (const c of [cast.staff, cast.customer, cast.delivery]) {
    for (const res of await Promise.all(calls(c))) expect(res.status).toBe(403);
  }
}

/** A cast app whose `catalog.updated` kinds are pushed onto `kinds` (the caller empties it per test). */
export async function startCatalogCast(kinds: string[], env: Record<string, string> = {}): Promise<CastApp> {
  const cast = await startCastApp(env);
  cast.t.app.get(DomainEvents).on('catalog.updated', ({ kind }) => kinds.push(kind));
  return cast;
}

/** The calls on one id of a route family: read (as `reader`), update with `edit` and delete (as `writer`). */
export const idRoutes =
  (reader: HttpClient, writer: HttpClient, path: string, edit: Record<string, unknown>) => (id: string) => [
    reader.get(`${path}/${id}`),
    writer.put(`${path}/${id}`, edit),
    writer.delete(`${path}/${id}`),
  ];
