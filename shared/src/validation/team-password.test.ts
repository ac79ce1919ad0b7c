import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { validatePasswordForRole, validateTeamPassword } from './team-password.js';

describe('team password', () => {
  // 10 characters with upper, lower and digit
  itAnswers(validateTeamPassword, [
    ['Senha123', 'Senha deve conter: pelo menos 10 caracteres'],
    ['senhalonga', 'Senha deve conter: uma letra maiúscula, um número'],
    ['', 'Senha é obrigatória'],
    ['SenhaForte1', null],
  ]);

  it('applies to every role but the customer', () => {
    for (const role of ['admin', 'staff', 'kitchen', 'delivery']) expect(validatePasswordForRole(role, 'Senha123')).not.toBeNull();
    expect(validatePasswordForRole('customer', 'Senha123')).toBeNull();
  });
});
