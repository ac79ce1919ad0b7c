import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { Counter } from '../../src/common/database/counter.entity.js';
import { DailyMenu } from '../../src/modules/daily-menus/daily-menu.entity.js';
import { Neighborhood } from '../../src/modules/neighborhoods/neighborhood.entity.js';
import { Product } from '../../src/modules/products/product.entity.js';
import { Setting } from '../../src/modules/settings/setting.entity.js';
import { parseBrCode } from '@quentinha/shared/pix/br-code';
import { STORE_SETTINGS } from '../support/store-settings.js';
import type { HttpClient } from '../support/http.js';
import { type OrderCatalog, orderBody } from '../support/order-fixtures.js';
import { startOrderApp } from '../support/order-test-bed.js';
import type { TestApp } from '../support/test-app.js';

const fieldsOf = (code: string) => Object.fromEntries(parseBrCode(code).map((f) => [f.id, f.value]));

// Orders keep the catalogue they are priced and checked from until it changes
// (common/database/catalog-snapshots.ts). Every change here is written straight to the tables,
// past the services and their events, as a script or a second instance would: the very next
// order must see it.
describe('an order sees every catalogue change at once, whoever writes it', () => {
  let t: TestApp, c: OrderCatalog, guest: HttpClient;
  beforeAll(async () => {
    ({ t, c, guest } = await startOrderApp());
  });
  afterAll(() => t.close());

  const order = (overrides: Record<string, unknown> = {}) => guest.post('/api/orders', orderBody(c, overrides));
  const setMedioPrice = (cents: number) =>
    t.db.getRepository(Product).update(c.quentinha.id, {
      sizes: c.quentinha.sizes.map((s) => (s.name === 'medio' ? { ...s, price_cents: cents } : s)),
    });

  it('a new price: 2 x R$ 20 + R$ 6, then 2 x R$ 30 + R$ 6', async () => {
    expect((await order()).body.data.total_amount).toBe(46);
    await setMedioPrice(3000);
    expect((await order()).body.data.total_amount).toBe(66);
    await setMedioPrice(2000);
  });

  it('a neighbourhood closed for delivery', async () => {
    const delivery = { delivery: { type: 'delivery', address: 'Rua das Flores, 10', neighborhood: c.farNeighborhood.id } };
    expect((await order(delivery)).status).toBe(201);
    await t.db.getRepository(Neighborhood).update(c.farNeighborhood.id, { is_active: false });
    const refused = await order(delivery);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('O bairro escolhido não está disponível para entrega.');
  });

  it("a dish taken off today's menu", async () => {
    const withSalad = {
      items: [{ product_id: c.quentinha.id, quantity: 1, size: 'medio', chosen_dishes: [c.dishes[3].id] }],
    };
    expect((await order(withSalad)).status).toBe(201);
    const menus = t.db.getRepository(DailyMenu);
    const menu = (await menus.findOneBy({ date: todaySaoPaulo() }))!;
    await menus.update(menu.id, { dishes: menu.dishes.filter((id) => id !== c.dishes[3].id) });
    const refused = await order(withSalad);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Salada Verde');
    await menus.update(menu.id, { dishes: menu.dishes });
  });

  it('a pause', async () => {
    expect((await order()).status).toBe(201);
    const settings = t.db.getRepository(Setting);
    await settings.upsert({ key: 'ordering_pause', value: JSON.stringify({ paused: true, message: 'Cozinha lotada', until: null }), updated_at: new Date() }, ['key']);
    const refused = await order();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Os pedidos estão pausados no momento: Cozinha lotada.');
    await settings.delete({ key: 'ordering_pause' });
    expect((await order()).status).toBe(201);
  });

  it("a new PIX key in 'Dados da Loja': the next PIX order's code carries it", async () => {
    const settings = t.db.getRepository(Setting);
    const keyOf = async () => {
      const res = await order();
      expect(res.status).toBe(201);
      return res.body.data.pix ? fieldsOf(fieldsOf(res.body.data.pix.copia_e_cola)['26'])['01'] : null;
    };
    const saveKey = (key: string | null) =>
      settings.upsert({ key: 'store', value: JSON.stringify({ pix: key ? { ...STORE_SETTINGS.pix, key_type: 'email', key } : null }), updated_at: new Date() }, ['key']);
    expect(await keyOf()).toBeNull();
    await saveKey('primeira@chave.com.br');
    expect(await keyOf()).toBe('primeira@chave.com.br');
    await saveKey('segunda@chave.com.br');
    expect(await keyOf()).toBe('segunda@chave.com.br');
    await saveKey(null);
    expect(await keyOf()).toBeNull();
  });

  it('without the version row (a database emptied by hand), every order reads the catalogue again', async () => {
    await t.db.getRepository(Counter).delete({ name: 'catalog_version' });
    expect((await order()).body.data.total_amount).toBe(46);
    await setMedioPrice(2500);
    expect((await order()).body.data.total_amount).toBe(56);
    // the first change made the row again: orders keep the catalogue once more, and see the next change
    expect(await t.db.getRepository(Counter).findOneBy({ name: 'catalog_version' })).not.toBeNull();
    await setMedioPrice(2000);
    expect((await order()).body.data.total_amount).toBe(46);
  });
});
