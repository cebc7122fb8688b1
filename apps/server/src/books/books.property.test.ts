import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { BooksRig } from './books-run.ts';

const rig = new BooksRig({ newApp: () => createTestApp(), resetEvery: 1_000 });
afterAll(() => rig.close());

describe('the books balance after any sequence of real operations', () => {
  it('stock, cash and reports agree with each other and with the model after every step', async () => {
    await fc.assert(rig.property(25), { seed: 17_2, numRuns: 8, endOnFailure: true });
  }, 300_000);
});
