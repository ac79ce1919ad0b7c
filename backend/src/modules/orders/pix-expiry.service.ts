import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACTOR_NAMES } from '@quentinha/shared/orders/public-view';
import { pixPaymentDeadline } from '@quentinha/shared/settings/ordering';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { OrderingSettingsService } from '../settings/ordering-settings.service.js';
import { Order } from './order.entity.js';
import { decideStatusChange, type StatusActor } from './order-status.rules.js';
import { type OrderChange, OrderUpdater } from './order-updater.js';

/** The reason the customer, the tracking page and the boards read (DECISIONS 10.8). */
export const PIX_EXPIRED_REASON = 'Pagamento não confirmado';

/**
 * The shop itself cancels: id null and the name the tracking page shows for the shop's steps
 * ('Loja'), with the team's cancelling rights (awaiting_payment -> cancelled).
 */
const SHOP: StatusActor = { id: null, name: ACTOR_NAMES.shop, email: '', role: 'staff' };

/** Any constant: the key of the PostgreSQL advisory lock that lets one instance sweep at a time. */
const SWEEP_LOCK_KEY = 250_810;

/** Orders looked at per sweep: a backlog (a server down for a day) is worked off over a few sweeps. */
const SWEEP_BATCH = 200;

/**
 * DECISIONS 10.8: a PIX order nobody paid holds the day's portions and a slot place; after the
 * shop's `pix_timeout_minutes` (0: never) the server cancels it with 'Pagamento não confirmado'.
 *
 * Each cancel goes through OrderUpdater like a person's cancel (portions and slot places back,
 * sales ledger, history, realtime), and the updater's conditional write on the order's version
 * lets exactly one writer win: an owner confirming the payment at the same moment, or another
 * instance expiring the same order, makes this one read the order again and leave it alone.
 * On PostgreSQL an advisory lock also keeps a second instance from sweeping at the same time
 * (no duplicate work); SQLite is one instance by design.
 */
@Injectable()
export class PixExpiryService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PixExpiry');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: OrderingSettingsService,
    private readonly updater: OrderUpdater,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep().catch((e) => this.failed(e)), this.config.pixSweepSeconds * 1000);
    // never keeps a process alive that is otherwise done
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /**
   * One look for expired orders; resolves with how many this call cancelled. A sweep already
   * under way in this process is joined, not doubled.
   */
  sweep(now = new Date()): Promise<number> {
    this.running ??= this.sweepOnce(now).finally(() => (this.running = null));
    return this.running;
  }

  /**
   * Cancels one order if it is still an unpaid PIX order past its deadline; true when this call
   * cancelled it. Anything else (confirmed meanwhile, already cancelled by another instance,
   * deleted) is left as it is.
   */
  async expire(orderId: string, timeoutMinutes: number, now = new Date()): Promise<boolean> {
    let cancelling = false;
    try {
      await this.updater.change(orderId, SHOP, ({ order }): OrderChange | null => {
        // decided again on every read: the order as it is now, not as the list saw it
        const deadline = pixPaymentDeadline(order.created_at, timeoutMinutes);
        cancelling =
          order.status === 'awaiting_payment' && order.payment_method === 'pix' && deadline !== null && deadline <= now;
        if (!cancelling) return null;
        const { patch, eventKind, reason } = decideStatusChange(SHOP, order, 'cancelled', { reason: PIX_EXPIRED_REASON });
        return { patch, audit: [{ kind: eventKind, from_status: order.status, to_status: 'cancelled', reason }] };
      });
      return cancelling;
    } catch (error) {
      // deleted meanwhile, or changed three times in a row by others: theirs is the last word
      if (error instanceof DomainError && error.code !== 'UNAVAILABLE') return false;
      throw error;
    }
  }

  private async sweepOnce(now: Date): Promise<number> {
    const { pix_timeout_minutes: minutes } = await this.settings.read();
    if (minutes === 0) return 0;
    // pixPaymentDeadline read backwards, for the query: placed at or before this, past the deadline
    const cutoff = new Date(now.getTime() - minutes * 60_000);
    return this.alone(async () => {
      let cancelled = 0;
      for (const id of await this.expiredIds(cutoff)) {
        try {
          if (await this.expire(id, minutes, now)) cancelled++;
        } catch (error) {
          // one order that cannot be written never keeps the others holding their portions
          this.failed(error, id);
        }
      }
      if (cancelled > 0) this.logger.log(`${cancelled} pedido(s) PIX sem pagamento cancelado(s)`);
      return cancelled;
    });
  }

  /** Unpaid PIX orders created at or before the cutoff, oldest first (ix_orders_status_created). */
  async expiredIds(cutoff: Date): Promise<string[]> {
    const rows = await this.db
      .getRepository(Order)
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .where('o.status = :status AND o.payment_method = :method AND o.created_at <= :cutoff', {
        status: 'awaiting_payment',
        method: 'pix',
        cutoff: cutoff.getTime(),
      })
      .orderBy('o.created_at', 'ASC')
      .limit(SWEEP_BATCH)
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  /**
   * Runs `work` unless another instance is sweeping (PostgreSQL: a session advisory lock on its
   * own connection, released at the end or when the connection dies); on SQLite, just runs it.
   */
  private async alone(work: () => Promise<number>): Promise<number> {
    if (this.db.options.type !== 'postgres') return work();
    const runner = this.db.createQueryRunner();
    try {
      await runner.connect();
      const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [SWEEP_LOCK_KEY]);
      if (!locked) return 0;
      try {
        return await work();
      } finally {
        // a pooled connection that kept the lock would stop every instance's sweeps: if the
        // unlock itself fails, drop all of this session's advisory locks (a dead connection's
        // locks went with it)
        await runner
          .query('SELECT pg_advisory_unlock($1)', [SWEEP_LOCK_KEY])
          .catch(() => runner.query('SELECT pg_advisory_unlock_all()'))
          .catch(() => undefined);
      }
    } finally {
      await runner.release();
    }
  }

  /** The database away for a moment: logged, and the next sweep tries again. */
  private failed(error: unknown, orderId?: string): void {
    const which = orderId ? ` (pedido ${orderId})` : '';
    this.logger.error(`cancelamento de PIX sem pagamento falhou${which}: ${(error as Error).message}`);
  }
}
