import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { digitsOnly, formatPhone, normalizeWhatsapp, phoneInputDigits } from './whatsapp.js';

describe('digitsOnly', () => {
  itAnswers(digitsOnly, [
    ['(11) 98765-4321', '11987654321'],
    ['+55 11 98765-4321', '5511987654321'],
    [11987654321, '11987654321'],
    [null, ''],
    ['abc', ''],
  ]);
});

describe('normalizeWhatsapp (SPEC section 5)', () => {
  itAnswers(normalizeWhatsapp, [
    ['(11) 98765-4321', '11987654321'],
    ['+55 (11) 98765-4321', '11987654321'],
    ['5511987654321', '11987654321'],
    ['551198765432', '1198765432'], // 12 digits: 55 goes
    ['55119876543', '55119876543'], // 11 digits: kept, it may be a DDD 55 number
    ['0055 11 98765-4321', '11987654321'], // longer than 11 after all: the last 11
    ['99 11 98765-4321', '11987654321'],
    ['1234', '1234'],
    ['', ''],
  ]);
});

describe('formatPhone', () => {
  itAnswers(formatPhone, [
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['123', '123'],
  ]);

  it('keeps at most 11 digits while typing', () => {
    expect(phoneInputDigits('(11) 98765-43219')).toBe('11987654321');
  });
});
