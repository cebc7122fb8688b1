import { describe, expect, it } from 'vitest';
import { ShopCache } from './shop-cache.ts';

/** A loader that counts its reads and answers the read's number. */
function counted() {
  let reads = 0;
  return {
    load: async () => ++reads,
    get reads() {
      return reads;
    },
  };
}

describe('ShopCache', () => {
  it('reads once per shop, key and epoch, and again once the epoch rises', async () => {
    const cache = new ShopCache();
    const source = counted();
    expect(await cache.get({ kodeToko: 'PST', epoch: 3 }, 'sales', source.load)).toBe(1);
    expect(await cache.get({ kodeToko: 'PST', epoch: 3 }, 'sales', source.load)).toBe(1);
    expect(await cache.get({ kodeToko: 'T2', epoch: 3 }, 'sales', source.load)).toBe(2);
    expect(await cache.get({ kodeToko: 'PST', epoch: 3 }, 'bank', source.load)).toBe(3);
    expect(await cache.get({ kodeToko: 'PST', epoch: 4 }, 'sales', source.load)).toBe(4);
    expect(await cache.get({ kodeToko: 'PST', epoch: 4 }, 'sales', source.load)).toBe(4);
    expect(source.reads).toBe(4);
  });

  it('shares one read between requests that ask at once', async () => {
    const cache = new ShopCache();
    const source = counted();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.get({ kodeToko: 'PST', epoch: 1 }, 'sales', source.load)),
    );
    expect(answers).toEqual([1, 1, 1, 1, 1]);
    expect(source.reads).toBe(1);
  });

  it('lets a request that saw an older epoch read for itself, keeping the newer entry', async () => {
    const cache = new ShopCache();
    const source = counted();
    await cache.get({ kodeToko: 'PST', epoch: 5 }, 'sales', source.load);
    expect(await cache.get({ kodeToko: 'PST', epoch: 4 }, 'sales', source.load)).toBe(2);
    expect(await cache.get({ kodeToko: 'PST', epoch: 5 }, 'sales', source.load)).toBe(1);
  });

  it('keeps no failed read: the next request reads again', async () => {
    const cache = new ShopCache();
    const failing = () => Promise.reject(new Error('database pergi'));
    await expect(cache.get({ kodeToko: 'PST', epoch: 1 }, 'sales', failing)).rejects.toThrow(
      'database pergi',
    );
    expect(await cache.get({ kodeToko: 'PST', epoch: 1 }, 'sales', async () => 'ok')).toBe('ok');
  });
});
