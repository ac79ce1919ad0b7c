import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { daysBetween } from '@quentinha/shared/companies/statements';
import { todaySaoPaulo, toSaoPauloDay } from '@quentinha/shared/dates/sao-paulo';
import type { DataSource, EntityManager } from 'typeorm';
import { execute, inList } from '../../common/database/plain-sql.js';
import { type Company, CompanyMember } from './company.entities.js';
import { type CompanyFigures, type EntryRow, memberView } from './company-views.js';

const num = (value: unknown) => Number(value ?? 0);

/** The company screens' reads: balances, entries with their orders, members with their counts. */
@Injectable()
export class CompaniesRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  /** Balance, 'em aberto há N dias', last payment and members of each company, by id. */
  async figures(companies: Company[], manager: EntityManager = this.db.manager): Promise<Map<string, CompanyFigures>> {
    const result = new Map<string, CompanyFigures>();
    if (companies.length === 0) return result;
    const ids = companies.map((c) => c.id);
    const { rows: sums } = await execute(
      manager,
      `SELECT "company_id" AS "company", SUM("amount_cents") AS "balance",
              SUM(CASE WHEN "amount_cents" < 0 THEN -"amount_cents" ELSE 0 END) AS "credits",
              MAX(CASE WHEN "kind" = 'payment' THEN "created_at" END) AS "last_payment"
         FROM "company_entries" WHERE "company_id" IN (${inList(ids.length)}) GROUP BY "company_id"`,
      ids,
      { returnsRows: true },
    );
    const members = await manager
      .getRepository(CompanyMember)
      .createQueryBuilder('m')
      .where('m.company_id IN (:...ids)', { ids })
      .orderBy('m.name', 'ASC')
      .getMany();
    const counts = await this.memberOrderCounts(ids, manager);
    const today = todaySaoPaulo();
    for (const company of companies) {
      const row = sums.find((r) => r.company === company.id);
      const balance = num(row?.balance);
      let oldestOpenDays: number | null = null;
      if (balance > 0) {
        const oldest = await this.oldestOpenDebit(company.id, num(row?.credits), manager);
        if (oldest != null) oldestOpenDays = Math.max(0, daysBetween(toSaoPauloDay(new Date(oldest)), today));
      }
      result.set(company.id, {
        balanceCents: balance,
        oldestOpenDays,
        lastPaymentAt: row?.last_payment == null ? null : new Date(num(row.last_payment)),
        members: members.filter((m) => m.company_id === company.id).map((m) => memberView(m, counts.get(m.id) ?? 0)),
      });
    }
    return result;
  }

  /**
   * The instant of the oldest positive entry not yet covered by everything credited (payments,
   * reversals, negative adjustments), paid oldest first: the shared rule oldestOpenDebit, run by
   * the database over a running sum so a year of entries is not read into memory.
   */
  private async oldestOpenDebit(
    companyId: string,
    creditsCents: number,
    manager: EntityManager,
  ): Promise<number | null> {
    const { rows } = await execute(
      manager,
      `SELECT "created_at" AS "at" FROM (
         SELECT "created_at", SUM("amount_cents") OVER (ORDER BY "created_at", "id" ROWS UNBOUNDED PRECEDING) AS "running"
           FROM "company_entries" WHERE "company_id" = ? AND "amount_cents" > 0
       ) AS "debits" WHERE "running" > ? ORDER BY "created_at" LIMIT 1`,
      [companyId, creditsCents],
      { returnsRows: true },
    );
    return rows[0] ? num(rows[0].at) : null;
  }

  /** Tab orders of each member, cancelled ones left out. */
  async memberOrderCounts(
    companyIds: string[],
    manager: EntityManager = this.db.manager,
  ): Promise<Map<string, number>> {
    const { rows } = await execute(
      manager,
      `SELECT "company_member_id" AS "member", COUNT(*) AS "n" FROM "orders"
        WHERE "company_id" IN (${inList(companyIds.length)}) AND "status" <> 'cancelled' GROUP BY "company_member_id"`,
      companyIds,
      { returnsRows: true },
    );
    return new Map(rows.map((r) => [String(r.member), num(r.n)]));
  }

  /** Entries of a company with created_at in (after, until], oldest first, with order number and member. */
  async entries(
    companyId: string,
    after: number,
    until: number,
    manager: EntityManager = this.db.manager,
  ): Promise<EntryRow[]> {
    return this.entryRows(
      `e."company_id" = ? AND e."created_at" > ? AND e."created_at" <= ?`,
      [companyId, after, until],
      manager,
    );
  }

  /** One entry by its id or its dedupe_key. */
  async entryBy(column: 'id' | 'dedupe_key', value: string): Promise<EntryRow | null> {
    return (await this.entryRows(`e."${column}" = ?`, [value], this.db.manager))[0] ?? null;
  }

  private async entryRows(where: string, params: unknown[], manager: EntityManager): Promise<EntryRow[]> {
    const { rows } = await execute(
      manager,
      `SELECT e."id", e."kind", e."amount_cents", e."order_id", o."order_number",
              COALESCE(o."company_member_name", m."name") AS "member_name", e."note", e."created_by_name", e."created_at"
         FROM "company_entries" e
         LEFT JOIN "orders" o ON o."id" = e."order_id"
         LEFT JOIN "company_members" m ON m."id" = e."member_id"
        WHERE ${where}
        ORDER BY e."created_at", e."id"`,
      params,
      { returnsRows: true },
    );
    return rows.map((r) => ({
      id: String(r.id),
      kind: r.kind as EntryRow['kind'],
      amount_cents: num(r.amount_cents),
      order_id: (r.order_id as string | null) ?? null,
      order_number: r.order_number == null ? null : num(r.order_number),
      member_name: (r.member_name as string | null) ?? null,
      note: (r.note as string | null) ?? null,
      created_by_name: String(r.created_by_name),
      created_at: num(r.created_at),
    }));
  }

  /** Sums of the company's entries up to an instant: balance and what was owed (positive entries). */
  async sumsThrough(
    companyId: string,
    until: number,
    manager: EntityManager,
  ): Promise<{ balance: number; debits: number; latest: number | null }> {
    const { rows } = await execute(
      manager,
      `SELECT COALESCE(SUM("amount_cents"), 0) AS "balance",
              COALESCE(SUM(CASE WHEN "amount_cents" > 0 THEN "amount_cents" ELSE 0 END), 0) AS "debits",
              MAX("created_at") AS "latest"
         FROM "company_entries" WHERE "company_id" = ? AND "created_at" <= ?`,
      [companyId, until],
      { returnsRows: true },
    );
    return {
      balance: num(rows[0]?.balance),
      debits: num(rows[0]?.debits),
      latest: rows[0]?.latest == null ? null : num(rows[0].latest),
    };
  }

  /** Everything that lowered the balance so far (positive number): what settles statements. */
  async creditsCents(companyId: string, manager: EntityManager = this.db.manager): Promise<number> {
    const { rows } = await execute(
      manager,
      `SELECT COALESCE(SUM(-"amount_cents"), 0) AS "credits" FROM "company_entries" WHERE "company_id" = ? AND "amount_cents" < 0`,
      [companyId],
      { returnsRows: true },
    );
    return num(rows[0]?.credits);
  }

  /** The latest instant of any entry of the company (a close never leaves one after its end). */
  async latestEntryAt(companyId: string, manager: EntityManager): Promise<number | null> {
    const { rows } = await execute(
      manager,
      'SELECT MAX("created_at") AS "latest" FROM "company_entries" WHERE "company_id" = ?',
      [companyId],
      {
        returnsRows: true,
      },
    );
    return rows[0]?.latest == null ? null : num(rows[0].latest);
  }

  async hasEntries(
    where: { companyId?: string; memberId?: string },
    manager: EntityManager = this.db.manager,
  ): Promise<boolean> {
    const column = where.companyId ? 'company_id' : 'member_id';
    const { rows } = await execute(
      manager,
      `SELECT 1 AS "one" FROM "company_entries" WHERE "${column}" = ? LIMIT 1`,
      [where.companyId ?? where.memberId],
      {
        returnsRows: true,
      },
    );
    return rows.length > 0;
  }
}
