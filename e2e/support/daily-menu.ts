import { type APIRequestContext, expect } from '@playwright/test';

export interface MenuDish {
  id: string;
  name: string;
  type: string;
}

/** Today's menu of the run's server (the demo has one), with its dishes. */
export async function todayMenu(api: APIRequestContext): Promise<{ id: string; dishes: MenuDish[] }> {
  const res = await api.get('/api/dailymenus/today');
  expect(res.status(), 'the demo has a menu for today').toBe(200);
  return (await res.json()) as { id: string; dishes: MenuDish[] };
}
