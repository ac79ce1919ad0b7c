import type { Role } from '@quentinha/shared/api/types';
import { Factories, type TestUser } from './factories.js';
import type { HttpClient } from './http.js';
import { type OrderCatalog, seedOrderCatalog } from './order-fixtures.js';
import { startTestApp, type TestApp } from './test-app.js';

export const EVERY_ROLE: readonly Role[] = ['admin', 'staff', 'kitchen', 'delivery', 'customer'];

/** An app with the small order catalogue, a guest, and one signed-in person of every role
 * ('Pessoa admin', 'Pessoa kitchen'...). */
export interface OrderTestBed {
  t: TestApp;
  f: Factories;
  c: OrderCatalog;
  guest: HttpClient;
  users: Record<Role, TestUser>;
}

export async function startOrderTestBed(): Promise<OrderTestBed> {
  const t = await startTestApp();
  const f = new Factories(t);
  const c = await seedOrderCatalog(t);
  const users = {} as Record<Role, TestUser>;
  for (const role of EVERY_ROLE) users[role] = await f.newUser({ role });
  return { t, f, c, guest: f.anonymous(), users };
}
