import { randomUUID } from 'node:crypto';
import { readComposition } from '@quentinha/shared/catalog/composition';
import { EXTRA_MESSAGES } from '@quentinha/shared/catalog/extras';
import { isQuentinha } from '@quentinha/shared/catalog/sizes';
import { STOCK_MESSAGES } from '@quentinha/shared/catalog/stock';
import { toCents } from '@quentinha/shared/money/money';
import { validationError } from '../../common/errors/domain-error.js';
import type { ProductExtraInput, ProductSizeInput } from './dto/product.dto.js';
import type { Product, ProductExtra, ProductSize } from './product.entity.js';

/**
 * What the product form may save (DECISIONS 10.10), checked on the product as it will be once
 * saved (a PUT may change the category or the dish limit alone): composition and extras only on
 * quentinhas, stock only on the others, each composition within the dish limit.
 */

/** Size names are unique within a product; prices go to centavos here and nowhere else. */
export function toSizes(sizes: ProductSizeInput[]): ProductSize[] {
  const names = sizes.map((s) => s.name);
  if (new Set(names).size !== names.length) throw validationError('Cada tamanho pode aparecer só uma vez no produto.');
  return sizes.map((s) => {
    const size: ProductSize = { name: s.name, price_cents: toCents(s.price), cost_cents: toCents(s.cost ?? 0) };
    // read for real in checkProduct, once the dish limit is known; kept raw until then
    if (s.composition != null) size.composition = s.composition;
    return size;
  });
}

/**
 * The form's extras: new ones (no id) get one; one sent back with its id keeps it, so the carts
 * and orders that name it still do. An id the product does not have is refused, names must
 * differ (case and spaces aside).
 */
export function toExtras(input: ProductExtraInput[], current: readonly ProductExtra[] | null): ProductExtra[] {
  const seen = new Set<string>();
  return input.map((e) => {
    const name = e.name.trim();
    const key = name.toLocaleLowerCase('pt-BR');
    if (seen.has(key)) throw validationError(EXTRA_MESSAGES.nameRepeated(name));
    seen.add(key);
    if (e.id != null && e.id !== '' && !current?.some((c) => c.id === e.id)) throw validationError(EXTRA_MESSAGES.idNotOfProduct);
    return { id: e.id || randomUUID(), name, price_cents: toCents(e.price), cost_cents: toCents(e.cost ?? 0) };
  });
}

/** Checks the product as it will be saved and puts each composition in its canonical form. */
export function checkProduct(product: Product, stock: number | null): void {
  const quentinha = isQuentinha(product.category);
  for (const size of product.sizes) {
    if (size.composition === undefined) continue;
    const read = readComposition(size.composition, product.max_items_per_quentinha);
    if ('error' in read) throw validationError(read.error);
    if (read.rules && !quentinha) throw validationError(EXTRA_MESSAGES.onlyQuentinha);
    if (read.rules) size.composition = read.rules;
    else delete size.composition;
  }
  if (!quentinha && (product.extras?.length ?? 0) > 0) throw validationError(EXTRA_MESSAGES.onlyQuentinha);
  if (quentinha && stock !== null) throw validationError(STOCK_MESSAGES.onlyNonQuentinha);
}
