import type { Size } from '@quentinha/shared/api/types';
import { isQuentinha, toSize } from '@quentinha/shared/catalog/sizes';
import { toCents } from '@quentinha/shared/money/money';
import { PACK_LIMITS, PACK_MESSAGES } from '@quentinha/shared/packs/rules';
import type { PackPaymentMethod } from '@quentinha/shared/packs/types';
import { validationError } from '../../common/errors/domain-error.js';
import { isMoney } from '../../common/validation/validators.js';

/** Checked fields of an offer (centavos inside). */
export interface OfferFields {
  name: string;
  product_id: string;
  size: Size;
  quantity: number;
  price_cents: number;
  validity_days: number | null;
  active: boolean;
}

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** An offer's fields, whole (POST) or merged over the stored ones (PUT); product checks follow. */
export function readOfferFields(body: Record<string, unknown>, base: OfferFields | null): OfferFields {
  const has = (k: string) => body[k] !== undefined;
  const name = has('name') ? body.name : base?.name;
  if (typeof name !== 'string' || name.trim().length < 3 || name.trim().length > 100)
    throw validationError(PACK_MESSAGES.offerName);
  const product = has('product_id') ? body.product_id : base?.product_id;
  if (typeof product !== 'string' || product.trim() === '' || product.length > 64)
    throw validationError(PACK_MESSAGES.offerProduct);
  const size = toSize(has('size') ? body.size : base?.size);
  if (!size) throw validationError(PACK_MESSAGES.offerSize);
  const quantity = has('quantity') ? body.quantity : base?.quantity;
  if (!isInt(quantity, PACK_LIMITS.minQuantity, PACK_LIMITS.maxQuantity))
    throw validationError(PACK_MESSAGES.offerQuantity);
  let price_cents = base?.price_cents;
  if (has('price')) {
    if (!isMoney(body.price, { min: 0, exclusiveMin: true, max: 99_999.99 }))
      throw validationError(PACK_MESSAGES.offerPrice);
    price_cents = toCents(body.price as number);
  }
  if (price_cents === undefined) throw validationError(PACK_MESSAGES.offerPrice);
  const validity = has('validity_days') ? body.validity_days : base ? base.validity_days : undefined;
  if (
    validity === undefined ||
    (validity !== null && !isInt(validity, PACK_LIMITS.minValidity, PACK_LIMITS.maxValidity))
  ) {
    throw validationError(PACK_MESSAGES.offerValidity);
  }
  const active = has('active') ? body.active : (base?.active ?? true);
  if (typeof active !== 'boolean') throw validationError(PACK_MESSAGES.offerActive);
  return {
    name: name.trim(),
    product_id: product.trim(),
    size,
    quantity,
    price_cents,
    validity_days: validity,
    active,
  };
}

/** The product must be a quentinha that sells that size. */
export function checkOfferProduct(
  product: { category: string; sizes: { name: Size }[]; deleted_at?: Date | null } | null,
  size: Size,
): void {
  if (!product || product.deleted_at) throw validationError(PACK_MESSAGES.offerProduct);
  if (!isQuentinha(product.category)) throw validationError(PACK_MESSAGES.offerProductNotQuentinha);
  if (!product.sizes.some((s) => s.name === size)) throw validationError(PACK_MESSAGES.offerSize);
}

const METHODS: Record<string, PackPaymentMethod> = {
  pix: 'pix',
  cash: 'cash',
  dinheiro: 'cash',
  credit_card: 'credit_card',
  credito: 'credit_card',
  debit_card: 'debit_card',
  debito: 'debit_card',
};

/** The checkout's methods only (a pack is never paid with credits or on a company tab). */
export function readPackPaymentMethod(raw: unknown): PackPaymentMethod {
  const method = typeof raw === 'string' ? METHODS[raw.trim().toLowerCase()] : undefined;
  if (!method) throw validationError(PACK_MESSAGES.paymentMethod);
  return method;
}

export function readExtend(body: Record<string, unknown>): { days: number; note: string | null } {
  if (!isInt(body.days, 1, PACK_LIMITS.maxExtendDays)) throw validationError(PACK_MESSAGES.extendDays);
  return { days: body.days, note: readNote(body.note) };
}

export function readNote(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string' || raw.trim().length > 200) throw validationError(PACK_MESSAGES.extendNote);
  return raw.trim() || null;
}

export function readExpiringDays(raw: unknown): number {
  if (raw === undefined || raw === '') return 7;
  const n = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!isInt(n, 1, 60)) throw validationError(PACK_MESSAGES.expiringDays);
  return n;
}
