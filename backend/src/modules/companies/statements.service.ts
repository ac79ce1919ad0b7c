import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { formatCnpj } from '@quentinha/shared/companies/cnpj';
import { addDays, settleStatements, statementFigures } from '@quentinha/shared/companies/statements';
import {
  COMPANY_ENTRY_LABELS,
  type PublicStatementDto,
  type StatementDetailDto,
  type StatementDto,
  type StatementOrderDto,
  type StatementStatus,
} from '@quentinha/shared/companies/types';
import { sizeLetter } from '@quentinha/shared/catalog/sizes';
import { toSpreadsheetCsv } from '@quentinha/shared/csv/spreadsheet-csv';
import { formatFullDateTime, toSaoPauloDay } from '@quentinha/shared/dates/sao-paulo';
import { formatBRNumber, toReais } from '@quentinha/shared/money/money';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import { In } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { insertRows } from '../../common/database/plain-sql.js';
import { findOrFail } from '../../common/errors/domain-error.js';
import { Order, OrderItem } from '../orders/order.entity.js';
import { holdCompany } from './company-ledger.js';
import { Company, CompanyStatement } from './company.entities.js';
import { entryView, type EntryRow, statementView } from './company-views.js';
import { CompaniesRepository } from './companies.repository.js';

const SHARE_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * 'Fechar Período' and the statements (DECISIONS 10.5). A close freezes the figures of the
 * entries in (previous close, now] into a row that is never changed (the database refuses it);
 * whether a statement is paid is read at each request from everything credited since, oldest
 * statement first (settleStatements), so nothing mutable is stored.
 */
@Injectable()
export class StatementsService {
  constructor(private readonly repo: CompaniesRepository) {}

  private get db() {
    return this.repo.db;
  }

  async close(companyId: string, user: AuthUser): Promise<StatementDto> {
    const statement = await this.db.transaction(async (tx) => {
      // held: no order, payment or other close of this company lands in between
      const company = findOrFail(await holdCompany(tx, companyId), 'Empresa', 'f');
      const last = await tx
        .getRepository(CompanyStatement)
        .findOne({ where: { company_id: companyId }, order: { period_end: 'DESC' } });
      const start = last ? last.period_end.getTime() : company.created_at.getTime();
      const latest = await this.repo.latestEntryAt(companyId, tx);
      // never before an entry already written (a clock that stepped back), never an empty interval
      const end = Math.max(Date.now(), start + 1, latest ?? 0);
      const entries = await this.repo.entries(companyId, start, end, tx);
      const opening = await this.repo.sumsThrough(companyId, start, tx);
      const through = await this.repo.sumsThrough(companyId, end, tx);
      const f = statementFigures(opening.balance, entries);
      const row: CompanyStatement = {
        id: randomUUID(),
        created_at: new Date(),
        company_id: companyId,
        period_start: new Date(start),
        period_end: new Date(end),
        ...f,
        debits_through_cents: through.debits,
        due_date: addDays(toSaoPauloDay(new Date(end)), company.due_days),
        share_token: randomBytes(24).toString('base64url'),
        created_by: user.id,
        created_by_name: user.name,
      };
      await insertRows(tx, CompanyStatement, [row]);
      return row;
    });
    const statuses = await this.statuses(companyId);
    return statementView(statement, statuses.get(statement.id) ?? 'due');
  }

  /** Newest first. */
  async list(companyId: string): Promise<StatementDto[]> {
    await this.company(companyId);
    const statements = await this.statementsOf(companyId);
    const statuses = await this.statuses(companyId, statements);
    return statements.map((s) => statementView(s, statuses.get(s.id)!)).reverse();
  }

  async detail(companyId: string, statementId: string): Promise<StatementDetailDto> {
    const statement = await this.statement(companyId, statementId);
    const statuses = await this.statuses(companyId);
    const entries = await this.entriesOf(statement);
    return {
      ...statementView(statement, statuses.get(statement.id)!),
      entries: entries.map(entryView),
      orders: await this.ordersOf(entries),
    };
  }

  /** The public page's data: that statement, its company's name and CNPJ, its orders; nothing else. */
  async publicView(token: string): Promise<PublicStatementDto> {
    const found = SHARE_TOKEN.test(token)
      ? await this.db.getRepository(CompanyStatement).findOneBy({ share_token: token })
      : null;
    const statement = findOrFail(found, 'Extrato');
    const company = await this.company(statement.company_id);
    const statuses = await this.statuses(company.id);
    const view = statementView(statement, statuses.get(statement.id)!);
    return {
      company: { name: company.name, cnpj: company.cnpj },
      period_start: view.period_start,
      period_end: view.period_end,
      opening_balance: view.opening_balance,
      charges: view.charges,
      reversals: view.reversals,
      adjustments: view.adjustments,
      payments: view.payments,
      closing_balance: view.closing_balance,
      due_date: view.due_date,
      status: view.status,
      orders: await this.ordersOf(await this.entriesOf(statement)),
    };
  }

