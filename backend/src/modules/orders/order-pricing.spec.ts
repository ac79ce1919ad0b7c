import { DomainError } from '../../common/errors/domain-error.js';
import {
  type CatalogDish,
  type CatalogProduct,
  changeForCents,
  orderTotals,
  type PricingCatalog,
  priceOrder,
} from './order-pricing.js';

const quentinha: CatalogProduct = {
  id: 'p1',
  name: 'Quentinha Média',
  category: 'quentinha',
  active: true,
  sizes: [
    { name: 'medio', price_cents: 2000, cost_cents: 800 },
    { name: 'grande', price_cents: 2500, cost_cents: 1000 },
  ],
  max_items_per_quentinha: 2,
};
const drink: CatalogProduct = {
  id: 'p2',
  name: 'Refrigerante',
  category: 'bebida',
  active: true,
  sizes: [{ name: 'medio', price_cents: 550, cost_cents: 200 }],
  max_items_per_quentinha: 5,
};
const dish = (id: string, name: string, active = true, type = 'Acompanhamento'): CatalogDish => ({
  id,
  name,
  name_key: name.toLowerCase(),
  type,
  active,
});
const dishes = [
  dish('d1', 'Arroz'),
  dish('d2', 'Feijão'),
  dish('d3', 'Bife', true, 'Proteína'),
  dish('d4', 'Lasanha', false),
  dish('d5', 'Frango', true, 'proteina'),
  dish('d6', 'Alface', true, 'Salada'),
];

function catalog(over: Partial<PricingCatalog> = {}): PricingCatalog {
  const map = new Map<string, CatalogDish>();
  for (const d of dishes) map.set(d.id, d).set(d.name_key, d);
  return {
    products: new Map([quentinha, drink].map((p) => [p.id, p])),
    dishes: map,
    menuDishIds: new Set(['d1', 'd2', 'd4']),
    neighborhood: { id: 'n1', name: 'Centro', delivery_fee_cents: 750, is_active: true },
    ...over,
  };
}

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    return (e as DomainError).message;
  }
  throw new Error('expected a refusal');
};

describe('priceOrder', () => {
  const pickup = { type: 'pickup' as const };

  it('prices lines from the catalogue and adds the neighbourhood fee to total and cost', () => {
    const sut = priceOrder(
      {
        items: [
          { product_id: 'p1', quantity: 2, size: 'G', chosen_dishes: ['ARROZ', 'd2'] },
          { product_id: 'p2', quantity: 3, size: 'medio' },
        ],
        delivery: { type: 'delivery', neighborhood: 'n1' },
      },
      catalog(),
    );
    expect(sut.lines[0]).toMatchObject({
      size: 'grande',
      unit_price_cents: 2500,
      unit_cost_cents: 1000,
      chosen_dishes: ['Arroz', 'Feijão'],
    });
    expect(sut).toMatchObject({
      subtotal_cents: 6650,
      delivery_fee_cents: 750,
      total_amount_cents: 7400,
      total_cost_cents: 3350,
    });
  });

  it('charges no fee for pickup', () => {
    const sut = priceOrder({ items: [{ product_id: 'p2', quantity: 1, size: 'medio' }], delivery: pickup }, catalog());
    expect(sut).toMatchObject({
      delivery_fee_cents: 0,
      total_amount_cents: 550,
      total_cost_cents: 200,
      neighborhood: null,
    });
  });

  it.each([
    [[], 'Escolha de 1 a 2 pratos para "Quentinha Média".'],
    [['Arroz', 'Feijão', 'Arroz'], 'Escolha de 1 a 2 pratos para "Quentinha Média".'],
    [['Lasanha'], 'O prato "Lasanha" não está disponível.'],
    [['Bife'], 'O prato "Bife" não está no cardápio do dia.'],
    [['Arroz', 'arroz'], 'O prato "Arroz" foi escolhido mais de uma vez para "Quentinha Média".'],
  ])('refuses dishes %j', (chosen, message) => {
    expect(
      messageOf(() =>
        priceOrder(
          { items: [{ product_id: 'p1', quantity: 1, size: 'medio', chosen_dishes: chosen }], delivery: pickup },
          catalog(),
        ),
      ),
    ).toBe(message);
  });

  it('accepts any active dish when the day has no menu', () => {
    const sut = priceOrder(
      { items: [{ product_id: 'p1', quantity: 1, size: 'medio', chosen_dishes: ['Bife'] }], delivery: pickup },
      catalog({ menuDishIds: null }),
    );
    expect(sut.lines[0].chosen_dishes).toEqual(['Bife']);
  });

  it('refuses dishes on a drink, unknown sizes, inactive products and closed neighbourhoods', () => {
    const line = (over: object) => ({
      items: [{ product_id: 'p1', quantity: 1, size: 'medio', chosen_dishes: ['Arroz'], ...over }],
      delivery: pickup,
    });
    expect(messageOf(() => priceOrder(line({ product_id: 'p2' }), catalog()))).toBe(
      'O produto "Refrigerante" não leva pratos.',
    );
    expect(messageOf(() => priceOrder(line({ size: 'familia' }), catalog()))).toBe(
      'O tamanho "familia" não está disponível para "Quentinha Média".',
    );
    const off = catalog({ products: new Map([['p1', { ...quentinha, active: false }]]) });
    expect(messageOf(() => priceOrder(line({}), off))).toBe('O produto "Quentinha Média" não está disponível.');
    expect(messageOf(() => priceOrder(line({ product_id: 'nope' }), catalog()))).toBe(
      'O produto do item 1 não existe mais no cardápio.',
    );
    const closed = catalog({ neighborhood: { id: 'n1', name: 'Centro', delivery_fee_cents: 750, is_active: false } });
    expect(
      messageOf(() => priceOrder({ ...line({}), delivery: { type: 'delivery', neighborhood: 'n1' } }, closed)),
    ).toBe('O bairro escolhido não está disponível para entrega.');
  });
});

