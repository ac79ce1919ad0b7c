import { describe } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import { NEIGHBORHOOD_MESSAGES, parseDeliveryFee, validateDeliveryFee, validateNeighborhoodName } from './neighborhood.js';

describe('neighbourhood form', () => {
  itAnswers(validateNeighborhoodName, [
    ['', NEIGHBORHOOD_MESSAGES.nameRequired],
    ['Centro', null],
  ]);

  itAnswers(validateDeliveryFee, [
    ['', NEIGHBORHOOD_MESSAGES.feeRequired],
    [null, NEIGHBORHOOD_MESSAGES.feeRequired],
    [0, null],
    ['5,50', null],
    ['5.50', null],
    [-1, NEIGHBORHOOD_MESSAGES.feeInvalid],
    ['-2', NEIGHBORHOOD_MESSAGES.feeInvalid],
    ['abc', NEIGHBORHOOD_MESSAGES.feeInvalid],
  ]);

  itAnswers(parseDeliveryFee, [
    ['5,50', 5.5],
    ['7', 7],
    [3.333, 3.33],
    ['abc', 0],
    [-4, 0],
    [Number.NaN, 0],
  ]);
});
