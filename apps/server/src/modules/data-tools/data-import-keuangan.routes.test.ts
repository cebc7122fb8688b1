import { type Keuangan, type SaldoKas, TEXTS } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPart, importRows } from '../../../test/import-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { closeDay } from '../../../test/till-fixtures.ts';
import { keuangan, keuanganSaldo } from '../../db/schema/index.ts';
import { SERVER_TEXTS } from '../../texts.ts';

const T = SERVER_TEXTS.dataImport;
const REKENING = '1234567890';
const YESTERDAY = '2026-11-21';
const BEFORE = '2026-11-20';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
});
afterAll(async () => {
  await t.close();
});

/** A line of the old ledger, every SPEC §3 column, the way a spreadsheet exports it (all text). */
const line = (values: Record<string, string>) => ({
  no_rekening: '',
  fee: '0',
  ppn_rp: '0',
  no_reff: '',
  tanggal: BEFORE,
  jenis: 'CASH',
  deskripsi: '',
  keterangan: '',
  kategori: 'PENJUALAN',
  jumlah_in: '0',
  jumlah_out: '0',
  status: 'DONE',
  input_by: 'ADMIN LAMA',
  input_date: `${BEFORE} 10:00:00`,
  input_by_cashier: 'KASIR LAMA',
  valid_by: '',
  ...values,
});

const cashFile = [
  line({ no_reff: 'FJ-001', deskripsi: 'JUAL CINCIN, 2 PCS', jumlah_in: '2500000' }),
  line({ no_reff: 'FJ-001', deskripsi: 'KEMBALIAN', jumlah_out: '50000' }),
  line({ kategori: 'LISTRIK', keterangan: 'BAYAR PLN', jumlah_out: '300000', tanggal: TEST_TODAY }),
  line({ kategori: 'LISTRIK', keterangan: 'BAYAR PLN', jumlah_out: '300000', tanggal: TEST_TODAY }),
];

