import { Injectable } from '@nestjs/common';
import {
  CASH_MESSAGES,
  CASH_RECEIVED_KEYS,
  CASH_SALES_KEYS,
  expectedCashCents,
  type CashClosingDto,
  type CashMovementDto,
  type CashSessionDto,
} from '@quentinha/shared/cash/cash';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { toCents, toReais } from '@quentinha/shared/money/money';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import { conflict, DomainError, validationError } from '../../common/errors/domain-error.js';
import { type CashClosingSnapshot, CashMovement, CashSession } from './cash.entities.js';
import { CashRepository, type DayCash, nothingReceived } from './cash.repository.js';
import type { CashMovementBodyDto, CashSessionsQueryDto, CloseCashDto, OpenCashDto } from './dto/cash.dto.js';

const DAY_MS = 86_400_000;
/** GET /api/cash/sessions without `from`: this many days before `to`. */
export const SESSIONS_DEFAULT_DAYS = 30;

/** '2026-03-10' -> '10/03/2026' */
const brDay = (day: string) => day.split('-').reverse().join('/');
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The drawer's figures in centavos: expected = float + cash sales + cash received + suprimentos - sangrias. */
function figuresOf(session: CashSession, movements: CashMovement[], { sales, received }: DayCash) {
  let suprimentos = 0;
  let sangrias = 0;
  for (const m of movements) {
    if (m.kind === 'suprimento') suprimentos += m.amount_cents;
    else sangrias += m.amount_cents;
  }
  const expected = expectedCashCents({
    opening_float: session.opening_float_cents,
    cash_sales: sales.cash,
    received: CASH_RECEIVED_KEYS.reduce((sum, k) => sum + received[k], 0),
    suprimentos,
    sangrias,
  });
  return { suprimentos, sangrias, expected };
}

function movementView(m: CashMovement): CashMovementDto {
  return {
    id: m.id,
    kind: m.kind,
    amount: toReais(m.amount_cents),
    note: m.note,
    created_by_name: m.created_by_name,
    created_at: m.created_at.toISOString(),
  };
}

/** The wire shape of a drawer; a closed one reads its figures from the closing snapshot. */
function sessionView(session: CashSession, movements: CashMovement[], live: DayCash | null): CashSessionDto {
  const day: DayCash = session.closing
    ? { sales: session.closing.sales_cents, received: session.closing.received_cents ?? nothingReceived() }
    : live!;
  const { sales, received } = day;
  const { suprimentos, sangrias, expected } = figuresOf(session, movements, day);
  const expectedCents = session.closing?.expected_cash_cents ?? expected;
  const closed = session.closed_at != null;
  return {
    id: session.id,
    day: session.day,
    status: closed ? 'closed' : 'open',
    opened_at: session.opened_at.toISOString(),
    opened_by_name: session.opened_by_name,
    opening_float: toReais(session.opening_float_cents),
    movements: movements.map(movementView),
    suprimentos: toReais(suprimentos),
    sangrias: toReais(sangrias),
    sales: Object.fromEntries(CASH_SALES_KEYS.map((k) => [k, toReais(sales[k] ?? 0)])) as CashSessionDto['sales'],
    sales_total: toReais(CASH_SALES_KEYS.reduce((sum, k) => sum + (sales[k] ?? 0), 0)),
    cash_received: Object.fromEntries(CASH_RECEIVED_KEYS.map((k) => [k, toReais(received[k] ?? 0)])) as CashSessionDto['cash_received'],
    expected_cash: toReais(expectedCents),
    closed_at: session.closed_at?.toISOString() ?? null,
    closed_by_name: session.closed_by_name,
    counted_cash: session.counted_cash_cents == null ? null : toReais(session.counted_cash_cents),
    difference: session.closing ? toReais(session.closing.difference_cents) : null,
    note: session.note,
  };
}

/**
 * 'Caixa' (DECISIONS 10.11): one drawer per Sao Paulo day, at most one open at a time (unique
 * indexes decide between concurrent opens). While open, its sales and expected cash are computed
 * live from the day's delivered orders; closing freezes them with the count.
 */
@Injectable()
export class CashService {
  constructor(private readonly cash: CashRepository) {}

  async open(dto: OpenCashDto, user: AuthUser): Promise<CashSessionDto> {
    const day = todaySaoPaulo();
    await this.refuseOpening(day);
    const now = new Date();
    const session = this.cash.db.getRepository(CashSession).create({
      day,
      open_guard: 1,
      opened_at: now,
      opened_by: user.id,
      opened_by_name: user.name,
      opening_float_cents: toCents(dto.opening_float),
      closed_at: null,
      closed_by: null,
      closed_by_name: null,
      counted_cash_cents: null,
      note: null,
      closing: null,
    });
    try {
      await this.cash.db.getRepository(CashSession).insert(session);
    } catch (error) {
      // another open won the race: say why, as if it had come first
      if (!isUniqueViolation(error)) throw error;
      await this.refuseOpening(day);
      throw conflict(CASH_MESSAGES.alreadyOpen);
    }
    return sessionView(session, [], await this.cash.dayCash(day));
  }

