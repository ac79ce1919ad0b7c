// A company's payment keeps how it was paid in a column of its own (it was only words in the
// note): the day's cash drawer counts the payments made in cash (DECISIONS 10.11). Entries from
// before have none; the ledger refuses updates, so they are not backfilled (a payment's method
// only matters to the drawer of the day it was made).
import { twoDialectMigration } from './two-dialects.js';

export class CompanyPaymentMethod1795780000000 extends twoDialectMigration('CompanyPaymentMethod1795780000000', {
  sqliteUp: ['ALTER TABLE "company_entries" ADD COLUMN "method" varchar(20)'],
  sqliteDown: ['ALTER TABLE "company_entries" DROP COLUMN "method"'],
  postgresUp: ['ALTER TABLE "company_entries" ADD "method" character varying(20)'],
  postgresDown: ['ALTER TABLE "company_entries" DROP COLUMN "method"'],
}) {}
