import { hasValidCrc, parseBrCode } from '@quentinha/shared/pix/br-code';
import { SocketPool } from '../realtime/socket-client.js';
import { type Factories, startAppWithFactories } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { type OrderCatalog, orderBody, seedOrderCatalog } from '../support/order-fixtures.js';
import { STORE_SETTINGS } from '../support/store-settings.js';
import type { TestApp } from '../support/test-app.js';

// a long name and city with accents: the code carries them cut and plain
const STORE = {
  ...STORE_SETTINGS,
  pix: { ...STORE_SETTINGS.pix, merchant_name: 'Marmitaria Família da Vó Joana', merchant_city: 'São José dos Campos' },
};

const fieldsOf = (code: string) => Object.fromEntries(parseBrCode(code).map((f) => [f.id, f.value]));

describe('PIX copia-e-cola on orders (DECISIONS 9.5)', () => {
  let t: TestApp, f: Factories, c: OrderCatalog, admin: HttpClient, staff: HttpClient, kitchen: HttpClient;
  const sockets = new SocketPool();

  beforeAll(async () => {
    ({ t, f } = await startAppWithFactories());
    c = await seedOrderCatalog(t);
    admin = (await f.newUser({ role: 'admin' })).http;
    staff = (await f.newUser({ role: 'staff' })).http;
    kitchen = (await f.newUser({ role: 'kitchen' })).http;
  });
  afterAll(() => sockets.closeWith(t));

  it('without a PIX key, a PIX order keeps the first path: pending, no code', async () => {
    const res = await f.anonymous().post('/api/orders', orderBody(c));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', payment_status: 'pending', pix: null });
  });

  describe('with the store key set in Dados da Loja', () => {
    let order: { id: string; tracking_token: string; order_number: number; pix: { copia_e_cola: string; txid: string } };

    beforeAll(async () => {
      expect((await admin.put('/api/settings/store', STORE)).status).toBe(200);
    });

    it('a PIX order waits for payment and carries a valid code with the total, key, name and city', async () => {
      const adminSocket = await sockets.connect(t.baseUrl, { cookie: admin.cookieHeader });
      const kitchenSocket = await sockets.connect(t.baseUrl, { cookie: kitchen.cookieHeader });
      const res = await f.anonymous().post('/api/orders', orderBody(c));
      expect(res.status).toBe(201);
      order = res.body.data;
      // 2 x R$ 20 + R$ 6, pickup
      expect(res.body.data).toMatchObject({ status: 'awaiting_payment', payment_status: 'pending', total_amount: 46 });
      const { copia_e_cola, txid } = order.pix;
      // the reference the cards and the tracking page show ('#d94820'), upper case (DECISIONS 10.9)
      expect(txid).toBe(`PEDIDO${order.id.slice(-6).toUpperCase()}`);
      expect(hasValidCrc(copia_e_cola)).toBe(true);
      const fields = fieldsOf(copia_e_cola);
      expect(fields['54']).toBe('46.00');
      expect(fieldsOf(fields['26'])).toEqual({ '00': 'br.gov.bcb.pix', '01': '11222333000181' });
      expect(fields['59']).toBe('Marmitaria Familia da Vo');
      expect(fields['60']).toBe('Sao Jose dos Ca');
      expect(fieldsOf(fields['62'])).toEqual({ '05': txid });

      // the admin's board hears of it; the kitchen does not (not paid yet)
      await adminSocket.waitFor('order.created', (p) => p.id === order.id && p.status === 'awaiting_payment');
      await sockets.barrier(t, [kitchenSocket]);
      expect(kitchenSocket.orderEvents(order.id)).toEqual([]);
    });

    it('whoever may see the order sees the code: tracking token, its customer, the staff', async () => {
      const tracked = await f.anonymous().get(`/api/orders/track/${order.tracking_token}`);
      expect(tracked.body.data.pix).toEqual(order.pix);
      expect((await staff.get(`/api/orders/${order.id}`)).body.data.pix).toEqual(order.pix);
      const customer = await f.newUser({ role: 'customer' });
      const own = await customer.http.post('/api/orders', orderBody(c, { payment: { method: 'pix' } }));
      expect(own.body.data.status).toBe('awaiting_payment');
      const mine = await customer.http.get(`/api/orders/${own.body.data.id}`);
      expect(hasValidCrc(mine.body.data.pix.copia_e_cola)).toBe(true);
    });

    it('other payment methods carry no code and start pending', async () => {
      const res = await f.anonymous().post('/api/orders', orderBody(c, { payment: { method: 'cash', change_for: 50 } }));
      expect(res.body.data).toMatchObject({ status: 'pending', pix: null });
    });

    it('the kitchen cannot confirm the payment; staff confirm it: confirmed, paid, and the kitchen board hears it live', async () => {
      const kitchenSocket = await sockets.connect(t.baseUrl, { cookie: kitchen.cookieHeader });
      const refused = await kitchen.put(`/api/orders/${order.id}/status`, { status: 'confirmed' });
      // the kitchen reaches 'confirmed' only by undoing 'preparing': from here it is a 409
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Não é possível mudar o pedido de Aguardando Pagamento para Confirmado.');
      const res = await staff.put(`/api/orders/${order.id}/status`, { status: 'confirmed' });
      expect(res.status).toBe(200);
      const after = (await admin.get(`/api/orders/${order.id}`)).body.data;
      expect(after).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
      await kitchenSocket.waitFor('order.updated', (p) => p.id === order.id && p.status === 'confirmed' && p.payment_status === 'paid');
    });

    it("an admin edit that changes the total gives the order a new code for the new total; one that does not keeps it", async () => {
      const placed = (await f.anonymous().post('/api/orders', orderBody(c))).body.data;
      expect(fieldsOf(placed.pix.copia_e_cola)['54']).toBe('46.00');
      const notes = await admin.put(`/api/orders/${placed.id}`, { notes: 'sem cebola' });
      expect(notes.status).toBe(200);
      expect(notes.body.data.pix).toEqual(placed.pix);
      // pickup -> delivery to Centro (R$ 7,50): the customer must pay R$ 53,50, not the old R$ 46,00
      const delivered = await admin.put(`/api/orders/${placed.id}`, {
        delivery: { isDelivery: true, address: { street: 'Rua das Flores, 10', neighborhood: c.neighborhood.id } },
      });
      expect(delivered.status).toBe(200);
      expect(delivered.body.data.total_amount).toBe(53.5);
      const code = delivered.body.data.pix.copia_e_cola;
      expect(hasValidCrc(code)).toBe(true);
      expect(fieldsOf(code)['54']).toBe('53.50');
      expect(delivered.body.data.pix.txid).toBe(placed.pix.txid);
      const tracked = await f.anonymous().get(`/api/orders/track/${placed.tracking_token}`);
      expect(tracked.body.data.pix.copia_e_cola).toBe(code);
      // paid another way after all: no PIX code left to pay twice with
      const cash = await admin.put(`/api/orders/${placed.id}`, { payment_method: 'cash' });
      expect(cash.status).toBe(200);
      expect(cash.body.data.pix).toBeNull();
    });

    it('the admin confirms too; a changed key never changes a code already given', async () => {
      const res = await f.anonymous().post('/api/orders', orderBody(c));
      const before = res.body.data.pix.copia_e_cola;
      await admin.put('/api/settings/store', { ...STORE, pix: { ...STORE.pix, key_type: 'email', key: 'outra@chave.com.br' } });
      expect((await admin.get(`/api/orders/${res.body.data.id}`)).body.data.pix.copia_e_cola).toBe(before);
      const next = await f.anonymous().post('/api/orders', orderBody(c));
      expect(fieldsOf(fieldsOf(next.body.data.pix.copia_e_cola)['26'])['01']).toBe('outra@chave.com.br');
      const confirmed = await admin.put(`/api/orders/${res.body.data.id}/status`, { status: 'confirmed' });
      expect(confirmed.status).toBe(200);
      expect((await admin.get(`/api/orders/${res.body.data.id}`)).body.data).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    });

    it('an edit that changes the total after the shop took its key away leaves no code to collect the old amount', async () => {
      const placed = (await f.anonymous().post('/api/orders', orderBody(c))).body.data;
      expect(placed.pix).not.toBeNull();
      expect((await admin.put('/api/settings/store', { ...STORE, pix: null })).status).toBe(200);
      const edited = await admin.put(`/api/orders/${placed.id}`, {
        delivery: { isDelivery: true, address: { street: 'Rua das Flores, 10', neighborhood: c.neighborhood.id } },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data.pix).toBeNull();
    });
  });
});
