import { type Barang, OTORISASI_CODES, type PembelianDoc, type PembelianNota, TEXTS } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, pieceByBarcode, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { closeDay } from '../../../test/till-fixtures.ts';
import { keuangan } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
/** Sold and validated in beforeAll: the pieces customers bring back with their receipt. */
let ring: Barang;
let bracelet: Barang;
let pendant: Barang;
/** Still in tray CC01: never sold. */
let inStock: Barang;
const SPV_OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'Emas luar, sudah diuji' };
const day = TEST_TODAY.slice(2).replaceAll('-', '');

let key = 0;
const nextKey = () => `beli-key-${++key}-xxxx`;
const buyback = (items: object[], bayar: object, extra: object = {}) => ({
  idempotency_key: nextKey(),
  kode_sales: 'S01',
  nama_customer: 'ibu rina',
  items,
  bayar,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  [owner, spv, kasir] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
  ]);
  // The worked example of DOMAIN.md §8: 3.270 g x 1,480,000 + ongkos 50,000/g -> 5,003,500.
  [ring, bracelet, pendant, inStock] = (await addPieces(t, owner, [
    { nama_barang: 'CINCIN CONTOH', berat: 3.27, ongkos_type: 'GRAM', ongkos: 50_000 },
    { kode_group: '700', kode_dept: 'GL', nama_barang: 'GELANG', berat: 5 },
    { kode_dept: 'LT', kode_baki: 'LT17', nama_barang: 'LIONTIN', berat: 1.5 },
    { nama_barang: 'CINCIN TOKO', berat: 2 },
  ])) as [Barang, Barang, Barang, Barang];
  const sale = await t.call('POST', 'penjualan', owner, {
    idempotency_key: 'jual-untuk-beli-1',
    kode_sales: 'S01',
    kode_member: 'PST-M0001',
    nama_customer: 'ibu ani suryani',
    no_hp: '081298765001',
    alamat_customer: 'JL. KEBON SIRIH NO. 5',
    items: [ring, bracelet, pendant].map(scanned),
    bayar: { cash: 20_000_000 },
  });
  expect(sale.statusCode, sale.body).toBe(200);
  const valid = await t.call('POST', 'penjualan/validasi', spv, {
    no_faktur_group: [sale.json().no_faktur_group],
  });
  expect(valid.statusCode, valid.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('Transaksi Pembelian', () => {
  it('needs a token, the menu and valid input', async () => {
    const body = buyback([{ kode_barcode: ring.kode_barcode, berat: 3.27, kode_kondisi: 'MULUS' }], {
      cash: 4_356_000,
    });
    expect((await t.call('POST', 'pembelian', undefined, body)).statusCode).toBe(401);
    const denied = await t.call('POST', 'pembelian', kasir, body);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: TEXTS.menuForbidden });
    expect((await t.call('GET', `pembelian/nota/${ring.kode_barcode}`, kasir)).statusCode).toBe(403);
    const cases: [object, string][] = [
      [{ items: [] }, TEXTS.pembelian.barangHarusDiisi],
      [
        { items: [{ berat: 2, kode_kondisi: 'MULUS', kode_dept: 'CC', nama_barang: 'CINCIN' }] },
        'Group Harus Diisi',
      ],
      [
        { items: [{ kode_barcode: ring.kode_barcode, berat: 0, kode_kondisi: 'MULUS' }] },
        'Berat Harus Diisi',
      ],
      [{ items: [{ kode_barcode: ring.kode_barcode, berat: 3.27 }] }, 'Kondisi Harus Diisi'],
      [{ nama_customer: '' }, 'Nama Customer Harus Diisi'],
    ];
    for (const [extra, message] of cases) {
      const response = await t.call('POST', 'pembelian', spv, { ...body, ...extra });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { message },
      });
    }
  });

  it('reads the receipt of a sold piece, and refuses one still in stock or unknown', async () => {
    const response = await t.call('GET', `pembelian/nota/${ring.kode_barcode}`, spv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      kode_barcode: ring.kode_barcode,
      no_faktur_jual: `PST-FJ-${day}-0001-1`,
      tgl_jual: TEST_TODAY,
      // Who bought it: the buyback form starts from this customer.
      kode_member: 'PST-M0001',
      nama_customer: 'IBU ANI SURYANI',
      no_hp: '081298765001',
      alamat_customer: 'JL. KEBON SIRIH NO. 5',
      kode_group: '750',
      berat_nota: 3.27,
      harga_jual: 5_003_500,
      ongkos: 163_500,
      // The making fee was work, not gold: it is not bought back.
      harga_nota: 4_840_000,
    } satisfies Partial<PembelianNota>);
    const still = await t.call('GET', `pembelian/nota/${inStock.kode_barcode}`, spv);
    expect({ status: still.statusCode, body: still.json() }).toEqual({
      status: 409,
      body: { message: TEXTS.pembelian.masihDiToko(inStock.kode_barcode) },
    });
    const unknown = await t.call('GET', 'pembelian/nota/99999999', spv);
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: TEXTS.pembelian.notaTidakDitemukan('99999999') },
    });
  });

  it('buys the ring back at its receipt price less the MULUS cut, to the rupiah; a retry answers the same', async () => {
    const line = { kode_barcode: ring.kode_barcode, berat: 3.27, kode_kondisi: 'MULUS' };
    const short = await t.call('POST', 'pembelian', spv, buyback([line], { cash: 4_000_000 }));
    expect({ status: short.statusCode, body: short.json() }).toEqual({
      status: 400,
      body: { message: TEXTS.pembelian.bayarTidakSama('Rp 4,356,000', 'Rp 4,000,000') },
    });
    const body = buyback([line], { cash: 1_356_000, transfer: 3_000_000, no_rekening: '9876543210' });
    const response = await t.call('POST', 'pembelian', spv, body);
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as PembelianDoc;
    expect(doc).toMatchObject({
      no_faktur_group: `PST-FB-${day}-0001`,
      total: 4_356_000,
      cash_rp: 1_356_000,
      transfer_rp: 3_000_000,
      status_valid: 'OPEN',
      nama_customer: 'IBU RINA',
    });
    // 4,840,000 - 10 % = 4,356,000 (already a multiple of 500); per gram floor(4,356,000 / 3.27).
    expect(doc.items).toEqual([
      expect.objectContaining({
        no_faktur_beli: `PST-FB-${day}-0001-1`,
        kode_barcode: ring.kode_barcode,
        no_faktur_jual: `PST-FJ-${day}-0001-1`,
        berat_nota: 3.27,
        berat: 3.27,
        harga_nota: 4_840_000,
        kode_kondisi: 'MULUS',
        type_kondisi: 'PERSENTASE',
        potongan: 484_000,
        harga_system: 4_356_000,
        harga: 4_356_000,
        harga_rata: 1_332_110,
        status: 'OK',
      }),
    ]);
    expect((await t.call('POST', 'pembelian', spv, body)).json()).toEqual(doc);
    const again = await t.call('POST', 'pembelian', spv, buyback([line], { cash: 4_356_000 }));
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { message: TEXTS.pembelian.sudahDibeli(ring.kode_barcode, `PST-FB-${day}-0001-1`) },
    });
  });

  it('needs otorisasi for gold without receipt, a price above the system or a weight above the receipt', async () => {
    const foreign = {
      kode_group: '750',
      kode_dept: 'CC',
      nama_barang: 'cincin luar',
      berat: 2,
      kode_kondisi: 'MULUS',
    };
    // 2 g x the 750 buy price 1,380,000 = 2,760,000, less 10 % = 2,484,000.
    const noConsent = await t.call('POST', 'pembelian', spv, buyback([foreign], { cash: 2_484_000 }));
    expect({ status: noConsent.statusCode, body: noConsent.json() }).toEqual({
      status: 422,
      body: { message: TEXTS.pembelian.perluOtorisasi, code: OTORISASI_CODES.diperlukan },
    });
    const heavier = { kode_barcode: bracelet.kode_barcode, berat: 5.1, kode_kondisi: 'MULUS' };
    expect((await t.call('POST', 'pembelian', spv, buyback([heavier], { cash: 1 }))).statusCode).toBe(422);
    const dearer = { kode_barcode: bracelet.kode_barcode, berat: 5, kode_kondisi: 'MULUS', harga: 9_000_000 };
    expect((await t.call('POST', 'pembelian', spv, buyback([dearer], { cash: 9_000_000 }))).statusCode).toBe(
      422,
    );
    const wrongPassword = await t.call(
      'POST',
      'pembelian',
      spv,
      buyback(
        [foreign],
        { cash: 2_484_000 },
        { otorisasi: { ...SPV_OTORISASI, user_id: 'OWNER', password: 'x' } },
      ),
    );
    expect(wrongPassword.statusCode).toBe(422);

    const response = await t.call(
      'POST',
      'pembelian',
      spv,
      buyback([foreign], { cash: 2_484_000 }, { otorisasi: { ...SPV_OTORISASI, user_id: 'OWNER' } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as PembelianDoc).items).toEqual([
      expect.objectContaining({
        kode_barcode: '',
        no_faktur_jual: '',
        nama_barang: 'CINCIN LUAR',
        berat_nota: 0,
        harga_nota: 0,
        potongan: 276_000,
        harga: 2_484_000,
        harga_rata: 1_242_000,
      }),
    ]);
  });

  it('lets exactly one of two counters buy back the same receipt at once', async () => {
    const line = { kode_barcode: pendant.kode_barcode, berat: 1.5, kode_kondisi: 'BARET' };
    const { harga_nota } = (await t.call('GET', `pembelian/nota/${pendant.kode_barcode}`, spv)).json();
    // BARET cuts 12 %, rounded up to 500.
    const harga = Math.ceil((harga_nota - Math.ceil(harga_nota * 0.12)) / 500) * 500;
    const [a, b] = await Promise.all([
      t.call('POST', 'pembelian', spv, buyback([line], { cash: harga })),
      t.call('POST', 'pembelian', owner, buyback([line], { cash: harga })),
    ]);
    expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toMatch(/sudah dibeli kembali/);
  });
});

