import { describe, expect, it } from 'vitest';
import { NEIGHBORHOOD_MESSAGES, parseDeliveryFee, validateDeliveryFee, validateNeighborhoodName } from './neighborhood.js';

describe('neighbourhood form', () => {
  it.each([
    ['', NEIGHBORHOOD_MESSAGES.nameRequired],
    ['Centro', null],
  ])('name %j', (v, expected) => expect(validateNeighborhoodName(v)).toBe(expected));

  it.each([
    ['', NEIGHBORHOOD_MESSAGES.feeRequired],
    [null, NEIGHBORHOOD_MESSAGES.feeRequired],
    [0, null],
    ['5,50', null],
    ['5.50', null],
    [-1, NEIGHBORHOOD_MESSAGES.feeInvalid],
    ['-2', NEIGHBORHOOD_MESSAGES.feeInvalid],
    ['abc', NEIGHBORHOOD_MESSAGES.feeInvalid],
  ])('fee %j', (v, expected) => expect(validateDeliveryFee(v)).toBe(expected));

  it.each([
    ['5,50', 5.5],
    ['7', 7],
    [3.333, 3.33],
    ['abc', 0],
    [-4, 0],
    [Number.NaN, 0],
  ])('parseDeliveryFee(%j) = %s', (v, expected) => expect(parseDeliveryFee(v)).toBe(expected));
});