describe('priceOrder: the box as the shop sells it (DECISIONS 10.10)', () => {
  const pickup = { type: 'pickup' as const };
  // 'P: 1 proteína + 2 acompanhamentos', R$ 18; extras 'Ovo frito' R$ 3 (cost 0,80) and 'Bacon' R$ 4,50 (cost 1,50)
  const box: CatalogProduct = {
    id: 'p3',
    name: 'Marmita',
    category: 'quentinha',
    active: true,
    sizes: [
      {
        name: 'pequeno',
        price_cents: 1800,
        cost_cents: 700,
        composition: [
          { type: 'Proteína', min: 1, max: 1 },
          { type: 'Acompanhamento', min: 2, max: 2 },
        ],
      },
      { name: 'grande', price_cents: 2600, cost_cents: 1000 },
    ],
    max_items_per_quentinha: 4,
    extras: [
      { id: 'x1', name: 'Ovo frito', price_cents: 300, cost_cents: 80 },
      { id: 'x2', name: 'Bacon', price_cents: 450, cost_cents: 150 },
    ],
  };
  const withBox = () => catalog({ products: new Map([box, drink].map((p) => [p.id, p])), menuDishIds: null });
  const order = (over: object) => ({
    items: [{ product_id: 'p3', quantity: 2, size: 'pequeno', chosen_dishes: ['Bife', 'Arroz', 'Feijão'], ...over }],
    delivery: pickup,
  });

  it('prices a box as its size plus its extras, cost too, and keeps the extras on the line', () => {
    const sut = priceOrder(order({ extras: ['x2', 'x1'] }), withBox());
    expect(sut.lines[0]).toMatchObject({
      unit_price_cents: 2550,
      unit_cost_cents: 930,
      extras: [
        { id: 'x1', name: 'Ovo frito', price_cents: 300, cost_cents: 80 },
        { id: 'x2', name: 'Bacon', price_cents: 450, cost_cents: 150 },
      ],
    });
    expect(sut).toMatchObject({ subtotal_cents: 5100, total_cost_cents: 1860 });
    expect(priceOrder(order({}), withBox()).lines[0]).toMatchObject({ unit_price_cents: 1800, extras: [] });
  });

  it.each([
    [['Bife', 'Frango', 'Arroz'], 'Escolha no máximo 1 Proteína: "Marmita" (Pequena).'],
    [['Arroz', 'Feijão'], 'Escolha 1 Proteína: "Marmita" (Pequena).'],
    [['Bife', 'Arroz'], 'Escolha 2 Acompanhamentos: "Marmita" (Pequena).'],
    [['Bife', 'Arroz', 'Feijão', 'Alface'], 'Esta quentinha não leva Salada: "Marmita" (Pequena).'],
  ])('refuses the small box %j naming the type', (chosen, message) => {
    expect(messageOf(() => priceOrder(order({ chosen_dishes: chosen }), withBox()))).toBe(message);
  });

  it('a size without composition keeps only the dish limit', () => {
    const sut = priceOrder(order({ size: 'grande', chosen_dishes: ['Bife', 'Frango', 'Alface'] }), withBox());
    expect(sut.lines[0].chosen_dishes).toEqual(['Bife', 'Frango', 'Alface']);
    expect(messageOf(() => priceOrder(order({ size: 'grande', chosen_dishes: ['d1', 'd2', 'd3', 'd5', 'd6'] }), withBox()))).toBe(
      'Escolha de 1 a 4 pratos para "Marmita".',
    );
  });

  it('refuses an unknown extra, one chosen twice, and extras on a drink', () => {
    expect(messageOf(() => priceOrder(order({ extras: ['x9'] }), withBox()))).toBe(
      'Adicional não encontrado em "Marmita": escolha um dos adicionais do produto.',
    );
    expect(messageOf(() => priceOrder(order({ extras: ['x1', 'x1'] }), withBox()))).toBe(
      'O adicional "Ovo frito" foi escolhido mais de uma vez para "Marmita".',
    );
    const drinkLine = { items: [{ product_id: 'p2', quantity: 1, size: 'medio', extras: ['x1'] }], delivery: pickup };
    expect(messageOf(() => priceOrder(drinkLine, withBox()))).toBe(
      'Adicional não encontrado em "Refrigerante": escolha um dos adicionais do produto.',
    );
  });
});

describe('orderTotals', () => {
  it('sums quantity times unit price and cost, fee on both', () => {
    const sut = orderTotals([{ quantity: 3, unit_price_cents: 1999, unit_cost_cents: 701 }], 500);
    expect(sut).toEqual({
      subtotal_cents: 5997,
      delivery_fee_cents: 500,
      total_amount_cents: 6497,
      total_cost_cents: 2603,
    });
  });
});

describe('changeForCents', () => {
  it('keeps change only for cash, none for 0 or null, and refuses less than the total', () => {
    expect(changeForCents('cash', 5000, 4600)).toBe(5000);
    expect(changeForCents('cash', 4600, 4600)).toBe(4600);
    expect(changeForCents('pix', 5000, 4600)).toBeNull();
    expect(changeForCents('cash', 0, 4600)).toBeNull();
    expect(changeForCents('cash', null, 4600)).toBeNull();
    expect(messageOf(() => changeForCents('cash', 4599, 4600))).toBe(
      'O valor para troco deve ser igual ou maior que o total do pedido (R$ 46,00).',
    );
  });
});
