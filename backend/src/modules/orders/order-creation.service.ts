import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { toCents } from '@quentinha/shared/money/money';
import { toWirePaymentMethod } from '@quentinha/shared/payments/payment-method';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, DomainError, validationError } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { CreateOrderDto } from './dto/create-order.dto.js';
import { readOrderDay } from './dto/order-fields.js';
import { takesPhoneOrders } from './order-access.js';
import { OrderCatalogReader } from './order-catalog.reader.js';
import type { Order, OrderEvent, OrderItem } from './order.entity.js';
import { type OrderAggregate, toAggregateResponse } from './order.mapper.js';
import { changeForCents, type DeliveryInput, type PricedOrder, priceOrder } from './order-pricing.js';
import { readStatus } from './order-status.rules.js';
import { OrdersRepository } from './orders.repository.js';
import { attachPixCode, awaitPixPayment } from './order-pix.js';
import { StoreSettingsService } from '../settings/store-settings.service.js';
import { OrderingSettingsService } from '../settings/ordering-settings.service.js';
import { acceptAutomatically, checkBoxLimit } from './website-intake.js';
import type { DailyMenu } from '../daily-menus/daily-menu.entity.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import { holdDatabase } from '../../common/database/sqlite-transaction-lock.js';
import { type CatalogVersion, readCatalogVersion, readCatalogVersionWith } from '../../common/database/catalog-snapshots.js';
import { requestFingerprint } from '../../common/http/request-fingerprint.js';
import { AvailabilitySettingsService } from '../availability/availability-settings.service.js';
import { type Consumption, PortionsService, portionsStatement } from '../availability/portions.service.js';
import { recordSale } from './sales-ledger.js';
import { orderingText } from '@quentinha/shared/availability/hours';
import { boxesInOrder, portionsConsumed } from '@quentinha/shared/availability/portions';
import { placeScheduledFor } from '@quentinha/shared/availability/slots';
import { parseDate } from '@quentinha/shared/dates/sao-paulo';
import { dishKey } from './order-pricing.js';
import { isQuentinha } from '@quentinha/shared/catalog/sizes';
import type { StockCounts } from '../products/product-stock.js';
import { currentConsent } from '../customers/consent-texts.js';
import { customerOfNewOrder, optInAtCheckout } from '../customers/order-customer.js';
import { chargeCompanyTab, checkTabPayment } from '../companies/company-tab.js';
import { authorizeCreditUse, creditPayment, readCreditCode, spendPackCredits } from '../packs/pack-credits.js';

export interface CreatedOrder {
  order: OrderDto;
  /** true when an Idempotency-Key matched an order created before */
  replayed: boolean;
}

export const CREATION_MESSAGES = {
  idempotencyKey: 'O cabeçalho Idempotency-Key deve ter de 8 a 200 caracteres visíveis.',
  idempotencyKeyTaken: 'Esta chave de idempotência já foi usada em outro pedido.',
  phoneOrderStatus: 'Pedidos lançados pela equipe começam como pendente ou confirmado.',
  idempotencyKeyOtherBody: 'Esta chave de idempotência já foi usada com um pedido diferente: gere uma chave nova para um pedido novo.',
} as const;

/** Idempotency-Key header (DECISIONS 9.6): absent, or 8..200 visible ASCII characters. */
export function readIdempotencyKey(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || raw.length < 8 || raw.length > 200 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw validationError(CREATION_MESSAGES.idempotencyKey);
  }
  return raw;
}

