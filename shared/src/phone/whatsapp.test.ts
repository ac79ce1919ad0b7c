import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { BRAZIL_DDDS } from './ddd.js';
import { digitsOnly, formatPhone, normalizePhone, parsePhone, phoneSearchDigits, validatePhoneField } from './whatsapp.js';

describe('digitsOnly', () => {
  itAnswers(digitsOnly, [
    ['(11) 98765-4321', '11987654321'],
    ['+55 11 98765-4321', '5511987654321'],
    [11987654321, '11987654321'],
    [null, ''],
    ['abc', ''],
  ]);
});

describe('normalizePhone: one number however it is written (DECISIONS 10.1, 10.9)', () => {
  it.each([
    // 10.9's four spellings
    '(21) 99777-6655',
    '+55 21 99777-6655',
    '021997776655',
    '21 99777 6655',
    // and the rest of the ways people write it
    '21997776655',
    '5521997776655',
    '+55 (21) 99777-6655',
    '+55 (021) 99777-6655',
    '(021) 99777-6655',
    '(0xx21) 99777-6655',
    '0 21 21 99777-6655', // trunk 0 and carrier code 21
    '  21.99777.6655 ',
    '21\u00a099777\u20116655', // no-break space and hyphen, as a paste from a web page brings them
    21997776655,
  ])('%j is 21997776655', (spelling) => {
    expect(normalizePhone(spelling)).toBe('21997776655');
  });

  it.each(['(11) 91234-5678', '+55 11 91234-5678', '5511912345678', '11912345678'])(
    '10.1: %j is the customer 11912345678',
    (spelling) => expect(normalizePhone(spelling)).toBe('11912345678'),
  );

  itAnswers(normalizePhone, [
    // landlines: DDD + 8 digits starting with 2 to 5
    ['(11) 3456-7890', '1134567890'],
    ['+55 11 3456-7890', '1134567890'],
    ['551134567890', '1134567890'],
    ['01134567890', '1134567890'],
    ['0 15 11 3456-7890', '1134567890'], // carrier 15
    // DDD 55 (Santa Maria, RS) is not the country code
    ['55997776655', '55997776655'],
    ['5555997776655', '55997776655'],
    ['555532221234', '5532221234'],
  ]);

  it('the server saved 021995554433 as (02) 19955-5443: it is 21995554433', () => {
    expect(normalizePhone('021995554433')).toBe('21995554433');
    expect(formatPhone('021995554433')).toBe('(21) 99555-4433');
  });
});

describe('parsePhone refuses, and says why', () => {
  it.each<[unknown, string]>([
    ['', 'empty'],
    ['   ', 'empty'],
    [null, 'empty'],
    ['(21) 9977A-6655', 'characters'],
    ['abc', 'characters'],
    ['21 99777-6655 ramal 2', 'characters'],
    ['21+997776655', 'characters'],
    ['xx21997776655', 'characters'],
    [{ ddd: '21' }, 'characters'],
    ['+1 415 555 2671', 'country'],
    ['+351 912 345 678', 'country'],
    ['(10) 99777-6655', 'ddd'],
    ['(20) 3456-7890', 'ddd'],
    ['2199777', 'length'], // what the old field kept of a paste
    ['9876-5432', 'length'],
    ['219977766551', 'length'], // a digit too many is not cut away
    ['(21) 89777-6655', 'length'], // 11 digits but no mobile
    ['(21) 9777-6655', 'length'], // a mobile missing its 9
    ['(21) 1234-5678', 'length'], // no landline starts with 1
    ['(02) 19955-5443', 'length'], // the badly stored one, read back: 02199555443 is no number
    ['1'.repeat(41), 'length'],
  ])('%j: %s', (input, problem) => {
    expect(parsePhone(input)).toMatchObject({ ok: false, problem });
  });

  it('names the refused area code', () => {
    expect(parsePhone('(10) 99777-6655')).toEqual({ ok: false, problem: 'ddd', ddd: '10' });
  });

  it('tells a mobile from a landline', () => {
    expect(parsePhone('(21) 99777-6655')).toEqual({ ok: true, digits: '21997776655', kind: 'mobile' });
    expect(parsePhone('(21) 3456-7890')).toEqual({ ok: true, digits: '2134567890', kind: 'landline' });
  });

  it('knows the 67 Anatel area codes', () => {
    expect(BRAZIL_DDDS.size).toBe(67);
    for (const ddd of BRAZIL_DDDS) expect(normalizePhone(`${ddd}987654321`)).toBe(`${ddd}987654321`);
    for (const ddd of ['10', '20', '23', '25', '26', '29', '30', '36', '39', '40', '50', '52', '56', '60', '70', '72', '76', '78', '80', '90']) {
      expect(parsePhone(`${ddd}987654321`)).toMatchObject({ problem: 'ddd' });
    }
  });
});

describe('validatePhoneField: the sentence a field shows', () => {
  const field = { label: 'WhatsApp', invalid: 'Informe o WhatsApp com DDD.' };
  itAnswers((v: unknown) => validatePhoneField(v, field), [
    ['+55 (21) 99777-6655', null],
    ['2199777', 'Informe o WhatsApp com DDD.'],
    ['', 'Informe o WhatsApp com DDD.'],
    ['21 9977-GOOD', 'WhatsApp deve ter só números (pode usar espaços, parênteses, hífen e +55).'],
    ['+44 20 7946 0958', 'WhatsApp deve ser um número do Brasil (+55).'],
    ['(10) 99777-6655', 'WhatsApp: o DDD 10 não existe.'],
  ], 'validatePhoneField');
});

describe('phoneSearchDigits (a search, never stored)', () => {
  itAnswers(phoneSearchDigits, [
    ['+55 (21) 99777-6655', '21997776655'],
    ['9977', '9977'],
    ['(21) 9977', '219977'],
  ]);
});

describe('formatPhone', () => {
  itAnswers(formatPhone, [
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['123', '123'],
  ]);
});
