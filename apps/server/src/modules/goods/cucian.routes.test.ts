import { type Barang, type BuktiCucian, OTORISASI_CODES, TEXTS } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellAndBuyBack } from '../../../test/buyback-fixtures.ts';
import { addPieces, pieceByBarcode, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { barangMutasi, barangSaldo, cucian, nomorUrut, otorisasi } from '../../db/schema/index.ts';
import { SERVER_TEXTS } from '../../texts.ts';

let t: TestApp;
let owner: string;
let spv: string;
/** Bought back and validated: all wait in BELI/B01. */
let ring: Barang;
let chain: Barang;
let bangle: Barang;
let onSale: Barang;
const day = TEST_TODAY.slice(2).replaceAll('-', '');
const SPV_OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'Batu kotoran lepas saat dicuci' };
let keyCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  [owner, spv] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'SPV')]);
  const pieces = await addPieces(t, owner, [
    { nama_barang: 'CINCIN BEKAS', berat: 2.5 },
    { kode_group: '700', kode_dept: 'KL', kode_baki: 'KLDLM', nama_barang: 'KALUNG BEKAS', berat: 8 },
    { kode_group: '700', kode_dept: 'GL', kode_baki: 'KLDLM', nama_barang: 'GELANG BEKAS', berat: 5.25 },
    { nama_barang: 'CINCIN BARU', berat: 2 },
  ]);
  [ring, chain, bangle, onSale] = pieces as [Barang, Barang, Barang, Barang];
  await sellAndBuyBack(t, owner, [ring, chain, bangle]);
  [ring, chain, bangle] = (await Promise.all(
    [ring, chain, bangle].map((piece) => pieceByBarcode(t, owner, piece.kode_barcode)),
  )) as [Barang, Barang, Barang];
});
afterAll(async () => {
  await t.close();
});

const line = (piece: Barang, sesudah: number, sebelum = piece.berat) => ({
  ...scanned(piece),
  berat_sebelum: sebelum,
  berat_sesudah: sesudah,
});
const cuci = (items: object[], extra: object = {}) => ({
  idempotency_key: `cucian-test-${++keyCounter}`,
  keterangan: 'CUCI MINGGUAN',
  items,
  ...extra,
});

async function nothingWritten() {
  const db = t.database.db;
  expect(await db.select().from(cucian)).toEqual([]);
  expect(await db.select().from(barangMutasi).where(eq(barangMutasi.kolom, 'susut'))).toEqual([]);
  expect(
    await db
      .select()
      .from(nomorUrut)
      .where(and(eq(nomorUrut.kode_toko, 'PST'), eq(nomorUrut.jenis, 'CC'))),
  ).toEqual([]);
  for (const piece of [ring, chain, bangle]) {
    expect((await pieceByBarcode(t, owner, piece.kode_barcode)).berat).toBe(piece.berat);
  }
}

describe('Cucian: refusals write nothing', () => {
  it('needs a token and the menu', async () => {
    expect(ring).toMatchObject({ status: 'BELI', kode_gudang: 'BELI', kode_baki: 'B01', stock: 1 });
    expect((await t.call('POST', 'cucian', undefined, cuci([line(ring, 2.49)]))).statusCode).toBe(401);
    const denied = await t.call('POST', 'cucian', spv, cuci([line(ring, 2.49)]));
    expect({ status: denied.statusCode, body: denied.json() }).toEqual({
      status: 403,
      body: { message: TEXTS.menuForbidden },
    });
    expect((await t.call('GET', 'cucian/paginated', spv)).statusCode).toBe(403);
  });

  it('refuses washing that adds gold or leaves nothing, in Indonesian', async () => {
    const heavier = await t.call('POST', 'cucian', owner, cuci([line(ring, 2.501)]));
    expect({ status: heavier.statusCode, body: heavier.json() }).toEqual({
      status: 400,
      body: { message: TEXTS.sepuhan.sesudahLebihBerat(ring.kode_barcode, 2_500) },
    });
    const nothing = await t.call('POST', 'cucian', owner, cuci([line(ring, 0)]));
    expect({ status: nothing.statusCode, body: nothing.json() }).toEqual({
      status: 400,
      body: { message: 'Berat Sesudah Harus Diisi' },
    });
    const none = await t.call('POST', 'cucian', owner, cuci([]));
    expect(none.json()).toEqual({ message: TEXTS.barangHarusDiscan });
    await nothingWritten();
  });

  it('refuses pieces not waiting in gudang BELI, twice in one document, or lighter than the screen saw', async () => {
    const notBought = await t.call('POST', 'cucian', owner, cuci([line(ring, 2.49), line(onSale, 1.99)]));
    expect(notBought.statusCode).toBe(409);
    expect(notBought.json().message).toBe(
      `Barang ${onSale.kode_barcode} tidak tersedia (status READY, stock 1), silahkan scan ulang`,
    );
    const twice = await t.call('POST', 'cucian', owner, cuci([line(ring, 2.49), line(ring, 2.48)]));
    expect({ status: twice.statusCode, body: twice.json() }).toEqual({
      status: 400,
      body: { message: 'Ada barcode yang discan lebih dari sekali' },
    });
    const stale = await t.call('POST', 'cucian', owner, cuci([line(ring, 2.58, 2.6)]));
    expect({ status: stale.statusCode, body: stale.json() }).toEqual({
      status: 409,
      body: { message: TEXTS.sepuhan.beratBerubah(ring.kode_barcode) },
    });
    await nothingWritten();
  });

  it('asks for otorisasi above the tolerance and refuses a wrong one', async () => {
    // 0.051 g lost: one milligram over the default 0.050 g.
    const above = cuci([line(ring, 2.449)]);
    const ask = await t.call('POST', 'cucian', owner, above);
    expect({ status: ask.statusCode, body: ask.json() }).toEqual({
      status: 422,
      body: { message: TEXTS.sepuhan.perluOtorisasi, code: OTORISASI_CODES.diperlukan },
    });
    const wrong = await t.call('POST', 'cucian', owner, {
      ...above,
      otorisasi: { ...SPV_OTORISASI, password: 'salah' },
    });
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({
      status: 422,
      body: { message: SERVER_TEXTS.otorisasi.gagal, code: OTORISASI_CODES.ditolak },
    });
    await nothingWritten();
  });

  it('refuses writes once the shop date lags behind today', async () => {
    t.setNow(new Date(`${TEST_TODAY.slice(0, 8)}23T09:00:00+07:00`));
    try {
      const morning = await t.login('PST', 'OWNER');
      const blocked = await t.call('POST', 'cucian', morning, cuci([line(ring, 2.49)]));
      expect({ status: blocked.statusCode, body: blocked.json() }).toEqual({
        status: 403,
        body: { message: TEXTS.dateBlockedWrite },
      });
    } finally {
      t.setNow(new Date(`${TEST_TODAY}T10:00:00+07:00`));
    }
    await nothingWritten();
  });
});

