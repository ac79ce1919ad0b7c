import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import {
  missingPasswordRules,
  passwordStrength,
  REGISTER_MESSAGES,
  validateName,
  validatePasswordConfirmation,
  validatePhone,
  validateRegisterEmail,
  validateRegisterPassword,
} from './register.js';

describe('registration validation (SPEC section 5)', () => {
  itAnswers(validateName, [
    ['', 'Nome é obrigatório'],
    ['  ', 'Nome é obrigatório'],
    ['A', 'Nome deve ter pelo menos 2 caracteres'],
    [' A ', 'Nome deve ter pelo menos 2 caracteres'],
    ['Al', null],
    ['a'.repeat(100), null],
    ['a'.repeat(101), 'Nome deve ter no máximo 100 caracteres'],
  ]);

  itAnswers(validateRegisterEmail, [
    ['', 'Email é obrigatório'],
    ['maria', 'Email deve ter formato válido (ex: usuario@exemplo.com)'],
    ['maria@exemplo.com', null],
  ]);

  itAnswers(validateRegisterPassword, [
    ['', 'Senha é obrigatória'],
    ['abc', 'Senha deve conter: pelo menos 6 caracteres, uma letra maiúscula, um número'],
    ['abcdef', 'Senha deve conter: uma letra maiúscula, um número'],
    ['ABCDEF1', 'Senha deve conter: uma letra minúscula'],
    ['Abcdef', 'Senha deve conter: um número'],
    ['Ab1', 'Senha deve conter: pelo menos 6 caracteres'],
    ['123456', 'Senha deve conter: uma letra maiúscula, uma letra minúscula'],
    ['Abcde1', null],
    ['Ábcde1', null],
  ]);

  it('lists missing rules in order', () => {
    expect(missingPasswordRules('')).toEqual(['pelo menos 6 caracteres', 'uma letra maiúscula', 'uma letra minúscula', 'um número']);
  });

  itAnswers(passwordStrength, [
    ['', 'Fraca'],
    ['a', 'Fraca'],
    ['abcdef', 'Média'], // length + lowercase
    ['Abcdef', 'Média'], // 3 rules
    ['Abcde1', 'Forte'],
    ['ABC', 'Fraca'],
  ]);

  it.each([
    ['Abcde1', 'Abcde1', null],
    ['Abcde1', 'Abcde2', 'Senhas não coincidem'],
    ['Abcde1', '', 'Senhas não coincidem'],
  ])('confirmation %s / %s', (pw, confirm, expected) => expect(validatePasswordConfirmation(pw, confirm)).toBe(expected));

  itAnswers(validatePhone, [
    ['', null],
    [undefined, null],
    ['(11) 98765-4321', null],
    ['11987654321', null],
    ['1198765432', 'Telefone deve ter 11 dígitos (DDD + 9)'],
    ['119876543210', 'Telefone deve ter 11 dígitos (DDD + 9)'],
    ['+55 (11) 98765-4321', null],
    ['(11) 3456-7890', null],
    ['(11) 9876-543O', 'Telefone deve ter só números (pode usar espaços, parênteses, hífen e +55).'],
  ]);

  it('says everything wrong with a form at once, field by field', () => {
    expect([
      validateName('A'),
      validateRegisterEmail('x'),
      validateRegisterPassword('abc'),
      validatePasswordConfirmation('abc', 'abd'),
      validatePhone('123'),
    ]).toEqual([
      'Nome deve ter pelo menos 2 caracteres',
      'Email deve ter formato válido (ex: usuario@exemplo.com)',
      'Senha deve conter: pelo menos 6 caracteres, uma letra maiúscula, um número',
      'Senhas não coincidem',
      'Telefone deve ter 11 dígitos (DDD + 9)',
    ]);
    expect(validateRegisterPassword('Abcde1')).toBeNull();
    expect(validatePasswordConfirmation('Abcde1', 'Abcde1')).toBeNull();
  });

  it('has the busy texts', () => {
    expect([REGISTER_MESSAGES.busyTitle, REGISTER_MESSAGES.busy]).toEqual(['Aguarde', 'Processando registro anterior...']);
  });
});
