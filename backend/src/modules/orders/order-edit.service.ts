import { Injectable } from '@nestjs/common';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { toCents } from '@quentinha/shared/money/money';
import { toWirePaymentMethod } from '@quentinha/shared/payments/payment-method';
import { toWirePaymentStatus } from '@quentinha/shared/payments/payment-status';
import { PACK_MESSAGES } from '@quentinha/shared/packs/rules';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, validationError } from '../../common/errors/domain-error.js';
import type { EditDeliveryDto, UpdateOrderDto } from './dto/update-order.dto.js';
import { ORDER_FIELD_MESSAGES } from './dto/order-fields.js';
import { OrderCatalogReader } from './order-catalog.reader.js';
import type { Order } from './order.entity.js';
import { type OrderAggregate, toAggregateResponse } from './order.mapper.js';
import { changeForCents, orderTotals, PRICING_MESSAGES } from './order-pricing.js';
import { decideStatusChange, readStatus } from './order-status.rules.js';
import { type AuditEntry, type OrderChange, OrderUpdater } from './order-updater.js';
import { pixFields } from './order-pix.js';
import { StoreSettingsService } from '../settings/store-settings.service.js';

type Patch = QueryDeepPartialEntity<Order>;

const ON_THE_ROAD_OR_DONE: readonly WireStatus[] = ['delivering', 'delivered'];

export const EDIT_MESSAGES = {
  kindAfterDispatch:
    'Não é possível trocar entre entrega e retirada em um pedido que já saiu para entrega ou foi entregue.',
} as const;

/**
 * The admin's edit dialog (SPEC.md section 7 edit payload). Items are not editable; the delivery
 * fee always comes from the neighbourhood and the totals are recomputed by the server.
 */
@Injectable()
export class OrderEditService {
  constructor(
    private readonly catalog: OrderCatalogReader,
    private readonly updater: OrderUpdater,
    private readonly store: StoreSettingsService,
  ) {}

  async edit(id: string, dto: UpdateOrderDto, user: AuthUser): Promise<OrderDto> {
    const updated = await this.updater.change(id, user, (current) => this.plan(current, dto, user));
    return toAggregateResponse(updated, { includeToken: true });
  }

  private async plan(current: OrderAggregate, dto: UpdateOrderDto, user: AuthUser): Promise<OrderChange | null> {
    const order = current.order;
    const audit: AuditEntry[] = [];
    const patch: Patch = {};
    if (dto.status != null) {
      const to = readStatus(dto.status);
      if (to !== order.status) {
        Object.assign(patch, decideStatusChange(user, order, to).patch);
        audit.push({ kind: 'status', from_status: order.status, to_status: to });
      }
    }
    const fields: Patch = {};
    if (dto.customer_name != null) fields.customer_name = dto.customer_name;
    if (dto.whatsapp != null) fields.whatsapp = dto.whatsapp;
    if (dto.notes !== undefined) fields.notes = dto.notes?.trim() || null;
    if (dto.timing) fields.order_date = dto.timing.orderDate;
    if (dto.payment_method != null) fields.payment_method = toWirePaymentMethod(dto.payment_method);
    if (dto.payment_status != null) fields.payment_status = toWirePaymentStatus(dto.payment_status);
    if (dto.delivery) Object.assign(fields, await this.deliveryFields(order, dto.delivery));
    // DECISIONS 9.1: a pickup order is never on the road, a delivery one on the road or delivered
    // names its courier; switching the kind at that point would break one or the other
    const status = (patch.status as WireStatus | undefined) ?? order.status;
    const kind = (fields.is_delivery as boolean | undefined) ?? Boolean(order.is_delivery);
    if (kind !== Boolean(order.is_delivery) && ON_THE_ROAD_OR_DONE.includes(status)) {
      throw conflict(EDIT_MESSAGES.kindAfterDispatch);
    }

    // money follows from the (possibly new) fee and method; change must still cover the total
    const fee = (fields.delivery_fee_cents as number | undefined) ?? order.delivery_fee_cents;
    const totals = orderTotals(current.items, fee);
    const method = (fields.payment_method as string | undefined) ?? order.payment_method;
    // DECISIONS 10.6: 'credit' means nothing to pay; something to pay needs a method named
    if (method === 'credit' && totals.total_amount_cents > 0) throw validationError(PACK_MESSAGES.creditRest);
    const change =
      dto.change_for !== undefined
        ? dto.change_for === null
          ? null
          : toCents(dto.change_for)
        : order.change_for_cents;
    Object.assign(fields, totals, { change_for_cents: changeForCents(method, change, totals.total_amount_cents) });
    Object.assign(fields, await this.pixCode(order, method, totals.total_amount_cents));

    const changed = Object.entries(fields).filter(([column, value]) => order[column as keyof Order] !== value);
    if (changed.length) audit.push({ kind: 'edited', from_status: null, to_status: null });
    Object.assign(patch, Object.fromEntries(changed));
    return audit.length ? { patch, audit } : null;
  }

  /**
   * A PIX code carries the amount: once the total or the method changes, the customer's copia e
   * cola must be the new one (an old code would collect the old total; DECISIONS 10.8). No longer
   * PIX: the code goes.
   */
  private async pixCode(order: Order, method: string, totalCents: number): Promise<Patch> {
    if (method !== 'pix') return order.pix_copia_e_cola ? { pix_copia_e_cola: null, pix_txid: null } : {};
    if (order.pix_copia_e_cola && totalCents === order.total_amount_cents) return {};
    const pix = await this.store.pix();
    if (pix) return pixFields(order.id, totalCents, pix);
    // the shop took its key away since: an old code would still collect the old amount
    return order.pix_copia_e_cola ? { pix_copia_e_cola: null, pix_txid: null } : {};
  }

  /** Pickup clears the address; delivery needs an active neighbourhood (by id or name) and a street. */
  private async deliveryFields(order: Order, delivery: EditDeliveryDto): Promise<Patch> {
    if (!delivery.isDelivery) {
      return {
        is_delivery: false,
        delivery_neighborhood_id: null,
        delivery_neighborhood: null,
        delivery_address: null,
        delivery_fee_cents: 0,
      };
    }
    const ref = delivery.address?.neighborhood || order.delivery_neighborhood_id;
    const street = delivery.address?.street || order.delivery_address;
    if (!ref) throw validationError(ORDER_FIELD_MESSAGES.neighborhood);
    if (!street) throw validationError(ORDER_FIELD_MESSAGES.address);
    const n = await this.catalog.findNeighborhood(ref);
    const unchanged = order.is_delivery && n?.id === order.delivery_neighborhood_id;
    // an order keeps a neighbourhood switched off after it was placed, and the fee it was charged
    if (!n || (!n.is_active && !unchanged)) throw validationError(PRICING_MESSAGES.neighborhoodUnavailable);
    return {
      is_delivery: true,
      delivery_neighborhood_id: n.id,
      delivery_neighborhood: n.name,
      delivery_address: street,
      delivery_fee_cents: unchanged ? order.delivery_fee_cents : n.delivery_fee_cents,
    };
  }
}
