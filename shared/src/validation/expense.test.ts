import { describe } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import {
  EXPENSE_MESSAGES,
  validateExpenseAmount,
  validateExpenseCategory,
  validateExpenseDate,
  validateExpenseDescription,
} from './expense.js';

describe('expense form', () => {
  itAnswers(validateExpenseDescription, [
    ['', EXPENSE_MESSAGES.descriptionRequired],
    ['Gás de cozinha', null],
  ]);

  itAnswers(validateExpenseAmount, [
    ['', EXPENSE_MESSAGES.amountRequired],
    ['0', EXPENSE_MESSAGES.amountInvalid],
    ['R$ 120,00', null],
    [99.9, null],
  ]);

  itAnswers(validateExpenseDate, [
    ['', EXPENSE_MESSAGES.dateRequired],
    ['2024-03-07', null],
    ['2024-02-31', EXPENSE_MESSAGES.dateInvalid],
  ]);

  itAnswers(validateExpenseCategory, [
    ['', null],
    ['gas', null],
    ['viagem', EXPENSE_MESSAGES.categoryInvalid],
  ]);
});
