import { randomUUID } from 'node:crypto';
import {
  type Barang,
  buybackLinePrice,
  DELETE_CALLS,
  DELETE_TYPES,
  type DeleteResult,
  gramsToMilligrams,
  type PembelianNota,
  type SaldoKas,
  TEXTS,
} from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellAndBuyBack } from '../../../test/buyback-fixtures.ts';
import { addPieces, pieceByBarcode, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { rollupAndRaw } from '../../../test/rollup-check.ts';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { countTill } from '../../../test/till-fixtures.ts';
import {
  auditLog,
  barangMutasi,
  barangSaldo,
  barangSummaryImport,
  keuangan,
  penjualan,
  titipan,
  titipanDetail,
} from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../demo/seed-demo.ts';

/**
 * Delete Data over real closed days: day 1 (TEST_TODAY) and day 2 each sell, buy back
 * and book cash, both are closed, and the shop stands on day 3. Each type deletes day 1
 * and the books the rest of the shop reads stay as they were (decision 025).
 */
const DAY1 = TEST_TODAY;
const DAY2 = '2026-11-23';
const DAY3 = '2026-11-24';
const DAY1_ONLY = { tgl_from: DAY1, tgl_to: DAY1 };

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
const sold: Barang[] = [];
const boughtBack: Barang[] = [];

let key = 0;
async function ok(token: string, method: 'GET' | 'POST', path: string, body?: object) {
  const response = await t.call(method, path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json();
}

/** One business day: a sale of one piece, a buyback of another, money into the till, then Tutup Toko. */
async function businessDay(token: string, label: string): Promise<void> {
  const [forSale, forBuyback] = await addPieces(t, token, [
    { nama_barang: `CINCIN ${label}` },
    { nama_barang: `GELANG ${label}` },
  ]);
  if (!forSale || !forBuyback) throw new Error('pieces');
  const sale = await ok(token, 'POST', 'penjualan', {
    idempotency_key: `hapus-jual-${++key}-xxxx`,
    kode_sales: 'S01',
    nama_customer: 'ibu ani',
    items: [scanned(forSale)],
    bayar: { cash: 50_000_000 },
  });
  await ok(token, 'POST', 'penjualan/validasi', { no_faktur_group: [sale.no_faktur_group] });
  await sellAndBuyBack(t, token, [forBuyback]);
  await ok(token, 'POST', 'cash/uang-kas', {
    kode_transaksi: 'MODAL',
    jumlah: 1_000_000,
    idempotency_key: `hapus-kas-${++key}-xxxx`,
  });
  sold.push(forSale);
  boughtBack.push(forBuyback);
  await countTill(t, token);
  await ok(token, 'POST', 'system/close', { PROSES: 'close' });
}

async function remove(token: string, type: (typeof DELETE_TYPES)[number], body: object) {
  return t.call('POST', DELETE_CALLS[type], token, body);
}
async function counts(type: (typeof DELETE_TYPES)[number], body: object = DAY1_ONLY): Promise<DeleteResult> {
  return (await ok(owner, 'POST', DELETE_CALLS[type], { ...body, konfirmasi: false })) as DeleteResult;
}
async function rowsOf(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}
async function saldoKas(token: string): Promise<Record<string, SaldoKas>> {
  const rows = (await ok(token, 'GET', 'cash/saldo')) as SaldoKas[];
  return Object.fromEntries(rows.map((row) => [row.akun, row]));
}

beforeAll(async () => {
  t = await createTestApp();
  await businessDay(await t.login('PST', 'OWNER'), 'HARI SATU');
  // A deposit collected (FINISH) and one still held (OPEN) on day 1, as the counter leaves them.
  const { db } = t.database;
  for (const status of ['FINISH', 'OPEN']) {
    const no = `PST-TP-261122-${status}`;
    await db.insert(titipan).values({
      no_titip: no,
      kode_toko: 'PST',
      tgl_system: DAY1,
      jam: '10:00:00',
      idempotency_key: `hapus-titip-${status}`,
      kode_sales: 'S01',
      nama_customer: 'IBU SRI',
      total: 5_000_000,
      dp: 1_000_000,
      status,
      status_valid: 'DONE',
      input_by: 'OWNER',
    });
    await db.insert(titipanDetail).values({
      no_titip: no,
      kode_barcode: '99999999',
      kode_gudang: 'TOKO',
      kode_baki: 'CC01',
      kode_group: '750',
      kode_dept: 'CC',
      nama_barang: 'CINCIN TITIP',
      stock: 1,
      berat: 2_500,
      harga_gram: 1_480_000,
      ongkos: 0,
      harga_atribut: 0,
      harga_jual: 5_000_000,
    });
  }
  // Another shop's sale of the same day: never the caller's to delete.
  await db.insert(penjualan).values({
    no_faktur_group: 'T2-FJ-261122-0001',
    kode_toko: 'T2',
    tgl_system: DAY1,
    jam: '10:00:00',
    idempotency_key: 'hapus-t2',
    kode_sales: 'S01',
    nama_customer: 'PAK T2',
    total: 1_000_000,
    status_valid: 'DONE',
    input_by: 'OWNER',
  });
  t.setNow(new Date(`${DAY2}T10:00:00+07:00`));
  await businessDay(await t.login('PST', 'OWNER'), 'HARI DUA');
  t.setNow(new Date(`${DAY3}T10:00:00+07:00`));
  [owner, spv, kasir] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
  ]);
  // Granted or not, a supervisor may not delete (owner levels only).
  await grantMenus(t, owner, 'SPV', ['delete-data']);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('truncate/delete-*: access and the period', () => {
  it('refuses a missing token, a user without the menu and a granted supervisor, on every type', async () => {
    for (const type of DELETE_TYPES) {
      const anonymous = await remove('', type, DAY1_ONLY);
      expect({ type, status: anonymous.statusCode, body: anonymous.json() }).toEqual({
        type,
        status: 401,
        body: { message: TEXTS.invalidToken },
      });
      for (const token of [kasir, spv]) {
        const denied = await remove(token, type, { ...DAY1_ONLY, konfirmasi: true });
        expect({ type, status: denied.statusCode, body: denied.json() }).toEqual({
          type,
          status: 403,
          body: { message: TEXTS.menuForbidden },
        });
      }
    }
  });

  it('refuses a bad period with its Indonesian message, on every type, and deletes nothing', async () => {
    const before = await Promise.all(
      DELETE_TYPES.map((type) => counts(type, { tgl_from: DAY1, tgl_to: DAY2 })),
    );
    const cases: [object, string][] = [
      [{}, 'Tanggal Awal Harus Diisi'],
      [{ tgl_from: DAY1 }, 'Tanggal Akhir Harus Diisi'],
      [{ tgl_from: '2026-13-01', tgl_to: DAY1 }, 'Tanggal Awal tidak valid (yyyy-MM-dd)'],
      [{ tgl_from: DAY2, tgl_to: DAY1 }, TEXTS.dataTools.periodeTerbalik],
      [{ tgl_from: '2025-01-01', tgl_to: DAY2 }, TEXTS.dataTools.periodeTerlaluPanjang(366)],
      // The open business day, alone or at the end of a period, and a day not yet reached.
      [{ tgl_from: DAY3, tgl_to: DAY3 }, TEXTS.dataTools.belumDitutup(DAY3)],
      [{ tgl_from: DAY1, tgl_to: DAY3 }, TEXTS.dataTools.belumDitutup(DAY3)],
      [{ tgl_from: DAY1, tgl_to: '2026-12-31' }, TEXTS.dataTools.belumDitutup(DAY3)],
    ];
    for (const type of DELETE_TYPES) {
      for (const [body, message] of cases) {
        const response = await remove(owner, type, { ...body, konfirmasi: true });
        expect({ type, body, status: response.statusCode, message: response.json().message }).toEqual({
          type,
          body,
          status: 400,
          message,
        });
      }
    }
    expect(
      await Promise.all(DELETE_TYPES.map((type) => counts(type, { tgl_from: DAY1, tgl_to: DAY2 }))),
    ).toEqual(before);
  });
});

describe('PENJUALAN', () => {
  it('counts, then deletes the sales and settled deposits of the period; pieces and their ledger stay', async () => {
    const mutasiBefore = await t.database.db
      .select()
      .from(barangMutasi)
      .where(eq(barangMutasi.kode_toko, 'PST'));
    expect(await counts('PENJUALAN')).toEqual({
      // Day 1: the sale and the sale behind the buyback; one FINISH deposit (the OPEN one stays).
      jumlah: 6,
      rincian: [
        { nama: 'Barang Penjualan', jumlah: 2 },
        { nama: 'Nota Penjualan', jumlah: 2 },
        { nama: 'Barang Titipan', jumlah: 1 },
        { nama: 'Titipan', jumlah: 1 },
      ],
      message: null,
    });
    const deleted = (await ok(owner, 'POST', DELETE_CALLS.PENJUALAN, {
      ...DAY1_ONLY,
      konfirmasi: true,
    })) as DeleteResult;
    expect(deleted).toMatchObject({ jumlah: 6, message: TEXTS.dataTools.berhasilHapus });

    const left = await rowsOf(
      sql`select kode_toko, tgl_system::text as tgl from penjualan order by kode_toko, tgl_system`,
    );
    expect(left).toEqual([
      { kode_toko: 'PST', tgl: DAY2 },
      { kode_toko: 'PST', tgl: DAY2 },
      { kode_toko: 'T2', tgl: DAY1 },
    ]);
    expect(
      await t.database.db.select({ no: titipan.no_titip, status: titipan.status }).from(titipan),
    ).toEqual([{ no: 'PST-TP-261122-OPEN', status: 'OPEN' }]);
    // No piece comes back into stock and none loses its history: sold stays sold, the ledger is untouched.
    const piece = await pieceByBarcode(t, owner, sold[0]?.kode_barcode ?? '');
    expect(piece).toMatchObject({ stock: 0, status: 'TERJUAL' });
    expect(await t.database.db.select().from(barangMutasi).where(eq(barangMutasi.kode_toko, 'PST'))).toEqual(
      mutasiBefore,
    );
    await expectLedgerReconciles(t.database.db, 'PST', DAY3);
    await expectLedgerReconciles(t.database.db, 'PST', DAY2);
    // The dashboard's roll-up of day 1 follows the lines that are left (decision 017).
    const rollup = await rollupAndRaw(t, 'penjualan', 'PST');
    expect(rollup.rollup).toEqual(rollup.raw);
    expect(rollup.rollup.map((row) => row.tanggal)).toEqual([DAY2]);
    // The list of that day is empty now.
    const list = await ok(owner, 'GET', `penjualan/paginated?dari=${DAY1}&sampai=${DAY1}`);
    expect(list.count).toBe(0);
    expect((await ok(owner, 'GET', `penjualan/paginated?dari=${DAY2}&sampai=${DAY2}`)).count).toBe(2);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.kode_toko, 'PST'),
          eq(auditLog.action, 'DELETE DATA'),
          eq(auditLog.entity, 'PENJUALAN'),
        ),
      );
    expect({ user: audit?.user_id, id: audit?.entity_id, after: JSON.parse(String(audit?.after)) }).toEqual({
      user: 'OWNER',
      id: `${DAY1} s/d ${DAY1}`,
      after: { jumlah: 6, rincian: deleted.rincian },
    });
    // Twice is harmless: nothing is left to delete.
    expect((await ok(owner, 'POST', DELETE_CALLS.PENJUALAN, { ...DAY1_ONLY, konfirmasi: true })).jumlah).toBe(
      0,
    );
  });
});

