import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackupScheduler } from '../../src/modules/backups/backup-scheduler.service.js';
import { BackupError, backupSqlite, pruneBackups, restoreSqlite } from '../../src/modules/backups/sqlite-backup.js';
import { ACCESS_COOKIE } from '../../src/common/auth/auth-user.js';
import { Factories } from '../support/factories.js';
import { HttpClient } from '../support/http.js';
import { newOrderIn, seedOrderCatalog } from '../support/order-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * DECISIONS 10.8: `npm run restore` puts a backup in place of DATABASE_PATH so that the next start
 * serves exactly the backup's orders, even with the old database's -wal and -shm beside it (the
 * documented 'put the copy at DATABASE_PATH' was undone by SQLite replaying the old WAL); it
 * refuses while the database is in use. Backups carry the uploads. SQLite only. The same drill
 * with a real kill -9 of the built server runs in `npm run test:reliability` (restore.proof.ts).
 */
const sqliteOnly = { DATABASE_URL: '' };

/**
 * A server killed mid-lunch: a process that writes to the database with automatic checkpoints off
 * and dies with SIGKILL, leaving its -wal (frames the main file does not have yet) and -shm behind.
 */
function writeThenDie(databasePath: string, sql: string): void {
  const script = `
    const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new Database(${JSON.stringify(databasePath)});
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0');
    db.exec(${JSON.stringify(sql)});
    process.kill(process.pid, 'SIGKILL');
  `;
  const died = spawnSync(process.execPath, ['-e', script]);
  expect(died.signal).toBe('SIGKILL');
}

interface Seen {
  id: string;
  notes: string | null;
}

