import { Module } from '@nestjs/common';
import { BackupScheduler } from './backup-scheduler.service.js';

/** The server's own scheduled backups of the embedded database (BACKUP_EVERY_HOURS). */
@Module({ providers: [BackupScheduler] })
export class BackupsModule {}
