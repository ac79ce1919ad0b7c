import { Order } from '../../src/modules/orders/order.entity.js';
import { Factories, type TestUser } from '../support/factories.js';
import type { HttpResponse } from '../support/http.js';
import { expectAllRefused, type MalformedCase, malformedBodies } from '../support/malformed.js';
import {
  countOrderRows,
  newOrderIn,
  type OrderCatalog,
  orderBody,
} from '../support/order-fixtures.js';
import { startOrderApp } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

const LONG = 'x'.repeat(10_000);

describe('orders refuse malformed bodies with a Portuguese 4xx and change nothing', () => {
  let t: TestApp, f: Factories, c: OrderCatalog;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, f, c } = await startOrderApp());
    admin = await f.newUser({ role: 'admin' });
  });
  afterAll(() => t.close());

  it('POST /api/orders', async () => {
    const valid = orderBody(c);
    const line = (valid.items as Record<string, unknown>[])[0];
    const withItem = (over: Record<string, unknown>) => ({ ...valid, items: [{ ...line, ...over }] });
    const nested = (key: string, value: unknown) => ({ ...valid, [key]: value });
    const extra: MalformedCase[] = [
      ['customer name of 10 000 chars', nested('customer', { name: LONG, phone: '11987654321' })],
      ['customer name of 1 char', nested('customer', { name: 'A', phone: '11987654321' })],
      ['customer name as a number', nested('customer', { name: 42, phone: '11987654321' })],
      ['customer without phone', nested('customer', { name: 'Maria' })],
      ['phone as an object', nested('customer', { name: 'Maria', phone: { ddd: 11 } })],
      ['phone of 10 000 digits', nested('customer', { name: 'Maria', phone: '9'.repeat(10_000) })],
      ['unknown key inside customer', nested('customer', { name: 'Maria', phone: '11987654321', role: 'admin' })],
      ['no items', nested('items', [])],
      ['51 lines', nested('items', Array(51).fill(line))],
      ['items of numbers', nested('items', [1])],
      ['a null item', nested('items', [null])],
      ['an array as an item', nested('items', [[line]])],
      ['item without product', withItem({ product_id: undefined })],
      ['product id of 10 000 chars', withItem({ product_id: LONG })],
      ['product id as a number', withItem({ product_id: 7 })],
      ['quantity 0', withItem({ quantity: 0 })],
      ['quantity 100', withItem({ quantity: 100 })],
      ['quantity 1.5', withItem({ quantity: 1.5 })],
      ['quantity as text', withItem({ quantity: '2' })],
      ['quantity -1', withItem({ quantity: -1 })],
      ['quantity null', withItem({ quantity: null })],
      ['size as a number', withItem({ size: 3 })],
      ['size of 10 000 chars', withItem({ size: LONG })],
      ['dishes as text', withItem({ chosen_dishes: 'Arroz Branco' })],
      ['dishes of numbers', withItem({ chosen_dishes: [1] })],
      ['21 dishes', withItem({ chosen_dishes: Array(21).fill('Arroz Branco') })],
      ['a dish of 10 000 chars', withItem({ chosen_dishes: [LONG] })],
      ['unknown key inside an item', withItem({ discount: 100 })],
      ['delivery by drone', nested('delivery', { type: 'drone' })],
      ['delivery without address and neighbourhood', nested('delivery', { type: 'delivery' })],
      [
        'delivery address of 301 chars',
        nested('delivery', { type: 'delivery', neighborhood: c.neighborhood.id, address: 'r'.repeat(301) }),
      ],
      ['neighbourhood as a number', nested('delivery', { type: 'delivery', neighborhood: 5, address: 'Rua A' })],
      ['unknown key inside delivery', nested('delivery', { type: 'pickup', when: 'agora' })],
      ['payment by bitcoin', nested('payment', { method: 'bitcoin' })],
      ['payment without method', nested('payment', {})],
      ['negative change_for', nested('payment', { method: 'cash', change_for: -5 })],
      ['change_for as text', nested('payment', { method: 'cash', change_for: 'cinquenta' })],
      ['change_for of a billion', nested('payment', { method: 'cash', change_for: 1e9 })],
      ['unknown key inside payment', nested('payment', { method: 'pix', status: 'paid' })],
      ['notes of 501 chars', { ...valid, notes: 'n'.repeat(501) }],
      ['notes as a number', { ...valid, notes: 5 }],
      ['order_date not a date', { ...valid, order_date: 'amanhã' }],
      ['status as a number', { ...valid, status: 5 }],
    ];
    const cases = malformedBodies(valid, { required: ['customer', 'items', 'delivery', 'payment'], extra });
    const before = await countOrderRows(t);
    await expectAllRefused((body) => f.anonymous().post('/api/orders', body), cases);
    // the same sweep for a signed-in admin (phone orders use the same body)
    await expectAllRefused(
      (body) => admin.http.post('/api/orders', body),
      [...extra, ['admin with an impossible order_date', { ...valid, order_date: '2030-02-30' }]],
    );
    expect(await countOrderRows(t)).toEqual(before);
  });

  it('PUT /api/orders/:id', async () => {
    const id = await newOrderIn(t, c, f.anonymous(), 'pending', null, 'pickup');
    const valid = {
      customer_name: 'Fulano de Tal',
      whatsapp: '11999998888',
      delivery: { isDelivery: false },
      timing: { orderDate: '2030-01-01' },
      status: 'confirmed',
    };
    const extra: MalformedCase[] = [
      ['status unknown', { status: 'voando' }],
      ['status {current: 5}', { status: { current: 5 } }],
      ['an impossible date', { timing: { orderDate: '2030-02-30' } }],
      ['timing without date', { timing: {} }],
      ['isDelivery as text', { delivery: { isDelivery: 'sim' } }],
      ['delivery without isDelivery', { delivery: { address: { street: 'Rua A' } } }],
      [
        'street of 301 chars',
        { delivery: { isDelivery: true, address: { street: 's'.repeat(301), neighborhood: c.neighborhood.id } } },
      ],
      [
        'delivery to an unknown neighbourhood',
        { delivery: { isDelivery: true, address: { street: 'Rua A', neighborhood: 'Atlântida' } } },
      ],
      [
        'delivery without neighbourhood on a pickup order',
        { delivery: { isDelivery: true, address: { street: 'Rua A' } } },
      ],
      ['whatsapp of 3 digits', { whatsapp: '123' }],
      ['payment_status unknown', { payment_status: 'talvez' }],
      ['payment_method unknown', { payment_method: 'bitcoin' }],
      ['negative change_for', { change_for: -1 }],
      ['notes of 501 chars', { notes: 'n'.repeat(501) }],
      ['customer_name of 1 char', { customer_name: 'A' }],
      ['only fields the server ignores', { totals: { total: 1 } }],
    ];
    const read = () => t.db.getRepository(Order).findOneByOrFail({ id });
    const before = await read();
    await expectAllRefused((body) => admin.http.put(`/api/orders/${id}`, body), malformedBodies(valid, { extra }));
    expect(await read()).toEqual(before);
  });

  it('PUT and PATCH /api/orders/:id/status', async () => {
    const id = await newOrderIn(t, c, f.anonymous());
    const cases = malformedBodies(
      { status: 'confirmed' },
      {
        required: ['status'],
        extra: [
          ['status unknown', { status: 'voando' }],
          ['{current: {}}', { status: { current: {} } }],
        ],
      },
    );
    const read = () => t.db.getRepository(Order).findOneByOrFail({ id });
    const before = await read();
    await expectAllRefused((body): Promise<HttpResponse> => admin.http.put(`/api/orders/${id}/status`, body), cases);
    await expectAllRefused((body): Promise<HttpResponse> => admin.http.patch(`/api/orders/${id}/status`, body), cases);
    expect(await read()).toEqual(before);
  });
});
