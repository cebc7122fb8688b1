import {
  addDays,
  type Barang,
  DELETE_CALLS,
  type PantauanRingkasan,
  type PembelianDoc,
  type PenjualanDoc,
  SOCKET_EVENTS,
  TEXTS,
} from '@toko/shared';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellAndBuyBack } from '../../../test/buyback-fixtures.ts';
import { addPieces, scanned } from '../../../test/goods-fixtures.ts';
import { importRows } from '../../../test/import-client.ts';
import { openSocket } from '../../../test/socket-client.ts';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { closeDay, openTill } from '../../../test/till-fixtures.ts';

/**
 * Pantauan (issue 29 item 2) through the real HTTP stack and database: each kind of exception
 * appears for a document that should raise it and not for one that should not; the page is
 * for owner levels only (KASIR and a SPV granted the menu get 403); an owner level of another
 * shop reads the chain as the report engine allows it. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */

const SPV_OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'pelanggan tetap' };
let t: TestApp;
let owner: string;
let spv: string;
let today = '';
let key = 0;
const nextKey = () => `pantauan-${++key}-xxxx`;

interface Row {
  kode_toko?: string;
  jenis: string;
  no_ref: string;
  pelaku: string;
  otorisasi_oleh: string;
  nilai: number;
  keterangan: string;
  /** The document's screen, opening on its day and searched for it. */
  tautan: string;
}