/** Checkout (guests and customers) and phone orders (admin, staff): one transaction, server prices. */
@Injectable()
export class OrderCreationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly orders: OrdersRepository,
    private readonly catalog: OrderCatalogReader,
    private readonly events: DomainEvents,
    private readonly store: StoreSettingsService,
    private readonly availability: AvailabilitySettingsService,
    private readonly portions: PortionsService,
    private readonly orderingSettings: OrderingSettingsService,
  ) {}

  async create(dto: CreateOrderDto, user: AuthUser | null, rawKey: unknown): Promise<CreatedOrder> {
    const key = readIdempotencyKey(rawKey);
    checkTabPayment(dto.payment, user);
    // the key is bound to what came with it: a retry must be the same request
    const fingerprint = key ? requestFingerprint(dto) : null;
    // one order, one unit: on SQLite its reads, checks and writes take the database once; it
    // answers once its commit is on disk (README)
    const { created, announce } = await holdDatabase(this.db, () => this.createHeld(dto, user, key, fingerprint));
    // committed and on disk: only now do the storefronts and boards hear of it
    announce?.();
    return created;
  }

  private async createHeld(
    dto: CreateOrderDto,
    user: AuthUser | null,
    key: string | null,
    fingerprint: string | null,
  ): Promise<{ created: CreatedOrder; announce?: () => void }> {
    // hours, prices, the day's menu and the shop's rules all come from one version of the
    // catalogue, read once here (fromCatalog); the transaction takes the caps on that same menu.
    // A keyed order asks for its key's earlier order in the same round trip.
    const { at, found } = key
      ? await readCatalogVersionWith(this.db.manager, this.orders.idByIdempotencyKey(key))
      : { at: await readCatalogVersion(this.db.manager), found: null };
    if (found) {
      // a retry after the first answer got lost: no pricing, no checks, the same order
      const earlier = await this.orders.findWithDetailsById(String(found));
      if (earlier) return { created: this.replay(earlier, user, fingerprint) };
    }
    const draft = await this.draft(dto, user, key, fingerprint, at);
    // DECISIONS 10.6: who may spend pack credits (a wrong code stays counted); all paid: 'credit'
    await authorizeCreditUse(this.db.manager, draft, user, readCreditCode(dto.credit_code));
    creditPayment(draft);
    // DECISIONS 9.5: with a PIX key, a PIX order carries its code and waits for the money
    const pix = draft.order.payment_method === 'pix' ? await this.store.pix(at) : null;
    if (pix) awaitPixPayment(draft);
    // DECISIONS 10.2: the consent text shown beside the ticked box (read before the transaction)
    const consent = dto.marketing_opt_in === true ? await currentConsent(this.db.manager, (await this.store.read()).business_name) : null;
    let createdId: string | null = null;
    let menu: DailyMenu | null = null;
    // what the order takes, read once: the transaction fills in its menu, the announcement reads it
    const consumption = readPlan(draft);
    try {
      // No second look for the key in here: on SQLite this whole unit holds the database
      // (holdDatabase), so nobody can have used it since the look above; on PostgreSQL a racing
      // request with the same key is stopped by the unique index at the insert (caught below).
      createdId = await this.db.transaction(async (tx) => {
        // Lock late, in the one order every writer keeps (no deadlock on PostgreSQL): the company,
        // the sales ledger, pack credits, counted stock, the slot; then, inside the order's own
        // insert, the order's customer, the day's portions and the counter, so the rows every
        // order shares are held for one round trip and the commit.
        // DECISIONS 10.5: a tab order holds its company, is checked against the limit and charged
        // first; its member becomes the order's customer
        await chargeCompanyTab(tx, draft, user, dto.payment);
        // a phone order may be born a sale (created confirmed)
        await recordSale(tx, draft.order, draft.items, null, draft.order.status);
        await spendPackCredits(tx, draft, user);
        if (consumption) {
          // caps live on the menu of the order's day; taken in this transaction or not at all
          menu = await this.portions.menuOf(tx, draft.order.order_date, at);
          consumption.menu_id = menu?.id ?? null;
          await this.portions.takeStockAndSlot(tx, consumption);
          draft.order.consumed = JSON.stringify(consumption);
        }
        if (pix) attachPixCode(draft, pix);
        // DECISIONS 10.1: every order creates or updates its customer
        const customer = customerOfNewOrder(draft.order);
        const portions = consumption ? portionsStatement(consumption) : null;
        const written = await this.orders.insertNumbered(tx, draft, {
          ...(customer ? { customer } : {}),
          ...(portions ? { portions } : {}),
        });
        if (portions) await this.portions.checkPortions(tx, consumption!, written.portions);
        if (draft.order.customer_id && consent) await optInAtCheckout(tx, draft.order.customer_id, draft.order, consent);
        return draft.order.id;
      });
    } catch (error) {
      // two requests with one key raced past the check: the unique index let only one in
      if (!(key && isUniqueViolation(error))) throw error;
    }
    if (!createdId) {
      const earlier = key ? await this.orders.findWithDetailsByIdempotencyKey(key) : null;
      if (!earlier) throw conflict(CREATION_MESSAGES.idempotencyKeyTaken);
      return { created: this.replay(earlier, user, fingerprint) };
    }
    // the counts left, read before the answer (PortionsService.announcement)
    const portionsLeft = await this.portions.announcement(consumption, menu);
    const announce = () => {
      this.events.publish('order.created', {
        order: toAggregateResponse(draft, { includeToken: false }),
        trackingToken: draft.order.tracking_token,
      });
      portionsLeft();
    };
    return { created: { order: toAggregateResponse(draft, { includeToken: true }), replayed: false }, announce };
  }

  private replay(earlier: OrderAggregate, user: AuthUser | null, fingerprint: string | null): CreatedOrder {
    const owner = earlier.order.customer_user_id;
    if (owner && owner !== user?.id && !takesPhoneOrders(user)) throw conflict(CREATION_MESSAGES.idempotencyKeyTaken);
    // another body under a used key: 422, and nothing of the first order (orders from before the
    // fingerprint existed have none and replay as before)
    const stored = earlier.order.idempotency_fingerprint;
    if (stored && stored !== fingerprint) throw new DomainError('IDEMPOTENCY_MISMATCH', CREATION_MESSAGES.idempotencyKeyOtherBody);
    return { order: toAggregateResponse(earlier, { includeToken: true }), replayed: true };
  }

  /** The whole order, priced from the catalogue, ready to insert (order_number comes last). */
  private async draft(
    dto: CreateOrderDto,
    user: AuthUser | null,
    key: string | null,
    fingerprint: string | null,
    at: CatalogVersion,
  ): Promise<OrderAggregate> {
    const phoneOrder = takesPhoneOrders(user);
    const now = new Date();
    const { ordering, hours, scheduling } = await this.availability.ordering(now, at);
    const wantsSlot = dto.scheduled_for != null && dto.scheduled_for !== '';
    // DECISIONS 9.3: guests and customers only while open (or for a slot within hours); never paused
    if (!phoneOrder && (ordering.paused || (!ordering.open && !wantsSlot))) throw conflict(orderingText(ordering, now, 'refusal')!);
    const place = wantsSlot ? placeScheduledFor(parseDate(dto.scheduled_for) ?? new Date(NaN), now, hours, scheduling.slot_minutes) : null;
    if (place && !place.ok) throw conflict(place.message);
    const slot = place?.ok ? place : null;
    const day = slot ? slot.day : phoneOrder && dto.order_date ? readOrderDay(dto.order_date) : todaySaoPaulo();
    const status: WireStatus = phoneOrder && dto.status ? phoneOrderStatus(dto.status) : 'pending';
    const delivery: DeliveryInput =
      dto.delivery.type === 'delivery'
        ? { type: 'delivery', neighborhood: dto.delivery.neighborhood! }
        : { type: 'pickup' };
    const catalog = await this.catalog.forOrder({
      withDishes: dto.items.some((i) => (i.chosen_dishes ?? []).length > 0),
      day,
      neighborhoodId: delivery.type === 'delivery' ? delivery.neighborhood : null,
      at,
    });
    const priced = priceOrder({ items: dto.items, delivery }, catalog);
    // DECISIONS 10.8, 10.9: the shop's rules for website orders; the team's own orders are free
    const intake = phoneOrder ? null : await this.orderingSettings.read(at);
    if (intake) checkBoxLimit(priced.lines, intake);
    const method = toWirePaymentMethod(dto.payment.method);
    const change = changeForCents(
      method,
      dto.payment.change_for == null ? null : toCents(dto.payment.change_for),
      priced.total_amount_cents,
    );
    const id = randomUUID();
    // the caps are kept per dish id; the order carries dishes by name
    const consumingLines = priced.lines.map((line) => ({
      category: line.category,
      quantity: line.quantity,
      chosen_dishes: line.chosen_dishes.map((name) => catalog.dishes.get(dishKey(name))?.id ?? catalog.dishes.get(name)?.id ?? name),
    }));
    const names: Record<string, string> = {};
    for (const line of priced.lines) for (const name of line.chosen_dishes) {
      const dish = catalog.dishes.get(dishKey(name)) ?? catalog.dishes.get(name);
      if (dish) names[dish.id] = dish.name;
    }
    // DECISIONS 10.10: drinks and other products take their units (when counted) in the same transaction
    const products: StockCounts = {};
    for (const line of priced.lines) {
      if (isQuentinha(line.category)) continue;
      products[line.product_id] = (products[line.product_id] ?? 0) + line.quantity;
      names[line.product_id] = line.product_name;
    }
    const plan: Consumption = {
      menu_id: null,
      dishes: portionsConsumed(consumingLines),
      ...(Object.keys(products).length > 0 ? { products } : {}),
      names,
      slot: slot
        ? { at: slot.start.toISOString(), day: slot.day, start: slot.slot.start, end: slot.slot.end, boxes: boxesInOrder(consumingLines), capacity: scheduling.slot_capacity }
        : null,
    };
    const order: Order = Object.assign({} as Order, {
      id,
      created_at: now,
      updated_at: now,
      order_number: 0,
      customer_name: dto.customer.name,
      whatsapp: dto.customer.phone,
      customer_user_id: user?.role === 'customer' ? user.id : null,
      status,
      payment_method: method,
      payment_status: 'pending',
      change_for_cents: change,
      ...deliveryColumns(priced, dto),
      subtotal_cents: priced.subtotal_cents,
      total_amount_cents: priced.total_amount_cents,
      total_cost_cents: priced.total_cost_cents,
      notes: dto.notes?.trim() || null,
      order_date: day,
      delivery_user_id: null,
      delivery_user_email: null,
      delivery_user_name: null,
      source: phoneOrder ? 'admin' : 'website',
      created_by: phoneOrder ? user.id : null,
      created_by_name: phoneOrder ? user.name : 'website',
      tracking_token: randomBytes(32).toString('base64url'),
      idempotency_key: key,
      idempotency_fingerprint: fingerprint,
      scheduled_for: slot ? slot.start.toISOString() : null,
      // the plan; the transaction fills in the menu once it has taken the portions
      consumed: JSON.stringify(plan),
      // a phone order may start confirmed: its kitchen time counts from now
      confirmed_at: status === 'confirmed' ? now : null,
      ready_at: null,
      delivering_at: null,
      delivered_at: null,
      version: 1,
    });
    const items = priced.lines.map((line, position) =>
      Object.assign({} as OrderItem, { id: randomUUID(), order_id: id, position, ...line }),
    );
    const created = Object.assign({} as OrderEvent, {
      id: randomUUID(),
      order_id: id,
      kind: 'created',
      from_status: null,
      to_status: status,
      user_id: user?.id ?? null,
      user_name: user?.name ?? 'website',
      at: now,
    });
    const draft: OrderAggregate = { order, items, events: [created] };
    if (intake) acceptAutomatically(draft, intake, now);
    return draft;
  }
}

/**
 * A phone order starts where a website order would, or already confirmed (the person is on the
 * line): never further on, which would skip the kitchen, the courier and the money.
 */
function phoneOrderStatus(raw: string): WireStatus {
  const status = readStatus(raw);
  if (status !== 'pending' && status !== 'confirmed') throw validationError(CREATION_MESSAGES.phoneOrderStatus);
  return status;
}

/** What the order means to take (set by draft), or null when it takes nothing. */
function readPlan(draft: OrderAggregate): Consumption | null {
  const plan = draft.order.consumed ? (JSON.parse(draft.order.consumed) as Consumption) : null;
  const takes = plan && (Object.keys(plan.dishes).length > 0 || plan.slot || Object.keys(plan.products ?? {}).length > 0);
  return takes ? plan : null;
}

function deliveryColumns(priced: PricedOrder, dto: CreateOrderDto) {
  const n = priced.neighborhood;
  return {
    is_delivery: n !== null,
    delivery_neighborhood_id: n?.id ?? null,
    delivery_neighborhood: n?.name ?? null,
    delivery_address: n ? dto.delivery.address!.trim() : null,
    delivery_fee_cents: priced.delivery_fee_cents,
  };
}
