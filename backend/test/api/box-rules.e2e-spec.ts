import { randomUUID } from 'node:crypto';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { Dish } from '../../src/modules/dishes/dish.entity.js';
import { OrderItem } from '../../src/modules/orders/order.entity.js';
import { Product } from '../../src/modules/products/product.entity.js';
import type { HttpClient } from '../support/http.js';
import { isPortugueseError } from '../support/malformed.js';
import { countOrderRows, type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

/**
 * DECISIONS 10.10, the box as the shop sells it: a composition per size ('P: 1 Proteína + 2
 * Acompanhamentos') and paid extras, saved by the product form and enforced on every order.
 */
describe('box rules: composition per size and paid extras', () => {
  let t: TestApp, c: OrderCatalog, bed: OrderTestBed, admin: HttpClient, guest: HttpClient;
  let beef: Dish, chicken: Dish, lettuce: Dish;
  // c.dishes are all 'Acompanhamento': Arroz Branco, Feijão Carioca, Frango Grelhado, Salada Verde
  const rice = () => c.dishes[0].id;
  const beans = () => c.dishes[1].id;

  const P_RULES = [
    { type: 'Proteína', min: 1, max: 1 },
    { type: 'Acompanhamento', min: 2, max: 2 },
  ];
  const marmita = (over: Record<string, unknown> = {}) => ({
    name: 'Marmita da Casa',
    category: 'quentinha',
    max_items_per_quentinha: 4,
    sizes: [
      { name: 'pequeno', price: 18, cost: 7, composition: P_RULES },
      { name: 'grande', price: 26, cost: 10 },
    ],
    extras: [
      { name: 'Ovo frito', price: 3, cost: 0.8 },
      { name: 'Bacon', price: 4.5, cost: 1.5 },
    ],
    ...over,
  });

  beforeAll(async () => {
    bed = await startOrderTestBed();
    ({ t, c, guest } = bed);
    admin = bed.users.admin.http;
    const dishes = t.db.getRepository(Dish);
    const dish = (name: string, type: string) =>
      dishes.save(dishes.create({ name, name_key: name.toLowerCase(), type, category: type, active: true }));
    beef = await dish('Bife Acebolado', 'Proteína');
    chicken = await dish('Frango Assado', 'proteina');
    lettuce = await dish('Alface e Tomate', 'Salada');
    const menu = await admin.post('/api/dailymenus', {
      date: todaySaoPaulo(),
      dishes: [...c.dishes.map((d) => d.id), beef.id, chicken.id, lettuce.id],
    });
    expect(menu.status).toBe(200);
  });
  afterAll(() => t.close());

  const place = (as: HttpClient, items: unknown[]) =>
    as.post('/api/orders', orderBody(c, { items }), { 'idempotency-key': randomUUID() });

  describe('the product form', () => {
    it('saves a composition per size and extras, giving each extra an id; the menu shows prices only', async () => {
      const res = await admin.post('/api/products', marmita());
      expect(res.status).toBe(201);
      const p = res.body.product;
      expect(p.sizes[0]).toEqual({ name: 'pequeno', price: 18, cost: 7, composition: P_RULES });
      expect(p.sizes[1]).toEqual({ name: 'grande', price: 26, cost: 10 });
      expect(p.extras).toEqual([
        { id: expect.any(String), name: 'Ovo frito', price: 3, cost: 0.8 },
        { id: expect.any(String), name: 'Bacon', price: 4.5, cost: 1.5 },
      ]);
      expect(p.extras[0].id).not.toBe(p.extras[1].id);

      const menu = await guest.get('/api/products?category=quentinha');
      const seen = menu.body.products.find((x: { id: string }) => x.id === p.id);
      expect(seen.extras).toEqual([
        { id: p.extras[0].id, name: 'Ovo frito', price: 3 },
        { id: p.extras[1].id, name: 'Bacon', price: 4.5 },
      ]);
      expect(seen.sizes[0].composition).toEqual(P_RULES);
      expect(JSON.stringify(seen)).not.toContain('"cost"');
    });

    it('keeps an extra id across edits when it is sent back, gives new ones an id, drops the missing', async () => {
      const created = (await admin.post('/api/products', marmita({ name: 'Marmita Editável' }))).body.product;
      const [egg] = created.extras;
      const edited = await bed.users.staff.http.put(`/api/products/${created.id}`, {
        extras: [
          { id: egg.id, name: 'Ovo frito caipira', price: 3.5, cost: 1 },
          { name: 'Queijo', price: 2 },
        ],
      });
      expect(edited.status).toBe(200);
      expect(edited.body.product.extras).toEqual([
        { id: egg.id, name: 'Ovo frito caipira', price: 3.5, cost: 1 },
        { id: expect.any(String), name: 'Queijo', price: 2, cost: 0 },
      ]);
      expect(edited.body.product.extras[1].id).not.toBe(created.extras[1].id);
      // the composition written in any spelling is kept in the canonical one, in the type order
      const spelled = await admin.put(`/api/products/${created.id}`, {
        sizes: [{ name: 'pequeno', price: 18, composition: [{ type: 'acompanhamento', min: 0, max: 3 }, { type: 'PROTEINA', min: 1, max: 2 }] }],
      });
      expect(spelled.body.product.sizes[0].composition).toEqual([
        { type: 'Proteína', min: 1, max: 2 },
        { type: 'Acompanhamento', min: 0, max: 3 },
      ]);
      // null or [] remove it: only the dish limit applies again
      const cleared = await admin.put(`/api/products/${created.id}`, { sizes: [{ name: 'pequeno', price: 18, composition: [] }] });
      expect(cleared.body.product.sizes[0]).not.toHaveProperty('composition');
    });

    it('refuses compositions that cannot be met and extras that are not sound, in Portuguese, writing nothing', async () => {
      const base = (await admin.post('/api/products', marmita({ name: 'Marmita Intocada' }))).body.product;
      const size = (composition: unknown) => ({ sizes: [{ name: 'pequeno', price: 18, composition }] });
      const bad: [string, Record<string, unknown>, string][] = [
        ['min above max', size([{ type: 'Proteína', min: 2, max: 1 }]), 'O mínimo de Proteína não pode ser maior que o máximo.'],
        ['an unknown type', size([{ type: 'Massa', min: 0, max: 1 }]), 'Tipo de prato desconhecido'],
        ['a type twice', size([{ type: 'Salada', min: 0, max: 1 }, { type: 'salada', min: 1, max: 1 }]), 'O tipo Salada aparece mais de uma vez'],
        ['a negative min', size([{ type: 'Grão', min: -1, max: 1 }]), 'O mínimo de Grão deve ser um número inteiro'],
        ['max 0', size([{ type: 'Grão', min: 0, max: 0 }]), 'O máximo de Grão deve ser um número inteiro de 1 a 20'],
        ['max as text', size([{ type: 'Grão', min: 0, max: 'dois' }]), 'O máximo de Grão'],
        ['not a list', size({ type: 'Proteína', min: 1, max: 1 }), 'A composição do tamanho deve ser uma lista'],
        ['an entry that is not an object', size(['Proteína']), 'Cada regra da composição'],
        ['minimums over the dish limit', size([{ type: 'Proteína', min: 3, max: 3 }, { type: 'Acompanhamento', min: 2, max: 2 }]), 'pede pelo menos 5 pratos, mas a quentinha leva no máximo 4'],
        ['a dish limit below the minimums', { max_items_per_quentinha: 2 }, 'pede pelo menos 3 pratos, mas a quentinha leva no máximo 2'],
        ['an extra id the product does not have', { extras: [{ id: randomUUID(), name: 'Ovo', price: 3 }] }, 'não pertence a este produto'],
        ['two extras with one name', { extras: [{ name: 'Ovo', price: 3 }, { name: ' ovo ', price: 2 }] }, 'Já existe um adicional "ovo" neste produto'],
        ['an extra without a name', { extras: [{ name: ' ', price: 3 }] }, 'Informe o nome de cada adicional.'],
        ['an extra with a negative price', { extras: [{ name: 'Ovo', price: -1 }] }, 'Informe um preço válido para o adicional'],
        ['an extra with 3 decimals', { extras: [{ name: 'Ovo', price: 3.005 }] }, 'Informe um preço válido para o adicional'],
        ['an extra that is not an object', { extras: ['Ovo'] }, 'Cada adicional deve ser um objeto'],
        ['extras that are not a list', { extras: 'Ovo' }, 'Informe os adicionais (extras) como uma lista.'],
        ['extras null', { extras: null }, 'Informe os adicionais (extras) como uma lista.'],
        ['a composition on a drink', { category: 'bebida', extras: [] }, 'Composição e adicionais valem só para quentinhas.'],
      ];
      for (const [label, body, message] of bad) {
        const res = await admin.put(`/api/products/${base.id}`, body);
        expect([label, res.status]).toEqual([label, 400]);
        expect([label, res.body.message]).toEqual([label, expect.stringContaining(message)]);
        expect([label, isPortugueseError(res.body)]).toEqual([label, true]);
      }
      const drink = await admin.put(`/api/products/${c.drink.id}`, { extras: [{ name: 'Gelo', price: 1 }] });
      expect(drink.status).toBe(400);
      expect(drink.body.message).toBe('Composição e adicionais valem só para quentinhas.');
      const created = await admin.post('/api/products', { name: 'Suco Detox', category: 'bebida', sizes: [{ name: 'medio', price: 8, composition: P_RULES }] });
      expect(created.status).toBe(400);
      expect(created.body.message).toBe('Composição e adicionais valem só para quentinhas.');
      expect(await t.db.getRepository(Product).countBy({ name: 'Suco Detox' })).toBe(0);

      const after = (await admin.get(`/api/products/${base.id}`)).body.product;
      expect(after).toEqual({ ...base, updated_at: after.updated_at });
      expect(after.updated_at).toBe(base.updated_at);
    });

    it('needs login (401) and the admin or staff role (403) to write rules', async () => {
      const body = marmita({ name: 'Marmita Proibida' });
      expect((await guest.post('/api/products', body)).status).toBe(401);
      for (const role of ['customer', 'delivery', 'kitchen'] as const) {
        expect([role, (await bed.users[role].http.post('/api/products', body)).status]).toEqual([role, 403]);
        expect([role, (await bed.users[role].http.put(`/api/products/${c.quentinha.id}`, { extras: [] })).status]).toEqual([role, 403]);
      }
    });
  });

  describe('orders', () => {
    let product: { id: string; extras: { id: string; name: string }[] };
    beforeAll(async () => {
      product = (await admin.post('/api/products', marmita({ name: 'Marmita do Pedido' }))).body.product;
    });
    const small = (dishes: string[], over: Record<string, unknown> = {}) => ({
      product_id: product.id,
      size: 'pequeno',
      quantity: 1,
      chosen_dishes: dishes,
      ...over,
    });

    it("P: a second protein, a missing protein or a salad is refused naming the type; nothing is written", async () => {
      const before = await countOrderRows(t);
      const cases: [string[], string][] = [
        [[beef.id, chicken.id, rice()], 'Escolha no máximo 1 Proteína: "Marmita do Pedido" (Pequena).'],
        [[rice(), beans()], 'Escolha 1 Proteína: "Marmita do Pedido" (Pequena).'],
        [[beef.id, rice()], 'Escolha 2 Acompanhamentos: "Marmita do Pedido" (Pequena).'],
        [[beef.id, rice(), beans(), lettuce.id], 'Esta quentinha não leva Salada: "Marmita do Pedido" (Pequena).'],
      ];
      for (const [dishes, message] of cases) {
        const res = await place(guest, [small(dishes)]);
        expect([dishes, res.status, res.body.message]).toEqual([dishes, 400, message]);
      }
      // the team's phone orders ('Adicionar Pedido') follow the same rule
      const phone = await place(bed.users.staff.http, [small([beef.id, chicken.id, rice()])]);
      expect(phone.status).toBe(400);
      expect(phone.body.message).toContain('Proteína');
      expect(await countOrderRows(t)).toEqual(before);
    });

    it('1 protein + 2 sides with extras: priced by the server, extras on the line, costs only for the back office', async () => {
      const [egg, bacon] = product.extras;
      const res = await place(guest, [
        small([rice(), beef.id, beans()], { quantity: 2, extras: [bacon.id, egg.id], price: 1, unit_price: 1 }),
        small([chicken.id, rice(), beans()]),
      ]);
      expect(res.status).toBe(201);
      const [first, second] = res.body.data.items;
      expect(first).toMatchObject({ unit_price: 25.5, total_price: 51, chosen_dishes: ['Arroz Branco', 'Bife Acebolado', 'Feijão Carioca'] });
      expect(first.extras).toEqual([
        { id: egg.id, name: 'Ovo frito', price: 3 },
        { id: bacon.id, name: 'Bacon', price: 4.5 },
      ]);
      expect(first).not.toHaveProperty('unit_cost');
      expect(second).toMatchObject({ unit_price: 18, extras: [] });
      // R$ 51 + R$ 18 + the fixture's pickup: no fee
      expect(res.body.data.total_amount).toBe(69);

      const office = (await admin.get(`/api/orders/${res.body.data.id}`)).body.data;
      // 7 + 0,80 + 1,50 per box
      expect(office.items[0]).toMatchObject({ unit_cost: 9.3, extras: first.extras });
      expect(office.total_cost).toBe(25.6);
      const kitchen = (await bed.users.kitchen.http.get(`/api/orders/${res.body.data.id}`)).body.data;
      expect(kitchen.items[0].extras).toEqual(first.extras);
      expect(kitchen.items[0]).not.toHaveProperty('unit_cost');
      const tracked = (await guest.get(`/api/orders/track/${res.body.data.tracking_token}`)).body.data;
      expect(tracked.items[0].extras).toEqual(first.extras);

      // the line keeps the extras as sold: renaming or repricing them later changes no order
      await admin.put(`/api/products/${product.id}`, { extras: [{ id: egg.id, name: 'Ovo', price: 5 }] });
      const again = (await admin.get(`/api/orders/${res.body.data.id}`)).body.data;
      expect(again.items[0]).toMatchObject({ unit_price: 25.5, extras: first.extras });
      const row = await t.db.getRepository(OrderItem).findOneByOrFail({ id: first.id });
      expect(row.extras).toEqual([
        { id: egg.id, name: 'Ovo frito', price_cents: 300, cost_cents: 80 },
        { id: bacon.id, name: 'Bacon', price_cents: 450, cost_cents: 150 },
      ]);
      product = (await admin.get(`/api/products/${product.id}`)).body.product;
    });

    it('refuses an unknown extra, one chosen twice, an extra on a drink and a malformed list', async () => {
      const before = await countOrderRows(t);
      const [egg] = product.extras;
      const box = [rice(), beef.id, beans()];
      const unknown = await place(guest, [small(box, { extras: [randomUUID()] })]);
      expect([unknown.status, unknown.body.message]).toEqual([400, 'Adicional não encontrado em "Marmita do Pedido": escolha um dos adicionais do produto.']);
      // an extra the owner removed is unknown too
      const removed = await place(guest, [small(box, { extras: [randomUUID(), egg.id] })]);
      expect(removed.status).toBe(400);
      const twice = await place(guest, [small(box, { extras: [egg.id, egg.id] })]);
      expect([twice.status, twice.body.message]).toEqual([400, `O adicional "${egg.name}" foi escolhido mais de uma vez para "Marmita do Pedido".`]);
      const onDrink = await place(guest, [{ product_id: c.drink.id, size: 'medio', quantity: 1, extras: [egg.id] }]);
      expect([onDrink.status, onDrink.body.message]).toEqual([400, 'Adicional não encontrado em "Suco de Laranja": escolha um dos adicionais do produto.']);
      for (const extras of ['ovo', [1], [null], { 0: egg.id }, Array.from({ length: 21 }, () => egg.id)]) {
        const res = await place(guest, [small(box, { extras })]);
        expect([JSON.stringify(extras).slice(0, 40), res.status]).toEqual([JSON.stringify(extras).slice(0, 40), 400]);
        expect(isPortugueseError(res.body)).toBe(true);
      }
      expect(await countOrderRows(t)).toEqual(before);
    });

    it('a size without composition keeps only the dish limit, as before', async () => {
      const big = await place(guest, [{ product_id: product.id, size: 'grande', quantity: 1, chosen_dishes: [beef.id, chicken.id, lettuce.id] }]);
      expect(big.status).toBe(201);
      expect(big.body.data.items[0]).toMatchObject({ unit_price: 26, extras: [] });
      const tooMany = await place(guest, [
        { product_id: product.id, size: 'grande', quantity: 1, chosen_dishes: [beef.id, chicken.id, lettuce.id, rice(), beans()] },
      ]);
      expect([tooMany.status, tooMany.body.message]).toEqual([400, 'Escolha de 1 a 4 pratos para "Marmita do Pedido".']);
      // the fixture's quentinha has no composition at all: three sides are fine
      const plain = await place(guest, [{ product_id: c.quentinha.id, size: 'medio', quantity: 1, chosen_dishes: [rice(), beans(), c.dishes[3].id] }]);
      expect(plain.status).toBe(201);
    });
  });
});
