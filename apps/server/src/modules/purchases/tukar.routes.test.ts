import { type Barang, type PembelianDoc, type PenjualanDoc, TEXTS, type TukarDoc } from '@toko/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, pieceByBarcode, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { keuangan } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
/** Sold and validated in beforeAll: the gold customers bring in with their receipt. */
let ring: Barang;
let bracelet: Barang;
/** In the tray: what the customers take home. */
let bigRing: Barang;
let smallRing: Barang;
const OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'Customer berubah pikiran' };

let key = 0;
const tukar = (items: Barang[], tradedIn: object[], bayar: object = {}) => ({
  idempotency_key: `tukar-key-${++key}-xxxx`,
  kode_sales: 'S01',
  nama_customer: 'ibu ani suryani',
  items: items.map(scanned),
  bayar,
  tukar: { items: tradedIn },
});
const cashRows = (deskripsi: string[]) =>
  t.database.db
    .select()
    .from(keuangan)
    .where(and(eq(keuangan.kode_toko, 'PST'), inArray(keuangan.deskripsi, deskripsi)));
const rowsOf = async (deskripsi: string[]) =>
  (await cashRows(deskripsi)).map((row) => [row.kategori, row.jenis, row.jumlah_in, row.jumlah_out]).sort();

async function validated(doc: TukarDoc) {
  const sale = await t.call('POST', 'penjualan/validasi', spv, {
    no_faktur_group: [doc.penjualan.no_faktur_group],
  });
  expect(sale.statusCode, sale.body).toBe(200);
  const buyback = await t.call('POST', 'pembelian/validasi', spv, {
    no_faktur_group: [doc.pembelian.no_faktur_group],
  });
  expect(buyback.statusCode, buyback.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, spv, kasir] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
  ]);
  [ring, bracelet, bigRing, smallRing] = (await addPieces(t, owner, [
    // DOMAIN.md §8: 3.270 g x 1,480,000 + ongkos 50,000/g -> 5,003,500; receipt price 4,840,000.
    { nama_barang: 'CINCIN CONTOH', berat: 3.27, ongkos_type: 'GRAM', ongkos: 50_000 },
    { nama_barang: 'CINCIN LAMA', berat: 5 },
    { nama_barang: 'CINCIN BESAR', berat: 10 },
    { nama_barang: 'CINCIN KECIL', berat: 1 },
  ])) as [Barang, Barang, Barang, Barang];
  const sale = await t.call('POST', 'penjualan', owner, {
    idempotency_key: 'jual-untuk-tukar-1',
    kode_sales: 'S01',
    nama_customer: 'ibu ani suryani',
    items: [ring, bracelet].map(scanned),
    bayar: { cash: 20_000_000 },
  });
  expect(sale.statusCode, sale.body).toBe(200);
  const valid = await t.call('POST', 'penjualan/validasi', spv, {
    no_faktur_group: [sale.json().no_faktur_group],
  });
  expect(valid.statusCode, valid.body).toBe(200);
  // Half the usual cut for gold the shop sold itself.
  const setting = await t.call('PUT', 'para-system/key/POTONGAN_TUKAR_PERSEN', owner, { value: '50' });
  expect(setting.statusCode, setting.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('Tukar at the sales counter', () => {
  let tambah: TukarDoc;
  let kurang: TukarDoc;

  it('needs a token, both counter menus and valid input', async () => {
    const body = tukar([bigRing], [{ kode_barcode: ring.kode_barcode, berat: 3.27, kode_kondisi: 'MULUS' }]);
    expect((await t.call('POST', 'tukar', undefined, body)).statusCode).toBe(401);
    const denied = await t.call('POST', 'tukar', kasir, body);
    expect([denied.statusCode, denied.json()]).toEqual([403, { message: TEXTS.menuForbidden }]);
    const cases: [object, string][] = [
      [{ tukar: { items: [] } }, TEXTS.pembelian.barangHarusDiisi],
      [{ no_titip: 'PST-TP-1' }, TEXTS.tukar.bukanTitipan],
      [{ tukar: { items: [{ kode_barcode: ring.kode_barcode, berat: 3.27 }] } }, 'Kondisi Harus Diisi'],
    ];
    for (const [extra, message] of cases) {
      const response = await t.call('POST', 'tukar', owner, { ...body, ...extra });
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    }
  });

  it('tukar tambah: the ring with its receipt pays part of a bigger one, the rest by cash and transfer, in one go', async () => {
    // The ring: 4,840,000 less half of MULUS' 10 % -> 4,598,000. The big ring: 10 g x 1,480,000.
    const body = tukar([bigRing], [{ kode_barcode: ring.kode_barcode, berat: 3.27, kode_kondisi: 'MULUS' }], {
      cash: 5_000_000,
      transfer: 5_202_000,
      no_rekening: '1234567890',
    });
    const short = await t.call('POST', 'tukar', owner, { ...body, bayar: { cash: 1_000_000 } });
    expect([short.statusCode, short.json().message]).toEqual([400, TEXTS.payment.kurang(9_202_000)]);
    // Nothing of the refused tukar stayed: the big ring can still be sold, the receipt bought back.
    expect(await pieceByBarcode(t, owner, bigRing.kode_barcode)).toMatchObject({ stock: 1, status: 'READY' });
    const response = await t.call('POST', 'tukar', owner, body);
    expect(response.statusCode, response.body).toBe(200);
    tambah = response.json() as TukarDoc;
    expect(tambah).toMatchObject({ tukar_tambah: 10_202_000, tukar_kurang: 0 });
    expect(tambah.penjualan).toMatchObject({
      total: 14_800_000,
      tukar_rp: 4_598_000,
      cash_rp: 5_000_000,
      transfer_rp: 5_202_000,
      kembalian: 0,
      no_faktur_beli_tukar: tambah.pembelian.no_faktur_group,
    } satisfies Partial<PenjualanDoc>);
    expect(tambah.pembelian).toMatchObject({
      total: 4_598_000,
      tukar_rp: 4_598_000,
      cash_rp: 0,
      nama_customer: 'IBU ANI SURYANI',
      no_faktur_jual_tukar: tambah.penjualan.no_faktur_group,
    } satisfies Partial<PembelianDoc>);
    expect(tambah.pembelian.items[0]).toMatchObject({
      harga_nota: 4_840_000,
      potongan: 242_000,
      harga: 4_598_000,
    });
    const again = await t.call('POST', 'tukar', owner, body);
    expect(again.json()).toEqual(tambah);
  });

  it('tukar kurang: gold worth more than the new piece, the shop pays the difference out as TUKAR KURANG', async () => {
    const response = await t.call(
      'POST',
      'tukar',
      owner,
      tukar([smallRing], [{ kode_barcode: bracelet.kode_barcode, berat: 5, kode_kondisi: 'MULUS' }]),
    );
    expect(response.statusCode, response.body).toBe(200);
    kurang = response.json() as TukarDoc;
    const { penjualan, pembelian } = kurang;
    expect(penjualan).toMatchObject({ total: 1_480_000, tukar_rp: 1_480_000, cash_rp: 0 });
    expect(pembelian.tukar_rp).toBe(1_480_000);
    expect(kurang.tukar_kurang).toBe(pembelian.total - 1_480_000);
    expect(pembelian.cash_rp).toBe(kurang.tukar_kurang);
    expect(kurang.tukar_kurang).toBeGreaterThan(0);
  });

  it('validates each half on its own screen: the sale books what was paid beyond the gold, the buyback its TUKAR KURANG', async () => {
    await validated(tambah);
    await validated(kurang);
    expect(await rowsOf([tambah.penjualan.no_faktur_group, tambah.pembelian.no_faktur_group])).toEqual([
      ['PENJUALAN', 'CASH', 5_000_000, 0],
      ['PENJUALAN', 'TRANSFER', 5_202_000, 0],
    ]);
    expect(await rowsOf([kurang.penjualan.no_faktur_group, kurang.pembelian.no_faktur_group])).toEqual([
      ['TUKAR KURANG', 'CASH', 0, kurang.tukar_kurang],
    ]);
    expect(await pieceByBarcode(t, owner, ring.kode_barcode)).toMatchObject({
      stock: 1,
      kode_gudang: 'BELI',
    });
    expect(await pieceByBarcode(t, owner, bigRing.kode_barcode)).toMatchObject({
      stock: 0,
      status: 'TERJUAL',
    });
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
  });

  it('refuses to cancel one half alone', async () => {
    const line = await t.call('POST', 'penjualan/batal', owner, {
      no_faktur_jual: tambah.penjualan.items[0]?.no_faktur_jual,
      otorisasi: OTORISASI,
    });
    expect([line.statusCode, line.json().message]).toEqual([
      409,
      TEXTS.tukar.lewatBatalTukar(tambah.penjualan.no_faktur_group),
    ]);
    const buyback = await t.call('POST', 'pembelian/batal', owner, {
      no_faktur_beli: tambah.pembelian.items[0]?.no_faktur_beli,
      otorisasi: OTORISASI,
    });
    expect([buyback.statusCode, buyback.json().message]).toEqual([
      409,
      TEXTS.tukar.lewatBatalTukar(tambah.pembelian.no_faktur_group),
    ]);
  });

  it('Batal Tukar undoes both halves with one otorisasi: pieces back, money back by the method it came by', async () => {
    const body = { no_faktur_group: tambah.penjualan.no_faktur_group, otorisasi: OTORISASI };
    expect((await t.call('POST', 'tukar/batal', kasir, body)).statusCode).toBe(403);
    const response = await t.call('POST', 'tukar/batal', owner, body);
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as TukarDoc;
    expect([doc.penjualan.status, doc.pembelian.status]).toEqual(['CANC', 'CANC']);
    expect(doc.penjualan.items.map((item) => item.status)).toEqual(['CANC']);
    expect(await pieceByBarcode(t, owner, bigRing.kode_barcode)).toMatchObject({ stock: 1, status: 'READY' });
    // The ring goes home with the customer again: sold, as its receipt says.
    expect(await pieceByBarcode(t, owner, ring.kode_barcode)).toMatchObject({ stock: 0, status: 'TERJUAL' });
    expect(await rowsOf([tambah.penjualan.no_faktur_group])).toEqual([
      ['BATAL PENJUALAN', 'CASH', 0, 5_000_000],
      ['BATAL PENJUALAN', 'TRANSFER', 0, 5_202_000],
      ['PENJUALAN', 'CASH', 5_000_000, 0],
      ['PENJUALAN', 'TRANSFER', 5_202_000, 0],
    ]);
    const twice = await t.call('POST', 'tukar/batal', owner, body);
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      TEXTS.tukar.sudahBatal(tambah.penjualan.no_faktur_group),
    ]);
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
  });

  it('Batal Tukar of a tukar kurang takes the difference back into the till', async () => {
    const response = await t.call('POST', 'tukar/batal', owner, {
      no_faktur_group: kurang.penjualan.no_faktur_group,
      otorisasi: OTORISASI,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowsOf([kurang.pembelian.no_faktur_group])).toEqual([
      ['BATAL PEMBELIAN', 'CASH', kurang.tukar_kurang, 0],
      ['TUKAR KURANG', 'CASH', 0, kurang.tukar_kurang],
    ]);
    expect(await pieceByBarcode(t, owner, smallRing.kode_barcode)).toMatchObject({
      stock: 1,
      status: 'READY',
    });
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
  });

  it('refuses Batal Tukar before both halves are validated, and for a sale without tukar', async () => {
    const response = await t.call(
      'POST',
      'tukar',
      owner,
      tukar([smallRing], [{ kode_barcode: bracelet.kode_barcode, berat: 5, kode_kondisi: 'MULUS' }]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const open = response.json() as TukarDoc;
    const early = await t.call('POST', 'tukar/batal', owner, {
      no_faktur_group: open.penjualan.no_faktur_group,
      otorisasi: OTORISASI,
    });
    expect([early.statusCode, early.json().message]).toEqual([
      400,
      TEXTS.tukar.belumValid(open.penjualan.no_faktur_group),
    ]);
    const plain = await t.call(
      'GET',
      `tukar/${open.penjualan.no_faktur_group.replace(/\d{4}$/, '0001')}`,
      owner,
    );
    expect(plain.statusCode).toBe(404);
  });
});
