import { randomUUID } from 'node:crypto';
import { COSTING_MESSAGES, DEFAULT_COSTING_SETTINGS } from '@quentinha/shared/costing/costing';
import { Ingredient, IngredientPrice, Recipe, RecipeItem } from '../../src/modules/costing/costing.entities.js';
import { Dish } from '../../src/modules/dishes/dish.entity.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import type { HttpClient } from '../support/http.js';
import { expectAllRefused, isPortugueseError, malformedBodies } from '../support/malformed.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

/** DECISIONS 10.7: 'Insumos', the ficha técnica of a dish and the 'Custos' settings. */
describe('ficha técnica: ingredients, recipes and costing settings', () => {
  let bed: OrderTestBed, t: TestApp, admin: HttpClient;
  const rice = { name: 'Arroz branco', unit: 'g', purchase_unit_label: 'saco 5 kg', purchase_unit_quantity: 5000, purchase_price: 30 };
  const chicken = {
    name: 'Peito de frango',
    unit: 'g',
    purchase_unit_label: 'bandeja 1 kg',
    purchase_unit_quantity: 1000,
    purchase_price: 25,
    correction_factor: 1.25,
  };

  beforeAll(async () => {
    bed = await startOrderTestBed();
    t = bed.t;
    admin = bed.users.admin.http;
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await admin.post('/api/ingredients', body);
    expect(res.status).toBe(201);
    return res.body;
  };

  describe('/api/ingredients', () => {
    it('creates an ingredient with its unit cost and correction factor 1 by default, and lists it', async () => {
      const created = await create(rice);
      expect(created).toMatchObject({ ...rice, correction_factor: 1, active: true, unit_cost: 0.006, used_in: 0 });
      const listed = await admin.get('/api/ingredients');
      expect(listed.status).toBe(200);
      expect(listed.body.map((i: { name: string }) => i.name)).toContain('Arroz branco');
      expect((await admin.get(`/api/ingredients/${created.id}`)).body.unit_cost).toBe(0.006);
    });

    it('refuses a second ingredient with the same name in any case (409)', async () => {
      const res = await admin.post('/api/ingredients', { ...rice, name: '  ARROZ BRANCO ' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(COSTING_MESSAGES.nameTaken('ARROZ BRANCO'));
    });

    it('refuses bad input with a Portuguese sentence and writes nothing', async () => {
      const before = await t.db.getRepository(Ingredient).count();
      const said = async (body: unknown) => {
        const res = await admin.post('/api/ingredients', body);
        expect(res.status).toBe(400);
        return res.body.message;
      };
      expect(await said({ ...chicken, name: 'Frango X', correction_factor: 0.8 })).toBe(COSTING_MESSAGES.correctionFactor);
      expect(await said({ ...chicken, name: 'Frango X', purchase_unit_quantity: 0 })).toBe(COSTING_MESSAGES.purchaseUnitQuantity);
      expect(await said({ ...chicken, name: 'Frango X', purchase_unit_quantity: -1000 })).toBe(COSTING_MESSAGES.purchaseUnitQuantity);
      expect(await said({ ...chicken, name: 'Frango X', purchase_price: -25 })).toBe(COSTING_MESSAGES.purchasePrice);
      expect(await said({ ...chicken, name: 'Frango X', purchase_price: 25.001 })).toBe(COSTING_MESSAGES.purchasePrice);
      expect(await said({ ...chicken, name: 'Frango X', unit: 'kg' })).toBe(COSTING_MESSAGES.unit);
      expect(await said({ ...chicken, name: '   ' })).toBe(COSTING_MESSAGES.name);
      await expectAllRefused(
        (body) => admin.post('/api/ingredients', body),
        malformedBodies({ ...chicken, name: 'Frango Y' }, { required: ['name', 'unit', 'purchase_unit_label', 'purchase_unit_quantity', 'purchase_price'] }),
      );
      expect(await t.db.getRepository(Ingredient).count()).toBe(before);
    });

    it('keeps every price with the moment it began, and refuses a bad edit', async () => {
      const oil = await create({ name: 'Óleo de soja', unit: 'ml', purchase_unit_label: 'garrafa 900 ml', purchase_unit_quantity: 900, purchase_price: 9 });
      const changed = await admin.put(`/api/ingredients/${oil.id}`, { purchase_price: 10.8 });
      expect(changed.status).toBe(200);
      expect(changed.body.unit_cost).toBe(0.012);
      // a change that is not a price starts no new price
      expect((await admin.put(`/api/ingredients/${oil.id}`, { purchase_unit_label: 'garrafa 900ml' })).status).toBe(200);
      const history = await admin.get(`/api/ingredients/${oil.id}/prices`);
      expect(history.body.map((p: { purchase_price: number }) => p.purchase_price)).toEqual([10.8, 9]);
      expect(history.body[0].valid_from >= history.body[1].valid_from).toBe(true);

      const bad = await admin.put(`/api/ingredients/${oil.id}`, { correction_factor: 0.5 });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(COSTING_MESSAGES.correctionFactor);
      expect((await admin.put(`/api/ingredients/${oil.id}`, {})).status).toBe(400);
      expect(await t.db.getRepository(IngredientPrice).countBy({ ingredient_id: oil.id })).toBe(2);
    });

    it('answers 404 for an unknown ingredient and a malformed id', async () => {
      for (const id of [randomUUID(), 'nao-e-um-id']) {
        const res = await admin.get(`/api/ingredients/${id}`);
        expect(res.status).toBe(404);
        expect(isPortugueseError(res.body)).toBe(true);
        expect((await admin.put(`/api/ingredients/${id}`, { purchase_price: 1 })).status).toBe(404);
      }
    });

    it('is for the admin only: 401 without a session, 403 for every other role', async () => {
      const anon = await bed.guest.get('/api/ingredients');
      expect(anon.status).toBe(401);
      expect((await bed.guest.post('/api/ingredients', rice)).status).toBe(401);
      for (const role of ['staff', 'kitchen', 'delivery', 'customer'] as const) {
        const http = bed.users[role].http;
        expect((await http.get('/api/ingredients')).status).toBe(403);
        expect((await http.post('/api/ingredients', { ...rice, name: `Arroz ${role}` })).status).toBe(403);
      }
    });
  });

  describe('PUT/GET /api/dishes/{id}/recipe', () => {
    let riceId: string, chickenId: string, dish: Dish;

    beforeAll(async () => {
      riceId = (await admin.get('/api/ingredients')).body.find((i: { name: string }) => i.name === 'Arroz branco').id;
      chickenId = (await create(chicken)).id;
      dish = bed.c.dishes[2];
    });

    it('keeps the recipe and gives its cost per medio portion: (1000 g rice + 800 g chicken x 1.25) / 10 = R$ 3,10', async () => {
      const res = await admin.put(`/api/dishes/${dish.id}/recipe`, {
        yield_portions: 10,
        items: [
          { ingredient_id: riceId, quantity: 1000 },
          { ingredient_id: chickenId, quantity: 800 },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ dish_id: dish.id, yield_portions: 10, cost_per_portion: 3.1 });
      expect(res.body.items).toEqual([
        expect.objectContaining({ ingredient_id: riceId, quantity: 1000, cost: 6 }),
        expect.objectContaining({ ingredient_id: chickenId, quantity: 800, correction_factor: 1.25, cost: 25 }),
      ]);
      // the default factors: P 0.75, G 1.3, GG 2
      expect(res.body.cost_per_portion_by_size).toEqual({ pequeno: 2.33, medio: 3.1, grande: 4.03, familia: 6.2 });
      const read = await admin.get(`/api/dishes/${dish.id}/recipe`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(res.body);
      expect((await admin.get('/api/ingredients')).body.find((i: { id: string }) => i.id === chickenId).used_in).toBe(1);
    });

    it('follows an ingredient price: the recipe costs the new price at once', async () => {
      expect((await admin.put(`/api/ingredients/${chickenId}`, { purchase_price: 33 })).status).toBe(200);
      // (6 + 800 x 1.25 x 0,033) / 10 = (6 + 33) / 10 = 3,90
      expect((await admin.get(`/api/dishes/${dish.id}/recipe`)).body.cost_per_portion).toBe(3.9);
      expect((await admin.put(`/api/ingredients/${chickenId}`, { purchase_price: 25 })).status).toBe(200);
    });

    it('replaces the recipe whole, and leaves it untouched when the new one is refused', async () => {
      const url = `/api/dishes/${dish.id}/recipe`;
      const said = async (body: unknown, status = 400) => {
        const res = await admin.put(url, body);
        expect(res.status).toBe(status);
        expect(isPortugueseError(res.body)).toBe(true);
        return res.body.message;
      };
      const unknown = randomUUID();
      expect(await said({ yield_portions: 10, items: [{ ingredient_id: unknown, quantity: 5 }] })).toBe(COSTING_MESSAGES.unknownIngredient(unknown));
      expect(await said({ yield_portions: 0, items: [{ ingredient_id: riceId, quantity: 5 }] })).toBe(COSTING_MESSAGES.yieldPortions);
      expect(await said({ yield_portions: 2.5, items: [{ ingredient_id: riceId, quantity: 5 }] })).toBe(COSTING_MESSAGES.yieldPortions);
      expect(await said({ yield_portions: 10, items: [{ ingredient_id: riceId, quantity: -5 }] })).toBe(COSTING_MESSAGES.recipeQuantity);
      expect(await said({ yield_portions: 10, items: [{ ingredient_id: riceId, quantity: 0 }] })).toBe(COSTING_MESSAGES.recipeQuantity);
      expect(await said({ yield_portions: 10, items: [] })).toBe(COSTING_MESSAGES.recipeItems);
      expect(
        await said({ yield_portions: 10, items: [{ ingredient_id: riceId, quantity: 5 }, { ingredient_id: riceId, quantity: 6 }] }),
      ).toBe(COSTING_MESSAGES.recipeRepeated);
      await expectAllRefused(
        (body) => admin.put(url, body),
        malformedBodies({ yield_portions: 10, items: [{ ingredient_id: riceId, quantity: 5 }] }, { required: ['yield_portions', 'items'] }),
      );
      expect((await admin.get(url)).body.cost_per_portion).toBe(3.1);
      expect(await t.db.getRepository(RecipeItem).countBy({ dish_id: dish.id })).toBe(2);

      const smaller = await admin.put(url, { yield_portions: 4, items: [{ ingredient_id: riceId, quantity: 500 }] });
      expect(smaller.status).toBe(200);
      expect(smaller.body.cost_per_portion).toBe(0.75);
      expect(await t.db.getRepository(RecipeItem).countBy({ dish_id: dish.id })).toBe(1);
    });

    it('answers 404 for a dish without a recipe or unknown, and refuses to delete an ingredient in use (409)', async () => {
      const none = await admin.get(`/api/dishes/${bed.c.dishes[3].id}/recipe`);
      expect(none.status).toBe(404);
      expect(none.body.message).toBe(COSTING_MESSAGES.noRecipe);
      expect((await admin.get(`/api/dishes/${randomUUID()}/recipe`)).status).toBe(404);
      const put = await admin.put(`/api/dishes/${randomUUID()}/recipe`, { yield_portions: 1, items: [{ ingredient_id: riceId, quantity: 1 }] });
      expect(put.status).toBe(404);
      const del = await admin.delete(`/api/ingredients/${riceId}`);
      expect(del.status).toBe(409);
      expect(del.body.message).toContain(dish.name);
      expect(await t.db.getRepository(Ingredient).countBy({ id: riceId })).toBe(1);
      // its recipes count it in grams: the unit stays while they do
      const unit = await admin.put(`/api/ingredients/${riceId}`, { unit: 'un' });
      expect(unit.status).toBe(409);
      expect(unit.body.message).toBe(COSTING_MESSAGES.unitInUse(dish.name));
      expect((await admin.get(`/api/ingredients/${riceId}`)).body.unit).toBe('g');
    });

    it('lists every recipe and deletes one, after which its ingredient may go', async () => {
      const list = await admin.get('/api/recipes');
      expect(list.status).toBe(200);
      expect(list.body.map((r: { dish_id: string }) => r.dish_id)).toEqual([dish.id]);
      expect((await admin.delete(`/api/dishes/${dish.id}/recipe`)).status).toBe(204);
      expect(await t.db.getRepository(Recipe).countBy({ dish_id: dish.id })).toBe(0);
      expect((await admin.get(`/api/dishes/${dish.id}/recipe`)).status).toBe(404);
      const spare = await create({ ...rice, name: 'Arroz integral' });
      expect((await admin.delete(`/api/ingredients/${spare.id}`)).status).toBe(204);
      expect((await admin.get(`/api/ingredients/${spare.id}`)).status).toBe(404);
    });

    it('is for the admin only', async () => {
      const url = `/api/dishes/${dish.id}/recipe`;
      const body = { yield_portions: 1, items: [{ ingredient_id: riceId, quantity: 1 }] };
      expect((await bed.guest.get(url)).status).toBe(401);
      expect((await bed.guest.put(url, body)).status).toBe(401);
      for (const role of ['staff', 'kitchen', 'delivery', 'customer'] as const) {
        expect((await bed.users[role].http.get(url)).status).toBe(403);
        expect((await bed.users[role].http.put(url, body)).status).toBe(403);
        expect((await bed.users[role].http.get('/api/recipes')).status).toBe(403);
      }
    });
  });

  describe('/api/settings/costing', () => {
    const ROUTE = '/api/settings/costing';
    const stored = () => t.db.getRepository(Setting).findOneBy({ key: 'costing' });

    it('answers the defaults, then keeps what the admin saves, field by field', async () => {
      expect((await admin.get(ROUTE)).body).toEqual(DEFAULT_COSTING_SETTINGS);
      const packaging = { pequeno: 0.5, medio: 0.8, grande: 1, familia: 1.5 };
      const saved = await admin.put(ROUTE, { packaging });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ ...DEFAULT_COSTING_SETTINGS, packaging });
      const target = await admin.put(ROUTE, { cmv_target_percent: 30 });
      expect(target.body).toEqual({ ...DEFAULT_COSTING_SETTINGS, packaging, cmv_target_percent: 30 });
      expect((await admin.get(ROUTE)).body).toEqual(target.body);
    });

    it('refuses medio other than 1, a missing size, negative packaging, a target outside 1..100', async () => {
      const before = (await stored())?.value;
      const said = async (body: unknown) => {
        const res = await admin.put(ROUTE, body);
        expect(res.status).toBe(400);
        return res.body.message;
      };
      expect(await said({ size_factors: { pequeno: 0.5, medio: 1.2, grande: 1.5, familia: 2 } })).toBe(COSTING_MESSAGES.sizeFactor);
      expect(await said({ size_factors: { pequeno: 0.5, medio: 1, grande: 1.5 } })).toBe(COSTING_MESSAGES.sizeFactor);
      expect(await said({ size_factors: { pequeno: -0.5, medio: 1, grande: 1.5, familia: 2 } })).toBe(COSTING_MESSAGES.sizeFactor);
      expect(await said({ packaging: { pequeno: -1, medio: 0.8, grande: 1, familia: 1.5 } })).toBe(COSTING_MESSAGES.packaging);
      expect(await said({ cmv_target_percent: 0 })).toBe(COSTING_MESSAGES.cmvTarget);
      expect(await said({ cmv_target_percent: 101 })).toBe(COSTING_MESSAGES.cmvTarget);
      expect(await said({})).toBe(COSTING_MESSAGES.noCostingField);
      await expectAllRefused((body) => admin.put(ROUTE, body), malformedBodies({ cmv_target_percent: 30 }));
      expect((await stored())?.value).toBe(before);
    });

    it('is for the admin only', async () => {
      expect((await bed.guest.get(ROUTE)).status).toBe(401);
      for (const role of ['staff', 'kitchen', 'delivery', 'customer'] as const) {
        expect((await bed.users[role].http.get(ROUTE)).status).toBe(403);
        expect((await bed.users[role].http.put(ROUTE, { cmv_target_percent: 20 })).status).toBe(403);
      }
    });
  });
});
