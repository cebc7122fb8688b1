import { TEXTS } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { closeDay } from '../../../test/till-fixtures.ts';
import { nextBarcode, nextReceiptNumber } from '../../counter/receipt-numbers.ts';
import { barangMutasi } from '../../db/schema/index.ts';
import { balanceRows, type Movement, recordMovement } from './stock-ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const base: Omit<Movement, 'kolom' | 'stock' | 'berat' | 'kodeBarcode'> = {
  kodeToko: 'PST',
  tanggal: '2026-11-22',
  kodeGudang: 'TOKO',
  kodeBaki: 'LT17',
  noRef: 'PST-TB-261122-0001',
  userId: 'OWNER',
};

describe('stock ledger', () => {
  it('keeps one balance row per day, barcode and place, reconciled to the milligram', async () => {
    await t.database.db.transaction(async (tx) => {
      await recordMovement(tx, { ...base, kodeBarcode: '00000101', kolom: 'tambah', stock: 1, berat: 3_270 });
      await recordMovement(tx, {
        ...base,
        kodeBarcode: '00000102',
        kolom: 'tambah',
        stock: 1,
        berat: 10_500,
      });
      // 00000102 moves to another tray: out here, in there.
      await recordMovement(tx, { ...base, kodeBarcode: '00000102', kolom: 'out', stock: 1, berat: 10_500 });
      await recordMovement(tx, {
        ...base,
        kodeBarcode: '00000102',
        kodeBaki: 'KLDLM',
        kolom: 'in',
        stock: 1,
        berat: 10_500,
      });
    });
    const rows = await balanceRows(t.database.db, 'PST', '2026-11-22');
    const row = (barcode: string, baki: string) =>
      rows.find((r) => r.kode_barcode === barcode && r.kode_baki === baki);
    expect(row('00000101', 'LT17')).toMatchObject({
      stock_tambah: 1,
      berat_tambah: 3_270,
      stock_akhir: 1,
      berat_akhir: 3_270,
    });
    expect(row('00000102', 'LT17')).toMatchObject({
      stock_tambah: 1,
      stock_out: 1,
      stock_akhir: 0,
      berat_akhir: 0,
    });
    expect(row('00000102', 'KLDLM')).toMatchObject({
      stock_in: 1,
      berat_in: 10_500,
      stock_akhir: 1,
      berat_akhir: 10_500,
    });
    const movements = await t.database.db.select().from(barangMutasi);
    expect(movements).toHaveLength(4);
  });

  it('is guarded by the database: a balance row that does not add up is refused', async () => {
    await expect(
      t.database.db.execute(
        sql`update barang_saldo set berat_akhir = berat_akhir + 1 where kode_barcode = '00000101'`,
      ),
    ).rejects.toThrow();
  });

  it('books washing loss (susut) as weight only: never a piece, never a gain', async () => {
    const susut = { ...base, kodeBarcode: '00000101', kolom: 'susut', noRef: 'PST-CC-261122-0001' } as const;
    await t.database.db.transaction((tx) => recordMovement(tx, { ...susut, stock: 0, berat: 70 }));
    const rows = await balanceRows(t.database.db, 'PST', '2026-11-22');
    expect(rows.find((r) => r.kode_barcode === '00000101')).toMatchObject({
      stock_susut: 0,
      berat_susut: 70,
      stock_akhir: 1,
      berat_akhir: 3_200,
    });
    for (const wrong of [
      { stock: 1, berat: 70 },
      { stock: 0, berat: -70 },
      { stock: 0, berat: 0 },
    ]) {
      await expect(
        t.database.db.transaction((tx) => recordMovement(tx, { ...susut, ...wrong })),
      ).rejects.toThrow();
    }
  });

  it('writes nothing of a movement whose transaction fails', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordMovement(tx, {
          ...base,
          kodeBarcode: '00000103',
          kolom: 'tambah',
          stock: 1,
          berat: 1_000,
        });
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    const rows = await balanceRows(t.database.db, 'PST', '2026-11-22');
    expect(rows.some((r) => r.kode_barcode === '00000103')).toBe(false);
  });

  it('opens the next day with awal = akhir when the day is closed', async () => {
    const owner = await t.login('PST', 'OWNER');
    const closed = await closeDay(t, owner);
    expect(closed.json().message).toBe(TEXTS.storeClosed);
    const next = await balanceRows(t.database.db, 'PST', '2026-11-23');
    expect(
      next
        .map((r) => [r.kode_barcode, r.kode_baki, r.stock_awal, r.berat_awal, r.stock_akhir, r.berat_akhir])
        .sort(),
    ).toEqual([
      ['00000101', 'LT17', 1, 3_200, 1, 3_200],
      ['00000102', 'KLDLM', 1, 10_500, 1, 10_500],
    ]);
  });
});

describe('numbering', () => {
  it('counts receipt numbers per shop, type and day, without repeats under concurrency', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.database.db.transaction((tx) => nextReceiptNumber(tx, 'T2', 'PB', '2026-11-22')),
      ),
    );
    expect(new Set(numbers).size).toBe(12);
    expect([...numbers].sort()[0]).toBe('T2-PB-261122-0001');
    expect([...numbers].sort()[11]).toBe('T2-PB-261122-0012');
    expect(await t.database.db.transaction((tx) => nextReceiptNumber(tx, 'T2', 'PB', '2026-11-23'))).toBe(
      'T2-PB-261123-0001',
    );
    expect(await t.database.db.transaction((tx) => nextReceiptNumber(tx, 'T3', 'PB', '2026-11-22'))).toBe(
      'T3-PB-261122-0001',
    );
  });

  it('hands out 8-digit barcodes that never repeat', async () => {
    const codes = await Promise.all(
      Array.from({ length: 5 }, () => t.database.db.transaction((tx) => nextBarcode(tx))),
    );
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^\d{8}$/);
  });
});

describe('GET kirimbarang/get/nokirim', () => {
  it('needs a token and the Kirim Barang menu', async () => {
    expect((await t.call('GET', 'kirimbarang/get/nokirim')).statusCode).toBe(401);
    const kasir = await t.login('T3', 'KASIR');
    expect((await t.call('GET', 'kirimbarang/get/nokirim', kasir)).statusCode).toBe(403);
  });

  it('shows the next sending number of the shop day without taking it', async () => {
    const owner = await t.login('T3', 'OWNER');
    const first = await t.call('GET', 'kirimbarang/get/nokirim', owner);
    expect(first.json()).toEqual({ no_kirim: 'T3-KB-261122-0001' });
    expect((await t.call('GET', 'kirimbarang/get/nokirim', owner)).json()).toEqual({
      no_kirim: 'T3-KB-261122-0001',
    });
    await t.database.db.transaction((tx) => nextReceiptNumber(tx, 'T3', 'KB', '2026-11-22'));
    expect((await t.call('GET', 'kirimbarang/get/nokirim', owner)).json()).toEqual({
      no_kirim: 'T3-KB-261122-0002',
    });
  });
});
