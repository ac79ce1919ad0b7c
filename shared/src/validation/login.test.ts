import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, validateEmail, validatePassword } from './login.js';

describe('login validation (SPEC section 5)', () => {
  it.each([
    ['', 'Email é obrigatório'],
    ['   ', 'Email é obrigatório'],
    [undefined, 'Email é obrigatório'],
    ['maria', 'Email inválido'],
    ['maria@', 'Email inválido'],
    ['maria@exemplo', 'Email inválido'],
    ['ma ria@exemplo.com', 'Email inválido'],
    ['maria@exemplo.com', null],
    [' maria@exemplo.com.br ', null],
  ])('validateEmail(%j) = %s', (v, expected) => expect(validateEmail(v)).toBe(expected));

  it.each([
    ['', 'Senha é obrigatória'],
    [undefined, 'Senha é obrigatória'],
    ['x', null],
  ])('validatePassword(%j) = %s', (v, expected) => expect(validatePassword(v)).toBe(expected));

  it('has the other login texts', () => {
    expect(LOGIN_MESSAGES.invalidResponse).toBe('Resposta inválida do servidor');
    expect([LOGIN_MESSAGES.busyTitle, LOGIN_MESSAGES.busy]).toEqual(['Aguarde', 'Processando login anterior...']);
  });
});
