import { SIZE_LETTERS, type Size } from '@quentinha/shared/catalog/sizes';
import { toCents, toReais } from '@quentinha/shared/money/money';
import { expiryWarning, unitPriceCents } from '@quentinha/shared/packs/rules';
import type { PackPurchaseDto, PackPurchaseStatus } from '@/api/packs';

// What the screens say about packs and credits (DECISIONS 10.6); the rules themselves are shared
// (@quentinha/shared/packs/rules), these only word and group them for the screens.

export { creditChoiceLabel, validityText } from '@quentinha/shared/packs/rules';

export const PURCHASE_STATUS_LABELS: Record<PackPurchaseStatus, string> = {
  awaiting_payment: 'Aguardando pagamento',
  active: 'Ativo',
  used_up: 'Usado',
  expired: 'Vencido',
  refunded: 'Reembolsado',
};

export const PURCHASE_STATUS_COLORS: Record<PackPurchaseStatus, string> = {
  awaiting_payment: 'gold',
  active: 'green',
  used_up: 'default',
  expired: 'red',
  refunded: 'purple',
};

export const ENTRY_LABELS: Record<string, string> = {
  grant: 'Crédito liberado',
  use: 'Usado',
  return: 'Devolvido',
  expire: 'Vencido',
  refund: 'Reembolsado',
  extend: 'Prorrogado',
};

/** What one box costs inside a pack, in reais (the shared rule: rounded down to the centavo). */
export function unitPrice(price: number, quantity: number): number {
  return toReais(unitPriceCents(toCents(price), quantity));
}

/** How much cheaper a box is in the pack than alone, in whole percent (0 when not cheaper). */
export function discountPercent(unit: number, boxPrice: number | null | undefined): number {
  if (!boxPrice || boxPrice <= 0 || unit >= boxPrice) return 0;
  return Math.round(((boxPrice - unit) / boxPrice) * 100);
}

/** 'Quentinha M' */
export function quentinhaName(productName: string | undefined, size: Size): string {
  return `${productName ?? 'Quentinha'} ${SIZE_LETTERS[size] ?? ''}`.trim();
}

/** 'vence em 7 dias' for a batch still usable; null otherwise. */
export function batchWarning(
  purchase: Pick<PackPurchaseDto, 'status' | 'expires_at'>,
  now: Date = new Date(),
): string | null {
  return purchase.status === 'active' ? expiryWarning(purchase.expires_at, now) : null;
}

/**
 * What a person is told about one quentinha and size: the credits left over the usable batches
 * and the nearest expiry (which batch pays is the server's choice, shared pickBatches).
 */
export function usableCredits(purchases: readonly PackPurchaseDto[], productId: string, size: Size) {
  const usable = purchases.filter(
    (p) => p.status === 'active' && p.remaining > 0 && p.product_id === productId && p.size === size,
  );
  const expiries = usable.flatMap((p) => (p.expires_at ? [p.expires_at] : [])).sort();
  return { remaining: usable.reduce((sum, p) => sum + p.remaining, 0), expiresAt: expiries[0] ?? null };
}

/** The purchase's own page (public, by its tracking token). */
export const packTrackingPath = (token: string) => `/pacote/${encodeURIComponent(token)}`;
