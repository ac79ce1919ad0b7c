// Screenshots of the screens, phone and desktop, light and dark, for a person to look at.
//   node e2e/scripts/screenshots.mjs http://localhost:3000 docs/screenshots [name ...]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, request as apiRequest } from '@playwright/test';

const [base = 'http://localhost:3000', out = 'docs/screenshots', ...only] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const PASSWORD = 'Quentinha123';
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
  wall: { width: 1920, height: 1080 },
};

async function login(page, email) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function openCheckout(page) {
  await page
    .getByRole('button', { name: /^Adicionar / })
    .first()
    .click();
  await page.getByRole('button', { name: /^Abrir carrinho/ }).click();
  await page.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
  const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
  await checkout.waitFor();
  return checkout;
}

/** Places a delivery order as a guest, has the kitchen start it, and returns its tracking token. */
async function placeTrackedOrder() {
  const guest = await apiRequest.newContext({ baseURL: base });
  const admin = await apiRequest.newContext({ baseURL: base });
  try {
    const { products } = await (await guest.get('/api/products')).json();
    const quentinha = products.find((p) => p.category === 'quentinha');
    const drink = products.find((p) => p.category === 'bebida');
    const dishes = await (await guest.get('/api/dishes')).json();
    const neighborhoods = await (await guest.get('/api/neighborhoods?is_active=true')).json();
    const pinheiros = neighborhoods.find((n) => n.name === 'Pinheiros') ?? neighborhoods[0];
    const order = await guest.post('/api/orders', {
      data: {
        customer: { name: 'Joana Guimarães', phone: '11976543210' },
        items: [
          {
            product_id: quentinha.id,
            quantity: 1,
            size: quentinha.sizes[0].name,
            chosen_dishes: dishes.slice(0, 3).map((d) => d.id),
          },
          { product_id: drink.id, quantity: 2, size: 'medio' },
        ],
        delivery: { type: 'delivery', address: 'Rua dos Pinheiros, 777, ap 12', neighborhood: pinheiros.id },
        payment: { method: 'pix' },
      },
    });
    if (!order.ok()) throw new Error(`POST /api/orders ${order.status()}: ${await order.text()}`);
    const created = await order.json();
    const { id, tracking_token: token } = created.data ?? created;
    await admin.post('/api/auth/login', { data: { email: 'admin@quentinha.com.br', password: PASSWORD } });
    for (const status of ['confirmed', 'preparing']) await admin.put(`/api/orders/${id}/status`, { data: { status } });
    return token;
  } finally {
    await Promise.all([guest.dispose(), admin.dispose()]);
  }
}

/** Runs once per script run, however many sizes and schemes ask for it. */
const once = (fn) => {
  let done;
  return () => (done ??= fn());
};

/** Guest delivery orders to Pinheiros (issue 8 shots), moved along by the admin. */
async function orderPathOrders(payments, lastStatus) {
  const guest = await apiRequest.newContext({ baseURL: base });
  const admin = await apiRequest.newContext({ baseURL: base });
  try {
    const { products } = await (await guest.get('/api/products')).json();
    const drink = products.find((p) => p.category === 'bebida');
    const hoods = await (await guest.get('/api/neighborhoods?is_active=true')).json();
    const names = ['Marcos Lima', 'Beatriz Souza', 'Rafael Alves'];
    await admin.post('/api/auth/login', { data: { email: 'admin@quentinha.com.br', password: PASSWORD } });
    const couriers = await (await admin.get('/api/couriers')).json();
    const pedro = couriers.find((c) => c.name === 'Pedro Entregador');
    const ids = [];
    for (const [i, payment] of payments.entries()) {
      const hood = hoods[i % hoods.length];
      const res = await guest.post('/api/orders', {
        data: {
          customer: { name: names[i % names.length], phone: `1197654321${i}` },
          items: [{ product_id: drink.id, quantity: 2 + i, size: 'medio' }],
          delivery: { type: 'delivery', address: `Rua das Acácias, ${120 + i * 7}`, neighborhood: hood.id },
          payment,
        },
      });
      if (!res.ok()) throw new Error(`POST /api/orders ${res.status()}: ${await res.text()}`);
      const { id } = (await res.json()).data;
      ids.push(id);
      for (const status of ['confirmed', 'preparing', 'ready', 'delivering', 'delivered']) {
        const body = status === 'delivering' ? { status, courier_id: pedro.id } : { status };
        await admin.put(`/api/orders/${id}/status`, { data: body });
        if (status === lastStatus) break;
      }
    }
    return ids;
  } finally {
    await Promise.all([guest.dispose(), admin.dispose()]);
  }
}
const readyForDispatch = once(() => orderPathOrders([{ method: 'pix' }], 'ready'));
const deliveredToday = once(() =>
  orderPathOrders(
    [{ method: 'cash', change_for: 50 }, { method: 'credit_card' }, { method: 'pix' }],
    'delivered',
  ),
);

/** Issue 27: today's drawer open with R$ 100,00, a suprimento and a sangria, after the day's deliveries. */
const cashDrawerOpen = once(async () => {
  await deliveredToday();
  await asAdmin(async (admin) => {
    if ((await admin.get('/api/cash/current')).status() !== 404) return;
    await admin.post('/api/cash/open', { data: { opening_float: 100 } });
    await admin.post('/api/cash/movements', { data: { kind: 'suprimento', amount: 20, note: 'Moedas para o troco' } });
    await admin.post('/api/cash/movements', { data: { kind: 'sangria', amount: 50, note: 'Depósito no banco' } });
    // cash taken outside the orders: a pack paid at the counter, a company paying its tab
    const offer = (await (await admin.get('/api/packs')).json()).find((o) => o.active);
    if (offer) {
      const bought = await admin.post(`/api/packs/${offer.id}/purchases`, {
        data: { customer: { name: 'Rosa Balcão', phone: `119${String(Date.now()).slice(-8)}` }, payment: { method: 'cash' } },
      });
      if (bought.ok()) await admin.post(`/api/pack-purchases/${(await bought.json()).id}/confirm`);
    }
    const [company] = await (await admin.get('/api/companies')).json();
    if (company)
      await admin.post(`/api/companies/${company.id}/payments`, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: { amount: 85, method: 'cash', note: 'Acerto da semana' },
      });
  });
});

