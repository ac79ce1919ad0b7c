import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { test } from '../support/api-sessions.js';
import { ACCOUNTS, reais, signInQuickly } from '../support/app.js';
import { keepEachTestWithinOneDay } from '../support/boards.js';
import { openAs, setStatus } from '../support/order-path.js';

// Issue 27 (DECISIONS 10.11): closing the day. The owner opens the drawer with R$ 100,00, a cash
// delivery and a PIX pickup are delivered, a sangria goes to the bank, and the count at closing
// shows the difference to the centavo; the courier's phone says what he owes the shop.
// The run shares one server: the day's figures before the story are read from the API and the
// story checks what its own orders add to them. Back office on a desktop (the desktop project),
// the courier on a phone-sized window of his own.

keepEachTestWithinOneDay(test, 6);
test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool; the courier gets a phone of his own');

interface Drawer {
  status: 'open' | 'closed';
  sales: { cash: number; pix: number };
  expected_cash: number;
}
interface Shift {
  cash_to_hand_in: number;
  delivery_fees: number;
}

/** A guest's order of one drink through the public API: delivered to Pinheiros in cash, or picked up with PIX. */
async function guestOrder(
  baseURL: string,
  kind: 'cash-delivery' | 'pix-pickup',
): Promise<{ id: string; total: number; fee: number }> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const { products } = (await (await api.get('/api/products')).json()) as {
      products: { id: string; name: string }[];
    };
    const hoods = (await (await api.get('/api/neighborhoods?is_active=true')).json()) as { id: string; name: string }[];
    const drink = products.find((p) => p.name === 'Refrigerante Lata 350ml')!;
    const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const res = await api.post('/api/orders', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        customer: { name: `Cliente Caixa ${digits.slice(0, 4)}`, phone: `119${digits}` },
        items: [{ product_id: drink.id, quantity: 2, size: 'medio' }],
        ...(kind === 'cash-delivery'
          ? {
              delivery: {
                type: 'delivery',
                address: 'Rua do Caixa, 27',
                neighborhood: hoods.find((n) => n.name === 'Pinheiros')!.id,
              },
              // a R$ 100 note: the change comes out of it, not out of the shop's money
              payment: { method: 'cash', change_for: 100 },
            }
          : { delivery: { type: 'pickup' }, payment: { method: 'pix' } }),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { data } = (await res.json()) as { data: { id: string; total_amount: number; delivery_fee: number } };
    return { id: data.id, total: data.total_amount, fee: data.delivery_fee ?? 0 };
  } finally {
    await api.dispose();
  }
}

const cents = (reaisValue: number) => Math.round(reaisValue * 100);
/** '1234,56' as a person types it. */
const typed = (value: number) => (cents(value) / 100).toFixed(2).replace('.', ',');
/** 'R$ 1.234,56' as the screens write it. */
const brl = (value: number) => `R$ ${typed(value).replace(/\B(?=(\d{3})+,)/g, '.')}`;