describe('validasi and batal pembelian', () => {
  it('refuses closing while buybacks wait for validation', async () => {
    const response = await closeDay(t, owner);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/pembelian yang belum divalidasi: \S+-\d{6}-\d{4}/);
    expect(response.json().blockers).toContainEqual({
      message: expect.stringMatching(/pembelian yang belum divalidasi/),
      path: '/validasi-jual-beli?tab=pembelian',
    });
  });

  it('validates: the pieces come into gudang BELI, the money leaves the shop per method', async () => {
    const open = await t.call('GET', 'pembelian/paginated?status_valid=OPEN&limit=10', spv);
    expect(open.statusCode, open.body).toBe(200);
    const nos = (open.json().data as PembelianDoc[]).map((doc) => doc.no_faktur_group);
    expect(nos).toHaveLength(3);
    expect((await t.call('POST', 'pembelian/validasi', kasir, { no_faktur_group: nos })).statusCode).toBe(
      403,
    );
    const response = await t.call('POST', 'pembelian/validasi', spv, { no_faktur_group: nos });
    expect(response.statusCode, response.body).toBe(200);

    expect(await pieceByBarcode(t, owner, ring.kode_barcode)).toMatchObject({
      stock: 1,
      status: 'BELI',
      kode_gudang: 'BELI',
      kode_baki: 'B01',
      berat: 3.27,
    });
    const foreign = (await t.call('GET', `pembelian/PST-FB-${day}-0002`, spv)).json() as PembelianDoc;
    expect(foreign.status_valid).toBe('DONE');
    expect(foreign.items[0]?.kode_barcode).toMatch(/^\d{8}$/);
    expect(await pieceByBarcode(t, owner, foreign.items[0]?.kode_barcode ?? '')).toMatchObject({
      stock: 1,
      status: 'BELI',
      kode_gudang: 'BELI',
      nama_barang: 'CINCIN LUAR',
      berat: 2,
    });
    // Bought-back gold waits for sorting: the counter cannot sell it.
    expect((await t.call('GET', `penjualan/harga/${ring.kode_barcode}`, owner)).statusCode).toBe(409);

    const money = await t.database.db
      .select()
      .from(keuangan)
      .where(and(eq(keuangan.kategori, 'PEMBELIAN'), eq(keuangan.deskripsi, `PST-FB-${day}-0001`)));
    expect(money.map((row) => [row.jenis, row.jumlah_in, row.jumlah_out, row.no_rekening]).sort()).toEqual([
      ['CASH', 0, 1_356_000, ''],
      ['TRANSFER', 0, 3_000_000, '9876543210'],
    ]);
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
    expect((await t.call('POST', 'pembelian/validasi', spv, { no_faktur_group: nos })).statusCode).toBe(409);
  });

  it('keeps the sale of a bought-back piece from being cancelled under it', async () => {
    const response = await t.call('POST', 'penjualan/batal', owner, {
      no_faktur_jual: `PST-FJ-${day}-0001-1`,
      otorisasi: SPV_OTORISASI,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toMatch(/status BELI/);
    expect(await pieceByBarcode(t, owner, ring.kode_barcode)).toMatchObject({
      stock: 1,
      kode_gudang: 'BELI',
    });
  });

  it('cancels a validated line with otorisasi: the ring is sold goods again, the money back the way it was paid', async () => {
    const body = { no_faktur_beli: `PST-FB-${day}-0001-1`, otorisasi: SPV_OTORISASI };
    expect((await t.call('POST', 'pembelian/batal', kasir, body)).statusCode).toBe(403);
    const response = await t.call('POST', 'pembelian/batal', owner, body);
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as PembelianDoc;
    expect(doc.items.map((item) => item.status)).toEqual(['CANC']);
    expect(doc.status).toBe('CANC');
    expect(await pieceByBarcode(t, owner, ring.kode_barcode)).toMatchObject({
      stock: 0,
      status: 'TERJUAL',
      kode_gudang: 'TOKO',
      kode_baki: 'CC01',
      berat: 3.27,
    });
    const back = await t.database.db.select().from(keuangan).where(eq(keuangan.kategori, 'BATAL PEMBELIAN'));
    // Paid out partly by transfer: that part returns to the account it left, not to the till.
    expect(back.map((row) => [row.deskripsi, row.jenis, row.no_rekening, row.jumlah_in]).sort()).toEqual([
      [`PST-FB-${day}-0001-1`, 'CASH', '', 1_356_000],
      [`PST-FB-${day}-0001-1`, 'TRANSFER', '9876543210', 3_000_000],
    ]);
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
    expect((await t.call('POST', 'pembelian/batal', owner, body)).statusCode).toBe(409);
    // The receipt is free again for a later buyback.
    expect((await t.call('GET', `pembelian/nota/${ring.kode_barcode}`, spv)).statusCode).toBe(200);
  });

  it('refuses to cancel an unvalidated buyback', async () => {
    const line = { kode_barcode: ring.kode_barcode, berat: 3.27, kode_kondisi: 'MULUS' };
    const saved = await t.call('POST', 'pembelian', spv, buyback([line], { cash: 4_356_000 }));
    expect(saved.statusCode, saved.body).toBe(200);
    const no = (saved.json() as PembelianDoc).items[0]?.no_faktur_beli;
    const response = await t.call('POST', 'pembelian/batal', owner, {
      no_faktur_beli: no,
      otorisasi: SPV_OTORISASI,
    });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: { message: 'Hanya pembelian yang sudah divalidasi yang dapat dibatalkan' },
    });
  });

  it('lists buybacks for Lihat Pembelian, paged and searched on the server', async () => {
    const all = await t.call('GET', 'pembelian/paginated?limit=2', spv);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().count).toBe(4);
    expect(all.json().data).toHaveLength(2);
    const byName = await t.call('GET', 'pembelian/paginated?search=luar', spv);
    expect((byName.json().data as PembelianDoc[]).map((doc) => doc.no_faktur_group)).toEqual([
      `PST-FB-${day}-0002`,
    ]);
    const byBarcode = await t.call('GET', `pembelian/paginated?search=${ring.kode_barcode}`, spv);
    expect(byBarcode.json().count).toBe(2);
    expect((await t.call('GET', 'pembelian/paginated', kasir)).statusCode).toBe(403);
    expect((await t.call('GET', 'pembelian/paginated?dari=kemarin', spv)).statusCode).toBe(400);
  });
});