/** Three guest orders of boxes and drinks, confirmed: the kitchen has something to cook. */
const kitchenRush = once(async () => {
  const guest = await apiRequest.newContext({ baseURL: base });
  const admin = await apiRequest.newContext({ baseURL: base });
  try {
    const { products } = await (await guest.get('/api/products')).json();
    const box = products.find((p) => p.category === 'quentinha');
    const drink = products.find((p) => p.category === 'bebida');
    const { dishes } = await (await guest.get('/api/dailymenus/today')).json();
    await admin.post('/api/auth/login', { data: { email: 'admin@quentinha.com.br', password: PASSWORD } });
    const orders = [
      [['grande', 2, [0, 1, 2]], ['pequeno', 1, [0, 3]]],
      [['medio', 3, [0, 1, 4]]],
      [['familia', 1, [1, 2, 3]]],
    ];
    for (const [i, boxes] of orders.entries()) {
      const items = boxes.map(([size, quantity, picks]) => ({
        product_id: box.id,
        size: box.sizes.some((s) => s.name === size) ? size : box.sizes[0].name,
        quantity,
        chosen_dishes: picks.map((k) => dishes[k % dishes.length].id),
      }));
      items.push({ product_id: drink.id, size: 'medio', quantity: i + 1 });
      const res = await guest.post('/api/orders', {
        data: {
          customer: { name: ['Ana Paula', 'Jorge Santos', 'Lúcia Prado'][i], phone: `1198877665${i}` },
          items,
          delivery: { type: 'pickup' },
          payment: { method: 'pix' },
        },
      });
      if (!res.ok()) throw new Error(`POST /api/orders ${res.status()}: ${await res.text()}`);
      await admin.put(`/api/orders/${(await res.json()).data.id}/status`, { data: { status: 'confirmed' } });
    }
  } finally {
    await Promise.all([guest.dispose(), admin.dispose()]);
  }
});

/** Gives the demo store a PIX key (DECISIONS 9.5), as the owner would in 'Dados da Loja'. */
async function withPixKey() {
  const admin = await apiRequest.newContext({ baseURL: base });
  try {
    await admin.post('/api/auth/login', { data: { email: 'admin@quentinha.com.br', password: PASSWORD } });
    const store = await (await admin.get('/api/settings/store')).json();
    const pix = { key_type: 'cnpj', key: '11.222.333/0001-81', merchant_name: 'Quentinha da Dona Maria', merchant_city: 'São Paulo' };
    await admin.put('/api/settings/store', { data: { ...store, pix } });
  } finally {
    await admin.dispose();
  }
}

/** Runs `fn` with the owner's API session (shots that need the store in a given state). */
async function asAdmin(fn) {
  const admin = await apiRequest.newContext({ baseURL: base });
  try {
    await admin.post('/api/auth/login', { data: { email: 'admin@quentinha.com.br', password: PASSWORD } });
    return await fn(admin);
  } finally {
    await admin.dispose();
  }
}

/** Issue 26: 'Marmita do Dia' sold by 'P: 1 Proteína + 2 Acompanhamentos' with paid extras; a protein with 3 left. */
const BOX_RULES_NAME = 'Marmita do Dia';
const boxRules = () =>
  asAdmin(async (admin) => {
    const { products } = await (await admin.get('/api/products')).json();
    if (!products.some((p) => p.name === BOX_RULES_NAME)) {
      await admin.post('/api/products', {
        data: {
          name: BOX_RULES_NAME,
          description: '1 proteína e 2 acompanhamentos, com adicionais',
          category: 'quentinha',
          sizes: [
            { name: 'pequeno', price: 18, cost: 7, composition: [{ type: 'Proteína', min: 1, max: 1 }, { type: 'Acompanhamento', min: 2, max: 2 }] },
            { name: 'grande', price: 24, cost: 9, composition: [{ type: 'Proteína', min: 1, max: 2 }, { type: 'Acompanhamento', min: 2, max: 3 }, { type: 'Salada', min: 0, max: 1 }] },
          ],
          extras: [{ name: 'Ovo frito', price: 3, cost: 1 }, { name: 'Bacon', price: 4.5, cost: 2 }],
          isAvailable: true,
          preparationTime: 0,
          max_items_per_quentinha: 5,
        },
      });
    }
    const menu = await (await admin.get('/api/dailymenus/today')).json();
    const proteins = menu.dishes.filter((d) => d.type === 'Proteína');
    if (proteins[1]) await admin.patch(`/api/dailymenus/${menu.id}/portions`, { data: { dish_id: proteins[1].id, portions: 3 } });
  });

/** Today's menu (with a cap or two) copied to these days ahead; the other days of the week left without a menu. */
const planAhead = (days) =>
  asAdmin(async (admin) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const ahead = (n) => new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const menu = await (await admin.get('/api/dailymenus/today')).json();
    for (const [i, cap] of [[0, 30], [1, 20]]) {
      if (menu.dishes[i]) await admin.patch(`/api/dailymenus/${menu.id}/portions`, { data: { dish_id: menu.dishes[i].id, portions: cap } });
    }
    for (let n = 1; n < 7; n++) {
      const [existing] = await (await admin.get(`/api/dailymenus?date=${ahead(n)}`)).json();
      if (existing && !days.includes(n)) await admin.delete(`/api/dailymenus/${existing.id}`);
      if (!existing && days.includes(n)) await admin.post(`/api/dailymenus/${menu.id}/copy`, { data: { date: ahead(n) } });
    }
    if (!days.length) for (const d of menu.dishes) await admin.patch(`/api/dailymenus/${menu.id}/portions`, { data: { dish_id: d.id, portions: null } });
  });

const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '24:00' }));

/** Today's first protein sold out ('Acabou'), undone by `restockAll`. */
const soldOutDish = () =>
  asAdmin(async (admin) => {
    const menu = await (await admin.get('/api/dailymenus/today')).json();
    const dish = menu.dishes.find((d) => d.type === 'Proteína') ?? menu.dishes[0];
    await admin.patch(`/api/dailymenus/${menu.id}/portions`, { data: { dish_id: dish.id, portions: 0 } });
  });
const restockAll = () =>
  asAdmin(async (admin) => {
    const menu = await (await admin.get('/api/dailymenus/today')).json();
    for (const d of menu.dishes) await admin.patch(`/api/dailymenus/${menu.id}/portions`, { data: { dish_id: d.id, portions: null } });
  });
/** Closed until tomorrow 10:30 (hours 10:30-14:30 from tomorrow on, today a closed date). */
const closedUntilTomorrow = () =>
  asAdmin(async (admin) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '10:30', close: '14:30' }));
    await admin.put('/api/settings/hours', { data: { hours, closed_dates: [today] } });
  });
const openAllDay = () => asAdmin((admin) => admin.put('/api/settings/hours', { data: { hours: ALL_DAY, closed_dates: [] } }));
const paused = () =>
  asAdmin((admin) =>
    admin.put('/api/settings/pause', {
      data: { paused: true, message: 'Cozinha lotada, voltamos já', until: new Date(Date.now() + 30 * 60_000).toISOString() },
    }),
  );
const resumed = () => asAdmin((admin) => admin.put('/api/settings/pause', { data: { paused: false } }));

