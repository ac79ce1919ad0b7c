import type { Role } from '@quentinha/shared/api/types';
import { Factories, type TestUser } from './factories.js';
import type { HttpClient } from './http.js';
import { type OrderCatalog, seedOrderCatalog } from './order-fixtures.js';
import { startTestApp, type TestApp } from './test-app.js';

export const EVERY_ROLE: readonly Role[] = ['admin', 'staff', 'kitchen', 'delivery', 'customer'];

/** An app with the small order catalogue and a guest. */
export interface OrderApp {
  t: TestApp;
  f: Factories;
  c: OrderCatalog;
  guest: HttpClient;
}

export async function startOrderApp(): Promise<OrderApp> {
  const t = await startTestApp();
  const f = new Factories(t);
  return { t, f, c: await seedOrderCatalog(t), guest: f.anonymous() };
}

/** An order app with one signed-in person of every role ('Pessoa admin', 'Pessoa kitchen'...). */
export interface OrderTestBed extends OrderApp {
  users: Record<Role, TestUser>;
}

export async function startOrderTestBed(): Promise<OrderTestBed> {
  const app = await startOrderApp();
  const users = {} as Record<Role, TestUser>;
  for (const role of EVERY_ROLE) users[role] = await app.f.newUser({ role });
  return { ...app, users };
}
