// Written by hand in the shape of backend/scripts/generate-migration.mjs: one migration, two
// dialects. The addresses that signed into each account (DECISIONS 10.8): exempt from the
// account-wide limit on failed sign-ins, so strangers cannot lock the owner out; and the session
// each refresh token belongs to, named in the access token, so a logout ends it at once.
import { twoDialectMigration } from './two-dialects.js';

const sqliteUp: string[] = [
  'CREATE TABLE "sign_in_addresses" ("user_id" varchar(36) NOT NULL, "address_hash" varchar(64) NOT NULL, "last_success_at" bigint NOT NULL, PRIMARY KEY ("user_id", "address_hash"))',
  'ALTER TABLE "refresh_tokens" ADD COLUMN "session_id" varchar(36)',
  'CREATE INDEX "ix_refresh_tokens_session" ON "refresh_tokens" ("session_id") ',
];
const sqliteDown: string[] = ['DROP INDEX "ix_refresh_tokens_session"', 'ALTER TABLE "refresh_tokens" DROP COLUMN "session_id"', 'DROP TABLE "sign_in_addresses"'];
const postgresUp: string[] = [
  'CREATE TABLE "sign_in_addresses" ("user_id" character varying(36) NOT NULL, "address_hash" character varying(64) NOT NULL, "last_success_at" bigint NOT NULL, CONSTRAINT "PK_sign_in_addresses" PRIMARY KEY ("user_id", "address_hash"))',
  'ALTER TABLE "refresh_tokens" ADD "session_id" character varying(36)',
  'CREATE INDEX "ix_refresh_tokens_session" ON "refresh_tokens" ("session_id") ',
];
const postgresDown: string[] = ['DROP INDEX "public"."ix_refresh_tokens_session"', 'ALTER TABLE "refresh_tokens" DROP COLUMN "session_id"', 'DROP TABLE "sign_in_addresses"'];

export class SessionsAndAddresses1795720000000 extends twoDialectMigration('SessionsAndAddresses1795720000000', { sqliteUp, sqliteDown, postgresUp, postgresDown }) {}