describe('Parameter Rugi Nota bounds the cut the clerk types', () => {
  it('asks otorisasi for a cut outside the bounds (code OTORISASI_DIPERLUKAN), tells a refused one apart (OTORISASI_DITOLAK)', async () => {
    const rugi = await t.call('POST', 'ruginota', owner, {
      kode_rugi: 'R750',
      nama_rugi: 'EMAS 750',
      kode_group: '750',
      potongan_min: 5,
      potongan_max: 15,
    });
    expect(rugi.statusCode, rugi.body).toBe(200);
    const [sold] = (await addPieces(t, owner, [
      { nama_barang: 'CINCIN CONTOH', berat: 3.27, ongkos_type: 'GRAM', ongkos: 50_000 },
    ])) as [Barang];
    const sale = await t.call('POST', 'penjualan', owner, {
      idempotency_key: 'jual-untuk-rugi-nota',
      kode_sales: 'S01',
      nama_customer: 'ibu rina',
      items: [scanned(sold)],
      bayar: { cash: 5_003_500 },
    });
    expect(sale.statusCode, sale.body).toBe(200);
    const valid = await t.call('POST', 'penjualan/validasi', spv, {
      no_faktur_group: [sale.json().no_faktur_group],
    });
    expect(valid.statusCode, valid.body).toBe(200);
    // The ring's receipt price is 4,840,000: a 4,000,000 offer cuts 17.4 %, beyond the 15 % allowed.
    const line = { kode_barcode: sold.kode_barcode, berat: 3.27, kode_kondisi: 'MULUS', harga: 4_000_000 };
    const needed = await t.call('POST', 'pembelian', spv, buyback([line], { cash: 4_000_000 }));
    expect([needed.statusCode, needed.json()]).toEqual([
      422,
      { message: TEXTS.pembelian.perluOtorisasi, code: OTORISASI_CODES.diperlukan },
    ]);
    const refused = await t.call(
      'POST',
      'pembelian',
      spv,
      buyback(
        [line],
        { cash: 4_000_000 },
        { otorisasi: { ...SPV_OTORISASI, user_id: 'OWNER', password: 'salah' } },
      ),
    );
    expect([refused.statusCode, refused.json().code]).toEqual([422, OTORISASI_CODES.ditolak]);
    // 4,200,000 cuts 13.2 %: within the bounds and below the system price, no consent needed.
    const within = { ...line, harga: 4_200_000 };
    const saved = await t.call('POST', 'pembelian', spv, buyback([within], { cash: 4_200_000 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as PembelianDoc).items[0]).toMatchObject({
      harga: 4_200_000,
      harga_system: 4_356_000,
    });
  });
});
