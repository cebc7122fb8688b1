import { type Barang, type BuktiPindahSortir, TEXTS } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellAndBuyBack } from '../../../test/buyback-fixtures.ts';
import { addPieces, pieceByBarcode, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { barangMutasi, nomorUrut, pindahSortir } from '../../db/schema/index.ts';

let t: TestApp;
let owner: string;
let spv: string;
let ring: Barang;
let chain: Barang;
let bangle: Barang;
let onSale: Barang;
const day = TEST_TODAY.slice(2).replaceAll('-', '');
let keyCounter = 0;

const refresh = (piece: Barang) => pieceByBarcode(t, owner, piece.kode_barcode);

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
  [ring, chain, bangle] = (await Promise.all([ring, chain, bangle].map(refresh))) as [Barang, Barang, Barang];
  // Trays of the back store where re-plating and melting goods wait.
  for (const [kode_baki, nama_baki, kode_gudang] of [
    ['SP01', 'BAKI SEPUHAN', 'GDB'],
    ['LB01', 'BAKI LEBUR', 'HANCUR'],
  ]) {
    const tray = await t.call('POST', 'baki', owner, { kode_baki, nama_baki, kode_gudang, berat_baki: 50 });
    expect(tray.statusCode, tray.body).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const sortir = (piece: Barang, tujuan_sortir: string | undefined, gudang: string, baki: string) =>
  t.call('POST', 'sortir-pembelian', owner, {
    items: [scanned(piece)],
    kode_gudang_tujuan: gudang,
    kode_baki_tujuan: baki,
    ...(tujuan_sortir ? { tujuan_sortir } : {}),
  });

const pindah = (
  items: Barang[],
  tujuan_sortir: string,
  gudang: string,
  baki: string,
  extra: object = {},
) => ({
  idempotency_key: `pindah-sortir-${++keyCounter}`,
  tujuan_sortir,
  kode_gudang_tujuan: gudang,
  kode_baki_tujuan: baki,
  keterangan: '',
  items: items.map(scanned),
  ...extra,
});

describe('Sortir Pembelian to a destination', () => {
  it('puts gold back on sale (JUAL, the default), out for re-plating (SEPUHAN) or aside to melt (LEBUR)', async () => {
    expect((await sortir(ring, undefined, 'TOKO', 'LT17')).statusCode).toBe(200);
    expect((await sortir(chain, 'SEPUHAN', 'GDB', 'SP01')).statusCode).toBe(200);
    expect((await sortir(bangle, 'LEBUR', 'HANCUR', 'LB01')).statusCode).toBe(200);
    [ring, chain, bangle] = (await Promise.all([ring, chain, bangle].map(refresh))) as [
      Barang,
      Barang,
      Barang,
    ];
    expect(
      [ring, chain, bangle].map((piece) => [piece.status, piece.tujuan_sortir, piece.kode_baki]),
    ).toEqual([
      ['READY', 'JUAL', 'LT17'],
      ['SEPUHAN', 'SEPUHAN', 'SP01'],
      ['LEBUR', 'LEBUR', 'LB01'],
    ]);
    // Only the piece back on sale can be sold.
    expect((await t.call('GET', `penjualan/harga/${ring.kode_barcode}`, owner)).statusCode).toBe(200);
    expect((await t.call('GET', `penjualan/harga/${chain.kode_barcode}`, owner)).statusCode).not.toBe(200);
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
  });
});

async function nothingWritten() {
  const db = t.database.db;
  expect(await db.select().from(pindahSortir)).toEqual([]);
  expect(
    await db
      .select()
      .from(nomorUrut)
      .where(and(eq(nomorUrut.kode_toko, 'PST'), eq(nomorUrut.jenis, 'PT'))),
  ).toEqual([]);
  expect((await Promise.all([ring, chain, bangle].map(refresh))).map((piece) => piece.status)).toEqual([
    'READY',
    'SEPUHAN',
    'LEBUR',
  ]);
}

describe('Pindah Sortir: refusals write nothing', () => {
  it('needs a token and the menu', async () => {
    const body = pindah([ring], 'SEPUHAN', 'GDB', 'SP01');
    expect((await t.call('POST', 'pindah-sortir', undefined, body)).statusCode).toBe(401);
    const denied = await t.call('POST', 'pindah-sortir', spv, body);
    expect({ status: denied.statusCode, body: denied.json() }).toEqual({
      status: 403,
      body: { message: TEXTS.menuForbidden },
    });
  });

  it('refuses gudang BELI, a tray that does not exist, and a destination the piece already has', async () => {
    const refusals: [object, number, string][] = [
      [pindah([ring], 'SEPUHAN', 'BELI', 'B01'), 400, TEXTS.sepuhan.tujuanBeli],
      [pindah([ring], 'SEPUHAN', 'GDB', 'XX99'), 400, 'Baki XX99 tidak ditemukan atau tidak aktif'],
      [pindah([ring], 'SEPUHAN', 'GDB', 'LT17'), 400, 'Baki LT17 tidak berada di Gudang GDB'],
      [
        pindah([chain], 'SEPUHAN', 'TOKO', 'CC01'),
        400,
        `Barang ${chain.kode_barcode} sudah berada di tujuan Sepuhan`,
      ],
      [
        pindah([ring], 'SEPUHAN', 'TOKO', 'LT17'),
        400,
        `Barang ${ring.kode_barcode} sudah berada di Baki LT17`,
      ],
      [
        pindah([ring, onSale], 'SEPUHAN', 'GDB', 'SP01'),
        409,
        TEXTS.sepuhan.belumDisortir(onSale.kode_barcode),
      ],
      [
        pindah([{ ...ring, kode_baki: 'CC01' }], 'SEPUHAN', 'GDB', 'SP01'),
        409,
        `Barang ${ring.kode_barcode} sudah dipindahkan oleh transaksi lain, silahkan scan ulang`,
      ],
      [pindah([], 'SEPUHAN', 'GDB', 'SP01'), 400, TEXTS.barangHarusDiscan],
      [pindah([ring], 'ENTAH', 'GDB', 'SP01'), 400, 'Tujuan Sortir Harus Dipilih'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await t.call('POST', 'pindah-sortir', owner, body);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message } });
    }
    await nothingWritten();
  });

  it('refuses writes once the shop date lags behind today', async () => {
    t.setNow(new Date(`${TEST_TODAY.slice(0, 8)}23T09:00:00+07:00`));
    try {
      const morning = await t.login('PST', 'OWNER');
      const blocked = await t.call(
        'POST',
        'pindah-sortir',
        morning,
        pindah([ring], 'SEPUHAN', 'GDB', 'SP01'),
      );
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

describe('Pindah Sortir: saved', () => {
  let first: BuktiPindahSortir;

  it('sends an unsold ring and the gold set aside to melt to re-plating: out and in, one PT receipt', async () => {
    const body = pindah([ring, bangle], 'SEPUHAN', 'GDB', 'SP01', { keterangan: 'KE TUKANG SEPUH' });
    const response = await t.call('POST', 'pindah-sortir', owner, body);
    expect(response.statusCode, response.body).toBe(200);
    first = response.json();
    expect(first).toMatchObject({
      no_pindah: `PST-PT-${day}-0001`,
      tujuan_sortir: 'SEPUHAN',
      kode_gudang_tujuan: 'GDB',
      kode_baki_tujuan: 'SP01',
      keterangan: 'KE TUKANG SEPUH',
      jumlah: 2,
      berat: 7.75,
      created_by: 'OWNER',
    });
    expect(
      first.items.map((item) => [
        item.kode_barcode,
        item.tujuan_asal,
        item.kode_gudang,
        item.kode_baki,
        item.berat,
      ]),
    ).toEqual([
      [ring.kode_barcode, 'JUAL', 'TOKO', 'LT17', 2.5],
      [bangle.kode_barcode, 'LEBUR', 'HANCUR', 'LB01', 5.25],
    ]);
    for (const piece of await Promise.all([ring, bangle].map(refresh))) {
      expect(piece).toMatchObject({
        status: 'SEPUHAN',
        tujuan_sortir: 'SEPUHAN',
        kode_gudang: 'GDB',
        kode_baki: 'SP01',
      });
    }
    const moves = await t.database.db
      .select()
      .from(barangMutasi)
      .where(eq(barangMutasi.no_ref, first.no_pindah));
    expect(moves.map((row) => [row.kode_barcode, row.kolom, row.kode_baki, row.stock, row.berat])).toEqual([
      [ring.kode_barcode, 'out', 'LT17', 1, 2_500],
      [ring.kode_barcode, 'in', 'SP01', 1, 2_500],
      [bangle.kode_barcode, 'out', 'LB01', 1, 5_250],
      [bangle.kode_barcode, 'in', 'SP01', 1, 5_250],
    ]);
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);

    const again = await t.call('POST', 'pindah-sortir', owner, body);
    expect(again.json()).toEqual(first);
    expect(await t.database.db.select().from(pindahSortir)).toHaveLength(1);
  });

  it('puts the re-plated chain back on sale, and lets Hancur melt gold sorted for melting', async () => {
    const back = await t.call('POST', 'pindah-sortir', owner, pindah([chain], 'JUAL', 'TOKO', 'KLDLM'));
    expect(back.statusCode, back.body).toBe(200);
    expect(await refresh(chain)).toMatchObject({
      status: 'READY',
      tujuan_sortir: 'JUAL',
      kode_baki: 'KLDLM',
    });
    expect((await t.call('GET', `penjualan/harga/${chain.kode_barcode}`, owner)).statusCode).toBe(200);

    bangle = await refresh(bangle);
    const toMelt = await t.call('POST', 'pindah-sortir', owner, pindah([bangle], 'LEBUR', 'HANCUR', 'LB01'));
    expect(toMelt.statusCode, toMelt.body).toBe(200);
    bangle = await refresh(bangle);
    const hancur = await t.call('POST', 'hancur-barang', owner, {
      kode_kondisi: 'LEBUR',
      items: [scanned(bangle)],
      otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'Dilebur' },
    });
    expect(hancur.statusCode, hancur.body).toBe(200);
    expect(await refresh(bangle)).toMatchObject({ status: 'HANCUR', stock: 0 });
    // Melted, it stands at no destination any more.
    const gone = await t.call('POST', 'pindah-sortir', owner, pindah([bangle], 'JUAL', 'TOKO', 'LT17'));
    expect(gone.statusCode).toBe(409);
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
  });

  it('pages the documents by business date and finds them by number or barcode', async () => {
    const page = async (query: string) => {
      const response = await t.call('GET', `pindah-sortir/paginated?${query}`, owner);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { no_pindah: string }[]; count: number };
    };
    const today = await page(`dari=${TEST_TODAY}&sampai=${TEST_TODAY}`);
    expect(today.data.map((doc) => doc.no_pindah)).toEqual([
      `PST-PT-${day}-0003`,
      `PST-PT-${day}-0002`,
      `PST-PT-${day}-0001`,
    ]);
    expect((await page('sampai=2026-11-21')).count).toBe(0);
    expect((await page(`search=${ring.kode_barcode}`)).data.map((doc) => doc.no_pindah)).toEqual([
      first.no_pindah,
    ]);
    expect((await t.call('GET', `pindah-sortir/${first.no_pindah}`, owner)).json()).toEqual(first);
    const missing = await t.call('GET', 'pindah-sortir/PST-PT-000000-9999', owner);
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 404,
      body: { message: TEXTS.sepuhan.pindahSortirTidakAda('PST-PT-000000-9999') },
    });
  });
});