describe('PEMBELIAN', () => {
  it('deletes the buybacks of the period; the bought pieces stay in gudang BELI', async () => {
    expect((await counts('PEMBELIAN')).rincian).toEqual([
      { nama: 'Barang Pembelian', jumlah: 1 },
      { nama: 'Nota Pembelian', jumlah: 1 },
    ]);
    const deleted = await ok(owner, 'POST', DELETE_CALLS.PEMBELIAN, { ...DAY1_ONLY, konfirmasi: true });
    expect(deleted.jumlah).toBe(2);
    expect(await rowsOf(sql`select tgl_system::text as tgl from pembelian`)).toEqual([{ tgl: DAY2 }]);
    const piece = await pieceByBarcode(t, owner, boughtBack[0]?.kode_barcode ?? '');
    expect(piece).toMatchObject({ stock: 1, kode_gudang: 'BELI' });
    await expectLedgerReconciles(t.database.db, 'PST', DAY3);
    const rollup = await rollupAndRaw(t, 'pembelian', 'PST');
    expect(rollup.rollup).toEqual(rollup.raw);
    expect(rollup.rollup.map((row) => row.tanggal)).toEqual([DAY2]);
  });
});

describe('KEUANGAN', () => {
  it("deletes the cash book of the period; every later day's balance stays the same", async () => {
    const before = await saldoKas(owner);
    const day2Before = await ok(owner, 'GET', `cash/saldo?tanggal=${DAY2}`);
    const { jumlah, rincian } = await counts('KEUANGAN');
    // The cash rows of the day, and the day's count of the till (Hitung Kas) before its closing.
    expect(rincian).toEqual([
      { nama: 'Transaksi Keuangan', jumlah: jumlah - 1 },
      { nama: 'Hitung Kas', jumlah: 1 },
    ]);
    expect(jumlah).toBeGreaterThan(1);
    const deleted = await ok(owner, 'POST', DELETE_CALLS.KEUANGAN, { ...DAY1_ONLY, konfirmasi: true });
    expect(deleted).toEqual({ jumlah, rincian, message: TEXTS.dataTools.berhasilHapus });
    expect(
      await rowsOf(sql`select tanggal from hitung_kas where kode_toko = 'PST' and tanggal = ${DAY1}`),
    ).toEqual([]);
    const days = await t.database.db
      .selectDistinct({ tanggal: keuangan.tanggal })
      .from(keuangan)
      .where(eq(keuangan.kode_toko, 'PST'));
    expect(days).toEqual([{ tanggal: DAY2 }]);
    expect(await saldoKas(owner)).toEqual(before);
    expect(await ok(owner, 'GET', `cash/saldo?tanggal=${DAY2}`)).toEqual(day2Before);
  });

  it('freezes the balance first where a day was never frozen, so today still opens right', async () => {
    // Day 2's frozen balances gone (as for days booked before the shop first closed, or imported).
    await t.database.db.execute(
      sql`delete from keuangan_saldo where kode_toko = 'PST' and tanggal = ${DAY2}`,
    );
    const before = await saldoKas(owner);
    expect(before.KAS?.awal).toBeGreaterThan(0);
    await ok(owner, 'POST', DELETE_CALLS.KEUANGAN, { tgl_from: DAY2, tgl_to: DAY2, konfirmasi: true });
    expect(await t.database.db.select().from(keuangan).where(eq(keuangan.kode_toko, 'PST'))).toEqual([]);
    expect(await saldoKas(owner)).toEqual(before);
  });
});

