import { Factories } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The catalogue lists read their query through class-validator DTOs (issue 15): a flag is
 * true/false/1/0, a text filter one short string; anything else is a 400 that names the filter,
 * never a wider list.
 */
describe('list queries', () => {
  let t: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    t = await startTestApp();
    [admin] = await new Factories(t).staffAndCustomers();
    await admin.post('/api/dishes', { name: 'Frango Grelhado', type: 'Proteína' });
    await admin.post('/api/dishes', { name: 'Prato Antigo', type: 'Proteína' }).then((r) => admin.put(`/api/dishes/${r.body.id}`, { active: false }));
    await admin.post('/api/neighborhoods', { name: 'Centro', delivery_fee: 5 });
  });
  afterAll(() => t.close());

  const names = (body: { name: string }[]) => body.map((d) => d.name).sort();

  it('reads flags as true/false or 1/0; empty is no filter', async () => {
    expect(names((await admin.get('/api/dishes?active=true')).body)).toEqual(['Frango Grelhado']);
    expect(names((await admin.get('/api/dishes?active=0')).body)).toEqual(['Prato Antigo']);
    expect(names((await admin.get('/api/dishes?active=')).body)).toEqual(['Frango Grelhado', 'Prato Antigo']);
    expect(names((await admin.get('/api/neighborhoods?is_active=1')).body)).toEqual(['Centro']);
  });

  it.each([
    ['/api/dishes?active=talvez', "O filtro 'active' deve ser true ou false."],
    ['/api/products?all=sim', "O filtro 'all' deve ser true ou false."],
    ['/api/neighborhoods?is_active=yes', "O filtro 'is_active' deve ser true ou false."],
    // a single-valued filter sent twice: one answer whatever the filter's kind
    ['/api/dishes?type=a&type=b', 'O parâmetro type deve ser informado uma única vez.'],
    ['/api/dishes?active=true&active=false', 'O parâmetro active deve ser informado uma única vez.'],
    ['/api/products?category=bebida&category=quentinha', 'O parâmetro category deve ser informado uma única vez.'],
    [`/api/expenses?sort=${'x'.repeat(21)}`, "O filtro 'sort' é inválido."],
    ['/api/dailymenus?date=2026-01-01&date=2026-01-02', 'O parâmetro date deve ser informado uma única vez.'],
    ['/api/kitchen/production?date=2026-01-01&date=2026-01-02', 'O parâmetro date deve ser informado uma única vez.'],
  ])('%s is a 400 naming the filter', async (url, message) => {
    const res = await admin.get(url);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
