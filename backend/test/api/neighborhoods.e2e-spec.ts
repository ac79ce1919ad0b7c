import { Neighborhood } from '../../src/modules/neighborhoods/neighborhood.entity.js';
import { NeighborhoodsService } from '../../src/modules/neighborhoods/neighborhoods.service.js';
import type { HttpClient } from '../support/http.js';
import { expectAllRefused, malformedBodies } from '../support/malformed.js';
import { expectAdminOnly, expectCreated, idRoutes, startCatalogCast } from '../support/route-family.js';
import { expectUnknownIdsNotFound } from '../support/unknown-ids.js';
import type { TestApp } from '../support/test-app.js';

describe('neighborhoods API', () => {
  let t: TestApp, anon: HttpClient, admin: HttpClient, staff: HttpClient, customer: HttpClient, delivery: HttpClient;
  const kinds: string[] = [];
  let seq = 0;
  const rows = () => t.db.getRepository(Neighborhood).count();
  const create = (body: Record<string, unknown> = {}) =>
    expectCreated(admin.post('/api/neighborhoods', { name: `Bairro ${++seq}`, delivery_fee: 5, ...body }));

  beforeAll(async () => {
    ({ t, anon, admin, staff, customer, delivery } = await startCatalogCast(kinds));
  });
  beforeEach(() => kinds.splice(0));
  afterAll(() => t.close());

  it('needs login to write (401) and the admin role (403)', async () => {
    const n = await create();
    await expectAdminOnly({ anon, staff, customer, delivery }, (c) => [
      c.post('/api/neighborhoods', { name: 'Novo', delivery_fee: 1 }),
      c.put(`/api/neighborhoods/${n.id}`, { delivery_fee: 2 }),
      c.delete(`/api/neighborhoods/${n.id}`),
    ]);
  });

  it('round-trips the fee in reais and carries both is_active and active', async () => {
    const n = await create({ name: 'Centro', delivery_fee: 12.9 });
    expect(n).toMatchObject({ name: 'Centro', delivery_fee: 12.9, is_active: true, active: true });
    expect((await t.db.getRepository(Neighborhood).findOneByOrFail({ id: n.id })).delivery_fee_cents).toBe(1290);
    expect((await anon.get(`/api/neighborhoods/${n.id}`)).body.delivery_fee).toBe(12.9);
    const off = await admin.put(`/api/neighborhoods/${n.id}`, { is_active: false, delivery_fee: 0 });
    expect(off.body).toMatchObject({ delivery_fee: 0, is_active: false, active: false });
    const on = await admin.put(`/api/neighborhoods/${n.id}`, { active: true });
    expect(on.body).toMatchObject({ is_active: true, active: true });
    expect((await admin.delete(`/api/neighborhoods/${n.id}`)).status).toBe(204);
    expect(kinds).toEqual(['neighborhoods', 'neighborhoods', 'neighborhoods', 'neighborhoods']);
  });

  it('refuses a second neighbourhood with the same name (409)', async () => {
    await create({ name: 'Vila Mariana' });
    const res = await admin.post('/api/neighborhoods', { name: ' vila  MARIANA', delivery_fee: 3 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Já existe um bairro com este nome.');
  });

  it('lists active neighbourhoods for everyone; the admin sees all', async () => {
    const open = await create({ name: 'Aberto' });
    const closed = await create({ name: 'Fechado', is_active: false });
    const names = (res: { body: { name: string }[] }) => res.body.map((n) => n.name);
    expect(names(await anon.get('/api/neighborhoods?is_active=true'))).toContain('Aberto');
    for (const res of [
      await anon.get('/api/neighborhoods'),
      await customer.get('/api/neighborhoods?is_active=false'),
    ]) {
      expect(names(res)).not.toContain('Fechado');
    }
    expect((await anon.get(`/api/neighborhoods/${closed.id}`)).status).toBe(404);
    expect(names(await admin.get('/api/neighborhoods'))).toEqual(expect.arrayContaining(['Aberto', 'Fechado']));
    expect(names(await admin.get('/api/neighborhoods?is_active=false'))).toEqual(['Fechado']);

    const service = t.app.get(NeighborhoodsService);
    expect((await service.findActive(open.id))?.name).toBe('Aberto');
    expect(await service.findActive(closed.id)).toBeNull();
    expect(await service.findActive('nao-e-id')).toBeNull();
  });

  it('answers 404 (never 500) for ids that are not UUIDs or do not exist', async () => {
    await expectUnknownIdsNotFound(
      idRoutes(anon, admin, '/api/neighborhoods', { delivery_fee: 1 }),
      'Bairro não encontrado.',
    );
  });

  it('refuses malformed bodies in Portuguese and writes nothing', async () => {
    const n = await create();
    const before = await rows();
    const valid = { name: 'Pinheiros', delivery_fee: 7.5, is_active: true };
    const extra: [string, unknown][] = [
      ['a negative fee', { ...valid, delivery_fee: -1 }],
      ['a fee with 3 decimals', { ...valid, delivery_fee: 7.505 }],
      ['a fee as text', { ...valid, delivery_fee: '7,50' }],
      ['an absurd fee', { ...valid, delivery_fee: 1e9 }],
      ['a blank name', { ...valid, name: '  ' }],
    ];
    await expectAllRefused(
      (body) => admin.post('/api/neighborhoods', body),
      malformedBodies(valid, { required: ['name', 'delivery_fee'], extra }),
    );
    await expectAllRefused((body) => admin.put(`/api/neighborhoods/${n.id}`, body), malformedBodies(valid, { extra }));
    expect(await rows()).toBe(before);
    expect((await admin.get(`/api/neighborhoods/${n.id}`)).body).toEqual(n);
  });
});
