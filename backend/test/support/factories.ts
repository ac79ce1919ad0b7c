import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import * as argon2 from 'argon2';
import type { Role } from '@quentinha/shared/api/types';
import { ACCESS_COOKIE, type AccessTokenPayload } from '../../src/common/auth/auth-user.js';
import { User } from '../../src/modules/users/user.entity.js';
import { HttpClient } from './http.js';
import { startTestApp, type TestApp } from './test-app.js';

export const TEST_PASSWORD = 'Senha123';

/** An email no other test has used, in this run or an earlier one on the same database (emails are unique). */
export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@teste.com.br`;
let cachedHash: Promise<string> | null = null;
// hashing once keeps test set-up fast; every test user shares the same password
const passwordHash = () => (cachedHash ??= argon2.hash(TEST_PASSWORD));

export interface TestUser {
  user: User;
  /** a client already signed in as this user (access cookie set) */
  http: HttpClient;
}

/** Factories that write straight to the database, so a test about X does not depend on Y's routes. */
export class Factories {
  constructor(private readonly t: TestApp) {}

  anonymous(): HttpClient {
    return new HttpClient(this.t.baseUrl);
  }

  async newUser(overrides: Partial<User> & { role?: Role } = {}): Promise<TestUser> {
    const repo = this.t.db.getRepository(User);
    const user = repo.create({
      name: overrides.name ?? `Pessoa ${overrides.role ?? 'customer'}`,
      email: overrides.email ?? uniqueEmail('user'),
      password_hash: await passwordHash(),
      role: 'customer',
      user_type: null,
      active: true,
      phone: null,
      token_version: 0,
      ...overrides,
    });
    await repo.save(user);
    const http = new HttpClient(this.t.baseUrl);
    http.cookies.set(ACCESS_COOKIE, this.accessTokenFor(user));
    return { user, http };
  }

  /** Signed-in clients for the usual cast of a route-family test: admin, staff, customer, courier. */
  async staffAndCustomers(): Promise<
    [admin: HttpClient, staff: HttpClient, customer: HttpClient, delivery: HttpClient]
  > {
    const roles = ['admin', 'staff', 'customer', 'delivery'] as const;
    const users = await Promise.all(roles.map((role) => this.newUser({ role })));
    return users.map((u) => u.http) as [HttpClient, HttpClient, HttpClient, HttpClient];
  }

  accessTokenFor(user: User, expiresInSeconds = 900): string {
    const payload: AccessTokenPayload = { sub: user.id, role: user.role, ver: user.token_version };
    return this.t.app.get(JwtService).sign(payload, { expiresIn: expiresInSeconds });
  }
}

/** A route family's usual cast, each on the same fresh app: a guest and one signed-in person per role. */
export interface CastApp {
  t: TestApp;
  f: Factories;
  anon: HttpClient;
  admin: HttpClient;
  staff: HttpClient;
  customer: HttpClient;
  delivery: HttpClient;
}

/** A fresh app and the factories that fill it. */
export async function startAppWithFactories(env: Record<string, string> = {}): Promise<{ t: TestApp; f: Factories }> {
  const t = await startTestApp(env);
  return { t, f: new Factories(t) };
}

export async function startCastApp(env: Record<string, string> = {}): Promise<CastApp> {
  const { t, f } = await startAppWithFactories(env);
  const [admin, staff, customer, delivery] = await f.staffAndCustomers();
  return { t, f, anon: f.anonymous(), admin, staff, customer, delivery };
}
