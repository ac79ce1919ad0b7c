import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events.js';

/**
 * The storefront menu in memory (DECISIONS section 8): read on every storefront load, changed
 * rarely. Any 'catalog.updated' of kind products drops it. The TTL bounds staleness on the other
 * instances of a scaled-out deployment, which do not see this process's events.
 */
@Injectable()
export class ProductMenuCache<T = unknown> implements OnModuleDestroy {
  static readonly TTL_MS = 30_000;
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();
  // a load that started before a write must not refill the cache with pre-write rows
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(events: DomainEvents) {
    this.unsubscribe = events.on('catalog.updated', ({ kind }) => {
      if (kind === 'products') this.clear();
    });
  }

  /** Concurrent misses share one load; a failed load is not kept. */
  get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const generation = this.generation;
    const value = load();
    this.entries.set(key, { value, expires: now + ProductMenuCache.TTL_MS });
    const forget = () => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    };
    value.then(() => generation !== this.generation && forget(), forget);
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }
}
