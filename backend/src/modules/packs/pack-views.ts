import { toReais } from '@quentinha/shared/money/money';
import { purchaseStatus, refundCents, unitPriceCents } from '@quentinha/shared/packs/rules';
import type {
  CreditEntryKind,
  PackPaymentMethod,
  PackPurchaseDto,
  StaffPackPurchaseDto,
} from '@quentinha/shared/packs/types';
import type { EntityManager } from 'typeorm';
import { execute, selectWhere } from '../../common/database/plain-sql.js';
import { CreditEntry, type PackPurchase } from './pack.entities.js';

/** A purchase with its ledger, as the reads show it. */
export interface PurchaseView {
  purchase: PackPurchase;
  entries: CreditEntry[];
  remaining: number;
  used: number;
  orderNumbers: Map<string, number>;
}

const iso = (v: Date | null) => (v == null ? null : new Date(v).toISOString());

export async function readPurchaseViews(tx: EntityManager, purchases: PackPurchase[]): Promise<PurchaseView[]> {
  if (purchases.length === 0) return [];
  const ids = purchases.map((p) => p.id);
  const entries = await selectWhere(
    tx,
    CreditEntry,
    `"purchase_id" IN (${ids.map(() => '?').join(', ')}) ORDER BY "created_at", "id"`,
    ids,
  );
  const orderIds = [...new Set(entries.map((e) => e.order_id).filter((id): id is string => Boolean(id)))];
  const orderNumbers = new Map<string, number>();
  if (orderIds.length) {
    const { rows } = await execute(
      tx,
      `SELECT "id", "order_number" FROM "orders" WHERE "id" IN (${orderIds.map(() => '?').join(', ')})`,
      orderIds,
      {
        returnsRows: true,
      },
    );
    for (const r of rows) orderNumbers.set(String(r.id), Number(r.order_number));
  }
  return purchases.map((purchase) => {
    const own = entries.filter((e) => e.purchase_id === purchase.id);
    const sum = (kinds: string[] | null) =>
      own.filter((e) => !kinds || kinds.includes(e.kind)).reduce((n, e) => n + Number(e.quantity), 0);
    return { purchase, entries: own, remaining: sum(null), used: -sum(['use', 'return']), orderNumbers };
  });
}

export function toPurchaseDto(v: PurchaseView, now: Date): PackPurchaseDto {
  const p = v.purchase;
  return {
    id: p.id,
    pack_id: p.offer_id,
    pack_name: p.pack_name,
    product_id: p.product_id,
    product_name: p.product_name,
    size: p.size,
    quantity: p.quantity,
    remaining: v.remaining,
    status: purchaseStatus(p.status, v.remaining, p.expires_at, now),
    price: toReais(p.price_cents),
    unit_price: toReais(unitPriceCents(p.price_cents, p.quantity)),
    payment_method: p.payment_method as PackPaymentMethod,
    paid_at: iso(p.paid_at),
    expires_at: iso(p.expires_at),
    created_at: iso(p.created_at)!,
    entries: v.entries.map((e) => ({
      kind: e.kind as CreditEntryKind,
      quantity: Number(e.quantity),
      order_id: e.order_id,
      order_number: e.order_id ? (v.orderNumbers.get(e.order_id) ?? null) : null,
      note: e.note,
      created_by_name: e.created_by_name,
      at: iso(e.created_at)!,
    })),
  };
}

export function toStaffPurchaseDto(v: PurchaseView, now: Date): StaffPackPurchaseDto {
  const p = v.purchase;
  const refundable = p.status === 'active' && p.quantity - v.used > 0;
  return {
    ...toPurchaseDto(v, now),
    customer_name: p.customer_name,
    whatsapp: p.whatsapp,
    refund_amount:
      p.status === 'refunded'
        ? toReais(p.refund_cents ?? 0)
        : refundable
          ? toReais(refundCents(p.price_cents, p.quantity, v.used))
          : null,
    tracking_token: p.tracking_token,
  };
}
