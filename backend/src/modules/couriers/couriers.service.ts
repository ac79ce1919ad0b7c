import { Injectable } from '@nestjs/common';
import { periodRange, todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import {
  CASH_MESSAGES,
  type CourierCashDto,
  type CourierCashFigures,
  type CourierCashReceiptDto,
  cashToHandIn,
} from '@quentinha/shared/cash/cash';
import { formatBRL, toCents, toReais } from '@quentinha/shared/money/money';
import {
  type CourierDto,
  type CourierShiftDto,
  type ShiftOrderDto,
  type ShiftSummary,
  summarizeShift,
} from '@quentinha/shared/orders/shift';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, DomainError, forbidden, validationError } from '../../common/errors/domain-error.js';
import { CourierCashReceipt } from '../cash/cash.entities.js';
import type { Order } from '../orders/order.entity.js';
import type { User } from '../users/user.entity.js';
import { PresenceService } from '../realtime/presence.service.js';
import { CouriersRepository } from './couriers.repository.js';
import type { CourierCashQueryDto, CourierCashReceivedDto } from './dto/courier-cash.dto.js';
import { SHIFT_MESSAGES, type ShiftQueryDto } from './dto/shift.query.js';

const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' });

/** Who can take an order now (dispatch choice) and what a courier did in a day (Meu Turno). */
@Injectable()
export class CouriersService {
  constructor(
    private readonly couriers: CouriersRepository,
    private readonly presence: PresenceService,
  ) {}

  /** Active couriers: connected now first, then those carrying fewer orders, then by name. */
  async list(): Promise<CourierDto[]> {
    const users = await this.couriers.activeCouriers();
    const [online, counts] = await Promise.all([
      this.presence.onlineUserIds(),
      this.couriers.activeOrderCounts(users.map((u) => u.id)),
    ]);
    return users
      .map((u) => ({
        id: u.id,
        name: u.name,
        phone: u.phone ?? null,
        online: online.has(u.id),
        active_orders: counts.get(u.id) ?? 0,
      }))
      .sort(
        (a, b) => Number(b.online) - Number(a.online) || a.active_orders - b.active_orders || byName(a.name, b.name),
      );
  }

  /** A courier reads his own day; the admin names the courier. */
  async shift(query: ShiftQueryDto, user: AuthUser): Promise<CourierShiftDto> {
    let courierId: string;
    if (user.role === 'delivery') {
      if (query.courier_id && query.courier_id !== user.id) throw forbidden(SHIFT_MESSAGES.ownShiftOnly);
      courierId = user.id;
    } else {
      if (!query.courier_id) throw validationError(SHIFT_MESSAGES.courierRequired);
      courierId = query.courier_id;
    }
    const courier = await this.couriers.findCourier(courierId);
    if (!courier) throw new DomainError('NOT_FOUND', SHIFT_MESSAGES.courierNotFound);
    const date = query.date ?? todaySaoPaulo();
    const { start, end } = periodRange('custom', { start: date, end: date });
    const [delivered, receipts] = await Promise.all([
      this.couriers.deliveredBetween(courier.id, start, end),
      this.couriers.receiptsOn(date, courier.id),
    ]);
    const orders = delivered.map(({ order, deliveredAt }) => shiftOrder(order, deliveredAt));
    const summary = summarizeShift(orders);
    return {
      date,
      courier: { id: courier.id, name: courier.name },
      ...summary,
      ...cashFigures(summary, receipts),
      orders,
      cash_receipts: receipts.map(receiptView),
    };
  }