/** A guest's pickup order for the next slot of today, confirmed by the shop (it shows on the kitchen card). */
const scheduledOrder = () =>
  asAdmin(async (admin) => {
    const now = new Date();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
    const hm = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
    const slots = await (await admin.get(`/api/orders/slots?date=${today}`)).json();
    const slot = slots.find((x) => x.start > hm && x.available > 0);
    if (!slot) return;
    const { products } = await (await admin.get('/api/products')).json();
    const menu = await (await admin.get('/api/dailymenus/today')).json();
    const box = products.find((p) => p.name === 'Quentinha Tradicional');
    const res = await admin.post('/api/orders', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        customer: { name: 'Marina Agendada', phone: '11976540000' },
        items: [{ product_id: box.id, quantity: 2, size: 'medio', chosen_dishes: menu.dishes.slice(1, 3).map((d) => d.id) }],
        delivery: { type: 'pickup' },
        payment: { method: 'pix' },
        scheduled_for: new Date(`${today}T${slot.start}:00-03:00`).toISOString(),
      },
    });
    const { data } = await res.json();
    await admin.put(`/api/orders/${data.id}/status`, { data: { status: 'confirmed' } });
  });

/**
 * Issue 28: three guests who ticked the daily-menu box at checkout (so 'Clientes', a customer's
 * page and 'Divulgar Cardápio' have someone to show), once per run.
 */
const REGULARS = [
  ['Ana Regular', '11955501234'],
  ['Bruno Fiel', '21988776655'],
  ['Carla Sempre', '11944443333'],
];
const optedInRegulars = once(() =>
  asAdmin(async (admin) => {
    const { products } = await (await admin.get('/api/products')).json();
    const drink = products.find((p) => p.category === 'bebida');
    for (const [name, phone] of REGULARS) {
      const res = await admin.post('/api/orders', {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: {
          customer: { name, phone },
          items: [{ product_id: drink.id, quantity: 1, size: 'medio' }],
          delivery: { type: 'pickup' },
          payment: { method: 'cash' },
          marketing_opt_in: true,
        },
      });
      const { data } = await res.json();
      for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) await admin.put(`/api/orders/${data.id}/status`, { data: { status } });
    }
  }),
);
const regularPage = () =>
  asAdmin(async (admin) => {
    const { data } = await (await admin.get('/api/customers?search=Ana%20Regular')).json();
    return `/clientes?cliente=${data[0].id}`;
  });

/**
 * 'Pedir de novo' with something to say: the customer account's delivered 'Marmita do Dia' whose
 * protein ran out today and whose price went up (18 -> 19,50); `repeatUndone` gives the dish back.
 */
const repeatSetup = once(async () => {
  await boxRules();
  return asAdmin(async (admin) => {
    const customer = await apiRequest.newContext({ baseURL: base });
    await customer.post('/api/auth/login', { data: { email: 'cliente@quentinha.com.br', password: PASSWORD } });
    const { products } = await (await admin.get('/api/products')).json();
    const box = products.find((p) => p.name === BOX_RULES_NAME);
    const { name, description, category, isAvailable, preparationTime, max_items_per_quentinha, extras } = box;
    const priced = (small) =>
      admin.put(`/api/products/${box.id}`, {
        data: {
          ...{ name, description, category, isAvailable, preparationTime, max_items_per_quentinha },
          sizes: box.sizes.map(({ name: size, price, cost, composition }) => ({ name: size, price: size === 'pequeno' ? small : price, cost, composition })),
          extras: extras.map(({ id, name: n, price, cost }) => ({ id, name: n, price, cost })),
        },
      });
    await priced(18);
    const menu = await (await admin.get('/api/dailymenus/today')).json();
    const protein = menu.dishes.find((d) => d.type === 'Proteína');
    const sides = menu.dishes.filter((d) => d.type === 'Acompanhamento').slice(0, 2);
    const res = await customer.post('/api/orders', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        customer: { name: 'Cliente Demonstração', phone: '11912345678' },
        items: [{ product_id: box.id, quantity: 2, size: 'pequeno', chosen_dishes: [protein.id, ...sides.map((d) => d.id)] }],
        delivery: { type: 'pickup' },
        payment: { method: 'pix' },
      },
    });
    const { data } = await res.json();
    await customer.dispose();
    for (const status of ['confirmed', 'preparing', 'ready', 'delivered']) await admin.put(`/api/orders/${data.id}/status`, { data: { status } });
    await priced(19.5);
    await admin.patch(`/api/dailymenus/${menu.id}/portions`, { data: { dish_id: protein.id, sold_out: true } });
    return { boxId: box.id, menuId: menu.id, proteinId: protein.id };
  });
});
const repeatUndone = () =>
  asAdmin(async (admin) => {
    const { menuId, proteinId } = await repeatSetup();
    await admin.patch(`/api/dailymenus/${menuId}/portions`, { data: { dish_id: proteinId, sold_out: false } });
  });

/** Caps on three of today's dishes, a few sold: 'Porções' and 'restam' have something to show. */
const someCaps = () =>
  asAdmin(async (admin) => {
    const menu = await (await admin.get('/api/dailymenus/today')).json();
    for (const [i, cap] of [[0, 40], [1, 25], [2, 0]]) {
      await admin.patch(`/api/dailymenus/${menu.id}/portions`, { data: { dish_id: menu.dishes[i].id, portions: cap } });
    }
  });

/**
 * Issue 31: ingredients, a recipe for every dish of today's menu but the salads (so 'Sem ficha
 * técnica' has something to name), tomorrow's menu as today's with caps (the shopping list needs
 * portions), and leftovers recorded today and yesterday; once per run.
 */
