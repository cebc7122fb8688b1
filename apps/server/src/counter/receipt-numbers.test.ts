import { formatReceiptNumber } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BuiltOnce, Values } from '../db/built-once.ts';
import { nomorUrut } from '../db/schema/index.ts';
import { type NumberToTake, nextReceiptNumber, numberTakenInStatement } from './receipt-numbers.ts';

describe('a receipt number taken by the statement that writes the document', () => {
  let t: TestApp;
  const statements = new BuiltOnce();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Takes a number the way a document's save does: one statement, built once for every call. */
  async function takeInStatement(take: NumberToTake): Promise<string> {
    const values = new Values();
    const { taken, number } = numberTakenInStatement(t.database.db, take, values);
    const [row] = await statements.run<{ no: string }>(t.database.db, 'nomor', values, () => {
      const fields = { no: sql<string>`${number}`.as('no') };
      return { statement: t.database.db.with(taken).select(fields).from(taken), fields };
    });
    return row?.no as string;
  }

  /** Puts a counter where the next number it gives is `next`. */
  async function counterAt(take: NumberToTake, next: number) {
    await t.database.db
      .insert(nomorUrut)
      .values({ kode_toko: take.kodeToko, jenis: take.type, tanggal: take.tanggal, terakhir: next - 1 })
      .onConflictDoUpdate({
        target: [nomorUrut.kode_toko, nomorUrut.jenis, nomorUrut.tanggal],
        set: { terakhir: next - 1 },
      });
  }

  it('reads as formatReceiptNumber, four digits and never cut, from a new counter on', async () => {
    const take: NumberToTake = { kodeToko: 'PST', type: 'FJ', tanggal: '2026-03-04' };
    expect(await takeInStatement(take)).toBe('PST-FJ-260304-0001');
    for (const next of [2, 42, 9999, 10_000, 123_456]) {
      await counterAt(take, next);
      expect(await takeInStatement(take)).toBe(formatReceiptNumber('PST', 'FJ', '2026-03-04', next));
    }
  });

  it('takes from the counter the call names, though the statement was built for another', async () => {
    const other: NumberToTake = { kodeToko: 'T2', type: 'FB', tanggal: '2026-03-05' };
    expect(await takeInStatement(other)).toBe('T2-FB-260305-0001');
    expect(await takeInStatement(other)).toBe('T2-FB-260305-0002');
    // The same counter as the one a statement of its own takes from: one sequence.
    expect(await nextReceiptNumber(t.database.db, 'T2', 'FB', '2026-03-05')).toBe('T2-FB-260305-0003');
  });
});
