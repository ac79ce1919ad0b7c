import { Injectable } from '@nestjs/common';
import { COMPANY_MESSAGES as M } from '@quentinha/shared/companies/messages';
import {
  COMPANY_PAYMENT_LABELS,
  type CompanyDto,
  type CompanyTabOptionDto,
  type CompanyEntryDto,
  type CompanyMemberDto,
  DUE_DAYS_DEFAULT,
} from '@quentinha/shared/companies/types';
import { periodRange } from '@quentinha/shared/dates/sao-paulo';
import { toCents, toReais } from '@quentinha/shared/money/money';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import { conflict, DomainError, findOrFail, validationError } from '../../common/errors/domain-error.js';
import { appendCompanyEntry, holdCompany } from './company-ledger.js';
import { Company, CompanyMember } from './company.entities.js';
import { companyView, entryView, memberView } from './company-views.js';
import { CompaniesRepository } from './companies.repository.js';
import type {
  CompanyBodyDto,
  EntriesQueryDto,
  MemberBodyDto,
  MemberUpdateDto,
  PaymentBodyDto,
} from './dto/companies.dto.js';

/** Idempotency-Key of a payment: 8..200 visible ASCII characters, like the order's. */
const PAYMENT_KEY = /^[\x21-\x7e]{8,200}$/;

/** 'Empresas' (DECISIONS 10.5): companies, members, payments and the ledger as read by the owner. */
@Injectable()
export class CompaniesService {
  constructor(private readonly repo: CompaniesRepository) {}

  private get db() {
    return this.repo.db;
  }

  async list(): Promise<CompanyDto[]> {
    const companies = await this.db.getRepository(Company).find({ order: { name: 'ASC' } });
    const figures = await this.repo.figures(companies);
    return companies.map((c) => companyView(c, figures.get(c.id)!));
  }

  /** The order dialog's choices (admin, staff): companies, what is left of each limit, active members. */
  async tabOptions(): Promise<CompanyTabOptionDto[]> {
    const companies = await this.db.getRepository(Company).find({ order: { name: 'ASC' } });
    const figures = await this.repo.figures(companies);
    return companies.map((c) => {
      const f = figures.get(c.id)!;
      return {
        id: c.id,
        name: c.name,
        status: c.status,
        credit_limit: toReais(c.credit_limit_cents),
        available: toReais(c.credit_limit_cents - f.balanceCents),
        members: f.members.filter((m) => m.active).map((m) => ({ id: m.id, name: m.name, whatsapp: m.whatsapp })),
      };
    });
  }

  async get(id: string, manager: EntityManager = this.db.manager): Promise<CompanyDto> {
    const company = findOrFail(await manager.getRepository(Company).findOneBy({ id }), 'Empresa', 'f');
    const figures = await this.repo.figures([company], manager);
    return companyView(company, figures.get(company.id)!);
  }

  async create(dto: CompanyBodyDto): Promise<CompanyDto> {
    const repo = this.db.getRepository(Company);
    const company = repo.create({
      name: dto.name,
      cnpj: dto.cnpj ?? null,
      contact_name: dto.contact_name,
      contact_whatsapp: dto.contact_whatsapp,
      credit_limit_cents: toCents(dto.credit_limit),
      closing_day: dto.closing_day,
      due_days: dto.due_days ?? DUE_DAYS_DEFAULT,
      status: dto.status ?? 'active',
    });
    await this.saveCompany(() => repo.insert(company));
    return this.get(company.id);
  }

  /** The whole record; an absent cnpj, due_days or status keeps what it was ('Bloquear' sends status). */
  async update(id: string, dto: CompanyBodyDto): Promise<CompanyDto> {
    const repo = this.db.getRepository(Company);
    const company = findOrFail(await repo.findOneBy({ id }), 'Empresa', 'f');
    await this.saveCompany(() =>
      repo.update(
        { id },
        {
          name: dto.name,
          cnpj: dto.cnpj === undefined ? company.cnpj : dto.cnpj,
          contact_name: dto.contact_name,
          contact_whatsapp: dto.contact_whatsapp,
          credit_limit_cents: toCents(dto.credit_limit),
          closing_day: dto.closing_day,
          due_days: dto.due_days ?? company.due_days,
          status: dto.status ?? company.status,
          updated_at: new Date(),
        },
      ),
    );
    return this.get(id);
  }

