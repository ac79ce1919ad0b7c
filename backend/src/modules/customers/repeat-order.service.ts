import { Injectable } from '@nestjs/common';
import { CUSTOMER_MESSAGES } from '@quentinha/shared/customers/rules';
import type { RepeatOrderDto } from '@quentinha/shared/customers/types';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { normalizePhone } from '@quentinha/shared/phone/whatsapp';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { execute } from '../../common/database/plain-sql.js';
import { DomainError, notFound } from '../../common/errors/domain-error.js';
import { PortionsService } from '../availability/portions.service.js';
import { activeMenuOf } from '../daily-menus/active-menu.js';
import type { OrderAggregate } from '../orders/order.mapper.js';
import { OrderCatalogReader } from '../orders/order-catalog.reader.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { trackingExpired } from '../orders/orders.service.js';
import { CustomersRepository } from './customers.repository.js';
import { repeatCart, usualOrder } from './repeat-cart.js';

const TRACKING_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
/** 'o de sempre' looks at this many of the number's latest delivered orders */
const USUAL_WINDOW = 10;
/** who may repeat any order: the back office that takes phone orders */
const REPEATS_ANY = new Set(['admin', 'staff']);

/** 'Pedir de novo' and 'o de sempre' (DECISIONS 10.3): today's cart from an old order; nothing is ordered. */
@Injectable()
export class RepeatOrderService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly catalog: OrderCatalogReader,
    private readonly portions: PortionsService,
    private readonly customers: CustomersRepository,
  ) {}

  /** The order's own customer account, admin or staff; anyone else's order is a 404 (no existence leak). */
  async forOrder(id: string, user: AuthUser): Promise<RepeatOrderDto> {
    const found = await this.orders.findWithDetailsById(id);
    if (!found || (!REPEATS_ANY.has(user.role) && found.order.customer_user_id !== user.id)) throw notFound('Pedido');
    return this.cartOf(found);
  }

  async forTracked(token: string): Promise<RepeatOrderDto> {
    return this.cartOf(await this.tracked(token));
  }

  /** A customer account's usual: the number of its latest order, else the number on the account. */
  async usualOfAccount(user: AuthUser & { phone?: string | null }): Promise<RepeatOrderDto> {
    const { rows } = await execute(
      this.customers.manager,
      `SELECT "customer_id" FROM "orders" WHERE "customer_user_id" = ? AND "customer_id" IS NOT NULL ORDER BY "created_at" DESC LIMIT 1`,
      [user.id],
      { returnsRows: true },
    );
    let customerId = rows[0]?.customer_id as string | undefined;
    if (!customerId) {
      const phone = normalizePhone(await this.accountPhone(user.id));
      if (phone) {
        const byPhone = await execute(this.customers.manager, `SELECT "id" FROM "customers" WHERE "whatsapp" = ?`, [phone], { returnsRows: true });
        customerId = byPhone.rows[0]?.id as string | undefined;
      }
    }
    return this.usualOf(customerId ?? null);
  }

  async usualOfTracked(token: string): Promise<RepeatOrderDto> {
    return this.usualOf((await this.tracked(token)).order.customer_id);
  }

  private async accountPhone(userId: string): Promise<string | null> {
    const { rows } = await execute(this.customers.manager, `SELECT "phone" FROM "users" WHERE "id" = ?`, [userId], { returnsRows: true });
    return (rows[0]?.phone as string | null) ?? null;
  }

  private async usualOf(customerId: string | null): Promise<RepeatOrderDto> {
    const noUsual = new DomainError('NOT_FOUND', CUSTOMER_MESSAGES.noUsual);
    if (!customerId) throw noUsual;
    const { rows } = await execute(
      this.customers.manager,
      `SELECT "id" FROM "orders" WHERE "customer_id" = ? AND "status" = 'delivered' ORDER BY "created_at" DESC LIMIT ${USUAL_WINDOW}`,
      [customerId],
      { returnsRows: true },
    );
    const orders: OrderAggregate[] = [];
    for (const r of rows) {
      const found = await this.orders.findWithDetailsById(String(r.id));
      if (found) orders.push(found);
    }
    const usual = usualOrder(orders);
    if (!usual) throw noUsual;
    return this.cartOf(usual);
  }

  /** The order a live tracking link names; else 404 as for an unknown token. */
  private async tracked(token: string): Promise<OrderAggregate> {
    const found = TRACKING_TOKEN.test(token) ? await this.orders.findWithDetailsByTrackingToken(token) : null;
    if (!found || trackingExpired(found)) throw notFound('Pedido');
    return found;
  }

  /** Today's catalogue and menu, and what of the menu is sold out. */
  private async cartOf(found: OrderAggregate): Promise<RepeatOrderDto> {
    const day = todaySaoPaulo();
    const [catalog, menu] = await Promise.all([
      this.catalog.forOrder({ withDishes: true, day, neighborhoodId: null }),
      activeMenuOf(this.customers.manager, day),
    ]);
    const soldOut = new Set<string>();
    if (menu) for (const id of (await this.portions.stateOf([menu])).get(menu.id)?.sold_out ?? []) soldOut.add(id);
    return repeatCart(found.items, catalog, soldOut);
  }
}
