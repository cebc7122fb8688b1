import {
  type PenjualanDetailRow,
  type PenjualanHeaderRow,
  type PenjualanImportInput,
  parsePenjualanImport,
  penjualanImportToRows,
  penjualanRowsToImport,
} from '@toko/shared';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { penjualan, penjualanDetail } from '../../db/schema/index.ts';

type HeaderInsert = typeof penjualan.$inferInsert;
type DetailInsert = typeof penjualanDetail.$inferInsert;

// Checked by tsc, not at run time: the mapper's row types name only real columns, and the
// columns an imported visit leaves to the database are these three on purpose. A new column
// of either table fails here until someone decides what an imported sale puts in it.
expectTypeOf<Exclude<keyof PenjualanHeaderRow, keyof HeaderInsert>>().toEqualTypeOf<never>();
expectTypeOf<Exclude<keyof HeaderInsert, keyof PenjualanHeaderRow>>().toEqualTypeOf<
  'created_at' | 'valid_by' | 'valid_at'
>();
expectTypeOf<keyof PenjualanDetailRow>().toEqualTypeOf<keyof DetailInsert>();

const visit = {
  no_generate: 'GEN-0001',
  no_faktur_group: 'PST-FJ-240315-0001',
  no_faktur_group_user: 'NOTA-17',
  tgl_system: '2024-03-15',
  kode_sales: 'S01',
  kode_member: 'PST-M0001',
  nama_customer: 'IBU ANI',
  no_hp: '081234567890',
  nama_sales: 'SITI',
  alamat_customer: 'JL. MAWAR 1, BEKASI',
  input_by: 'KASIR',
  status_valid: 'DONE',
  jam: '10:15:00',
  curr: 'IDR',
};

/** Cells as the CSV reader gives them; lines of a visit next to each other, visits and lines in key order. */
const FILE: PenjualanImportInput[] = [
  {
    ...visit,
    no_faktur_jual: 'PST-FJ-240315-0001-1',
    kadar_cetak: '750',
    kode_gudang: 'TOKO',
    kode_baki: 'LT17',
    kode_barcode: '123',
    kode_barang: 'CC750-01',
    kode_group: '750',
    kode_dept: 'CC',
    nama_barang: 'CINCIN CONTOH',
    berat_awal: '3.275',
    berat: '3.270',
    harga_jual: '5003500',
    harga_gram: '1480000',
    ongkos: '163500',
    harga_total: '5003500',
    status_kembali: 'OPEN',
    status_tukar: 'false',
    cash_rp: '3003500',
    debet_rp: '2000000',
  },
  {
    ...visit,
    no_faktur_jual: 'PST-FJ-240315-0001-2',
    kadar_cetak: '700',
    kode_gudang: 'TOKO',
    kode_baki: 'KLDLM',
    kode_barcode: '456',
    kode_group: '700',
    kode_dept: 'KL',
    nama_barang: 'KALUNG',
    berat: '10.5',
    berat_awal: '10.5',
    nama_atribut: 'ZIRKON 3 BUTIR',
    berat_atribut: '0.12',
    harga_jual: '14490000',
    harga_gram: '1380000',
    harga_total: '14000000',
    cash_rp: '4000000',
    debet_rp: '10000000',
  },
  // The edges of the columns: characters past one byte, the largest weight an integer holds,
  // rupiah past 2^31, a text total_usd keeping its trailing zero, a leap day, every reference set.
  {
    no_faktur_group: 'PST-FJ-240315-0002',
    no_faktur_jual: 'PST-FJ-240315-0002-1',
    tgl_system: '2024-02-29',
    kode_sales: 'S02',
    nama_customer: `${'Ñ'.repeat(99)}金`,
    alamat_customer: 'Jl. Ḱebon Jeruk\n'.repeat(40),
    kode_marketplace: 'TOKOPEDIA',
    status_valid: 'OPEN',
    status_premi: 'PREMI',
    no_titip_group: 'PST-TP-240301-0003',
    jam: '23:59:59',
    total_usd: '12.50',
    curr: 'USD',
    kode_barcode: '99999999',
    kode_gudang: 'TOKO',
    kode_baki: 'LT17',
    kode_group: 'LM',
    kode_dept: 'LM',
    nama_barang: 'LOGAM MULIA',
    berat_awal: '0.001',
    berat: '2147483.647',
    berat_atribut: '1.5',
    harga_jual: '1000000000000',
    harga_gram: '1950000',
    harga_atribut: '250000',
    ongkos: '12345',
    harga_total: '999999999999',
    status_kembali: 'DONE',
    status_tukar: '1',
    no_pesanan: 'PST-PS-240210-0001',
    transfer_rp: '500000000000',
    tukar_rp: '1',
    credit_rp: '499999999998',
    total_berlian_rp: '3000000',
  },
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('penjualan import shape on the real database', () => {
  it('stores the mapped rows and reads back the lines of the file', async () => {
    const { headers, details } = penjualanImportToRows(FILE, 'PST');
    const headerRows: HeaderInsert[] = headers;
    const detailRows: DetailInsert[] = details;
    const { db } = t.database;
    await db.transaction(async (tx) => {
      await tx.insert(penjualan).values(headerRows);
      await tx.insert(penjualanDetail).values(detailRows);
    });

    const groups = headers.map((header) => header.no_faktur_group);
    const storedHeaders = await db
      .select()
      .from(penjualan)
      .where(inArray(penjualan.no_faktur_group, groups))
      .orderBy(asc(penjualan.no_faktur_group));
    const storedDetails = await db
      .select()
      .from(penjualanDetail)
      .where(inArray(penjualanDetail.no_faktur_group, groups))
      .orderBy(asc(penjualanDetail.no_faktur_group), asc(penjualanDetail.no_faktur_jual));

    expect(penjualanRowsToImport(storedHeaders, storedDetails)).toEqual(parsePenjualanImport(FILE));
    // What the columns hold, beyond the round trip: rupiah past 2^31 as numbers, the visit's sums.
    expect(
      storedHeaders.map((row) => [row.total, row.cash_rp, row.debet_rp, row.transfer_rp, row.credit_rp]),
    ).toEqual([
      [19_003_500, 7_003_500, 12_000_000, 0, 0],
      [999_999_999_999, 0, 0, 500_000_000_000, 499_999_999_998],
    ]);
    expect(
      storedDetails.map((row) => [row.kode_barcode, row.berat, row.harga_system, row.harga_jual]),
    ).toEqual([
      ['00000123', 3_270, 5_003_500, 5_003_500],
      ['00000456', 10_500, 14_490_000, 14_000_000],
      ['99999999', 2_147_483_647, 1_000_000_000_000, 999_999_999_999],
    ]);
  });
});
