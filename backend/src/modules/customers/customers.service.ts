import { randomBytes } from 'node:crypto';
import { PACK_MESSAGES } from '@quentinha/shared/packs/rules';
import { anonymisePackPurchases, hasUnusedCredits, packPurchasesOfCustomer } from '../packs/customer-packs.js';
import { Injectable } from '@nestjs/common';
import { ANONYMISED_NAME, CUSTOMER_MESSAGES } from '@quentinha/shared/customers/rules';
import type {
  ConsentEventDto,
  CustomerDetailDto,
  CustomerExportDto,
  CustomerListResponse,
  CustomerSummaryDto,
  MarketingChoiceDto,
} from '@quentinha/shared/customers/types';
import { toSpreadsheetCsv } from '@quentinha/shared/csv/spreadsheet-csv';
import { SAO_PAULO_UTC_OFFSET_MS } from '@quentinha/shared/dates/sao-paulo';
import { formatBRNumber, toReais } from '@quentinha/shared/money/money';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import { MARKETING_LABELS } from '@quentinha/shared/customers/rules';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { execute } from '../../common/database/plain-sql.js';
import { conflict, notFound } from '../../common/errors/domain-error.js';
import { toAggregateResponse } from '../orders/order.mapper.js';
import { setMarketing } from './customer-identity.js';
import { type CustomerFilters, type CustomerRow, CustomersRepository } from './customers.repository.js';
import type { CustomerMarketingDto, ListCustomersQueryDto } from './dto/customers.dto.js';
import { anonymiseMemberships, companyMembershipsOf } from '../companies/company-memberships.js';

const DAY_MS = 86_400_000;
const DEFAULT_LIMIT = 20;
/** orders still on their way: the person's data is needed to hand them over */
const FINAL_STATUSES = ['delivered', 'cancelled'];
const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());
const two = (n: number) => String(n).padStart(2, '0');

/**
 * 'dd/MM/yyyy HH:mm' in Sao Paulo (UTC-3 all year since 2019, as the sales ledger counts days): a
 * time-zone library per cell took seconds on 20,000 customers.
 */
