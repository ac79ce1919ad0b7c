import { describe, expect, it } from 'vitest';
import { toCents } from '../money/money.js';
import {
  boxCost,
  boxCostCents,
  cmvPercent,
  COSTING_MESSAGES,
  DEFAULT_COSTING_SETTINGS,
  expectedPortions,
  ingredientQuantityFor,
  isOverTarget,
  menuBoxCost,
  portionCost,
  purchaseUnits,
  readCostingSettings,
  roundPercent,
  suggestedCap,
  unitCost,
  validateCorrectionFactor,
  validatePackaging,
  validatePurchaseUnitQuantity,
  validateRecipeItems,
  validateSizeFactors,
  validateYieldPortions,
  wastePercent,
  weekdayOf,
  WEEKDAY_LABELS,
  type CostingSettings,
} from './costing.js';

// The worked example the API e2e tests repeat: rice bought in 5 kg sacks at R$ 30,00 (no loss),
// chicken breast in 1 kg trays at R$ 25,00 that lose a fifth when trimmed (factor 1.25).
const rice = { unit_cost: unitCost(30, 5000), correction_factor: 1 };
const chicken = { unit_cost: unitCost(25, 1000), correction_factor: 1.25 };
const settings: CostingSettings = {
  size_factors: { pequeno: 0.5, medio: 1, grande: 1.5, familia: 2 },
  packaging: { pequeno: 0.5, medio: 0.8, grande: 1, familia: 1.5 },
  cmv_target_percent: 35,
};

describe('ingredient unit cost', () => {
  it('is the purchase price over the purchase unit: a 5 kg sack at R$ 30 costs R$ 0,006 a gram', () => {
    expect(rice.unit_cost).toBeCloseTo(0.006, 10);
    expect(unitCost(12, 12)).toBe(1);
  });

  it('is 0, not NaN or Infinity, for a purchase unit of 0', () => {
    expect(unitCost(30, 0)).toBe(0);
    expect(unitCost(0, 0)).toBe(0);
  });
});

describe('cost per portion', () => {
  it('applies the correction factor to the net quantity: 800 g of trimmed chicken costs 1 kg bought', () => {
    // 800 g net x 1.25 = 1000 g gross x R$ 0,025 = R$ 25,00 for the batch, 10 portions
    expect(portionCost([{ quantity: 800, ...chicken }], 10)).toBeCloseTo(2.5, 10);
  });

  it('sums the batch and divides by the yield: 1 kg rice + 800 g chicken for 10 portions = R$ 3,10', () => {
    // rice 1000 x 1 x 0,006 = 6,00; chicken 800 x 1.25 x 0,025 = 25,00; (6 + 25) / 10 = 3,10
    const lines = [{ quantity: 1000, ...rice }, { quantity: 800, ...chicken }];
    expect(portionCost(lines, 10)).toBeCloseTo(3.1, 10);
    expect(toCents(portionCost(lines, 10))).toBe(310);
  });

  it('scales by the size factor: the same portion is R$ 1,55 small and R$ 4,65 large', () => {
    const lines = [{ quantity: 1000, ...rice }, { quantity: 800, ...chicken }];
    expect(portionCost(lines, 10, 0.5)).toBeCloseTo(1.55, 10);
    expect(portionCost(lines, 10, 1.5)).toBeCloseTo(4.65, 10);
  });

  it('is 0 for a recipe without lines or a yield of 0 (0/0 -> 0)', () => {
    expect(portionCost([], 10)).toBe(0);
    expect(portionCost([{ quantity: 100, ...rice }], 0)).toBe(0);
  });
});

describe('box cost kept on an order line', () => {
  it('is the packaging of its size plus each dish at that size: M with R$ 3,10 and R$ 0,60 = R$ 4,50', () => {
    expect(boxCost('medio', [3.1, 0.6], settings)).toBeCloseTo(4.5, 10);
    expect(boxCostCents('medio', [3.1, 0.6], settings)).toBe(450);
  });

  it('scales every dish to the size: G = R$ 1,00 + (3,10 + 0,60) x 1.5 = R$ 6,55', () => {
    expect(boxCostCents('grande', [3.1, 0.6], settings)).toBe(655);
  });

  it('is null when a chosen dish has no recipe, so the product cost applies', () => {
    expect(boxCost('medio', [3.1, null], settings)).toBeNull();
    expect(boxCostCents('medio', [], settings)).toBeNull();
  });
});

describe('a box on the day menu', () => {
  it('is packaging + mean portion of the menu dishes with recipes x dishes the box holds', () => {
    // mean of 3,10 and 0,60 = 1,85; P holds 2: 0,50 + 1,85 x 0.5 x 2 = 2,35
    expect(menuBoxCost('pequeno', [3.1, 0.6], 2, settings)).toBeCloseTo(2.35, 10);
  });

  it('is the packaging alone when no dish has a recipe', () => {
    expect(menuBoxCost('medio', [], 3, settings)).toBeCloseTo(0.8, 10);
  });

  it('gives the food cost % against the price and flags only what is above the target', () => {
    expect(cmvPercent(4.5, 18)).toBeCloseTo(25, 10);
    expect(cmvPercent(4.5, 0)).toBe(0);
    expect(isOverTarget(35, 35)).toBe(false);
    expect(isOverTarget(35.1, 35)).toBe(true);
  });
});