async function ok<T>(token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<T> {
  const response = await t.call(method, path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/** The day's exceptions of PST (or the whole chain), all pages. */
async function exceptions(token = owner, extra: object = {}): Promise<Row[]> {
  const page = await ok<{ data: Row[]; count: number }>(token, 'POST', 'laporan/pantauan', {
    tgl_from: today,
    tgl_to: today,
    limit: 500,
    ...extra,
  });
  expect(page.data).toHaveLength(page.count);
  return page.data;
}
const ofKind = (rows: Row[], jenis: string) => rows.filter((row) => row.jenis === jenis);

async function sale(pieces: Barang[], harga?: number, otorisasi?: object): Promise<PenjualanDoc> {
  return ok<PenjualanDoc>(owner, 'POST', 'penjualan', {
    idempotency_key: nextKey(),
    kode_sales: 'S01',
    nama_customer: 'ibu ani',
    items: pieces.map((piece) => ({ ...scanned(piece), ...(harga && { harga_jual: harga }) })),
    bayar: { cash: 100_000_000 },
    ...(otorisasi && { otorisasi }),
  });
}

/** A month's loan of Rp 2,000,000 on a 3.270 g ring, paid out in cash, for `nama` (its NIK). */
const lendMonth = (nama: string, nik: string) =>
  ok<{ no_hutang: string }>(owner, 'POST', 'hutang', {
    idempotency_key: nextKey(),
    kode_sales: 'S02',
    nama_customer: nama,
    no_hp: '0812000222',
    nik,
    items: [{ kode_group: '750', kode_dept: 'CC', nama_barang: 'cincin gadai', berat: 3.27, kadar: 75 }],
    pokok: 2_000_000,
    jangka_bulan: 1,
    bayar: { cash: 2_000_000, transfer: 0 },
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  spv = await t.login('PST', 'SPV');
  today = (await ok<{ tanggal: string }>(owner, 'GET', 'cash/hitung-kas')).tanggal;
  await openTill(t, owner, 50_000_000);
});
afterAll(async () => {
  await t.close();
});

describe('Pantauan', () => {
  it('lists a price saved after the day’s first sale, not one saved before it', async () => {
    const price = (jual: number) =>
      ok(owner, 'POST', 'harga-emas', {
        tanggal: today,
        items: [{ kode_group: '750', harga_jual: jual, harga_beli: jual - 100_000 }],
      });
    await price(1_490_000);
    expect(ofKind(await exceptions(), 'HARGA_SESUDAH_JUAL')).toEqual([]);
    const [ring] = (await addPieces(t, owner, [{ nama_barang: 'CINCIN PERTAMA', berat: 2 }])) as [Barang];
    const first = await sale([ring]);
    await price(1_500_000);
    const changed = ofKind(await exceptions(), 'HARGA_SESUDAH_JUAL');
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ pelaku: 'OWNER', nilai: 10_000 });
    expect(changed[0]?.keterangan).toContain(first.no_faktur_group);
  });

  it('lists a line sold below the system price with its consent, not one sold at it', async () => {
    const [below, atPrice] = (await addPieces(t, owner, [
      { nama_barang: 'CINCIN MURAH', berat: 1 },
      { nama_barang: 'CINCIN BIASA', berat: 1 },
    ])) as [Barang, Barang];
    const cheap = await sale([below], 1_000_000, SPV_OTORISASI);
    await sale([atPrice]);
    const rows = ofKind(await exceptions(), 'HARGA_BAWAH');
    expect(rows).toHaveLength(1);
    const [line] = cheap.items;
    expect(rows[0]).toMatchObject({
      no_ref: line?.no_faktur_jual,
      otorisasi_oleh: 'SPV',
      nilai: (line?.harga_system ?? 0) - 1_000_000,
      tautan: `/lihat-penjualan?tanggal=${today}&cari=${cheap.no_faktur_group}`,
    });
  });

  it('lists a cancelled sale line, not the line left standing', async () => {
    const pieces = await addPieces(t, owner, [
      { nama_barang: 'CINCIN BATAL', berat: 1 },
      { nama_barang: 'CINCIN TETAP', berat: 1 },
    ]);
    const doc = await sale(pieces);
    await ok(owner, 'POST', 'penjualan/validasi', { no_faktur_group: [doc.no_faktur_group] });
    const cancelled = doc.items[0]?.no_faktur_jual ?? '';
    await ok(owner, 'POST', 'penjualan/batal', { no_faktur_jual: cancelled, otorisasi: SPV_OTORISASI });
    const rows = ofKind(await exceptions(), 'BATAL_JUAL');
    expect(rows.map((row) => row.no_ref)).toEqual([cancelled]);
    expect(rows[0]).toMatchObject({ pelaku: 'OWNER', otorisasi_oleh: 'SPV' });
  });

  it('lists gold bought back without a receipt, not a piece bought on its receipt', async () => {
    const foreign = {
      kode_group: '750',
      kode_dept: 'CC',
      nama_barang: 'cincin luar',
      berat: 2,
      kode_kondisi: 'MULUS',
    };
    const bought = await ok<{ items: { no_faktur_beli: string; harga: number }[] }>(
      owner,
      'POST',
      'pembelian',
      {
        idempotency_key: nextKey(),
        kode_sales: 'S01',
        nama_customer: 'ibu rina',
        items: [foreign],
        // 2 g x the buy price saved above (1,400,000), less 10 % for gold without a receipt.
        bayar: { cash: 2_520_000 },
        otorisasi: SPV_OTORISASI,
      },
    );
    const rows = [
      ...ofKind(await exceptions(), 'BELI_TANPA_NOTA'),
      ...ofKind(await exceptions(), 'BELI_DI_ATAS_NOTA'),
    ];
    expect(rows.map((row) => [row.jenis, row.no_ref, row.nilai])).toEqual([
      ['BELI_TANPA_NOTA', bought.items[0]?.no_faktur_beli, bought.items[0]?.harga],
    ]);
  });

  it('lists money out of the till from the shop’s threshold, and a counted difference', async () => {
    const keluar = (jumlah: number) =>
      ok<{ no_ref: string }>(owner, 'POST', 'cash/uang-kas', {
        idempotency_key: nextKey(),
        kode_transaksi: 'OPS',
        jumlah,
        keterangan: 'uji pantauan',
      });
    await keluar(500_000);
    const big = await keluar(2_000_000);
    expect(
      ofKind(await exceptions(), 'KAS_KELUAR').map((row) => [row.no_ref, row.nilai, row.tautan]),
    ).toEqual([
      [big.no_ref, 2_000_000, `/laporan-transaksi-keuangan-cash?tanggal=${today}&cari=${big.no_ref}`],
    ]);

    const { kas_buku } = await ok<{ kas_buku: number }>(owner, 'GET', 'cash/hitung-kas');
    await ok(owner, 'POST', 'cash/hitung-kas', {
      kas_buku,
      pecahan: {},
      lain_lain: kas_buku - 25_000,
      otorisasi: { ...SPV_OTORISASI, alasan: 'kembalian' },
    });
    expect(ofKind(await exceptions(), 'SELISIH_KAS')).toEqual([
      expect.objectContaining({ pelaku: 'OWNER', otorisasi_oleh: 'SPV', nilai: -25_000 }),
    ]);
  });

  it('lists a menu granted to a user', async () => {
    expect(ofKind(await exceptions(), 'HAK_AKSES')).toEqual([]);
    await grantMenus(t, owner, 'KASIR', ['lihat-titipan']);
    const rows = ofKind(await exceptions(), 'HAK_AKSES');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ no_ref: 'KASIR', pelaku: 'OWNER' });
    expect(rows[0]?.keterangan).toContain('tambah lihat-titipan');
  });

  it('lists a tray weighed outside its tolerance, not one within it', async () => {
    const weigh = async (kodeBaki: string, difference: number) => {
      const started = await ok<{ id: number; berat_seharusnya: number }>(
        owner,
        'POST',
        'timbang-baki/mulai',
        {
          kode_gudang: 'TOKO',
          kode_baki: kodeBaki,
        },
      );
      await ok(owner, 'POST', `timbang-baki/${started.id}/simpan`, {
        berat_timbang: Number((started.berat_seharusnya + difference).toFixed(3)),
      });
    };
    await weigh('LT17', -0.12);
    await weigh('CC01', 0.01);
    const rows = ofKind(await exceptions(), 'SELISIH_TIMBANG');
    expect(rows.map((row) => [row.no_ref, row.pelaku, row.tautan])).toEqual([
      ['TOKO/LT17', 'OWNER', `/laporan-timbang-baki?tanggal=${today}&cari=LT17`],
    ]);
    expect(rows[0]?.keterangan).toContain('toleransi 0.050 g');
  });

  it('lists an import of data', async () => {
    const run = await importRows(t, owner, 'master_group', [
      {
        kode_group: 'PTN1',
        nama_group: 'EMAS PANTAUAN',
        jenis_group: 'EMAS',
        harga: '1000000',
        harga_modal: '900000',
        persentase: '0',
        status_aktif: 'true',
      },
    ]);
    expect(run.job?.status).toBe('SELESAI');
    const rows = ofKind(await exceptions(), 'IMPORT_DATA');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pelaku: 'OWNER', no_ref: run.job?.import_id });
    expect(rows[0]?.keterangan).toBe('Import master_group: 1 baru, 0 diubah');
  });

  it('lists an order and a repair still late as of the day, however long ago they fell due', async () => {
    const inDays = (days: number) => addDays(today, days);
    const order = (tglSelesai: string) =>
      ok<{ no_pesanan: string }>(owner, 'POST', 'pesanan', {
        idempotency_key: nextKey(),
        kode_sales: 'S02',
        nama_customer: 'ibu sari',
        no_hp: '0812000111',
        kode_group: '750',
        kode_dept: 'CC',
        deskripsi: 'Cincin ukir nama',
        berat: 5,
        kadar: 75,
        harga_gram: 1_000_000,
        ongkos: 150_000,
        tgl_selesai: tglSelesai,
        dp: 1_000_000,
        bayar: { cash: 1_000_000 },
      });
    const repair = (tglSelesai: string) =>
      ok<{ no_service: string }>(owner, 'POST', 'service', {
        idempotency_key: nextKey(),
        kode_sales: 'S02',
        nama_customer: 'ibu ratna',
        no_hp: '08123',
        kode_tukang: 'T01',
        tgl_selesai_estimasi: tglSelesai,
        items: [
          { nama_barang: 'cincin putus', berat: 3.27, kadar: '75%', kerusakan: 'Patah', ongkos: 150_000 },
        ],
        dp: 50_000,
        bayar: { cash: 50_000 },
      });
    const [lateOrder, onTimeOrder] = [await order(inDays(7)), await order(inDays(7))];
    const [lateRepair, onTimeRepair] = [await repair(inDays(7)), await repair(inDays(7))];
    // Taken two weeks ago and promised ten days ago (a fixture's shortcut: the counter writes today).
    await t.database.db.execute(
      sql`update pesanan set tgl_system = ${inDays(-14)}, tgl_selesai = ${inDays(-10)}
        where no_pesanan = ${lateOrder.no_pesanan}`,
    );
    await t.database.db.execute(
      sql`update service set tgl_system = ${inDays(-14)}, tgl_selesai_estimasi = ${inDays(-10)}
        where no_service = ${lateRepair.no_service}`,
    );
    const rows = await exceptions();
    expect(ofKind(rows, 'PESANAN_TERLAMBAT').map((row) => row.no_ref)).toEqual([lateOrder.no_pesanan]);
    expect(ofKind(rows, 'SERVICE_TERLAMBAT').map((row) => row.no_ref)).toEqual([lateRepair.no_service]);
    expect(ofKind(rows, 'PESANAN_TERLAMBAT')[0]?.keterangan).toContain(
      `Janji jadi ${inDays(-10)}; belum jadi`,
    );
    expect(rows.map((row) => row.no_ref)).not.toContain(onTimeOrder.no_pesanan);
    expect(rows.map((row) => row.no_ref)).not.toContain(onTimeRepair.no_service);
    // A past day before they fell due knows nothing of it.
    expect(
      ofKind(await exceptions(owner, { tgl_from: inDays(-12), tgl_to: inDays(-11) }), 'PESANAN_TERLAMBAT'),
    ).toEqual([]);
  });

  it('lists a loan past its due date and its grace period, not one still running', async () => {
    const lend = () => lendMonth('pak budi', '3174012345670001');
    const [overdue, running] = [await lend(), await lend()];
    // Lent two months ago, due three weeks ago: past the 7 days of grace (a fixture's shortcut).
    await t.database.db.execute(
      sql`update hutang set tgl_system = ${addDays(today, -60)}, tgl_jatuh_tempo = ${addDays(today, -21)}
        where no_hutang = ${overdue.no_hutang}`,
    );
    const rows = ofKind(await exceptions(), 'HUTANG_JATUH_TEMPO');
    expect(rows.map((row) => [row.no_ref, row.nilai])).toEqual([[overdue.no_hutang, 2_000_000]]);
    expect(rows[0]?.keterangan).toContain(`boleh dilelang sejak ${addDays(today, -13)}`);
    // The loan's list opens on the day it was made, long before the period.
    expect(rows[0]?.tautan).toBe(`/lihat-hutang?tanggal=${addDays(today, -60)}&cari=${overdue.no_hutang}`);
    expect(rows.map((row) => row.no_ref)).not.toContain(running.no_hutang);
  });

  it('lists a buyback above its receipt and a cancelled buyback, not one bought on its receipt', async () => {
    const [onReceipt, dearer] = (await addPieces(t, owner, [
      { nama_barang: 'CINCIN NOTA', berat: 2 },
      { nama_barang: 'CINCIN MAHAL', berat: 2 },
    ])) as [Barang, Barang];
    const plain = await sellAndBuyBack(t, owner, [onReceipt]);
    const sold = await sale([dearer]);
    await ok(owner, 'POST', 'penjualan/validasi', { no_faktur_group: [sold.no_faktur_group] });
    const above = await ok<PembelianDoc>(owner, 'POST', 'pembelian', {
      idempotency_key: nextKey(),
      kode_sales: 'S01',
      nama_customer: 'ibu rina',
      items: [{ kode_barcode: dearer.kode_barcode, berat: 2, kode_kondisi: 'MULUS', harga: 3_500_000 }],
      bayar: { cash: 3_500_000 },
      otorisasi: SPV_OTORISASI,
    });
    const [line] = above.items;
    const [plainLine] = plain.items;
    await ok(owner, 'POST', 'pembelian/batal', {
      no_faktur_beli: plainLine?.no_faktur_beli,
      otorisasi: { ...SPV_OTORISASI, alasan: 'salah timbang' },
    });
    const rows = await exceptions();
    expect(ofKind(rows, 'BELI_DI_ATAS_NOTA')).toEqual([
      expect.objectContaining({
        no_ref: line?.no_faktur_beli,
        otorisasi_oleh: 'SPV',
        nilai: 3_500_000 - (line?.harga_system ?? 0),
      }),
    ]);
    expect(ofKind(rows, 'BATAL_BELI')).toEqual([
      expect.objectContaining({ no_ref: plainLine?.no_faktur_beli, pelaku: 'OWNER', otorisasi_oleh: 'SPV' }),
    ]);
    expect(ofKind(rows, 'BATAL_BELI')[0]?.keterangan).toContain('Alasan: salah timbang');
  });

  it('lists the pieces a finished opname missed or found out of place, not the one found', async () => {
    const [found, missing, stranger] = (await addPieces(t, owner, [
      { kode_baki: 'LT17', kode_dept: 'LT', nama_barang: 'LIONTIN ADA', berat: 3.1 },
      { kode_baki: 'LT17', kode_dept: 'LT', nama_barang: 'LIONTIN HILANG', berat: 1.005 },
      { nama_barang: 'CINCIN NYASAR', berat: 2.5 },
    ])) as [Barang, Barang, Barang];
    const opname = await ok<{ id: number; no_opname: string }>(owner, 'POST', 'stock-opname/mulai', {
      jenis: 'BAKI',
      kode_gudang: 'TOKO',
      kode_baki: 'LT17',
    });
    for (const piece of [found, stranger]) {
      await ok(owner, 'POST', `stock-opname/${opname.id}/scan`, {
        kode_barcode: piece.kode_barcode,
        berat_timbang: piece.berat,
      });
    }
    // Open, the count is still going: nothing is known to be missing yet.
    const ofOpname = async () =>
      ofKind(await exceptions(), 'OPNAME').filter((row) => row.no_ref === opname.no_opname);
    expect(await ofOpname()).toEqual([]);
    await ok(owner, 'POST', `stock-opname/${opname.id}/selesai`);
    const keterangan = (await ofOpname()).map((row) => row.keterangan);
    expect(keterangan).toContain(`HILANG: ${missing.kode_barcode} LIONTIN HILANG, tercatat di TOKO/LT17`);
    expect(keterangan).toContain(
      `SALAH TEMPAT: ${stranger.kode_barcode} CINCIN NYASAR, tercatat di TOKO/CC01`,
    );
    expect(keterangan.filter((text) => text.includes(found.kode_barcode))).toEqual([]);
    expect(new Set((await ofOpname()).map((row) => row.tautan))).toEqual(
      new Set([`/laporan-stock-opname?tanggal=${today}&cari=${opname.no_opname}`]),
    );
  });

  it('lists pledged gold auctioned, with who asked and who consented, not a loan still open', async () => {
    const lend = () => lendMonth('pak joko', '3174012345670002');
    const [auctioned, kept] = [await lend(), await lend()];
    await ok(owner, 'POST', 'hutang/validasi', { no_hutang: [auctioned.no_hutang, kept.no_hutang] });
    // Lent 75 days ago: a month's loan is 45 days past due, long past the grace (a fixture's shortcut).
    await t.database.db.execute(sql`update hutang set tgl_system = tgl_system - 75,
        tgl_bunga = tgl_bunga - 75, tgl_jatuh_tempo = tgl_jatuh_tempo - 75
      where no_hutang = ${auctioned.no_hutang}`);
    const sold = await ok<{ nilai_lelang: number }>(owner, 'POST', 'hutang/lelang', {
      no_hutang: auctioned.no_hutang,
      otorisasi: { ...SPV_OTORISASI, alasan: 'tidak ditebus' },
    });
    const rows = ofKind(await exceptions(), 'LELANG');
    expect(rows).toEqual([
      expect.objectContaining({
        no_ref: auctioned.no_hutang,
        pelaku: 'OWNER',
        otorisasi_oleh: 'SPV',
        nilai: sold.nilai_lelang,
      }),
    ]);
    expect(rows[0]?.keterangan).toMatch(
      /^Lelang: pokok Rp 2,000,000, bunga Rp [\d,]+, kelebihan ke nasabah Rp /,
    );
  });

  it('counts each kind, shop and user beside the 30 days before, every kind listed', async () => {
    const ringkasan = await ok<PantauanRingkasan>(owner, 'POST', 'pantauan/ringkasan', {
      tgl_from: today,
      tgl_to: today,
    });
    const rows = await exceptions();
    const jumlah = (jenis: string) => ringkasan.per_jenis.find((count) => count.jenis === jenis)?.jumlah;
    expect(ringkasan.per_jenis).toHaveLength(Object.keys(TEXTS.status.pantauan).length);
    for (const count of ringkasan.per_jenis) expect(count.jumlah).toBe(ofKind(rows, count.jenis).length);
    // Every kind this file raised today is counted; Delete Data runs on a closed day (below).
    expect(ringkasan.per_jenis.filter((count) => count.jumlah === 0).map((count) => count.jenis)).toEqual([
      'DELETE_DATA',
    ]);
    expect(jumlah('OPNAME')).toBeGreaterThanOrEqual(2);
    expect(ringkasan.per_toko).toEqual([expect.objectContaining({ kode_toko: 'PST', jumlah: rows.length })]);
    const byOwner = ringkasan.per_user.find((count) => count.user_id === 'OWNER');
    expect(byOwner?.jumlah).toBe(rows.filter((row) => row.pelaku === 'OWNER').length);
    expect(ringkasan.per_jenis.every((count) => count.rata_30_hari === 0)).toBe(true);
  });
});

