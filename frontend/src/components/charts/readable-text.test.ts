import { describe, expect, it } from 'vitest';
import { DARK_TEXT, LIGHT_TEXT, readableTextOn } from './readable-text';

describe('readableTextOn', () => {
  it('writes white on the dark and solid ends of a scale and dark text on the faint end', () => {
    expect(readableTextOn('#c2410c')).toBe(LIGHT_TEXT); // the light theme's accent
    expect(readableTextOn('rgb(43, 29, 20)')).toBe(LIGHT_TEXT); // a dark theme's faint tint
    expect(readableTextOn('#fff2e8')).toBe(DARK_TEXT);
    expect(readableTextOn('rgb(224, 154, 122)')).toBe(DARK_TEXT);
    expect(readableTextOn('transparent')).toBe(DARK_TEXT);
  });
});