const COSTING_INGREDIENTS = [
  ['Arroz agulhinha', 'g', 'saco 5 kg', 5000, 29.9, 1],
  ['Feijão carioca', 'g', 'pacote 1 kg', 1000, 8.49, 1],
  ['Peito de frango', 'g', 'caixa 2 kg', 2000, 38, 1.25],
  ['Carne bovina (acém)', 'g', 'kg', 1000, 36.9, 1.3],
  ['Batata', 'g', 'saco 2 kg', 2000, 11.8, 1.15],
  ['Óleo de soja', 'ml', 'garrafa 900 ml', 900, 7.99, 1],
  ['Ovos', 'un', 'bandeja 30 ovos', 30, 22.9, 1],
];
const RECIPE_BY_TYPE = {
  Proteína: [['Peito de frango', 1600], ['Óleo de soja', 60]],
  Acompanhamento: [['Batata', 1800], ['Óleo de soja', 80], ['Ovos', 4]],
  Grão: [['Arroz agulhinha', 1000], ['Feijão carioca', 400], ['Óleo de soja', 30]],
};
const costingDemo = once(() =>
  asAdmin(async (admin) => {
    const have = await (await admin.get('/api/ingredients')).json();
    const ids = Object.fromEntries(have.map((i) => [i.name, i.id]));
    for (const [name, unit, label, quantity, price, factor] of COSTING_INGREDIENTS) {
      if (ids[name]) continue;
      const res = await admin.post('/api/ingredients', {
        data: { name, unit, purchase_unit_label: label, purchase_unit_quantity: quantity, purchase_price: price, correction_factor: factor, active: true },
      });
      ids[name] = (await res.json()).id;
    }
    const menu = await (await admin.get('/api/dailymenus/today')).json();
    for (const dish of menu.dishes) {
      const lines = RECIPE_BY_TYPE[dish.type];
      if (!lines) continue;
      await admin.put(`/api/dishes/${dish.id}/recipe`, {
        data: { yield_portions: 12, items: lines.map(([name, quantity]) => ({ ingredient_id: ids[name], quantity })) },
      });
    }
    await admin.put('/api/settings/costing', { data: { packaging: { pequeno: 0.6, medio: 0.75, grande: 0.9, familia: 1.4 } } });
    const today = menu.date;
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const day = tomorrow.toISOString().slice(0, 10);
    const [next] = await (await admin.get(`/api/dailymenus?date=${day}`)).json();
    const dishes = menu.dishes.map((d) => d.id);
    const portions = Object.fromEntries(dishes.map((id, i) => [id, 20 + (i % 3) * 10]));
    if (next) await admin.put(`/api/dailymenus/${next.id}`, { data: { date: day, dishes, portions } });
    else await admin.post('/api/dailymenus', { data: { date: day, dishes, portions } });
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const destinations = ['funcionarios', 'doacao', 'descarte', 'reaproveitamento'];
    for (const [date, left] of [[today, [3, 0, 5, 1]], [yesterday.toISOString().slice(0, 10), [6, 2, 1, 0]]]) {
      for (const [i, dish] of menu.dishes.slice(0, 4).entries()) {
        await admin.post('/api/leftovers', { data: { date, dish_id: dish.id, portions_left: left[i], destination: destinations[i] } });
      }
    }
    return { recipeDish: menu.dishes.find((d) => d.type === 'Grão')?.name ?? menu.dishes[0].name };
  }),
);

/**
 * Issue 29: the demo's 'Construtora Horizonte' (last period closed) with a payment registered, and a
 * second company with two members and a lunch on its tab, so 'Empresas' lists more than one; once per run.
 */
const TAB_COMPANY = 'Construtora Horizonte';
const SECOND_COMPANY = 'Escritório Vale Verde';
const companiesDemo = once(() =>
  asAdmin(async (admin) => {
    const companies = await (await admin.get('/api/companies')).json();
    const demo = companies.find((c) => c.name === TAB_COMPANY);
    if (!demo) throw new Error(`no demo company '${TAB_COMPANY}' (start the server with SEED=true on a fresh database)`);
    if (!demo.last_payment_at) {
      await admin.post(`/api/companies/${demo.id}/payments`, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: { amount: 150, method: 'pix' },
      });
    }
    if (!companies.some((c) => c.name === SECOND_COMPANY)) {
      const created = await admin.post('/api/companies', {
        data: {
          name: SECOND_COMPANY,
          cnpj: '11.444.777/0001-61',
          contact_name: 'Helena Duarte',
          contact_whatsapp: '(11) 95555-4444',
          credit_limit: 600,
          closing_day: 10,
        },
      });
      if (!created.ok()) throw new Error(`POST /api/companies ${created.status()}: ${await created.text()}`);
      const { id } = await created.json();
      const members = [];
      for (const [name, whatsapp] of [['Lucas Ferreira', '11944556677'], ['Camila Rocha', '11933221100']]) {
        members.push(await (await admin.post(`/api/companies/${id}/members`, { data: { name, whatsapp } })).json());
      }
      const { products } = await (await admin.get('/api/products')).json();
      const box = products.find((p) => p.name === 'Quentinha Tradicional');
      const menu = await (await admin.get('/api/dailymenus/today')).json();
      const res = await admin.post('/api/orders', {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: {
          customer: { name: members[0].name, phone: members[0].whatsapp },
          items: [{ product_id: box.id, quantity: 3, size: 'medio', chosen_dishes: menu.dishes.slice(0, 3).map((d) => d.id) }],
          delivery: { type: 'pickup' },
          payment: { method: 'company_tab', company_id: id, member_id: members[0].id },
        },
      });
      if (!res.ok()) throw new Error(`POST /api/orders (tab) ${res.status()}: ${await res.text()}`);
      await admin.put(`/api/orders/${(await res.json()).data.id}/status`, { data: { status: 'confirmed' } });
    }
    const [statement] = await (await admin.get(`/api/companies/${demo.id}/statements`)).json();
    return { companyId: demo.id, statementToken: statement?.share_token };
  }),
);

/**
 * Issue 30: a guest's pack of 10 Quentinhas M bought with PIX, confirmed by the owner, one box
 * already paid with a credit and the code (a drink paid in cash beside it); once per run. The
 * guest's device remembers the purchase through its tracking token (device-packs.ts).
 */
const PACK_OFFER = '10 Quentinhas M (Quentinha Tradicional)';
// a number of this run's own: on a server used before, an older pack of hers would be spent first
const PACK_BUYER = { name: 'Fernanda Rocha', phone: `119${String(Date.now()).slice(-8)}` };
const DEVICE_PACKS_KEY = 'quentinha:device-packs:v1';
const packInUse = once(async () => {
  await withPixKey();
  const guest = await apiRequest.newContext({ baseURL: base });
  try {
    const offers = await (await guest.get('/api/packs')).json();
    const offer = offers.find((o) => o.name === PACK_OFFER);
    if (!offer) throw new Error(`no pack offer '${PACK_OFFER}'`);
    const bought = await guest.post(`/api/packs/${offer.id}/purchases`, {
      data: { customer: PACK_BUYER, payment: { method: 'pix' } },
    });
    if (!bought.ok()) throw new Error(`POST /api/packs/…/purchases ${bought.status()}: ${await bought.text()}`);
    const purchase = await bought.json();
    const { products } = await (await guest.get('/api/products')).json();
    const drink = products.find((p) => p.category === 'bebida');
    const { dishes } = await (await guest.get('/api/dailymenus/today')).json();
    // a box as a person makes it: a protein, a grain and a side
    const picks = ['Proteína', 'Grão', 'Acompanhamento'].map((type) => (dishes.find((d) => d.type === type) ?? dishes[0]).id);
    const orderToken = await asAdmin(async (admin) => {
      await admin.post(`/api/pack-purchases/${purchase.id}/confirm`);
      const res = await guest.post('/api/orders', {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        data: {
          customer: PACK_BUYER,
          items: [
            { product_id: offer.product_id, quantity: 1, size: 'medio', chosen_dishes: picks, use_credit: true },
            { product_id: drink.id, quantity: 1, size: 'medio' },
          ],
          delivery: { type: 'pickup' },
          payment: { method: 'cash' },
          credit_code: purchase.redeem_code,
        },
      });
      if (!res.ok()) throw new Error(`POST /api/orders (credit) ${res.status()}: ${await res.text()}`);
      const { data } = await res.json();
      for (const status of ['confirmed', 'preparing']) await admin.put(`/api/orders/${data.id}/status`, { data: { status } });
      return data.tracking_token;
    });
    return { purchaseToken: purchase.tracking_token, code: purchase.redeem_code, orderToken };
  } finally {
    await guest.dispose();
  }
});
/** This browser is the buyer's phone: it remembers her pack (then reloads to read it). */
async function onBuyersDevice(page) {
  const { purchaseToken } = await packInUse();
  await page.evaluate(([key, token]) => globalThis.localStorage.setItem(key, JSON.stringify([token])), [DEVICE_PACKS_KEY, purchaseToken]);
  await page.reload();
  await page.waitForLoadState('networkidle');
}
/** The storefront's 'Pacotes' closes the menu and loads as the person scrolls down to it. */
async function scrollToPacks(page) {
  const section = page.locator('.packs-section');
  for (let i = 0; i < 20 && !(await section.count()); i++) {
    await page.evaluate(() => globalThis.scrollTo(0, globalThis.document.body.scrollHeight));
    await page.waitForTimeout(250);
  }
  await page.getByRole('article', { name: PACK_OFFER }).waitFor();
  return section;
}