async function saldo(token: string, tanggal?: string): Promise<Record<string, SaldoKas>> {
  const response = await t.call('GET', `cash/saldo${tanggal ? `?tanggal=${tanggal}` : ''}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries((response.json() as SaldoKas[]).map((row) => [row.akun, row]));
}

async function cashBook(token: string, query: string): Promise<Keuangan[]> {
  const response = await t.call('GET', `cash/paginated?limit=100&${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const ledgerCount = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(keuangan)
      .where(eq(keuangan.kode_toko, 'PST'))
  )[0]?.n;

describe('keuangan_cash', () => {
  it('books the till’s lines on their days: the cash book and the balance see them', async () => {
    const before = await saldo(owner);
    const run = await importRows(t, owner, 'keuangan_cash', cashFile);
    expect(run.job).toMatchObject({
      status: 'SELESAI',
      baru: 4,
      diubah: 0,
      message: TEXTS.dataTools.berhasilImport,
    });

    const rows = await cashBook(owner, `dari=${BEFORE}&sampai=${BEFORE}`);
    expect(
      rows.map((row) => [
        row.jenis,
        row.kategori,
        row.deskripsi,
        row.keterangan,
        row.jumlah_in,
        row.jumlah_out,
        row.input_by,
      ]),
    ).toEqual([
      ['CASH', 'PENJUALAN', 'FJ-001', 'KEMBALIAN', 0, 50_000, 'ADMIN LAMA'],
      ['CASH', 'PENJUALAN', 'FJ-001', 'JUAL CINCIN, 2 PCS', 2_500_000, 0, 'ADMIN LAMA'],
    ]);
    // Two equal lines without a no_reff are two lines (their occurrence in the file tells them apart).
    const today = await cashBook(owner, 'search=pln');
    expect(today.map((row) => [row.tanggal, row.deskripsi, row.keterangan, row.jumlah_out])).toEqual([
      [TEST_TODAY, '-', 'BAYAR PLN', 300_000],
      [TEST_TODAY, '-', 'BAYAR PLN', 300_000],
    ]);
    const after = await saldo(owner);
    expect(after.KAS?.awal).toBe((before.KAS?.awal ?? 0) + 2_450_000);
    expect(after.KAS?.keluar).toBe((before.KAS?.keluar ?? 0) + 600_000);
  });

  it('the same file twice books nothing new; an amount corrected under its no_reff updates its line', async () => {
    const count = await ledgerCount();
    expect((await importRows(t, owner, 'keuangan_cash', cashFile)).job).toMatchObject({
      status: 'SELESAI',
      baru: 0,
      diubah: 0,
    });
    expect(await ledgerCount()).toBe(count);
    const corrected = [
      line({ no_reff: 'FJ-001', deskripsi: 'JUAL CINCIN, 2 PCS', jumlah_in: '2600000' }),
      ...cashFile.slice(1),
    ];
    expect((await importRows(t, owner, 'keuangan_cash', corrected)).job).toMatchObject({
      status: 'SELESAI',
      baru: 0,
      diubah: 1,
    });
    expect(await ledgerCount()).toBe(count);
    const rows = await cashBook(owner, `dari=${BEFORE}&sampai=${BEFORE}&search=cincin`);
    expect(rows.map((row) => row.jumlah_in)).toEqual([2_600_000]);
  });

  it('refuses a row of the other kind, a fee on cash, a day after the business date, naming the row; nothing is booked', async () => {
    const count = await ledgerCount();
    const cases: [Record<string, string>, string][] = [
      [{ jenis: 'TRANSFER', no_rekening: REKENING, jumlah_in: '5' }, T.bukanCash('TRANSFER')],
      [{ no_rekening: REKENING, jumlah_in: '5' }, T.cashTanpaRekening],
      [{ fee: '1000', jumlah_in: '5' }, T.feeHanyaKartu],
      [{ tanggal: '2026-11-23', jumlah_in: '5' }, T.setelahTanggalSystem('2026-11-23', TEST_TODAY)],
      [{ tanggal: '22/11/2026', jumlah_in: '5' }, T.bukanTanggal('tanggal')],
      [{ jumlah_in: '-5' }, T.bukanAngka('jumlah_in')],
    ];
    for (const [values, reason] of cases) {
      const run = await importRows(t, owner, 'keuangan_cash', [cashFile[0] ?? {}, line(values)]);
      expect({ status: run.response.statusCode, message: run.response.json().message }).toEqual({
        status: 400,
        message: T.baris(3, reason),
      });
    }
    expect(await ledgerCount()).toBe(count);
  });
  it('keeps a description longer than the ledger’s receipt column in the note, whole', async () => {
    const long = 'SETORAN MODAL AWAL TAHUN DARI PEMILIK UNTUK PEMBELIAN EMAS BATANGAN, DICATAT ULANG';
    const run = await importRows(t, owner, 'keuangan_cash', [
      line({ kategori: 'MODAL', deskripsi: long, jumlah_in: '1000' }),
    ]);
    expect(run.job).toMatchObject({ status: 'SELESAI', baru: 1 });
    const rows = await cashBook(owner, `dari=${BEFORE}&sampai=${BEFORE}&kategori=MODAL`);
    expect(rows.map((row) => [row.deskripsi, row.keterangan])).toEqual([['-', long]]);
  });
});

describe('keuangan_non_cash', () => {
  it('books bank lines into the shop’s account: the balance of that account moves', async () => {
    const before = await saldo(owner);
    const run = await importRows(t, owner, 'keuangan_non_cash', [
      line({ jenis: 'TRANSFER', no_rekening: REKENING, no_reff: 'FJ-002', jumlah_in: '1000000' }),
      line({ jenis: 'DEBET', no_rekening: REKENING, no_reff: 'FJ-003', jumlah_in: '510000', fee: '10000' }),
      line({ jenis: '', no_rekening: REKENING, kategori: 'BIAYA ADMIN', jumlah_out: '6500' }),
    ]);
    expect(run.job).toMatchObject({ status: 'SELESAI', baru: 3 });
    const rows = await cashBook(owner, `dari=${BEFORE}&sampai=${BEFORE}&jenis=TRANSFER`);
    expect(rows.map((row) => [row.no_rekening, row.kode_bank, row.jumlah_in, row.jumlah_out])).toEqual([
      [REKENING, 'BCA', 0, 6_500],
      [REKENING, 'BCA', 1_000_000, 0],
    ]);
    const after = await saldo(owner);
    expect(after[REKENING]?.awal).toBe((before[REKENING]?.awal ?? 0) + 1_000_000 + 510_000 - 6_500);
    expect(after.KAS).toEqual(before.KAS);
  });

  it('refuses a CASH row, and an account the shop does not have, naming the row; nothing is booked', async () => {
    const count = await ledgerCount();
    const cash = await importRows(t, owner, 'keuangan_non_cash', [line({ jenis: 'CASH', jumlah_in: '5' })]);
    expect(cash.response.json().message).toBe(T.baris(2, T.bukanNonCash));
    const unknown = await importRows(t, owner, 'keuangan_non_cash', [
      line({ jenis: 'TRANSFER', no_rekening: REKENING, jumlah_in: '7' }),
      line({ jenis: 'TRANSFER', no_rekening: '555', jumlah_in: '7' }),
    ]);
    expect(unknown.job).toMatchObject({
      status: 'GAGAL',
      message: T.baris(3, T.tidakTerdaftar('Rekening', '555')),
    });
    expect(await ledgerCount()).toBe(count);
    // An account the shop closed (inactive) takes no imported money either.
    await t.database.db.execute(
      sql`update master_rekening set status_aktif = false where kode_toko = 'PST' and no_rekening = '9876543210'`,
    );
    const inactive = await importRows(t, owner, 'keuangan_non_cash', [
      line({ jenis: 'TRANSFER', no_rekening: '9876543210', jumlah_in: '7' }),
    ]);
    expect(inactive.job).toMatchObject({
      status: 'GAGAL',
      message: T.baris(2, T.tidakTerdaftar('Rekening', '9876543210')),
    });
    await t.database.db.execute(
      sql`update master_rekening set status_aktif = true where kode_toko = 'PST' and no_rekening = '9876543210'`,
    );
    expect(await ledgerCount()).toBe(count);
  });

  it('goes through the one cash call, whose type says which rules apply', async () => {
    const response = await importPart(t, owner, 'keuangan_non_cash', { type: 'keuangan_cash' }, [
      line({ jenis: 'TRANSFER', no_rekening: REKENING }),
    ]);
    expect(response.json().message).toBe(T.baris(2, T.bukanCash('TRANSFER')));
  });
});

describe('closed days', () => {
  it('a line imported onto a closed day freezes that day and every later closed day again', async () => {
    const closed = await closeDay(t, owner);
    expect(closed.statusCode, closed.body).toBe(200);
    const nextDay = await t.login('PST', 'OWNER');
    const frozenBefore = await t.database.db
      .select()
      .from(keuanganSaldo)
      .where(
        and(
          eq(keuanganSaldo.kode_toko, 'PST'),
          eq(keuanganSaldo.tanggal, TEST_TODAY),
          eq(keuanganSaldo.akun, 'KAS'),
        ),
      );
    const openBefore = await saldo(nextDay);

    const run = await importRows(t, nextDay, 'keuangan_cash', [
      line({ tanggal: YESTERDAY, no_reff: 'FJ-LAMA', jumlah_in: '777000' }),
    ]);
    expect(run.job).toMatchObject({ status: 'SELESAI', baru: 1 });

    const [frozen] = await t.database.db
      .select()
      .from(keuanganSaldo)
      .where(
        and(
          eq(keuanganSaldo.kode_toko, 'PST'),
          eq(keuanganSaldo.tanggal, TEST_TODAY),
          eq(keuanganSaldo.akun, 'KAS'),
        ),
      );
    expect(frozen).toMatchObject({
      awal: (frozenBefore[0]?.awal ?? 0) + 777_000,
      masuk: frozenBefore[0]?.masuk,
      keluar: frozenBefore[0]?.keluar,
      akhir: (frozenBefore[0]?.akhir ?? 0) + 777_000,
    });
    // The frozen akhir is the ledger's whole till up to that day, and today opens from it.
    const [ledger] = await t.database.db
      .select({
        net: sql<number>`sum(${keuangan.jumlah_in} - ${keuangan.jumlah_out})::bigint`.mapWith(Number),
      })
      .from(keuangan)
      .where(
        and(
          eq(keuangan.kode_toko, 'PST'),
          eq(keuangan.jenis, 'CASH'),
          sql`${keuangan.tanggal} <= ${TEST_TODAY}`,
        ),
      );
    expect(frozen?.akhir).toBe(ledger?.net);
    const open = await saldo(nextDay);
    expect(open.KAS?.awal).toBe((openBefore.KAS?.awal ?? 0) + 777_000);
  });
});
