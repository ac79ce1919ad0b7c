/**
 * Ficha técnica (DECISIONS 10.7): what a portion and a box cost, what to buy, what was left.
 * The ONE implementation of the cost arithmetic: the server prices orders, menus and the
 * shopping list with it, and the back office shows the cost per portion live as the owner types.
 *
 * Money is in reais (numbers), unrounded inside the arithmetic: a recipe's rice costs R$ 0,006 a
 * gram, so rounding happens once, at the end (`roundMoney`, or `toCents` for what orders keep).
 */
import type { Size } from '../api/types.js';
import { SIZES } from '../catalog/sizes.js';
import { toCents } from '../money/money.js';

export const INGREDIENT_UNITS = ['g', 'ml', 'un'] as const;
export type IngredientUnit = (typeof INGREDIENT_UNITS)[number];

export const INGREDIENT_UNIT_LABELS: Record<IngredientUnit, string> = { g: 'gramas', ml: 'mililitros', un: 'unidades' };

export const LEFTOVER_DESTINATIONS = ['descarte', 'reaproveitamento', 'doacao', 'funcionarios'] as const;
export type LeftoverDestination = (typeof LEFTOVER_DESTINATIONS)[number];

export const LEFTOVER_DESTINATION_LABELS: Record<LeftoverDestination, string> = {
  descarte: 'Descarte',
  reaproveitamento: 'Reaproveitamento',
  doacao: 'Doação',
  funcionarios: 'Funcionários',
};

/** Leftovers above this share of what was made are a loss (issue 31): the suggested cap aims at it. */
export const WASTE_TARGET_PERCENT = 3;

export interface CostingSettings {
  /** portion size against the 'medio' portion (medio is always 1) */
  size_factors: Record<Size, number>;
  /** the box, lid, bag... per size, in reais */
  packaging: Record<Size, number>;
  /** food cost (CMV) the owner aims at, % of the price: a box above it shows red */
  cmv_target_percent: number;
}

export const DEFAULT_COSTING_SETTINGS: CostingSettings = {
  size_factors: { pequeno: 0.75, medio: 1, grande: 1.3, familia: 2 },
  packaging: { pequeno: 0, medio: 0, grande: 0, familia: 0 },
  cmv_target_percent: 35,
};

export const COSTING_LIMITS = {
  name: { max: 100 },
  purchaseUnitLabel: { max: 60 },
  purchaseUnitQuantity: { max: 1_000_000 },
  purchasePrice: { max: 99_999.99 },
  correctionFactor: { min: 1, max: 20 },
  recipeQuantity: { max: 1_000_000 },
  yieldPortions: { min: 1, max: 10_000 },
  recipeItems: { max: 60 },
  sizeFactor: { max: 10 },
  packaging: { max: 1_000 },
  cmvTarget: { min: 1, max: 100 },
  portionsLeft: { max: 100_000 },
  note: { max: 300 },
} as const;

export const COSTING_MESSAGES = {
  name: `Nome do insumo é obrigatório (até ${COSTING_LIMITS.name.max} caracteres).`,
  nameTaken: (name: string) => `Já existe um insumo chamado "${name}".`,
  unit: 'Unidade deve ser g, ml ou un.',
  purchaseUnitLabel: `Descreva a embalagem de compra (ex.: saco 5 kg), até ${COSTING_LIMITS.purchaseUnitLabel.max} caracteres.`,
  purchaseUnitQuantity: 'Quantidade da embalagem de compra deve ser um número maior que zero (na unidade do insumo).',
  purchasePrice: 'Preço de compra deve ser um valor em reais de R$ 0,00 a R$ 99.999,99.',
  correctionFactor: `Fator de correção deve ser um número de ${COSTING_LIMITS.correctionFactor.min} a ${COSTING_LIMITS.correctionFactor.max} (peso bruto / peso líquido).`,
  active: 'Ativo deve ser verdadeiro ou falso.',
  ingredientNotFound: 'Insumo não encontrado.',
  ingredientInUse: (dishes: string) => `Este insumo está na ficha técnica de: ${dishes}. Desative-o em vez de excluir.`,
  unitInUse: (dishes: string) => `A unidade não pode mudar enquanto o insumo está na ficha técnica de: ${dishes}.`,
  unknownIngredient: (id: string) => `Insumo não encontrado: ${id}.`,
  yieldPortions: `Rendimento deve ser um número inteiro de porções de ${COSTING_LIMITS.yieldPortions.min} a ${COSTING_LIMITS.yieldPortions.max}.`,
  recipeItems: `Informe de 1 a ${COSTING_LIMITS.recipeItems.max} insumos na ficha técnica.`,
  recipeQuantity: 'Quantidade de cada insumo deve ser um número maior que zero (líquida, na unidade do insumo).',
  recipeRepeated: 'Cada insumo aparece uma vez na ficha técnica.',
  noRecipe: 'Este prato ainda não tem ficha técnica.',
  sizeFactor: `Fator de cada tamanho deve ser um número maior que zero e até ${COSTING_LIMITS.sizeFactor.max}; o Médio é sempre 1.`,
  packaging: `Embalagem de cada tamanho deve ser um valor em reais de R$ 0,00 a R$ ${COSTING_LIMITS.packaging.max},00.`,
  cmvTarget: `Meta de CMV deve ser um número de ${COSTING_LIMITS.cmvTarget.min} a ${COSTING_LIMITS.cmvTarget.max} (%).`,
  noCostingField: 'Informe ao menos um campo: size_factors, packaging ou cmv_target_percent.',
  date: 'Data deve estar no formato aaaa-mm-dd.',
  range: 'Informe o período (from e to, aaaa-mm-dd), com from até to e no máximo 366 dias.',
  portionsLeft: 'Porções que sobraram deve ser um número inteiro de 0 em diante.',
  destination: 'Destino deve ser descarte, reaproveitamento, doacao ou funcionarios.',
  note: `Observação até ${COSTING_LIMITS.note.max} caracteres.`,
  leftoverTaken: 'Já existe um registro de sobras deste prato neste dia; corrija o registro existente.',
  leftoverNotFound: 'Registro de sobras não encontrado.',
  dishNotFound: 'Prato não encontrado.',
} as const;

