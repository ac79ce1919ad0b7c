import { randomUUID } from 'node:crypto';
import { addDays } from '@quentinha/shared/availability/hours';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import type { HttpClient } from '../support/http.js';
import { type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

/** DECISIONS 9.3: portion caps, pause, opening hours and scheduled slots, on SQLite and PostgreSQL. */
describe('availability', () => {
  let t: TestApp;
  let c: OrderCatalog;
  let guest: HttpClient;
  let users: OrderTestBed['users'];
  let menuId: string;

  beforeAll(async () => {
    ({ t, c, guest, users } = await startOrderTestBed());
    const res = await users.admin.http.post('/api/dailymenus', {
      date: todaySaoPaulo(),
      dishes: c.dishes.map((d) => d.id),
      portions: { [c.dishes[2].id]: 10 },
    });
    expect([200, 201]).toContain(res.status);
    menuId = res.body.id;
  });
  afterAll(() => t.close());

  const box = (dishes: number[], quantity = 1) => ({
    product_id: c.quentinha.id,
    size: 'medio',
    quantity,
    chosen_dishes: dishes.map((d) => c.dishes[d].id),
  });
  const place = (as: HttpClient, items: unknown[], extra: Record<string, unknown> = {}) =>
    as.post('/api/orders', orderBody(c, { items, ...extra }), { 'idempotency-key': randomUUID() });

  it('caps with exact remaining counts, sold out, cancellation gives portions back', async () => {
    const chicken = c.dishes[2].id;
    const rice = c.dishes[0].id;
    const today = await guest.get('/api/dailymenus/today');
    expect(today.status).toBe(200);
    expect(today.body.portions[chicken]).toBe(10);
    expect(today.body.remaining).toMatchObject({ [chicken]: 10, [rice]: null });
    expect(today.body.sold_out).toEqual([]);

    const first = await place(guest, [box([0, 2], 3), box([2], 2)]);
    expect(first.status).toBe(201);
    expect(first.body.data.scheduled_for).toBeNull();
    let menu = await users.admin.http.get(`/api/dailymenus/${menuId}`);
    expect(menu.body.remaining[chicken]).toBe(5);
    expect(menu.body.portions[chicken]).toBe(10);

    // 6 > 5 left: refused whole, naming the dish
    const tooMany = await place(guest, [box([0], 1), box([2], 6)]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toContain(c.dishes[2].name);
    expect(tooMany.body.message.toLowerCase()).toContain('esgotado');
    menu = await users.admin.http.get(`/api/dailymenus/${menuId}`);
    expect(menu.body.remaining[chicken]).toBe(5);

    // kitchen says 'Acabou'
    const out = await users.kitchen.http.patch(`/api/dailymenus/${menuId}/portions`, { dish_id: chicken, portions: 0 });
    expect(out.status).toBe(200);
    expect(out.body.remaining[chicken]).toBe(0);
    expect((await guest.get('/api/dailymenus/today')).body.sold_out).toEqual([chicken]);
    expect((await place(guest, [box([2])])).status).toBe(409);

    // back to 10 (5 sold): cancelling the first order gives 5 back, exactly once
    await users.staff.http.patch(`/api/dailymenus/${menuId}/portions`, { dish_id: chicken, portions: 10 });
    const cancel = await users.admin.http.put(`/api/orders/${first.body.data.id}/status`, { status: 'cancelled' });
    expect(cancel.status).toBe(200);
    expect((await guest.get('/api/dailymenus/today')).body.remaining[chicken]).toBe(10);
    await users.admin.http.put(`/api/orders/${first.body.data.id}/status`, { status: 'cancelled' });
    expect((await guest.get('/api/dailymenus/today')).body.remaining[chicken]).toBe(10);

    // the admin reopening it takes them again; cancelling once more gives them back once more
    expect((await users.admin.http.put(`/api/orders/${first.body.data.id}/status`, { status: 'pending' })).status).toBe(200);
    expect((await guest.get('/api/dailymenus/today')).body.remaining[chicken]).toBe(5);
    await users.admin.http.put(`/api/orders/${first.body.data.id}/status`, { status: 'cancelled' });
    expect((await guest.get('/api/dailymenus/today')).body.remaining[chicken]).toBe(10);

    // an order the admin deletes gives its portions back too
    const second = await place(guest, [box([2], 4)]);
    expect((await guest.get('/api/dailymenus/today')).body.remaining[chicken]).toBe(6);
    expect((await users.admin.http.delete(`/api/orders/${second.body.data.id}`)).status).toBe(204);
    expect((await guest.get('/api/dailymenus/today')).body.remaining[chicken]).toBe(10);
  });

  it('10 concurrent orders for the last 3 portions: exactly 3 go in, 7 are refused naming the dish', async () => {
    const beans = c.dishes[1].id;
    await users.admin.http.patch(`/api/dailymenus/${menuId}/portions`, { dish_id: beans, portions: 3 });
    const results = await Promise.all(Array.from({ length: 10 }, () => place(guest, [box([1])])));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.message).toContain(c.dishes[1].name);
      expect(r.body.message.toLowerCase()).toContain('esgotado');
    }
    expect((await guest.get('/api/dailymenus/today')).body.remaining[beans]).toBe(0);
    await users.admin.http.patch(`/api/dailymenus/${menuId}/portions`, { dish_id: beans, portions: null });
  });

  it('slots: the last 3 places of a slot go to exactly 3 of 10 concurrent orders; outside hours refused', async () => {
    const tomorrow = addDays(todaySaoPaulo(), 1);
    expect((await users.admin.http.put('/api/settings/scheduling', { slot_minutes: 30, slot_capacity: 3 })).status).toBe(200);
    const slots = await guest.get(`/api/orders/slots?date=${tomorrow}`);
    expect(slots.status).toBe(200);
    expect(slots.body).toHaveLength(48);
    expect(slots.body[24]).toEqual({ start: '12:00', end: '12:30', capacity: 3, taken: 0, available: 3 });
    const at = `${tomorrow}T12:10:00-03:00`;
    const results = await Promise.all(Array.from({ length: 10 }, () => place(guest, [box([0])], { scheduled_for: at })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(7);
    expect(refused[0].body.message).toContain('12:00-12:30');
    const ok = results.find((r) => r.status === 201)!;
    expect(ok.body.data.scheduled_for).toBe(new Date(`${tomorrow}T12:00:00-03:00`).toISOString());
    expect((await guest.get(`/api/orders/slots?date=${tomorrow}`)).body[24]).toMatchObject({ taken: 3, available: 0 });
    // the boards ask for a day's work: tomorrow's list takes these orders placed today only on request
    const day = `/api/orders?period=custom&start=${tomorrow}&end=${tomorrow}&limit=100`;
    expect((await users.admin.http.get(day)).body.pagination.total).toBe(0);
    const work = await users.kitchen.http.get(`${day}&include_scheduled=true`);
    expect(work.status).toBe(200);
    expect(work.body.pagination.total).toBe(3);
    expect((await users.admin.http.get(`${day}&include_scheduled=maybe`)).status).toBe(400);
    // a cancel frees its place
    expect((await users.admin.http.put(`/api/orders/${ok.body.data.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await guest.get(`/api/orders/slots?date=${tomorrow}`)).body[24]).toMatchObject({ taken: 2, available: 1 });

    // hours: only 11:00-14:00 tomorrow's weekday; 15:00 is outside, 3 days ahead is too far
    const weekday = new Date(`${tomorrow}T12:00:00Z`).getUTCDay();
    expect((await users.admin.http.put('/api/settings/hours', { hours: [{ weekday, open: '11:00', close: '14:00' }], closed_dates: [] })).status).toBe(200);
    const outside = await place(guest, [box([0])], { scheduled_for: `${tomorrow}T15:00:00-03:00` });
    expect(outside.status).toBe(409);
    expect(outside.body.message).toMatch(/fora do horário/);
    expect((await place(guest, [box([0])], { scheduled_for: `${addDays(tomorrow, 2)}T12:00:00-03:00` })).status).toBe(409);
    expect((await guest.get(`/api/orders/slots?date=${tomorrow}`)).body).toHaveLength(6);
    await users.admin.http.put('/api/settings/hours', { hours: [0, 1, 2, 3, 4, 5, 6].map((w) => ({ weekday: w, open: '00:00', close: '24:00' })), closed_dates: [] });
  });

  it('pause and closed hours refuse guest orders in Portuguese and accept staff orders', async () => {
    const paused = await users.kitchen.http.put('/api/settings/pause', { paused: true, message: 'Cozinha lotada' });
    expect(paused.status).toBe(200);
    const pub = await guest.get('/api/settings/public');
    expect(pub.body.ordering).toMatchObject({ open: false, paused: true, message: 'Cozinha lotada' });
    const refused = await place(guest, [box([0])]);
    expect(refused.status).toBe(409);
    // what is wrong first, then the owner's note: the note alone ('texto', say) would say nothing
    expect(refused.body.message).toBe('Os pedidos estão pausados no momento: Cozinha lotada.');
    expect((await place(users.customer.http, [box([0])])).status).toBe(409);
    expect((await place(users.staff.http, [box([0])])).status).toBe(201);
    // a pause with an end resumes by itself
    const until = new Date(Date.now() + 1500).toISOString();
    await users.admin.http.put('/api/settings/pause', { paused: true, until });
    await new Promise((r) => setTimeout(r, 1700));
    expect((await guest.get('/api/settings/public')).body.ordering.paused).toBe(false);
    expect((await place(guest, [box([0])])).status).toBe(201);

    // closed today (a closed date): refused with when we open next, staff still goes in
    await users.admin.http.put('/api/settings/hours', {
      hours: [0, 1, 2, 3, 4, 5, 6].map((w) => ({ weekday: w, open: '00:00', close: '24:00' })),
      closed_dates: [todaySaoPaulo()],
    });
    const state = (await guest.get('/api/settings/public')).body;
    expect(state.ordering).toMatchObject({ open: false, paused: false });
    expect(state.ordering.next_open_at).toBe(new Date(`${addDays(todaySaoPaulo(), 1)}T00:00:00-03:00`).toISOString());
    expect(state.hours.closed_dates).toEqual([todaySaoPaulo()]);
    const closed = await place(guest, [box([0])]);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toContain('Abrimos amanhã às 00h00');
    expect((await place(users.admin.http, [box([0])])).status).toBe(201);
    await users.admin.http.put('/api/settings/hours', { hours: [0, 1, 2, 3, 4, 5, 6].map((w) => ({ weekday: w, open: '00:00', close: '24:00' })), closed_dates: [] });
  });

  it('a deleted menu takes its caps with it', async () => {
    const day = addDays(todaySaoPaulo(), 5);
    const created = await users.admin.http.post('/api/dailymenus', { date: day, dishes: [c.dishes[0].id], portions: { [c.dishes[0].id]: 7 } });
    expect(created.body.portions).toEqual({ [c.dishes[0].id]: 7 });
    const count = async () => Number((await t.db.query(`SELECT COUNT(*) AS n FROM menu_portions WHERE menu_id = '${created.body.id}'`))[0].n);
    expect(await count()).toBe(1);
    expect((await users.admin.http.delete(`/api/dailymenus/${created.body.id}`)).status).toBe(204);
    expect(await count()).toBe(0);
  });

  it('bad input: 400 in Portuguese, never 500; roles checked', async () => {
    const bad: [HttpClient, string, string, unknown][] = [
      [users.admin.http, 'put', '/api/settings/hours', { hours: [{ weekday: 9, open: '10:00', close: '11:00' }] }],
      [users.admin.http, 'put', '/api/settings/hours', { hours: 'x' }],
      [users.admin.http, 'put', '/api/settings/pause', { paused: 'sim' }],
      [users.admin.http, 'put', '/api/settings/pause', { paused: true, until: 'amanhã' }],
      [users.admin.http, 'put', '/api/settings/scheduling', { slot_minutes: 1 }],
      [users.admin.http, 'patch', `/api/dailymenus/${menuId}/portions`, { dish_id: c.dishes[0].id, portions: -1 }],
      [users.admin.http, 'patch', `/api/dailymenus/${menuId}/portions`, { dish_id: 'x', portions: 1 }],
      [users.admin.http, 'post', '/api/dailymenus', { date: todaySaoPaulo(), dishes: [c.dishes[0].id], portions: { [c.dishes[0].id]: 'muito' } }],
      [guest, 'get', '/api/orders/slots?date=amanha', undefined],
      [guest, 'get', '/api/orders/slots', undefined],
    ];
    for (const [http, method, path, body] of bad) {
      const res = await (http as unknown as Record<string, (p: string, b?: unknown) => Promise<{ status: number; body: { message: string } }>>)[method](path, body);
      expect([path, res.status]).toEqual([path, 400]);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await users.customer.http.put('/api/settings/pause', { paused: true })).status).toBe(403);
    expect((await users.staff.http.put('/api/settings/hours', { hours: [] })).status).toBe(403);
    expect((await guest.patch(`/api/dailymenus/${menuId}/portions`, { dish_id: c.dishes[0].id, portions: 1 })).status).toBe(401);
    expect((await place(guest, [box([0])], { scheduled_for: 'logo' })).status).toBe(409);
  });
});