  private async saveCompany(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(M.cnpjTaken);
      throw error;
    }
  }

  /** Only a company that never had an entry goes; otherwise it is blocked instead (409). */
  async remove(id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      findOrFail(await holdCompany(tx, id), 'Empresa', 'f');
      if (await this.repo.hasEntries({ companyId: id }, tx)) throw conflict(M.companyHasEntries);
      await tx.getRepository(CompanyMember).delete({ company_id: id });
      await tx.getRepository(Company).delete({ id });
    });
  }

  async addMember(companyId: string, dto: MemberBodyDto): Promise<CompanyMemberDto> {
    findOrFail(await this.db.getRepository(Company).findOneBy({ id: companyId }), 'Empresa', 'f');
    const repo = this.db.getRepository(CompanyMember);
    const member = repo.create({ company_id: companyId, name: dto.name, whatsapp: dto.whatsapp, active: true });
    try {
      await repo.insert(member);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(M.memberTaken);
      throw error;
    }
    return memberView(member, 0);
  }

  async updateMember(companyId: string, memberId: string, dto: MemberUpdateDto): Promise<CompanyMemberDto> {
    const repo = this.db.getRepository(CompanyMember);
    const member = findOrFail(await repo.findOneBy({ id: memberId, company_id: companyId }), 'Funcionário');
    const patch: Partial<CompanyMember> = {};
    if (dto.name !== undefined) patch.name = dto.name;
    if (dto.active !== undefined) patch.active = dto.active;
    await repo.update({ id: memberId }, { ...patch, updated_at: new Date() });
    const counts = await this.repo.memberOrderCounts([companyId]);
    return memberView(Object.assign(member, patch), counts.get(memberId) ?? 0);
  }

  async removeMember(companyId: string, memberId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(CompanyMember);
      findOrFail(await repo.findOneBy({ id: memberId, company_id: companyId }), 'Funcionário');
      if (await this.repo.hasEntries({ memberId }, tx)) throw conflict(M.memberHasEntries);
      await repo.delete({ id: memberId });
    });
  }

  /**
   * 'Registrar Pagamento': a payment entry of -amount. Paying more than owed is fine (the credit
   * is used by later charges). With an Idempotency-Key, a retry writes nothing and answers the
   * entry written the first time.
   */
  async pay(
    companyId: string,
    dto: PaymentBodyDto,
    user: AuthUser,
    rawKey: unknown,
  ): Promise<{ entry: CompanyEntryDto; replayed: boolean }> {
    const key = readPaymentKey(rawKey);
    const note = [COMPANY_PAYMENT_LABELS[dto.method], dto.note?.trim()].filter(Boolean).join(' · ');
    const dedupeKey = key ? `payment:${companyId}:${key}` : null;
    const result = await this.db.transaction(async (tx) => {
      findOrFail(await holdCompany(tx, companyId), 'Empresa', 'f');
      return appendCompanyEntry(tx, {
        companyId,
        kind: 'payment',
        amountCents: -toCents(dto.amount),
        note,
        method: dto.method,
        by: user,
        dedupeKey,
      });
    });
    // a replay answers the entry its key wrote the first time
    const entry = result.written
      ? await this.repo.entryBy('id', result.id)
      : await this.repo.entryBy('dedupe_key', dedupeKey!);
    // the key is bound to what came with it: another payment under it is refused, as for orders
    if (!result.written && (entry!.amount_cents !== -toCents(dto.amount) || entry!.note !== note)) {
      throw new DomainError(
        'IDEMPOTENCY_MISMATCH',
        'Esta chave de idempotência já foi usada com um pagamento diferente: gere uma chave nova para um pagamento novo.',
      );
    }
    return { entry: entryView(entry!), replayed: !result.written };
  }

  /** 'Extrato': entries of the Sao Paulo days [from, to] (default: all), oldest first. */
  async entries(companyId: string, query: EntriesQueryDto): Promise<CompanyEntryDto[]> {
    findOrFail(await this.db.getRepository(Company).findOneBy({ id: companyId }), 'Empresa', 'f');
    if (query.from && query.to && query.from > query.to) throw validationError(M.range);
    const after = query.from ? periodRange('custom', { start: query.from, end: query.from }).start.getTime() - 1 : -1;
    const until = query.to
      ? periodRange('custom', { start: query.to, end: query.to }).end.getTime()
      : Number.MAX_SAFE_INTEGER;
    return (await this.repo.entries(companyId, after, until)).map(entryView);
  }
}

function readPaymentKey(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !PAYMENT_KEY.test(raw))
    throw validationError('O cabeçalho Idempotency-Key deve ter de 8 a 200 caracteres visíveis.');
  return raw;
}
