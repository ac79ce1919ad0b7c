import { startCastApp } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { newOrderIn, seedOrderCatalog } from '../support/order-fixtures.js';
import type { TestApp } from '../support/test-app.js';
import { expectUnknownIdsNotFound } from '../support/unknown-ids.js';

/**
 * Ids are UUIDs (DECISIONS section 3): the `:id` pipe answers a malformed one with the family's
 * own 404, like a missing one, on the routes that write as well as those that read.
 */
describe('malformed ids', () => {
  let t: TestApp, admin: HttpClient;
  beforeAll(async () => ({ t, admin } = await startCastApp()));
  afterAll(() => t.close());

  it('orders: Pedido não encontrado.', async () => {
    await expectUnknownIdsNotFound(
      (id) => [
        admin.get(`/api/orders/${id}`),
        admin.put(`/api/orders/${id}`, { notes: 'Sem cebola' }),
        admin.put(`/api/orders/${id}/status`, { status: 'confirmed' }),
        admin.patch(`/api/orders/${id}/status`, { status: 'confirmed' }),
        admin.delete(`/api/orders/${id}`),
      ],
      'Pedido não encontrado.',
    );
  });

  it('order lines: Item do pedido não encontrado.', async () => {
    const order = await newOrderIn(t, await seedOrderCatalog(t), admin, 'preparing');
    await expectUnknownIdsNotFound(
      (id) => [admin.patch(`/api/orders/${order}/items/${id}`, { done: true })],
      'Item do pedido não encontrado.',
    );
  });

  it('users: Usuário não encontrado.', async () => {
    await expectUnknownIdsNotFound(
      (id) => [
        admin.get(`/api/users/${id}`),
        admin.put(`/api/users/${id}`, { name: 'Maria' }),
        admin.post(`/api/users/${id}/password`, { password: 'Senha1234' }),
        admin.delete(`/api/users/${id}`),
      ],
      'Usuário não encontrado.',
    );
  });
});
