import { describe, expect, it } from 'vitest';
import { itTells } from '../testing/answers.js';
import { isValidCnpj, isValidCpf, normalizePixKey, PIX_MESSAGES, validatePixKey, validatePixMerchantCity } from './pix-key.js';

describe('PIX keys', () => {
  // CPF and CNPJ check digits
  itTells(isValidCpf, ['529.982.247-25', '52998224725'], ['529.982.247-24', '111.111.111-11', '5299822472', '52998224725a']);
  itTells(isValidCnpj, ['11.222.333/0001-81', '11222333000181'], ['11.222.333/0001-80', '00.000.000/0000-00']);

  it('normalizes each type to the form the BR Code carries', () => {
    expect(normalizePixKey('cpf', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizePixKey('phone', '+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('phone', '11 98765 4321')).toBe('+5511987654321');
    expect(normalizePixKey('email', ' Loja@Exemplo.com ')).toBe('loja@exemplo.com');
    expect(normalizePixKey('random', '123E4567-E89B-42D3-A456-426614174000')).toBe('123e4567-e89b-42d3-a456-426614174000');
  });

  it('refuses a key of another type with that type message', () => {
    expect(validatePixKey('cpf', '11222333000181')).toBe(PIX_MESSAGES.cpf);
    expect(validatePixKey('phone', '+1 202 555 0143')).toBe(PIX_MESSAGES.phone);
    expect(validatePixKey('phone', '1134567890')).toBe(PIX_MESSAGES.phone);
    expect(validatePixKey('email', 'loja@')).toBe(PIX_MESSAGES.email);
    expect(validatePixKey('random', '123e4567e89b42d3a456426614174000')).toBe(PIX_MESSAGES.random);
    expect(validatePixKey('cpf', '')).toBe(PIX_MESSAGES.keyRequired);
    expect(validatePixKey('iban', 'x')).toBe(PIX_MESSAGES.typeInvalid);
    expect(validatePixKey('email', 12)).toBe(PIX_MESSAGES.keyRequired);
    expect(validatePixKey('cnpj', '11.222.333/0001-81')).toBeNull();
  });

  it('refuses an email key with characters beyond ASCII: the code counts bytes, the bank would read another key', () => {
    expect(validatePixKey('email', 'joão@lojá.com.br')).toBe(PIX_MESSAGES.email);
    expect(validatePixKey('email', 'loja😀@exemplo.com')).toBe(PIX_MESSAGES.email);
    expect(validatePixKey('email', 'joao@loja.com.br')).toBeNull();
  });

  it('requires a merchant city, not a short one', () => {
    expect(validatePixMerchantCity('  ')).toBe(PIX_MESSAGES.merchantCityRequired);
    expect(validatePixMerchantCity('São José dos Campos do Norte Muito Longo')).toBeNull();
  });
});
