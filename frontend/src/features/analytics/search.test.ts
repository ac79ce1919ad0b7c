import { describe, expect, it } from 'vitest';
import { matchesOrderIdSearch, normalizeOrderSearch } from './search';

const id = '7f3a9c2e-1b4d-4e8f-9a6b-5C4D3E2F1A0B';

describe('order id search (SPEC section 5)', () => {
  it('matches part of the id, whatever the case', () => {
    expect(matchesOrderIdSearch(id, '5c4d3e')).toBe(true);
    expect(matchesOrderIdSearch(id, 'F1A0B')).toBe(true);
  });

  it('ignores punctuation and spaces in the search and in the id', () => {
    expect(matchesOrderIdSearch(id, '#1a0b')).toBe(true);
    expect(matchesOrderIdSearch(id, ' 9a6b-5c4d ')).toBe(true); // spans a hyphen of the id
    expect(matchesOrderIdSearch(id, '4e8f.9a6b')).toBe(true);
  });

  it('does not match other ids', () => {
    expect(matchesOrderIdSearch(id, 'zzz')).toBe(false);
    expect(matchesOrderIdSearch(id, '1a0c')).toBe(false);
  });

  it('an empty or punctuation-only search matches everything', () => {
    expect(matchesOrderIdSearch(id, '')).toBe(true);
    expect(matchesOrderIdSearch(id, ' #-- ')).toBe(true);
    expect(normalizeOrderSearch(' #-- ')).toBe('');
    expect(normalizeOrderSearch('#AB-12')).toBe('ab12');
  });
});
