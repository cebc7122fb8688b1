import { type PenjualanImportInput, penjualanImportToRows } from '@toko/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { paraSystem, penjualan, penjualanDetail, penjualanHarian, toko } from '../../db/schema/index.ts';
import { refreshPenjualanHarian } from '../sales/penjualan.service.ts';
import { IMPORT_STATUS_PAKSA } from './import-documents.ts';
import { applyPenjualanImport, checkPenjualanRow } from './import-penjualan.ts';

/**
 * The writer of the penjualan type over its staging, on the real database: the rows equal
 * the in-memory mapping (`penjualanImportToRows`, proven lossless), and every whole-file rule
 * refuses the file naming its row with nothing written.
 */

const visit = (no: string, tgl: string) => ({
  no_faktur_group: no,
  tgl_system: tgl,
  kode_sales: 'S01',
  nama_customer: 'IBU ANI',
  alamat_customer: 'JL. MAWAR 1, BEKASI',
  input_by: 'KASIR',
  status_valid: 'OPEN',
  jam: '10:15:00',
});
const line = (group: ReturnType<typeof visit>, n: number, harga: number): PenjualanImportInput => ({
  ...group,
  no_faktur_jual: `${group.no_faktur_group}-${n}`,
  kode_gudang: 'TOKO',
  kode_baki: 'LT17',
  kode_barcode: `${n}${group.no_faktur_group.replace(/\D/g, '').slice(-4)}`,
  kode_group: '750',
  kode_dept: 'CC',
  nama_barang: 'CINCIN, CONTOH',
  berat: '3.270',
  harga_jual: String(harga),
  harga_gram: '1480000',
  harga_total: String(harga),
  status_kembali: 'OPEN',
  cash_rp: String(harga),
});

const A = visit('IMP-FJ-0001', '2024-03-15');
const B = visit('IMP-FJ-0002', '2024-03-16');
const FILE = [line(A, 1, 5_003_500), line(A, 2, 1_000_000), line(B, 1, 2_500_000)];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The shop's business date, as the framework reads it for the apply. */
const tglSystem = async () =>
  (await t.database.db.select().from(toko).where(eq(toko.kode_toko, 'PST')))[0]?.tgl_system ?? '';

/** Checks each record as the framework does, stages them, and writes them in one transaction. */
async function importFile(records: readonly PenjualanImportInput[]) {
  const staged = records.map((record, index) => ({
    baris: index + 2,
    data: checkPenjualanRow(record as Record<string, unknown>, 'PST'),
  }));
  const tanggal = await tglSystem();
  return t.database.db.transaction((tx) =>
    applyPenjualanImport(
      tx,
      {
        kodeToko: 'PST',
        tglSystem: tanggal,
        staged: sql`jsonb_to_recordset(${JSON.stringify(staged)}::jsonb) as s(baris int, data jsonb)`,
      },
      refreshPenjualanHarian,
    ),
  );
}