describe('LAPORAN BARANG SUMMARY', () => {
  it("deletes the daily stock balances of the period; a later day's Laporan Barang Summary is the same", async () => {
    const report = (body: object) => ok(owner, 'POST', 'laporan/barang-sumary', body);
    // A day of the old system's summary, as Import Data (barang_summary) stores it, goes with it; the
    // report of DAY2 shows its imported row before and after.
    const imported = {
      kode_toko: 'PST',
      kode_gudang: 'TOKO',
      kode_group: '750',
      kode_dept: 'CC',
      stock_awal: 2,
      berat_awal: 6_540,
      stock_jual: 1,
      berat_jual: 3_270,
      stock_akhir: 1,
      berat_akhir: 3_270,
      import_id: randomUUID(),
      created_by: 'OWNER',
    };
    await t.database.db.insert(barangSummaryImport).values([
      { ...imported, tanggal: DAY1 },
      { ...imported, tanggal: DAY2 },
    ]);
    const day2 = { tgl_from: DAY2, tgl_to: DAY2 };
    const [day2Before, day3Before] = await Promise.all([
      report(day2),
      report({ tgl_from: DAY3, tgl_to: DAY3 }),
    ]);
    expect(day2Before.data.length).toBeGreaterThan(0);
    const counted = await counts('LAPORAN BARANG SUMMARY');
    const saldoRows =
      counted.rincian.find((row: { nama: string }) => row.nama === 'Saldo Barang Harian')?.jumlah ?? 0;
    expect(saldoRows).toBeGreaterThan(0);
    expect(counted.jumlah).toBe(saldoRows + 1);
    const deleted = await ok(owner, 'POST', DELETE_CALLS['LAPORAN BARANG SUMMARY'], {
      ...DAY1_ONLY,
      konfirmasi: true,
    });
    expect(deleted.rincian).toEqual([
      { nama: 'Saldo Barang Harian', jumlah: saldoRows },
      { nama: 'Barang Summary Import', jumlah: 1 },
    ]);
    expect(
      await t.database.db.select({ tanggal: barangSummaryImport.tanggal }).from(barangSummaryImport),
    ).toEqual([{ tanggal: DAY2 }]);
    const days = await t.database.db
      .selectDistinct({ tanggal: barangSaldo.tanggal })
      .from(barangSaldo)
      .where(eq(barangSaldo.kode_toko, 'PST'))
      .orderBy(barangSaldo.tanggal);
    expect(days).toEqual([{ tanggal: DAY2 }, { tanggal: DAY3 }]);
    expect(await report(day2)).toEqual(day2Before);
    expect(await report({ tgl_from: DAY3, tgl_to: DAY3 })).toEqual(day3Before);
    await expectLedgerReconciles(t.database.db, 'PST', DAY3);
  });
});