  /** The open drawer with its live figures; 404 when none is open. */
  async current(): Promise<CashSessionDto> {
    const session = await this.cash.openSession();
    if (!session) throw new DomainError('NOT_FOUND', CASH_MESSAGES.noneOpen);
    const [movements, day] = await Promise.all([this.cash.movementsOf([session.id]), this.cash.dayCash(session.day)]);
    return sessionView(session, movements, day);
  }

  /** Today's drawer, live while open, frozen once closed; 404 when today's was never opened. */
  async today(): Promise<CashSessionDto> {
    const session = await this.cash.sessionOfDay(todaySaoPaulo());
    if (!session) throw new DomainError('NOT_FOUND', CASH_MESSAGES.noneToday);
    if (!session.closed_at) return this.current();
    return sessionView(session, await this.cash.movementsOf([session.id]), null);
  }

  async addMovement(dto: CashMovementBodyDto, user: AuthUser): Promise<CashSessionDto> {
    return this.cash.db.transaction(async (tx) => {
      const session = await this.heldOpenSession(tx);
      await tx.getRepository(CashMovement).insert(
        tx.getRepository(CashMovement).create({
          session_id: session.id,
          kind: dto.kind,
          amount_cents: toCents(dto.amount),
          note: dto.note.trim(),
          created_by: user.id,
          created_by_name: user.name,
        }),
      );
      // one statement after another: a transaction's connection runs one at a time
      const movements = await this.cash.movementsOf([session.id], tx);
      return sessionView(session, movements, await this.cash.dayCash(session.day, tx));
    });
  }

  async close(dto: CloseCashDto, user: AuthUser): Promise<CashClosingDto> {
    return this.cash.db.transaction(async (tx) => {
      const session = await this.heldOpenSession(tx);
      const movements = await this.cash.movementsOf([session.id], tx);
      const day = await this.cash.dayCash(session.day, tx);
      const counted = toCents(dto.counted_cash);
      const { expected } = figuresOf(session, movements, day);
      const closing: CashClosingSnapshot = {
        sales_cents: day.sales,
        received_cents: day.received,
        expected_cash_cents: expected,
        difference_cents: counted - expected,
      };
      const note = dto.note?.trim() || null;
      const closedAt = new Date();
      await tx.getRepository(CashSession).update(
        { id: session.id },
        {
          open_guard: null,
          closed_at: closedAt,
          closed_by: user.id,
          closed_by_name: user.name,
          counted_cash_cents: counted,
          note,
          closing,
        },
      );
      Object.assign(session, {
        open_guard: null,
        closed_at: closedAt,
        closed_by_name: user.name,
        counted_cash_cents: counted,
        note,
        closing,
      });
      return sessionView(session, movements, null) as CashClosingDto;
    });
  }

  /** Closed days of the range, newest first (default: the 30 days up to today). */
  async sessions(query: CashSessionsQueryDto): Promise<CashClosingDto[]> {
    const to = query.to ?? (query.from ? shiftDay(query.from, SESSIONS_DEFAULT_DAYS) : todaySaoPaulo());
    const from = query.from ?? shiftDay(to, -SESSIONS_DEFAULT_DAYS);
    if (from > to) throw validationError(CASH_MESSAGES.rangeOrder);
    const sessions = await this.cash.closedBetween(from, to);
    const movements = await this.cash.movementsOf(sessions.map((s) => s.id));
    return sessions.map(
      (s) =>
        sessionView(
          s,
          movements.filter((m) => m.session_id === s.id),
          null,
        ) as CashClosingDto,
    );
  }

  /** 409 with the reason when a drawer cannot be opened for `day`. */
  private async refuseOpening(day: string): Promise<void> {
    // today's row read once: a concurrent open between two reads must not look like a closed day
    const todays = await this.cash.sessionOfDay(day);
    if (todays) throw conflict(todays.closed_at ? CASH_MESSAGES.alreadyClosed : CASH_MESSAGES.alreadyOpen);
    const open = await this.cash.openSession();
    if (open)
      throw conflict(open.day === day ? CASH_MESSAGES.alreadyOpen : CASH_MESSAGES.otherDayOpen(brDay(open.day)));
  }

  /** The open drawer, held for this transaction; 409 when none is open. */
  private async heldOpenSession(tx: import('typeorm').EntityManager): Promise<CashSession> {
    const session = await this.cash.openSession(tx);
    if (!session || !(await this.cash.holdOpen(tx, session.id))) throw conflict(CASH_MESSAGES.noneOpen);
    return session;
  }
}
