import { randomBytes, randomUUID } from 'node:crypto';
import { toDishType, DEFAULT_DISH_TYPE } from '@quentinha/shared/catalog/categories';
import { isDrink, isQuentinha } from '@quentinha/shared/catalog/sizes';
import { isPickableDish } from '@quentinha/shared/validation/dish-picker';
import { Between, In, IsNull, type DataSource } from 'typeorm';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { AppConfig } from '../../config/config.js';
import { MenuPortion } from '../../modules/availability/availability.entities.js';
import { DailyMenu } from '../../modules/daily-menus/daily-menu.entity.js';
import { Dish } from '../../modules/dishes/dish.entity.js';
import { Neighborhood } from '../../modules/neighborhoods/neighborhood.entity.js';
import { Product } from '../../modules/products/product.entity.js';
import { DEMO_NEIGHBORHOODS, DEMO_PASSWORD, DEMO_USERS } from '../../modules/seed/demo-catalog.js';
import { ImageUploadService } from '../../modules/settings/uploads/image-upload.service.js';
import { SeedService } from '../../modules/seed/seed.service.js';
import { Setting } from '../../modules/settings/setting.entity.js';
import { StoreSettingsService } from '../../modules/settings/store-settings.service.js';
import { PasswordHasher } from '../../modules/users/password-hasher.js';
import { userTypeFor } from '../../modules/users/user.mapper.js';
import { User } from '../../modules/users/user.entity.js';
import { toVolumeProduct, type Actor, type DayMenu, type VolumeCatalog } from './volume-catalog.js';

/** Couriers the generator adds when the team has fewer than MIN_COURIERS. */
const EXTRA_COURIERS = [
  { name: 'Marcos Motoboy', email: 'marcos.entregas@quentinha.com.br' },
  { name: 'Bruna Entregadora', email: 'bruna.entregas@quentinha.com.br' },
  { name: 'Tiago Motoboy', email: 'tiago.entregas@quentinha.com.br' },
];
const MIN_COURIERS = 3;
const COUNTER_STAFF = { name: 'Carla Atendente', email: 'carla.atendimento@quentinha.com.br' };

/** A database the generator cannot fill as it is: the message says what to do. */
export class VolumeSetupError extends Error {}

