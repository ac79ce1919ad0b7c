import { Injectable } from '@nestjs/common';
import { periodRange, todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { toReais } from '@quentinha/shared/money/money';
import { type CourierDto, type CourierShiftDto, summarizeShift } from '@quentinha/shared/orders/shift';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { DomainError, forbidden, validationError } from '../../common/errors/domain-error.js';
import { PresenceService } from '../realtime/presence.service.js';
import { CouriersRepository } from './couriers.repository.js';
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
    const delivered = await this.couriers.deliveredBetween(courier.id, start, end);
    const orders = delivered.map(({ order, deliveredAt }) => ({
      id: order.id,
      order_number: order.order_number,
      customer_name: order.customer_name,
      delivery_neighborhood: order.delivery_neighborhood,
      payment_method: order.payment_method,
      total_amount: toReais(order.total_amount_cents),
      change_for: order.change_for_cents == null ? null : toReais(order.change_for_cents),
      delivered_at: deliveredAt.toISOString(),
    }));
    return { date, courier: { id: courier.id, name: courier.name }, ...summarizeShift(orders), orders };
  }
}
