import { cpSync, existsSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Backups and restores of the embedded SQLite database (DECISIONS 10.8), one implementation for
 * `npm run backup`, `npm run restore` and the server's schedule (BACKUP_EVERY_HOURS).
 *
 * A backup is a folder `quentinha-<yyyyMMdd-HHmmss>/` with `quentinha.sqlite` (SQLite's online
 * backup: one committed state while the server keeps taking orders) and `uploads/` (the product
 * photos and the banner: a database without its images is half a shop).
 */
export const BACKUP_DATABASE_FILE = 'quentinha.sqlite';
export const BACKUP_UPLOADS_DIR = 'uploads';
const BACKUP_NAME = /^quentinha-\d{8}-\d{6}$/;

export class BackupError extends Error {}

export interface BackupResult {
  dir: string;
  databaseBytes: number;
  uploads: number;
}

const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Writes one backup folder under `outDir` (or exactly at `out` when given). */
export async function backupSqlite(options: { databasePath: string; uploadDir: string; outDir: string; out?: string; now?: Date }): Promise<BackupResult> {
  const source = resolve(options.databasePath);
  if (!existsSync(source)) throw new BackupError(`Banco de dados não encontrado: ${source}`);
  const dir = resolve(options.out ?? join(options.outDir, `quentinha-${stamp(options.now ?? new Date())}`));
  if (existsSync(dir)) throw new BackupError(`Já existe: ${dir}`);
  // written beside its final name and renamed at the end: a folder that exists is a whole backup
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const db = new Database(source, { fileMustExist: true, readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(join(partial, BACKUP_DATABASE_FILE));
  } finally {
    db.close();
  }
  let uploads = 0;
  if (existsSync(options.uploadDir)) {
    cpSync(options.uploadDir, join(partial, BACKUP_UPLOADS_DIR), { recursive: true });
    uploads = readdirSync(join(partial, BACKUP_UPLOADS_DIR), { recursive: true }).length;
  }
  renameSync(partial, dir);
  return { dir, databaseBytes: statSync(join(dir, BACKUP_DATABASE_FILE)).size, uploads };
}

/** Keeps the `keep` newest backup folders of `outDir`, removes the older ones. */
export function pruneBackups(outDir: string, keep: number): string[] {
  if (!existsSync(outDir)) return [];
  const folders = readdirSync(outDir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
  const removed = folders.slice(keep).map((name) => join(outDir, name));
  for (const dir of removed) rmSync(dir, { recursive: true, force: true });
  return removed;
}

/** What a restored copy holds, shown before and after: the owner checks the figures. */
export interface DatabaseCounts {
  orders: number;
  products: number;
  users: number;
  lastOrderAt: string | null;
}

/**
 * Opens the copy read-only and checks it is whole (`integrity_check`) and is this product's
 * database (its migrations table and orders), then counts what it holds.
 */
export function inspectCopy(file: string): DatabaseCounts {
  if (!existsSync(file)) throw new BackupError(`Cópia não encontrada: ${file}`);
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: true, readonly: true });
  } catch (error) {
    throw new BackupError(`Não é um banco SQLite legível: ${file} (${(error as Error).message})`);
  }
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`A cópia está corrompida (integrity_check: ${String(integrity)}): ${file}`);
    const tables = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name));
    if (!tables.has('migrations') || !tables.has('orders')) throw new BackupError(`Não é uma cópia do Quentinha (faltam as tabelas): ${file}`);
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
    const last = db.prepare('SELECT MAX(created_at) AS at FROM orders').get() as { at: number | null };
    return {
      orders: count('orders'),
      products: count('products'),
      users: count('users'),
      lastOrderAt: last.at === null ? null : new Date(Number(last.at)).toISOString(),
    };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Não foi possível ler a cópia: ${file} (${(error as Error).message})`);
  } finally {
    db.close();
  }
}

/**
 * True while another process (a running server) has the database open. A connection in WAL mode
 * holds a shared lock on the WAL index for as long as it is open; leaving WAL mode needs that lock
 * alone, so the attempt fails at once while anyone else is connected. A server killed with -9
 * holds nothing: its locks went with its process.
 */
export function databaseInUse(databasePath: string): boolean {
  if (!existsSync(databasePath)) return false;
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = DELETE');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    db.close();
  }
}

export interface RestoreResult {
  counts: DatabaseCounts;
  /** where the database (and its -wal/-shm) and the uploads it replaced were moved */
  setAside: string[];
  uploadsRestored: boolean;
}

/** A backup folder or a bare `.sqlite` copy (as older `npm run backup` wrote them). */
function copyOf(backup: string): { database: string; uploads: string | null } {
  const path = resolve(backup);
  if (existsSync(path) && statSync(path).isDirectory()) {
    const uploads = join(path, BACKUP_UPLOADS_DIR);
    return { database: join(path, BACKUP_DATABASE_FILE), uploads: existsSync(uploads) ? uploads : null };
  }
  return { database: path, uploads: null };
}

/**
 * Puts a backup in place of `databasePath` so that the next start serves exactly the backup:
 * refuses while the database is in use, checks the copy first, and sets the old database aside
 * WITH its `-wal` and `-shm` files (left in place, SQLite would replay the old WAL over the
 * restored copy at the next start: the restore undone at the moment one restores, after a crash).
 */
export function restoreSqlite(options: { backup: string; databasePath: string; uploadDir: string; now?: Date }): RestoreResult {
  const target = resolve(options.databasePath);
  const copy = copyOf(options.backup);
  const counts = inspectCopy(copy.database);
  if (existsSync(target) && realpathSync(copy.database) === realpathSync(target)) {
    throw new BackupError(`A cópia indicada é o próprio banco (${target}): indique a pasta da cópia de segurança.`);
  }
  if (databaseInUse(target)) {
    throw new BackupError(`O banco ${target} está em uso: pare o servidor antes de restaurar.`);
  }
  mkdirSync(dirname(target), { recursive: true });
  // the copy is made beside its place first: a full disk fails here, with the old database untouched
  const incoming = `${target}.restaurando`;
  cpSync(copy.database, incoming);
  const suffix = `.antes-da-restauracao-${stamp(options.now ?? new Date())}`;
  const setAside: string[] = [];
  for (const file of [target, `${target}-wal`, `${target}-shm`, `${target}-journal`]) {
    if (!existsSync(file)) continue;
    const aside = join(dirname(file), `${basename(target)}${suffix}${file.slice(target.length)}`);
    renameSync(file, aside);
    setAside.push(aside);
  }
  renameSync(incoming, target);
  if (copy.uploads) {
    const uploadDir = resolve(options.uploadDir);
    if (existsSync(uploadDir)) {
      const aside = `${uploadDir}${suffix}`;
      renameSync(uploadDir, aside);
      setAside.push(aside);
    }
    // a link inside a backup folder must not become a link the server serves: files are copied
    cpSync(copy.uploads, uploadDir, { recursive: true, dereference: true });
  }
  return { counts, setAside, uploadsRestored: copy.uploads !== null };
}
