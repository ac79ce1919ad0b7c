import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { backupSqlite, pruneBackups } from './sqlite-backup.js';

/**
 * BACKUP_EVERY_HOURS: the server backs its own SQLite database up (with the uploads) to
 * BACKUP_DIR, keeping the newest BACKUP_KEEP. An owner who never types `npm run backup` still has
 * yesterday's shop when the disk dies. PostgreSQL has its own tools (pg_dump): nothing runs there.
 */
@Injectable()
export class BackupScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Backup');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onApplicationBootstrap(): void {
    if (this.config.databaseUrl || this.config.backupEveryHours === 0) return;
    this.timer = setInterval(() => void this.runOnce(), this.config.backupEveryHours * 3_600_000);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One backup and the pruning after it; a failure is logged, the next one tries again. */
  runOnce(): Promise<void> {
    this.running ??= (async () => {
      try {
        const { databasePath, uploadDir, backupDir, backupKeep } = this.config;
        const result = await backupSqlite({ databasePath, uploadDir, outDir: backupDir });
        pruneBackups(backupDir, backupKeep);
        this.logger.log(`cópia de segurança em ${result.dir}`);
      } catch (error) {
        this.logger.error(`cópia de segurança falhou: ${(error as Error).message}`);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
