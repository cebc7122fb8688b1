import { type Barang, TEXTS } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, pieceByBarcode } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: string;
let kasir: string;
let ring: Barang;

beforeAll(async () => {
  t = await createTestApp();
  [owner, kasir] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'KASIR')]);
  [ring] = (await addPieces(t, owner, [
    {
      nama_barang: 'CINCIN BATU',
      atribut: [{ nama_atribut: 'ZIRKON', berat_atribut: 0.1, harga_atribut: 5_000 }],
    },
  ])) as [Barang];
});
afterAll(async () => {
  await t.close();
});

describe('GET barang/get/by-barcode/{kode_barcode}', () => {
  it('finds a piece of this shop by barcode, zero-padding a short number', async () => {
    expect((await t.call('GET', `barang/get/by-barcode/${ring.kode_barcode}`)).statusCode).toBe(401);
    expect((await t.call('GET', `barang/get/by-barcode/${ring.kode_barcode}`, kasir)).statusCode).toBe(403);
    const found = await pieceByBarcode(t, owner, String(Number(ring.kode_barcode)));
    expect(found).toMatchObject({
      kode_barcode: ring.kode_barcode,
      nama_barang: 'CINCIN BATU',
      photo_url: null,
    });
    const missing = await t.call('GET', 'barang/get/by-barcode/99999999', owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Barang 99999999 tidak ditemukan di toko ini' });
    const bad = await t.call('GET', 'barang/get/by-barcode/12ab', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Barcode harus angka, maksimal 8 digit' });
  });

  it('does not show a piece of another shop', async () => {
    const t2 = await t.login('T2', 'OWNER');
    expect((await t.call('GET', `barang/get/by-barcode/${ring.kode_barcode}`, t2)).statusCode).toBe(404);
  });
});

describe('PUT barang/{id} (Data Barang edit)', () => {
  const edit = {
    nama_barang: 'cincin batu biru',
    kode_barang: 'cb-01',
    kadar: 75,
    kadar_cetak: '18k',
    ongkos_type: 'TOTAL',
    ongkos: 150_000,
    harga_beli: 2_000_000,
    atribut: [{ nama_atribut: 'safir', berat_atribut: 0.2, harga_atribut: 75_000 }],
  };

  it('changes descriptive fields only; place, weight and stock stay', async () => {
    expect((await t.call('PUT', `barang/${ring.id}`, undefined, edit)).statusCode).toBe(401);
    const denied = await t.call('PUT', `barang/${ring.id}`, kasir, edit);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: TEXTS.menuForbidden });
    const response = await t.call('PUT', `barang/${ring.id}`, owner, {
      ...edit,
      berat: 99,
      kode_baki: 'LT17',
      stock: 5,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      nama_barang: 'CINCIN BATU BIRU',
      kode_barang: 'CB-01',
      kadar_cetak: '18K',
      ongkos_type: 'TOTAL',
      ongkos: 150_000,
      berat: 2.5,
      kode_baki: 'CC01',
      stock: 1,
      atribut: [{ nama_atribut: 'SAFIR', berat_atribut: 0.2, harga_atribut: 75_000 }],
    });
    const audit = (await t.call('GET', 'audit-log?skip=0&limit=5', owner)).json() as {
      data: { action: string; entity_id: string }[];
    };
    expect(audit.data[0]).toMatchObject({ action: 'EDIT_BARANG', entity_id: ring.kode_barcode });
    await expectLedgerReconciles(t.database.db, 'PST', '2026-11-22');
  });

  it('refuses bad input with the rule broken and unknown or foreign pieces with 404', async () => {
    expect((await t.call('PUT', `barang/${ring.id}`, owner, { ...edit, nama_barang: ' ' })).json()).toEqual({
      message: 'Nama Barang Harus Diisi',
    });
    expect((await t.call('PUT', `barang/${ring.id}`, owner, { ...edit, ongkos: -1 })).json()).toEqual({
      message: 'Ongkos tidak boleh negatif',
    });
    expect((await t.call('PUT', 'barang/999999', owner, edit)).statusCode).toBe(404);
    const t2 = await t.login('T2', 'OWNER');
    expect((await t.call('PUT', `barang/${ring.id}`, t2, edit)).statusCode).toBe(404);
  });
});
