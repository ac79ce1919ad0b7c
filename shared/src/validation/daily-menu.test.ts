import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { DAILY_MENU_MESSAGES, validateMenuDate } from './daily-menu.js';

describe('daily menu', () => {
  itAnswers(validateMenuDate, [
    ['', 'Por favor, selecione uma data.'],
    [null, 'Por favor, selecione uma data.'],
    ['lixo', 'Por favor, selecione uma data.'],
    ['2024-03-07', null],
  ]);

  it('has the save texts', () => {
    expect(DAILY_MENU_MESSAGES.saved).toBe('Cardápio salvo com sucesso!');
    expect(DAILY_MENU_MESSAGES.saveFailed).toBe('Erro ao salvar cardápio. Tente novamente.');
  });
});
