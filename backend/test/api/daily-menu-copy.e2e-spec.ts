import { randomUUID } from 'node:crypto';
import { addDays } from '@quentinha/shared/availability/hours';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { DailyMenu } from '../../src/modules/daily-menus/daily-menu.entity.js';
import type { HttpClient } from '../support/http.js';
import { isPortugueseError } from '../support/malformed.js';
import { type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

/**
 * DECISIONS 10.10: 'Acabou' and 'Liberar' keep the cap the owner set, and 'Copiar para amanhã'
 * (or any date) makes that day's menu with the same dishes and caps.
 */
describe("daily menu: 'Acabou' / 'Liberar' and copying a menu", () => {
  let t: TestApp, c: OrderCatalog, bed: OrderTestBed, admin: HttpClient, guest: HttpClient;
  let menuId: string;
  const chicken = () => c.dishes[2].id;
  const rice = () => c.dishes[0].id;

  beforeAll(async () => {
    bed = await startOrderTestBed();
    ({ t, c, guest } = bed);
    admin = bed.users.admin.http;
    const res = await admin.post('/api/dailymenus', {
      date: todaySaoPaulo(),
      dishes: c.dishes.map((d) => d.id),
      portions: { [c.dishes[2].id]: 5, [c.dishes[1].id]: 8 },
    });
    menuId = res.body.id;
  });
  afterAll(() => t.close());

  const place = (dish: string, quantity = 1) =>
    guest.post(
      '/api/orders',
      orderBody(c, { items: [{ product_id: c.quentinha.id, size: 'medio', quantity, chosen_dishes: [dish] }] }),
      { 'idempotency-key': randomUUID() },
    );
  const today = async () => (await guest.get('/api/dailymenus/today')).body;
  const mark = (dish: string, sold_out: unknown, as: HttpClient = bed.users.kitchen.http) =>
    as.patch(`/api/dailymenus/${menuId}/portions`, { dish_id: dish, sold_out });

  describe("'Acabou' and 'Liberar'", () => {
    it("'Acabou' makes remaining 0 and keeps the cap; 'Liberar' gives back 'restam 3'", async () => {
      expect((await place(chicken(), 2)).status).toBe(201);
      expect((await today()).remaining[chicken()]).toBe(3);

      const out = await mark(chicken(), true);
      expect(out.status).toBe(200);
      expect(out.body.portions[chicken()]).toBe(5);
      expect(out.body.remaining[chicken()]).toBe(0);
      expect(out.body.marked_sold_out).toEqual([chicken()]);
      const storefront = await today();
      expect(storefront.sold_out).toEqual([chicken()]);
      expect(storefront.portions[chicken()]).toBe(5);
      const refused = await place(chicken());
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`${c.dishes[2].name} esgotado`);

      const back = await mark(chicken(), false, bed.users.staff.http);
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ portions: { [chicken()]: 5 }, remaining: { [chicken()]: 3 }, marked_sold_out: [] });
      expect((await today()).sold_out).toEqual([]);
      expect((await place(chicken(), 3)).status).toBe(201);
      expect((await today()).remaining[chicken()]).toBe(0);
    });

    it("a dish with no cap: 'Acabou' stops it, 'Liberar' makes it unlimited again", async () => {
      const out = await mark(rice(), true);
      expect(out.body).toMatchObject({ portions: { [rice()]: null }, remaining: { [rice()]: 0 }, marked_sold_out: [rice()] });
      expect((await place(rice())).status).toBe(409);
      const back = await mark(rice(), false);
      expect(back.body).toMatchObject({ portions: { [rice()]: null }, remaining: { [rice()]: null }, marked_sold_out: [] });
      expect((await place(rice(), 12)).status).toBe(201);
      // 'Liberar' on a dish never marked changes nothing
      expect((await mark(rice(), false)).body.remaining[rice()]).toBeNull();
    });

    it("a cancel while 'Acabou' gives the portions back without lifting the mark; a new cap lifts it", async () => {
      const beans = c.dishes[1].id;
      const order = await place(beans, 3);
      expect(order.status).toBe(201);
      await mark(beans, true);
      await admin.put(`/api/orders/${order.body.data.id}/status`, { status: 'cancelled' });
      const still = (await admin.get(`/api/dailymenus/${menuId}`)).body;
      expect(still).toMatchObject({ portions: { [beans]: 8 }, remaining: { [beans]: 0 }, marked_sold_out: [beans] });
      // the board typing a new cap means 'sell this many': the mark goes
      const recapped = await bed.users.kitchen.http.patch(`/api/dailymenus/${menuId}/portions`, { dish_id: beans, portions: 10 });
      expect(recapped.body).toMatchObject({ portions: { [beans]: 10 }, remaining: { [beans]: 10 }, marked_sold_out: [] });
      // both at once: the new cap, kept behind the mark
      const both = await admin.patch(`/api/dailymenus/${menuId}/portions`, { dish_id: beans, portions: 6, sold_out: true });
      expect(both.body).toMatchObject({ portions: { [beans]: 6 }, remaining: { [beans]: 0 }, marked_sold_out: [beans] });
      expect((await mark(beans, false)).body.remaining[beans]).toBe(6);
      // saving the whole menu keeps the marks it does not mention
      await mark(beans, true);
      const saved = await admin.put(`/api/dailymenus/${menuId}`, { portions: { [beans]: 7 } });
      expect(saved.body).toMatchObject({ portions: { [beans]: 7 }, remaining: { [beans]: 0 }, marked_sold_out: [beans] });
      await mark(beans, false);
    });

    it('refuses a bad body in Portuguese; admin, staff and kitchen only', async () => {
      const bad: [unknown, string][] = [
        [{ dish_id: chicken(), sold_out: 'sim' }, 'O campo sold_out deve ser verdadeiro ou falso.'],
        [{ dish_id: chicken(), sold_out: null }, 'O campo sold_out deve ser verdadeiro ou falso.'],
        [{ dish_id: chicken() }, 'Informe as porções do prato (portions) ou se acabou (sold_out).'],
        [{ dish_id: c.offMenuDish.id, sold_out: true }, 'Prato não está no cardápio do dia'],
        [{ sold_out: true }, 'Informe o prato (dish_id).'],
        [{ dish_id: chicken(), portions: -2, sold_out: true }, 'Porções devem ser um número inteiro'],
      ];
      for (const [body, message] of bad) {
        const res = await admin.patch(`/api/dailymenus/${menuId}/portions`, body);
        expect([body, res.status]).toEqual([body, 400]);
        expect(res.body.message).toContain(message);
        expect(isPortugueseError(res.body)).toBe(true);
      }
      // nothing of the refused bodies was written
      expect((await today()).remaining[chicken()]).toBe(0);
      expect((await today()).portions[chicken()]).toBe(5);
      expect((await guest.patch(`/api/dailymenus/${menuId}/portions`, { dish_id: chicken(), sold_out: true })).status).toBe(401);
      for (const role of ['customer', 'delivery'] as const) {
        expect([role, (await mark(chicken(), true, bed.users[role].http)).status]).toEqual([role, 403]);
      }
      expect((await admin.patch(`/api/dailymenus/${randomUUID()}/portions`, { dish_id: chicken(), sold_out: true })).status).toBe(404);
    });
  });

  describe("'Copiar para amanhã'", () => {
    it('creates that date with the same dishes and caps, nothing sold and nothing marked', async () => {
      await mark(rice(), true);
      const tomorrow = addDays(todaySaoPaulo(), 1);
      const res = await admin.post(`/api/dailymenus/${menuId}/copy`, { date: tomorrow });
      expect(res.status).toBe(201);
      const source = (await admin.get(`/api/dailymenus/${menuId}`)).body;
      expect(res.body).toMatchObject({
        date: tomorrow,
        dishes: source.dishes,
        active: true,
        portions: source.portions,
        remaining: source.portions,
        marked_sold_out: [],
      });
      expect(res.body.id).not.toBe(menuId);
      expect((await guest.get(`/api/dailymenus?date=${tomorrow}`)).body).toEqual([expect.objectContaining({ id: res.body.id })]);
      // the source is untouched
      expect(source.marked_sold_out).toEqual([rice()]);
      await mark(rice(), false);
    });

    it('409 when that date already has a menu (the same day included); two copies at once make one menu', async () => {
      const tomorrow = addDays(todaySaoPaulo(), 1);
      const again = await admin.post(`/api/dailymenus/${menuId}/copy`, { date: tomorrow });
      expect([again.status, again.body.message]).toEqual([409, 'Já existe um cardápio para esta data.']);
      expect((await admin.post(`/api/dailymenus/${menuId}/copy`, { date: todaySaoPaulo() })).status).toBe(409);

      const day = addDays(todaySaoPaulo(), 9);
      const raced = await Promise.all([1, 2, 3].map(() => admin.post(`/api/dailymenus/${menuId}/copy`, { date: day })));
      expect(raced.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(await t.db.getRepository(DailyMenu).countBy({ date: day })).toBe(1);
    });

    it('400 for a bad date, 404 for an unknown menu, admin only', async () => {
      for (const body of [{}, { date: 'amanhã' }, { date: '2026-02-30' }, { date: '1999-12-31' }, { date: 20261201 }, { date: null }]) {
        const res = await admin.post(`/api/dailymenus/${menuId}/copy`, body);
        expect([body, res.status]).toEqual([body, 400]);
        expect(isPortugueseError(res.body)).toBe(true);
      }
      const day = addDays(todaySaoPaulo(), 20);
      expect((await admin.post(`/api/dailymenus/${randomUUID()}/copy`, { date: day })).status).toBe(404);
      expect((await admin.post('/api/dailymenus/nao-e-id/copy', { date: day })).status).toBe(404);
      expect((await guest.post(`/api/dailymenus/${menuId}/copy`, { date: day })).status).toBe(401);
      for (const role of ['staff', 'kitchen', 'customer', 'delivery'] as const) {
        expect([role, (await bed.users[role].http.post(`/api/dailymenus/${menuId}/copy`, { date: day })).status]).toEqual([role, 403]);
      }
      expect(await t.db.getRepository(DailyMenu).countBy({ date: day })).toBe(0);
    });
  });
});
