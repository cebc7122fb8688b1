/**
 * Counts failed sign-ins per shop + user id + address and refuses further tries
 * for the rest of the window once `max` is reached. A success clears the count.
 * In memory: a restart forgives, which is acceptable for a shop's back office.
 */
export class LoginThrottle {
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

  recordFailure(key: string): void {
    const current = this.now();
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= current) {
      this.failures.set(key, { count: 1, resetAt: current + this.windowMs });
    } else {
      entry.count += 1;
    }
    // Keep memory bounded under a flood of made-up user ids.
    if (this.failures.size > 10_000) {
      for (const [candidate, value] of this.failures) {
        if (value.resetAt <= current) this.failures.delete(candidate);
      }
    }
  }

  recordSuccess(key: string): void {
    this.failures.delete(key);
  }
}
