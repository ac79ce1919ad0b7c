import { randomUUID } from 'node:crypto';
import type { Role, WireStatus } from '@quentinha/shared/api/types';
import { WIRE_STATUSES } from '@quentinha/shared/orders/status';
import { Order } from '../../src/modules/orders/order.entity.js';
import { Factories, type TestUser } from '../support/factories.js';
import type { HttpClient, HttpResponse } from '../support/http.js';
import { eventsOf, newOrderIn, type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

/** DECISIONS.md section 9.1: pickup hand-over, courier dispatch, cancelling; 9.2's undo steps. */
const M = {
  pickup: 'Este pedido é para retirada no local: não sai para entrega.',
  courierRequired: 'Escolha o entregador que vai levar este pedido.',
  courierInvalid: 'O entregador escolhido não existe ou não está ativo.',
  onlyCollecting: 'Somente o entregador que coletou este pedido pode marcar como entregue.',
  tooLate: 'Este pedido já foi confirmado pela loja. Para cancelar, fale com a loja pelo WhatsApp.',
  reasonTooLong: 'O motivo do cancelamento deve ter no máximo 200 caracteres.',
  deliveredNotCancellable: 'Um pedido já entregue não pode ser cancelado.',
};

describe('the order path (DECISIONS 9.1)', () => {
  let t: TestApp, f: Factories, c: OrderCatalog, guest: HttpClient, users: Record<Role, TestUser>;
  let courier2: TestUser;
  let inactiveCourier: TestUser;

  beforeAll(async () => {
    ({ t, f, c, guest, users } = await startOrderTestBed());
    courier2 = await f.newUser({ role: 'delivery', name: 'Segundo Entregador' });
    inactiveCourier = await f.newUser({ role: 'delivery', name: 'Entregador Inativo', active: false });
  });
  afterAll(() => t.close());

  const put = (as: TestUser, id: string, body: Record<string, unknown>): Promise<HttpResponse> =>
    as.http.put(`/api/orders/${id}/status`, body);
  const stored = (id: string) => t.db.getRepository(Order).findOneByOrFail({ id });

  /** A guest order created over HTTP; returns its id and tracking token. */
  async function guestOrder(kind: 'delivery' | 'pickup' = 'delivery'): Promise<{ id: string; token: string }> {
    const delivery =
      kind === 'pickup'
        ? { type: 'pickup' }
        : { type: 'delivery', address: 'Rua A, 1', neighborhood: c.neighborhood.id };
    const res = await guest.post('/api/orders', orderBody(c, { delivery }), { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(201);
    return { id: res.body.data.id, token: res.body.data.tracking_token };
  }

  describe('pickup orders', () => {
    it.each(['staff', 'kitchen', 'admin', 'delivery'] as const)(
      'are refused as delivering for %s (409)',
      async (role) => {
        const id = await newOrderIn(t, c, guest, 'ready', null, 'pickup');
        const res = await put(users[role], id, { status: 'delivering', courier_id: users.delivery.user.id });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(M.pickup);
        expect((await stored(id)).status).toBe('ready');
      },
    );

    it.each(['staff', 'kitchen', 'admin'] as const)('are handed over ready -> delivered by %s, paid', async (role) => {
      const { id, token } = await guestOrder('pickup');
      await t.db.getRepository(Order).update(id, { status: 'ready' });
      const res = await put(users[role], id, { status: 'delivered' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'delivered', payment_status: 'paid', delivery_user_id: null });
      // the customer's tracking page sees it, without the owner doing anything
      expect((await guest.get(`/api/orders/track/${token}`)).body.data.status).toBe('delivered');
    });

    it('are not handed over by a courier', async () => {
      const id = await newOrderIn(t, c, guest, 'ready', null, 'pickup');
      expect((await put(users.delivery, id, { status: 'delivered' })).status).toBe(409);
    });
  });

  describe('courier dispatch', () => {
    it.each(['staff', 'kitchen', 'admin'] as const)('%s must name a courier (400)', async (role) => {
      const id = await newOrderIn(t, c, guest, 'ready');
      const res = await put(users[role], id, { status: 'delivering' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.courierRequired);
      expect((await stored(id)).status).toBe('ready');
    });

    it('refuses an inactive courier, a non-courier, an unknown id and a malformed id (400)', async () => {
      const id = await newOrderIn(t, c, guest, 'ready');
      for (const courier_id of [
        inactiveCourier.user.id,
        users.kitchen.user.id,
        users.customer.user.id,
        randomUUID(),
        'abc',
        42,
      ]) {
        const res = await put(users.staff, id, { status: 'delivering', courier_id });
        expect({ courier_id, status: res.status, message: res.body.message }).toEqual({
          courier_id,
          status: 400,
          message: M.courierInvalid,
        });
      }
      const row = await stored(id);
      expect([row.status, row.delivery_user_id]).toEqual(['ready', null]);
    });

    it('assigns the named courier; he, and only he (or the admin), delivers', async () => {
      const id = await newOrderIn(t, c, guest, 'ready');
      const res = await put(users.kitchen, id, { status: 'delivering', courier_id: courier2.user.id });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'delivering',
        delivery_user_id: courier2.user.id,
        delivery_user: courier2.user.email,
        delivery_user_name: 'Segundo Entregador',
      });
      // the courier sees it on his board
      const board = await courier2.http.get('/api/orders');
      expect(board.body.data.map((o: { id: string }) => o.id)).toContain(id);

      const other = await put(users.delivery, id, { status: 'delivered' });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe(M.onlyCollecting);
      for (const role of ['staff', 'kitchen'] as const)
        expect((await put(users[role], id, { status: 'delivered' })).status).toBe(409);
      const done = await put(courier2, id, { status: 'delivered' });
      expect(done.status).toBe(200);
      expect(done.body.data).toMatchObject({
        status: 'delivered',
        delivery_user_id: courier2.user.id,
        payment_status: 'paid',
      });

      const second = await newOrderIn(t, c, guest, 'delivering', courier2.user);
      expect((await put(users.admin, second, { status: 'delivered' })).status).toBe(200);
      expect((await stored(second)).delivery_user_id).toBe(courier2.user.id);
    });

    it('a courier takes a ready order himself, never for someone else', async () => {
      const id = await newOrderIn(t, c, guest, 'ready');
      const forOther = await put(users.delivery, id, { status: 'delivering', courier_id: courier2.user.id });
      expect(forOther.status).toBe(403);
      const own = await put(users.delivery, id, { status: 'delivering' });
      expect(own.status).toBe(200);
      expect(own.body.data.delivery_user_id).toBe(users.delivery.user.id);
    });

    it('the admin delivering a delivery order nobody carried names the courier', async () => {
      const id = await newOrderIn(t, c, guest, 'ready');
      expect((await put(users.admin, id, { status: 'delivered' })).status).toBe(400);
      const res = await put(users.admin, id, { status: 'delivered', courier_id: users.delivery.user.id });
      expect(res.status).toBe(200);
      expect(res.body.data.delivery_user_id).toBe(users.delivery.user.id);
    });

    it('two staff dispatching the same order at once: exactly one wins', async () => {
      for (let round = 0; round < 3; round++) {
        const id = await newOrderIn(t, c, guest, 'ready');
        const results = await Promise.all([
          put(users.staff, id, { status: 'delivering', courier_id: users.delivery.user.id }),
          put(users.kitchen, id, { status: 'delivering', courier_id: courier2.user.id }),
        ]);
        expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
        const winner = results.find((r) => r.status === 200)!;
        expect(results.find((r) => r.status === 409)!.body.message).toBe('O pedido já está com o status Em Rota.');
        expect((await stored(id)).delivery_user_id).toBe(winner.body.data.delivery_user_id);
        expect((await eventsOf(t, id)).filter((e) => e.to_status === 'delivering')).toHaveLength(1);
      }
    });
  });

  describe("the admin's edit dialog keeps the path whole", () => {
    it('refuses switching between pickup and delivery once the order is on the road or delivered', async () => {
      const onRoad = await newOrderIn(t, c, guest, 'delivering', users.delivery.user);
      const res = await users.admin.http.put(`/api/orders/${onRoad}`, { delivery: { isDelivery: false } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'Não é possível trocar entre entrega e retirada em um pedido que já saiu para entrega ou foi entregue.',
      );
      expect((await stored(onRoad)).is_delivery).toBe(true);
      const pickedUp = await newOrderIn(t, c, guest, 'delivered', null, 'pickup');
      const toDelivery = await users.admin.http.put(`/api/orders/${pickedUp}`, {
        delivery: { isDelivery: true, address: { street: 'Rua B, 2', neighborhood: c.neighborhood.id } },
      });
      expect(toDelivery.status).toBe(409);
      // before dispatch it may still change
      const ready = await newOrderIn(t, c, guest, 'ready');
      expect((await users.admin.http.put(`/api/orders/${ready}`, { delivery: { isDelivery: false } })).status).toBe(
        200,
      );
    });

    it('applies the same status rule: a delivery order goes on the road only with a courier', async () => {
      const id = await newOrderIn(t, c, guest, 'ready');
      const res = await users.admin.http.put(`/api/orders/${id}`, { status: 'delivering' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.courierRequired);
      const pickup = await newOrderIn(t, c, guest, 'ready', null, 'pickup');
      expect((await users.admin.http.put(`/api/orders/${pickup}`, { status: 'delivering' })).status).toBe(409);
    });
  });

  describe('undo on the kitchen board (9.2)', () => {
    it.each(['staff', 'kitchen', 'admin'] as const)(
      '%s steps preparing -> confirmed and ready -> preparing',
      async (role) => {
        const id = await newOrderIn(t, c, guest, 'ready');
        expect((await put(users[role], id, { status: 'preparing' })).status).toBe(200);
        expect((await put(users[role], id, { status: 'confirmed' })).status).toBe(200);
        expect((await stored(id)).status).toBe('confirmed');
      },
    );

    it('is not for couriers or customers', async () => {
      const id = await newOrderIn(t, c, guest, 'preparing');
      expect((await put(users.delivery, id, { status: 'confirmed' })).status).toBe(403);
      expect((await put(users.customer, id, { status: 'confirmed' })).status).toBe(403);
    });
  });

  describe('cancelling', () => {
    it('keeps the reason on the order and on the history entry', async () => {
      const id = await newOrderIn(t, c, guest, 'preparing');
      const res = await put(users.staff, id, { status: 'cancelled', reason: '  Prato esgotado  ' });
      expect(res.status).toBe(200);
      expect(res.body.data.cancel_reason).toBe('Prato esgotado');
      const read = await users.admin.http.get(`/api/orders/${id}`);
      expect(read.body.data.cancel_reason).toBe('Prato esgotado');
      expect(read.body.data.status_history.at(-1)).toMatchObject({
        from: 'preparing',
        to: 'cancelled',
        by_name: 'Pessoa staff',
        reason: 'Prato esgotado',
      });
      // other entries carry no reason
      expect(read.body.data.status_history[0].reason).toBeNull();
      // in the list too (Análise de Pedidos)
      const list = await users.admin.http.get('/api/orders?limit=100');
      expect(list.body.data.find((o: { id: string }) => o.id === id).cancel_reason).toBe('Prato esgotado');
    });

    it('without a reason keeps null', async () => {
      const id = await newOrderIn(t, c, guest, 'confirmed');
      const res = await put(users.kitchen, id, { status: 'cancelled' });
      expect(res.status).toBe(200);
      expect(res.body.data.cancel_reason).toBeNull();
      expect(res.body.data.status_history.at(-1).reason).toBeNull();
    });

    it('refuses a reason over 200 characters or not a text (400), writing nothing', async () => {
      const id = await newOrderIn(t, c, guest, 'confirmed');
      const long = await put(users.staff, id, { status: 'cancelled', reason: 'x'.repeat(201) });
      expect(long.status).toBe(400);
      expect(long.body.message).toBe(M.reasonTooLong);
      const notText = await put(users.staff, id, { status: 'cancelled', reason: { x: 1 } });
      expect(notText.status).toBe(400);
      expect(notText.body.message).toBe('O motivo do cancelamento deve ser um texto.');
      expect((await stored(id)).status).toBe('confirmed');
      expect((await put(users.staff, id, { status: 'cancelled', reason: 'x'.repeat(200) })).status).toBe(200);
    });

    it('staff and kitchen cancel up to preparing, not later', async () => {
      for (const role of ['staff', 'kitchen'] as const) {
        for (const from of ['pending', 'awaiting_payment', 'confirmed', 'preparing'] as WireStatus[]) {
          const id = await newOrderIn(t, c, guest, from);
          expect([from, (await put(users[role], id, { status: 'cancelled' })).status]).toEqual([from, 200]);
        }
        for (const from of ['ready', 'delivering', 'delivered'] as WireStatus[]) {
          const id = await newOrderIn(t, c, guest, from, from === 'ready' ? null : users.delivery.user);
          expect([from, (await put(users[role], id, { status: 'cancelled' })).status]).toEqual([from, 409]);
        }
      }
    });

    it('the admin cancels from any status but delivered', async () => {
      // every status but delivered, the one final step the admin may not undo by cancelling
      for (const from of WIRE_STATUSES.filter((s) => s !== 'delivered' && s !== 'cancelled')) {
        const id = await newOrderIn(t, c, guest, from, from === 'delivering' ? users.delivery.user : null);
        const res = await put(users.admin, id, { status: 'cancelled', reason: 'Pedido duplicado' });
        expect([from, res.status, res.body.data?.cancel_reason]).toEqual([from, 200, 'Pedido duplicado']);
      }
      const id = await newOrderIn(t, c, guest, 'delivered', users.delivery.user);
      const res = await put(users.admin, id, { status: 'cancelled' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(M.deliveredNotCancellable);
    });

    it('delivered and cancelled are final for staff, kitchen and couriers; the admin reopens and the reason goes', async () => {
      const cancelled = await newOrderIn(t, c, guest, 'confirmed');
      expect((await put(users.staff, cancelled, { status: 'cancelled', reason: 'Cliente desistiu' })).status).toBe(200);
      const delivered = await newOrderIn(t, c, guest, 'delivered', users.delivery.user);
      for (const role of ['staff', 'kitchen'] as const)
        for (const to of ['confirmed', 'preparing', 'ready'] as WireStatus[]) {
          const a = await put(users[role], cancelled, { status: to });
          const b = await put(users[role], delivered, { status: to });
          expect([a.status, a.body.message]).toEqual([409, 'O pedido já está cancelado e não pode mais ser alterado.']);
          expect([b.status, b.body.message]).toEqual([409, 'O pedido já está entregue e não pode mais ser alterado.']);
        }
      expect((await put(users.delivery, delivered, { status: 'delivering' })).status).toBe(409);
      const reopened = await put(users.admin, cancelled, { status: 'confirmed' });
      expect(reopened.status).toBe(200);
      expect(reopened.body.data.cancel_reason).toBeNull();
    });

    it('couriers never cancel (403)', async () => {
      const id = await newOrderIn(t, c, guest, 'ready');
      expect((await put(users.delivery, id, { status: 'cancelled' })).status).toBe(403);
    });
  });

  describe('a customer cancels their own order', () => {
    it('while pending or awaiting payment, with a reason', async () => {
      for (const from of ['pending', 'awaiting_payment'] as WireStatus[]) {
        const id = await newOrderIn(t, c, users.customer.http, from);
        const res = await put(users.customer, id, { status: 'cancelled', reason: 'Cliente desistiu' });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Cliente desistiu' });
        expect(res.body.data.tracking_token).toBeUndefined();
        // the customer's copy names who did it by role, without ids (DECISIONS 9.6, 10.8)
        expect(res.body.data.status_history.at(-1)).toEqual(
          expect.objectContaining({ by_name: 'Você', reason: 'Cliente desistiu' }),
        );
        expect(res.body.data.status_history.at(-1)).not.toHaveProperty('by_user_id');
      }
    });

    it('later: 409 telling them to talk to the shop', async () => {
      for (const from of ['confirmed', 'preparing', 'ready'] as WireStatus[]) {
        const id = await newOrderIn(t, c, users.customer.http, from);
        const res = await put(users.customer, id, { status: 'cancelled' });
        expect([from, res.status, res.body.message]).toEqual([from, 409, M.tooLate]);
      }
    });

    it("not another's order (404, like a missing one), nor a guest's", async () => {
      const other = await f.newUser({ role: 'customer' });
      const id = await newOrderIn(t, c, other.http, 'pending');
      const res = await put(users.customer, id, { status: 'cancelled' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Pedido não encontrado.');
      expect(
        (await put(users.customer, await newOrderIn(t, c, guest, 'pending'), { status: 'cancelled' })).status,
      ).toBe(404);
      expect((await stored(id)).status).toBe('pending');
    });

    it('only cancels: any other status is refused (403)', async () => {
      const id = await newOrderIn(t, c, users.customer.http, 'pending');
      const res = await put(users.customer, id, { status: 'confirmed' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Você não tem permissão para esta ação.');
    });
  });

  describe('POST /api/orders/track/:token/cancel', () => {
    it('cancels a pending order for the guest holding the token, in the tracking shape', async () => {
      const { id, token } = await guestOrder();
      const res = await guest.post(`/api/orders/track/${token}/cancel`, { reason: 'Pedido duplicado' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id, status: 'cancelled', cancel_reason: 'Pedido duplicado' });
      expect(res.body.data.tracking_token).toBeUndefined();
      expect(res.body.data.status_history.at(-1)).toMatchObject({
        from: 'pending',
        to: 'cancelled',
        by_name: 'Você',
        reason: 'Pedido duplicado',
      });
      expect((await guest.get(`/api/orders/track/${token}`)).body.data.status).toBe('cancelled');
    });

    it('works without a body and while awaiting payment', async () => {
      const { id, token } = await guestOrder('pickup');
      await t.db.getRepository(Order).update(id, { status: 'awaiting_payment' });
      const res = await guest.post(`/api/orders/track/${token}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'cancelled', cancel_reason: null });
    });

    it('after confirmation: 409 telling them to talk to the shop', async () => {
      const { id, token } = await guestOrder();
      await t.db.getRepository(Order).update(id, { status: 'confirmed' });
      const res = await guest.post(`/api/orders/track/${token}/cancel`, {});
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(M.tooLate);
      expect((await stored(id)).status).toBe('confirmed');
      const again = await guest.post(`/api/orders/track/${token}/cancel`, {});
      expect(again.status).toBe(409);
    });

    it('refuses an unknown token (404) and a long reason (400)', async () => {
      expect((await guest.post(`/api/orders/track/${'x'.repeat(32)}/cancel`, {})).status).toBe(404);
      expect((await guest.post('/api/orders/track/curto/cancel', {})).status).toBe(404);
      const { id, token } = await guestOrder();
      const long = await guest.post(`/api/orders/track/${token}/cancel`, { reason: 'y'.repeat(201) });
      expect(long.status).toBe(400);
      expect(long.body.message).toBe(M.reasonTooLong);
      const extra = await guest.post(`/api/orders/track/${token}/cancel`, { status: 'delivered' });
      expect(extra.status).toBe(400);
      expect((await stored(id)).status).toBe('pending');
    });
  });
});
