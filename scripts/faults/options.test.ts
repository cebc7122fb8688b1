import { describe, expect, it } from 'vitest';
import { parseFaultArgs, readOutage, SCENARIOS, seededRandom } from './options.ts';

describe('parseFaultArgs', () => {
  it('runs everything on both databases by default, with the seed given', () => {
    expect(parseFaultArgs([], 42)).toEqual({
      seed: 42,
      only: [...SCENARIOS],
      backends: ['pglite', 'postgres'],
    });
  });

  it('reads --seed, --only and --db, spaced or with =', () => {
    expect(parseFaultArgs(['--seed', '7', '--only=c,a', '--db', 'postgres'], 1)).toEqual({
      seed: 7,
      only: ['a', 'c'],
      backends: ['postgres'],
    });
    expect(parseFaultArgs(['--db=both'], 1).backends).toEqual(['pglite', 'postgres']);
  });

  it('refuses what it does not know, naming it', () => {
    expect(() => parseFaultArgs(['--only', 'a,x'], 1)).toThrow('--only mengenal a,b,c,d: a,x');
    expect(() => parseFaultArgs(['--db', 'mysql'], 1)).toThrow(
      '--db harus pglite, postgres atau both: mysql',
    );
    expect(() => parseFaultArgs(['--seed', 'abc'], 1)).toThrow('--seed harus bilangan bulat: abc');
    expect(() => parseFaultArgs(['--seed'], 1)).toThrow('--seed perlu nilai');
    expect(() => parseFaultArgs(['--fast', '1'], 1)).toThrow('opsi tidak dikenal: --fast');
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed, and another seed gives another one', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 5 }, () => random.int(0, 1_000));
    };
    expect(draw(3)).toEqual(draw(3));
    expect(draw(3)).not.toEqual(draw(4));
  });

  it('keeps int() within its bounds, both ends reachable', () => {
    const random = seededRandom(9);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(2, 5)));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });
});

describe('readOutage', () => {
  const ok = (at: number) => ({ at, status: 200 });
  const down = (at: number, status = 500) => ({ at, status });

  it('measures the window, the failures and the recovery after the database came back', () => {
    const samples = [ok(0), ok(100), down(200), down(300, 0), down(400), ok(450), ok(500), ok(600)];
    expect(readOutage(samples, 420)).toEqual({
      failed: 3,
      outageMs: 250,
      recoveredAfterMs: 30,
      failedAfterRecovery: 0,
    });
  });

  it('counts failures after the first recovery as a storm, and no recovery as null', () => {
    expect(readOutage([down(0), ok(100), down(200), ok(300)], 50)).toMatchObject({
      recoveredAfterMs: 50,
      failedAfterRecovery: 1,
    });
    expect(readOutage([ok(0), down(100), down(200)], 150)).toMatchObject({
      failed: 2,
      outageMs: 0,
      recoveredAfterMs: null,
    });
  });

  it('reads an unbroken run as no outage, recovered by the first request after the return', () => {
    expect(readOutage([ok(0), ok(10)], 5)).toEqual({
      failed: 0,
      outageMs: 0,
      recoveredAfterMs: 5,
      failedAfterRecovery: 0,
    });
  });
});
