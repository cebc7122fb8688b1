import {
  type PembelianDetailRow,
  type PembelianHeaderRow,
  type PembelianImportInput,
  pembelianImportToRows,
} from '@toko/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { paraSystem, pembelian, pembelianDetail, pembelianHarian, toko } from '../../db/schema/index.ts';
import { refreshPembelianHarian } from '../purchases/pembelian.service.ts';
import { IMPORT_STATUS_PAKSA } from './import-documents.ts';
import { applyPembelianImport, checkPembelianRow } from './import-pembelian.ts';

/** The writer of the pembelian type over its staging, on the real database. */

type HeaderInsert = typeof pembelian.$inferInsert;
// Checked by tsc: the mapper's rows name only real columns, and leave to the database exactly
// the three columns the writer leaves (untouchedHeader); a new column fails here until decided.
expectTypeOf<Exclude<keyof PembelianHeaderRow, keyof HeaderInsert>>().toEqualTypeOf<never>();
expectTypeOf<Exclude<keyof HeaderInsert, keyof PembelianHeaderRow>>().toEqualTypeOf<
  'created_at' | 'valid_by' | 'valid_at'
>();
expectTypeOf<keyof PembelianDetailRow>().toEqualTypeOf<keyof typeof pembelianDetail.$inferInsert>();

const visit = (no: string, tgl: string) => ({
  no_faktur_group: no,
  tgl_system: tgl,
  kode_sales: 'S01',
  nama_customer: 'IBU ANI',
  input_by: 'KASIR',
  status_valid: 'OPEN',
});
const line = (group: ReturnType<typeof visit>, n: number, harga: number): PembelianImportInput => ({
  ...group,
  no_faktur_beli: `${group.no_faktur_group}-${n}`,
  kode_gudang: 'BELI',
  kode_group: '750',
  kode_dept: 'CC',
  nama_barang: 'CINCIN, RUSAK',
  berat_nota: '3.275',
  berat: '3.270',
  harga_nota: String(harga + 100_000),
  harga: String(harga),
  harga_rata: '1376146',
  kondisi: 'RUSAK',
  type_kondisi: 'PERSENTASE',
});

const A = visit('IMP-FB-0001', '2024-03-15');
const FILE = [
  line(A, 1, 4_500_000),
  { ...line(A, 2, 3_000_000), kadar: '700', cash_rp: '1000000', transfer_rp: '2000000' },
  line(visit('IMP-FB-0002', '2024-03-16'), 1, 2_000_000),
];

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

async function importFile(records: readonly PembelianImportInput[]) {
  const staged = records.map((record, index) => ({
    baris: index + 2,
    data: checkPembelianRow(record as Record<string, unknown>, 'PST'),
  }));
  const tanggal = await tglSystem();
  return t.database.db.transaction((tx) =>
    applyPembelianImport(
      tx,
      {
        kodeToko: 'PST',
        tglSystem: tanggal,
        staged: sql`jsonb_to_recordset(${JSON.stringify(staged)}::jsonb) as s(baris int, data jsonb)`,
      },
      refreshPembelianHarian,
    ),
  );
}

async function refusal(records: readonly PembelianImportInput[]): Promise<string> {
  try {
    await importFile(records);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

const countLines = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(pembelianDetail))[0]?.n;

describe('import pembelian: the writer over the staging', () => {
  it('writes the rows the in-memory mapping gives, and nothing new the second time', async () => {
    expect(await importFile(FILE)).toEqual({ baru: 3, diubah: 0 });
    const expected = pembelianImportToRows(FILE, 'PST');
    const groups = expected.headers.map((header) => header.no_faktur_group);
    const headers = await t.database.db
      .select()
      .from(pembelian)
      .where(inArray(pembelian.no_faktur_group, groups))
      .orderBy(asc(pembelian.no_faktur_group));
    expect(headers.map(({ created_at, valid_by, valid_at, ...row }) => row)).toEqual(expected.headers);
    expect(headers[0]).toMatchObject({ total: 7_500_000, cash_rp: 5_500_000, transfer_rp: 2_000_000 });
    const details = await t.database.db
      .select()
      .from(pembelianDetail)
      .where(inArray(pembelianDetail.no_faktur_group, groups))
      .orderBy(asc(pembelianDetail.no_faktur_beli));
    expect(details).toEqual(expected.details);

    const before = await countLines();
    expect(await importFile(FILE)).toEqual({ baru: 0, diubah: 0 });
    expect(await countLines()).toBe(before);
  });

  it('drops the lines a corrected file no longer has from a re-imported visit', async () => {
    expect(await importFile([FILE[0] as PembelianImportInput])).toEqual({ baru: 0, diubah: 1 });
    const [header] = await t.database.db
      .select()
      .from(pembelian)
      .where(eq(pembelian.no_faktur_group, 'IMP-FB-0001'));
    const lines = await t.database.db
      .select()
      .from(pembelianDetail)
      .where(eq(pembelianDetail.no_faktur_group, 'IMP-FB-0001'));
    expect([header?.total, lines.length]).toEqual([4_500_000, 1]);
  });

  it('refuses a visit whose lines disagree and a number given twice, writing nothing', async () => {
    const before = await countLines();
    const C = visit('IMP-FB-0003', '2024-03-17');
    expect(await refusal([line(C, 1, 1), { ...line(C, 2, 1), tgl_system: '2024-03-18' }])).toBe(
      'Baris 3: tgl_system "2024-03-18" berbeda dengan "2024-03-17" di baris 2; ' +
        'satu no_faktur_group IMP-FB-0003 harus sama di semua barisnya',
    );
    expect(await refusal([line(C, 1, 1), line(C, 1, 1)])).toBe(
      'Baris 3: no_faktur_beli IMP-FB-0003-1 sudah ada di baris 2',
    );
    expect(await countLines()).toBe(before);
  });

  it('forces status_valid DONE when the shop variant is on', async () => {
    await t.database.db
      .insert(paraSystem)
      .values({ kode_toko: 'PST', key: IMPORT_STATUS_PAKSA, value: 'true', kategori: 'MODULE' })
      .onConflictDoUpdate({ target: [paraSystem.kode_toko, paraSystem.key], set: { value: 'true' } });
    await importFile([line(visit('IMP-FB-0004', '2024-03-18'), 1, 1)]);
    const [header] = await t.database.db
      .select()
      .from(pembelian)
      .where(eq(pembelian.no_faktur_group, 'IMP-FB-0004'));
    expect(header?.status_valid).toBe('DONE');
  });

  it('keeps the roll-up of a past day equal to its lines', async () => {
    const [day] = await t.database.db
      .select()
      .from(pembelianHarian)
      .where(and(eq(pembelianHarian.kode_toko, 'PST'), eq(pembelianHarian.tanggal, '2024-03-15')));
    expect(day).toMatchObject({ jumlah_nota: 1, jumlah_barang: 1, berat: 3270, value: 4_500_000 });
  });
});
