import { DomainEvents } from '../../src/common/events/domain-events.js';
import { Expense } from '../../src/modules/expenses/expense.entity.js';
import { startCastApp } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { expectAllRefused, malformedBodies } from '../support/malformed.js';
import { expectAdminOnly, expectCreated, idRoutes } from '../support/route-family.js';
import { expectUnknownIdsNotFound } from '../support/unknown-ids.js';
import type { TestApp } from '../support/test-app.js';

describe('expenses API', () => {
  let t: TestApp, anon: HttpClient, admin: HttpClient, staff: HttpClient, customer: HttpClient, delivery: HttpClient;
  const rows = () => t.db.getRepository(Expense).count();
  const valid = () => ({ description: 'Gás de cozinha', amount: 129.9, category: 'gas', date: '2031-01-10' });
  const create = (body: Record<string, unknown> = {}) =>
    expectCreated(admin.post('/api/expenses', { ...valid(), ...body }));

  beforeAll(async () => {
    ({ t, anon, admin, staff, customer, delivery } = await startCastApp());
  });
  afterAll(() => t.close());

  it('is admin-only on every route, reads included', async () => {
    const e = await create();
    await expectAdminOnly({ anon, staff, customer, delivery }, (c) => [
      c.get('/api/expenses'),
      c.get(`/api/expenses/${e.id}`),
      c.post('/api/expenses', valid()),
      c.put(`/api/expenses/${e.id}`, { amount: 1 }),
      c.delete(`/api/expenses/${e.id}`),
    ]);
  });

  it('round-trips amounts in reais, defaults the category and publishes no catalogue event', async () => {
    const kinds: string[] = [];
    const off = t.app.get(DomainEvents).on('catalog.updated', ({ kind }) => kinds.push(kind));
    const e = await create({ amount: 12.9, category: undefined });
    expect(e).toMatchObject({
      description: 'Gás de cozinha',
      amount: 12.9,
      category: 'outros',
      date: '2031-01-10',
      active: true,
    });
    expect((await t.db.getRepository(Expense).findOneByOrFail({ id: e.id })).amount_cents).toBe(1290);
    const edited = await admin.put(`/api/expenses/${e.id}`, { amount: 0.01, category: 'energia', date: '2031-01-11' });
    expect(edited.body).toMatchObject({ amount: 0.01, category: 'energia', date: '2031-01-11' });
    expect((await admin.get(`/api/expenses/${e.id}`)).body.amount).toBe(0.01);
    expect((await admin.delete(`/api/expenses/${e.id}`)).status).toBe(204);
    expect((await admin.get(`/api/expenses/${e.id}`)).status).toBe(404);
    off();
    expect(kinds).toEqual([]);
  });

  it('sorts by date or by creation', async () => {
    const older = await create({ description: 'Aluguel', date: '2030-05-01' });
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct created_at
    const newer = await create({ description: 'Energia', date: '2030-06-01' });
    const byDate = (await admin.get('/api/expenses?sort=-date')).body.map((e: { id: string }) => e.id);
    expect(byDate.indexOf(newer.id)).toBeLessThan(byDate.indexOf(older.id));
    const ascending = (await admin.get('/api/expenses?sort=date')).body.map((e: { id: string }) => e.id);
    expect(ascending.indexOf(older.id)).toBeLessThan(ascending.indexOf(newer.id));
    const byCreation = await admin.get('/api/expenses?sort=-created_date');
    expect(byCreation.status).toBe(200);
    expect(byCreation.body[0].id).toBe(newer.id);
    expect((await admin.get('/api/expenses')).status).toBe(200);
    const bad = await admin.get('/api/expenses?sort=amount;DROP');
    expect(bad.status).toBe(400);
  });

  it('answers 404 (never 500) for ids that are not UUIDs or do not exist', async () => {
    await expectUnknownIdsNotFound(idRoutes(admin, admin, '/api/expenses', { amount: 1 }), 'Despesa não encontrada.');
  });

  it('refuses malformed bodies in Portuguese and writes nothing', async () => {
    const e = await create();
    const before = await rows();
    const base = valid();
    const extra: [string, unknown][] = [
      ['a zero amount', { ...base, amount: 0 }],
      ['a negative amount', { ...base, amount: -10 }],
      ['an amount with 3 decimals', { ...base, amount: 10.999 }],
      ['an amount as text', { ...base, amount: '10,00' }],
      ['an unknown category', { ...base, category: 'viagens' }],
      ['a date that does not exist', { ...base, date: '2031-13-01' }],
      ['a Brazilian date', { ...base, date: '10/01/2031' }],
      ['a blank description', { ...base, description: ' ' }],
    ];
    await expectAllRefused(
      (body) => admin.post('/api/expenses', body),
      malformedBodies(base, { required: ['description', 'amount', 'date'], extra }),
    );
    await expectAllRefused((body) => admin.put(`/api/expenses/${e.id}`, body), malformedBodies(base, { extra }));
    expect(await rows()).toBe(before);
    expect((await admin.get(`/api/expenses/${e.id}`)).body).toEqual(e);
  });
});
