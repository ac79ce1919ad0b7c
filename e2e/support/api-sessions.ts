import { type APIRequestContext, test as base } from '@playwright/test';
import { ACCOUNTS, apiAs } from './app.js';

// The other side of a story, signed in on the API: `adminApi`, `staffApi` and `courierApi` are
// opened when a test asks for them and closed after it, whatever happened.

interface ApiSessions {
  adminApi: APIRequestContext;
  staffApi: APIRequestContext;
  courierApi: APIRequestContext;
}

const sessionOf =
  (email: string) =>
  async ({ baseURL }: { baseURL: string | undefined }, use: (api: APIRequestContext) => Promise<void>) => {
    const api = await apiAs(baseURL!, email);
    await use(api);
    await api.dispose();
  };

export const test = base.extend<ApiSessions>({
  adminApi: sessionOf(ACCOUNTS.admin),
  staffApi: sessionOf(ACCOUNTS.staff),
  courierApi: sessionOf(ACCOUNTS.courier1),
});
