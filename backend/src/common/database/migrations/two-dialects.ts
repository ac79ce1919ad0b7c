import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A migration's statements for each database, in the order they run. */
export interface DialectStatements {
  sqliteUp: string[];
  sqliteDown: string[];
  postgresUp: string[];
  postgresDown: string[];
}

const isPostgres = (runner: QueryRunner) => runner.connection.options.type === 'postgres';

/**
 * One migration, two dialects (DECISIONS 1: the same migrations on SQLite and PostgreSQL): each
 * migration file holds only its statements and extends the class this returns.
 */
export function twoDialectMigration(name: string, sql: DialectStatements): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = name;

    async up(runner: QueryRunner): Promise<void> {
      for (const statement of isPostgres(runner) ? sql.postgresUp : sql.sqliteUp) await runner.query(statement);
    }

    async down(runner: QueryRunner): Promise<void> {
      for (const statement of isPostgres(runner) ? sql.postgresDown : sql.sqliteDown) await runner.query(statement);
    }
  };
}
