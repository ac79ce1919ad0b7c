import { describe, expect, it } from 'vitest';
import { itTells } from '../testing/answers.js';
import {
  DEFAULT_ORDERING_SETTINGS,
  ORDERING_MESSAGES,
  pixPaymentDeadline,
  readOrderingSettings,
  validateAutoAccept,
  validateMaxBoxesPerOrder,
  validatePixTimeoutMinutes,
} from './ordering.js';

const ok = (rule: (v: unknown) => string | null) => Object.defineProperty((v: unknown) => rule(v) === null, 'name', { value: rule.name });

describe('ordering settings rules', () => {
  itTells(ok(validateAutoAccept), [true, false], ['true', 1, null, undefined]);
  itTells(ok(validateMaxBoxesPerOrder), [1, 15, 99], [0, 100, 2.5, '15', null, -1]);
  itTells(ok(validatePixTimeoutMinutes), [0, 30, 1440], [-1, 1441, 7.5, '30', null]);

  it('refuses in Portuguese, naming the field and the bounds', () => {
    expect(validateMaxBoxesPerOrder(0)).toBe('Máximo de quentinhas por pedido deve ser um número inteiro de 1 a 99');
    expect(validatePixTimeoutMinutes(-5)).toContain('(0: nunca cancelar)');
  });

  it('tells the customer to talk to the shop, in the singular for one box', () => {
    expect(ORDERING_MESSAGES.tooManyBoxes(15)).toBe('Para mais de 15 quentinhas, fale com a loja pelo WhatsApp.');
    expect(ORDERING_MESSAGES.tooManyBoxes(1)).toBe('Para mais de 1 quentinha, fale com a loja pelo WhatsApp.');
  });

  it('reads a stored row over the defaults, keeping only valid fields', () => {
    expect(readOrderingSettings(undefined)).toEqual(DEFAULT_ORDERING_SETTINGS);
    expect(readOrderingSettings({ auto_accept: true, max_boxes_per_order: 'x', pix_timeout_minutes: 0 })).toEqual({
      auto_accept: true,
      max_boxes_per_order: 15,
      pix_timeout_minutes: 0,
    });
    expect(readOrderingSettings([1, 2])).toEqual(DEFAULT_ORDERING_SETTINGS);
  });

  it('gives an unpaid PIX order its deadline: the timeout after it was placed; none for 0', () => {
    const placed = new Date('2025-03-10T15:10:00Z');
    expect(pixPaymentDeadline(placed, 30)).toEqual(new Date('2025-03-10T15:40:00Z'));
    expect(pixPaymentDeadline(placed, 1440)).toEqual(new Date('2025-03-11T15:10:00Z'));
    expect(pixPaymentDeadline(placed, 0)).toBeNull();
  });
});