  /**
   * For the accountant: one line per entry of the period (';', decimal comma), then the figures;
   * 'Total dos lançamentos' is the sum of the lines above it and equals closing - opening.
   */
  async csv(companyId: string, statementId: string): Promise<{ filename: string; body: string }> {
    const statement = await this.statement(companyId, statementId);
    const company = await this.company(companyId);
    const entries = await this.entriesOf(statement);
    const orders = new Map((await this.ordersOf(entries)).map((o) => [o.order_id, o]));
    const money = (cents: number) => formatBRNumber(toReais(cents));
    const header = ['Data', 'Pedido', 'Funcionário', 'Itens', 'Lançamento', 'Observação', 'Valor (R$)'];
    const lines = entries.map((e) => {
      const order = e.order_id ? orders.get(e.order_id) : undefined;
      return [
        formatFullDateTime(new Date(e.created_at)),
        order ? `#${order.short_id}` : '',
        e.member_name ?? '',
        order ? order.items.join(' + ') : '',
        COMPANY_ENTRY_LABELS[e.kind],
        e.note ?? '',
        money(e.amount_cents),
      ];
    });
    const total = entries.reduce((sum, e) => sum + e.amount_cents, 0);
    const summary = (label: string, cents: number) => ['', '', '', '', label, '', money(cents)];
    const period = `${formatFullDateTime(statement.period_start)} a ${formatFullDateTime(statement.period_end)}`;
    const body = toSpreadsheetCsv([
      [
        `Empresa: ${company.name}`,
        company.cnpj ? `CNPJ: ${formatCnpj(company.cnpj)}` : '',
        `Período: ${period}`,
        `Vencimento: ${statement.due_date.split('-').reverse().join('/')}`,
      ],
      header,
      ...lines,
      summary('Total dos lançamentos', total),
      summary('Saldo anterior', statement.opening_balance_cents),
      summary('Pedidos', statement.charges_cents),
      summary('Estornos', statement.reversals_cents),
      summary('Ajustes', statement.adjustments_cents),
      summary('Pagamentos', statement.payments_cents),
      summary('Saldo final', statement.closing_balance_cents),
    ]);
    return { filename: `extrato-${statement.due_date}.csv`, body };
  }

  private async company(id: string): Promise<Company> {
    return findOrFail(await this.db.getRepository(Company).findOneBy({ id }), 'Empresa', 'f');
  }

  private async statement(companyId: string, statementId: string): Promise<CompanyStatement> {
    return findOrFail(
      await this.db.getRepository(CompanyStatement).findOneBy({ id: statementId, company_id: companyId }),
      'Extrato',
    );
  }

  /** Oldest first. */
  private statementsOf(companyId: string): Promise<CompanyStatement[]> {
    return this.db
      .getRepository(CompanyStatement)
      .find({ where: { company_id: companyId }, order: { period_end: 'ASC' } });
  }

  /** 'due' or 'paid' of each statement of the company, by id (settled oldest first). */
  private async statuses(companyId: string, statements?: CompanyStatement[]): Promise<Map<string, StatementStatus>> {
    const all = statements ?? (await this.statementsOf(companyId));
    const settled = settleStatements(all, await this.repo.creditsCents(companyId));
    return new Map(all.map((s, i) => [s.id, settled[i].status]));
  }

  private entriesOf(statement: CompanyStatement): Promise<EntryRow[]> {
    return this.repo.entries(statement.company_id, statement.period_start.getTime(), statement.period_end.getTime());
  }

  /** The orders the period's entries name, oldest first, each with what its entries of the period add up to. */
  private async ordersOf(entries: EntryRow[]): Promise<StatementOrderDto[]> {
    const totals = new Map<string, number>();
    for (const e of entries) if (e.order_id) totals.set(e.order_id, (totals.get(e.order_id) ?? 0) + e.amount_cents);
    const ids = [...totals.keys()];
    if (ids.length === 0) return [];
    const orders = await this.db.getRepository(Order).find({ where: { id: In(ids) }, order: { created_at: 'ASC' } });
    const items = await this.db
      .getRepository(OrderItem)
      .find({ where: { order_id: In(ids) }, order: { position: 'ASC' } });
    return orders.map((o) => ({
      order_id: o.id,
      order_number: o.order_number,
      short_id: shortOrderId(o.id),
      date: o.created_at.toISOString(),
      member_name: o.company_member_name ?? o.customer_name,
      items: items
        .filter((i) => i.order_id === o.id)
        .map((i) => `${i.quantity} x ${i.product_name}${sizeLetter(i.size) ? ` ${sizeLetter(i.size)}` : ''}`),
      total: toReais(totals.get(o.id) ?? 0),
      cancelled: o.status === 'cancelled',
    }));
  }
}
