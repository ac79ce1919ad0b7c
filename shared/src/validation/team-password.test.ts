import { describe, expect, it } from 'vitest';
import { validatePasswordForRole, validateTeamPassword } from './team-password.js';

describe('team password', () => {
  it('needs 10 characters with upper, lower and digit', () => {
    expect(validateTeamPassword('Senha123')).toBe('Senha deve conter: pelo menos 10 caracteres');
    expect(validateTeamPassword('senhalonga')).toBe('Senha deve conter: uma letra maiúscula, um número');
    expect(validateTeamPassword('')).toBe('Senha é obrigatória');
    expect(validateTeamPassword('SenhaForte1')).toBeNull();
  });

  it('applies to every role but the customer', () => {
    for (const role of ['admin', 'staff', 'kitchen', 'delivery']) expect(validatePasswordForRole(role, 'Senha123')).not.toBeNull();
    expect(validatePasswordForRole('customer', 'Senha123')).toBeNull();
  });
});
