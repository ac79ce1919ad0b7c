import { DomainEvents } from '../../common/events/domain-events.js';
import { ProductMenuCache } from './product-menu.cache.js';

describe('ProductMenuCache', () => {
  let events: DomainEvents;
  let sut: ProductMenuCache<string[]>;
  beforeEach(() => {
    events = new DomainEvents();
    sut = new ProductMenuCache(events);
  });
  afterEach(() => sut.onModuleDestroy());

  it('loads once and serves the same value until a products event', async () => {
    const load = jest.fn().mockResolvedValue(['a']);
    await sut.get('k', load);
    await sut.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    events.publish('catalog.updated', { kind: 'dishes' });
    await sut.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    events.publish('catalog.updated', { kind: 'products' });
    await sut.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const load = jest.fn().mockResolvedValue(['a']);
    await Promise.all([sut.get('k', load), sut.get('k', load), sut.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a value whose load started before a write', async () => {
    let finish!: (v: string[]) => void;
    const stale = sut.get('k', () => new Promise((resolve) => (finish = resolve)));
    sut.clear();
    finish(['old']);
    await stale;
    expect(await sut.get('k', async () => ['new'])).toEqual(['new']);
  });

  it('forgets failed loads and expired entries', async () => {
    await expect(sut.get('k', () => Promise.reject(new Error('db')))).rejects.toThrow('db');
    expect(await sut.get('k', async () => ['ok'])).toEqual(['ok']);
    const later = Date.now() + ProductMenuCache.TTL_MS + 1;
    expect(await sut.get('k', async () => ['fresh'], later)).toEqual(['fresh']);
  });
});
