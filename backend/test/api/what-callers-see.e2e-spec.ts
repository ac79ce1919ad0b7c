import { Factories } from '../support/factories.js';
import { newOrderIn, orderBody, type OrderCatalog } from '../support/order-fixtures.js';
import { startOrderApp } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

/**
 * DECISIONS 9.6: guests, customers and the tracking page never get the business's costs, other
 * users' emails or staff ids; the back office gets the full shape.
 */
const HIDDEN_ORDER_FIELDS = ['total_cost', 'delivery_user', 'delivery_user_id', 'created_by'];

function expectPublicOrder(order: Record<string, any>) {
  for (const field of HIDDEN_ORDER_FIELDS) expect(order).not.toHaveProperty(field);
  for (const item of order.items) expect(item).not.toHaveProperty('unit_cost');
  for (const change of order.status_history) expect(change).not.toHaveProperty('by_user_id');
  expect(order.total_amount).toBeGreaterThan(0);
}

describe('what each caller sees', () => {
  let t: TestApp, f: Factories, c: OrderCatalog;
  beforeAll(async () => {
    ({ t, f, c } = await startOrderApp());
  });
  afterAll(() => t.close());

  it('a guest: the order placed and the tracking page, without costs or staff ids', async () => {
    const guest = f.anonymous();
    const created = await guest.post('/api/orders', orderBody(c));
    expect(created.status).toBe(201);
    expectPublicOrder(created.body.data);
    const { user: admin, http: adminHttp } = await f.newUser({ role: 'admin' });
    await adminHttp.put(`/api/orders/${created.body.data.id}/status`, { status: 'confirmed' });
    const tracked = await guest.get(`/api/orders/track/${created.body.data.tracking_token}`);
    expect(tracked.status).toBe(200);
    expectPublicOrder(tracked.body.data);
    expect(JSON.stringify(tracked.body)).not.toContain(admin.id);
    expect(JSON.stringify(tracked.body)).not.toContain(admin.email);
  });

  it('a customer: own orders listed and read one by one, without costs', async () => {
    const { http: customer } = await f.newUser({ role: 'customer' });
    expect((await customer.post('/api/orders', orderBody(c))).status).toBe(201);
    const list = await customer.get('/api/orders?mine=true');
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const order of list.body.data) expectPublicOrder(order);
    expectPublicOrder((await customer.get(`/api/orders/${list.body.data[0].id}`)).body.data);
  });

  it('the back office: the whole order, costs included', async () => {
    const { http: admin } = await f.newUser({ role: 'admin' });
    const id = await newOrderIn(t, c, admin);
    const order = (await admin.get(`/api/orders/${id}`)).body.data;
    expect(order.total_cost).toBeGreaterThan(0);
    expect(order.items[0]).toHaveProperty('unit_cost');
  });

  it('the menu: prices for everyone, costs for the back office only', async () => {
    const publicMenu = (await f.anonymous().get('/api/products')).body.products;
    expect(publicMenu.length).toBeGreaterThan(0);
    expect(JSON.stringify(publicMenu)).not.toContain('"cost"');
    expect(publicMenu[0].sizes[0].price).toBeGreaterThan(0);
    const { http: customer } = await f.newUser({ role: 'customer' });
    expect(JSON.stringify((await customer.get(`/api/products/${publicMenu[0].id}`)).body)).not.toContain('"cost"');
    const { http: admin } = await f.newUser({ role: 'admin' });
    expect((await admin.get('/api/products')).body.products[0].sizes[0]).toHaveProperty('cost');
  });
});
