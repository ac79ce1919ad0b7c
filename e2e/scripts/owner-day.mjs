// A new owner's first day, walked in a real browser against a production start of the BUILT app
// (npm run build first): first start with the setup_code from the server's log, the store's data,
// a menu with caps, a guest ordering on a phone while the owner's board is open, phone orders
// pasted and typed, the kitchen wall, the courier's phone with 'Desfazer', and the day's figures.
// Not a test: it prints what it saw and writes screenshots for a person to look at.
//   node e2e/scripts/owner-day.mjs [out-dir]
/* global window */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '../..');
const out = resolve(process.argv[2] ?? '/tmp/owner-day');
mkdirSync(out, { recursive: true });
const data = mkdtempSync(join(tmpdir(), 'quentinha-owner-day-'));
const port = await new Promise((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => done(port));
  });
});
const base = `http://127.0.0.1:${port}`;
let log = '';
const server = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: join(data, 'loja.sqlite'),
    UPLOAD_DIR: join(data, 'uploads'),
    FRONTEND_DIST: join(root, 'frontend/dist'),
    JWT_SECRET: 'owner-day-secret-that-is-long-enough-for-hs256',
    ORDER_RATE_LIMIT: '0',
  },
});
server.stdout.on('data', (chunk) => (log += chunk));
server.stderr.on('data', (chunk) => (log += chunk));
const seen = [];
const note = (text) => {
  seen.push(text);
  console.log(`- ${text}`);
};
const until = async (check, label, ms = 20_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${label}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
const desktop = {
  viewport: { width: 1440, height: 900 },
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  reducedMotion: 'reduce',
};
const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  reducedMotion: 'reduce',
};
const shot = async (page, name) => page.screenshot({ path: join(out, `${name}.png`) });

