import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { DEFAULT_COSTING_SETTINGS } from '@quentinha/shared/costing/costing';
import type { Dish } from '../dishes/dish.entity.js';
import { Setting } from '../settings/setting.entity.js';
import { Ingredient, IngredientPrice, Recipe, RecipeItem } from './costing.entities.js';
import { COSTING_SETTINGS_KEY } from './recipe-costs.js';

/** name, unit, purchase unit, its quantity, price (centavos), correction factor */
const INGREDIENTS: [string, 'g' | 'ml' | 'un', string, number, number, number][] = [
  ['Arroz agulhinha', 'g', 'saco 5 kg', 5000, 2890, 1],
  ['Feijão carioca', 'g', 'pacote 1 kg', 1000, 899, 1],
  ['Peito de frango', 'g', 'bandeja 1 kg', 1000, 2290, 1.25],
  ['Patinho bovino', 'g', 'peça 1 kg', 1000, 4490, 1.15],
  ['Cebola', 'g', 'saco 1 kg', 1000, 599, 1.1],
  ['Alho', 'g', 'pacote 200 g', 200, 790, 1.2],
  ['Óleo de soja', 'ml', 'garrafa 900 ml', 900, 799, 1],
  ['Sal', 'g', 'pacote 1 kg', 1000, 299, 1],
  ['Alface crespa', 'un', 'pé', 1, 350, 1.3],
  ['Tomate', 'g', 'caixa 1 kg', 1000, 799, 1.1],
  ['Ovos', 'un', 'bandeja 30 ovos', 30, 2290, 1],
];

/** dish -> [yield, [ingredient, net quantity for the batch]...] */
const RECIPES: Record<string, [number, [string, number][]]> = {
  'Arroz Branco': [12, [['Arroz agulhinha', 1000], ['Óleo de soja', 30], ['Sal', 15], ['Alho', 10]]],
  'Feijão Carioca': [12, [['Feijão carioca', 800], ['Cebola', 100], ['Alho', 15], ['Óleo de soja', 30], ['Sal', 15]]],
  'Frango Grelhado': [10, [['Peito de frango', 1500], ['Alho', 20], ['Óleo de soja', 40], ['Sal', 15]]],
  'Bife Acebolado': [10, [['Patinho bovino', 1500], ['Cebola', 400], ['Óleo de soja', 40], ['Sal', 15]]],
  'Salada Verde': [12, [['Alface crespa', 3], ['Tomate', 500]]],
  'Omelete de Ervas': [10, [['Ovos', 20], ['Óleo de soja', 20], ['Sal', 5]]],
};

/**
 * The demo business's 'Insumos', a few fichas técnicas and 'Custos' (issue 31), so a first look at
 * the back office shows what the screens do. Orders seeded before keep their product costs.
 */
export async function seedDemoCosting(tx: EntityManager, dishes: readonly Pick<Dish, 'id' | 'name'>[], now = new Date()): Promise<void> {
  const ingredients = INGREDIENTS.map(([name, unit, label, quantity, price, factor]) =>
    tx.create(Ingredient, {
      id: randomUUID(),
      name,
      name_key: name.toLowerCase(),
      unit,
      purchase_unit_label: label,
      purchase_unit_quantity: quantity,
      purchase_price_cents: price,
      correction_factor: factor,
      active: true,
      created_at: now,
      updated_at: now,
    }),
  );
  // plain inserts: a handful of statements inside the seed's one transaction
  await tx.insert(Ingredient, ingredients);
  await tx.insert(
    IngredientPrice,
    ingredients.map((i) =>
      tx.create(IngredientPrice, {
        id: randomUUID(),
        ingredient_id: i.id,
        purchase_price_cents: i.purchase_price_cents,
        purchase_unit_quantity: i.purchase_unit_quantity,
        valid_from: now,
      }),
    ),
  );
  const byName = new Map(ingredients.map((i) => [i.name, i.id]));
  const withRecipe = dishes.filter((d) => RECIPES[d.name]);
  await tx.insert(
    Recipe,
    withRecipe.map((d) => ({ dish_id: d.id, yield_portions: RECIPES[d.name][0], updated_at: now })),
  );
  await tx.insert(
    RecipeItem,
    withRecipe.flatMap((d) =>
      RECIPES[d.name][1].map(([name, quantity], position) => ({ dish_id: d.id, ingredient_id: byName.get(name)!, quantity, position })),
    ),
  );
  const settings = { ...DEFAULT_COSTING_SETTINGS, packaging: { pequeno: 0.55, medio: 0.65, grande: 0.8, familia: 1.2 } };
  await tx.insert(Setting, { key: COSTING_SETTINGS_KEY, value: JSON.stringify(settings), updated_at: now });
}
