import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { figures } from './support/report.js';
import { ADMIN_EMAIL, ServerProcess, TestDatabase } from './support/server.js';
import { openShop, orderAt, type Shop } from './support/shop.js';

// Proof 5, the restore drill (DECISIONS 10.8), on the embedded database (PostgreSQL restores with
// pg_restore, deploy/README.md): the owner backs up at lunch with `npm run backup`, orders keep
// coming, the server is killed with -9, `npm run restore` puts the backup in place (the old
// database's -wal and -shm still beside it), and the next start serves exactly the backup's
// orders and images. While the server runs, the restore refuses and changes nothing.
const TOOLS = resolve(__dirname, '../../dist/tools');

describe('restore drill: backup, more orders, kill -9, restore in place (sqlite)', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let shop: Shop;
  const backups = () => join(database.dir, 'backups');
  const tool = (name: 'backup' | 'restore', args: string[] = []) =>
    spawnSync(process.execPath, [join(TOOLS, `${name}.js`), ...args], {
      env: { ...process.env, ...database.env, DATABASE_URL: '', UPLOAD_DIR: join(database.dir, 'uploads'), BACKUP_DIR: backups() },
      encoding: 'utf8',
    });
  const orderIds = async () => {
    const res = await shop.admin.get('/api/orders?limit=100');
    expect(res.status).toBe(200);
    return (res.body.data as { id: string }[]).map((o) => o.id).sort();
  };

  beforeAll(async () => {
    database = await TestDatabase.create('sqlite');
    server = new ServerProcess(database);
    await server.start();
    shop = await openShop(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('serves exactly the backup after the restore, and refuses while the server runs', async () => {
    for (let i = 0; i < 5; i++) await orderAt(shop, shop.admin, ['confirmed']);
    mkdirSync(join(database.dir, 'uploads'), { recursive: true });
    writeFileSync(join(database.dir, 'uploads', 'banner.webp'), 'banner da cópia');
    const backedUp = await orderIds();

    const backup = tool('backup');
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    const [folder] = readdirSync(backups());
    expect(backup.stdout).toContain(folder);

    // lunch goes on after the backup
    for (let i = 0; i < 7; i++) await orderAt(shop, shop.admin, ['confirmed', 'preparing']);
    writeFileSync(join(database.dir, 'uploads', 'foto-nova.webp'), 'depois da cópia');
    expect((await orderIds()).length).toBe(backedUp.length + 7);

    const refused = tool('restore', [join(backups(), folder)]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('está em uso: pare o servidor antes de restaurar');
    expect((await orderIds()).length).toBe(backedUp.length + 7);

    await server.kill();
    expect(existsSync(`${database.databasePath}-wal`)).toBe(true);
    const restored = tool('restore', [join(backups(), folder)]);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain(`${backedUp.length} pedidos`);

    await server.start();
    shop = { ...shop, admin: await server.signIn(ADMIN_EMAIL) };
    expect(await orderIds()).toEqual(backedUp);
    expect(readdirSync(join(database.dir, 'uploads'))).toEqual(['banner.webp']);
    // the owner keeps selling on the restored database
    await orderAt(shop, shop.admin, ['confirmed']);
    expect((await orderIds()).length).toBe(backedUp.length + 1);
    figures('restore', { 'orders in the backup': backedUp.length, 'orders after it, gone with the restore': 7 });
  }, 180_000);
});
