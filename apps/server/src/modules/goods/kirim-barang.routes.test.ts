import { type Barang, type KirimBarangDoc, TEXTS } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, pieceByBarcode, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { toko } from '../../db/schema/index.ts';

let t: TestApp;
let pst: string;
let t2: string;
let t3: string;
let kasir: string;

beforeAll(async () => {
  t = await createTestApp();
  [pst, t2, t3, kasir] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('T2', 'OWNER'),
    t.login('T3', 'OWNER'),
    t.login('PST', 'KASIR'),
  ]);
});
afterAll(async () => {
  await t.close();
});

async function send(items: Barang[], tujuan = 'T2'): Promise<KirimBarangDoc> {
  const response = await t.call('POST', 'kirim-barang', pst, {
    kode_toko_tujuan: tujuan,
    keterangan: 'Stok cabang',
    items: items.map(scanned),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as KirimBarangDoc;
}

const reconcileAll = async () => {
  for (const shop of ['PST', 'T2', 'T3']) await expectLedgerReconciles(t.database.db, shop, '2026-11-22');
};

describe('Kirim Barang ke Cabang and Terima Barang', () => {
  it('needs a token and the menu on both sides', async () => {
    expect((await t.call('POST', 'kirim-barang', undefined, {})).statusCode).toBe(401);
    for (const [method, path] of [
      ['POST', 'kirim-barang'],
      ['GET', 'kirimbarang/get/nokirim'],
      ['GET', 'kirim-barang/paginated?arah=MASUK'],
      ['POST', 'terima-barang'],
      ['POST', 'import-data-pusat'],
    ] as const) {
      const denied = await t.call(method, path, kasir, {});
      expect(denied.statusCode, path).toBe(403);
      expect(denied.json()).toEqual({ message: TEXTS.menuForbidden });
    }
  });

  it('sends pieces out of the sender into transit, and the receiver takes them into a tray', async () => {
    const pieces = await addPieces(t, pst, [{ berat: 1.5 }, { berat: 2.75 }]);
    expect((await t.call('GET', 'kirimbarang/get/nokirim', pst)).json()).toEqual({
      no_kirim: 'PST-KB-261122-0001',
    });
    const doc = await send(pieces);
    expect(doc).toMatchObject({
      no_kirim: 'PST-KB-261122-0001',
      kode_toko_asal: 'PST',
      kode_toko_tujuan: 'T2',
      status: 'KIRIM',
      jumlah: 2,
      berat: 4.25,
    });
    expect(doc.items.map((item) => item.kode_barcode)).toEqual(
      pieces.map((item) => item.kode_barcode).sort(),
    );
    expect(await pieceByBarcode(t, pst, pieces[0]?.kode_barcode ?? '')).toMatchObject({
      status: 'KIRIM',
      stock: 0,
    });
    await reconcileAll();

    // Only the addressed shop sees and takes it.
    const incoming = (await t.call('GET', 'kirim-barang/paginated?arah=MASUK&status=KIRIM', t2)).json() as {
      data: KirimBarangDoc[];
      count: number;
    };
    expect(incoming.count).toBe(1);
    expect((await t.call('GET', `kirim-barang/${doc.no_kirim}`, t3)).statusCode).toBe(404);
    const terima = {
      no_kirim: doc.no_kirim,
      kode_gudang: 'TOKO',
      kode_baki: 'CC01',
      barcodes: pieces.map((item) => item.kode_barcode),
    };
    expect((await t.call('POST', 'terima-barang', t3, terima)).statusCode).toBe(404);

    const partial = await t.call('POST', 'terima-barang', t2, {
      ...terima,
      barcodes: terima.barcodes.slice(0, 1),
    });
    expect(partial.json()).toEqual({ message: `Barang belum discan semua: ${terima.barcodes[1]}` });
    const stranger = await t.call('POST', 'terima-barang', t2, {
      ...terima,
      barcodes: [...terima.barcodes, '99999999'],
    });
    expect(stranger.json()).toEqual({ message: `Barang 99999999 bukan bagian dari kiriman ${doc.no_kirim}` });

    const received = await t.call('POST', 'terima-barang', t2, terima);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      status: 'TERIMA',
      no_terima: 'T2-TM-261122-0001',
      diterima_by: 'OWNER',
    });
    expect(await pieceByBarcode(t, t2, pieces[0]?.kode_barcode ?? '')).toMatchObject({
      status: 'READY',
      stock: 1,
      kode_baki: 'CC01',
    });
    expect((await t.call('GET', `barang/get/by-barcode/${pieces[0]?.kode_barcode}`, pst)).statusCode).toBe(
      404,
    );
    await reconcileAll();

    const twice = await t.call('POST', 'terima-barang', t2, terima);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: `Kiriman ${doc.no_kirim} sudah diterima` });
  });

  it('puts refused goods back where they left', async () => {
    const [piece] = await addPieces(t, pst, [{ kode_baki: 'LT17', kode_dept: 'LT', berat: 5 }]);
    if (!piece) throw new Error('no piece');
    const doc = await send([piece], 'T3');
    const refused = await t.call('POST', 'terima-barang/tolak', t3, {
      no_kirim: doc.no_kirim,
      alasan: 'Bukan pesanan kami',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'BATAL', alasan_tolak: 'Bukan pesanan kami' });
    expect(await pieceByBarcode(t, pst, piece.kode_barcode)).toMatchObject({
      status: 'READY',
      stock: 1,
      kode_baki: 'LT17',
    });
    await reconcileAll();
  });

  it('imports a head-office shipment whole, and only one from the head office', async () => {
    const pieces = await addPieces(t, pst, [{ berat: 1 }, { berat: 2 }, { berat: 3 }]);
    const doc = await send(pieces, 'T3');
    const response = await t.call('POST', 'import-data-pusat', t3, {
      no_kirim: doc.no_kirim,
      kode_gudang: 'TOKO',
      kode_baki: 'LT17',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'TERIMA', jumlah: 3, berat: 6 });
    await reconcileAll();

    // T2 sends to T3: not the head office.
    const [fromT2] = await addPieces(t, t2, [{ berat: 1 }]);
    if (!fromT2) throw new Error('no piece');
    const sent = await t.call('POST', 'kirim-barang', t2, {
      kode_toko_tujuan: 'T3',
      items: [scanned(fromT2)],
    });
    const notPusat = await t.call('POST', 'import-data-pusat', t3, {
      no_kirim: (sent.json() as KirimBarangDoc).no_kirim,
      kode_gudang: 'TOKO',
      kode_baki: 'LT17',
    });
    expect(notPusat.json()).toEqual({
      message: `Kiriman ${(sent.json() as KirimBarangDoc).no_kirim} bukan kiriman dari Pusat`,
    });
  });

  it('of a send and a destruction of the same piece at once, one wins and the other is told', async () => {
    const [piece] = await addPieces(t, pst, [{ berat: 4.321 }]);
    if (!piece) throw new Error('no piece');
    const [sent, destroyed] = await Promise.all([
      t.call('POST', 'kirim-barang', pst, { kode_toko_tujuan: 'T2', items: [scanned(piece)] }),
      t.call('POST', 'hancur-barang', pst, {
        kode_kondisi: 'RUSAK',
        items: [scanned(piece)],
        otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'Rusak berat' },
      }),
    ]);
    expect([sent.statusCode, destroyed.statusCode].sort()).toEqual([200, 409]);
    const loser = sent.statusCode === 409 ? sent : destroyed;
    expect(loser.json().message).toMatch(new RegExp(`^Barang ${piece.kode_barcode} tidak tersedia`));
    await reconcileAll();
  });

  it('refuses sending to itself, or when the two shops are on different business dates', async () => {
    const [piece] = await addPieces(t, pst, [{ berat: 1 }]);
    if (!piece) throw new Error('no piece');
    const self = await t.call('POST', 'kirim-barang', pst, {
      kode_toko_tujuan: 'PST',
      items: [scanned(piece)],
    });
    expect(self.json()).toEqual({ message: 'Toko tujuan harus toko lain' });
    await t.database.db.update(toko).set({ tgl_system: '2026-11-21' }).where(eq(toko.kode_toko, 'T3'));
    try {
      const response = await t.call('POST', 'kirim-barang', pst, {
        kode_toko_tujuan: 'T3',
        items: [scanned(piece)],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message:
          'Tanggal sistem Toko T3 (2026-11-21) berbeda dengan toko ini (2026-11-22), kirim/terima barang ditolak',
      });
    } finally {
      await t.database.db.update(toko).set({ tgl_system: '2026-11-22' }).where(eq(toko.kode_toko, 'T3'));
    }
    expect(await pieceByBarcode(t, pst, piece.kode_barcode)).toMatchObject({ status: 'READY', stock: 1 });
  });
});
