import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WireStatus } from '@quentinha/shared/api/types';
import type { DataSource } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, findOrFail } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { Order, OrderEvent, OrderItem } from './order.entity.js';
import { type Consumption, PortionsService } from '../availability/portions.service.js';
import { type OrderAggregate, toAggregateResponse } from './order.mapper.js';
import { OrdersRepository } from './orders.repository.js';
import { recordSale } from './sales-ledger.js';
import { packCreditsAfterChange } from '../packs/pack-credits.js';
import { companyTabAfterChange } from '../companies/company-tab.js';

export interface AuditEntry {
  kind: 'status' | 'collected' | 'edited';
  from_status: WireStatus | null;
  to_status: WireStatus | null;
  /** why it was cancelled */
  reason?: string | null;
}

/** Who writes the audit line: a signed-in person, or a guest (id null) with the tracking token. */
export type ChangeAuthor = Pick<AuthUser, 'name'> & { id: string | null };

/** What one change does: the columns to set and the audit lines to write; null = nothing to do. */
export interface OrderChange {
  patch: QueryDeepPartialEntity<Order>;
  audit: AuditEntry[];
  /** lines of the order to change in the same transaction (the kitchen's ticks) */
  items?: { id: string; patch: Pick<OrderItem, 'done'> }[];
}

const ATTEMPTS = 3;

/** The column that remembers when an order first reached a step of its path (the reports read it). */
const STEP_COLUMNS: Partial<Record<WireStatus, 'confirmed_at' | 'ready_at' | 'delivering_at' | 'delivered_at'>> = {
  confirmed: 'confirmed_at',
  ready: 'ready_at',
  delivering: 'delivering_at',
  delivered: 'delivered_at',
};

/** When an order first reached each step, from its audit events (seeds and generators write both). */
export function stepTimesOf(
  events: readonly { to_status?: WireStatus | null; at?: Date }[],
): Pick<Order, 'confirmed_at' | 'ready_at' | 'delivering_at' | 'delivered_at'> {
  const first = (status: WireStatus) =>
    events
      .filter((e) => e.to_status === status && e.at)
      .map((e) => e.at!)
      .sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  return {
    confirmed_at: first('confirmed'),
    ready_at: first('ready'),
    delivering_at: first('delivering'),
    delivered_at: first('delivered'),
  };
}

/** The change, plus the step's time when the order reaches that step for the first time. */
export function withStepTime(change: OrderChange, order: Order, now: Date): OrderChange {
  const status = change.patch.status as WireStatus | undefined;
  const column = status && status !== order.status ? STEP_COLUMNS[status] : undefined;
  if (!column || order[column]) return change;
  return { ...change, patch: { ...change.patch, [column]: now } };
}
export const CONCURRENT_CHANGE = 'O pedido foi alterado por outra pessoa ao mesmo tempo. Recarregue e tente novamente.';

/**
 * Every change to an existing order goes through here: read, decide (the caller's pure rule),
 * then a conditional update on the version read. If someone else wrote in between, the order is
 * read again and the rule decides again, so the loser gets the answer that fits the new state
 * (e.g. 'already collected by another courier') instead of overwriting it.
 */
@Injectable()
export class OrderUpdater {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly orders: OrdersRepository,
    private readonly events: DomainEvents,
    private readonly portions: PortionsService,
  ) {}

  async change(
    id: string,
    user: ChangeAuthor,
    decide: (current: OrderAggregate) => OrderChange | null | Promise<OrderChange | null>,
  ): Promise<OrderAggregate> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const current = findOrFail(await this.orders.findWithDetailsById(id), 'Pedido');
      const decided = await decide(current);
      if (!decided) return current;
      const now = new Date();
      const change = withStepTime(decided, current.order, now);
      const audit = change.audit.map((entry) =>
        Object.assign({} as OrderEvent, {
          ...entry,
          reason: entry.reason ?? null,
          id: randomUUID(),
          order_id: id,
          user_id: user.id,
          user_name: user.name,
          at: now,
        }),
      );
      /** portions given back (cancel) or taken again (an admin reopening it) */
      let givenBack: Consumption | null = null;
      const written = await this.db.transaction(async (tx) => {
        if (!(await this.orders.updateIfUnchanged(tx, current.order, change.patch, now))) return false;
        // DECISIONS 10.5: the company is held before the sales and portions rows, as at creation
        await companyTabAfterChange(tx, current.order, change.patch, user, now);
        const status = change.patch.status as WireStatus | undefined;
        if (status) await recordSale(tx, current.order, current.items, current.order.status, status);
        await packCreditsAfterChange(tx, current.order, change.patch, user, now);
        if (change.patch.status === 'cancelled' && current.order.status !== 'cancelled') {
          // DECISIONS 9.3: a cancelled order gives its portions and slot boxes back, exactly once
          givenBack = await this.portions.release(tx, id, current.order.consumed);
        } else if (current.order.status === 'cancelled' && change.patch.status && change.patch.status !== 'cancelled') {
          givenBack = await this.portions.retake(tx, id, current.order.consumed);
        }
        for (const item of change.items ?? []) await this.orders.updateItem(tx, current.order.id, item.id, item.patch);
        await this.orders.appendEvents(tx, audit);
        return true;
      });
      if (!written) continue;
      if (givenBack) {
        current.order.consumed = null; // stale now; only the database copy is read again
        await this.portions.announce(givenBack);
      }
      // the row is exactly what was read plus the patch: no need to read it back
      const updated: OrderAggregate = {
        order: Object.assign({} as Order, current.order, change.patch, {
          version: current.order.version + 1,
          updated_at: now,
        }),
        items: current.items.map((item) => {
          const patch = change.items?.find((p) => p.id === item.id)?.patch;
          return patch ? Object.assign({} as OrderItem, item, patch) : item;
        }),
        events: [...current.events, ...audit],
      };
      this.events.publish('order.updated', {
        order: toAggregateResponse(updated, { includeToken: false }),
        trackingToken: updated.order.tracking_token,
        previous: toAggregateResponse(current, { includeToken: false }),
      });
      return updated;
    }
    throw conflict(CONCURRENT_CHANGE);
  }
}
