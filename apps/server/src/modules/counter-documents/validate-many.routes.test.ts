import type { Barang } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, scanned } from '../../../test/goods-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';

/**
 * A supervisor validates the day's receipts in one go. The audit entry used to join every
 * number into one 120-character field: twelve receipts overflowed it and the validation
 * answered 500. Each receipt now has an entry of its own.
 */
let t: TestApp;
let owner: string;
let spv: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, spv] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'SPV')]);
});
afterAll(async () => {
  await t.close();
});

describe('validating many receipts at once', () => {
  it('validates twelve sales in one call, an audit entry for each', async () => {
    const pieces = await addPieces(
      t,
      owner,
      Array.from({ length: 12 }, (_, index) => ({ nama_barang: `CINCIN ${index + 1}`, berat: 2 })),
    );
    const nos: string[] = [];
    for (const [index, piece] of pieces.entries()) {
      const response = await t.call('POST', 'penjualan', owner, {
        idempotency_key: `validasi-banyak-${index}-xxxx`,
        kode_sales: 'S01',
        nama_customer: 'ibu ani',
        items: [scanned(piece as Barang)],
        bayar: { cash: 20_000_000 },
      });
      expect(response.statusCode, response.body).toBe(200);
      nos.push(response.json().no_faktur_group);
    }
    const response = await t.call('POST', 'penjualan/validasi', spv, { no_faktur_group: nos });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await t.database.db
      .select({ entity_id: auditLog.entity_id, user_id: auditLog.user_id })
      .from(auditLog)
      .where(and(eq(auditLog.kode_toko, 'PST'), eq(auditLog.action, 'VALIDASI_PENJUALAN')));
    expect(entries.map((entry) => entry.entity_id).sort()).toEqual([...nos].sort());
    expect(new Set(entries.map((entry) => entry.user_id))).toEqual(new Set(['SPV']));
  });
});