// ---------------------------------------------------------------- arithmetic

const finite = (v: number) => (Number.isFinite(v) ? v : 0);

/** a / b, 0 when b is 0 (0/0 and x/0 cost nothing rather than NaN or Infinity). */
export function safeDivide(a: number, b: number): number {
  return b === 0 || !Number.isFinite(b) ? 0 : finite(a / b);
}

/** R$ per unit ('g', 'ml' or 'un'): purchase_price / purchase_unit_quantity. Saco 5 kg por R$ 30 -> 0,006/g. */
export function unitCost(purchasePrice: number, purchaseUnitQuantity: number): number {
  return safeDivide(purchasePrice, purchaseUnitQuantity);
}

/** What one recipe line needs to cost it. */
export interface RecipeLineCosting {
  /** net quantity for the whole batch, in the ingredient's unit */
  quantity: number;
  /** peso bruto / peso líquido (>= 1): 1 kg of chicken breast bought gives 800 g trimmed -> 1.25 */
  correction_factor: number;
  /** R$ per unit (`unitCost`) */
  unit_cost: number;
}

/** Gross quantity to buy for a net quantity: net x correction factor. */
export function grossQuantity(netQuantity: number, correctionFactor: number): number {
  return finite(netQuantity) * finite(correctionFactor);
}

/** One line of the batch: quantity x correction_factor x unit_cost. */
export function recipeLineCost(line: RecipeLineCosting): number {
  return grossQuantity(line.quantity, line.correction_factor) * finite(line.unit_cost);
}

/** The whole batch. */
export function batchCost(lines: readonly RecipeLineCosting[]): number {
  return lines.reduce((sum, line) => sum + recipeLineCost(line), 0);
}

/**
 * Cost of one portion at a size (DECISIONS 10.7): sum(quantity x correction_factor x unit_cost)
 * / yield_portions x that size's factor. Unrounded; 0 for a yield of 0.
 */
export function portionCost(lines: readonly RecipeLineCosting[], yieldPortions: number, sizeFactor = 1): number {
  return safeDivide(batchCost(lines), yieldPortions) * finite(sizeFactor);
}

/** A medio portion cost scaled to a size with the settings' factors. */
export function portionCostAtSize(mediumPortionCost: number, size: Size, settings: Pick<CostingSettings, 'size_factors'>): number {
  return finite(mediumPortionCost) * finite(settings.size_factors[size]);
}

/**
 * What a box keeps as its cost when every chosen dish has a recipe (DECISIONS 10.7): packaging
 * of its size + the sum of its dishes' portion costs at that size; null when a dish has no recipe
 * (the product's own cost applies then). `mediumPortionCosts`: each chosen dish's medio portion
 * cost, null for a dish without recipe.
 */
export function boxCost(
  size: Size,
  mediumPortionCosts: readonly (number | null | undefined)[],
  settings: Pick<CostingSettings, 'size_factors' | 'packaging'>,
): number | null {
  if (mediumPortionCosts.length === 0) return null;
  let sum = finite(settings.packaging[size]);
  for (const cost of mediumPortionCosts) {
    if (cost == null) return null;
    sum += portionCostAtSize(cost, size, settings);
  }
  return sum;
}

