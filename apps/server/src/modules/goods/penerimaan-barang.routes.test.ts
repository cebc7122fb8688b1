import { type Barang, type PenerimaanBarangHeader, TEXTS } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RING } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: string;
let kasir: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, kasir] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'KASIR')]);
});
afterAll(async () => {
  await t.close();
});

const document = {
  sumber: 'SUPPLIER',
  nama_supplier: 'pt emas murni',
  no_faktur_supplier: 'inv-778',
  keterangan: 'Kiriman pagi',
  items: [
    { ...RING, nama_barang: 'CINCIN A', berat: 1.111 },
    { ...RING, nama_barang: 'CINCIN B', berat: 2.222 },
    {
      ...RING,
      kode_group: '700',
      kode_dept: 'KL',
      kode_baki: 'KLDLM',
      nama_barang: 'KALUNG C',
      berat: 7.007,
    },
  ],
};

describe('POST penerimaan-barang', () => {
  it('needs a token and the menu', async () => {
    expect((await t.call('POST', 'penerimaan-barang', undefined, document)).statusCode).toBe(401);
    const denied = await t.call('POST', 'penerimaan-barang', kasir, document);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: TEXTS.menuForbidden });
  });

  it('creates every line as a piece in its tray under one PN number, reconciled to the milligram', async () => {
    const response = await t.call('POST', 'penerimaan-barang', owner, document);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { no_terima: string; items: Barang[] };
    expect(body.no_terima).toBe('PST-PN-261122-0001');
    expect(body.items.map((item) => [item.nama_barang, item.kode_baki, item.berat])).toEqual([
      ['CINCIN A', 'CC01', 1.111],
      ['CINCIN B', 'CC01', 2.222],
      ['KALUNG C', 'KLDLM', 7.007],
    ]);
    expect(new Set(body.items.map((item) => item.kode_barcode)).size).toBe(3);
    await expectLedgerReconciles(t.database.db, 'PST', '2026-11-22');

    const list = (await t.call('GET', 'penerimaan-barang/paginated?skip=0&limit=10', owner)).json() as {
      data: PenerimaanBarangHeader[];
      count: number;
    };
    expect(list.count).toBe(1);
    expect(list.data[0]).toEqual({
      no_terima: 'PST-PN-261122-0001',
      tgl_system: '2026-11-22',
      sumber: 'SUPPLIER',
      nama_supplier: 'PT EMAS MURNI',
      no_faktur_supplier: 'INV-778',
      keterangan: 'Kiriman pagi',
      jumlah: 3,
      berat: 10.34,
      created_by: 'OWNER',
    });
    const searched = (await t.call('GET', 'penerimaan-barang/paginated?search=murni', owner)).json() as {
      count: number;
    };
    expect(searched.count).toBe(1);
    expect((await t.call('GET', 'penerimaan-barang/paginated', kasir)).statusCode).toBe(403);
  });

  it('refuses a document without supplier or lines, or with a bad line, and writes nothing', async () => {
    const noSupplier = await t.call('POST', 'penerimaan-barang', owner, { ...document, nama_supplier: '' });
    expect(noSupplier.json()).toEqual({ message: 'Nama Supplier Harus Diisi' });
    const fromPusat = await t.call('POST', 'penerimaan-barang', owner, {
      ...document,
      sumber: 'PUSAT',
      nama_supplier: '',
      items: [{ ...RING, kode_baki: 'B01' }],
    });
    expect(fromPusat.json()).toEqual({ message: 'Baki B01 tidak berada di Gudang TOKO' });
    expect((await t.call('POST', 'penerimaan-barang', owner, { ...document, items: [] })).json()).toEqual({
      message: 'Data Barang Harus Diisi',
    });
    expect((await t.call('POST', 'penerimaan-barang', owner, { ...document, sumber: 'X' })).json()).toEqual({
      message: 'Sumber Barang Harus Dipilih',
    });
    const list = (await t.call('GET', 'penerimaan-barang/paginated', owner)).json() as { count: number };
    expect(list.count).toBe(1);
    const pieces = (await t.call('GET', 'barang/paginated', owner)).json() as { count: number };
    expect(pieces.count).toBe(3);
  });
});
