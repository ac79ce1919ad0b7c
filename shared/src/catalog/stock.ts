/**
 * Stock of drinks and other products that are not quentinhas (DECISIONS 10.10): null means not
 * counted; a number is what is left. An order takes its quantity or is refused naming the
 * product; a cancel gives it back; 0 shows 'Esgotado' like a dish with no portions left.
 */
export const STOCK_MAX = 1_000_000;

export const STOCK_MESSAGES = {
  invalid: `O estoque deve ser um número inteiro de 0 a ${STOCK_MAX} (ou vazio para não contar).`,
  onlyNonQuentinha: 'Quentinhas não têm estoque: elas seguem as porções do cardápio do dia.',
  notEnough: (product: string, left: number) =>
    left > 0 ? `${product} esgotado: restam só ${left} unidade${left === 1 ? '' : 's'}` : `${product} esgotado`,
} as const;

export function isValidStock(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= STOCK_MAX);
}

/** Counted and nothing left. */
export function isOutOfStock(stock: number | null | undefined): boolean {
  return stock === 0;
}
