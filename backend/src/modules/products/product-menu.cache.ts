import { createHash } from 'node:crypto';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events.js';

/** A response body serialized once, and the ETag that names its bytes. */
export interface MenuBody {
  json: string;
  etag: string;
}

export function toMenuBody(value: unknown): MenuBody {
  const json = JSON.stringify(value);
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * The storefront menu in memory (DECISIONS section 8): read on every storefront load, changed
 * rarely. Any 'catalog.updated' of kind products drops it, on every instance (the realtime module
 * passes the event to the others through Redis); the TTL is the safety net if one is lost.
 */
@Injectable()
export class ProductMenuCache<T = MenuBody> implements OnModuleDestroy {
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
