import { randomUUID } from 'node:crypto';
import { isQuentinha } from '@quentinha/shared/catalog/sizes';
import type { EntityManager } from 'typeorm';
import { PackOffer } from '../packs/pack.entities.js';
import type { Product } from '../products/product.entity.js';

/**
 * The demo's prepaid packs (issue 30): '10 Quentinhas M' of each quentinha, 10% below ten boxes
 * rounded down to whole reais, valid for 60 days after the payment is confirmed.
 */
export function demoPackOffers(tx: EntityManager, products: readonly Product[], now: Date): PackOffer[] {
  const quentinhas = products.filter((p) => isQuentinha(p.category) && p.sizes.some((s) => s.name === 'medio'));
  return quentinhas.map((p) => {
    const box = p.sizes.find((s) => s.name === 'medio')!.price_cents;
    return tx.create(PackOffer, {
      id: randomUUID(),
      created_at: now,
      updated_at: now,
      name: quentinhas.length === 1 ? '10 Quentinhas M' : `10 Quentinhas M (${p.name})`,
      product_id: p.id,
      size: 'medio',
      quantity: 10,
      price_cents: Math.floor((box * 10 * 0.9) / 100) * 100,
      validity_days: 60,
      active: true,
    });
  });
}
