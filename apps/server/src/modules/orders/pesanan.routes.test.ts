import { type Barang, type PenjualanDoc, type PesananDoc, TEXTS } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, pieceByBarcode, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { closeDay } from '../../../test/till-fixtures.ts';
import { keuangan } from '../../db/schema/index.ts';

const TODAY = '2026-11-22';
const OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'customer batal' };
let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let key = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  // Orders are the Pesanan group's; this shop's cashier is granted it, its supervisor validates.
  await grantMenus(t, owner, 'KASIR', ['transaksi-pesanan', 'lihat-pesanan']);
  await grantMenus(t, owner, 'SPV', ['validasi-jual-beli', 'lihat-pesanan']);
  [spv, kasir] = await Promise.all([t.login('PST', 'SPV'), t.login('PST', 'KASIR')]);
});
afterAll(async () => {
  await t.close();
});

/** A 5 g ring of 750 at 1,000,000/g with 150,000 ongkos: estimated at 5,150,000. */
const order = (extra: object = {}) => ({
  idempotency_key: `pesanan-key-${++key}-xxxx`,
  kode_sales: 'S02',
  kode_member: 'PST-M0002',
  nama_customer: 'ibu sari dewi',
  no_hp: '0812000111',
  kode_group: '750',
  kode_dept: 'CC',
  deskripsi: 'Cincin ukir nama SARI',
  berat: 5,
  kadar: 75,
  harga_gram: 1_000_000,
  ongkos: 150_000,
  tgl_selesai: '2026-11-29',
  dp: 1_000_000,
  bayar: { cash: 1_000_000 },
  ...extra,
});

const cashOf = (deskripsi: string) =>
  t.database.db
    .select({
      kategori: keuangan.kategori,
      jenis: keuangan.jenis,
      in: keuangan.jumlah_in,
      out: keuangan.jumlah_out,
      no_rekening: keuangan.no_rekening,
    })
    .from(keuangan)
    .where(and(eq(keuangan.kode_toko, 'PST'), eq(keuangan.deskripsi, deskripsi)))
    .orderBy(keuangan.id);

async function take(extra: object = {}): Promise<PesananDoc> {
  const response = await t.call('POST', 'pesanan', kasir, order(extra));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PesananDoc;
}

async function validate(no: string) {
  const response = await t.call('POST', 'pesanan/validasi', spv, { no_pesanan: [no] });
  expect(response.statusCode, response.body).toBe(200);
}

