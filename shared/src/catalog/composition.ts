import { MAX_ITEMS_PER_QUENTINHA_MAX } from '../validation/limits.js';
import { DEFAULT_DISH_TYPE, DISH_TYPES, type DishType, toDishType } from './categories.js';

/**
 * What a quentinha size holds, per dish type (DECISIONS 10.10): 'P: 1 Proteína + 2
 * Acompanhamentos'. The same rule answers the product form (is this composition sound?), the dish
 * picker (what is still missing, what may still be added) and the server (is this box valid?).
 */
export interface CompositionRule {
  type: DishType;
  min: number;
  max: number;
}

/** A size's box: its composition (none: only the dish count limit applies) and that limit. */
export interface BoxRule {
  composition?: readonly CompositionRule[] | null;
  /** the product's max_items_per_quentinha */
  maxItems: number;
}

export type BoxProblem =
  | { kind: 'not_allowed'; type: DishType }
  | { kind: 'too_many'; type: DishType; max: number }
  | { kind: 'missing'; type: DishType; min: number; max: number };

const PLURALS: Record<DishType, string> = {
  Proteína: 'Proteínas',
  Acompanhamento: 'Acompanhamentos',
  Grão: 'Grãos',
  Salada: 'Saladas',
};

/** '1 Proteína', '2 Acompanhamentos' */
export const countOfType = (n: number, type: DishType) => `${n} ${n === 1 ? type : PLURALS[type]}`;

/** A dish's type as the picker groups it: unknown spellings count as Acompanhamento. */
export function dishTypeOf(dish: { type?: unknown }): DishType {
  return toDishType(dish.type) ?? DEFAULT_DISH_TYPE;
}

export const COMPOSITION_MESSAGES = {
  notList: 'A composição do tamanho deve ser uma lista de regras {type, min, max}.',
  entry: 'Cada regra da composição deve ter type, min e max.',
  typeUnknown: `Tipo de prato desconhecido na composição: use ${DISH_TYPES.join(', ')}.`,
  typeRepeated: (type: DishType) => `O tipo ${type} aparece mais de uma vez na composição do tamanho.`,
  minInvalid: (type: DishType) => `O mínimo de ${type} deve ser um número inteiro de 0 a ${MAX_ITEMS_PER_QUENTINHA_MAX}.`,
  maxInvalid: (type: DishType) => `O máximo de ${type} deve ser um número inteiro de 1 a ${MAX_ITEMS_PER_QUENTINHA_MAX}.`,
  minAboveMax: (type: DishType) => `O mínimo de ${type} não pode ser maior que o máximo.`,
  minsAboveLimit: (sum: number, maxItems: number) =>
    `A composição pede pelo menos ${sum} pratos, mas a quentinha leva no máximo ${maxItems} (itens por quentinha).`,
} as const;