async function shiftOf(api: APIRequestContext): Promise<Shift> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const res = await api.get(`/api/couriers/shift?date=${day}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Shift;
}

/** The words of what the printer would get (Chromium's PDF of the print media, lines kept) and the paper's width in points. */
async function printedText(page: Page): Promise<{ text: string; width: number }> {
  const file = join(mkdtempSync(join(tmpdir(), 'quentinha-cash-')), 'resumo.pdf');
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const [, width] = /Page size:\s+([\d.]+) x/.exec(execFileSync('pdfinfo', [file]).toString())!;
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' '),
    width: Number(width),
  };
}

/** A labelled amount on 'Caixa' ('Dinheiro esperado') or 'Meu Turno' ('A prestar à loja'). */
const figure = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true });

test('opening with R$ 100,00, two sales, a sangria and the count: the difference to the centavo, and what the courier hands in', async ({
  page,
  browser,
  baseURL,
  adminApi,
  courierApi,
}) => {
  // today's drawer is the story's to open (one a day): nobody opened it before
  const before = await adminApi.get('/api/cash/current');
  expect(before.status(), 'no drawer open yet today').toBe(404);
  const courierBefore = await shiftOf(courierApi);

  // the owner opens the drawer on 'Caixa' with the change float
  await signInQuickly(page, ACCOUNTS.admin);
  await page.goto('/caixa');
  await page.getByLabel('Fundo de troco').fill('100,00');
  await page.getByRole('button', { name: 'Abrir Caixa' }).click();
  const gaveta = page.getByRole('region', { name: 'Dinheiro na Gaveta' });
  await expect(figure(gaveta, 'Fundo de troco')).toHaveText(/R\$ 100,00/);
  // what the day already sold before the story (other stories share the server)
  const opened = (await (await adminApi.get('/api/cash/current')).json()) as Drawer;
  expect(opened.status).toBe('open');

  // a cash delivery taken by the courier, and a PIX pickup handed over at the counter
  const delivery = await guestOrder(baseURL!, 'cash-delivery');
  const pickup = await guestOrder(baseURL!, 'pix-pickup');
  for (const s of ['confirmed', 'preparing', 'ready']) {
    await setStatus(adminApi, delivery.id, s);
    await setStatus(adminApi, pickup.id, s);
  }
  await setStatus(courierApi, delivery.id, 'delivering');
  await setStatus(courierApi, delivery.id, 'delivered');
  await setStatus(adminApi, pickup.id, 'delivered');

  // the drawer counts both by payment method; a sangria of R$ 30,00 goes to the bank
  await page.reload();
  const sales = page.getByRole('region', { name: 'Vendas do Dia' });
  await expect(figure(sales, 'Dinheiro')).toContainText(brl(opened.sales.cash + delivery.total));
  await expect(figure(sales, 'PIX')).toContainText(brl(opened.sales.pix + pickup.total));
  await page.getByRole('button', { name: 'Sangria' }).click();
  const sangria = page.getByRole('dialog', { name: 'Sangria' });
  await sangria.getByLabel('Valor').fill('30,00');
  await sangria.getByLabel('Observação').fill('Depósito no banco');
  await sangria.getByRole('button', { name: 'Registrar Sangria' }).click();
  await expect(sangria).toBeHidden();
  await expect(page.getByRole('list', { name: 'Movimentações' })).toContainText('Depósito no banco');

  // expected = float + the day's cash sales + suprimentos - sangrias, to the centavo
  const expected = (cents(opened.expected_cash) + cents(delivery.total) - 3000) / 100;
  await expect(figure(gaveta, 'Dinheiro esperado')).toContainText(brl(expected));
  expect(reais(await figure(gaveta, 'Dinheiro esperado').innerText())).toBe(expected);

  // the count is 35 centavos short: the screen says so while it is typed, and again once closed
  const counted = (cents(expected) - 35) / 100;
  const closing = page.getByRole('region', { name: 'Fechar Caixa' });
  await closing.getByLabel('Dinheiro contado').fill(typed(counted));
  await expect(figure(closing, 'Diferença')).toContainText('-R$ 0,35');
  await expect(figure(closing, 'Diferença')).toContainText('Falta dinheiro');
  await closing.getByRole('button', { name: 'Fechar Caixa' }).click();
  await page.getByRole('dialog', { name: 'Fechar o caixa?' }).getByRole('button', { name: 'Fechar Caixa' }).click();
  const closed = page.getByRole('region', { name: 'Caixa Fechado' });
  await expect(figure(closed, 'Dinheiro contado')).toContainText(brl(counted));
  await expect(figure(closed, 'Diferença')).toContainText('-R$ 0,35');
  // the owner finds the day among the closed ones
  await expect(page.getByRole('region', { name: 'Caixas Fechados' }).getByRole('row').nth(1)).toContainText('-R$ 0,35');
  // ...and prints the summary for the day's envelope: 80 mm paper (the print dialog is the browser's)
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Imprimir resumo' }).click();
  const paper = await printedText(page);
  expect(paper.width).toBeCloseTo(226.77, 0);
  for (const words of [
    'Resumo do Caixa',
    'Fundo de troco R$ 100,00',
    'Sangria -R$ 30,00 Depósito no banco',
    `Dinheiro esperado ${brl(expected)}`,
    'Diferença -R$ 0,35',
  ])
    expect(paper.text, words).toContain(words);
  expect(paper.text).not.toContain('Caixas Fechados');

  // the courier's phone: he owes the shop the cash order's total (not the R$ 100 note, not the
  // change) on top of what he owed before, and earned its delivery fee
  const courier = await openAs(browser, baseURL!, ACCOUNTS.courier1, '/entregas', 'phone');
  try {
    await courier.page.getByText('Meu Turno', { exact: true }).click();
    await expect(figure(courier.page, 'A prestar à loja')).toContainText(
      brl(courierBefore.cash_to_hand_in + delivery.total),
    );
    await expect(figure(courier.page, 'Taxas de entrega')).toContainText(
      brl(courierBefore.delivery_fees + delivery.fee),
    );
    expect(delivery.fee).toBeGreaterThan(0);
  } finally {
    await courier.context.close();
  }
});
