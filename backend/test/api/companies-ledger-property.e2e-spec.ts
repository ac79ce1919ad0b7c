import fc from 'fast-check';
import type { CompanyEntryDto, StatementDetailDto, StatementDto } from '@quentinha/shared/companies/types';
import { newTabCompany, placeTabOrder } from '../support/company-tabs.js';
import type { HttpClient } from '../support/http.js';
import { type OrderTestBed, startOrderTestBed } from '../support/order-test-bed.js';

const cents = (reais: number) => Math.round(reais * 100);

type Action =
  | { kind: 'order'; boxes: number; second: boolean }
  | { kind: 'cancel'; pick: number }
  | { kind: 'edit'; pick: number }
  | { kind: 'pay'; cents: number }
  | { kind: 'close' };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      boxes: fc.integer({ min: 1, max: 3 }),
      second: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 9000 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'close' as const }) },
);

/**
 * DECISIONS 10.4, 10.5 as properties, through the API on a real database: over random sequences of
 * tab orders, cancels, edits (pickup <-> delivery changes the total), payments and closes,
 * - the company's balance always equals the sum of its entries, and what the sequence implies;
 * - the balance never passes the limit (only payments lower it, every raise is checked);
 * - statements tile time: each starts where the previous ended, opens with its closing balance,
 *   and closing = opening + charges + reversals + adjustments + payments = the ledger up to its end;
 * - no closed statement ever changes, and its entries stay exactly those it was closed with.
 */
describe('company ledger properties', () => {
  let bed: OrderTestBed;
  let admin: HttpClient;
  let staff: HttpClient;

  beforeAll(async () => {
    bed = await startOrderTestBed();
    admin = bed.users.admin.http;
    staff = bed.users.staff.http;
  });
  afterAll(() => bed.t.close());

  async function checkInvariants(
    companyId: string,
    limitCents: number,
    expectedBalance: number,
    frozen: Map<string, { statement: StatementDto; entries: string[] }>,
  ) {
    const company = (await admin.get(`/api/companies/${companyId}`)).body;
    const entries = (await admin.get(`/api/companies/${companyId}/entries`)).body as CompanyEntryDto[];
    const sum = entries.reduce((s, e) => s + cents(e.amount), 0);
    expect(cents(company.balance)).toBe(sum);
    expect(sum).toBe(expectedBalance);
    expect(sum).toBeLessThanOrEqual(limitCents);
    expect(cents(company.available)).toBe(limitCents - sum);

    const statements = ((await admin.get(`/api/companies/${companyId}/statements`)).body as StatementDto[]).reverse();
    let previous: StatementDto | null = null;
    for (const s of statements) {
      if (previous) {
        expect(s.period_start).toBe(previous.period_end);
        expect(s.opening_balance).toBe(previous.closing_balance);
      } else expect(s.opening_balance).toBe(0);
      expect(cents(s.closing_balance)).toBe(
        cents(s.opening_balance) + cents(s.charges) + cents(s.reversals) + cents(s.adjustments) + cents(s.payments),
      );
      const upToEnd = entries.filter((e) => e.created_at <= s.period_end).reduce((t, e) => t + cents(e.amount), 0);
      expect(cents(s.closing_balance)).toBe(upToEnd);
      const kept = frozen.get(s.id);
      if (kept) {
        // frozen: only the derived status may move
        expect({ ...s, status: null }).toEqual({ ...kept.statement, status: null });
        const detail = (await admin.get(`/api/companies/${companyId}/statements/${s.id}`)).body as StatementDetailDto;
        expect(detail.entries.map((e) => e.id)).toEqual(kept.entries);
      }
      previous = s;
    }
    // every entry belongs to at most one statement, or to the open period after the last
    const last = statements.at(-1);
    for (const e of entries) {
      const owners = statements.filter((s) => e.created_at > s.period_start && e.created_at <= s.period_end).length;
      expect(owners + (last && e.created_at > last.period_end ? 1 : 0) + (!last ? 1 : 0)).toBe(1);
    }
  }

  it('balance = sum of entries, statements tile time, closed statements never change', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 40, max: 150 }),
        fc.array(action, { minLength: 1, maxLength: 12 }),
        async (limitReais, actions) => {
          const limitCents = limitReais * 100;
          const company = await newTabCompany(admin, { credit_limit: limitReais });
          const orders: { id: string; onTab: number; cancelled: boolean; delivery: boolean }[] = [];
          const frozen = new Map<string, { statement: StatementDto; entries: string[] }>();
          let balance = 0;
          for (const a of actions) {
            if (a.kind === 'order') {
              const who = a.second ? { id: company.id, memberId: company.secondMemberId } : company;
              const res = await placeTabOrder(staff, bed.c, who, a.boxes);
              const total = a.boxes * 2000;
              if (balance + total <= limitCents) {
                expect(res.status).toBe(201);
                orders.push({ id: res.body.data.id, onTab: total, cancelled: false, delivery: false });
                balance += total;
              } else {
                expect([res.status, res.body.message]).toEqual([409, expect.stringContaining('limite')]);
              }
            } else if (a.kind === 'cancel' && orders.length > 0) {
              const o = orders[a.pick % orders.length];
              const res = await admin.put(`/api/orders/${o.id}/status`, { status: 'cancelled' });
              if (!o.cancelled) {
                expect(res.status).toBe(200);
                balance -= o.onTab;
                o.cancelled = true;
              } else expect([200, 409]).toContain(res.status);
            } else if (a.kind === 'edit' && orders.length > 0) {
              const o = orders[a.pick % orders.length];
              const delivery = !o.delivery;
              const body = delivery
                ? {
                    delivery: {
                      isDelivery: true,
                      address: { street: 'Rua da Obra, 1', neighborhood: bed.c.neighborhood.id },
                    },
                  }
                : { delivery: { isDelivery: false } };
              const res = await admin.put(`/api/orders/${o.id}`, body);
              const difference = delivery ? 750 : -750;
              if (o.cancelled) {
                // a cancelled order's total may change; the tab does not
                expect(res.status).toBe(200);
                o.delivery = delivery;
              } else if (difference < 0 || balance + difference <= limitCents) {
                expect(res.status).toBe(200);
                o.delivery = delivery;
                o.onTab += difference;
                balance += difference;
              } else {
                expect(res.status).toBe(409);
              }
            } else if (a.kind === 'pay') {
              const res = await admin.post(`/api/companies/${company.id}/payments`, {
                amount: a.cents / 100,
                method: 'pix',
              });
              expect(res.status).toBe(201);
              balance -= a.cents;
            } else if (a.kind === 'close') {
              const res = await admin.post(`/api/companies/${company.id}/statements`);
              expect(res.status).toBe(201);
              const detail = (await admin.get(`/api/companies/${company.id}/statements/${res.body.id}`))
                .body as StatementDetailDto;
              frozen.set(res.body.id, { statement: res.body, entries: detail.entries.map((e) => e.id) });
            }
            await checkInvariants(company.id, limitCents, balance, frozen);
          }
        },
      ),
      { numRuns: 15, endOnFailure: true },
    );
  }, 240_000);
});
