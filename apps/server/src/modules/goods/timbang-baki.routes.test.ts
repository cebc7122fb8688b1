import { TEXTS, TIMBANG_AKTIF_MESSAGE, type TimbangBaki } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces } from '../../../test/goods-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { closeDay } from '../../../test/till-fixtures.ts';

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, spv, kasir] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
  ]);
  // Tray LT17: empty tray 120.5 g, tags 0.05 g each.
  await addPieces(t, owner, [
    {
      kode_baki: 'LT17',
      kode_dept: 'LT',
      berat: 3.1,
      berat_plastik: 0.02,
      atribut: [{ nama_atribut: 'ZIRKON', berat_atribut: 0.03 }],
    },
    { kode_baki: 'LT17', kode_dept: 'LT', berat: 4.25, berat_plastik: 0.02 },
  ]);
});
afterAll(async () => {
  await t.close();
});

const mulai = (token: string, kode_baki = 'LT17') =>
  t.call('POST', 'timbang-baki/mulai', token, { kode_gudang: 'TOKO', kode_baki });

describe('Timbang Baki', () => {
  it('needs a token and the menu', async () => {
    expect((await t.call('GET', 'timbang-baki/aktif')).statusCode).toBe(401);
    const denied = await mulai(kasir);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: TEXTS.menuForbidden });
  });

  it('freezes what the tray should weigh when weighing starts', async () => {
    const response = await mulai(spv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'AKTIF',
      kode_baki: 'LT17',
      nama_baki: 'ETALASE LIONTIN',
      jumlah: 2,
      berat_barang: 7.35,
      berat_atribut: 0.03,
      berat_plastik: 0.04,
      berat_bandrol: 0.1,
      berat_baki: 120.5,
      berat_seharusnya: 128.02,
      berat_timbang: null,
      toleransi: 0.05,
    });
  });

  it('allows one open weighing per shop, also to a second user, and keeps it for whoever continues', async () => {
    const second = await mulai(owner, 'CC01');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: TIMBANG_AKTIF_MESSAGE });
    const aktif = (await t.call('GET', 'timbang-baki/aktif', owner)).json() as { aktif: TimbangBaki };
    expect(aktif.aktif.kode_baki).toBe('LT17');
    const t2 = await t.login('T2', 'OWNER');
    expect((await t.call('GET', 'timbang-baki/aktif', t2)).json()).toEqual({ aktif: null });
  });

  it('refuses to close the day while a weighing is open', async () => {
    const response = await closeDay(t, owner);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: `Toko belum dapat ditutup: ${TIMBANG_AKTIF_MESSAGE}`,
      blockers: [{ message: TIMBANG_AKTIF_MESSAGE, path: '/timbang-baki' }],
    });
  });

  it('saves the reading with its selisih against the tolerance, exact to the milligram', async () => {
    const { aktif } = (await t.call('GET', 'timbang-baki/aktif', owner)).json() as { aktif: TimbangBaki };
    const bad = await t.call('POST', `timbang-baki/${aktif.id}/simpan`, owner, { berat_timbang: 0 });
    expect(bad.json()).toEqual({ message: 'Berat Timbangan Harus Diisi' });
    const saved = await t.call('POST', `timbang-baki/${aktif.id}/simpan`, owner, {
      berat_timbang: 127.9,
      keterangan: 'kurang satu bandrol?',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'SELESAI',
      berat_timbang: 127.9,
      selisih: -0.12,
      hasil: 'SELISIH',
    });
    const again = await t.call('POST', `timbang-baki/${aktif.id}/simpan`, owner, { berat_timbang: 128 });
    expect(again.statusCode).toBe(409);

    const next = (await mulai(owner)).json() as TimbangBaki;
    const ok = await t.call('POST', `timbang-baki/${next.id}/simpan`, owner, { berat_timbang: 128.07 });
    expect(ok.json()).toMatchObject({ selisih: 0.05, hasil: 'OK' });
  });

  it('resets an open weighing so another can start', async () => {
    const open = (await mulai(owner, 'CC01')).json() as TimbangBaki;
    expect(open).toMatchObject({ jumlah: 0, berat_seharusnya: 98.25 });
    expect((await t.call('POST', `timbang-baki/${open.id}/reset`, owner)).statusCode).toBe(200);
    expect((await t.call('GET', 'timbang-baki/aktif', owner)).json()).toEqual({ aktif: null });
  });

  it('lists a day by gudang and tray at the SPEC path, where kode_toko names the tray', async () => {
    const day = (await t.call('GET', 'timbang-baki?tanggal=2026-11-22', owner)).json() as TimbangBaki[];
    expect(day.map((row) => [row.kode_baki, row.status, row.hasil])).toEqual([
      ['LT17', 'SELESAI', 'SELISIH'],
      ['LT17', 'SELESAI', 'OK'],
      ['CC01', 'BATAL', null],
    ]);
    const tray = (
      await t.call('GET', 'timbang-baki?tanggal=2026-11-22&kode_gudang=TOKO&kode_toko=CC01', owner)
    ).json();
    expect(tray).toHaveLength(1);
    expect((await t.call('GET', 'timbang-baki?tanggal=kemarin', owner)).json()).toEqual({
      message: 'Tanggal tidak valid',
    });
  });

  it('lets one of two weighings started at the same instant through', async () => {
    const [a, b] = await Promise.all([mulai(owner, 'CC01'), mulai(spv, 'KLDLM')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = (a.statusCode === 200 ? a : b).json() as TimbangBaki;
    expect((a.statusCode === 409 ? a : b).json()).toEqual({ message: TIMBANG_AKTIF_MESSAGE });
    expect((await t.call('POST', `timbang-baki/${winner.id}/reset`, owner)).statusCode).toBe(200);
  });

  it('refuses a tray that is not in the gudang', async () => {
    const response = await t.call('POST', 'timbang-baki/mulai', owner, {
      kode_gudang: 'BELI',
      kode_baki: 'LT17',
    });
    expect(response.json()).toEqual({ message: 'Baki LT17 tidak berada di Gudang BELI' });
  });
});
