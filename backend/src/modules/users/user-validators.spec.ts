import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateUserDto } from './dto/create-user.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { nameRule, phoneRule, roleRule, strongPasswordRule } from './user-validators.js';

const firstMessage = (cls: new () => object, body: object) => {
  const [error] = validateSync(plainToInstance(cls, body), { stopAtFirstError: true });
  return error ? Object.values(error.constraints ?? {})[0] : null;
};

describe('user validators', () => {
  it('keep the shared Portuguese messages', () => {
    expect(nameRule('A')).toBe('Nome deve ter pelo menos 2 caracteres');
    expect(strongPasswordRule('abcdef')).toBe('Senha deve conter: uma letra maiúscula, um número');
    expect(phoneRule('123')).toBe('Telefone deve ter 11 dígitos (DDD + 9)');
  });

  it('refuse values a form could never send, which the shared predicates would coerce', () => {
    expect(nameRule(12345)).toBe('Nome deve ser um texto');
    expect(phoneRule(11987654321)).toBe('Telefone deve ter 11 dígitos (DDD + 9)');
    expect(strongPasswordRule(`Aa1${'x'.repeat(200)}`)).toBe('Senha deve ter no máximo 128 caracteres');
    expect(roleRule(['admin'])).toMatch(/^Perfil inválido/);
  });

  it('treat a missing, null or empty phone as no phone', () => {
    for (const value of [undefined, null, '']) expect(phoneRule(value)).toBeNull();
    expect(phoneRule('(11) 98765-4321')).toBeNull();
  });

  it('drive the DTOs: the create form needs everything, the update none but null is refused', () => {
    const sut = { name: 'Maria', email: 'maria@exemplo.com', password: 'SenhaForte123', role: 'staff' };
    expect(firstMessage(CreateUserDto, sut)).toBeNull();
    expect(firstMessage(CreateUserDto, { ...sut, password: 'Senha123' })).toBe('Senha deve conter: pelo menos 10 caracteres');
    expect(firstMessage(CreateUserDto, { ...sut, password: 'Senha123', role: 'customer' })).toBeNull();
    expect(firstMessage(CreateUserDto, { ...sut, email: 'maria' })).toBe('Email deve ter formato válido (ex: usuario@exemplo.com)');
    expect(firstMessage(UpdateUserDto, {})).toBeNull();
    expect(firstMessage(UpdateUserDto, { name: null })).toBe('Nome é obrigatório');
    expect(firstMessage(UpdateUserDto, { phone: null })).toBeNull();
  });
});
