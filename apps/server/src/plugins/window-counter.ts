/**
 * Counts events per key in a window and refuses further ones for the rest of the window once
 * `max` is reached: failed sign-ins and otorisasi per shop + user id + address (a success
 * clears the count), requests to the public pages per address. In memory, per process: a
 * restart forgives, which is acceptable for a shop's back office.
 */
export class WindowCounter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const entry = this.failures.get(key);
    if (!entry) return false;
    if (entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return false;
    }
    return entry.count >= this.max;
  }

  record(key: string): void {
    const current = this.now();
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= current) {
      this.failures.set(key, { count: 1, resetAt: current + this.windowMs });
    } else {
      entry.count += 1;
    }
    // Keep memory bounded under a flood of made-up user ids or addresses.
    if (this.failures.size > 10_000) {
      for (const [candidate, value] of this.failures) {
        if (value.resetAt <= current) this.failures.delete(candidate);
      }
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
