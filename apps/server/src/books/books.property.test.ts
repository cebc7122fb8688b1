import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { BooksRig } from './books-run.ts';
import { eodMatchesDay } from './check-eod.ts';

/**
 * The bounded run of the books property (issue 17): a fixed seed, 40 sequences of up to 25
 * operations on one database (PGlite, or PostgreSQL with TEST_DATABASE_URL). About 25-35 s
 * on a busy two-core machine; `npm run check:books` runs thousands.
 */
const rig = new BooksRig({ newApp: () => createTestApp(), eodSummary: eodMatchesDay });
afterAll(() => rig.close());

describe('the books balance after any sequence of real operations', () => {
  it('stock, cash and reports agree with each other and with the model after every step', async () => {
    await fc.assert(rig.property(25), { seed: 172, numRuns: 40 });
  }, 300_000);
});
