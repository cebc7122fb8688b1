import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { BooksDiscrepancy, BooksRig } from './books-run.ts';

/**
 * The planted bug: a hancur that marks the piece destroyed but forgets its movement, so the
 * balance still counts it in its tray. Every other movement is written as the real ledger
 * writes it. A books check that cannot catch this would prove nothing.
 */
vi.mock('../modules/goods/stock-ledger.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../modules/goods/stock-ledger.ts')>();
  return {
    ...real,
    recordMovement: async (...args: Parameters<typeof real.recordMovement>) => {
      if (args[1].kolom === 'hancur') return;
      await real.recordMovement(...args);
    },
  };
});

const rig = new BooksRig({ newApp: () => createTestApp() });
afterAll(() => rig.close());

describe('the books property with a movement that forgets hancur', () => {
  it('fails, shrinks to a sequence that destroys a piece and names the tray that no longer balances', async () => {
    const result = await fc.check(rig.property(25), { seed: 172, numRuns: 30 });
    expect(result.failed).toBe(true);
    const shrunk = String(result.counterexample?.[0]);
    // Shrunk to its essence: add a piece, destroy it.
    expect(shrunk).toMatch(/^TambahBarang\([\d.]+ g, \w+\),Hancur\(#\d+, otorisasi benar\) /);
    expect(result.errorInstance).toBeInstanceOf(BooksDiscrepancy);
    const { discrepancies } = result.errorInstance as BooksDiscrepancy;
    expect(discrepancies.some((text) => /^TOKO\/\w+ \d{4}-\d\d-\d\d: saldo akhir \d+ pcs/.test(text))).toBe(
      true,
    );
  }, 300_000);
});
