// `npm run backup [-- --out file]`: a consistent copy of the running SQLite database, taken with
// SQLite's online backup (better-sqlite3's db.backup): the server keeps taking orders meanwhile and
// the copy is one committed state, never half a transaction. On PostgreSQL use pg_dump
// (deploy/README.md). Restore: stop the server, put the copy at DATABASE_PATH, start it.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

if (existsSync('.env')) process.loadEnvFile('.env');
// better-sqlite3 is the backend's dependency
const Database = createRequire(resolve('backend/package.json'))('better-sqlite3');

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL aponta para o PostgreSQL: use pg_dump (veja deploy/README.md).');
  process.exit(1);
}
const source = resolve(process.env.DATABASE_PATH || 'data/quentinha.sqlite');
if (!existsSync(source)) {
  console.error(`Banco de dados não encontrado: ${source}`);
  process.exit(1);
}
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const out = resolve(values.out ?? join(dirname(source), 'backups', `quentinha-${stamp}.sqlite`));
if (existsSync(out)) {
  console.error(`Já existe: ${out}`);
  process.exit(1);
}
mkdirSync(dirname(out), { recursive: true });

const db = new Database(source, { fileMustExist: true });
try {
  db.pragma('busy_timeout = 5000');
  await db.backup(out);
} finally {
  db.close();
}
console.log(`Cópia de segurança: ${out} (${(statSync(out).size / 1024 / 1024).toFixed(1)} MB)`);
