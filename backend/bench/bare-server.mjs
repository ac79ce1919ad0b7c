// The bare baseline: plain Fastify + better-sqlite3 + Socket.IO doing the same work as the app's
// hot paths with nothing else (no Nest, no TypeORM, no validation, no auth).
import { randomUUID, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { Server } from 'socket.io';

const db = new Database(process.env.BARE_DB);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`
  CREATE TABLE IF NOT EXISTS products (id TEXT PRIMARY KEY, name TEXT, category TEXT, sizes TEXT, active INTEGER);
  CREATE TABLE IF NOT EXISTS orders (id TEXT PRIMARY KEY, order_number INTEGER UNIQUE, customer_name TEXT, whatsapp TEXT,
    status TEXT, total_cents INTEGER, fee_cents INTEGER, address TEXT, tracking_token TEXT UNIQUE, created_at INTEGER);
  CREATE TABLE IF NOT EXISTS order_items (id TEXT PRIMARY KEY, order_id TEXT, product_id TEXT, size TEXT, quantity INTEGER,
    unit_price_cents INTEGER, chosen_dishes TEXT);
  CREATE TABLE IF NOT EXISTS order_events (id TEXT PRIMARY KEY, order_id TEXT, to_status TEXT, at INTEGER);
`);
const products = JSON.parse(process.env.BARE_PRODUCTS);
const insertProduct = db.prepare('INSERT OR REPLACE INTO products VALUES (?, ?, ?, ?, 1)');
for (const p of products) insertProduct.run(p.id, p.name, p.category, JSON.stringify(p.sizes));
// the bare menu reads its rows from SQLite on every request, as a plain server would
const activeProducts = db.prepare('SELECT id, name, category, sizes FROM products WHERE active = 1 ORDER BY category, name');
const menuJson = () =>
  JSON.stringify({ products: activeProducts.all().map((p) => ({ ...p, sizes: JSON.parse(p.sizes), is_available: true })) });

const findProduct = db.prepare('SELECT * FROM products WHERE id = ? AND active = 1');
const nextNumber = db.prepare('SELECT COALESCE(MAX(order_number), 0) + 1 AS n FROM orders');
const insertOrder = db.prepare('INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
const insertItem = db.prepare('INSERT INTO order_items VALUES (?, ?, ?, ?, ?, ?, ?)');
const insertEvent = db.prepare('INSERT INTO order_events VALUES (?, ?, ?, ?)');
const createOrder = db.transaction((body) => {
  const id = randomUUID();
  let total = 0;
  const items = body.items.map((item) => {
    const product = findProduct.get(item.product_id);
    const size = JSON.parse(product.sizes).find((s) => s.name === item.size);
    total += Math.round(size.price * 100) * item.quantity;
    return [randomUUID(), id, item.product_id, item.size, item.quantity, Math.round(size.price * 100), JSON.stringify(item.chosen_dishes ?? [])];
  });
  const fee = 700;
  insertOrder.run(id, nextNumber.get().n, body.customer.name, body.customer.phone, 'pending', total + fee, fee, body.delivery.address, randomBytes(24).toString('base64url'), Date.now());
  for (const row of items) insertItem.run(...row);
  insertEvent.run(randomUUID(), id, 'pending', Date.now());
  return { id, total_amount: (total + fee) / 100 };
});

const app = Fastify({ logger: false });
app.get('/api/products', (_req, reply) => reply.header('content-type', 'application/json').send(menuJson()));
app.post('/api/orders', (req, reply) => reply.status(201).send({ data: createOrder(req.body) }));
const io = new Server(app.server, { path: '/socket.io' });
io.on('connection', (socket) => socket.join('role:staff'));
app.post('/emit', (req, reply) => {
  io.to('role:staff').emit('order.updated', req.body);
  reply.send({ ok: true });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  io.close();
  await app.close();
  db.close();
  process.exit(0);
});
