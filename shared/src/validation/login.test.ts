import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { LOGIN_MESSAGES, validateEmail, validatePassword } from './login.js';

describe('login validation (SPEC section 5)', () => {
  itAnswers(validateEmail, [
    ['', 'Email é obrigatório'],
    ['   ', 'Email é obrigatório'],
    [undefined, 'Email é obrigatório'],
    ['maria', 'Email inválido'],
    ['maria@', 'Email inválido'],
    ['maria@exemplo', 'Email inválido'],
    ['ma ria@exemplo.com', 'Email inválido'],
    ['maria@exemplo.com', null],
    [' maria@exemplo.com.br ', null],
  ]);

  itAnswers(validatePassword, [
    ['', 'Senha é obrigatória'],
    [undefined, 'Senha é obrigatória'],
    ['x', null],
  ]);

  it('has the other login texts', () => {
    expect(LOGIN_MESSAGES.invalidResponse).toBe('Resposta inválida do servidor');
    expect([LOGIN_MESSAGES.busyTitle, LOGIN_MESSAGES.busy]).toEqual(['Aguarde', 'Processando login anterior...']);
  });
});