  /** The owner's per-courier view of a day: what each courier delivered, owes and earned. */
  async cashOf(query: CourierCashQueryDto): Promise<CourierCashDto[]> {
    const date = query.date ?? todaySaoPaulo();
    const { start, end } = periodRange('custom', { start: date, end: date });
    const [couriers, delivered, receipts] = await Promise.all([
      this.couriers.allCouriers(),
      this.couriers.deliveredBetween(null, start, end),
      this.couriers.receiptsOn(date, null),
    ]);
    return couriers
      .map((courier) =>
        courierCash(
          courier,
          date,
          delivered.filter((d) => d.order.delivery_user_id === courier.id),
          receipts.filter((r) => r.courier_id === courier.id),
        ),
      )
      .filter((c, i) => couriers[i]!.active || c.deliveries > 0 || c.receipts.length > 0)
      .sort((a, b) => byName(a.courier.name, b.courier.name));
  }

  /**
   * Cash the shop received from a courier for a day's shift: at most what he still owes, so
   * `cash_to_hand_in` drops to what is left (concurrent hand-overs never take more).
   */
  async cashReceived(courierId: string, dto: CourierCashReceivedDto, user: AuthUser): Promise<CourierCashDto> {
    const courier = await this.couriers.findCourier(courierId);
    if (!courier) throw new DomainError('NOT_FOUND', SHIFT_MESSAGES.courierNotFound);
    const date = dto.date ?? todaySaoPaulo();
    const { start, end } = periodRange('custom', { start: date, end: date });
    return this.couriers.withCourierHeld(courier.id, async (manager) => {
      const [delivered, receipts] = await Promise.all([
        this.couriers.deliveredBetween(courier.id, start, end),
        this.couriers.receiptsOn(date, courier.id, manager),
      ]);
      const before = courierCash(courier, date, delivered, receipts);
      const amount = toCents(dto.amount);
      if (amount > toCents(before.cash_to_hand_in))
        throw conflict(CASH_MESSAGES.handInTooMuch(formatBRL(before.cash_to_hand_in)));
      const receipt = manager.getRepository(CourierCashReceipt).create({
        courier_id: courier.id,
        day: date,
        amount_cents: amount,
        note: dto.note?.trim() || null,
        received_by: user.id,
        received_by_name: user.name,
      });
      await manager.getRepository(CourierCashReceipt).insert(receipt);
      return courierCash(courier, date, delivered, [...receipts, receipt]);
    });
  }
}

function shiftOrder(order: Order, deliveredAt: Date): ShiftOrderDto {
  return {
    id: order.id,
    order_number: order.order_number,
    customer_name: order.customer_name,
    delivery_neighborhood: order.delivery_neighborhood,
    payment_method: order.payment_method,
    total_amount: toReais(order.total_amount_cents),
    change_for: order.change_for_cents == null ? null : toReais(order.change_for_cents),
    delivery_fee: toReais(order.delivery_fee_cents),
    delivered_at: deliveredAt.toISOString(),
  };
}

function receiptView(r: CourierCashReceipt): CourierCashReceiptDto {
  return {
    id: r.id,
    date: r.day,
    amount: toReais(r.amount_cents),
    note: r.note,
    received_by_name: r.received_by_name,
    created_at: r.created_at.toISOString(),
  };
}

/** What he collected in cash, what the shop already received, what is left, and his fees. */
function cashFigures(summary: ShiftSummary, receipts: readonly CourierCashReceipt[]): CourierCashFigures {
  const received = toReais(receipts.reduce((sum, r) => sum + r.amount_cents, 0));
  return {
    cash_collected: summary.cash_collected,
    cash_received: received,
    cash_to_hand_in: cashToHandIn(summary.cash_collected, received),
    delivery_fees: summary.delivery_fees,
  };
}

function courierCash(
  courier: User,
  date: string,
  delivered: readonly { order: Order; deliveredAt: Date }[],
  receipts: readonly CourierCashReceipt[],
): CourierCashDto {
  const summary = summarizeShift(delivered.map(({ order, deliveredAt }) => shiftOrder(order, deliveredAt)));
  return {
    courier: { id: courier.id, name: courier.name },
    date,
    deliveries: summary.deliveries,
    ...cashFigures(summary, receipts),
    receipts: receipts.map(receiptView),
  };
}
