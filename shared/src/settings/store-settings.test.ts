import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { normalizeStoreWhatsapp, STORE_MESSAGES, validateBusinessName, validatePickupAddress, validateTagline } from './store-settings.js';

describe('store settings rules', () => {
  // keeps the WhatsApp number with the country code
  itAnswers(normalizeStoreWhatsapp, [
    ['(11) 98765-4321', '5511987654321'],
    ['+55 11 98765-4321', '5511987654321'],
    ['1134567890', '551134567890'],
    ['123', null],
    ['11 98765-4321 ramal', null],
    [11987654321, null],
    // the shared phone rule: a trunk 0 goes, an unknown DDD or a foreign number does not pass
    ['021997776655', '5521997776655'],
    ['(10) 98765-4321', null],
    ['+1 415 555 2671', null],
  ]);

  it('names the field and the reason', () => {
    expect(validateBusinessName(' ')).toBe(STORE_MESSAGES.businessNameRequired);
    expect(validateBusinessName('A')).toBe(STORE_MESSAGES.businessNameTooShort);
    expect(validateBusinessName('x'.repeat(61))).toBe(STORE_MESSAGES.businessNameTooLong);
    expect(validateBusinessName(5)).toBe('Nome da loja deve ser um texto');
    expect(validateTagline(null)).toBeNull();
    expect(validateTagline('x'.repeat(121))).toBe(STORE_MESSAGES.taglineTooLong);
    expect(validatePickupAddress('')).toBeNull();
    expect(validatePickupAddress(['Rua A'])).toBe('Endereço de retirada deve ser um texto');
  });
});
