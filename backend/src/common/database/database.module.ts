import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SqliteCheckpointer } from './sqlite-checkpointer.js';
import { installSqliteBoundNumbers } from './sqlite-bound-numbers.js';
import { installSqliteTransactionLock } from './sqlite-transaction-lock.js';

/** Before the first request: on SQLite, every unit of work gets its own transactions and statements are reused. */
@Injectable()
class SqliteTransactionLockInstaller implements OnModuleInit {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  onModuleInit(): void {
    installSqliteTransactionLock(this.db);
    installSqliteBoundNumbers(this.db);
  }
}

@Module({ providers: [SqliteCheckpointer, SqliteTransactionLockInstaller] })
export class DatabaseMaintenanceModule {}
