import { isDay, isMoney, phoneFieldRule } from './validators.js';

describe('isMoney', () => {
  it.each([0, 0.01, 12.9, 19.99, 0.1 + 0.2, 1234.5, 99_999.99])('accepts %p', (value) => {
    expect(isMoney(value)).toBe(true);
  });

  it.each([-0.01, 12.905, 0.001, 1.005, 100_000, Number.NaN, Infinity, '12.90', null, undefined, [1], {}])(
    'refuses %p',
    (value) => {
      expect(isMoney(value)).toBe(false);
    },
  );

  it('honours an exclusive minimum and a custom maximum', () => {
    expect(isMoney(0, { exclusiveMin: true })).toBe(false);
    expect(isMoney(0.01, { exclusiveMin: true })).toBe(true);
    expect(isMoney(10_000, { max: 9_999.99 })).toBe(false);
  });
});

describe('isDay', () => {
  it.each(['2024-02-29', '2031-12-31', '2000-01-01'])('accepts %p', (value) => {
    expect(isDay(value)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '2031-13-01',
    '2031-1-01',
    '01/02/2031',
    '2031-01-01T00:00:00Z',
    '1999-12-31',
    '',
    20310101,
    null,
  ])('refuses %p', (value) => {
    expect(isDay(value)).toBe(false);
  });
});

describe('phoneFieldRule (the check behind IsWhatsapp)', () => {
  const field = { label: 'WhatsApp', invalid: 'Informe o WhatsApp com DDD.' };

  it('takes any spelling of a Brazilian number and names the field when refusing', () => {
    const rule = phoneFieldRule(field);
    expect(rule('+55 (21) 99777-6655')).toBeNull();
    expect(rule('021997776655')).toBeNull();
    expect(rule('(21) 9977A-6655')).toBe('WhatsApp deve ter só números (pode usar espaços, parênteses, hífen e +55).');
    expect(rule('2199777')).toBe(field.invalid);
    for (const value of [undefined, null, '', ['21997776655'], { ddd: '21' }, 21997776655]) expect(rule(value)).toBe(field.invalid);
  });

  it('lets an optional field be empty, and reads a JSON number only where asked', () => {
    expect(phoneFieldRule({ ...field, optional: true })(null)).toBeNull();
    expect(phoneFieldRule({ ...field, optional: true })('')).toBeNull();
    expect(phoneFieldRule({ ...field, numbers: true })(21997776655)).toBeNull();
  });
});