export interface PreparedContext {
  catalog: VolumeCatalog;
  /** the demo catalogue (and its accounts) was created by this run */
  seeded: boolean;
  /** what was added besides orders, to print */
  notes: string[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'pt-BR');
const actor = (u: User): Actor => ({ id: u.id, name: u.name, email: u.email });

/**
 * An empty database gets the demo business exactly as a SEED=true start creates it (the same
 * SeedService: accounts, catalogue, today's menu, expenses, five weeks of demo orders); a catalogue
 * without neighbourhoods gets the demo ones. Then at least three couriers, and someone at the counter.
 */
async function ensureBusiness(db: DataSource, config: AppConfig): Promise<{ seeded: boolean; notes: string[] }> {
  const notes: string[] = [];
  let seeded = false;
  if ((await db.getRepository(Product).count()) === 0) {
    // the demo accounts share a published password: production gets them only when asked, as at start
    if (config.nodeEnv === 'production' && !config.seed) {
      throw new VolumeSetupError(
        'Banco sem produtos em produção: defina SEED=true para criar o catálogo e as contas de demonstração, ou cadastre os produtos antes.',
      );
    }
    const orders = await db.transaction((tx) => new SeedService({ ...config, seed: true }, db, new ImageUploadService(config)).seed(tx));
    seeded = true;
    notes.push(`catálogo de demonstração criado (como SEED=true), com ${orders} pedidos de demonstração`);
    notes.push(`contas de demonstração (senha ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);
  } else if ((await db.getRepository(Neighborhood).count()) === 0) {
    const repo = db.getRepository(Neighborhood);
    await repo.save(
      DEMO_NEIGHBORHOODS.map(([name, fee, active]) =>
        repo.create({ id: randomUUID(), name, delivery_fee_cents: fee, is_active: active }),
      ),
    );
    notes.push(`${DEMO_NEIGHBORHOODS.length} bairros de demonstração criados`);
  }

  const users = db.getRepository(User);
  const hasher = new PasswordHasher(config);
  // a random password nobody knows: the owner sets one in 'Equipe' if the person is real
  const create = async (name: string, email: string, role: User['role']) => {
    const user = users.create({
      name,
      email,
      password_hash: await hasher.hash(randomBytes(24).toString('base64url')),
      role,
      user_type: userTypeFor(role),
      active: true,
      phone: null,
      token_version: 0,
    });
    await users.save(user);
    notes.push(`usuário ${role} criado: ${name} <${email}> (senha aleatória; defina outra em Equipe)`);
  };
  const couriers = await users.countBy({ role: 'delivery', active: true });
  const taken = new Set((await users.find({ select: { email: true } })).map((u) => u.email));
  const missing = EXTRA_COURIERS.filter((c) => !taken.has(c.email)).slice(0, Math.max(0, MIN_COURIERS - couriers));
  for (const c of missing) await create(c.name, c.email, 'delivery');
  if ((await users.countBy({ role: In(['admin', 'staff']), active: true })) === 0 && !taken.has(COUNTER_STAFF.email)) {
    await create(COUNTER_STAFF.name, COUNTER_STAFF.email, 'staff');
  }
  return { seeded, notes };
}

/** The day's active menus between the first and the last day, with what is left of capped dishes. */
async function loadMenus(db: DataSource, firstDay: string, lastDay: string): Promise<Map<string, DayMenu>> {
  const menus = await db.getRepository(DailyMenu).findBy({ date: Between(firstDay, lastDay), active: true });
  const caps = menus.length ? await db.getRepository(MenuPortion).findBy({ menu_id: In(menus.map((m) => m.id)) }) : [];
  const out = new Map<string, DayMenu>();
  for (const m of menus) {
    const remaining = new Map<string, number>();
    for (const c of caps) if (c.menu_id === m.id && c.cap !== null) remaining.set(c.dish_id, c.cap - c.sold);
    out.set(m.date, { id: m.id, dishIds: new Set(m.dishes), remaining });
  }
  return out;
}

/** Reads everything orders are drawn from, creating what is missing first. */
export async function prepareContext(
  db: DataSource,
  config: AppConfig,
  firstDay: string,
  lastDay: string,
): Promise<PreparedContext> {
  const { seeded, notes } = await ensureBusiness(db, config);
  const dishes = (await db.getRepository(Dish).findBy({ active: true }))
    .filter(isPickableDish)
    .map((d) => ({ id: d.id, name: d.name, type: toDishType(d.type) ?? DEFAULT_DISH_TYPE }))
    .sort(byName);
  const products = (await db.getRepository(Product).findBy({ active: true, deleted_at: IsNull() }))
    .filter((p) => p.sizes.length > 0)
    .map(toVolumeProduct)
    .sort(byName);
  const people = (await db.getRepository(User).findBy({ active: true })).sort(
    (a, b) => byName(a, b) || a.email.localeCompare(b.email),
  );
  const withRole = (...roles: User['role'][]) => people.filter((u) => roles.includes(u.role)).map(actor);
  const admins = withRole('admin');
  const counter = withRole('admin', 'staff');
  const kitchenCrew = withRole('kitchen', 'staff');
  const accounts = people
    .filter((u) => u.role === 'customer')
    .slice(0, 40)
    .map((u) => ({ id: u.id, name: u.name, phone: u.phone ? u.phone.replace(/\D/g, '') : null }));
  const neighborhoods = (await db.getRepository(Neighborhood).findBy({ is_active: true }))
    .map((n) => ({ id: n.id, name: n.name, delivery_fee_cents: n.delivery_fee_cents }))
    .sort(byName);
  const store = new StoreSettingsService(db.getRepository(Setting), config, new DomainEvents());
  const catalog: VolumeCatalog = {
    // a box needs dishes to choose: without any, the server would refuse every quentinha
    quentinhas: dishes.length ? products.filter((p) => isQuentinha(p.category)) : [],
    drinks: products.filter((p) => !isQuentinha(p.category) && isDrink(p.category)),
    sides: products.filter((p) => !isQuentinha(p.category) && !isDrink(p.category)),
    dishes,
    neighborhoods,
    couriers: withRole('delivery'),
    // only the admin confirms a pending order; a shop without one could not confirm at all
    admins: admins.length ? admins : counter,
    counter,
    kitchen: kitchenCrew.length ? kitchenCrew : counter,
    accounts,
    pix: await store.pix(),
    menus: await loadMenus(db, firstDay, lastDay),
  };
  if (catalog.counter.length === 0) {
    throw new VolumeSetupError('Nenhum administrador ou atendente ativo para conduzir os pedidos: crie um em Equipe.');
  }
  if (catalog.quentinhas.length + catalog.drinks.length + catalog.sides.length === 0) {
    throw new VolumeSetupError(
      'Nenhum produto ativo para vender: cadastre produtos (ou use um banco vazio para o catálogo de demonstração).',
    );
  }
  return { catalog, seeded, notes };
}
