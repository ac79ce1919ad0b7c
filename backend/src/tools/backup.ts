// `npm run backup [-- --out folder]`: a consistent copy of the running SQLite database and its
// uploads (modules/backups/sqlite-backup.ts) under BACKUP_DIR. The server keeps taking orders.
import { parseArgs } from 'node:util';
import { storagePaths } from '../config/config.js';
import { BackupError, backupSqlite } from '../modules/backups/sqlite-backup.js';

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    throw new BackupError('DATABASE_URL aponta para o PostgreSQL: use pg_dump (veja deploy/README.md).');
  }
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const paths = storagePaths();
  const result = await backupSqlite({ databasePath: paths.databasePath, uploadDir: paths.uploadDir, outDir: paths.backupDir, out: values.out });
  console.log(
    `Cópia de segurança: ${result.dir} (banco ${(result.databaseBytes / 1024 / 1024).toFixed(1)} MB, ${result.uploads} arquivos de imagens)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
