import { createHmac } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';

/** The secret the test server signs sessions with (playwright.config.ts passes it). */
export const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-signing';
export const ACCESS_COOKIE = 'qt_access';

/** The same session token, re-signed as expired ten seconds ago: what a browser holds after 15 idle minutes. */
export function expiredCopyOf(token: string): string {
  const [header, payload] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now - 1000, exp: now - 10 })).toString('base64url');
  const signature = createHmac('sha256', E2E_JWT_SECRET).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

/** Replaces the context's access cookie with its expired copy (the refresh cookie stays valid). */
export async function expireAccessToken(context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies()).find((c) => c.name === ACCESS_COOKIE);
  if (!cookie) throw new Error('not signed in: no access cookie');
  await context.addCookies([{ ...cookie, value: expiredCopyOf(cookie.value) }]);
}
