/**
 * The fault script's pure helpers: its command line, a seeded random source (so a failing
 * run is repeated by its seed), and the reading of a request log around an outage.
 */

export const SCENARIOS = ['a', 'b', 'c', 'd'] as const;
export type Scenario = (typeof SCENARIOS)[number];
export type Backend = 'pglite' | 'postgres';

export interface FaultOptions {
  seed: number;
  only: Scenario[];
  backends: Backend[];
}

/** `--seed N`, `--only a,b`, `--db pglite|postgres|both` (also `--x=value`); unknown flags are refused. */
export function parseFaultArgs(argv: readonly string[], defaultSeed: number): FaultOptions {
  const options: FaultOptions = { seed: defaultSeed, only: [...SCENARIOS], backends: ['pglite', 'postgres'] };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const [flag = '', inline] = arg.split('=', 2);
    const value = inline ?? argv[++index];
    if (value === undefined) throw new Error(`${flag} perlu nilai`);
    if (flag === '--seed') {
      if (!/^\d{1,10}$/.test(value)) throw new Error(`--seed harus bilangan bulat: ${value}`);
      options.seed = Number(value);
    } else if (flag === '--only') {
      const picked = value.split(',').map((each) => each.trim().toLowerCase());
      const unknown = picked.filter((each) => !(SCENARIOS as readonly string[]).includes(each));
      if (unknown.length > 0 || picked.length === 0)
        throw new Error(`--only mengenal ${SCENARIOS.join(',')}: ${value}`);
      options.only = SCENARIOS.filter((each) => picked.includes(each));
    } else if (flag === '--db') {
      if (value === 'both') options.backends = ['pglite', 'postgres'];
      else if (value === 'pglite' || value === 'postgres') options.backends = [value];
      else throw new Error(`--db harus pglite, postgres atau both: ${value}`);
    } else {
      throw new Error(`opsi tidak dikenal: ${arg}`);
    }
  }
  return options;
}

/** Mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number in [min, max]. */
    int: (min: number, max: number): number => min + Math.floor(next() * (max - min + 1)),
  };
}

export interface RequestSample {
  /** When the request was sent, ms on the script's clock. */
  at: number;
  /** HTTP status, or 0 when no answer came (refused connection, timeout). */
  status: number;
}

export interface OutageReading {
  failed: number;
  /** From the first failed request to the first good one after it (0 when none failed). */
  outageMs: number;
  /** From `backAt` (the database answering again) to the first good request after it. */
  recoveredAfterMs: number | null;
  /** Failed requests sent after the first recovery: a storm the server should not have. */
  failedAfterRecovery: number;
}

const good = (sample: RequestSample) => sample.status >= 200 && sample.status < 400;

/** Reads a log of requests sent while the database went away and came back at `backAt`. */
export function readOutage(samples: readonly RequestSample[], backAt: number): OutageReading {
  const sorted = [...samples].sort((a, b) => a.at - b.at);
  const firstFailed = sorted.find((sample) => !good(sample));
  const recovery = sorted.find((sample) => sample.at >= backAt && good(sample));
  const firstGoodAfterFailure = firstFailed
    ? sorted.find((sample) => sample.at > firstFailed.at && good(sample))
    : undefined;
  return {
    failed: sorted.filter((sample) => !good(sample)).length,
    outageMs: firstFailed && firstGoodAfterFailure ? firstGoodAfterFailure.at - firstFailed.at : 0,
    recoveredAfterMs: recovery ? Math.max(0, recovery.at - backAt) : null,
    failedAfterRecovery: recovery
      ? sorted.filter((sample) => sample.at > recovery.at && !good(sample)).length
      : 0,
  };
}
