import { DailyMenu } from '../../src/modules/daily-menus/daily-menu.entity.js';
import { Dish } from '../../src/modules/dishes/dish.entity.js';
import { DishesService } from '../../src/modules/dishes/dishes.service.js';
import type { HttpClient } from '../support/http.js';
import { expectAllRefused, malformedBodies } from '../support/malformed.js';
import { expectAdminOnly, expectCreated, idRoutes, startCatalogCast } from '../support/route-family.js';
import { expectUnknownIdsNotFound } from '../support/unknown-ids.js';
import type { TestApp } from '../support/test-app.js';

describe('dishes API', () => {
  let t: TestApp, anon: HttpClient, admin: HttpClient, staff: HttpClient, customer: HttpClient, delivery: HttpClient;
  const kinds: string[] = [];
  const rows = () => t.db.getRepository(Dish).count();
  let seq = 0;
  const create = (body: Record<string, unknown> = {}) =>
    expectCreated(admin.post('/api/dishes', { name: `Prato ${++seq}`, ...body }));

  beforeAll(async () => {
    ({ t, anon, admin, staff, customer, delivery } = await startCatalogCast(kinds));
  });
  beforeEach(() => kinds.splice(0));
  afterAll(() => t.close());

  it('needs login to write (401) and the admin role (403 for staff, customers, couriers)', async () => {
    const dish = await create();
    await expectAdminOnly({ anon, staff, customer, delivery }, (c) => [
      c.post('/api/dishes', { name: 'Novo' }),
      c.put(`/api/dishes/${dish.id}`, { name: 'Outro' }),
      c.delete(`/api/dishes/${dish.id}`),
    ]);
    expect(await rows()).toBeGreaterThan(0);
  });

  it('creates with defaults, edits, deletes and announces each change', async () => {
    const dish = await create({ name: '  Arroz   Branco ' });
    expect(dish).toMatchObject({
      name: 'Arroz Branco',
      type: 'Acompanhamento',
      category: 'Acompanhamento',
      active: true,
    });
    const protein = await create({ name: 'Frango', type: 'proteina' });
    expect(protein).toMatchObject({ type: 'Proteína', category: 'Proteína' });

    const edited = await admin.put(`/api/dishes/${protein.id}`, { type: 'Grão' });
    expect(edited.body).toMatchObject({ type: 'Grão', category: 'Grão' });
    const custom = await admin.put(`/api/dishes/${protein.id}`, { category: 'Especial', active: false });
    expect(custom.body).toMatchObject({ type: 'Grão', category: 'Especial', active: false });

    expect((await admin.delete(`/api/dishes/${dish.id}`)).status).toBe(204);
    expect((await anon.get(`/api/dishes/${dish.id}`)).status).toBe(404);
    expect(kinds).toEqual(['dishes', 'dishes', 'dishes', 'dishes', 'dishes']);
  });

  it('keeps names unique whatever the case (409)', async () => {
    await create({ name: 'Feijão Tropeiro' });
    const before = await rows();
    for (const name of ['feijão tropeiro', 'FEIJÃO  TROPEIRO', ' Feijão Tropeiro ']) {
      const res = await admin.post('/api/dishes', { name });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Já existe um prato com este nome.');
    }
    const other = await create({ name: 'Farofa' });
    expect((await admin.put(`/api/dishes/${other.id}`, { name: 'FEIJÃO TROPEIRO' })).status).toBe(409);
    // renaming a dish to its own name in another case is fine
    expect((await admin.put(`/api/dishes/${other.id}`, { name: 'FAROFA' })).status).toBe(200);
    expect(await rows()).toBe(before + 1);
  });

  it('lets anyone read active dishes, with filters; only the admin sees inactive ones', async () => {
    const salad = await create({ name: 'Salada Verde', type: 'Salada' });
    const hidden = await create({ name: 'Salada Sumida', type: 'Salada', active: false });
    const names = (res: { body: { name: string }[] }) => res.body.map((d) => d.name);

    const saladsForGuest = await anon.get('/api/dishes?type=Salada');
    expect(saladsForGuest.status).toBe(200);
    expect(names(saladsForGuest)).toEqual(['Salada Verde']);
    expect(names(await customer.get('/api/dishes?active=false'))).not.toContain('Salada Sumida');
    expect((await anon.get(`/api/dishes/${hidden.id}`)).status).toBe(404);
    expect((await anon.get(`/api/dishes/${salad.id}`)).body.name).toBe('Salada Verde');

    expect(names(await admin.get('/api/dishes?type=salada'))).toEqual(['Salada Sumida', 'Salada Verde']);
    expect(names(await admin.get('/api/dishes?type=Salada&active=false'))).toEqual(['Salada Sumida']);
    expect(names(await admin.get('/api/dishes?category=salada&active=true'))).toEqual(['Salada Verde']);
    expect((await anon.get('/api/dishes?type=Sobremesa')).status).toBe(400);
  });

  it('takes a deleted dish out of daily menus', async () => {
    const a = await create();
    const b = await create();
    const menus = t.db.getRepository(DailyMenu);
    await menus.save(menus.create({ date: '2030-01-02', dishes: [a.id, b.id], active: true }));
    kinds.splice(0);
    expect((await admin.delete(`/api/dishes/${a.id}`)).status).toBe(204);
    expect((await menus.findOneByOrFail({ date: '2030-01-02' })).dishes).toEqual([b.id]);
    expect(kinds).toEqual(['dishes', 'daily-menus']);
  });

  it('finds active dishes by name (any case) or id for orders', async () => {
    const beans = await create({ name: 'Feijão Preto' });
    const off = await create({ name: 'Couve', active: false });
    const found = await t.app.get(DishesService).findByNamesOrIds(['FEIJÃO PRETO', off.id, 'couve', 'nada', beans.id]);
    expect(found.map((d) => d.id)).toEqual([beans.id]);
  });

  it('answers 404 (never 500) for ids that are not UUIDs or do not exist', async () => {
    await expectUnknownIdsNotFound(idRoutes(anon, admin, '/api/dishes', { name: 'X' }), 'Prato não encontrado.');
  });

  it('refuses malformed bodies in Portuguese and writes nothing', async () => {
    const dish = await create({ name: 'Purê', type: 'Acompanhamento' });
    const before = await rows();
    const valid = { name: 'Batata Frita', type: 'Acompanhamento', category: 'Fritura' };
    await expectAllRefused(
      (body) => admin.post('/api/dishes', body),
      malformedBodies(valid, {
        required: ['name'],
        extra: [
          ['blank name', { ...valid, name: ' ' }],
          ['unknown type', { ...valid, type: 'Sobremesa' }],
          ['active as text', { ...valid, active: 'true' }],
        ],
      }),
    );
    await expectAllRefused((body) => admin.put(`/api/dishes/${dish.id}`, body), malformedBodies(valid));
    expect(await rows()).toBe(before);
    expect((await admin.get(`/api/dishes/${dish.id}`)).body).toEqual(dish);
  });
});
