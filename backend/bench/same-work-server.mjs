// The same-work baseline (issue 32): POST /api/orders as a hand-written server would do it, with
// the product's work and nothing else. No framework: node:http, better-sqlite3, an Ajv-compiled
// JSON schema for the body, Socket.IO for the realtime copies. It opens a copy of the product's own
// database (same schema, indexes, triggers and rows; SAME_DB) and, per website order, runs the
// statements the product runs (traced with a better-sqlite3 hook on the built app, see run.mjs):
//   before:  the store settings row (uncached in the product too: it carries the PIX key) and the
//            catalogue version; the catalogue itself (products, dishes, neighbourhoods, recipes,
//            the day's menu, opening hours, ordering settings) is kept until that version moves,
//            as the product keeps it (catalog-snapshots.ts): one version read per order here, where
//            the product reads it four times before its transaction and once inside
//   BEGIN IMMEDIATE; the Idempotency-Key check; one portions upsert per dish (sorted); which
//            ordered products are counted (one read), one stock take per counted product (sorted,
//            and its stock read when nothing was taken);
//            the order counter; the customer upsert; the order row; the items (one statement);
//            the event; COMMIT
//   after:   the menu's portions and the products' stock (read before the answer, as the product
//            does while it still holds the database), the WAL fsync shared by waiting commits
//            (synchronous=NORMAL, sqlite-wal-sync.ts), then the emits the product sends for a
//            pending website order: portions, stock and 'catalog.updated' to every socket, the
//            order to the admin room (with token) and to its tracking room (tracking shape).
// Not mirrored (the bench never sends them; answered 501): scheduled slots, phone orders,
// company tabs, pack credits, the marketing opt-in, orders born confirmed (auto_accept + cash).
// The pure rules are the product's own compiled functions (pricing, the response shape, the
// fingerprint, the intake rules), so the rules run once each and the CPU they take is the same.
import { randomBytes, randomUUID } from 'node:crypto';
import { closeSync, fstatSync, fsync, openSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import Ajv from 'ajv';
import Database from 'better-sqlite3';
import { Server } from 'socket.io';
import { ALWAYS_OPEN, NO_PAUSE, orderingState, orderingText } from '@quentinha/shared/availability/hours';
import { portionsConsumed, remainingPortions, soldOutDishes } from '@quentinha/shared/availability/portions';
import { EXTRAS_MAX } from '@quentinha/shared/catalog/extras';
import { isQuentinha } from '@quentinha/shared/catalog/sizes';
import { portionCost, readCostingSettings, unitCost } from '@quentinha/shared/costing/costing';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { toCents } from '@quentinha/shared/money/money';
import { toPublicOrder, toTrackingOrder } from '@quentinha/shared/orders/public-view';
import { toWirePaymentMethod } from '@quentinha/shared/payments/payment-method';
import { normalizePhone, validatePhoneField } from '@quentinha/shared/phone/whatsapp';
import { AVAILABILITY_UPDATED, CATALOG_UPDATED, ORDER_CREATED, orderRoom, roleRoom, roomsForOrder } from '@quentinha/shared/realtime/events';
import { readOrderingSettings } from '@quentinha/shared/settings/ordering';
import { CHECKOUT_MESSAGES } from '@quentinha/shared/validation/checkout';
import { requestFingerprint } from '../dist/common/http/request-fingerprint.js';
import { customerNumber, newOptOutToken } from '../dist/common/database/customers-backfill.js';
import { UPSERT_CUSTOMER } from '../dist/modules/customers/customer-identity.js';
import { toAggregateResponse } from '../dist/modules/orders/order.mapper.js';
import { changeForCents, dishKey, priceOrder } from '../dist/modules/orders/order-pricing.js';
import { acceptAutomatically, checkBoxLimit } from '../dist/modules/orders/website-intake.js';

const DB_PATH = process.env.SAME_DB;
const WAL_LIMIT = 16 * 1024 * 1024;

// ---- the connection, as data-source.ts and sqlite-transaction-lock.ts set it up ----
const db = new Database(DB_PATH);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
// FULL asked, then NORMAL with the WAL fsync off the event loop (durableCommits in the product)
db.pragma('synchronous = NORMAL');
db.pragma(`journal_size_limit = ${WAL_LIMIT}`);
db.pragma('foreign_keys = ON');
// checkpoints off the request path (sqlite-checkpointer.ts)
db.pragma('wal_autocheckpoint = 0');

/** fsyncs shared by whoever is waiting (the product's CoalescedSync, sqlite-wal-sync.ts). */
const walSync = (() => {
  let fd = null;
  let running = null;
  let next = null;
  const sync = () =>
    new Promise((resolve, reject) => {
      try {
        if (fd === null || fstatSync(fd).nlink === 0) fd = openSync(`${DB_PATH}-wal`, 'r');
      } catch (error) {
        return reject(error);
      }
      fsync(fd, (error) => (error ? reject(error) : resolve()));
    });
  const start = () => {
    const run = sync().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return {
    flush() {
      if (!running) return start();
      next ??= running.then(() => undefined, () => undefined).then(() => {
        next = null;
        return start();
      });
      return next;
    },
    close: () => fd !== null && closeSync(fd),
  };
})();

// the checkpointer's worker: a PASSIVE checkpoint every second, the writer's RESTART past the limit
const checkpointer = new Worker(
  `const { statSync } = require('node:fs');
  const { parentPort, workerData } = require('node:worker_threads');
  const db = new (require(workerData.driver))(workerData.path);
  db.pragma('busy_timeout = 1000');
  const walSize = () => { try { return statSync(workerData.path + '-wal').size; } catch { return 0; } };
  let tick = 0, asked = false;
  const timer = setInterval(() => {
    tick += 1;
    if (asked) return;
    const size = walSize();
    if (size > workerData.walLimit) {
      if (size <= 2 * workerData.walLimit) db.pragma('wal_checkpoint(PASSIVE)');
      asked = true;
      parentPort.postMessage('overLimit');
    } else if (tick % 50 === 0) db.pragma('wal_checkpoint(PASSIVE)');
  }, 20);
  parentPort.on('message', (m) => { if (m === 'reset') asked = false; if (m === 'stop') { clearInterval(timer); db.close(); parentPort.close(); } });`,
  { eval: true, workerData: { path: DB_PATH, walLimit: WAL_LIMIT, driver: createRequire(import.meta.url).resolve('better-sqlite3') } },
);
checkpointer.unref();
checkpointer.on('message', () => {
  try {
    db.pragma('wal_checkpoint(RESTART)');
  } catch { /* a transaction open: the next one */ }
  checkpointer.postMessage('reset');
});

// ---- statements (the SQL text of the product's own, from the trace) ----
const q = {
  store: db.prepare(`SELECT "key", "value", "updated_at" FROM "settings" WHERE "key" = ? LIMIT 1`),
  version: db.prepare(`SELECT "value" FROM "counters" WHERE "name" = 'catalog_version'`),
  products: db.prepare('SELECT "id", "name", "category", "sizes", "max_items_per_quentinha", "active", "extras" FROM "products"'),
  dishes: db.prepare('SELECT "id", "name", "name_key", "type", "active" FROM "dishes"'),
  neighborhoods: db.prepare('SELECT "id", "name", "delivery_fee_cents", "is_active" FROM "neighborhoods"'),
  recipes: db.prepare('SELECT "dish_id", "yield_portions" FROM "recipes"'),
  recipeItems: db.prepare('SELECT "dish_id", "ingredient_id", "quantity", "position" FROM "recipe_items"'),
  ingredients: db.prepare('SELECT "id", "purchase_price_cents", "purchase_unit_quantity", "correction_factor" FROM "ingredients"'),
  setting: db.prepare(`SELECT "value" FROM "settings" WHERE "key" = ?`),
  settings3: db.prepare(`SELECT "key", "value" FROM "settings" WHERE "key" IN (?, ?, ?)`),
  activeMenu: db.prepare(`SELECT "id", "date", "dishes", "active" FROM "daily_menus" WHERE "date" = ? AND "active" = ? LIMIT 1`),
  // the version and a keyed order's earlier order in one read (readCatalogVersionWith)
  versionAndKey: db.prepare(`SELECT (SELECT "value" FROM "counters" WHERE "name" = 'catalog_version') AS "version",
    (SELECT "id" FROM "orders" WHERE "idempotency_key" = ? LIMIT 1) AS "found"`),
  takeStock: db.prepare(`UPDATE "product_stock" SET "stock" = "stock" - ? WHERE "product_id" = ? AND "stock" >= ? RETURNING "stock"`),
  readStockOne: db.prepare(`SELECT "stock" FROM "product_stock" WHERE "product_id" = ?`),
  // NEXT_ORDER_NUMBER in orders.repository.ts
  nextNumber: db.prepare(`INSERT INTO counters (name, value)
  VALUES ('order_number', COALESCE((SELECT MAX(order_number) FROM orders), 0) + 1)
  ON CONFLICT (name) DO UPDATE SET value = counters.value + 1
  RETURNING value`),
  // the product's own statement text (customer-identity.ts)
  customer: db.prepare(UPSERT_CUSTOMER),
  order: db.prepare(`INSERT INTO "orders" ("id", "created_at", "updated_at", "order_number", "customer_name", "whatsapp",
    "customer_user_id", "customer_id", "status", "payment_method", "payment_status", "change_for_cents", "is_delivery",
    "delivery_neighborhood_id", "delivery_neighborhood", "delivery_address", "delivery_fee_cents", "subtotal_cents",
    "total_amount_cents", "total_cost_cents", "notes", "order_date", "delivery_user_id", "delivery_user_email",
    "delivery_user_name", "source", "created_by", "created_by_name", "tracking_token", "idempotency_key",
    "idempotency_fingerprint", "scheduled_for", "consumed", "confirmed_at", "ready_at", "delivering_at", "delivered_at", "version")
    VALUES (${Array(38).fill('?').join(', ')})`),
  event: db.prepare(`INSERT INTO "order_events" ("id", "order_id", "kind", "from_status", "to_status", "user_id", "user_name", "at")
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
  portionsOf: db.prepare(`SELECT "menu_id", "dish_id", "cap", "sold", "sold_out" FROM "menu_portions" WHERE "menu_id" IN (?)`),
};
const ITEM_COLUMNS = `"id", "order_id", "position", "product_id", "product_name", "category", "size", "quantity",
  "unit_price_cents", "unit_cost_cents", "chosen_dishes", "extras", "notes", "credits_used"`;
/** one multi-row insert per item count, as plain-sql.ts builds it */
const itemInserts = new Map();
const insertItems = (count) => {
  let statement = itemInserts.get(count);
  if (!statement) {
    const tuple = `(${Array(14).fill('?').join(', ')})`;
    statement = db.prepare(`INSERT INTO "order_items" (${ITEM_COLUMNS}) VALUES ${Array(count).fill(tuple).join(', ')}`);
    itemInserts.set(count, statement);
  }
  return statement;
};
const stockReads = new Map();
const readStock = (ids) => {
  let statement = stockReads.get(ids.length);
  if (!statement) {
    statement = db.prepare(`SELECT "product_id", "stock" FROM "product_stock" WHERE "product_id" IN (${ids.map(() => '?').join(', ')})`);
    stockReads.set(ids.length, statement);
  }
  return new Map(statement.all(...ids).map((r) => [String(r.product_id), Number(r.stock)]));
};

// ---- the catalogue, kept until its version moves (as catalog-snapshots.ts keeps it) ----
const json = (text, fallback) => {
  try {
    return text == null ? fallback : JSON.parse(text);
  } catch {
    return fallback;
  }
};
let snapshot = { version: null, menus: new Map() };
function catalogue(version) {
  if (snapshot.version === version) return snapshot;
  const dishes = new Map();
  for (const d of q.dishes.all()) {
    const dish = { ...d, active: Boolean(d.active) };
    dishes.set(d.id, dish).set(d.name_key, dish);
  }
  const ingredients = new Map(q.ingredients.all().map((i) => [i.id, i]));
  const lines = new Map();
  for (const item of q.recipeItems.all()) {
    const ingredient = ingredients.get(item.ingredient_id);
    if (!ingredient) continue;
    const list = lines.get(item.dish_id) ?? [];
    list.push({ ...item, ingredient });
    lines.set(item.dish_id, list);
  }
  const portionCosts = new Map();
  for (const r of q.recipes.all()) {
    const costing = (lines.get(r.dish_id) ?? [])
      .sort((a, b) => a.position - b.position)
      .map((l) => ({
        quantity: Number(l.quantity),
        correction_factor: Number(l.ingredient.correction_factor),
        unit_cost: unitCost(l.ingredient.purchase_price_cents / 100, Number(l.ingredient.purchase_unit_quantity)),
      }));
    portionCosts.set(r.dish_id, portionCost(costing, r.yield_portions));
  }
  const byKey = new Map(q.settings3.all('opening_hours', 'ordering_pause', 'scheduling').map((r) => [r.key, r.value]));
  snapshot = {
    version,
    products: new Map(q.products.all().map((p) => [p.id, { ...p, active: Boolean(p.active), sizes: json(p.sizes, []), extras: json(p.extras, null) }])),
    dishes,
    neighborhoods: new Map(q.neighborhoods.all().map((n) => [n.id, { ...n, is_active: Boolean(n.is_active) }])),
    recipes: { portionCosts, settings: readCostingSettings(json(q.setting.get('costing')?.value, null)) },
    hours: { ...ALWAYS_OPEN, ...json(byKey.get('opening_hours'), {}) },
    pause: { ...NO_PAUSE, ...json(byKey.get('ordering_pause'), {}) },
    intake: readOrderingSettings(json(q.setting.get('ordering')?.value, null)),
    menus: new Map(),
  };
  return snapshot;
}
function activeMenuOf(cat, day) {
  if (!cat.menus.has(day)) {
    const row = q.activeMenu.get(day, 1);
    cat.menus.set(day, row ? { ...row, active: Boolean(row.active), dishes: json(row.dishes, []) } : null);
  }
  return cat.menus.get(day);
}

// ---- validation: CreateOrderDto as a JSON schema (whitelist + forbidNonWhitelisted: no other field) ----
const ajv = new Ajv({ allErrors: false, strict: false });
// class-validator's Trim() + IsNotEmpty/MinLength/MaxLength: bounds on the trimmed text
ajv.addKeyword({
  keyword: 'trimmed',
  type: 'string',
  schemaType: 'array',
  validate: ([min, max], value) => {
    const length = value.trim().length;
    return length >= min && length <= max;
  },
});
ajv.addKeyword({
  keyword: 'whatsapp',
  validate: (_, value) =>
    (typeof value === 'string' || typeof value === 'number') && validatePhoneField(value, { label: 'WhatsApp', invalid: CHECKOUT_MESSAGES.whatsappInvalid }) === null,
});
const ACCEPTED_PAYMENT_METHODS = ['pix', 'credit_card', 'debit_card', 'cash', 'credito', 'debito', 'dinheiro', 'cartao', 'company_tab'];
ajv.addKeyword({ keyword: 'lowerTrimIn', type: 'string', schemaType: 'array', validate: (list, value) => list.includes(value.trim().toLowerCase()) });
const text = (min, max) => ({ type: 'string', trimmed: [min, max] });
const optional = (schema) => ({ anyOf: [{ type: 'null' }, schema] });
const stringList = (maxItems, maxLength) => optional({ type: 'array', maxItems, items: { type: 'string', maxLength } });
const validateOrder = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['customer', 'items', 'delivery', 'payment'],
  properties: {
    customer: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'phone'],
      properties: { name: text(2, 100), phone: { whatsapp: true } },
    },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['product_id', 'quantity', 'size'],
        properties: {
          product_id: text(1, 64),
          quantity: { type: 'integer', minimum: 1, maximum: 99 },
          size: text(1, 20),
          chosen_dishes: stringList(20, 100),
          extras: stringList(EXTRAS_MAX, 64),
          notes: optional({ type: 'string', maxLength: 200 }),
          use_credit: optional({ type: 'boolean' }),
          id: {}, name: {}, productName: {}, product_name: {}, category: {}, price: {}, cost: {}, unit_price: {}, total_price: {},
        },
      },
    },
    delivery: {
      type: 'object',
      additionalProperties: false,
      required: ['type'],
      properties: { type: { enum: ['pickup', 'delivery'] }, address: {}, neighborhood: {}, fee: {}, deliveryFee: {} },
      if: { properties: { type: { const: 'delivery' } } },
      then: { required: ['address', 'neighborhood'], properties: { address: text(1, 300), neighborhood: text(1, 64) } },
    },
    payment: {
      type: 'object',
      additionalProperties: false,
      required: ['method'],
      properties: {
        method: { type: 'string', lowerTrimIn: ACCEPTED_PAYMENT_METHODS },
        change_for: optional({ type: 'number', minimum: 0, maximum: 100000 }),
        company_id: optional({ type: 'string', maxLength: 64 }),
        member_id: optional({ type: 'string', maxLength: 64 }),
      },
    },
    notes: optional({ type: 'string', maxLength: 500 }),
    scheduled_for: optional({ type: 'string', maxLength: 40 }),
    order_date: optional({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    status: optional({ type: 'string', maxLength: 30 }),
    marketing_opt_in: optional({ type: 'boolean' }),
    credit_code: optional({ type: 'string', maxLength: 20 }),
    totals: {}, total: {}, total_amount: {}, subtotal: {}, delivery_fee: {},
  },
});

/** The body as the product's DTO hands it on: trimmed texts, the phone as DDD + number, the method lower-cased. */
function normalize(body) {
  body.customer.name = body.customer.name.trim();
  body.customer.phone = normalizePhone(body.customer.phone) ?? body.customer.phone;
  for (const item of body.items) {
    item.product_id = item.product_id.trim();
    item.size = item.size.trim();
  }
  if (body.delivery.type === 'delivery') {
    body.delivery.address = body.delivery.address.trim();
    body.delivery.neighborhood = body.delivery.neighborhood.trim();
  }
  body.payment.method = body.payment.method.trim().toLowerCase();
  return body;
}

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
const CODE_STATUS = { VALIDATION: 400, CONFLICT: 409, NOT_FOUND: 404, FORBIDDEN: 403, IDEMPOTENCY_MISMATCH: 422 };

function readKey(raw) {
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || raw.length < 8 || raw.length > 200 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new HttpError(400, 'O cabeçalho Idempotency-Key deve ter de 8 a 200 caracteres visíveis.');
  }
  return raw;
}

// ---- one order ----
const sortedKeys = (o) => Object.keys(o).sort();

/** The order as OrderCreationService.draft builds it for a website order (no slot, no phone order). */
function draft(dto, key, fingerprint, cat, now) {
  const state = orderingState(now, cat.hours, cat.pause);
  if (state.paused || !state.open) throw new HttpError(409, orderingText(state, now, 'refusal'));
  const day = todaySaoPaulo();
  const delivery = dto.delivery.type === 'delivery' ? { type: 'delivery', neighborhood: dto.delivery.neighborhood } : { type: 'pickup' };
  const withDishes = dto.items.some((i) => (i.chosen_dishes ?? []).length > 0);
  const menu = withDishes ? activeMenuOf(cat, day) : null;
  const catalog = {
    products: cat.products,
    dishes: cat.dishes,
    menuDishIds: menu?.dishes?.length ? new Set(menu.dishes) : null,
    neighborhood: delivery.type === 'delivery' ? (cat.neighborhoods.get(delivery.neighborhood) ?? null) : null,
    recipes: cat.recipes,
  };
  const priced = priceOrder({ items: dto.items, delivery }, catalog);
  checkBoxLimit(priced.lines, cat.intake);
  const method = toWirePaymentMethod(dto.payment.method);
  const change = changeForCents(method, dto.payment.change_for == null ? null : toCents(dto.payment.change_for), priced.total_amount_cents);
  const id = randomUUID();
  const consumingLines = priced.lines.map((line) => ({
    category: line.category,
    quantity: line.quantity,
    chosen_dishes: line.chosen_dishes.map((name) => catalog.dishes.get(dishKey(name))?.id ?? catalog.dishes.get(name)?.id ?? name),
  }));
  const names = {};
  for (const line of priced.lines) for (const name of line.chosen_dishes) {
    const dish = catalog.dishes.get(dishKey(name)) ?? catalog.dishes.get(name);
    if (dish) names[dish.id] = dish.name;
  }
  const products = {};
  for (const line of priced.lines) {
    if (isQuentinha(line.category)) continue;
    products[line.product_id] = (products[line.product_id] ?? 0) + line.quantity;
    names[line.product_id] = line.product_name;
  }
  const plan = { menu_id: null, dishes: portionsConsumed(consumingLines), ...(Object.keys(products).length > 0 ? { products } : {}), names, slot: null };
  const n = priced.neighborhood;
  const order = {
    id, created_at: now, updated_at: now, order_number: 0,
    customer_name: dto.customer.name, whatsapp: dto.customer.phone, customer_user_id: null,
    status: 'pending', payment_method: method, payment_status: 'pending', change_for_cents: change,
    is_delivery: n !== null, delivery_neighborhood_id: n?.id ?? null, delivery_neighborhood: n?.name ?? null,
    delivery_address: n ? dto.delivery.address.trim() : null, delivery_fee_cents: priced.delivery_fee_cents,
    subtotal_cents: priced.subtotal_cents, total_amount_cents: priced.total_amount_cents, total_cost_cents: priced.total_cost_cents,
    notes: dto.notes?.trim() || null, order_date: day,
    delivery_user_id: null, delivery_user_email: null, delivery_user_name: null,
    source: 'website', created_by: null, created_by_name: 'website',
    tracking_token: randomBytes(32).toString('base64url'), idempotency_key: key, idempotency_fingerprint: fingerprint,
    scheduled_for: null, consumed: JSON.stringify(plan),
    confirmed_at: null, ready_at: null, delivering_at: null, delivered_at: null, version: 1,
  };
  const items = priced.lines.map((line, position) => ({ id: randomUUID(), order_id: id, position, ...line }));
  const created = { id: randomUUID(), order_id: id, kind: 'created', from_status: null, to_status: 'pending', user_id: null, user_name: 'website', at: now };
  const aggregate = { order, items, events: [created] };
  acceptAutomatically(aggregate, cat.intake, now);
  if (order.status !== 'pending') throw new HttpError(501, 'same-work baseline: orders born confirmed are not mirrored');
  return { aggregate, plan, menu };
}

const ms = (d) => (d instanceof Date ? d.getTime() : d);
const bool = (b) => (b ? 1 : 0);

/** The product's one statement for every dish of an order (takePortions in portions.service.ts), per dish count. */
const takePortionsOf = new Map();
function takePortions(count) {
  if (!takePortionsOf.has(count))
    takePortionsOf.set(
      count,
      db.prepare(`INSERT INTO menu_portions (menu_id, dish_id, cap, sold)
    VALUES ${Array.from({ length: count }, () => '(?, ?, NULL, ?)').join(', ')}
    ON CONFLICT (menu_id, dish_id) DO UPDATE SET sold = menu_portions.sold + excluded.sold
    WHERE NOT menu_portions.sold_out
      AND (menu_portions.cap IS NULL OR menu_portions.sold + excluded.sold <= menu_portions.cap)
    RETURNING dish_id`),
    );
  return takePortionsOf.get(count);
}

/** BEGIN IMMEDIATE ... COMMIT: the product's transaction, statement for statement. */
const begin = db.prepare('BEGIN IMMEDIATE TRANSACTION');
const commit = db.prepare('COMMIT');
const rollback = db.prepare('ROLLBACK');
function write({ aggregate, plan, menu }) {
  const { order, items, events } = aggregate;
  begin.run();
  try {
    // the product's lock order: counted stock, then in writeTogether's order the order's
    // customer, the day's portions, the counter, the order's rows; the portions checked after
    const takes = Object.keys(plan.dishes).length > 0 || Object.keys(plan.products ?? {}).length > 0;
    let dishIds = [];
    if (takes) {
      plan.menu_id = menu?.id ?? null;
      // which products are counted: one read for all of them, before the shared rows (takeStock
      // in product-stock.ts); only those are taken and kept on the order
      const counted = plan.products ? readStock(Object.keys(plan.products)) : null;
      if (plan.products) {
        const taken = {};
        for (const id of [...counted.keys()].sort()) {
          const n = plan.products[id];
          if (q.takeStock.all(n, id, n).length > 0) {
            taken[id] = n;
            continue;
          }
          const left = q.readStockOne.all(id);
          if (left.length > 0) throw new HttpError(409, `Não há unidades suficientes de ${plan.names[id] ?? 'Produto'}.`);
        }
        if (Object.keys(taken).length > 0) plan.products = taken;
        else delete plan.products;
      }
      order.consumed = JSON.stringify(plan);
      dishIds = plan.menu_id ? sortedKeys(plan.dishes) : [];
    }
    const phone = customerNumber(order.whatsapp);
    const at = order.created_at.getTime();
    order.customer_id = phone
      ? String(q.customer.all(randomUUID(), at, at, phone, order.customer_name.trim().slice(0, 100), newOptOutToken(), at, at)[0].id)
      : null;
    const taken = new Set(
      dishIds.length > 0
        ? takePortions(dishIds.length)
            .all(...dishIds.flatMap((dishId) => [plan.menu_id, dishId, plan.dishes[dishId]]))
            .map((r) => r.dish_id)
        : [],
    );
    order.order_number = Number(q.nextNumber.all()[0].value);
    q.order.run(
      order.id, at, ms(order.updated_at), order.order_number, order.customer_name, order.whatsapp, order.customer_user_id,
      order.customer_id, order.status, order.payment_method, order.payment_status, order.change_for_cents, bool(order.is_delivery),
      order.delivery_neighborhood_id, order.delivery_neighborhood, order.delivery_address, order.delivery_fee_cents,
      order.subtotal_cents, order.total_amount_cents, order.total_cost_cents, order.notes, order.order_date,
      order.delivery_user_id, order.delivery_user_email, order.delivery_user_name, order.source, order.created_by,
      order.created_by_name, order.tracking_token, order.idempotency_key, order.idempotency_fingerprint, order.scheduled_for,
      order.consumed, ms(order.confirmed_at), order.ready_at, order.delivering_at, order.delivered_at, order.version,
    );
    const params = [];
    for (const i of items) {
      params.push(i.id, i.order_id, i.position, i.product_id, i.product_name, i.category, i.size, i.quantity,
        i.unit_price_cents, i.unit_cost_cents, JSON.stringify(i.chosen_dishes), JSON.stringify(i.extras), i.notes, i.credits_used);
    }
    insertItems(items.length).run(...params);
    for (const e of events) q.event.run(e.id, e.order_id, e.kind, e.from_status, e.to_status, e.user_id, e.user_name, ms(e.at));
    const short = dishIds.find((dishId) => !taken.has(dishId));
    if (short) throw new HttpError(409, `O prato "${plan.names[short] ?? short}" esgotou.`);
    commit.run();
    return order.id;
  } catch (error) {
    if (db.inTransaction) rollback.run();
    throw error;
  }
}

/** The portions' state of the menu (PortionsService.stateOf) as availability.updated carries it. */
function portionsNews(menu) {
  const rows = q.portionsOf.all(menu.id);
  const portions = {};
  const sold = {};
  const marked = [];
  for (const id of menu.dishes) portions[id] = null;
  for (const r of rows) {
    if (!menu.dishes.includes(r.dish_id)) continue;
    portions[r.dish_id] = r.cap;
    sold[r.dish_id] = r.sold;
    if (r.sold_out) marked.push(r.dish_id);
  }
  const remaining = remainingPortions(menu.dishes, portions, sold);
  for (const id of marked) remaining[id] = 0;
  return { kind: 'portions', menu_id: menu.id, date: menu.date, portions, remaining, sold_out: soldOutDishes(remaining), marked_sold_out: marked };
}

let io;
async function createOrder(body, rawKey) {
  const key = readKey(rawKey);
  if (!validateOrder(body)) throw new HttpError(400, `${ajv.errorsText(validateOrder.errors)}`);
  const dto = normalize(body);
  if (dto.scheduled_for || dto.order_date || dto.status || dto.marketing_opt_in === true || dto.credit_code || dto.payment.method === 'company_tab'
    || dto.items.some((i) => i.use_credit === true)) {
    throw new HttpError(501, 'same-work baseline: only plain website orders are mirrored');
  }
  const fingerprint = key ? requestFingerprint(dto) : null;
  const now = new Date();
  // the store settings row: the product reads it per PIX order, uncached (StoreSettingsService.pix)
  const pix = dto.payment.method === 'pix' ? (json(q.store.get('store')?.value, {}).pix ?? null) : null;
  if (pix) throw new HttpError(501, 'same-work baseline: PIX codes are not mirrored');
  const { version, found } = key ? q.versionAndKey.get(key) : { version: q.version.all()[0]?.value ?? null, found: null };
  // the product replays the earlier order here; the load never repeats a key
  if (found) throw new HttpError(409, 'Esta chave de idempotência já foi usada em outro pedido.');
  const cat = catalogue(version ?? null);
  const work = draft(dto, key, fingerprint, cat, now);
  write(work);
  // the counts left, read right after the commit, still holding the database (PortionsService.announcement)
  const consumed = JSON.parse(work.aggregate.order.consumed);
  const menuNews = consumed.menu_id && Object.keys(consumed.dishes).length > 0 ? portionsNews(work.menu) : null;
  const counted = Object.keys(consumed.products ?? {});
  const stock = counted.length > 0 ? readStock(counted) : null;
  await walSync.flush();
  // once the commit is on disk: the order first (OrderEventForwarder)
  const { order } = work.aggregate;
  const dtoOut = toAggregateResponse(work.aggregate, { includeToken: false });
  const rooms = roomsForOrder({ ...order, tracking_token: order.tracking_token });
  const withToken = rooms.filter((r) => r === roleRoom('admin') || r === roleRoom('staff'));
  const backOffice = rooms.filter((r) => !withToken.includes(r) && r !== orderRoom(order.tracking_token));
  if (withToken.length) io.to(withToken).emit(ORDER_CREATED, { ...dtoOut, tracking_token: order.tracking_token });
  if (backOffice.length) io.to(backOffice).except(withToken).emit(ORDER_CREATED, dtoOut);
  io.to(orderRoom(order.tracking_token)).except([...withToken, ...backOffice]).emit(ORDER_CREATED, toTrackingOrder(dtoOut));
  // then the counts left
  if (menuNews) io.emit(AVAILABILITY_UPDATED, menuNews);
  if (stock) {
    const counts = Object.fromEntries(counted.map((pid) => [pid, stock.get(pid) ?? null]));
    io.emit(AVAILABILITY_UPDATED, { kind: 'stock', stock: counts, sold_out: counted.filter((pid) => stock.get(pid) === 0) });
    io.emit(CATALOG_UPDATED, { kind: 'products' });
  }
  // a guest's answer: the public shape (forViewer in orders/order-views.ts)
  return toPublicOrder(toAggregateResponse(work.aggregate, { includeToken: true }));
}

// ---- HTTP ----
function send(res, status, payload, headers = {}) {
  const body = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}
const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/health') return send(res, 200, { status: 'ok' });
  if (req.method !== 'POST' || req.url !== '/api/orders') return send(res, 404, { error: 'not found' });
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > 1024 * 1024) req.destroy();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    let body;
    try {
      if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) throw new HttpError(415, 'JSON only');
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'O corpo da requisição deve ser um objeto JSON.');
    } catch (error) {
      return send(res, error.status ?? 400, { error: { message: error.message } });
    }
    createOrder(body, req.headers['idempotency-key']).then(
      (data) => send(res, 201, { data }, { 'idempotent-replayed': 'false' }),
      (error) => {
        const status = error.status ?? CODE_STATUS[error.code] ?? 500;
        if (status === 500) console.error(error);
        send(res, status, { error: { code: error.code ?? 'ERROR', message: error.message } });
      },
    );
  });
});
io = new Server(server, { path: '/socket.io' });
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  io.close();
  server.close();
  checkpointer.postMessage('stop');
  setTimeout(() => {
    try {
      db.pragma('wal_checkpoint(TRUNCATE)');
    } catch { /* closing anyway */ }
    walSync.close();
    db.close();
    process.exit(0);
  }, 100);
});
