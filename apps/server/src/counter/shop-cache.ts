/**
 * What a request may keep about a shop between requests: an entry is good while the shop's
 * epoch is the one the request saw when it was authenticated. Database triggers raise that
 * epoch whenever a sign-in or anything a cached entry was read from changes (migrations
 * 0014 and 0026), and every request reads it (PostgreSQL) or is told of it before the
 * change is answered (PGlite), so no request after a change is served an entry from before.
 *
 * An entry is stored under the epoch read *before* it was loaded: a change landing while it
 * loads leaves it under an epoch that is already stale, and the next request loads again.
 */
export interface ShopSeen {
  kodeToko: string;
  /** The shop's epoch the request saw (AuthContext.epoch). */
  epoch: number;
}

/** Shops x keys (a handful of reference lists, the prices of a few days): never many. */
const LIMIT = 2_000;

export class ShopCache {
  private readonly entries = new Map<string, { epoch: number; value: Promise<unknown> }>();

  get<T>(shop: ShopSeen, key: string, load: () => Promise<T>): Promise<T> {
    const id = `${shop.kodeToko}\u0000${key}`;
    const entry = this.entries.get(id);
    if (entry?.epoch === shop.epoch) return entry.value as Promise<T>;
    const value = load();
    // A request that saw an older epoch than the entry's reads for itself and keeps nothing.
    if (entry && entry.epoch > shop.epoch) return value;
    if (!entry && this.entries.size >= LIMIT) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(id, { epoch: shop.epoch, value });
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(id)?.value === value) this.entries.delete(id);
    });
    return value;
  }
}