try {
  const code = await until(() => /setup_code=([A-Z0-9-]+)/.exec(log)?.[1], 'setup_code in the log', 60_000);
  note(`server log printed setup_code=${code}`);

  // 1. first start, the owner's desktop
  const owner = await browser.newContext({ ...desktop, baseURL: base });
  const page = await owner.newPage();
  await page.goto('/');
  await page.waitForURL(/configuracao-inicial/);
  note(`fresh install opened ${new URL(page.url()).pathname}`);
  await page.getByLabel('Código de configuração').fill(code);
  await page.getByLabel('Nome da loja').fill('Marmitas da Dona Cida');
  // pasted from a WhatsApp contact card
  await page.getByLabel('WhatsApp da loja').fill('+55 (21) 99777-6655');
  await page.getByLabel('Seu nome').fill('Dona Cida');
  await page.getByLabel('Email').fill('cida@marmitasdacida.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('DonaCida2026');
  await page.getByLabel('Confirmar senha').fill('DonaCida2026');
  await shot(page, '01-setup');
  await page.getByRole('button', { name: 'Criar Conta do Dono' }).click();
  await page.waitForURL(/dados-da-loja/);
  const store = await (await page.request.get('/api/settings/store')).json();
  note(`store WhatsApp saved as ${store.whatsapp_number}`);
  await page.getByLabel('Cidade').fill('Niterói - RJ');
  await page.getByLabel('Endereço de retirada').fill('Rua das Flores, 40 - Icaraí');
  await page
    .getByRole('button', { name: /Salvar/ })
    .first()
    .click();
  await until(
    async () => (await (await page.request.get('/api/settings/public')).json()).city === 'Niterói - RJ',
    'city saved',
  );
  await shot(page, '02-dados-da-loja');

  // 2. the menu, the team (through the API the screens use)
  const api = page.request;
  const post = async (path, body) => {
    const res = await api.post(path, { data: body });
    if (res.status() >= 300) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const dishes = {};
  for (const [name, type] of [
    ['Frango Grelhado', 'Proteína'],
    ['Carne de Panela', 'Proteína'],
    ['Arroz Branco', 'Acompanhamento'],
    ['Feijão Preto', 'Grão'],
    ['Salada Verde', 'Salada'],
  ]) {
    dishes[name] = (await post('/api/dishes', { name, type, category: type })).id;
  }
  await post('/api/products', {
    name: 'Marmita',
    description: 'Do dia',
    category: 'quentinha',
    sizes: [
      {
        name: 'pequeno',
        price: 18,
        cost: 7,
        composition: [
          { type: 'Proteína', min: 1, max: 1 },
          { type: 'Acompanhamento', min: 0, max: 2 },
          { type: 'Grão', min: 0, max: 1 },
        ],
      },
      { name: 'grande', price: 24, cost: 9 },
    ],
    isAvailable: true,
    max_items_per_quentinha: 4,
    extras: [{ name: 'Ovo frito', price: 3, cost: 0.8 }],
  });
  const drink = (
    await post('/api/products', {
      name: 'Suco de Caju',
      description: '',
      category: 'bebida',
      sizes: [{ name: 'medio', price: 6, cost: 2 }],
      isAvailable: true,
      stock: 3,
    })
  ).product;
  const { date } = { date: new Date().toLocaleDateString('sv', { timeZone: 'America/Sao_Paulo' }) };
  await post('/api/dailymenus', { date, dishes: Object.values(dishes), portions: { [dishes['Frango Grelhado']]: 3 } });
  await post('/api/neighborhoods', { name: 'Icaraí', delivery_fee: 5, is_active: true });
  await post('/api/users', {
    name: 'Rita da Cozinha',
    email: 'rita@marmitasdacida.com.br',
    password: 'RitaCozinha2026',
    role: 'kitchen',
  });
  await post('/api/users', {
    name: 'Beto Entregador',
    email: 'beto@marmitasdacida.com.br',
    password: 'BetoMoto2026',
    role: 'delivery',
  });
  note(`menu: Marmita P (1 proteína) R$ 18 with 'Ovo frito' +R$ 3, Suco de Caju stock 3, Frango capped at 3`);

  // the day starts with the drawer: the float counted into 'Caixa'
  await page.goto('/caixa');
  await page.getByLabel('Fundo de troco').fill('100,00');
  await page.getByRole('button', { name: 'Abrir Caixa' }).click();
  await page.getByText(/Aberto às/).waitFor();
  await shot(page, '02b-caixa-aberto');

  // 3. the owner's board open and unlocked; a guest orders on her phone
  await page.goto('/pedidos');
  await page.evaluate(() => {
    window.__sounds = 0;
    window.addEventListener('quentinha:sound', () => (window.__sounds += 1));
  });
  // the owner's one tap: sound and notifications on
  await page.getByRole('button', { name: 'Ativar som e avisos' }).click();
  note(`board unlocked: '${(await page.getByRole('button', { name: /som/i }).first().textContent())?.trim()}'`);
  await shot(page, '03-board-empty');
  const guestContext = await browser.newContext({ ...phone, baseURL: base });
  const guest = await guestContext.newPage();
  await guest.goto('/home');
  await shot(guest, '04-storefront-phone');
  await guest
    .getByRole('button', { name: /Montar Prato/ })
    .first()
    .click();
  await shot(guest, '05-picker-phone');
  const picker = guest.getByRole('dialog');
  await picker.getByText('Frango Grelhado').click();
  const secondProtein = await picker
    .getByRole('checkbox', { name: /Carne de Panela/ })
    .isDisabled()
    .catch(() => 'unknown');
  note(`picker: second protein disabled after choosing one: ${secondProtein}`);
  await picker.getByText('Arroz Branco').click();
  await picker
    .getByText(/Ovo frito/)
    .click()
    .catch(() => note('picker: no extra offered'));
  await shot(guest, '06-picker-chosen-phone');
  await picker
    .getByRole('button', { name: /Adicionar/ })
    .last()
    .click();
  await guest.getByRole('button', { name: /Abrir carrinho/ }).click();
  await guest.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = guest.getByRole('dialog', { name: 'Finalizar Pedido' });
  await checkout.getByLabel('Seu nome').fill('Joana Guimarães');
  await checkout.getByLabel('WhatsApp (DDD + número)').fill('+55 (21) 98888-1234');
  await checkout.getByText('Dinheiro', { exact: true }).click();
  await checkout
    .getByText('Não preciso de troco')
    .click()
    .catch(() => note('checkout: no "Não preciso de troco"'));
  await shot(guest, '07-checkout-phone');
  const placedAt = Date.now();
  await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();
  await guest.getByText('Pedido Realizado!').waitFor();
  await shot(guest, '08-order-placed-phone');
  await until(async () => /^\(1\)/.test(await page.title()), 'the board title counting 1');
  const rang = await until(async () => (await page.evaluate(() => window.__sounds)) > 0, 'a sound on the board');
  note(
    `owner's board: title '${await page.title()}' and a sound ${((Date.now() - placedAt) / 1000).toFixed(1)} s after the guest's tap (${rang})`,
  );
  await shot(page, '09-board-ringing');

  // 4. phone orders typed by the owner: a pasted number and a typed one with a trunk 0
  for (const [name, phoneNumber] of [
    ['Seu Jorge', '(21) 99777-6655'],
    ['Dona Lurdes', '021995554433'],
  ]) {
    await page.getByRole('button', { name: 'Adicionar Pedido' }).click();
    const dialog = page.getByRole('dialog', { name: /Adicionar Pedido/ });
    await dialog.getByLabel('Nome do cliente').fill(name);
    await dialog.getByLabel('WhatsApp').fill(phoneNumber);
    await shot(page, `10-phone-order-${name.split(' ')[1].toLowerCase()}`);
    await dialog
      .getByRole('button', { name: /Cancelar|Fechar/ })
      .first()
      .click();
  }
  const created = await post('/api/orders', {
    customer: { name: 'Dona Lurdes', phone: '021995554433' },
    items: [{ product_id: drink.id, quantity: 1, size: 'medio', chosen_dishes: [] }],
    delivery: {
      type: 'delivery',
      address: 'Rua Gavião Peixoto, 100, apto 802',
      neighborhood: (await (await api.get('/api/neighborhoods')).json())[0].id,
    },
    payment: { method: 'cash', change_for: 20 },
  });
  note(`phone order typed '021995554433' stored as ${created.data.whatsapp}`);

  // 5. confirm the guest's order; the kitchen wall and the courier's phone
  await page.reload();
  const joana = page.getByRole('article', { name: /Pedido #/ }).filter({ hasText: 'Joana Guimarães' });
  await joana.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await until(
    async () =>
      (await (await api.get('/api/orders?period=today')).json()).data.find((o) => o.customer_name === 'Joana Guimarães')
        ?.status === 'confirmed',
    "the guest's order confirmed from the board",
  );
  note("the owner tapped 'Confirmar' on the guest's card: confirmed");
  const kitchenContext = await browser.newContext({ ...desktop, baseURL: base });
  const kitchen = await kitchenContext.newPage();
  await kitchen.request.post('/api/auth/login', {
    data: { email: 'rita@marmitasdacida.com.br', password: 'RitaCozinha2026' },
  });
  await kitchen.goto('/pedidos-cozinha');
  await kitchen.getByRole('button', { name: 'Toque para ativar o som' }).click();
  await kitchen.getByText('Joana Guimarães').first().waitFor();
  await shot(kitchen, '11-kitchen-wall');
  await kitchen.reload();
  await kitchen.getByText('Joana Guimarães').first().waitFor();
  const gate = await kitchen.getByRole('button', { name: 'Toque para ativar o som' }).isVisible();
  note(`kitchen wall after a reload: sound gate shown again: ${gate}`);
  await shot(kitchen, '11b-kitchen-wall-reloaded');
  for (const id of [created.data.id]) await api.put(`/api/orders/${id}/status`, { data: { status: 'confirmed' } });
  const courierContext = await browser.newContext({ ...phone, baseURL: base });
  const courier = await courierContext.newPage();
  await courier.request.post('/api/auth/login', {
    data: { email: 'beto@marmitasdacida.com.br', password: 'BetoMoto2026' },
  });
  for (const status of ['preparing', 'ready'])
    await kitchen.request.put(`/api/orders/${created.data.id}/status`, { data: { status } });
  await courier.goto('/entregas');
  await courier.getByText('Dona Lurdes').first().waitFor();
  await shot(courier, '12-courier-ready');
  await courier.request.put(`/api/orders/${created.data.id}/status`, { data: { status: 'delivering' } });
  await courier.reload();
  await courier
    .getByText(/Em Rota/)
    .first()
    .click()
    .catch(() => {});
  const maps = await courier
    .getByRole('link', { name: /Abrir no mapa/ })
    .first()
    .getAttribute('href')
    .catch(() => null);
  note(`courier map link: ${maps ? decodeURIComponent(maps) : 'none'}`);
  await courier.getByRole('button', { name: 'Marcar como Entregue' }).first().click();
  await shot(courier, '13-courier-undo');
  await until(
    async () => (await (await api.get(`/api/orders/${created.data.id}`)).json()).data.status === 'delivered',
    'delivered after the undo window',
  );
  const shift = await (await courier.request.get(`/api/couriers/shift?date=${date}`)).json();
  note(`courier shift: ${shift.deliveries} delivery, cash ${shift.cash_collected}, change ${shift.change_given}`);

  // 6. the guest finds her order again, the day's figures
  await guest.goto('/home');
  await guest.goto('/meus-pedidos');
  await shot(guest, '14-guest-my-orders');
  await page.goto('/dashboard');
  await page.getByText('Faturamento').first().waitFor();
  await shot(page, '15-dashboard');
  const menu = await (await api.get('/api/dailymenus/today')).json();
  note(`Frango remaining after one box: ${menu.remaining?.[dishes['Frango Grelhado']]}`);

  // 7. closing the day: the owner counts the drawer
  await page.goto('/caixa');
  const expected = await (await api.get('/api/cash/current')).json();
  note(`drawer before the count: sales ${JSON.stringify(expected.sales)}, expected cash ${expected.expected_cash}`);
  await page.getByLabel('Dinheiro contado').fill(String(expected.expected_cash).replace('.', ','));
  await page.getByRole('button', { name: 'Fechar Caixa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar Caixa' }).click();
  await page.getByText(/Fechado às/).waitFor();
  await shot(page, '16-caixa-fechado');
  const closed = await (await api.get('/api/cash/today')).json();
  note(`drawer closed: counted ${closed.counted_cash}, difference ${closed.difference}`);
} catch (error) {
  note(`FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  server.kill('SIGTERM');
  console.log(`\nscreenshots in ${out}`);
}
