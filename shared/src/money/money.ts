/** Money helpers. The API speaks reais with 2 decimals; the server stores integer centavos. */

/** Reais to centavos; 1.005 -> 101 and 0.1 + 0.2 -> 30 despite binary float error. */
export function toCents(reais: number): number {
  if (!Number.isFinite(reais)) return 0;
  // toFixed(6) absorbs the float error before rounding half away from zero
  const scaled = Number((Math.abs(reais) * 100).toFixed(6));
  const cents = Math.round(scaled);
  return reais < 0 && cents !== 0 ? -cents : cents;
}

export function toReais(cents: number): number {
  if (!Number.isFinite(cents)) return 0;
  return Math.round(cents) / 100;
}

export function roundMoney(value: number): number {
  return toReais(toCents(value));
}

/**
 * '1234567' -> '1.234.567', by hand: the usual /\B(?=(\d{3})+(?!\d))/ looks ahead over every
 * remaining digit from each position. Anything but plain digits ('1e+21') is left as it is.
 */
function groupThousands(digits: string): string {
  if (!/^\d+$/.test(digits)) return digits;
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `.${digits.slice(i, i + 3)}`;
  return grouped;
}

/** Brazilian number format, '1.234,56'; no Intl so the output is the same everywhere. */
export function formatBRNumber(value: number, decimals = 2): string {
  const n = Number.isFinite(value) ? value : 0;
  const fixed = Math.abs(n).toFixed(decimals);
  const [int = '0', frac] = fixed.split('.');
  const grouped = groupThousands(int);
  const negative = n < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${frac ? `,${frac}` : ''}`;
}

/** 'R$ 1.234,56', '-R$ 5,00' (plain space after R$). */
export function formatBRL(reais: number): string {
  const n = roundMoney(reais);
  const body = formatBRNumber(Math.abs(n));
  return n < 0 ? `-R$ ${body}` : `R$ ${body}`;
}

/**
 * Money typed or shown as text to reais: 'R$ 1.234,56' -> 1234.56, '12,5' -> 12.5.
 * Comma is the decimal mark; without a comma a dot followed by 1 or 2 digits is read as a
 * decimal mark too ('12.50' from number inputs), otherwise dots group thousands.
 * Anything unreadable is 0.
 */
export function parseMoney(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const firstDigit = value.search(/\d/);
  const negative = firstDigit > 0 && value.slice(0, firstDigit).includes('-');
  let s = value.replace(/[^\d,.]/g, '');
  if (s.includes(',')) {
    s = s.replace(/\./g, '');
    const last = s.lastIndexOf(',');
    s = `${s.slice(0, last).replace(/,/g, '')}.${s.slice(last + 1)}`;
  } else if (!/^\d*\.\d{1,2}$/.test(s)) {
    s = s.replace(/\./g, '');
  }
  const n = Number.parseFloat(s);
  if (!Number.isFinite(n)) return 0;
  return negative ? -n : n;
}
