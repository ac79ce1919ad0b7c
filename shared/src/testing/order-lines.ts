/** The order line the order tests share: two large quentinhas with three dishes, R$ 25 each. */
export const QUENTINHA_LINE = {
  product_name: 'Quentinha',
  category: 'quentinha',
  size: 'grande' as const,
  quantity: 2,
  unit_price: 25,
  total_price: 50,
  chosen_dishes: ['Arroz', 'Feijão', 'Frango'],
};