describe('a buyback of today whose sale Delete Data removed since', () => {
  it('cannot be cancelled: refused with the reason, the piece and the till as they were', async () => {
    const piece = sold[1];
    if (!piece) throw new Error('day 2 sale');
    const nota = (await ok(owner, 'GET', `pembelian/nota/${piece.kode_barcode}`)) as PembelianNota;
    const { harga } = buybackLinePrice({
      base: nota.harga_nota,
      berat: gramsToMilligrams(piece.berat.toFixed(3)),
      kondisi: { type_kondisi: 'PERSENTASE', persentase: 10, rupiah_per_gram: 0 },
      pembulatan: 500,
      roundDown: false,
    });
    const buyback = await ok(owner, 'POST', 'pembelian', {
      kode_sales: 'S01',
      nama_customer: 'IBU ANI',
      idempotency_key: `hapus-beli-${++key}-xxxx`,
      items: [{ kode_barcode: piece.kode_barcode, berat: piece.berat, kode_kondisi: 'MULUS' }],
      bayar: { cash: harga },
    });
    await ok(owner, 'POST', 'pembelian/validasi', { no_faktur_group: [buyback.no_faktur_group] });
    await ok(owner, 'POST', DELETE_CALLS.PENJUALAN, { tgl_from: DAY2, tgl_to: DAY2, konfirmasi: true });
    const before = { piece: await pieceByBarcode(t, owner, piece.kode_barcode), kas: await saldoKas(owner) };

    const noFakturBeli = buyback.items[0].no_faktur_beli;
    const refused = await t.call('POST', 'pembelian/batal', owner, {
      no_faktur_beli: noFakturBeli,
      otorisasi: { user_id: 'SPV', password: DEMO_PASSWORD, alasan: 'salah input' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      TEXTS.pembelian.notaJualDihapus(piece.kode_barcode, buyback.items[0].no_faktur_jual),
    );
    expect({ piece: await pieceByBarcode(t, owner, piece.kode_barcode), kas: await saldoKas(owner) }).toEqual(
      before,
    );
    expect(before.piece).toMatchObject({ stock: 1, status: 'BELI', kode_gudang: 'BELI' });
  });
});