describe('Cucian: saved', () => {
  let first: BuktiCucian;

  it('washes the ring within tolerance: the piece weighs what is left and the loss is a susut movement on BELI', async () => {
    const body = cuci([line(ring, 2.47)]);
    const response = await t.call('POST', 'cucian', owner, body);
    expect(response.statusCode, response.body).toBe(200);
    first = response.json();
    expect(first).toMatchObject({
      no_cucian: `PST-CC-${day}-0001`,
      tgl_system: TEST_TODAY,
      keterangan: 'CUCI MINGGUAN',
      jumlah: 1,
      berat_sebelum: 2.5,
      berat_sesudah: 2.47,
      susut: 0.03,
      toleransi: 0.05,
      otorisasi_oleh: null,
      created_by: 'OWNER',
    });
    expect(first.items).toEqual([
      {
        kode_barcode: ring.kode_barcode,
        nama_barang: 'CINCIN BEKAS',
        kode_group: '750',
        kode_dept: 'CC',
        kadar_cetak: '750',
        kode_gudang: 'BELI',
        kode_baki: 'B01',
        berat_sebelum: 2.5,
        berat_sesudah: 2.47,
        susut: 0.03,
      },
    ]);
    expect(await pieceByBarcode(t, owner, ring.kode_barcode)).toMatchObject({
      berat: 2.47,
      status: 'BELI',
      kode_gudang: 'BELI',
      stock: 1,
    });
    const [balance] = await t.database.db
      .select()
      .from(barangSaldo)
      .where(and(eq(barangSaldo.kode_barcode, ring.kode_barcode), eq(barangSaldo.kode_gudang, 'BELI')));
    expect(balance).toMatchObject({ stock_beli: 1, berat_beli: 2_500, stock_susut: 0, berat_susut: 30 });
    expect(balance).toMatchObject({ stock_akhir: 1, berat_akhir: 2_470 });
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);

    // A retry with the same key answers the same document and books nothing twice.
    const again = await t.call('POST', 'cucian', owner, body);
    expect(again.json()).toEqual(first);
    const susut = await t.database.db.select().from(barangMutasi).where(eq(barangMutasi.kolom, 'susut'));
    expect(susut.map((row) => [row.kode_barcode, row.stock, row.berat, row.no_ref])).toEqual([
      [ring.kode_barcode, 0, 30, first.no_cucian],
    ]);
  });

  it('takes a loss above tolerance with a second user, recorded for that barcode only', async () => {
    const response = await t.call(
      'POST',
      'cucian',
      owner,
      cuci([line(chain, 7.9), line(bangle, 5.25)], { otorisasi: SPV_OTORISASI }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const bukti = response.json() as BuktiCucian;
    expect(bukti).toMatchObject({
      no_cucian: `PST-CC-${day}-0002`,
      jumlah: 2,
      berat_sebelum: 13.25,
      berat_sesudah: 13.15,
      susut: 0.1,
      otorisasi_oleh: 'SPV',
      alasan: SPV_OTORISASI.alasan,
    });
    expect(bukti.items.map((item) => [item.kode_barcode, item.susut])).toEqual([
      [chain.kode_barcode, 0.1],
      [bangle.kode_barcode, 0],
    ]);
    const consents = await t.database.db.select().from(otorisasi).where(eq(otorisasi.jenis, 'SUSUT_CUCIAN'));
    expect(
      consents.map((row) => [row.no_ref, row.kode_barcode, row.diminta_oleh, row.diotorisasi_oleh]),
    ).toEqual([[bukti.no_cucian, [chain.kode_barcode], 'OWNER', 'SPV']]);
    // Nothing lost, nothing booked: the bangle has no susut movement.
    const bangleMoves = await t.database.db
      .select()
      .from(barangMutasi)
      .where(and(eq(barangMutasi.kode_barcode, bangle.kode_barcode), eq(barangMutasi.kolom, 'susut')));
    expect(bangleMoves).toEqual([]);
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
  });

  it('reads the tolerance from Setting System', async () => {
    const set = await t.call('PUT', 'para-system/key/TOLERANSI_SUSUT_CUCIAN', owner, { value: '0.200' });
    expect(set.statusCode, set.body).toBe(200);
    try {
      // 0.150 g lost from the chain is now within tolerance: no otorisasi asked.
      const response = await t.call('POST', 'cucian', owner, cuci([line({ ...chain, berat: 7.9 }, 7.75)]));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ susut: 0.15, toleransi: 0.2, otorisasi_oleh: null });
    } finally {
      await t.call('PUT', 'para-system/key/TOLERANSI_SUSUT_CUCIAN', owner, { value: '0.050' });
    }
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
  });

  it('pages the documents by business date and finds them by number or barcode', async () => {
    const page = async (query: string) => {
      const response = await t.call('GET', `cucian/paginated?${query}`, owner);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { no_cucian: string }[]; count: number };
    };
    const today = await page(`dari=${TEST_TODAY}&sampai=${TEST_TODAY}&limit=2`);
    expect(today.count).toBe(3);
    expect(today.data.map((doc) => doc.no_cucian)).toEqual([`PST-CC-${day}-0003`, `PST-CC-${day}-0002`]);
    expect((await page('dari=2026-11-23')).count).toBe(0);
    expect((await page(`search=${bangle.kode_barcode}`)).data.map((doc) => doc.no_cucian)).toEqual([
      `PST-CC-${day}-0002`,
    ]);
    const bukti = await t.call('GET', `cucian/${first.no_cucian}`, owner);
    expect(bukti.json()).toEqual(first);
    expect((await t.call('GET', 'cucian/PST-CC-000000-9999', owner)).json()).toEqual({
      message: TEXTS.sepuhan.cucianTidakAda('PST-CC-000000-9999'),
    });
  });

  it('lists the pieces waiting in gudang BELI for picking', async () => {
    const response = await t.call('GET', 'cucian/menunggu?limit=50', owner);
    expect(response.statusCode, response.body).toBe(200);
    const waiting = response.json() as { data: Barang[]; count: number };
    expect(waiting.data.map((piece) => [piece.kode_barcode, piece.berat])).toEqual([
      [ring.kode_barcode, 2.47],
      [chain.kode_barcode, 7.75],
      [bangle.kode_barcode, 5.25],
    ]);
  });

  it('washes a piece once when two clerks save it at the same time', async () => {
    const [a, b] = await Promise.all([
      t.call('POST', 'cucian', owner, cuci([line(bangle, 5.2)])),
      t.call('POST', 'cucian', owner, cuci([line(bangle, 5.21)])),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json()).toEqual({ message: TEXTS.sepuhan.beratBerubah(bangle.kode_barcode) });
    const won = (a.statusCode === 200 ? a : b).json() as BuktiCucian;
    expect((await pieceByBarcode(t, owner, bangle.kode_barcode)).berat).toBe(won.berat_sesudah);
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
  });

  it('is closed with the Sepuhan menu when the shop has SEPUHAN_MODULE off', async () => {
    const off = await t.call('PUT', 'para-system/key/SEPUHAN_MODULE', owner, { value: 'false' });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const closed = await t.call('GET', 'cucian/paginated', owner);
      expect({ status: closed.statusCode, body: closed.json() }).toEqual({
        status: 403,
        // The owner is told which module opens it, not to ask an admin.
        body: { message: TEXTS.moduleOff(['SEPUHAN_MODULE']) },
      });
      expect((await t.call('GET', 'pindah-sortir/paginated', owner)).statusCode).toBe(403);
    } finally {
      await t.call('PUT', 'para-system/key/SEPUHAN_MODULE', owner, { value: 'true' });
    }
    expect((await t.call('GET', 'cucian/paginated', owner)).statusCode).toBe(200);
  });

  it('keeps a washed piece from being cancelled back to the customer', async () => {
    // The fixture bought the three back on one receipt; the ring is its first line.
    const batal = await t.call('POST', 'pembelian/batal', owner, {
      no_faktur_beli: `PST-FB-${day}-0001-1`,
      otorisasi: SPV_OTORISASI,
    });
    expect({ status: batal.statusCode, body: batal.json() }).toEqual({
      status: 409,
      body: { message: TEXTS.sepuhan.sudahDicuci(ring.kode_barcode, first.no_cucian) },
    });
  });
});
