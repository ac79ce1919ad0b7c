import { describe, expect, it } from 'vitest';
import type { DishType } from './categories.js';
import {
  boxGuide,
  canAddOfType,
  COMPOSITION_MESSAGES,
  compositionProblems,
  dishTypeOf,
  problemText,
  readComposition,
  ruleText,
  type BoxRule,
  type CompositionRule,
} from './composition.js';

// 'P: 1 proteína + 2 acompanhamentos', the issue's own example
const P: CompositionRule[] = [
  { type: 'Proteína', min: 1, max: 1 },
  { type: 'Acompanhamento', min: 2, max: 2 },
];
// 'G: 1 to 2 proteínas, up to 3 acompanhamentos, a salad if you like'
const G: CompositionRule[] = [
  { type: 'Proteína', min: 1, max: 2 },
  { type: 'Acompanhamento', min: 0, max: 3 },
  { type: 'Salada', min: 0, max: 1 },
];
const texts = (rules: CompositionRule[] | null, chosen: DishType[]) => compositionProblems(rules, chosen).map(problemText);

describe('composition of a box (DECISIONS 10.10)', () => {
  it('P: beef, chicken and fish in one small box is refused naming the type', () => {
    expect(texts(P, ['Proteína', 'Proteína', 'Proteína'])).toEqual(['Escolha no máximo 1 Proteína', 'Escolha 2 Acompanhamentos']);
  });

  it('P: one protein and two sides is a box', () => {
    expect(texts(P, ['Acompanhamento', 'Proteína', 'Acompanhamento'])).toEqual([]);
  });

  it('P: what is missing, one type at a time in the fixed order', () => {
    expect(texts(P, [])).toEqual(['Escolha 1 Proteína', 'Escolha 2 Acompanhamentos']);
    expect(texts(P, ['Acompanhamento'])).toEqual(['Escolha 1 Proteína', 'Escolha 2 Acompanhamentos']);
    expect(texts(P, ['Proteína', 'Acompanhamento'])).toEqual(['Escolha 2 Acompanhamentos']);
  });

  it('P: a type the size does not list is refused, whatever else is right', () => {
    expect(compositionProblems(P, ['Proteína', 'Acompanhamento', 'Acompanhamento', 'Salada'])).toEqual([
      { kind: 'not_allowed', type: 'Salada' },
    ]);
    expect(texts(P, ['Proteína', 'Acompanhamento', 'Acompanhamento', 'Grão'])).toEqual(['Esta quentinha não leva Grão']);
  });

  it('G: ranges say "pelo menos" and "no máximo"', () => {
    expect(texts(G, ['Acompanhamento'])).toEqual(['Escolha pelo menos 1 Proteína']);
    expect(texts(G, ['Proteína', 'Proteína', 'Proteína'])).toEqual(['Escolha no máximo 2 Proteínas']);
    expect(texts(G, ['Proteína', 'Acompanhamento', 'Acompanhamento', 'Acompanhamento', 'Acompanhamento'])).toEqual([
      'Escolha no máximo 3 Acompanhamentos',
    ]);
    expect(texts(G, ['Proteína', 'Salada'])).toEqual([]);
  });

  it('without a composition nothing is said (only the dish limit applies)', () => {
    expect(compositionProblems(null, ['Proteína', 'Proteína', 'Proteína'])).toEqual([]);
    expect(compositionProblems([], ['Salada'])).toEqual([]);
  });

  it("words each rule as the picker's heading", () => {
    expect(G.map(ruleText)).toEqual(['Escolha de 1 a 2 Proteínas', 'Escolha até 3 Acompanhamentos', 'Escolha até 1 Salada']);
    expect(P.map(ruleText)).toEqual(['Escolha 1 Proteína', 'Escolha 2 Acompanhamentos']);
    expect(ruleText({ type: 'Grão', min: 2, max: 2 })).toBe('Escolha 2 Grãos');
  });

  it('reads a dish type in any spelling; unknown ones are Acompanhamento, as the picker groups them', () => {
    expect(dishTypeOf({ type: 'proteina' })).toBe('Proteína');
    expect(dishTypeOf({ type: 'GRÃO' })).toBe('Grão');
    expect(dishTypeOf({ type: 'Massa' })).toBe('Acompanhamento');
    expect(dishTypeOf({})).toBe('Acompanhamento');
  });
});

