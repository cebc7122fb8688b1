import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { BooksRig } from './books-run.ts';

/**
 * The bounded run of the books property (issue 17): a fixed seed, a dozen sequences of up to
 * 25 operations on one database (PGlite, or PostgreSQL with TEST_DATABASE_URL). About 20-50 s
 * on a two-core machine; `npm run check:books` runs thousands.
 */
const rig = new BooksRig({ newApp: () => createTestApp() });
afterAll(() => rig.close());

describe('the books balance after any sequence of real operations', () => {
  it('stock, cash and reports agree with each other and with the model after every step', async () => {
    await fc.assert(rig.property(25), { seed: 172, numRuns: 12 });
  }, 300_000);
});
