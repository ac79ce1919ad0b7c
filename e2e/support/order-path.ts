import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { signInQuickly, tapSoundGate, watchPage } from './app.js';
import type { Person } from './boards.js';
import { BRAZIL, DESKTOP, newPhone, PHONE } from './devices.js';

// Helpers for the order path story (tests/order-path.spec.ts, DECISIONS.md section 9.1).

export interface PlacedOrder {
  id: string;
  shortId: string;
  trackingToken: string;
  customerName: string;
}

interface Catalog {
  drinkId: string;
  pinheirosId: string;
}

async function catalog(api: APIRequestContext): Promise<Catalog> {
  const { products } = (await (await api.get('/api/products')).json()) as { products: { id: string; name: string }[] };
  const hoods = (await (await api.get('/api/neighborhoods?is_active=true')).json()) as { id: string; name: string }[];
  const drink = products.find((p) => p.name === 'Refrigerante Lata 350ml');
  const pinheiros = hoods.find((n) => n.name === 'Pinheiros');
  expect(drink, 'demo drink').toBeTruthy();
  expect(pinheiros, 'demo neighbourhood').toBeTruthy();
  return { drinkId: drink!.id, pinheirosId: pinheiros!.id };
}

/** A guest (no cookies) orders a drink through the public API, as the checkout does. */
export async function guestOrder(
  baseURL: string,
  kind: 'pickup' | 'delivery',
  customerName: string,
): Promise<PlacedOrder> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const { drinkId, pinheirosId } = await catalog(api);
    const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const res = await api.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        customer: { name: customerName, phone: `119${digits}` },
        items: [{ product_id: drinkId, quantity: 1, size: 'medio' }],
        delivery:
          kind === 'pickup'
            ? { type: 'pickup' }
            : { type: 'delivery', address: 'Rua do Caminho, 9', neighborhood: pinheirosId },
        payment: { method: 'pix' },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { data } = (await res.json()) as { data: { id: string; tracking_token: string } };
    expect(data.tracking_token).toBeTruthy();
    return { id: data.id, shortId: data.id.slice(-6), trackingToken: data.tracking_token, customerName };
  } finally {
    await api.dispose();
  }
}

/** A guest's delivery order of two large and one small quentinha, a drink, paid in cash. */
export async function guestBoxesOrder(
  baseURL: string,
  customerName: string,
  /** a browser context's own request API (its cookies), when the story has the shopper's browser */
  from?: APIRequestContext,
): Promise<{ id: string; shortId: string; dishes: string[] }> {
  const api = from ?? (await playwrightRequest.newContext({ baseURL }));
  try {
    const { products } = (await (await api.get('/api/products')).json()) as {
      products: { id: string; name: string; category: string }[];
    };
    const menu = (await (await api.get('/api/dailymenus/today')).json()) as { dishes: { id: string; name: string }[] };
    const hoods = (await (await api.get('/api/neighborhoods?is_active=true')).json()) as { id: string; name: string }[];
    const box = products.find((p) => p.name === 'Quentinha Tradicional')!;
    const drink = products.find((p) => p.name === 'Refrigerante Lata 350ml')!;
    const dishes = menu.dishes.slice(0, 2);
    expect(dishes).toHaveLength(2);
    const res = await api.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        customer: { name: customerName, phone: '11987651234' },
        items: [
          {
            product_id: box.id,
            quantity: 2,
            size: 'grande',
            chosen_dishes: dishes.map((d) => d.id),
            notes: 'sem cebola',
          },
          { product_id: box.id, quantity: 1, size: 'pequeno', chosen_dishes: [dishes[0].id] },
          { product_id: drink.id, quantity: 1, size: 'medio' },
        ],
        delivery: {
          type: 'delivery',
          address: 'Rua do Caminho, 9',
          neighborhood: hoods.find((n) => n.name === 'Pinheiros')!.id,
        },
        payment: { method: 'cash', change_for: 200 },
        notes: 'Portão azul',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { data } = (await res.json()) as { data: { id: string } };
    return { id: data.id, shortId: data.id.slice(-6), dishes: dishes.map((d) => d.name) };
  } finally {
    if (!from) await api.dispose();
  }
}

/** One status step through the API (the story's set-up, not what it tests). */
export async function setStatus(api: APIRequestContext, orderId: string, status: string): Promise<void> {
  const res = await api.put(`/api/orders/${orderId}/status`, { data: { status } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A signed-in person on `path`, with a desktop or a phone-sized window. */
export async function openAs(
  browser: Browser,
  baseURL: string,
  email: string,
  path: string,
  size: 'desktop' | 'phone' = 'desktop',
): Promise<Person> {
  const context = await browser.newContext({ ...BRAZIL, ...(size === 'phone' ? PHONE : DESKTOP), baseURL });
  const page = await context.newPage();
  watchPage(page, email);
  await signInQuickly(page, email);
  await page.goto(path);
  await tapSoundGate(page);
  return { context, page };
}

/** The guest's phone on the tracking page of his order (no sign-in: the token is the key). */
export async function openTracking(browser: Browser, baseURL: string, order: PlacedOrder): Promise<Person> {
  const context = await newPhone(browser, baseURL);
  const page = await context.newPage();
  await page.goto(`/acompanhar/${order.trackingToken}`);
  await expect(page.getByRole('heading', { name: `Pedido #${order.shortId}` })).toBeVisible();
  return { context, page };
}

/** The board has loaded its list and its realtime connection is up. */
export async function boardReady(page: Page): Promise<void> {
  await expect(page.getByText(/^Atualizado às/)).toBeVisible();
  await expect(page.getByText('Ao vivo', { exact: true })).toBeVisible();
}

/** The status badge of the tracking page (what the customer reads). */
export const trackingStatus = (page: Page) => page.locator('.page__header .status-badge');