describe('pesanan', () => {
  let noPesanan = '';
  let made: Barang;
  let collected: PenjualanDoc;

  it('needs a token and the menu, and refuses a bad body in Indonesian', async () => {
    expect((await t.call('POST', 'pesanan', undefined, order())).statusCode).toBe(401);
    const t2Kasir = await t.login('T2', 'KASIR');
    const denied = await t.call('POST', 'pesanan', t2Kasir, order());
    expect([denied.statusCode, denied.json().message]).toEqual([403, TEXTS.menuForbidden]);
    const cases: [object, string][] = [
      [{ dp: 0, bayar: {} }, TEXTS.pesanan.dpHarusDiisi],
      [{ dp: 6_000_000, bayar: { cash: 6_000_000 } }, TEXTS.pesanan.dpLebih],
      [{ tgl_selesai: '2026-11-21' }, TEXTS.pesanan.tanggalSelesaiLewat],
      [{ tgl_selesai: 'besok' }, 'Tanggal Estimasi Selesai tidak valid'],
      [{ deskripsi: '' }, TEXTS.pesanan.deskripsiHarusDiisi],
      [{ berat: 'lima' }, 'Berat Estimasi harus berupa angka'],
      // Numbers are numbers: z.coerce read "0x10" as 16, "1e3" as 1000 and true as 1.
      [{ berat: '0x10', kadar: true }, 'Berat Estimasi harus berupa angka'],
      [{ kadar: true }, 'Kadar harus berupa angka'],
      [{ kadar: '1e1' }, 'Kadar harus berupa angka'],
      [{ ongkos: [] }, 'Ongkos harus berupa angka'],
      [{ kadar: 0 }, 'Kadar harus lebih dari 0 sampai 100'],
      [{ dp: 1_000_000, bayar: { cash: 500_000 } }, 'Pembayaran kurang Rp 500,000'],
      [{ kode_group: 'XXX' }, 'Kategori XXX tidak ditemukan atau tidak aktif'],
      [{ bayar: { transfer: 1_000_000 } }, 'Rekening Transfer Harus Dipilih'],
      [{ kode_member: 'M9999' }, 'Member M9999 tidak ditemukan'],
    ];
    for (const [extra, message] of cases) {
      const response = await t.call('POST', 'pesanan', kasir, order(extra));
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { message },
      });
    }
    const empty = await t.call('POST', 'pesanan', kasir, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Harus Diisi|tidak valid/);
  });

  it('takes an order with a DP; a retry with the same key answers the same order', async () => {
    const body = order({ bayar: { cash: 1_050_000 } });
    const response = await t.call('POST', 'pesanan', kasir, body);
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as PesananDoc;
    expect(doc).toMatchObject({
      no_pesanan: 'PST-PS-261122-0001',
      nama_customer: 'IBU SARI DEWI',
      berat: 5,
      kadar: 75,
      total: 5_150_000,
      dp: 1_000_000,
      sisa: 4_150_000,
      kembalian: 50_000,
      status: 'OPEN',
      status_valid: 'OPEN',
      kode_barcode: null,
    });
    noPesanan = doc.no_pesanan;
    expect((await t.call('POST', 'pesanan', kasir, body)).json()).toEqual(doc);
    expect((await t.call('GET', `pesanan/${noPesanan}`, kasir)).json()).toEqual(doc);
  });

  it('keeps the day open while the order waits for validation, naming it', async () => {
    const response = await closeDay(t, owner);
    expect(response.statusCode).toBe(422);
    expect(response.json().blockers).toContainEqual({
      message: TEXTS.pesanan.belumValid([noPesanan]),
      path: '/validasi-jual-beli?tab=pesanan',
    });
  });

  it('validates: the DP reaches the cash book as DP PESANAN', async () => {
    const denied = await t.call('POST', 'pesanan/validasi', kasir, { no_pesanan: [noPesanan] });
    expect([denied.statusCode, denied.json().message]).toEqual([403, TEXTS.menuForbidden]);
    await validate(noPesanan);
    expect(await cashOf(noPesanan)).toEqual([
      { kategori: 'DP PESANAN', jenis: 'CASH', in: 1_000_000, out: 0, no_rekening: '' },
    ]);
    const again = await t.call('POST', 'pesanan/validasi', spv, { no_pesanan: [noPesanan] });
    expect([again.statusCode, again.json().message]).toEqual([409, TEXTS.pesanan.sudahValid(noPesanan)]);
  });

  it('becomes DONE when the made piece is added to stock with its number; the piece is not for sale', async () => {
    const unknown = await t.call('POST', 'barang', owner, {
      items: [{ ...scannedRing(), no_pesanan: 'PST-PS-000000-0009' }],
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      TEXTS.pesanan.tidakDikenal('PST-PS-000000-0009'),
    ]);
    const [piece] = (await addPieces(t, owner, [
      { nama_barang: 'CINCIN UKIR SARI', berat: 5.12, no_pesanan: noPesanan },
    ])) as [Barang];
    expect(piece.no_pesanan).toBe(noPesanan);
    made = piece;
    const doc = (await t.call('GET', `pesanan/${noPesanan}`, kasir)).json() as PesananDoc;
    expect([doc.status, doc.kode_barcode]).toEqual(['DONE', piece.kode_barcode]);
    // A second piece for the same order is refused, and nothing of it stays behind.
    const second = await t.call('POST', 'barang', owner, {
      items: [{ ...scannedRing(), no_pesanan: noPesanan }],
    });
    expect([second.statusCode, second.json().message]).toEqual([409, TEXTS.pesanan.bukanOpen(noPesanan)]);
    // Sales already refuse a piece made for an order.
    const harga = await t.call('GET', `penjualan/harga/${piece.kode_barcode}`, kasir);
    expect(harga.statusCode).toBe(409);
    expect(harga.json().message).toContain(noPesanan);
    expect((await pieceByBarcode(t, owner, piece.kode_barcode)).status).toBe('READY');
    // Found by the made piece's barcode; a made order is no longer cancelled.
    const found = (await t.call('GET', `pesanan/paginated?search=${piece.kode_barcode}`, kasir)).json() as {
      data: PesananDoc[];
    };
    expect(found.data.map((row) => row.no_pesanan)).toEqual([noPesanan]);
    const batal = await t.call('POST', 'pesanan/batal', kasir, {
      no_pesanan: noPesanan,
      otorisasi: OTORISASI,
    });
    expect([batal.statusCode, batal.json().message]).toEqual([409, TEXTS.pesanan.bukanOpen(noPesanan)]);
    await expectLedgerReconciles(t.database.db, 'PST', TODAY);
  });

  it('is collected by a sale of its piece at the real weight, the DP credited: FINISH, exactly once', async () => {
    const sale = (items: Barang[], idem: string) =>
      t.call('POST', 'penjualan', kasir, {
        idempotency_key: idem,
        kode_sales: 'S02',
        kode_member: 'PST-M0002',
        nama_customer: 'IBU SARI DEWI',
        no_pesanan: noPesanan,
        items: items.map(scanned),
        bayar: { cash: 20_000_000 },
      });
    const [other] = (await addPieces(t, owner, [{ nama_barang: 'CINCIN LAIN' }])) as [Barang];
    // The counter prices the order's piece only when it says which order it collects.
    expect((await t.call('GET', `penjualan/harga/${made.kode_barcode}`, kasir)).statusCode).toBe(409);
    const harga = await t.call('GET', `penjualan/harga/${made.kode_barcode}?no_pesanan=${noPesanan}`, kasir);
    expect(harga.statusCode, harga.body).toBe(200);
    const wrong = await sale([other], 'ambil-pesanan-salah');
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, TEXTS.pesanan.barangBerbeda(noPesanan)]);
    // Two clerks collect at once: exactly one sale is made.
    const both = await Promise.all([sale([made], 'ambil-pesanan-0001'), sale([made], 'ambil-pesanan-0002')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const doc = (both.find((response) => response.statusCode === 200)?.json() ?? {}) as PenjualanDoc;
    // Priced from the real 5.120 g at the order's Rp 1,000,000 a gram plus its Rp 150,000
    // ongkos, not at today's price; the DP pays its part.
    expect(doc.items[0]?.berat).toBe(5.12);
    expect(harga.json().harga_system).toBe(5_270_000);
    expect(doc.total).toBe(5_270_000);
    expect(doc).toMatchObject({ no_pesanan: noPesanan, pesanan_rp: 1_000_000 });
    expect(doc.kembalian).toBe(20_000_000 - (doc.total - 1_000_000));
    const order = (await t.call('GET', `pesanan/${noPesanan}`, kasir)).json() as PesananDoc;
    expect([order.status, order.no_faktur_group]).toEqual(['FINISH', doc.no_faktur_group]);
    const validated = await t.call('POST', 'penjualan/validasi', spv, {
      no_faktur_group: [doc.no_faktur_group],
    });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(await pieceByBarcode(t, owner, made.kode_barcode)).toMatchObject({ stock: 0, status: 'TERJUAL' });
    // The till gets only what was still owed: the DP was booked when the order was validated.
    expect(await cashOf(doc.no_faktur_group)).toEqual([
      { kategori: 'PENJUALAN', jenis: 'CASH', in: doc.total - 1_000_000, out: 0, no_rekening: '' },
    ]);
    await expectLedgerReconciles(t.database.db, 'PST', TODAY);
    collected = doc;
  });

  it('closes the order and frees its piece when the collecting sale is cancelled, the DP going back with it', async () => {
    const [line] = collected.items;
    const response = await t.call('POST', 'penjualan/batal', owner, {
      no_faktur_jual: line?.no_faktur_jual,
      otorisasi: OTORISASI,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The whole price goes back: what the sale took in cash, then the DP by its own method.
    const refunds = (
      await t.database.db.select().from(keuangan).where(eq(keuangan.kategori, 'BATAL PENJUALAN'))
    )
      .filter((row) => row.deskripsi === line?.no_faktur_jual)
      .map((row) => [row.jenis, row.jumlah_out]);
    expect(refunds).toEqual([
      ['CASH', collected.total - 1_000_000],
      ['CASH', 1_000_000],
    ]);
    const order = (await t.call('GET', `pesanan/${noPesanan}`, kasir)).json() as PesananDoc;
    expect([order.status, order.no_faktur_group]).toEqual(['CLOSE', collected.no_faktur_group]);
    // Back in its tray and no longer reserved: it sells like any piece.
    expect(await pieceByBarcode(t, owner, made.kode_barcode)).toMatchObject({
      status: 'READY',
      stock: 1,
      no_pesanan: null,
    });
    expect((await t.call('GET', `penjualan/harga/${made.kode_barcode}`, kasir)).statusCode).toBe(200);
    // The next step works: another customer buys it in a plain sale, naming no order.
    const resale = await t.call('POST', 'penjualan', kasir, {
      idempotency_key: 'jual-lagi-barang-pesanan',
      kode_sales: 'S02',
      nama_customer: 'BAPAK ADI',
      items: [scanned(made)],
      bayar: { cash: 20_000_000 },
    });
    expect(resale.statusCode, resale.body).toBe(200);
    expect((resale.json() as PenjualanDoc).items.map((item) => item.kode_barcode)).toEqual([
      made.kode_barcode,
    ]);
    const stillClosed = (await t.call('GET', `pesanan/${noPesanan}`, kasir)).json() as PesananDoc;
    expect(stillClosed.status).toBe('CLOSE');
    await expectLedgerReconciles(t.database.db, 'PST', TODAY);
  });

  it('refuses a piece for an order not yet validated', async () => {
    const open = await take();
    const response = await t.call('POST', 'barang', owner, {
      items: [{ ...scannedRing(), no_pesanan: open.no_pesanan }],
    });
    expect([response.statusCode, response.json().message]).toEqual([
      400,
      TEXTS.pesanan.belumDivalidasi(open.no_pesanan),
    ]);
    // Cancelled before validation: nothing was booked, so nothing is refunded.
    const batal = await t.call('POST', 'pesanan/batal', kasir, {
      no_pesanan: open.no_pesanan,
      otorisasi: OTORISASI,
    });
    expect(batal.statusCode, batal.body).toBe(200);
    expect((batal.json() as PesananDoc).status).toBe('CLOSE');
    expect(await cashOf(open.no_pesanan)).toEqual([]);
  });

  it('cancels a validated order with otorisasi, refunding a transfer DP as a transfer', async () => {
    const doc = await take({ dp: 2_000_000, bayar: { transfer: 2_000_000, no_rekening: '1234567890' } });
    await validate(doc.no_pesanan);
    const body = { no_pesanan: doc.no_pesanan, otorisasi: OTORISASI };
    expect((await t.call('POST', 'pesanan/batal', await t.login('T2', 'KASIR'), body)).statusCode).toBe(403);
    const wrong = await t.call('POST', 'pesanan/batal', kasir, {
      ...body,
      otorisasi: { ...OTORISASI, password: 'salah' },
    });
    expect(wrong.statusCode).toBe(422);
    // Two clerks cancel at once: exactly one does it, the other is told it is already closed.
    const both = await Promise.all([
      t.call('POST', 'pesanan/batal', kasir, body),
      t.call('POST', 'pesanan/batal', owner, body),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await cashOf(doc.no_pesanan)).toEqual([
      { kategori: 'DP PESANAN', jenis: 'TRANSFER', in: 2_000_000, out: 0, no_rekening: '1234567890' },
      { kategori: 'BATAL PESANAN', jenis: 'TRANSFER', in: 0, out: 2_000_000, no_rekening: '1234567890' },
    ]);
    const closed = (await t.call('GET', `pesanan/${doc.no_pesanan}`, kasir)).json() as PesananDoc;
    expect(closed.status).toBe('CLOSE');
  });

  it('prices at the day’s gold price of the kategori when the counter leaves it empty', async () => {
    const doc = await take({ harga_gram: 0, berat: 2, ongkos: 0, dp: 100_000, bayar: { cash: 100_000 } });
    expect(doc.harga_gram).toBeGreaterThan(0);
    expect(doc.total).toBe(doc.harga_gram * 2);
    await validate(doc.no_pesanan);
    // Made by a supplier: received with Penerimaan Barang, the order is DONE just the same.
    const received = await t.call('POST', 'penerimaan-barang', owner, {
      sumber: 'SUPPLIER',
      nama_supplier: 'PENGRAJIN',
      items: [{ ...scannedRing(), berat: 2.05, no_pesanan: doc.no_pesanan }],
    });
    expect(received.statusCode, received.body).toBe(200);
    const [piece] = (received.json() as { items: Barang[] }).items;
    const made = (await t.call('GET', `pesanan/${doc.no_pesanan}`, kasir)).json() as PesananDoc;
    expect([made.status, made.kode_barcode]).toEqual(['DONE', piece?.kode_barcode]);
  });

  it('lists orders by status and search, counts today’s on the dashboard, and keeps shops apart', async () => {
    const page = (await t.call('GET', 'pesanan/paginated?status=CLOSE', kasir)).json() as {
      data: PesananDoc[];
      count: number;
    };
    expect(page.count).toBe(3);
    expect((await t.call('GET', 'pesanan/paginated?status=LAIN', kasir)).statusCode).toBe(400);
    const byName = (await t.call('GET', 'pesanan/paginated?search=sari', kasir)).json() as { count: number };
    expect(byName.count).toBe(4);
    expect((await t.call('GET', 'pesanan/paginated')).statusCode).toBe(401);
    expect((await t.call('GET', 'pesanan/PST-PS-000000-0000', kasir)).statusCode).toBe(404);

    // The chart counts standing orders only: the one made through Penerimaan. The three
    // cancelled ones (one of them by cancelling the sale that collected it) are not counted.
    const chart = await t.call('GET', 'pesanan/chart?type=today', owner);
    expect(chart.statusCode, chart.body).toBe(200);
    expect(chart.json()).toMatchObject({ type: 'today', tanggal: TODAY, jumlah_nota: 1, jumlah_barang: 1 });

    const t2Owner = await t.login('T2', 'OWNER');
    const t2 = (await t.call('GET', 'pesanan/paginated', t2Owner)).json() as { count: number };
    expect(t2.count).toBe(0);
    expect((await t.call('GET', 'pesanan/PST-PS-261122-0001', t2Owner)).statusCode).toBe(404);
    const t2Batal = await t.call('POST', 'pesanan/batal', t2Owner, {
      no_pesanan: 'PST-PS-261122-0001',
      otorisasi: OTORISASI,
    });
    expect(t2Batal.statusCode).not.toBe(200);
  });
});

describe('pesanan/get/by-no: the goods clerk checks an order number', () => {
  it('answers what is to be made and its state, no money, to a clerk holding only Tambah Data Barang', async () => {
    const doc = await take({ deskripsi: 'Gelang ukir BUDI', berat: 12.5 });
    await validate(doc.no_pesanan);
    // A goods clerk: this shop's SPV holding Tambah Data Barang and none of the order menus.
    const users = (await t.call('GET', 'users/get/all', owner)).json() as { id: number; user_id: string }[];
    const spvId = users.find((user) => user.user_id === 'SPV')?.id;
    const put = await t.call('PUT', `users/${spvId}/menu`, owner, { menu_keys: ['tambah-data-barang'] });
    expect(put.statusCode, put.body).toBe(200);
    const clerk = await t.login('PST', 'SPV');

    expect((await t.call('GET', `pesanan/get/by-no/${doc.no_pesanan}`)).statusCode).toBe(401);
    const found = await t.call('GET', `pesanan/get/by-no/${doc.no_pesanan.toLowerCase()}`, clerk);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      no_pesanan: doc.no_pesanan,
      tgl_system: TODAY,
      nama_customer: 'IBU SARI DEWI',
      kode_group: '750',
      kode_dept: 'CC',
      deskripsi: 'Gelang ukir BUDI',
      berat: 12.5,
      kadar: 75,
      tgl_selesai: '2026-11-29',
      status: 'OPEN',
      status_valid: 'DONE',
      kode_barcode: null,
    });
    // The order itself, its money and the lists stay the order menus'.
    for (const path of [`pesanan/${doc.no_pesanan}`, 'pesanan/paginated']) {
      const denied = await t.call('GET', path, clerk);
      expect([denied.statusCode, denied.json().message]).toEqual([403, TEXTS.menuForbidden]);
    }
    const unknown = await t.call('GET', 'pesanan/get/by-no/PST-PS-000000-0009', clerk);
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      TEXTS.pesanan.tidakDikenal('PST-PS-000000-0009'),
    ]);
    const tooLong = await t.call('GET', `pesanan/get/by-no/${'X'.repeat(41)}`, clerk);
    expect(tooLong.statusCode).toBe(400);
    // Without a goods or order menu, and from another shop, the number says nothing.
    const t2Kasir = await t.login('T2', 'KASIR');
    const none = await t.call('GET', `pesanan/get/by-no/${doc.no_pesanan}`, t2Kasir);
    expect([none.statusCode, none.json().message]).toEqual([403, TEXTS.menuForbidden]);
    const t2Owner = await t.login('T2', 'OWNER');
    expect((await t.call('GET', `pesanan/get/by-no/${doc.no_pesanan}`, t2Owner)).statusCode).toBe(404);
  });
});

function scannedRing() {
  return {
    kode_group: '750',
    kode_dept: 'CC',
    kode_gudang: 'TOKO',
    kode_baki: 'CC01',
    nama_barang: 'CINCIN PESANAN',
    berat: 5,
    kadar: 75,
  };
}