async function refusal(records: readonly PenjualanImportInput[]): Promise<string> {
  try {
    await importFile(records);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

const countLines = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(penjualanDetail))[0]?.n;

describe('import penjualan: the writer over the staging', () => {
  it('writes the rows the in-memory mapping gives, then updates them on a second import', async () => {
    expect(await importFile(FILE)).toEqual({ baru: 3, diubah: 0 });
    const expected = penjualanImportToRows(FILE, 'PST');
    const groups = expected.headers.map((header) => header.no_faktur_group);
    const headers = await t.database.db
      .select()
      .from(penjualan)
      .where(inArray(penjualan.no_faktur_group, groups))
      .orderBy(asc(penjualan.no_faktur_group));
    expect(headers.map(({ created_at, valid_by, valid_at, ...row }) => row)).toEqual(expected.headers);
    const details = await t.database.db
      .select()
      .from(penjualanDetail)
      .where(inArray(penjualanDetail.no_faktur_group, groups))
      .orderBy(asc(penjualanDetail.no_faktur_jual));
    expect(details).toEqual(expected.details);

    const before = await countLines();
    expect(await importFile(FILE)).toEqual({ baru: 0, diubah: 0 });
    expect(await countLines()).toBe(before);
  });

  it('refuses a visit whose lines disagree, naming the row, and writes nothing', async () => {
    const before = await countLines();
    const C = visit('IMP-FJ-0003', '2024-03-17');
    const message = await refusal([line(C, 1, 1), { ...line(C, 2, 1), nama_customer: 'IBU BUDI' }]);
    expect(message).toBe(
      'Baris 3: nama_customer "IBU BUDI" berbeda dengan "IBU ANI" di baris 2; ' +
        'satu no_faktur_group IMP-FJ-0003 harus sama di semua barisnya',
    );
    expect(await countLines()).toBe(before);
  });

  it('refuses a no_faktur_jual given twice and a date after the business date', async () => {
    const C = visit('IMP-FJ-0004', '2024-03-17');
    expect(await refusal([line(C, 1, 1), line(C, 2, 1), line(C, 1, 1)])).toBe(
      'Baris 4: no_faktur_jual IMP-FJ-0004-1 sudah ada di baris 2',
    );
    const [shop] = await t.database.db.select().from(toko).where(eq(toko.kode_toko, 'PST'));
    const late = visit('IMP-FJ-0005', '2999-01-01');
    expect(await refusal([line(C, 1, 1), line(late, 1, 1)])).toBe(
      `Baris 3: tgl_system 2999-01-01 sesudah tanggal system toko ${shop?.tgl_system}`,
    );
  });

  it('refuses a number of a sale made at the counter, and one of another shop', async () => {
    const [shop] = await t.database.db.select().from(toko).where(eq(toko.kode_toko, 'PST'));
    const counter = {
      kode_toko: 'PST',
      tgl_system: shop?.tgl_system ?? '2024-01-01',
      jam: '09:00:00',
      kode_sales: 'S01',
      nama_customer: 'X',
      total: 0,
      input_by: 'KASIR',
    };
    await t.database.db.insert(penjualan).values([
      { ...counter, no_faktur_group: 'PST-FJ-KASIR-1', idempotency_key: 'layar-1' },
      { ...counter, kode_toko: 'T2', no_faktur_group: 'T2-FJ-1', idempotency_key: 'import:T2-FJ-1' },
    ]);
    expect(await refusal([line(visit('PST-FJ-KASIR-1', '2024-03-17'), 1, 1)])).toBe(
      'Baris 2: no_faktur_group PST-FJ-KASIR-1 adalah penjualan yang dibuat di kasir toko ini, bukan hasil import',
    );
    expect(await refusal([line(A, 1, 1), line(visit('T2-FJ-1', '2024-03-17'), 1, 1)])).toBe(
      'Baris 3: no_faktur_group T2-FJ-1 sudah dipakai penjualan toko T2',
    );
  });

  it('refuses a sold barcode that is on a tray of this shop right now', async () => {
    await t.database.db.execute(sql`insert into barang (kode_toko, kode_barcode, kode_group, kode_dept, kode_gudang,
        kode_baki, nama_barang, berat, berat_asli, stock, tgl_masuk, created_by, updated_by)
      values ('PST', '77700001', '750', 'CC', 'TOKO', 'CC01', 'CINCIN DI BAKI', 2000, 2000, 1, '2024-01-01', 'OWNER', 'OWNER')`);
    const E = visit('IMP-FJ-0007', '2024-03-18');
    expect(await refusal([line(E, 1, 1), { ...line(E, 2, 1), kode_barcode: '77700001' }])).toBe(
      'Baris 3: kode_barcode 77700001 masih ada di stok toko ini (gudang TOKO, baki CC01); ' +
        'barang yang sudah terjual tidak bisa sekaligus ada di baki',
    );
  });

  it('forces status_kembali OPEN and status_valid DONE when the shop variant is on', async () => {
    await t.database.db
      .insert(paraSystem)
      .values({ kode_toko: 'PST', key: IMPORT_STATUS_PAKSA, value: 'true', kategori: 'MODULE' })
      .onConflictDoUpdate({ target: [paraSystem.kode_toko, paraSystem.key], set: { value: 'true' } });
    const D = { ...visit('IMP-FJ-0006', '2024-03-18'), status_valid: 'OPEN' };
    await importFile([{ ...line(D, 1, 1), status_kembali: 'DONE' }]);
    const [header] = await t.database.db
      .select()
      .from(penjualan)
      .where(eq(penjualan.no_faktur_group, 'IMP-FJ-0006'));
    const [detail] = await t.database.db
      .select()
      .from(penjualanDetail)
      .where(eq(penjualanDetail.no_faktur_group, 'IMP-FJ-0006'));
    expect([header?.status_valid, detail?.status_kembali]).toEqual(['DONE', 'OPEN']);
    await t.database.db
      .update(paraSystem)
      .set({ value: 'false' })
      .where(and(eq(paraSystem.kode_toko, 'PST'), eq(paraSystem.key, IMPORT_STATUS_PAKSA)));
  });

  it('refreshes the roll-up of the past days it wrote to equal their lines', async () => {
    const [day] = await t.database.db
      .select()
      .from(penjualanHarian)
      .where(and(eq(penjualanHarian.kode_toko, 'PST'), eq(penjualanHarian.tanggal, '2024-03-15')));
    expect(day).toMatchObject({ jumlah_nota: 1, jumlah_barang: 2, berat: 6540, value: 6_003_500 });
  });
});
