import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { DailyMenu } from '../../src/modules/daily-menus/daily-menu.entity.js';
import { DailyMenusService } from '../../src/modules/daily-menus/daily-menus.service.js';
import { Dish } from '../../src/modules/dishes/dish.entity.js';
import type { HttpClient } from '../support/http.js';
import { expectAllRefused, malformedBodies } from '../support/malformed.js';
import { expectAdminOnly, idRoutes, startCatalogCast } from '../support/route-family.js';
import { expectUnknownIdsNotFound } from '../support/unknown-ids.js';
import type { TestApp } from '../support/test-app.js';

describe('daily menus API', () => {
  let t: TestApp, anon: HttpClient, admin: HttpClient, staff: HttpClient, customer: HttpClient, delivery: HttpClient;
  let dishes: Dish[];
  const kinds: string[] = [];
  const rows = () => t.db.getRepository(DailyMenu).count();
  const ids = (...n: number[]) => n.map((i) => dishes[i].id);

  beforeAll(async () => {
    ({ t, anon, admin, staff, customer, delivery } = await startCatalogCast(kinds));
    const repo = t.db.getRepository(Dish);
    dishes = await repo.save(
      ['Arroz', 'Feijão', 'Frango', 'Salada Sumida'].map((name, i) =>
        repo.create({
          name,
          name_key: name.toLowerCase(),
          type: 'Acompanhamento',
          category: 'Acompanhamento',
          active: i < 3,
        }),
      ),
    );
  });
  beforeEach(() => kinds.splice(0));
  afterAll(() => t.close());

  it('needs login to write (401) and the admin role (403)', async () => {
    const menu = (await admin.post('/api/dailymenus', { date: '2031-01-01', dishes: ids(0) })).body;
    await expectAdminOnly({ anon, staff, customer, delivery }, (c) => [
      c.post('/api/dailymenus', { date: '2031-01-02', dishes: [] }),
      c.put(`/api/dailymenus/${menu.id}`, { dishes: [] }),
      c.delete(`/api/dailymenus/${menu.id}`),
    ]);
  });

  it('creates a date once and updates it on the next POST (idempotent)', async () => {
    const first = await admin.post('/api/dailymenus', { date: '2031-02-01', dishes: ids(0, 1, 1) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ date: '2031-02-01', dishes: ids(0, 1), active: true });
    const before = await rows();
    const second = await admin.post('/api/dailymenus', { date: '2031-02-01', dishes: ids(2) });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: first.body.id, dishes: ids(2) });
    const again = await admin.post('/api/dailymenus', { date: '2031-02-01', dishes: ids(2) });
    expect(again.body).toMatchObject({ id: first.body.id, dishes: ids(2) });
    expect(await rows()).toBe(before);
    expect(kinds).toEqual(['daily-menus', 'daily-menus', 'daily-menus']);

    const list = await anon.get('/api/dailymenus?date=2031-02-01');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: first.body.id, dishes: ids(2) });
    expect((await anon.get('/api/dailymenus?date=2031-02-02')).body).toEqual([]);
    expect((await anon.get(`/api/dailymenus/${first.body.id}`)).body.date).toBe('2031-02-01');
  });

  it('survives two simultaneous first saves of the same date', async () => {
    const [a, b] = await Promise.all([
      admin.post('/api/dailymenus', { date: '2031-03-01', dishes: ids(0) }),
      admin.post('/api/dailymenus', { date: '2031-03-01', dishes: ids(1) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(await t.db.getRepository(DailyMenu).countBy({ date: '2031-03-01' })).toBe(1);
  });

  it('edits and deletes by id; moving onto a taken date is a 409', async () => {
    const a = (await admin.post('/api/dailymenus', { date: '2031-04-01', dishes: ids(0) })).body;
    await admin.post('/api/dailymenus', { date: '2031-04-02', dishes: ids(0) });
    const moved = await admin.put(`/api/dailymenus/${a.id}`, { date: '2031-04-02' });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe('Já existe um cardápio para esta data.');
    const edited = await admin.put(`/api/dailymenus/${a.id}`, { date: '2031-04-03', dishes: ids(1, 2) });
    expect(edited.body).toMatchObject({ date: '2031-04-03', dishes: ids(1, 2) });
    expect((await admin.delete(`/api/dailymenus/${a.id}`)).status).toBe(204);
    expect((await anon.get(`/api/dailymenus/${a.id}`)).status).toBe(404);
  });

  it('refuses dish ids that do not exist, naming them', async () => {
    const before = await rows();
    const ghost = '00000000-0000-4000-8000-000000000000';
    const res = await admin.post('/api/dailymenus', { date: '2031-05-01', dishes: [dishes[0].id, ghost] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(ghost);
    expect((await admin.post('/api/dailymenus', { date: '2031-05-01', dishes: ['frango'] })).status).toBe(400);
    expect(await rows()).toBe(before);
  });

  it("serves today's menu (Sao Paulo) with active dish objects, or an empty one", async () => {
    const today = todaySaoPaulo();
    const empty = await anon.get('/api/dailymenus/today');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ id: null, date: today, dishes: [], active: false, portions: {}, remaining: {}, sold_out: [] });
    await admin.post('/api/dailymenus', { date: today, dishes: ids(2, 3, 0) });
    const res = await anon.get('/api/dailymenus/today');
    expect(res.body.date).toBe(today);
    expect(res.body.dishes.map((d: { name: string }) => d.name)).toEqual(['Frango', 'Arroz']);
    expect((await t.app.get(DailyMenusService).findByDate(today))?.dishes).toEqual(ids(2, 3, 0));
  });

  it('hides inactive menus from everyone but the admin', async () => {
    const menu = (await admin.post('/api/dailymenus', { date: '2031-06-01', dishes: [], active: false })).body;
    expect((await anon.get('/api/dailymenus?date=2031-06-01')).body).toEqual([]);
    expect((await anon.get(`/api/dailymenus/${menu.id}`)).status).toBe(404);
    expect((await admin.get('/api/dailymenus?date=2031-06-01')).body).toHaveLength(1);
    expect(await t.app.get(DailyMenusService).findByDate('2031-06-01')).toBeNull();
    expect((await anon.get('/api/dailymenus?date=01/06/2031')).status).toBe(400);
  });

  it('answers 404 (never 500) for ids that are not UUIDs or do not exist', async () => {
    await expectUnknownIdsNotFound(
      idRoutes(anon, admin, '/api/dailymenus', { dishes: [] }),
      'Cardápio não encontrado.',
    );
  });

  it('refuses malformed bodies in Portuguese and writes nothing', async () => {
    const menu = (await admin.post('/api/dailymenus', { date: '2031-07-01', dishes: ids(0) })).body;
    const before = await rows();
    const valid = { date: '2031-07-02', dishes: ids(0, 1) };
    const extra: [string, unknown][] = [
      ['no date', { dishes: [] }],
      ['a date that does not exist', { ...valid, date: '2031-02-30' }],
      ['a Brazilian date', { ...valid, date: '02/07/2031' }],
      ['a date with time', { ...valid, date: '2031-07-02T10:00:00Z' }],
      ['dishes as objects', { ...valid, dishes: [{ id: dishes[0].id }] }],
      ['a 10 000-char dish id', { ...valid, dishes: ['x'.repeat(10_000)] }],
      ['201 dishes', { ...valid, dishes: Array(201).fill(dishes[0].id) }],
    ];
    await expectAllRefused(
      (body) => admin.post('/api/dailymenus', body),
      malformedBodies(valid, { required: ['date', 'dishes'], extra }),
    );
    await expectAllRefused(
      (body) => admin.put(`/api/dailymenus/${menu.id}`, body),
      malformedBodies(valid, { extra: extra.slice(1) }),
    );
    expect(await rows()).toBe(before);
    expect((await admin.get(`/api/dailymenus/${menu.id}`)).body).toEqual(menu);
  });
});