function spreadsheetTime(ms: number | null): string {
  if (ms == null) return '';
  const d = new Date(ms + SAO_PAULO_UTC_OFFSET_MS);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

export function toSummary(row: CustomerRow): CustomerSummaryDto {
  return {
    id: row.id,
    name: row.name,
    whatsapp: row.whatsapp,
    orders_count: row.orders_count,
    total_spent: toReais(row.total_spent_cents),
    first_order_at: iso(row.first_order_at),
    last_order_at: iso(row.last_order_at),
    marketing: row.marketing,
  };
}

function toConsent(r: Record<string, unknown>): ConsentEventDto {
  return {
    event: String(r.event) as ConsentEventDto['event'],
    channel: String(r.channel) as ConsentEventDto['channel'],
    text_version: r.text_version == null ? null : Number(r.text_version),
    order_id: (r.order_id as string | null) ?? null,
    at: new Date(Number(r.at)).toISOString(),
    note: (r.note as string | null) ?? null,
  };
}

/** An 11-letter stand-in for a removed number: no digits (never read as a phone), one per person (reports still count people). */
const pseudonym = () => `x${[...randomBytes(10)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/** 'Clientes' (DECISIONS 10.1): the list, a customer's page, the LGPD export and anonymisation. */
@Injectable()
export class CustomersService {
  constructor(private readonly customers: CustomersRepository) {}

  private filters(query: ListCustomersQueryDto, now = Date.now()): CustomerFilters {
    return {
      search: query.search,
      lastOrderBefore: query.inactive_days ? now - query.inactive_days * DAY_MS : undefined,
      marketing: query.marketing,
    };
  }

  async list(query: ListCustomersQueryDto): Promise<CustomerListResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const { rows, total } = await this.customers.page(this.filters(query), page, limit);
    return { data: rows.map(toSummary), pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
  }

  async csv(query: ListCustomersQueryDto): Promise<string> {
    const rows = await this.customers.all(this.filters(query));
    return toSpreadsheetCsv({
      fields: ['Nome', 'WhatsApp', 'Pedidos', 'Total gasto (R$)', 'Primeiro pedido', 'Último pedido', 'Cardápio no WhatsApp'],
      data: rows.map((r) => [
        r.name,
        formatPhone(r.whatsapp),
        r.orders_count,
        formatBRNumber(toReais(r.total_spent_cents)),
        spreadsheetTime(r.first_order_at),
        spreadsheetTime(r.last_order_at),
        MARKETING_LABELS[r.marketing],
      ]),
    });
  }

  private async kept(id: string): Promise<CustomerRow> {
    const row = await this.customers.findKept(id);
    if (!row) throw notFound('Cliente');
    return row;
  }

  async detail(id: string): Promise<CustomerDetailDto> {
    const row = await this.kept(id);
    const [orders, consents] = await Promise.all([this.customers.ordersOf(id, 20), this.customers.consentsOf(id)]);
    return {
      ...toSummary(row),
      orders: orders.map((o) => toAggregateResponse(o, { includeToken: true })),
      consents: consents.map(toConsent),
    };
  }

  /** Everything kept about one person (LGPD art. 18, access). */
  async export(id: string): Promise<CustomerExportDto> {
    const row = await this.kept(id);
    const [orders, consents, packs] = await Promise.all([
      this.customers.ordersOf(id, null),
      this.customers.consentsOf(id),
      packPurchasesOfCustomer(this.customers.manager, id),
    ]);
    return {
      exported_at: new Date().toISOString(),
      customer: { ...toSummary(row), created_at: new Date(row.created_at).toISOString() },
      orders: orders.map((o) => toAggregateResponse(o, { includeToken: false })),
      consents: consents.map(toConsent),
      pack_purchases: packs,
      company_memberships: await companyMembershipsOf(this.customers.manager, row.whatsapp),
    };
  }

  /**
   * 'Excluir dados' (DECISIONS 10.1): the person leaves, the sales stay. Name, number and
   * addresses go from the customer and its orders (the number becomes a stand-in without digits,
   * the same on all of that person's orders, so reports still count one customer); amounts,
   * items, dates and statuses stay. Refused while an order is still on its way.
   */
  async anonymise(id: string, user: AuthUser): Promise<void> {
    await this.customers.manager.transaction(async (tx) => {
      const row = await this.customers.findKept(id, tx);
      if (!row) throw notFound('Cliente');
      const open = await execute(
        tx,
        `SELECT 1 AS "x" FROM "orders" WHERE "customer_id" = ? AND "status" NOT IN (${FINAL_STATUSES.map(() => '?').join(', ')}) LIMIT 1`,
        [id, ...FINAL_STATUSES],
        { returnsRows: true },
      );
      if (open.rows.length > 0) throw conflict(CUSTOMER_MESSAGES.openOrders);
      // DECISIONS 10.1: unused pack credits are boxes or money the shop still owes
      if (await hasUnusedCredits(tx, id)) throw conflict(PACK_MESSAGES.customerHasCredits);
      const now = Date.now();
      if (row.marketing !== 'opted_out') {
        await setMarketing(tx, id, false, 'owner_manual', { note: 'Dados excluídos a pedido (LGPD)', user_id: user.id });
      }
      // what a guest's own actions wrote under their name (a cancel from the tracking page)
      await execute(
        tx,
        `UPDATE "order_events" SET "user_name" = ? WHERE "user_id" IS NULL AND "user_name" <> 'website'
          AND "order_id" IN (SELECT "id" FROM "orders" WHERE "customer_id" = ?)`,
        [ANONYMISED_NAME, id],
      );
      await execute(
        tx,
        `UPDATE "orders" SET "customer_name" = ?, "whatsapp" = ?, "delivery_address" = NULL, "notes" = NULL,
          "updated_at" = ?, "version" = "version" + 1 WHERE "customer_id" = ?`,
        [ANONYMISED_NAME, pseudonym(), now, id],
      );
      await execute(
        tx,
        `UPDATE "customers" SET "name" = ?, "whatsapp" = NULL, "marketing" = 'opted_out', "anonymized_at" = ?, "updated_at" = ? WHERE "id" = ?`,
        [ANONYMISED_NAME, now, now, id],
      );
      await anonymisePackPurchases(tx, id, ANONYMISED_NAME, now);
      if (row.whatsapp) await anonymiseMemberships(tx, row.whatsapp, ANONYMISED_NAME, pseudonym(), now);
    });
  }

  /** The owner records a choice the person told them (channel 'owner_manual', with why). */
  async setMarketing(id: string, body: CustomerMarketingDto, user: AuthUser): Promise<MarketingChoiceDto> {
    const marketing = await this.customers.manager.transaction(async (tx) => {
      const row = await this.customers.findKept(id, tx);
      if (!row) throw notFound('Cliente');
      return setMarketing(tx, id, body.opt_in, 'owner_manual', { note: body.note.trim(), user_id: user.id });
    });
    if (!marketing) throw notFound('Cliente');
    return { marketing };
  }
}
