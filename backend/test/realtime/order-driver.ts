import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { Neighborhood } from '../../src/modules/neighborhoods/neighborhood.entity.js';
import { Product } from '../../src/modules/products/product.entity.js';
import type { HttpClient } from '../support/http.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Drives orders through the real HTTP API (POST /api/orders, PUT /api/orders/:id/status), so the
 * events under test are the ones the orders module publishes after its commits.
 */
export class OrderDriver {
  private productId: string | null = null;
  private neighborhoodId: string | null = null;

  constructor(private readonly t: TestApp) {}

  /** A drink needs no dishes nor daily menu: the smallest valid order. */
  private async drink(): Promise<string> {
    if (this.productId) return this.productId;
    const repo = this.t.db.getRepository(Product);
    const product = repo.create({
      name: 'Suco de laranja',
      description: '',
      category: 'bebida',
      sizes: [{ name: 'pequeno', price_cents: 800, cost_cents: 300 }],
      active: true,
      image_url: null,
      preparation_time: 0,
      deleted_at: null,
    });
    await repo.save(product);
    this.productId = product.id;
    return product.id;
  }

  private async neighborhood(): Promise<string> {
    if (this.neighborhoodId) return this.neighborhoodId;
    const repo = this.t.db.getRepository(Neighborhood);
    const place = await repo.save(repo.create({ name: 'Centro', delivery_fee_cents: 500, is_active: true }));
    this.neighborhoodId = place.id;
    return place.id;
  }

  /**
   * Checkout as whoever `http` is (guest or customer); returns the order with its tracking token.
   * A delivery order by default: couriers only hear about those.
   */
  async place(
    http: HttpClient,
    kind: 'delivery' | 'pickup' = 'delivery',
  ): Promise<OrderDto & { tracking_token: string }> {
    const res = await http.post('/api/orders', {
      customer: { name: 'Ana Souza', phone: '11987654321' },
      items: [{ product_id: await this.drink(), quantity: 1, size: 'pequeno' }],
      delivery:
        kind === 'pickup'
          ? { type: 'pickup' }
          : { type: 'delivery', address: 'Rua Augusta, 100', neighborhood: await this.neighborhood() },
      payment: { method: 'pix' },
    });
    if (res.status !== 201) throw new Error(`POST /api/orders ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  /** `extra`: what DECISIONS 9.1 adds to the body (courier_id on a dispatch, reason on a cancel). */
  async setStatus(
    http: HttpClient,
    id: string,
    status: WireStatus,
    extra: { courier_id?: string; reason?: string } = {},
  ): Promise<OrderDto> {
    const res = await http.put(`/api/orders/${id}/status`, { status, ...extra });
    if (res.status !== 200) throw new Error(`PUT status ${status} ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }
}