/** `boxCost` in whole centavos, as an order line keeps it (null: no recipe for some dish). */
export function boxCostCents(
  size: Size,
  mediumPortionCosts: readonly (number | null | undefined)[],
  settings: Pick<CostingSettings, 'size_factors' | 'packaging'>,
): number | null {
  const cost = boxCost(size, mediumPortionCosts, settings);
  return cost == null ? null : toCents(cost);
}

/**
 * A box on the day's menu before anyone chose (DECISIONS 10.7): packaging + the mean portion cost
 * (at that size) of the menu's dishes with recipes x the number of dishes the box holds. No dish
 * with a recipe: the packaging alone.
 */
export function menuBoxCost(
  size: Size,
  mediumPortionCostsWithRecipe: readonly number[],
  dishesInBox: number,
  settings: Pick<CostingSettings, 'size_factors' | 'packaging'>,
): number {
  const mean = safeDivide(
    mediumPortionCostsWithRecipe.reduce((s, c) => s + finite(c), 0),
    mediumPortionCostsWithRecipe.length,
  );
  return finite(settings.packaging[size]) + portionCostAtSize(mean, size, settings) * Math.max(0, finite(dishesInBox));
}

/** Food cost (CMV) %: cost / price x 100; 0 when the price is 0. */
export function cmvPercent(cost: number, price: number): number {
  return safeDivide(cost, price) * 100;
}

/** Above the owner's target (shown red). */
export function isOverTarget(cmv: number, targetPercent: number): boolean {
  return cmv > targetPercent + 1e-9;
}

/** Portions to prepare (DECISIONS 10.7): the larger of those already ordered and the cap (when there is one). */
export function expectedPortions(ordered: number, cap: number | null | undefined): number {
  return Math.max(0, finite(ordered), cap == null ? 0 : finite(cap));
}

/**
 * Gross quantity of one ingredient for some portions: portions x recipe quantity / yield x
 * correction factor. Never negative.
 */
export function ingredientQuantityFor(portions: number, recipeQuantity: number, yieldPortions: number, correctionFactor: number): number {
  return Math.max(0, safeDivide(finite(portions) * finite(recipeQuantity), yieldPortions) * finite(correctionFactor));
}

/**
 * Purchase units to buy, rounded up (2.1 sacks -> 3); a float's dust (10.000000001) is not a
 * whole extra sack. 0 for nothing needed or a purchase unit of 0.
 */
export function purchaseUnits(quantity: number, purchaseUnitQuantity: number): number {
  const units = safeDivide(finite(quantity), purchaseUnitQuantity);
  if (units <= 0) return 0;
  return Math.ceil(Number(units.toFixed(6)));
}

/** Waste % (DECISIONS 10.7): left / (sold + left) x 100; 0 when both are 0. */
export function wastePercent(sold: number, left: number): number {
  return safeDivide(finite(left), finite(sold) + finite(left)) * 100;
}

/**
 * Suggested cap for next time (issue 31, our design): what was sold on the recorded days, on
 * average, plus the 3% the trade accepts as leftover, rounded up: ceil(mean(sold) / 0.97).
 * A day that sold out (nothing left) may have turned customers away, so those days count at one
 * portion more than they sold. null without any recorded day.
 */
export function suggestedCap(days: readonly { sold: number; left: number }[]): number | null {
  if (days.length === 0) return null;
  const demand = days.reduce((sum, d) => sum + finite(d.sold) + (finite(d.left) === 0 ? 1 : 0), 0) / days.length;
  return Math.max(1, Math.ceil(Number((demand / (1 - WASTE_TARGET_PERCENT / 100)).toFixed(6))));
}

/** Percentages as the API sends them: 1 decimal. */
export function roundPercent(value: number): number {
  // toFixed(6) absorbs the float error first: 27.250000000000004 and 27.249999999999996 are 27.3
  const scaled = Number((Math.abs(finite(value)) * 10).toFixed(6));
  return (value < 0 ? -1 : 1) * (Math.round(scaled) / 10);
}

/** Quantities as the API sends them: at most 3 decimals (grams of salt are whole enough). */
export function roundQuantity(value: number): number {
  return Math.round(finite(value) * 1000) / 1000;
}

// ---------------------------------------------------------------- validation (both sides)

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** reais with at most 2 decimals */
const isReais = (v: unknown, max: number): v is number =>
  isNumber(v) && v >= 0 && v <= max && Math.abs(v * 100 - toCents(v)) < 1e-6;

export function validateIngredientName(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' && v.trim().length <= COSTING_LIMITS.name.max ? null : COSTING_MESSAGES.name;
}

