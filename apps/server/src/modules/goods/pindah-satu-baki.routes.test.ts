import { type IsiBaki, TEXTS } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: string;
let kasir: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, kasir] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'KASIR')]);
  await addPieces(t, owner, [
    { kode_baki: 'CC01', berat: 1.001 },
    { kode_baki: 'CC01', berat: 2.002 },
    { kode_baki: 'CC01', berat: 3.003 },
  ]);
});
afterAll(async () => {
  await t.close();
});

const isi = async (baki: string) =>
  (await t.call('GET', `pindah-barang/isi-baki?kode_gudang=TOKO&kode_baki=${baki}`, owner)).json() as IsiBaki;

describe('Pindah Barang Satu Baki', () => {
  it('needs a token and the menu', async () => {
    expect((await t.call('GET', 'pindah-barang/isi-baki?kode_gudang=TOKO&kode_baki=CC01')).statusCode).toBe(
      401,
    );
    const denied = await t.call('POST', 'pindah-barang/satu-baki', kasir, {});
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: TEXTS.menuForbidden });
  });

  it('refuses a stale view of the tray, the same tray, and an empty one', async () => {
    expect(await isi('CC01')).toEqual({ jumlah: 3, berat: 6.006 });
    const body = {
      kode_gudang: 'TOKO',
      kode_baki: 'CC01',
      kode_gudang_tujuan: 'TOKO',
      kode_baki_tujuan: 'LT17',
      jumlah: 3,
      berat: 6.006,
    };
    const stale = await t.call('POST', 'pindah-barang/satu-baki', owner, { ...body, jumlah: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'Isi Baki CC01 sudah berubah, silahkan muat ulang' });
    const same = await t.call('POST', 'pindah-barang/satu-baki', owner, {
      ...body,
      kode_baki_tujuan: 'CC01',
    });
    expect(same.json()).toEqual({ message: 'Baki tujuan harus berbeda dengan baki asal' });
    const empty = await t.call('POST', 'pindah-barang/satu-baki', owner, {
      ...body,
      kode_baki: 'TT01',
      kode_gudang: 'TITIP',
      jumlah: 0,
      berat: 0,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Baki TT01 tidak berisi barang' });
  });

  it('moves everything the tray holds under one PB number', async () => {
    const response = await t.call('POST', 'pindah-barang/satu-baki', owner, {
      kode_gudang: 'TOKO',
      kode_baki: 'CC01',
      kode_gudang_tujuan: 'TOKO',
      kode_baki_tujuan: 'LT17',
      jumlah: 3,
      berat: 6.006,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ no_ref: 'PST-PB-261122-0001', jumlah: 3, berat: 6.006 });
    expect(await isi('CC01')).toEqual({ jumlah: 0, berat: 0 });
    expect(await isi('LT17')).toEqual({ jumlah: 3, berat: 6.006 });
    await expectLedgerReconciles(t.database.db, 'PST', '2026-11-22');
  });
});
