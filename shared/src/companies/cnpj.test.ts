import { describe, expect, it } from 'vitest';
import { cnpjDigits, formatCnpj, isValidCnpj, maskCnpj } from './cnpj.js';

describe('CNPJ check digits', () => {
  it('accepts the worked example 12.345.678/0001-95 with or without punctuation', () => {
    // first digit: 1*5+2*4+3*3+4*2+5*9+6*8+7*7+8*6+0+0+0+1*2 = 222; 222 mod 11 = 2; 11 - 2 = 9
    // second: 1*6+2*5+3*4+4*3+5*2+6*9+7*8+8*7+0+0+0+1*3+9*2 = 237; 237 mod 11 = 6; 11 - 6 = 5
    expect(isValidCnpj('12.345.678/0001-95')).toBe(true);
    expect(isValidCnpj('12345678000195')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj(' 11 222 333 0001 81 ')).toBe(true);
  });

  it('refuses a wrong check digit, a digit too few or too many, letters and repeated digits', () => {
    expect(isValidCnpj('12.345.678/0001-96')).toBe(false);
    expect(isValidCnpj('12.345.678/0001-85')).toBe(false);
    expect(isValidCnpj('1234567800019')).toBe(false);
    expect(isValidCnpj('123456780001955')).toBe(false);
    expect(isValidCnpj('12.345.678/0001-9A')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj(12345678000195)).toBe(false);
    expect(isValidCnpj('1'.repeat(10_000))).toBe(false);
  });

  it('a check digit whose remainder is below 2 is 0', () => {
    // 11.444.777/0001-61: the second remainder is 10 -> 1; 04.252.011/0001-10: the first remainder is 10 -> 1,
    // the second 1 -> 0
    expect(isValidCnpj('11.444.777/0001-61')).toBe(true);
    expect(isValidCnpj('04.252.011/0001-10')).toBe(true);
  });

  it('formats and masks', () => {
    expect(formatCnpj('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatCnpj('12.345.678/0001-95')).toBe('12.345.678/0001-95');
    expect(formatCnpj('abc')).toBe('abc');
    expect(cnpjDigits('12.345.678/0001-95')).toBe('12345678000195');
    expect(maskCnpj('1234567')).toBe('12.345.67');
    expect(maskCnpj('12345678000195999')).toBe('12.345.678/0001-95');
    expect(maskCnpj('12')).toBe('12');
    expect(maskCnpj('123456780')).toBe('12.345.678/0');
  });
});
