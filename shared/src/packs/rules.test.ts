import { describe, expect, it } from 'vitest';
import {
  creditChoiceLabel,
  expiresAt,
  expiryWarning,
  pickBatches,
  purchaseStatus,
  refundCents,
  unitPriceCents,
  validityText,
} from './rules.js';

const at = (iso: string) => new Date(iso);

describe('pack prices and refunds (DECISIONS 10.6)', () => {
  it('prices one box at price / quantity rounded down to the centavo', () => {
    expect(unitPriceCents(13990, 10)).toBe(1399);
    expect(unitPriceCents(21900, 10)).toBe(2190);
    // R$ 100,00 for 3: 33,333... -> 33,33
    expect(unitPriceCents(10000, 3)).toBe(3333);
  });

  it('refunds R$ 97,93 of a R$ 139,90 pack of 10 with 3 used', () => {
    expect(refundCents(13990, 10, 3)).toBe(9793);
  });

  it('refunds the whole price of an unused pack, even when the unit price was rounded down', () => {
    expect(refundCents(10000, 3, 0)).toBe(10000);
    // 2 of 3 used: 100,00 - 2 x 33,33 = 33,34 (the rounding stays with the customer)
    expect(refundCents(10000, 3, 2)).toBe(3334);
  });

  it('never refunds below zero', () => {
    expect(refundCents(13990, 10, 10)).toBe(0);
    expect(refundCents(13990, 10, 12)).toBe(0);
  });
});

describe('expiry', () => {
  it('ends at the end of the Sao Paulo day validity_days after the payment', () => {
    // paid 27/11 at 22:30 in Sao Paulo (01:30Z on the 28th): 60 days after the 27th is 26/01
    expect(expiresAt(at('2026-11-28T01:30:00Z'), 60)?.toISOString()).toBe('2027-01-27T02:59:59.999Z');
    expect(expiresAt(at('2026-06-01T12:00:00Z'), 30)?.toISOString()).toBe('2026-07-02T02:59:59.999Z');
  });

  it('has no end without a validity', () => {
    expect(expiresAt(at('2026-06-01T12:00:00Z'), null)).toBeNull();
  });

  it('warns within 7 days, in words', () => {
    const now = at('2026-06-05T15:00:00Z');
    expect(expiryWarning(at('2026-06-13T02:59:59.999Z'), now)).toBe('vence em 7 dias');
    expect(expiryWarning(at('2026-06-14T02:59:59.999Z'), now)).toBeNull();
    expect(expiryWarning(at('2026-06-06T02:59:59.999Z'), now)).toBe('vence hoje');
    expect(expiryWarning(at('2026-06-07T02:59:59.999Z'), now)).toBe('vence amanhã');
    expect(expiryWarning(at('2026-06-04T02:59:59.999Z'), now)).toBeNull();
    expect(expiryWarning(null, now)).toBeNull();
  });

  it('derives used up and expired from the ledger and the clock', () => {
    const now = at('2026-06-05T15:00:00Z');
    expect(purchaseStatus('active', 3, at('2026-06-04T02:59:59.999Z'), now)).toBe('expired');
    expect(purchaseStatus('active', 0, null, now)).toBe('used_up');
    expect(purchaseStatus('active', 2, null, now)).toBe('active');
    expect(purchaseStatus('refunded', 0, null, now)).toBe('refunded');
    expect(purchaseStatus('awaiting_payment', 0, null, now)).toBe('awaiting_payment');
  });
});

describe('which batches an order spends', () => {
  const now = at('2026-06-05T15:00:00Z');
  const batch = (id: string, remaining: number, expires: string | null, paid: string) => ({
    id,
    remaining,
    expires_at: expires ? at(expires) : null,
    paid_at: at(paid),
  });

  it('takes the batch expiring first, then the oldest; one that never expires last', () => {
    const batches = [
      batch('never', 5, null, '2026-01-01T12:00:00Z'),
      batch('late', 5, '2026-08-01T02:59:59.999Z', '2026-05-01T12:00:00Z'),
      batch('soon', 1, '2026-06-10T02:59:59.999Z', '2026-05-20T12:00:00Z'),
    ];
    expect(pickBatches(batches, 3, now)).toEqual([
      { id: 'soon', take: 1 },
      { id: 'late', take: 2 },
    ]);
    expect(pickBatches(batches, 11, now)).toEqual([
      { id: 'soon', take: 1 },
      { id: 'late', take: 5 },
      { id: 'never', take: 5 },
    ]);
  });

  it('same expiry: the oldest payment first', () => {
    const same = '2026-07-01T02:59:59.999Z';
    expect(
      pickBatches([batch('b', 2, same, '2026-05-02T12:00:00Z'), batch('a', 2, same, '2026-05-01T12:00:00Z')], 1, now),
    ).toEqual([{ id: 'a', take: 1 }]);
  });

  it('skips expired and empty batches, and answers null when too few are left', () => {
    const batches = [
      batch('old', 4, '2026-06-01T02:59:59.999Z', '2026-04-01T12:00:00Z'),
      batch('empty', 0, null, '2026-04-01T12:00:00Z'),
      batch('ok', 1, null, '2026-04-02T12:00:00Z'),
    ];
    expect(pickBatches(batches, 1, now)).toEqual([{ id: 'ok', take: 1 }]);
    expect(pickBatches(batches, 2, now)).toBeNull();
  });
});

describe('texts', () => {
  it('names what is left and when it ends', () => {
    expect(creditChoiceLabel(7, at('2026-06-13T02:59:59.999Z'))).toBe(
      'Usar crédito do pacote (restam 7 · vence 12/06)',
    );
    expect(creditChoiceLabel(2, null)).toBe('Usar crédito do pacote (restam 2)');
  });

  it('states the validity before buying', () => {
    expect(validityText(60)).toBe('válido por 60 dias após a confirmação do pagamento');
    expect(validityText(null)).toBe('sem prazo de validade');
  });
});
