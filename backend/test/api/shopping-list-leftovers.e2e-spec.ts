import { randomUUID } from 'node:crypto';
import { COSTING_MESSAGES, weekdayOf, WEEKDAY_LABELS } from '@quentinha/shared/costing/costing';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { Leftover } from '../../src/modules/costing/costing.entities.js';
import { DailyMenu } from '../../src/modules/daily-menus/daily-menu.entity.js';
import type { HttpClient } from '../support/http.js';
import { expectAllRefused, isPortugueseError, malformedBodies } from '../support/malformed.js';
import { type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

/** DECISIONS 10.7: the menu's food cost, 'Lista de Compras' and 'Sobras do Dia'. */
describe('menu food cost, shopping list and leftovers', () => {
  let bed: OrderTestBed, t: TestApp, c: OrderCatalog, admin: HttpClient, staff: HttpClient;
  let menuId: string, riceId: string, chickenId: string;
  const today = todaySaoPaulo();
  // c.dishes: Arroz Branco, Feijão Carioca, Frango Grelhado, Salada Verde; Lasanha is on the menu but off
  const rice = () => c.dishes[0];
  const chicken = () => c.dishes[2];

  beforeAll(async () => {
    bed = await startOrderTestBed();
    ({ t, c } = bed);
    admin = bed.users.admin.http;
    staff = bed.users.staff.http;
    const ingredient = async (body: Record<string, unknown>) => {
      const res = await admin.post('/api/ingredients', body);
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    riceId = await ingredient({ name: 'Arroz', unit: 'g', purchase_unit_label: 'saco 5 kg', purchase_unit_quantity: 5000, purchase_price: 30 });
    chickenId = await ingredient({
      name: 'Peito de frango',
      unit: 'g',
      purchase_unit_label: 'bandeja 1 kg',
      purchase_unit_quantity: 1000,
      purchase_price: 25,
      correction_factor: 1.25,
    });
    // R$ 0,60 and R$ 2,50 a medio portion
    expect((await admin.put(`/api/dishes/${rice().id}/recipe`, { yield_portions: 10, items: [{ ingredient_id: riceId, quantity: 1000 }] })).status).toBe(200);
    expect((await admin.put(`/api/dishes/${chicken().id}/recipe`, { yield_portions: 10, items: [{ ingredient_id: chickenId, quantity: 800 }] })).status).toBe(200);
    expect(
      (
        await admin.put('/api/settings/costing', {
          size_factors: { pequeno: 0.5, medio: 1, grande: 1.5, familia: 2 },
          packaging: { pequeno: 0.5, medio: 0.8, grande: 1, familia: 1.5 },
          cmv_target_percent: 30,
        })
      ).status,
    ).toBe(200);
    menuId = (await t.db.getRepository(DailyMenu).findOneByOrFail({ date: today })).id;
  });
  afterAll(() => t.close());

  /** orderBody's 2 medio boxes of rice + chicken and a juice */
  const place = async (quantity = 2) => {
    const items = [{ product_id: c.quentinha.id, quantity, size: 'medio', chosen_dishes: [rice().id, chicken().id] }];
    const res = await bed.guest.post('/api/orders', orderBody(c, { items }), { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };

  describe('GET /api/dailymenus/{id}/costing', () => {
    it('costs each box and size with the mean portion of the dishes with recipes, against the target', async () => {
      const res = await admin.get(`/api/dailymenus/${menuId}/costing`);
      expect(res.status).toBe(200);
      expect(res.body.cmv_target_percent).toBe(30);
      expect(res.body.dishes).toEqual([
        { dish_id: rice().id, name: 'Arroz Branco', has_recipe: true, cost_per_portion: 0.6 },
        { dish_id: c.dishes[1].id, name: 'Feijão Carioca', has_recipe: false, cost_per_portion: null },
        { dish_id: chicken().id, name: 'Frango Grelhado', has_recipe: true, cost_per_portion: 2.5 },
        { dish_id: c.dishes[3].id, name: 'Salada Verde', has_recipe: false, cost_per_portion: null },
      ]);
      // mean portion (0,60 + 2,50) / 2 = 1,55; the box holds 3 dishes (prices 15 / 20 / 25)
      const box = (size: string, price: number, cost: number, cmv_percent: number, over_target: boolean) => ({
        product_id: c.quentinha.id,
        product_name: 'Quentinha Tradicional',
        size,
        price,
        cost,
        cmv_percent,
        over_target,
      });
      expect(res.body.boxes).toEqual([
        box('pequeno', 15, 2.83, 18.8, false), // 0,50 + 1,55 x 0.5 x 3 = 2,825
        box('medio', 20, 5.45, 27.3, false), // 0,80 + 1,55 x 3
        box('grande', 25, 7.98, 31.9, true), // 1,00 + 1,55 x 1.5 x 3 = 7,975: above 30%
      ]);
    });

    it('answers 404 for an unknown menu and is for the admin only', async () => {
      expect((await admin.get(`/api/dailymenus/${randomUUID()}/costing`)).status).toBe(404);
      expect((await bed.guest.get(`/api/dailymenus/${menuId}/costing`)).status).toBe(401);
      for (const role of ['staff', 'kitchen', 'delivery', 'customer'] as const) {
        expect((await bed.users[role].http.get(`/api/dailymenus/${menuId}/costing`)).status).toBe(403);
      }
    });
  });

  describe('GET /api/kitchen/shopping-list', () => {
    const list = async (as: HttpClient = admin, date = today) => {
      const res = await as.get(`/api/kitchen/shopping-list?date=${date}`);
      expect(res.status).toBe(200);
      return res.body;
    };

    it('buys for the portions ordered (not cancelled), or the cap when larger, in whole purchase units', async () => {
      await place(2);
      const cancelled = await place(5);
      expect((await admin.put(`/api/orders/${cancelled}/status`, { status: 'cancelled' })).status).toBe(200);
      // a cap of 31 chickens: more than the 2 ordered
      expect((await admin.patch(`/api/dailymenus/${menuId}/portions`, { dish_id: chicken().id, portions: 31 })).status).toBe(200);

      const body = await list(staff);
      expect(body.date).toBe(today);
      expect(body.missing_recipes).toEqual(['Feijão Carioca', 'Salada Verde']);
      expect(body.dishes.find((d: { dish_id: string }) => d.dish_id === rice().id)).toMatchObject({ ordered: 2, cap: null, expected_portions: 2 });
      expect(body.dishes.find((d: { dish_id: string }) => d.dish_id === chicken().id)).toMatchObject({ ordered: 2, cap: 31, expected_portions: 31 });
      expect(body.items).toEqual([
        // 2 portions x 1000 g / 10 = 200 g: one 5 kg sack
        expect.objectContaining({ ingredient_id: riceId, name: 'Arroz', unit: 'g', quantity: 200, purchase_units: 1, estimated_cost: 30 }),
        // 31 x 800 g / 10 x 1.25 = 3100 g: four 1 kg trays, rounded up
        expect.objectContaining({ ingredient_id: chickenId, name: 'Peito de frango', unit: 'g', quantity: 3100, purchase_units: 4, estimated_cost: 100 }),
      ]);
      expect(body.total_estimated_cost).toBe(130);
    });

    it('follows the orders when they are more than the cap', async () => {
      // the cap lowered below what was already ordered
      expect((await admin.patch(`/api/dailymenus/${menuId}/portions`, { dish_id: chicken().id, portions: 1 })).status).toBe(200);
      const body = await list();
      expect(body.dishes.find((d: { dish_id: string }) => d.dish_id === chicken().id)).toMatchObject({ ordered: 2, cap: 1, expected_portions: 2 });
      // 2 x 80 g x 1.25 = 200 g, one tray
      expect(body.items.find((i: { ingredient_id: string }) => i.ingredient_id === chickenId)).toMatchObject({ quantity: 200, purchase_units: 1, estimated_cost: 25 });
    });

    it('is empty for a day without a menu', async () => {
      expect(await list(admin, '2031-01-01')).toEqual({
        date: '2031-01-01',
        menu_id: null,
        items: [],
        missing_recipes: [],
        dishes: [],
        total_estimated_cost: 0,
      });
    });

    it('refuses a missing or impossible date and anyone but admin and staff', async () => {
      for (const q of ['', '?date=2026-02-30', '?date=amanha', '?date=2026-01-01&date=2026-01-02']) {
        const res = await admin.get(`/api/kitchen/shopping-list${q}`);
        expect(res.status).toBe(400);
        expect(isPortugueseError(res.body)).toBe(true);
      }
      expect((await bed.guest.get(`/api/kitchen/shopping-list?date=${today}`)).status).toBe(401);
      for (const role of ['kitchen', 'delivery', 'customer'] as const) {
        expect((await bed.users[role].http.get(`/api/kitchen/shopping-list?date=${today}`)).status).toBe(403);
      }
    });
  });

  describe('/api/leftovers', () => {
    let entryId: string;

    it('records what was left of a dish after lunch with the portions sold that day', async () => {
      const res = await staff.post('/api/leftovers', { date: today, dish_id: chicken().id, portions_left: 4, destination: 'doacao', note: ' Creche ' });
      expect(res.status).toBe(201);
      // 2 portions ordered and not cancelled (the 5 cancelled gave theirs back)
      expect(res.body).toMatchObject({ date: today, dish_id: chicken().id, dish_name: 'Frango Grelhado', portions_left: 4, destination: 'doacao', note: 'Creche', sold: 2 });
      entryId = res.body.id;
    });

    it('takes one entry per dish and day: a second is a 409, the first is corrected with PUT', async () => {
      const again = await admin.post('/api/leftovers', { date: today, dish_id: chicken().id, portions_left: 1, destination: 'descarte' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(COSTING_MESSAGES.leftoverTaken);
      const fixed = await staff.put(`/api/leftovers/${entryId}`, { portions_left: 1, destination: 'funcionarios' });
      expect(fixed.status).toBe(200);
      expect(fixed.body).toMatchObject({ portions_left: 1, destination: 'funcionarios', note: 'Creche' });
      expect(await t.db.getRepository(Leftover).countBy({ dish_id: chicken().id })).toBe(1);
    });

    it('refuses bad input with a Portuguese sentence and writes nothing', async () => {
      const before = await t.db.getRepository(Leftover).count();
      const valid = { date: today, dish_id: rice().id, portions_left: 2, destination: 'descarte' };
      const said = async (body: unknown, status = 400) => {
        const res = await admin.post('/api/leftovers', body);
        expect(res.status).toBe(status);
        return res.body.message;
      };
      expect(await said({ ...valid, portions_left: -1 })).toBe(COSTING_MESSAGES.portionsLeft);
      expect(await said({ ...valid, portions_left: 1.5 })).toBe(COSTING_MESSAGES.portionsLeft);
      expect(await said({ ...valid, destination: 'lixo' })).toBe(COSTING_MESSAGES.destination);
      expect(await said({ ...valid, date: '2026-13-01' })).toBe(COSTING_MESSAGES.date);
      expect(await said({ ...valid, note: 'x'.repeat(301) })).toBe(COSTING_MESSAGES.note);
      expect(await said({ ...valid, dish_id: randomUUID() }, 404)).toBe(COSTING_MESSAGES.dishNotFound);
      await expectAllRefused(
        (body) => admin.post('/api/leftovers', body),
        malformedBodies(valid, { required: ['date', 'dish_id', 'portions_left', 'destination'] }),
      );
      expect((await admin.put(`/api/leftovers/${entryId}`, { portions_left: -3 })).status).toBe(400);
      expect((await admin.put(`/api/leftovers/${entryId}`, {})).status).toBe(400);
      expect((await admin.put(`/api/leftovers/${randomUUID()}`, { portions_left: 3 })).status).toBe(404);
      expect(await t.db.getRepository(Leftover).count()).toBe(before);
      expect((await admin.get(`/api/leftovers?from=${today}&to=${today}`)).body.entries[0].portions_left).toBe(1);
    });

    it('is for admin and staff', async () => {
      const body = { date: today, dish_id: rice().id, portions_left: 2, destination: 'descarte' };
      expect((await bed.guest.post('/api/leftovers', body)).status).toBe(401);
      expect((await bed.guest.get(`/api/leftovers?from=${today}&to=${today}`)).status).toBe(401);
      for (const role of ['kitchen', 'delivery', 'customer'] as const) {
        const http = bed.users[role].http;
        expect((await http.post('/api/leftovers', body)).status).toBe(403);
        expect((await http.put(`/api/leftovers/${entryId}`, { portions_left: 9 })).status).toBe(403);
        expect((await http.get(`/api/leftovers?from=${today}&to=${today}`)).status).toBe(403);
      }
    });

    it('reports waste per dish (0/0 is 0), a suggested cap and waste per weekday', async () => {
      // nothing ordered nor left of the salad: 0%; a day without a menu: nothing sold
      expect((await staff.post('/api/leftovers', { date: today, dish_id: c.dishes[3].id, portions_left: 0, destination: 'descarte' })).status).toBe(201);
      expect((await staff.post('/api/leftovers', { date: '2020-01-06', dish_id: chicken().id, portions_left: 6, destination: 'descarte' })).status).toBe(201);

      const res = await staff.get(`/api/leftovers?from=2020-01-01&to=2020-12-31`);
      expect(res.status).toBe(200);
      expect(res.body.entries).toHaveLength(1);
      expect(res.body.by_dish).toEqual([
        { dish_id: chicken().id, name: 'Frango Grelhado', sold: 0, left: 6, waste_percent: 100, days: 1, suggested_cap: 1 },
      ]);
      expect(res.body.by_weekday).toEqual([{ weekday: 1, label: 'Segunda', sold: 0, left: 6, waste_percent: 100 }]);

      const now = await admin.get(`/api/leftovers?from=${today}&to=${today}`);
      expect(now.body.entries.map((e: { dish_id: string }) => e.dish_id).sort()).toEqual([chicken().id, c.dishes[3].id].sort());
      expect(now.body.by_dish).toEqual([
        // 1 left of 2 + 1 made: 33,3%; mean demand 2 / 0.97 = 2.06 -> 3
        { dish_id: chicken().id, name: 'Frango Grelhado', sold: 2, left: 1, waste_percent: 33.3, days: 1, suggested_cap: 3 },
        // 0/0: 0%, sold out at 0 counts one more portion of demand: 1 / 0.97 -> 2
        { dish_id: c.dishes[3].id, name: 'Salada Verde', sold: 0, left: 0, waste_percent: 0, days: 1, suggested_cap: 2 },
      ]);
      const weekday = weekdayOf(today);
      expect(now.body.by_weekday).toEqual([{ weekday, label: WEEKDAY_LABELS[weekday], sold: 2, left: 1, waste_percent: 33.3 }]);
    });

    it('refuses a reversed or endless range', async () => {
      for (const q of ['', `?from=${today}`, '?from=2026-03-10&to=2026-03-01', '?from=2020-01-01&to=2026-01-01', '?from=x&to=y']) {
        const res = await admin.get(`/api/leftovers${q}`);
        expect(res.status).toBe(400);
        expect(isPortugueseError(res.body)).toBe(true);
      }
    });

    it('lets the admin delete an entry, and then it can be recorded again', async () => {
      expect((await staff.delete(`/api/leftovers/${entryId}`)).status).toBe(403);
      expect((await admin.delete(`/api/leftovers/${entryId}`)).status).toBe(204);
      expect((await admin.delete(`/api/leftovers/${entryId}`)).status).toBe(404);
      expect((await staff.post('/api/leftovers', { date: today, dish_id: chicken().id, portions_left: 2, destination: 'reaproveitamento' })).status).toBe(201);
    });
  });
});
