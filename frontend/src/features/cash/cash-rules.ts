import {
  CASH_MAX_AMOUNT,
  CASH_MESSAGES,
  CASH_MOVEMENT_NOTE_MAX,
  CASH_CLOSE_NOTE_MAX,
} from '@quentinha/shared/cash/cash';
import { parseMoney, toCents } from '@quentinha/shared/money/money';
import { ruleFrom } from '@/components/form/rule-from';

export { CASH_MOVEMENT_NOTE_MAX, CASH_CLOSE_NOTE_MAX };

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** An amount the server takes: 0 (or more than 0) up to CASH_MAX_AMOUNT, whole centavos. */
function amountIn(value: unknown, allowZero: boolean): boolean {
  if (blank(value)) return false;
  const amount = parseMoney(value);
  const whole = Math.abs(toCents(amount) - amount * 100) < 1e-6;
  return Number.isFinite(amount) && (allowZero ? amount >= 0 : amount > 0) && amount <= CASH_MAX_AMOUNT && whole;
}

// the server's own sentences (shared), so the form says exactly what a refusal would
export const floatRules = [ruleFrom((v) => (amountIn(v, true) ? null : CASH_MESSAGES.openingFloat))];
export const movementAmountRules = [ruleFrom((v) => (amountIn(v, false) ? null : CASH_MESSAGES.movementAmount))];
export const countedRules = [ruleFrom((v) => (amountIn(v, true) ? null : CASH_MESSAGES.countedCash))];
export const movementNoteRules = [ruleFrom((v) => (blank(v) ? CASH_MESSAGES.movementNoteRequired : null))];
