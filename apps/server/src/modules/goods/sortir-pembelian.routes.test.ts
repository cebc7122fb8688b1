import { type Barang, TEXTS } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellAndBuyBack } from '../../../test/buyback-fixtures.ts';
import { addPieces, pieceByBarcode, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';

let t: TestApp;
let owner: string;
let spv: string;
/** Bought back and validated: both wait in BELI/B01. */
let ring: Barang;
let chain: Barang;
let onSale: Barang;
const day = TEST_TODAY.slice(2).replaceAll('-', '');

beforeAll(async () => {
  t = await createTestApp();
  [owner, spv] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'SPV')]);
  const pieces = await addPieces(t, owner, [
    { nama_barang: 'CINCIN BEKAS', berat: 2.5 },
    { kode_group: '700', kode_dept: 'KL', kode_baki: 'KLDLM', nama_barang: 'KALUNG BEKAS', berat: 8 },
    { nama_barang: 'CINCIN BARU', berat: 2 },
  ]);
  [ring, chain, onSale] = pieces as [Barang, Barang, Barang];
  await sellAndBuyBack(t, owner, [ring, chain]);
  [ring, chain] = await Promise.all([
    pieceByBarcode(t, owner, ring.kode_barcode),
    pieceByBarcode(t, owner, chain.kode_barcode),
  ]);
});
afterAll(async () => {
  await t.close();
});

const sortir = (items: Barang[], extra: object = {}) => ({
  items: items.map(scanned),
  kode_gudang_tujuan: 'TOKO',
  kode_baki_tujuan: 'LT17',
  ...extra,
});

describe('Sortir Pembelian', () => {
  it('needs a token and the menu, a tray outside gudang BELI and bought-back pieces', async () => {
    expect(ring).toMatchObject({ status: 'BELI', kode_gudang: 'BELI', kode_baki: 'B01', stock: 1 });
    expect((await t.call('POST', 'sortir-pembelian', undefined, sortir([ring]))).statusCode).toBe(401);
    const denied = await t.call('POST', 'sortir-pembelian', spv, sortir([ring]));
    expect({ status: denied.statusCode, body: denied.json() }).toEqual({
      status: 403,
      body: { message: TEXTS.menuForbidden },
    });
    const toBeli = await t.call(
      'POST',
      'sortir-pembelian',
      owner,
      sortir([ring], { kode_gudang_tujuan: 'BELI', kode_baki_tujuan: 'B01' }),
    );
    expect(toBeli.json()).toEqual({ message: TEXTS.sepuhan.tujuanBeli });
    const notBought = await t.call('POST', 'sortir-pembelian', owner, sortir([onSale]));
    expect(notBought.statusCode).toBe(409);
    expect(notBought.json().message).toMatch(/tidak tersedia \(status READY/);
  });

  it('puts the ring back on sale in tray LT17 under one SR receipt, reconciled to the milligram', async () => {
    const response = await t.call('POST', 'sortir-pembelian', owner, sortir([ring]));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ no_ref: `PST-SR-${day}-0001`, jumlah: 1, berat: 2.5 });
    expect(await pieceByBarcode(t, owner, ring.kode_barcode)).toMatchObject({
      status: 'READY',
      stock: 1,
      kode_gudang: 'TOKO',
      kode_baki: 'LT17',
    });
    // Back on sale: the counter prices it again.
    expect((await t.call('GET', `penjualan/harga/${ring.kode_barcode}`, owner)).statusCode).toBe(200);
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
    const again = await t.call('POST', 'sortir-pembelian', owner, sortir([ring]));
    expect(again.statusCode).toBe(409);
  });

  it('lets Hancur melt bought-back gold straight from gudang BELI', async () => {
    const response = await t.call('POST', 'hancur-barang', owner, {
      kode_kondisi: 'RUSAK',
      items: [scanned(chain)],
      otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'Dilebur' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await pieceByBarcode(t, owner, chain.kode_barcode)).toMatchObject({ status: 'HANCUR', stock: 0 });
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
  });
});