describe('the guided picker', () => {
  const small: BoxRule = { composition: P, maxItems: 3 };

  it('P: after one protein, no more proteins; sides until two', () => {
    expect(canAddOfType(small, [], 'Proteína')).toBe(true);
    expect(canAddOfType(small, ['Proteína'], 'Proteína')).toBe(false);
    expect(canAddOfType(small, ['Proteína'], 'Acompanhamento')).toBe(true);
    expect(canAddOfType(small, ['Proteína', 'Acompanhamento', 'Acompanhamento'], 'Acompanhamento')).toBe(false);
    // a type not listed is never offered
    expect(canAddOfType(small, [], 'Salada')).toBe(false);
  });

  it('the dish limit binds even when the composition would allow more', () => {
    const tight: BoxRule = { composition: G, maxItems: 3 };
    expect(canAddOfType(tight, ['Proteína', 'Acompanhamento', 'Acompanhamento'], 'Salada')).toBe(false);
    expect(canAddOfType({ composition: null, maxItems: 2 }, ['Salada'], 'Proteína')).toBe(true);
    expect(canAddOfType({ composition: null, maxItems: 2 }, ['Salada', 'Grão'], 'Proteína')).toBe(false);
  });

  it('guides until the box is complete, then says nothing', () => {
    expect(boxGuide(small, [])).toBe('Escolha 1 Proteína');
    expect(boxGuide(small, ['Proteína'])).toBe('Escolha 2 Acompanhamentos');
    expect(boxGuide(small, ['Proteína', 'Acompanhamento', 'Acompanhamento'])).toBeNull();
    expect(boxGuide({ composition: null, maxItems: 3 }, [])).toBe('Escolha pelo menos 1 prato');
    expect(boxGuide({ composition: null, maxItems: 3 }, ['Salada'])).toBeNull();
  });
});

describe('the product form: a composition that can be met', () => {
  it('reads types in any spelling, in the fixed order; [] and null are no composition', () => {
    expect(readComposition([{ type: 'acompanhamento', min: 2, max: 2 }, { type: 'PROTEINA', min: 1, max: 1 }], 5)).toEqual({ rules: P });
    expect(readComposition([], 5)).toEqual({ rules: null });
    expect(readComposition(null, 5)).toEqual({ rules: null });
    expect(readComposition(undefined, 5)).toEqual({ rules: null });
  });

  it.each([
    ['not a list', { type: 'Proteína' }, COMPOSITION_MESSAGES.notList],
    ['an entry that is not an object', ['Proteína'], COMPOSITION_MESSAGES.entry],
    ['an unknown type', [{ type: 'Massa', min: 0, max: 1 }], COMPOSITION_MESSAGES.typeUnknown],
    ['a type twice', [{ type: 'Salada', min: 0, max: 1 }, { type: 'salada', min: 1, max: 1 }], COMPOSITION_MESSAGES.typeRepeated('Salada')],
    ['min above max', [{ type: 'Proteína', min: 2, max: 1 }], COMPOSITION_MESSAGES.minAboveMax('Proteína')],
    ['a negative min', [{ type: 'Proteína', min: -1, max: 1 }], COMPOSITION_MESSAGES.minInvalid('Proteína')],
    ['a fractional min', [{ type: 'Proteína', min: 0.5, max: 1 }], COMPOSITION_MESSAGES.minInvalid('Proteína')],
    ['max 0', [{ type: 'Grão', min: 0, max: 0 }], COMPOSITION_MESSAGES.maxInvalid('Grão')],
    ['max as text', [{ type: 'Grão', min: 0, max: '2' }], COMPOSITION_MESSAGES.maxInvalid('Grão')],
    ['minimums over the dish limit', [{ type: 'Proteína', min: 2, max: 2 }, { type: 'Acompanhamento', min: 2, max: 3 }], COMPOSITION_MESSAGES.minsAboveLimit(4, 3)],
  ])('refuses %s', (_, value, message) => {
    expect(readComposition(value, 3)).toEqual({ error: message });
  });

  it('says the sentences the owner reads', () => {
    expect(COMPOSITION_MESSAGES.minsAboveLimit(4, 3)).toBe(
      'A composição pede pelo menos 4 pratos, mas a quentinha leva no máximo 3 (itens por quentinha).',
    );
    expect(COMPOSITION_MESSAGES.minAboveMax('Proteína')).toBe('O mínimo de Proteína não pode ser maior que o máximo.');
  });
});