export function validateIngredientUnit(v: unknown): string | null {
  return typeof v === 'string' && (INGREDIENT_UNITS as readonly string[]).includes(v) ? null : COSTING_MESSAGES.unit;
}

export function validatePurchaseUnitLabel(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' && v.trim().length <= COSTING_LIMITS.purchaseUnitLabel.max
    ? null
    : COSTING_MESSAGES.purchaseUnitLabel;
}

export function validatePurchaseUnitQuantity(v: unknown): string | null {
  return isNumber(v) && v > 0 && v <= COSTING_LIMITS.purchaseUnitQuantity.max ? null : COSTING_MESSAGES.purchaseUnitQuantity;
}

export function validatePurchasePrice(v: unknown): string | null {
  return isReais(v, COSTING_LIMITS.purchasePrice.max) ? null : COSTING_MESSAGES.purchasePrice;
}

export function validateCorrectionFactor(v: unknown): string | null {
  const { min, max } = COSTING_LIMITS.correctionFactor;
  return isNumber(v) && v >= min && v <= max ? null : COSTING_MESSAGES.correctionFactor;
}

export function validateYieldPortions(v: unknown): string | null {
  const { min, max } = COSTING_LIMITS.yieldPortions;
  return isNumber(v) && Number.isInteger(v) && v >= min && v <= max ? null : COSTING_MESSAGES.yieldPortions;
}

export function validateRecipeQuantity(v: unknown): string | null {
  return isNumber(v) && v > 0 && v <= COSTING_LIMITS.recipeQuantity.max ? null : COSTING_MESSAGES.recipeQuantity;
}

/** The items list as a whole: 1..60 lines, each ingredient once. */
export function validateRecipeItems(v: unknown): string | null {
  if (!Array.isArray(v) || v.length < 1 || v.length > COSTING_LIMITS.recipeItems.max) return COSTING_MESSAGES.recipeItems;
  const ids = v.map((item) => (item && typeof item === 'object' ? (item as { ingredient_id?: unknown }).ingredient_id : undefined));
  return new Set(ids).size === ids.length ? null : COSTING_MESSAGES.recipeRepeated;
}

const isSizeRecord = (v: unknown): v is Record<Size, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && SIZES.every((s) => s in (v as object)) &&
  Object.keys(v as object).every((k) => (SIZES as readonly string[]).includes(k));

export function validateSizeFactors(v: unknown): string | null {
  if (!isSizeRecord(v)) return COSTING_MESSAGES.sizeFactor;
  const ok = SIZES.every((s) => isNumber(v[s]) && (v[s] as number) > 0 && (v[s] as number) <= COSTING_LIMITS.sizeFactor.max);
  return ok && v.medio === 1 ? null : COSTING_MESSAGES.sizeFactor;
}

export function validatePackaging(v: unknown): string | null {
  if (!isSizeRecord(v)) return COSTING_MESSAGES.packaging;
  return SIZES.every((s) => isReais(v[s], COSTING_LIMITS.packaging.max)) ? null : COSTING_MESSAGES.packaging;
}

export function validateCmvTarget(v: unknown): string | null {
  const { min, max } = COSTING_LIMITS.cmvTarget;
  return isNumber(v) && v >= min && v <= max ? null : COSTING_MESSAGES.cmvTarget;
}

export function validatePortionsLeft(v: unknown): string | null {
  return isNumber(v) && Number.isInteger(v) && v >= 0 && v <= COSTING_LIMITS.portionsLeft.max ? null : COSTING_MESSAGES.portionsLeft;
}

export function validateLeftoverDestination(v: unknown): string | null {
  return typeof v === 'string' && (LEFTOVER_DESTINATIONS as readonly string[]).includes(v) ? null : COSTING_MESSAGES.destination;
}

/** What is stored over the defaults: only what is still valid (a hand-edited row never breaks an order). */
export function readCostingSettings(stored: unknown): CostingSettings {
  const s = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const d = DEFAULT_COSTING_SETTINGS;
  return {
    size_factors: validateSizeFactors(s.size_factors) === null ? { ...(s.size_factors as Record<Size, number>) } : { ...d.size_factors },
    packaging: validatePackaging(s.packaging) === null ? { ...(s.packaging as Record<Size, number>) } : { ...d.packaging },
    cmv_target_percent: validateCmvTarget(s.cmv_target_percent) === null ? (s.cmv_target_percent as number) : d.cmv_target_percent,
  };
}

// ---------------------------------------------------------------- leftovers by weekday

export const WEEKDAY_LABELS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

/** 0 = Sunday .. 6 = Saturday of a calendar day 'yyyy-MM-dd' (the day as written, no time zone). */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}