describe('backup and restore of the embedded database', () => {
  let dir: string;
  let t: TestApp | null = null;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'quentinha-restore-'));
  });
  afterEach(async () => {
    await t?.close();
    t = null;
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async (databasePath: string, uploadDir: string) => (t = await startTestApp({ ...sqliteOnly, DATABASE_PATH: databasePath, UPLOAD_DIR: uploadDir }));

  it('after a crash with the old -wal beside it, the next start serves exactly the backup, images included', async () => {
    const databasePath = join(dir, 'loja.sqlite');
    const uploadDir = join(dir, 'uploads');
    const app = await start(databasePath, uploadDir);
    const catalog = await seedOrderCatalog(app);
    const admin = await new Factories(app).newUser({ role: 'admin' });
    for (let i = 0; i < 3; i++) await newOrderIn(app, catalog, admin.http);
    writeFileSync(join(uploadDir, 'banner.webp'), 'imagem da cópia');
    const backedUp: Seen[] = (await admin.http.get('/api/orders?limit=100')).body.data.map((o: Seen) => ({ id: o.id, notes: o.notes }));
    const { dir: backup, uploads } = await backupSqlite({ databasePath, uploadDir, outDir: join(dir, 'backups') });
    expect(uploads).toBe(1);

    // lunch goes on after the backup, then the server dies
    for (let i = 0; i < 2; i++) await newOrderIn(app, catalog, admin.http);
    writeFileSync(join(uploadDir, 'produto-novo.webp'), 'imagem depois da cópia');
    await app.close();
    t = null;
    writeThenDie(databasePath, "UPDATE orders SET notes = 'escrito depois da cópia'");
    expect(existsSync(`${databasePath}-wal`)).toBe(true);

    const result = restoreSqlite({ backup, databasePath, uploadDir });
    expect(result.counts.orders).toBe(3);
    expect(result.uploadsRestored).toBe(true);
    // nothing is deleted: the old database, with what its WAL held, and the old images wait beside
    const aside = readdirSync(dir).filter((name) => name.includes('antes-da-restauracao'));
    const oldDatabase = aside.find((name) => name.startsWith('loja.sqlite') && !/-(wal|shm)$/.test(name))!;
    expect(aside.some((name) => name.startsWith('uploads'))).toBe(true);
    const old = spawnSync(process.execPath, [
      '-e',
      `const D=require(${JSON.stringify(require.resolve('better-sqlite3'))});const db=new D(${JSON.stringify(join(dir, oldDatabase))});console.log(JSON.stringify(db.prepare('SELECT COUNT(*) AS n, MIN(notes) AS notes FROM orders').get()))`,
    ]);
    expect(JSON.parse(old.stdout.toString())).toEqual({ n: 5, notes: 'escrito depois da cópia' });
    expect(existsSync(`${databasePath}-wal`)).toBe(false);

    const restored = await start(databasePath, uploadDir);
    const admin2 = new HttpClient(restored.baseUrl);
    admin2.cookies.set(ACCESS_COOKIE, new Factories(restored).accessTokenFor(admin.user));
    const served: Seen[] = (await admin2.get('/api/orders?limit=100')).body.data.map((o: Seen) => ({ id: o.id, notes: o.notes }));
    expect(served).toEqual(backedUp);
    expect(readdirSync(uploadDir)).toEqual(['banner.webp']);
    expect(readFileSync(join(uploadDir, 'banner.webp'), 'utf8')).toBe('imagem da cópia');
    // two starts of the app and a backup of a real file: on a machine whose cores are taken by
    // other work that is minutes, not seconds (the assertions wait for nothing)
  }, 120_000);

  it('refuses while the database is in use, and changes nothing', async () => {
    const databasePath = join(dir, 'loja.sqlite');
    const uploadDir = join(dir, 'uploads');
    const app = await start(databasePath, uploadDir);
    const { dir: backup } = await backupSqlite({ databasePath, uploadDir, outDir: join(dir, 'backups') });
    const catalog = await seedOrderCatalog(app);
    const admin = await new Factories(app).newUser({ role: 'admin' });
    await newOrderIn(app, catalog, admin.http);
    expect(() => restoreSqlite({ backup, databasePath, uploadDir })).toThrow(
      new BackupError(`O banco ${databasePath} está em uso: pare o servidor antes de restaurar.`),
    );
    expect(readdirSync(dir).filter((name) => name.includes('antes-da-restauracao'))).toEqual([]);
    expect((await admin.http.get('/api/orders')).body.data).toHaveLength(1);
  });

  it('checks the copy before touching anything: a damaged or foreign file is refused', () => {
    const databasePath = join(dir, 'loja.sqlite');
    writeFileSync(databasePath, 'o banco atual');
    const damaged = join(dir, 'danificada.sqlite');
    writeFileSync(damaged, 'SQLite format 3\0' + 'x'.repeat(4000));
    expect(() => restoreSqlite({ backup: damaged, databasePath, uploadDir: join(dir, 'uploads') })).toThrow(BackupError);
    const foreign = join(dir, 'outra.sqlite');
    const make = spawnSync(process.execPath, ['-e', `const D=require(${JSON.stringify(require.resolve('better-sqlite3'))});new D(${JSON.stringify(foreign)}).exec('CREATE TABLE t(a)')`]);
    expect(make.status).toBe(0);
    expect(() => restoreSqlite({ backup: foreign, databasePath, uploadDir: join(dir, 'uploads') })).toThrow(/Não é uma cópia do Quentinha/);
    expect(() => restoreSqlite({ backup: join(dir, 'nao-existe'), databasePath, uploadDir: join(dir, 'uploads') })).toThrow(/não encontrada/);
    expect(readFileSync(databasePath, 'utf8')).toBe('o banco atual');
  });

  it('refuses the live database itself as the copy (or a link to it), and leaves it in place', async () => {
    const databasePath = join(dir, 'loja.sqlite');
    const uploadDir = join(dir, 'uploads');
    const app = await start(databasePath, uploadDir);
    await app.close();
    t = null;
    symlinkSync(databasePath, join(dir, 'atalho.sqlite'));
    for (const backup of [databasePath, join(dir, 'atalho.sqlite')]) {
      expect(() => restoreSqlite({ backup, databasePath, uploadDir })).toThrow(/é o próprio banco/);
    }
    expect(existsSync(databasePath)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.includes('antes-da-restauracao'))).toEqual([]);
  });

  it('keeps the newest backups of a folder and removes the older ones', () => {
    const backups = join(dir, 'backups');
    const names = ['quentinha-20261101-120000', 'quentinha-20261102-120000', 'quentinha-20261103-120000', 'outra-coisa'];
    for (const name of names) mkdirSync(join(backups, name), { recursive: true });
    pruneBackups(backups, 2);
    expect(readdirSync(backups).sort()).toEqual(['outra-coisa', 'quentinha-20261102-120000', 'quentinha-20261103-120000']);
  });

  it('BACKUP_EVERY_HOURS: the server backs itself up to BACKUP_DIR, images included, keeping the newest BACKUP_KEEP', async () => {
    const backups = join(dir, 'outro-disco');
    for (const old of ['quentinha-20260101-120000', 'quentinha-20260102-120000']) mkdirSync(join(backups, old), { recursive: true });
    const app = (t = await startTestApp({
      ...sqliteOnly,
      DATABASE_PATH: join(dir, 'loja.sqlite'),
      UPLOAD_DIR: join(dir, 'uploads'),
      BACKUP_DIR: backups,
      BACKUP_EVERY_HOURS: '6',
      BACKUP_KEEP: '2',
    }));
    writeFileSync(join(dir, 'uploads', 'banner.webp'), 'banner');
    await app.app.get(BackupScheduler).runOnce();
    const kept = readdirSync(backups).sort();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe('quentinha-20260102-120000');
    expect(readdirSync(join(backups, kept[1])).sort()).toEqual(['quentinha.sqlite', 'uploads']);
    expect(readdirSync(join(backups, kept[1], 'uploads'))).toEqual(['banner.webp']);
  });
});