describe('shopping list', () => {
  it('expects the larger of the portions ordered and the cap', () => {
    expect(expectedPortions(12, 30)).toBe(30);
    expect(expectedPortions(42, 30)).toBe(42);
    expect(expectedPortions(12, null)).toBe(12);
    expect(expectedPortions(-3, null)).toBe(0);
  });

  it('needs portions x quantity / yield x correction factor of each ingredient', () => {
    // 30 portions of a 10-portion batch with 800 g net chicken: 2400 g net, 3000 g gross
    expect(ingredientQuantityFor(30, 800, 10, 1.25)).toBeCloseTo(3000, 10);
    expect(ingredientQuantityFor(30, 800, 0, 1.25)).toBe(0);
  });

  it('rounds purchase units up: 3001 g in 1 kg trays is 4 trays, exactly 3000 g is 3', () => {
    expect(purchaseUnits(3001, 1000)).toBe(4);
    expect(purchaseUnits(3000, 1000)).toBe(3);
    // float dust from the arithmetic is not an extra tray
    expect(purchaseUnits(0.1 * 3 * 10000, 3000)).toBe(1);
    expect(purchaseUnits(1, 5000)).toBe(1);
  });

  it('never buys a negative or impossible amount', () => {
    expect(purchaseUnits(0, 1000)).toBe(0);
    expect(purchaseUnits(-10, 1000)).toBe(0);
    expect(purchaseUnits(10, 0)).toBe(0);
  });
});

describe('leftovers', () => {
  it('waste % is left over everything made; 0/0 is 0', () => {
    expect(wastePercent(30, 10)).toBe(25);
    expect(wastePercent(0, 5)).toBe(100);
    expect(wastePercent(0, 0)).toBe(0);
  });

  it('suggests the mean daily demand plus the 3% the trade accepts, rounded up', () => {
    // demand 30 and 34 -> mean 32 / 0.97 = 32.99 -> 33
    expect(suggestedCap([{ sold: 30, left: 10 }, { sold: 34, left: 2 }])).toBe(33);
    // a day that sold out counts one more portion than it sold: (40 + 1) / 0.97 = 42.3 -> 43
    expect(suggestedCap([{ sold: 40, left: 0 }])).toBe(43);
    expect(suggestedCap([])).toBeNull();
  });
});

describe('validation', () => {
  it('refuses a correction factor below 1 and a purchase unit of 0 or less', () => {
    expect(validateCorrectionFactor(0.9)).toBe(COSTING_MESSAGES.correctionFactor);
    expect(validateCorrectionFactor(1)).toBeNull();
    expect(validatePurchaseUnitQuantity(0)).toBe(COSTING_MESSAGES.purchaseUnitQuantity);
    expect(validatePurchaseUnitQuantity(-5)).toBe(COSTING_MESSAGES.purchaseUnitQuantity);
    expect(validatePurchaseUnitQuantity('5000')).toBe(COSTING_MESSAGES.purchaseUnitQuantity);
  });

  it('wants a whole yield of at least one portion and each ingredient once', () => {
    expect(validateYieldPortions(0)).toBe(COSTING_MESSAGES.yieldPortions);
    expect(validateYieldPortions(2.5)).toBe(COSTING_MESSAGES.yieldPortions);
    expect(validateRecipeItems([])).toBe(COSTING_MESSAGES.recipeItems);
    expect(validateRecipeItems([{ ingredient_id: 'a' }, { ingredient_id: 'a' }])).toBe(COSTING_MESSAGES.recipeRepeated);
  });

  it('keeps medio at 1 and every size present', () => {
    expect(validateSizeFactors({ pequeno: 0.5, medio: 1.1, grande: 1.5, familia: 2 })).toBe(COSTING_MESSAGES.sizeFactor);
    expect(validateSizeFactors({ pequeno: 0.5, medio: 1, grande: 1.5 })).toBe(COSTING_MESSAGES.sizeFactor);
    expect(validateSizeFactors(settings.size_factors)).toBeNull();
    expect(validatePackaging({ ...settings.packaging, grande: -1 })).toBe(COSTING_MESSAGES.packaging);
  });

  it('reads stored settings over the defaults, dropping what is no longer valid', () => {
    expect(readCostingSettings(null)).toEqual(DEFAULT_COSTING_SETTINGS);
    expect(readCostingSettings({ ...settings, cmv_target_percent: 0 })).toEqual({ ...settings, cmv_target_percent: 35 });
  });
});

describe('rounding for the API', () => {
  // weekday of a calendar day, whatever the machine's time zone
  it('reads the weekday of a day as written', () => {
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(WEEKDAY_LABELS[weekdayOf('2026-11-29')]).toBe('Domingo');
  });

  it('rounds percentages half up despite float error', () => {
    expect(roundPercent((5.45 / 20) * 100)).toBe(27.3);
    expect(roundPercent(18.8333)).toBe(18.8);
    expect(roundPercent(0)).toBe(0);
  });
});
