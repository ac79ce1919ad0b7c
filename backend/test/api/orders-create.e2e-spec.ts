import { randomUUID } from 'node:crypto';
import { DomainEvents, type DomainEventMap } from '../../src/common/events/domain-events.js';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { DailyMenu } from '../../src/modules/daily-menus/daily-menu.entity.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Factories } from '../support/factories.js';
import type { HttpResponse } from '../support/http.js';
import { countOrderRows, type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { startOrderApp } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

describe('POST /api/orders', () => {
  let t: TestApp, f: Factories, c: OrderCatalog;
  beforeAll(async () => {
    ({ t, f, c } = await startOrderApp());
  });
  afterAll(() => t.close());

  const post = (body: unknown, headers: Record<string, string> = {}): Promise<HttpResponse> =>
    f.anonymous().post('/api/orders', body, headers);

  describe('pricing comes from the server', () => {
    it('creates a guest pickup order priced from the catalogue, with a tracking token', async () => {
      const res = await post(orderBody(c));
      expect(res.status).toBe(201);
      // the guest's copy has no costs nor staff ids (DECISIONS 9.6): the back office reads them
      const { http: admin } = await f.newUser({ role: 'admin' });
      const o = { ...res.body.data, ...(await admin.get(`/api/orders/${res.body.data.id}`)).body.data, tracking_token: res.body.data.tracking_token };
      expect(res.body.data).not.toHaveProperty('total_cost');
      expect(o).toMatchObject({
        customer_name: 'Maria da Silva',
        whatsapp: '11987654321',
        customer_user_id: null,
        status: 'pending',
        payment_status: 'pending',
        payment_method: 'pix',
        is_delivery: false,
        delivery_fee: 0,
        subtotal: 46,
        total_amount: 46,
        total_cost: 18.5,
        source: 'website',
        created_by: null,
        created_by_name: 'website',
        change_for: null,
      });
      expect(o.items).toEqual([
        expect.objectContaining({
          product_name: 'Quentinha Tradicional',
          size: 'medio',
          quantity: 2,
          unit_price: 20,
          total_price: 40,
          unit_cost: 8,
          chosen_dishes: ['Arroz Branco', 'Frango Grelhado'],
        }),
        expect.objectContaining({
          product_name: 'Suco de Laranja',
          category: 'bebida',
          quantity: 1,
          unit_price: 6,
          chosen_dishes: [],
        }),
      ]);
      expect(o.tracking_token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      expect(o.order_number).toBeGreaterThan(0);
      expect(o.status_history).toEqual([expect.objectContaining({ from: null, to: 'pending', by_name: 'website' })]);
    });

    it('ignores prices, fees and totals sent by the client', async () => {
      const body = orderBody(c, {
        items: [
          {
            product_id: c.quentinha.id,
            quantity: 1,
            size: 'grande',
            chosen_dishes: ['Arroz Branco'],
            price: 0.01,
            cost: 0,
            name: 'Quentinha G',
            category: 'bebida',
          },
        ],
        delivery: { type: 'delivery', address: 'Rua das Flores, 10', neighborhood: c.neighborhood.id, fee: 0 },
        totals: { total: 1, deliveryFee: 0 },
        total_amount: 1,
      });
      const res = await post(body);
      expect(res.status).toBe(201);
      const { http: admin } = await f.newUser({ role: 'admin' });
      expect((await admin.get(`/api/orders/${res.body.data.id}`)).body.data).toMatchObject({
        subtotal: 25,
        delivery_fee: 7.5,
        total_amount: 32.5,
        total_cost: 17.5,
        is_delivery: true,
        delivery_neighborhood: 'Centro',
        delivery_address: 'Rua das Flores, 10',
      });
      const stored = await t.db.getRepository(Order).findOneByOrFail({ id: res.body.data.id });
      expect(stored.total_amount_cents).toBe(3250);
    });

    it('keeps change only for cash and refuses change below the total', async () => {
      const cash = await post(orderBody(c, { payment: { method: 'cash', change_for: 50 } }));
      expect(cash.status).toBe(201);
      expect(cash.body.data.change_for).toBe(50);
      const pix = await post(orderBody(c, { payment: { method: 'pix', change_for: 50 } }));
      expect(pix.body.data.change_for).toBeNull();
      const noChange = await post(orderBody(c, { payment: { method: 'dinheiro', change_for: null } }));
      expect(noChange.body.data).toMatchObject({ payment_method: 'cash', change_for: null });
      const low = await post(orderBody(c, { payment: { method: 'cash', change_for: 40 } }));
      expect(low.status).toBe(400);
      expect(low.body.message).toBe('O valor para troco deve ser igual ou maior que o total do pedido (R$ 46,00).');
    });

    it('links a signed-in customer and records admin phone orders as such', async () => {
      const customer = await f.newUser({ role: 'customer', name: 'Cliente Logado' });
      const mine = await customer.http.post('/api/orders', orderBody(c));
      expect(mine.status).toBe(201);
      expect(mine.body.data).toMatchObject({
        customer_user_id: customer.user.id,
        source: 'website',
        created_by_name: 'website',
      });

      const admin = await f.newUser({ role: 'admin', name: 'Ana Admin' });
      const phone = await admin.http.post(
        '/api/orders',
        orderBody(c, { order_date: '2030-01-15', status: 'confirmado' }),
      );
      expect(phone.status).toBe(201);
      expect(phone.body.data).toMatchObject({
        source: 'admin',
        created_by: admin.user.id,
        created_by_name: 'Ana Admin',
        order_date: '2030-01-15',
        status: 'confirmed',
        customer_user_id: null,
      });

      // the team starts an order as pending or confirmed, never further on
      const before = await countOrderRows(t);
      for (const status of ['delivered', 'preparing', 'em_rota', 'cancelled']) {
        const skipped = await admin.http.post('/api/orders', orderBody(c, { status }));
        expect([status, skipped.status, skipped.body.message]).toEqual([
          status,
          400,
          'Pedidos lançados pela equipe começam como pendente ou confirmado.',
        ]);
      }
      expect(await countOrderRows(t)).toEqual(before);

      // a guest cannot choose the status or the date
      const guest = await post(orderBody(c, { order_date: '2030-01-15', status: 'delivered' }));
      expect(guest.status).toBe(201);
      expect(guest.body.data.status).toBe('pending');
      expect(guest.body.data.order_date).not.toBe('2030-01-15');
    });
    it('publishes order.created once committed, the token beside the order and not inside it', async () => {
      const seen: DomainEventMap['order.created'][] = [];
      const off = t.app.get(DomainEvents).on('order.created', (e) => seen.push(e));
      const res = await post(orderBody(c));
      await post(orderBody(c, { items: [] }));
      off();
      expect(seen).toHaveLength(1);
      expect(seen[0].order).toMatchObject({ id: res.body.data.id, status: 'pending', total_amount: 46 });
      expect(seen[0].order.tracking_token).toBeUndefined();
      expect(seen[0].trackingToken).toBe(res.body.data.tracking_token);
    });
  });

  describe('catalogue rules', () => {
    const item = (over: Record<string, unknown>) => ({
      product_id: c.quentinha.id,
      quantity: 1,
      size: 'medio',
      chosen_dishes: ['Arroz Branco'],
      ...over,
    });
    const cases: [string, () => Record<string, unknown>, string][] = [
      [
        'no dishes for a quentinha',
        () => item({ chosen_dishes: [] }),
        'Escolha de 1 a 3 pratos para "Quentinha Tradicional".',
      ],
      [
        'more dishes than the product allows',
        () => item({ chosen_dishes: c.dishes.map((d) => d.name) }),
        'Escolha de 1 a 3 pratos para "Quentinha Tradicional".',
      ],
      ['an inactive dish', () => item({ chosen_dishes: ['Lasanha'] }), 'O prato "Lasanha" não está disponível.'],
      ['an unknown dish', () => item({ chosen_dishes: ['Caviar'] }), 'O prato "Caviar" não está disponível.'],
      [
        "a dish not on today's menu",
        () => item({ chosen_dishes: ['Peixe Frito'] }),
        'O prato "Peixe Frito" não está no cardápio do dia.',
      ],
      [
        'the same dish twice',
        () => item({ chosen_dishes: ['Arroz Branco', 'ARROZ BRANCO'] }),
        'O prato "Arroz Branco" foi escolhido mais de uma vez para "Quentinha Tradicional".',
      ],
      [
        'an inactive product',
        () => item({ product_id: c.inactiveProduct.id }),
        'O produto "Quentinha Fitness" não está disponível.',
      ],
      [
        'an unknown product',
        () => item({ product_id: randomUUID() }),
        'O produto do item 1 não existe mais no cardápio.',
      ],
      [
        'a size the product does not have',
        () => item({ size: 'familia' }),
        'O tamanho "familia" não está disponível para "Quentinha Tradicional".',
      ],
      [
        'a size that does not exist',
        () => item({ size: 'gigante' }),
        'O tamanho "gigante" não está disponível para "Quentinha Tradicional".',
      ],
      [
        'a drink with dishes',
        () => ({ product_id: c.drink.id, quantity: 1, size: 'medio', chosen_dishes: ['Arroz Branco'] }),
        'O produto "Suco de Laranja" não leva pratos.',
      ],
    ];
    it.each(cases)('refuses %s', async (_name, line, message) => {
      const before = await countOrderRows(t);
      const res = await post(orderBody(c, { items: [line()] }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await countOrderRows(t)).toEqual(before);
    });

    it('takes a menu saved with no dishes as no menu: any active dish can be ordered', async () => {
      const menus = t.db.getRepository(DailyMenu);
      const today = await menus.findOneByOrFail({ date: todaySaoPaulo() });
      await menus.update(today.id, { dishes: [] });
      try {
        const res = await post(orderBody(c, { items: [item({ chosen_dishes: ['Peixe Frito'] })] }));
        expect(res.status).toBe(201);
        expect(res.body.data.items[0].chosen_dishes).toEqual(['Peixe Frito']);
      } finally {
        await menus.update(today.id, { dishes: today.dishes });
      }
    });

    it('accepts size letters and dish ids', async () => {
      const res = await post(
        orderBody(c, { items: [item({ size: 'G', chosen_dishes: [c.dishes[0].id, 'salada verde'] })] }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data.items[0]).toMatchObject({ size: 'grande', chosen_dishes: ['Arroz Branco', 'Salada Verde'] });
    });

    it('refuses an inactive or unknown neighbourhood and an empty address', async () => {
      for (const neighborhood of [c.inactiveNeighborhood.id, randomUUID()]) {
        const res = await post(orderBody(c, { delivery: { type: 'delivery', address: 'Rua A, 1', neighborhood } }));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('O bairro escolhido não está disponível para entrega.');
      }
      const noAddress = await post(
        orderBody(c, { delivery: { type: 'delivery', address: '   ', neighborhood: c.neighborhood.id } }),
      );
      expect(noAddress.body.message).toBe('Por favor, informe o endereço completo para entrega.');
      const noPlace = await post(orderBody(c, { delivery: { type: 'delivery', address: 'Rua A, 1' } as never }));
      expect(noPlace.body.message).toBe('Por favor, selecione um bairro para entrega.');
    });

    it('normalises the WhatsApp number and refuses one without 11 digits', async () => {
      const ok = await post(orderBody(c, { customer: { name: 'João', phone: '+55 (21) 99876-5432' } }));
      expect(ok.body.data.whatsapp).toBe('21998765432');
      const bad = await post(orderBody(c, { customer: { name: 'João', phone: '9876-5432' } }));
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Por favor, informe o WhatsApp com 11 dígitos (DDD + número).');
    });
  });

  describe('idempotency', () => {
    it('answers a repeated key with the same body with the same order and never creates a second one', async () => {
      const key = randomUUID();
      const first = await post(orderBody(c), { 'idempotency-key': key });
      // the same request, its keys in another order: the same request all the same
      const again = await post(Object.fromEntries(Object.entries(orderBody(c)).reverse()), { 'idempotency-key': key });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.data.id).toBe(first.body.data.id);
      expect(again.body.data.order_number).toBe(first.body.data.order_number);
      expect(await t.db.getRepository(Order).countBy({ idempotency_key: key })).toBe(1);
    });

    it('refuses the same key with another body with 422, revealing nothing of the first order', async () => {
      const key = randomUUID();
      const first = await post(orderBody(c), { 'idempotency-key': key });
      expect(first.status).toBe(201);
      const before = await countOrderRows(t);
      const other = await post(orderBody(c, { notes: 'outro corpo' }), { 'idempotency-key': key });
      expect(other.status).toBe(422);
      expect(other.body).toEqual({
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'Esta chave de idempotência já foi usada com um pedido diferente: gere uma chave nova para um pedido novo.',
      });
      expect(JSON.stringify(other.body)).not.toContain(first.body.data.id);
      expect(await countOrderRows(t)).toEqual(before);
    });

    it('creates exactly one order from 5 parallel requests with one key', async () => {
      const key = randomUUID();
      const before = await countOrderRows(t);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => post(orderBody(c), { 'idempotency-key': key })),
      );
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
      expect(await countOrderRows(t)).toEqual({ orders: before.orders + 1, items: before.items + 2 });
    });

    it('takes keys of 8 to 200 visible characters and refuses any other with a 400', async () => {
      for (const key of ['k'.repeat(7), 'k'.repeat(201), 'chave com espaço']) {
        const res = await post(orderBody(c), { 'idempotency-key': key });
        expect([key.length, res.status, res.body.message]).toEqual([
          key.length,
          400,
          'O cabeçalho Idempotency-Key deve ter de 8 a 200 caracteres visíveis.',
        ]);
      }
      for (const key of ['k'.repeat(8), `${randomUUID()}-${'k'.repeat(160)}`.slice(0, 200)]) {
        expect((await post(orderBody(c), { 'idempotency-key': key })).status).toBe(201);
      }
    });
  });

  it('numbers on from the highest order when the counter is missing (a database seeded or restored without it)', async () => {
    const last = (await post(orderBody(c))).body.data.order_number as number;
    await t.db.query(`DELETE FROM counters WHERE name = 'order_number'`);
    const next = [await post(orderBody(c)), await post(orderBody(c))];
    expect(next.map((r) => [r.status, r.body.data.order_number])).toEqual([
      [201, last + 1],
      [201, last + 2],
    ]);
  });

  it('creates 20 orders at once, all 201 with distinct sequential numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(orderBody(c, { notes: `pedido ${i}` }))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.body.data.order_number as number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19] - numbers[0]).toBe(19);
  });
});