describe('who may watch', () => {
  it('refuses no token, KASIR, and SPV even with the menu granted; a reversed period with its message', async () => {
    const kasir = await t.login('PST', 'KASIR');
    const body = { tgl_from: today, tgl_to: today };
    expect((await t.call('POST', 'pantauan/ringkasan', undefined, body)).statusCode).toBe(401);
    const reversed = await t.call('POST', 'pantauan/ringkasan', owner, {
      tgl_from: today,
      tgl_to: addDays(today, -1),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(TEXTS.report.rangeReversed);
    expect((await t.call('POST', 'laporan/pantauan', kasir, body)).statusCode).toBe(403);
    expect((await t.call('POST', 'pantauan/ringkasan', kasir, body)).statusCode).toBe(403);
    await grantMenus(t, owner, 'SPV', ['pantauan']);
    spv = await t.login('PST', 'SPV');
    expect((await t.call('POST', 'laporan/pantauan', spv, body)).statusCode).toBe(403);
    expect((await t.call('POST', 'pantauan/ringkasan', spv, body)).statusCode).toBe(403);
  });

  it('lets another shop’s owner read its own shop, PST, or the chain with a shop column', async () => {
    const t2 = await t.login('T2', 'OWNER');
    const own = await exceptions(t2);
    expect(own.every((row) => row.kode_toko === undefined || row.kode_toko === 'T2')).toBe(true);
    const pst = await exceptions(t2, { kode_toko: 'PST' });
    expect(pst.length).toBe((await exceptions()).length);
    const chain = await exceptions(t2, { kode_toko: 'SEMUA' });
    expect(chain.length).toBe(
      pst.length + own.length + (await exceptions(await t.login('T3', 'OWNER'))).length,
    );
    expect(new Set(chain.map((row) => row.kode_toko))).toEqual(new Set(['PST']));
  });
});

describe('live', () => {
  it('tells owner levels which shop wrote, and nobody else', async () => {
    const open = (token: string) => openSocket(t, { token });
    const heard = (socket: Socket) => {
      const shops: string[] = [];
      socket.on(SOCKET_EVENTS.pantauanBerubah, (event: { kode_toko: string }) => shops.push(event.kode_toko));
      return shops;
    };
    const t2Owner = await open(await t.login('T2', 'OWNER'));
    const kasir = await open(await t.login('PST', 'KASIR'));
    try {
      const [byOwner, byKasir] = [heard(t2Owner), heard(kasir)];
      await ok(owner, 'POST', 'cash/uang-kas', {
        idempotency_key: nextKey(),
        kode_transaksi: 'OPS',
        jumlah: 1_500_000,
        keterangan: 'uji langsung',
      });
      await expect.poll(() => byOwner, { timeout: 5_000 }).toEqual(['PST']);
      // A read is no news.
      await exceptions();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(byOwner).toEqual(['PST']);
      expect(byKasir).toEqual([]);
    } finally {
      t2Owner.close();
      kasir.close();
    }
  });
});

describe('Delete Data', () => {
  it('lists a run that deleted a closed day, not the count shown before it', async () => {
    // T3 closes its day (the last test of the file: the clock moves on with it).
    const t3 = await t.login('T3', 'OWNER');
    const closed = await closeDay(t, t3);
    expect(closed.statusCode, closed.body).toBe(200);
    const tomorrow = addDays(today, 1);
    t.setNow(new Date(`${tomorrow}T10:00:00+07:00`));
    const owner3 = await t.login('T3', 'OWNER');
    const period = { tgl_from: today, tgl_to: today };
    const runs = async () =>
      ofKind(await exceptions(owner3, { tgl_from: tomorrow, tgl_to: tomorrow }), 'DELETE_DATA');
    await ok(owner3, 'POST', DELETE_CALLS.KEUANGAN, { ...period, konfirmasi: false });
    expect(await runs()).toEqual([]);
    const deleted = await ok<{ jumlah: number }>(owner3, 'POST', DELETE_CALLS.KEUANGAN, {
      ...period,
      konfirmasi: true,
    });
    expect(await runs()).toEqual([
      expect.objectContaining({
        no_ref: `${today} s/d ${today}`,
        pelaku: 'OWNER',
        keterangan: `Hapus KEUANGAN ${today} s/d ${today}: ${deleted.jumlah} baris`,
      }),
    ]);
    // The chain's list has it under T3; PST's own list does not (PST, not closed, is date-blocked
    // now: T3's owner level reads it).
    const day = { tgl_from: tomorrow, tgl_to: tomorrow };
    const chain = await exceptions(owner3, { kode_toko: 'SEMUA', ...day });
    expect(ofKind(chain, 'DELETE_DATA').map((row) => row.kode_toko)).toEqual(['T3']);
    expect(ofKind(await exceptions(owner3, { kode_toko: 'PST', ...day }), 'DELETE_DATA')).toEqual([]);
  });
});