const shots = {
  'opening-hours': {
    as: 'admin@quentinha.com.br',
    path: '/horario-de-funcionamento',
    sizes: ['phone', 'desktop'],
    before: async () => {
      await closedUntilTomorrow();
      await asAdmin(async (admin) => {
        const { hours } = await (await admin.get('/api/settings/public')).json();
        await admin.put('/api/settings/hours', { data: { hours: [...hours.hours.filter((h) => h.weekday !== 0), { weekday: 5, open: '18:00', close: '22:00' }], closed_dates: [...hours.closed_dates, '2026-12-25'] } });
      });
    },
    after: openAllDay,
  },
  'daily-menu-portions': { as: 'admin@quentinha.com.br', path: '/cardapio-diario', sizes: ['phone', 'desktop'], before: someCaps, after: restockAll },
  // DECISIONS 9.3: a dish the kitchen said 'Acabou', on the storefront and in the picker
  'sold-out': { as: null, path: '/home', sizes: ['phone', 'desktop'], before: soldOutDish, after: restockAll },
  'sold-out-picker': {
    as: null,
    path: '/home',
    sizes: ['phone', 'desktop'],
    before: soldOutDish,
    after: restockAll,
    act: async (page) => {
      await page.getByRole('button', { name: 'Montar Prato' }).first().click();
      await page.getByRole('dialog').getByText('Esgotado').first().waitFor();
    },
  },
  paused: { as: null, path: '/home', sizes: ['phone', 'desktop'], before: paused, after: resumed },
  closed: { as: null, path: '/home', sizes: ['phone', 'desktop'], before: closedUntilTomorrow, after: openAllDay },
  // a closed shop still takes a slot of tomorrow: 'Quando?' with the slot list open
  'slot-choice': {
    as: null,
    path: '/home',
    sizes: ['phone', 'desktop'],
    before: closedUntilTomorrow,
    after: openAllDay,
    act: async (page) => {
      const checkout = await openCheckout(page);
      await checkout.getByRole('combobox', { name: /^Horário/ }).click();
      await page.locator('.ant-select-item-option').first().waitFor();
    },
  },
  // the board with 'Porções de hoje', a sold-out dish and the shop paused
  'kitchen-availability': {
    as: 'cozinha@quentinha.com.br',
    path: '/pedidos-cozinha',
    sizes: ['wall', 'phone'],
    before: async () => {
      await soldOutDish();
      await paused();
      await scheduledOrder();
    },
    after: async () => {
      await restockAll();
      await resumed();
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Continuar sem som' }).click();
      await page.getByRole('button', { name: /^Porções/ }).click();
      await page.getByRole('region', { name: 'Porções de hoje' }).waitFor();
    },
  },
  storefront: { as: null, path: '/home', sizes: ['phone', 'desktop'] },
  'dish-picker': {
    as: null,
    path: '/home',
    sizes: ['phone', 'desktop'],
    act: async (page) => {
      await page.getByRole('button', { name: 'Montar Prato' }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  cart: {
    as: null,
    path: '/home',
    sizes: ['phone', 'desktop'],
    act: async (page) => {
      await page.getByRole('button', { name: 'Adicionar' }).first().click();
      await page
        .getByRole('button', { name: /carrinho|Seu Pedido/i })
        .first()
        .click();
      await page.getByText('Seu Pedido').first().waitFor();
    },
  },
  checkout: { as: null, path: '/home', sizes: ['phone', 'desktop'], act: (page) => openCheckout(page) },
  // delivery with cash: the longest form (neighbourhood, address, change)
  'checkout-delivery': {
    as: null,
    path: '/home',
    sizes: ['phone', 'desktop'],
    act: async (page) => {
      const checkout = await openCheckout(page);
      await checkout.getByText('Entrega', { exact: true }).click();
      await checkout.getByLabel('Seu nome').fill('Joana Guimarães');
      await checkout.getByLabel('WhatsApp (DDD + número)').fill('11976543210');
      await checkout.getByLabel('Bairro').click();
      await page.locator('.ant-select-item-option', { hasText: 'Pinheiros' }).click();
      await checkout.getByLabel('Endereço completo').fill('Rua dos Pinheiros, 777, ap 12');
      await checkout.getByText('Dinheiro', { exact: true }).click();
      await checkout.getByLabel('Troco para quanto?').fill('100');
    },
  },
  login: { as: null, path: '/login', sizes: ['phone', 'desktop'] },
  'my-orders': { as: 'cliente@quentinha.com.br', path: '/meus-pedidos', sizes: ['phone', 'desktop'] },
  // a guest's order, placed through the API and moved on by the kitchen, followed by its link
  tracking: { as: null, path: async () => `/acompanhar/${await placeTrackedOrder()}`, sizes: ['phone', 'desktop'] },
  // the wall before anyone tapped it: sound must be unlocked with one touch
  'sound-gate': { as: 'cozinha@quentinha.com.br', path: '/pedidos-cozinha', sizes: ['wall', 'phone'] },
  kitchen: {
    as: 'cozinha@quentinha.com.br',
    path: '/pedidos-cozinha',
    sizes: ['wall', 'phone'],
    act: async (page) => {
      await page.getByRole('button', { name: 'Continuar sem som' }).click();
      // a line ticked as done, a card chosen with the keyboard, 'Recentes' open
      await page.getByRole('checkbox', { name: /^Feito:/ }).first().click();
      await page.keyboard.press('ArrowDown');
    },
  },
  // issue 9: 'Produção' on the kitchen wall, over a few confirmed orders of boxes
  production: {
    as: 'cozinha@quentinha.com.br',
    path: async () => {
      await kitchenRush();
      return '/pedidos-cozinha';
    },
    sizes: ['wall', 'phone'],
    act: async (page) => {
      await page.getByRole('button', { name: 'Continuar sem som' }).click();
      const toggle = page.getByRole('button', { name: 'Produção' });
      if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
      await page.getByRole('region', { name: 'Produção', exact: true }).waitFor();
    },
  },
  deliveries: {
    as: 'entregador@quentinha.com.br',
    path: '/entregas',
    sizes: ['phone'],
    // the phone shows one tab: the courier's order on its way (the demo has no ready delivery order)
    act: async (page) => {
      await page.getByText(/^Em Rota de Entrega \(/).click();
      await page.getByRole('region', { name: 'Em Rota de Entrega' }).waitFor();
    },
  },
  orders: { as: 'admin@quentinha.com.br', path: '/pedidos', sizes: ['desktop'] },
  // issue 8: the kitchen picks the courier, a shop cancel with its reason, the courier's shift
  dispatch: {
    as: 'cozinha@quentinha.com.br',
    path: async () => (await readyForDispatch(), '/pedidos-cozinha'),
    sizes: ['phone', 'desktop'],
    act: async (page) => {
      await page.getByRole('button', { name: 'Continuar sem som' }).click();
      await page.getByRole('button', { name: 'Coletado p/ Entrega' }).first().click();
      await page.getByRole('dialog', { name: 'Escolha o Entregador' }).getByRole('radio').first().check();
    },
  },
  'cancel-dialog': {
    as: 'cozinha@quentinha.com.br',
    path: '/pedidos-cozinha',
    sizes: ['phone', 'desktop'],
    act: async (page) => {
      await page.getByRole('button', { name: 'Continuar sem som' }).click();
      await page.getByRole('button', { name: 'Cancelar Pedido' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Cancelar Pedido' });
      await dialog.getByRole('radio', { name: 'Outro motivo' }).check();
      await dialog.getByRole('textbox').fill('Cliente pediu para trocar o prato');
    },
  },
  shift: {
    as: 'entregador@quentinha.com.br',
    path: async () => (await deliveredToday(), '/entregas'),
    sizes: ['phone', 'desktop'],
    act: async (page) => {
      await page.getByText('Meu Turno', { exact: true }).click();
      await page.getByRole('group', { name: 'A prestar à loja' }).waitFor();
    },
  },
  'shift-admin': {
    as: 'admin@quentinha.com.br',
    path: async () => (await deliveredToday(), '/entregas'),
    sizes: ['desktop'],
    act: async (page) => {
      await page.getByText('Turnos', { exact: true }).click();
      await page.getByRole('combobox', { name: 'Entregador' }).click();
      await page.locator('.ant-select-item-option', { hasText: 'Pedro Entregador' }).click();
      await page.locator('.shift-admin__courier', { hasText: 'Pedro Entregador' }).waitFor();
      await page.getByRole('group', { name: 'A prestar à loja' }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  // issue 27: 'Caixa' open after the day's deliveries, the count typed 2,50 short
  cash: {
    as: 'admin@quentinha.com.br',
    path: async () => (await cashDrawerOpen(), '/caixa'),
    sizes: ['phone', 'desktop'],
    fullPage: true,
    act: async (page) => {
      const expected = await page.getByRole('region', { name: 'Dinheiro na Gaveta' }).getByRole('group', { name: 'Dinheiro esperado' }).innerText();
      const reais = Number(expected.replace(/[^\d,]/g, '').replace(',', '.'));
      const closing = page.getByRole('region', { name: 'Fechar Caixa' });
      await closing.getByLabel('Dinheiro contado').fill((reais - 2.5).toFixed(2).replace('.', ','));
      await closing.getByRole('group', { name: 'Diferença' }).waitFor();
    },
  },
  // back office (admin)
  dashboard: { as: 'admin@quentinha.com.br', path: '/dashboard', sizes: ['phone', 'desktop'], fullPage: true },
  reports: {
    as: 'admin@quentinha.com.br',
    path: '/dashboard',
    sizes: ['phone', 'desktop'],
    fullPage: true,
    act: async (page) => {
      await page.getByRole('tab', { name: 'Relatórios' }).click();
      await page.getByLabel('Pedidos por Dia e Hora').locator('svg').first().waitFor();
    },
  },
  analytics: { as: 'admin@quentinha.com.br', path: '/analise-pedidos', sizes: ['phone', 'desktop'], fullPage: true },
  products: { as: 'admin@quentinha.com.br', path: '/produtos', sizes: ['phone', 'desktop'] },
  neighborhoods: { as: 'admin@quentinha.com.br', path: '/bairros', sizes: ['phone', 'desktop'] },
  expenses: { as: 'admin@quentinha.com.br', path: '/despesas', sizes: ['phone', 'desktop'] },
  dishes: { as: 'admin@quentinha.com.br', path: '/pratos', sizes: ['phone', 'desktop'] },
  'daily-menu': { as: 'admin@quentinha.com.br', path: '/cardapio-diario', sizes: ['phone', 'desktop'] },
  settings: { as: 'admin@quentinha.com.br', path: '/configuracoes', sizes: ['phone', 'desktop'] },
  // issue 11: 'Equipe', 'Dados da Loja' (with a PIX key), the PIX payment after ordering;
  // 'setup' needs a server whose database has no admin yet (SEED=false)
  team: { as: 'admin@quentinha.com.br', path: '/equipe', sizes: ['phone', 'desktop'] },
  'store-settings': {
    as: 'admin@quentinha.com.br',
    path: async () => {
      await withPixKey();
      return '/dados-da-loja';
    },
    sizes: ['phone', 'desktop'],
  },
  setup: { as: null, path: '/configuracao-inicial', sizes: ['phone', 'desktop'] },
  'pix-payment': {
    as: null,
    path: async () => {
      await withPixKey();
      return '/home';
    },
    sizes: ['phone', 'desktop'],
    act: async (page) => {
      // the chat link would open a tab: keep the shot on the dialog
      await page.evaluate(() => {
        globalThis.open = () => ({});
      });
      const checkout = await openCheckout(page);
      await checkout.getByLabel('Seu nome').fill('Joana Guimarães');
      await checkout.getByLabel('WhatsApp (DDD + número)').fill('11976543210');
      await checkout.getByRole('button', { name: 'Confirmar Pedido' }).click();
      await page.getByRole('region', { name: 'Pagamento PIX' }).locator('canvas').waitFor();
    },
  },
  'product-form': {
    as: 'admin@quentinha.com.br',
    path: '/produtos',
    sizes: ['phone', 'desktop'],
    act: async (page) => {
      await page
        .getByRole('button', { name: /Editar/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },  // issue 26: the guided picker (one protein taken, the second disabled, 'restam 3', an extra)
  'box-picker': {
    as: null,
    path: '/home',
    sizes: ['phone', 'desktop'],
    before: boxRules,
    after: restockAll,
    act: async (page) => {
      await page.locator('.product-card', { hasText: BOX_RULES_NAME }).getByRole('button', { name: 'Montar Prato' }).click();
      const picker = page.getByRole('dialog', { name: `Monte sua ${BOX_RULES_NAME}` });
      await picker.locator('.dish-group').first().locator('input[type=checkbox]').first().check();
      await picker.getByRole('checkbox', { name: /Ovo frito/ }).check();
      // back to the top: the rule under each type, the protein taken and the one that no longer fits
      await picker.locator('.dish-picker__legend').first().scrollIntoViewIfNeeded();
    },
  },
  // issue 26: a size's 'Composição' rows and the 'Adicionais' in the product form
  'box-product-form': {
    as: 'admin@quentinha.com.br',
    path: '/produtos',
    sizes: ['phone', 'desktop'],
    before: boxRules,
    act: async (page) => {
      await page.getByRole('button', { name: `Editar ${BOX_RULES_NAME}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Adicionar regra (Pequena)' }).scrollIntoViewIfNeeded();
    },
  },
  // issue 28: 'Clientes', a customer's page, 'Divulgar Cardápio', the checkout's consent box, 'Pedir de novo'
  customers: { as: 'admin@quentinha.com.br', path: '/clientes', sizes: ['phone', 'desktop'], before: optedInRegulars },
  'customer-page': { as: 'admin@quentinha.com.br', path: regularPage, sizes: ['phone', 'desktop'], before: optedInRegulars },
  'share-menu': {
    as: 'admin@quentinha.com.br',
    path: '/divulgar-cardapio',
    sizes: ['phone', 'desktop'],
    fullPage: true,
    before: optedInRegulars,
    act: (page) => page.getByTestId('daily-menu-text').waitFor(),
  },
  'checkout-consent': {
    as: null,
    path: '/home',
    sizes: ['phone', 'desktop'],
    act: async (page) => {
      const checkout = await openCheckout(page);
      await checkout.getByLabel('Seu nome').fill('Ana Regular');
      await checkout.getByRole('checkbox', { name: /Quero receber o cardápio/ }).scrollIntoViewIfNeeded();
    },
  },
  'store-consent': {
    as: 'admin@quentinha.com.br',
    path: '/dados-da-loja',
    sizes: ['phone', 'desktop'],
    act: (page) => page.getByLabel('Texto do consentimento').scrollIntoViewIfNeeded(),
  },
  'reorder-prompt': {
    as: 'cliente@quentinha.com.br',
    path: '/meus-pedidos',
    sizes: ['phone', 'desktop'],
    before: repeatSetup,
    after: repeatUndone,
    act: async (page) => {
      await page.getByRole('button', { name: 'Pedir de novo' }).first().click();
      await page.getByRole('dialog', { name: 'Pedir de novo' }).getByRole('button', { name: 'Escolher pratos' }).waitFor();
    },
  },
  // issue 26: 'Semana' on the daily menu: today's menu copied to tomorrow and to 3 days ahead, the rest empty
  'week-plan': {
    as: 'admin@quentinha.com.br',
    path: '/cardapio-diario',
    sizes: ['phone', 'desktop'],
    fullPage: true,
    before: () => planAhead([1, 3]),
    after: () => planAhead([]),
    act: async (page) => {
      await page.getByText('Semana', { exact: true }).click();
      await page.locator('.week-day').nth(6).getByRole('button', { name: /^(Editar|Montar)$/ }).waitFor();
      await page.getByRole('status', { name: 'Carregando' }).first().waitFor({ state: 'detached' });
    },
  },
  // issue 31: 'Insumos', a ficha técnica, the menu's costs, the shopping list, 'Sobras do Dia'
  ingredients: {
    as: 'admin@quentinha.com.br',
    path: '/insumos',
    sizes: ['phone', 'desktop'],
    before: costingDemo,
    // the table's loading veil fades out after the rows arrive
    act: (page) => page.locator('.ant-spin-blur').waitFor({ state: 'detached' }),
  },
  recipe: {
    as: 'admin@quentinha.com.br',
    path: '/pratos',
    sizes: ['phone', 'desktop'],
    before: costingDemo,
    act: async (page) => {
      const { recipeDish } = await costingDemo();
      await page.getByRole('button', { name: `Ficha técnica de ${recipeDish}` }).click();
      await page.getByTestId('cost-per-portion').filter({ hasText: 'R$' }).waitFor();
    },
  },
  'menu-costing': {
    as: 'admin@quentinha.com.br',
    path: '/cardapio-diario',
    sizes: ['phone', 'desktop'],
    before: costingDemo,
    act: async (page) => {
      const costs = page.getByRole('region', { name: 'Custo do Cardápio' });
      await costs.getByText('Meta de CMV').waitFor();
      await costs.scrollIntoViewIfNeeded();
    },
  },
  'shopping-list': {
    as: 'admin@quentinha.com.br',
    path: '/lista-de-compras',
    sizes: ['phone', 'desktop'],
    fullPage: true,
    before: costingDemo,
    act: (page) => page.getByRole('region', { name: 'Itens da lista' }).getByText('Total estimado').waitFor(),
  },
  leftovers: {
    as: 'cozinha@quentinha.com.br',
    path: '/sobras-do-dia',
    sizes: ['phone', 'desktop'],
    fullPage: true,
    before: costingDemo,
    act: (page) => page.getByRole('region', { name: 'Desperdício por prato' }).getByText(/porç/).first().waitFor(),
  },
  // issue 29: 'Empresas', a company's page, the order dialog's tab choice, the public statement
  companies: { as: 'admin@quentinha.com.br', path: '/empresas', sizes: ['phone', 'desktop'], fullPage: ['phone'], before: companiesDemo },
  'company-page': {
    as: 'admin@quentinha.com.br',
    path: async () => `/empresas/${(await companiesDemo()).companyId}`,
    sizes: ['phone', 'desktop'],
    fullPage: true,
    act: (page) => page.getByRole('table', { name: 'Extrato' }).getByRole('row').filter({ hasText: 'R$' }).first().waitFor(),
  },
  // the same page on 'Faturas': the closed period, partly paid, with its link and CSV
  'company-bills': {
    as: 'admin@quentinha.com.br',
    path: async () => `/empresas/${(await companiesDemo()).companyId}`,
    sizes: ['phone', 'desktop'],
    fullPage: true,
    act: async (page) => {
      await page.getByRole('tab', { name: 'Faturas' }).click();
      await page.getByRole('table', { name: 'Faturas' }).getByRole('row').filter({ hasText: 'R$' }).first().waitFor();
    },
  },
  'tab-choice': {
    as: 'admin@quentinha.com.br',
    path: '/pedidos',
    sizes: ['phone', 'desktop'],
    before: companiesDemo,
    act: async (page) => {
      // antd's select: a click during the list's opening animation may not take, and the closing
      // list covers the next field; so again until the field shows the option and the list is gone
      const choose = async (scope, label, option, typed) => {
        const field = scope.getByLabel(label);
        const item = page.locator('.ant-select-item-option', { hasText: option });
        const chosen = scope.locator('.ant-select').filter({ has: page.getByLabel(label) }).filter({ hasText: option });
        for (let tries = 0; ; tries++) {
          try {
            if (!(await item.isVisible())) {
              if (typed) await field.fill(typed);
              else await field.click();
            }
            await item.click({ timeout: 5_000 });
            await chosen.waitFor({ timeout: 2_000 });
            return await item.waitFor({ state: 'hidden', timeout: 2_000 });
          } catch (error) {
            if (tries === 4) throw error;
          }
        }
      };
      await page.getByRole('button', { name: 'Adicionar Pedido' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar Pedido' });
      await choose(dialog, 'Produto', 'Refrigerante Lata 350ml', 'Refrigerante');
      await choose(dialog, 'Pagamento', 'Conta da Empresa');
      await choose(dialog, 'Empresa', TAB_COMPANY, TAB_COMPANY);
      await dialog.getByTestId('company-available').waitFor();
      await choose(dialog, 'Funcionário', 'Roberto Mendes', 'Roberto');
      await dialog.locator('.company-tab-fields').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    },
  },
  'company-statement': {
    as: null,
    path: async () => `/extrato/${(await companiesDemo()).statementToken}`,
    sizes: ['phone', 'desktop'],
    fullPage: true,
    act: (page) => page.getByLabel('Resumo da fatura').waitFor(),
  },
  // issue 30: the offers, the receipt, the credit at checkout, 'Meu saldo', the owner's 'Créditos'
  'pack-offers': {
    as: null,
    path: '/home',
    sizes: ['phone', 'desktop'],
    act: async (page) => {
      const section = await scrollToPacks(page);
      // the section's title at the top, below the phone's sticky header
      await section.evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        globalThis.scrollBy(0, -72);
      });
    },
  },
  'pack-receipt': {
    as: null,
    path: async () => (await withPixKey(), '/home'),
    sizes: ['phone', 'desktop'],
    act: async (page) => {
      await scrollToPacks(page);
      await page.getByRole('button', { name: `Comprar ${PACK_OFFER}` }).click();
      const buying = page.getByRole('dialog', { name: 'Comprar Pacote' });
      await buying.getByLabel('Seu nome').fill('Joana Guimarães');
      await buying.getByLabel('WhatsApp (DDD + número)').fill('11976543210');
      await buying.getByRole('button', { name: /^Comprar por R\$/ }).click();
      const receipt = page.getByRole('dialog', { name: 'Pacote reservado' });
      await receipt.getByRole('region', { name: 'Pagamento PIX' }).locator('canvas').waitFor();
      await receipt.getByTestId('redeem-code').waitFor();
    },
  },
  'checkout-credit': {
    as: null,
    path: async () => (await packInUse(), '/home'),
    sizes: ['phone', 'desktop'],
    act: async (page) => {
      const { code } = await packInUse();
      await onBuyersDevice(page);
      await page.locator('article', { hasText: 'Quentinha Tradicional' }).getByRole('button', { name: 'Montar Prato' }).first().click();
      const picker = page.getByRole('dialog', { name: 'Monte sua Quentinha Tradicional' });
      await picker.getByText('Média', { exact: true }).click();
      for (const dish of ['Frango Grelhado', 'Arroz Branco', 'Feijão Carioca']) await picker.getByRole('checkbox', { name: dish }).check();
      await picker.getByRole('button', { name: /^Adicionar/ }).click();
      await picker.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /^Abrir carrinho/ }).click();
      await page.getByRole('dialog', { name: 'Seu Pedido' }).getByRole('button', { name: 'Finalizar Pedido' }).click();
      const checkout = page.getByRole('dialog', { name: 'Finalizar Pedido' });
      await checkout.getByLabel('Seu nome').fill(PACK_BUYER.name);
      await checkout.getByLabel('WhatsApp (DDD + número)').fill(PACK_BUYER.phone);
      await checkout.getByRole('checkbox', { name: /Usar crédito do pacote \(restam/ }).check();
      await checkout.getByLabel('Código do pacote (6 dígitos)').fill(code);
      await checkout.getByRole('region', { name: 'Créditos do pacote' }).scrollIntoViewIfNeeded();
    },
  },
  'my-balance': {
    as: null,
    path: async () => `/acompanhar/${(await packInUse()).orderToken}`,
    sizes: ['phone', 'desktop'],
    fullPage: ['phone'],
    act: async (page) => {
      await onBuyersDevice(page);
      const balance = page.getByRole('region', { name: 'Meu saldo' });
      await balance.getByText(/restam 9 de 10/).waitFor();
      // each use, open
      await balance.getByText(/^Usos \(/).click();
      // back to the top: a whole-page shot taken scrolled draws the sticky header mid-page
      await page.evaluate(() => globalThis.scrollTo(0, 0));
    },
  },
  credits: {
    as: 'admin@quentinha.com.br',
    path: async () => (await packInUse(), `/creditos?numero=${PACK_BUYER.phone}`),
    sizes: ['phone', 'desktop'],
    act: (page) => page.getByRole('table', { name: `Extrato de ${PACK_OFFER}` }).getByRole('row').filter({ hasText: '-1' }).first().waitFor(),
  },
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [name, shot] of Object.entries(shots)) {
  if (only.length && !only.includes(name)) continue;
  if (shot.before) await shot.before();
  for (const size of shot.sizes) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport: VIEWPORTS[size],
        colorScheme: scheme,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      const page = await context.newPage();
      try {
        if (shot.as) await login(page, shot.as);
        const path = typeof shot.path === 'function' ? await shot.path() : shot.path;
        await page.goto(`${base}${path}`);
        await page.waitForLoadState('networkidle');
        if (shot.act) await shot.act(page);
        await page.waitForTimeout(600);
        const file = join(out, `${name}-${size}-${scheme}.png`);
        // fullPage: true, or the sizes to take whole (a desktop page a little taller than the window
        // would show the sidebar ending short)
        const fullPage = Array.isArray(shot.fullPage) ? shot.fullPage.includes(size) : Boolean(shot.fullPage);
        await page.screenshot({ path: file, fullPage });
        console.log(file);
      } catch (error) {
        console.error(`${name} ${size} ${scheme}: ${error.message.split('\n').slice(0, 12).join('\n')}`);
      }
      await context.close();
    }
  }
  if (shot.after) await shot.after();
}
await browser.close();