const isWhole = (v: unknown, min: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= MAX_ITEMS_PER_QUENTINHA_MAX;

/**
 * Reads a size's composition as the product form sends it: null, undefined or [] is no
 * composition (null); types in any spelling become the canonical ones, in the fixed type order.
 * `maxItems`: the product's dish limit, which the minimums together must fit in.
 */
export function readComposition(value: unknown, maxItems: number): { rules: CompositionRule[] | null } | { error: string } {
  if (value === undefined || value === null) return { rules: null };
  if (!Array.isArray(value)) return { error: COMPOSITION_MESSAGES.notList };
  const rules: CompositionRule[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return { error: COMPOSITION_MESSAGES.entry };
    const { type: rawType, min, max } = entry as Record<string, unknown>;
    const type = toDishType(rawType);
    if (!type) return { error: COMPOSITION_MESSAGES.typeUnknown };
    if (rules.some((r) => r.type === type)) return { error: COMPOSITION_MESSAGES.typeRepeated(type) };
    if (!isWhole(min, 0)) return { error: COMPOSITION_MESSAGES.minInvalid(type) };
    if (!isWhole(max, 1)) return { error: COMPOSITION_MESSAGES.maxInvalid(type) };
    if (min > max) return { error: COMPOSITION_MESSAGES.minAboveMax(type) };
    rules.push({ type, min, max });
  }
  if (rules.length === 0) return { rules: null };
  const mins = rules.reduce((sum, r) => sum + r.min, 0);
  if (mins > maxItems) return { error: COMPOSITION_MESSAGES.minsAboveLimit(mins, maxItems) };
  return { rules: rules.sort((a, b) => DISH_TYPES.indexOf(a.type) - DISH_TYPES.indexOf(b.type)) };
}

function countByType(chosen: readonly DishType[]): Map<DishType, number> {
  const counts = new Map<DishType, number>();
  for (const type of chosen) counts.set(type, (counts.get(type) ?? 0) + 1);
  return counts;
}

/**
 * What is wrong with a box whose chosen dishes have these types, in the fixed type order: a type
 * the size does not take, more than its max, fewer than its min. Empty: the composition is met
 * (or the size has none). The dish count limit is checked apart (it has its own message).
 */
export function compositionProblems(composition: readonly CompositionRule[] | null | undefined, chosen: readonly DishType[]): BoxProblem[] {
  if (!composition?.length) return [];
  const counts = countByType(chosen);
  const problems: BoxProblem[] = [];
  for (const type of DISH_TYPES) {
    const n = counts.get(type) ?? 0;
    const rule = composition.find((r) => r.type === type);
    if (!rule) {
      if (n > 0) problems.push({ kind: 'not_allowed', type });
    } else if (n > rule.max) problems.push({ kind: 'too_many', type, max: rule.max });
    else if (n < rule.min) problems.push({ kind: 'missing', type, min: rule.min, max: rule.max });
  }
  return problems;
}

/** 'Escolha 1 Proteína', 'Escolha no máximo 2 Acompanhamentos', 'Esta quentinha não leva Salada' */
export function problemText(problem: BoxProblem): string {
  switch (problem.kind) {
    case 'not_allowed':
      return `Esta quentinha não leva ${problem.type}`;
    case 'too_many':
      return `Escolha no máximo ${countOfType(problem.max, problem.type)}`;
    case 'missing':
      return problem.min === problem.max
        ? `Escolha ${countOfType(problem.min, problem.type)}`
        : `Escolha pelo menos ${countOfType(problem.min, problem.type)}`;
  }
}

/** The picker's heading for a type: 'Escolha 1 Proteína', 'Escolha até 2 Saladas', 'Escolha de 1 a 2 Grãos'. */
export function ruleText(rule: CompositionRule): string {
  if (rule.min === rule.max) return `Escolha ${countOfType(rule.min, rule.type)}`;
  if (rule.min === 0) return `Escolha até ${countOfType(rule.max, rule.type)}`;
  return `Escolha de ${rule.min} a ${countOfType(rule.max, rule.type)}`;
}

/**
 * Whether one more dish of `type` fits the box: the type is taken by the size (when it has a
 * composition), its max is not reached, and neither is the dish count limit. The picker disables
 * the dishes for which this is false.
 */
export function canAddOfType(box: BoxRule, chosen: readonly DishType[], type: DishType): boolean {
  if (chosen.length >= box.maxItems) return false;
  if (!box.composition?.length) return true;
  const rule = box.composition.find((r) => r.type === type);
  return rule !== undefined && chosen.filter((t) => t === type).length < rule.max;
}

/**
 * What the picker says while the box is not complete: the first thing missing or wrong
 * ('Escolha 1 Proteína'), or null when the box may go to the cart (at least one dish, within the
 * limit, the composition met).
 */
export function boxGuide(box: BoxRule, chosen: readonly DishType[]): string | null {
  const [first] = compositionProblems(box.composition, chosen);
  if (first) return problemText(first);
  if (chosen.length === 0) return 'Escolha pelo menos 1 prato';
  if (chosen.length > box.maxItems) return `Escolha no máximo ${box.maxItems} pratos`;
  return null;
}
