import { describe, expect, it } from 'vitest';
import {
  EXPENSE_MESSAGES,
  validateExpenseAmount,
  validateExpenseCategory,
  validateExpenseDate,
  validateExpenseDescription,
} from './expense.js';

describe('expense form', () => {
  it.each([
    ['', EXPENSE_MESSAGES.descriptionRequired],
    ['Gás de cozinha', null],
  ])('description %j', (v, expected) => expect(validateExpenseDescription(v)).toBe(expected));

  it.each([
    ['', EXPENSE_MESSAGES.amountRequired],
    ['0', EXPENSE_MESSAGES.amountInvalid],
    ['R$ 120,00', null],
    [99.9, null],
  ])('amount %j', (v, expected) => expect(validateExpenseAmount(v)).toBe(expected));

  it.each([
    ['', EXPENSE_MESSAGES.dateRequired],
    ['2024-03-07', null],
    ['2024-02-31', EXPENSE_MESSAGES.dateInvalid],
  ])('date %j', (v, expected) => expect(validateExpenseDate(v)).toBe(expected));

  it.each([
    ['', null],
    ['gas', null],
    ['viagem', EXPENSE_MESSAGES.categoryInvalid],
  ])('category %j', (v, expected) => expect(validateExpenseCategory(v)).toBe(expected));
});
