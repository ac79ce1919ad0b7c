// `npm run restore -- <backup folder or .sqlite file>`: with the server stopped, puts the backup
// in place of DATABASE_PATH (and its images in UPLOAD_DIR) so that the next start serves exactly
// the backup; the old files are set aside, never deleted (modules/backups/sqlite-backup.ts).
import { parseArgs } from 'node:util';
import { storagePaths } from '../config/config.js';
import { BackupError, restoreSqlite } from '../modules/backups/sqlite-backup.js';

function main(): void {
  if (process.env.DATABASE_URL) {
    throw new BackupError('DATABASE_URL aponta para o PostgreSQL: use pg_restore (veja deploy/README.md).');
  }
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) throw new BackupError('Uso: npm run restore -- <pasta da cópia ou arquivo .sqlite>');
  const paths = storagePaths();
  const { counts, setAside, uploadsRestored } = restoreSqlite({ backup: positionals[0], databasePath: paths.databasePath, uploadDir: paths.uploadDir });
  for (const file of setAside) console.log(`Guardado ao lado: ${file}`);
  console.log(
    `Restaurado em ${paths.databasePath}: ${counts.orders} pedidos (o último em ${counts.lastOrderAt ?? '—'}), ` +
      `${counts.products} produtos, ${counts.users} usuários${uploadsRestored ? ', com as imagens' : ''}. Inicie o servidor.`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
