import { PARA_SYSTEM_CATALOGUE, TEXTS } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, paraSystem } from '../../db/schema/index.ts';

let t: TestApp;
let kasir: string;

beforeAll(async () => {
  t = await createTestApp();
  kasir = await t.login('PST', 'KASIR');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { 'x-auth-token': token } : {} });

describe('GET para-system', () => {
  it('needs a token', async () => {
    expect((await get('/api/para-system')).json()).toEqual({ message: TEXTS.invalidToken });
    expect((await get('/api/para-system/key/PEMBULATAN')).statusCode).toBe(401);
  });

  it('lists every parameter and module flag of the shop with its description, for Setting System only', async () => {
    const refused = await get('/api/para-system', kasir);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: TEXTS.menuForbidden });
    const response = await get('/api/para-system', await t.login('PST', 'SPV'));
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { key: string; kategori: string; description: string }[];
    expect(rows.map((row) => row.key).sort()).toEqual(
      [...PARA_SYSTEM_CATALOGUE.map((row) => row.key), 'TIME_ZONE'].sort(),
    );
    expect(rows.every((row) => row.description.length > 0)).toBe(true);
  });

  it('reads PEMBULATAN by key, case-insensitively', async () => {
    const response = await get('/api/para-system/key/pembulatan', kasir);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key: 'PEMBULATAN', value: '500', kategori: 'PARAMETER' });
  });

  it('answers a catalogue key the shop has no row for with its default', async () => {
    await t.database.db
      .delete(paraSystem)
      .where(and(eq(paraSystem.kode_toko, 'PST'), eq(paraSystem.key, 'PPN_PERSEN')));
    const response = await get('/api/para-system/key/PPN_PERSEN', await t.login('PST', 'OWNER'));
    expect(response.json()).toMatchObject({ key: 'PPN_PERSEN', value: '1.1' });
  });

  it("keeps from a cashier the values none of the cashier's screens use, in any spelling", async () => {
    for (const key of ['PPN_PERSEN', 'ppn_persen', 'TOLERANSI_TIMBANG_BAKI', 'MAKS_PINJAMAN_PERSEN']) {
      const response = await get(`/api/para-system/key/${key}`, kasir);
      expect(response.statusCode, key).toBe(403);
      expect(response.json()).toEqual({ message: TEXTS.menuForbidden });
    }
    // What every screen needs stays readable: rounding, module flags, the shop's time zone.
    for (const key of ['PEMBULATAN', 'SEPUHAN_MODULE', 'TIME_ZONE']) {
      expect((await get(`/api/para-system/key/${key}`, kasir)).statusCode, key).toBe(200);
    }
    // The supervisor weighing trays reads the weighing tolerance.
    const spv = await t.login('PST', 'SPV');
    expect((await get('/api/para-system/key/TOLERANSI_TIMBANG_BAKI', spv)).statusCode).toBe(200);
  });

  it('answers an unknown key with 404 and a malformed one with 400', async () => {
    const unknown = await get('/api/para-system/key/TIDAK_ADA', kasir);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Parameter TIDAK_ADA tidak ditemukan' });
    const malformed = await get('/api/para-system/key/bad-key!', kasir);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Key hanya boleh huruf, angka dan garis bawah' });
  });
});

describe('changing settings', () => {
  let owner: string;
  let spv: string;
  beforeAll(async () => {
    [owner, spv] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'SPV')]);
  });
  const put = (url: string, token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: token ? { 'x-auth-token': token } : {},
      payload: payload as Record<string, unknown>,
    });

  it('refuses strangers and cashiers', async () => {
    expect((await put('/api/para-system/key/PEMBULATAN', undefined, { value: '1000' })).statusCode).toBe(401);
    expect((await put('/api/para-system/key/PEMBULATAN', kasir, { value: '1000' })).statusCode).toBe(403);
    expect((await put('/api/setting-nota/SLIP_TITIPAN', kasir, {})).statusCode).toBe(403);
    expect((await put('/api/toko/current', kasir, {})).statusCode).toBe(403);
  });

  it('changes PEMBULATAN with effect on the next sign-in, and audits it', async () => {
    const response = await put('/api/para-system/key/pembulatan', spv, { value: 1000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key: 'PEMBULATAN', value: '1000' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { kode_toko: 'PST', user_id: 'KASIR', password: 'demo1234' },
    });
    expect(login.json().pembulatan).toBe(1000);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity_id, 'PEMBULATAN'));
    expect(audit.map((row) => [row.before, row.after, row.user_id])).toEqual([['"500"', '"1000"', 'SPV']]);
    await put('/api/para-system/key/PEMBULATAN', spv, { value: '500' });
  });

  it('checks each value by its kind', async () => {
    expect((await put('/api/para-system/key/PEMBULATAN', owner, { value: '-5' })).json()).toEqual({
      message: 'PEMBULATAN harus bilangan bulat lebih dari 0',
    });
    expect((await put('/api/para-system/key/PPN_PERSEN', owner, { value: '101' })).json()).toEqual({
      message: 'PPN_PERSEN harus persen 0 sampai 100',
    });
    expect((await put('/api/para-system/key/SEPUHAN_MODULE', owner, { value: 'mungkin' })).json()).toEqual({
      message: 'SEPUHAN_MODULE harus aktif atau tidak aktif',
    });
    expect((await put('/api/para-system/key/TIDAK_ADA', owner, { value: '1' })).statusCode).toBe(404);
    expect((await put('/api/para-system/key/PEMBULATAN', owner, {})).json()).toEqual({
      message: 'Nilai Harus Diisi',
    });
  });

  it('switches a module flag, which changes the menu at once', async () => {
    await put('/api/para-system/key/SEPUHAN_MODULE', owner, { value: false });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-auth-token': owner },
    });
    expect(JSON.stringify(me.json().menu)).not.toContain('/cucian');
    await put('/api/para-system/key/SEPUHAN_MODULE', owner, { value: true });
  });

  it('keeps the time zone on the shop', async () => {
    const response = await put('/api/para-system/key/TIME_ZONE', owner, { value: 'Asia/Makassar' });
    expect(response.json()).toMatchObject({ key: 'TIME_ZONE', value: 'Asia/Makassar' });
    expect((await get('/api/toko/current', kasir)).json().time_zone).toBe('Asia/Makassar');
    expect((await put('/api/para-system/key/TIME_ZONE', owner, { value: 'Bulan/Purnama' })).json()).toEqual({
      message: 'Zona Waktu tidak dikenal',
    });
    await put('/api/para-system/key/TIME_ZONE', owner, { value: 'Asia/Jakarta' });
  });

  it('keeps receipt settings per slip type, with the duplicate flag as the module of SPEC §6', async () => {
    const list = (await get('/api/setting-nota', kasir)).json() as {
      slip_type: string;
      syarat_ketentuan: string;
    }[];
    expect(list.map((row) => row.slip_type)).toContain('SLIP_TITIPAN');
    expect(list.find((row) => row.slip_type === 'SLIP_TITIPAN')?.syarat_ketentuan).toContain(
      '3 (tiga) bulan',
    );
    const response = await put('/api/setting-nota/SLIP_PENJUALAN_ACC', owner, {
      header: 'TOKO EMAS PUSAT\nJl. Pasar Baru No. 12',
      footer: 'Barang yang sudah dibeli dapat dijual kembali',
      syarat_ketentuan: '',
      paper: 'THERMAL_58',
      platform: 'MOBILE',
      auto_cut: false,
      duplicate: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slip_type: 'SLIP_PENJUALAN_ACC',
      paper: 'THERMAL_58',
      duplicate: true,
    });
    const flag = (await get('/api/para-system/key/PRINT_NOTA_JUAL_ACC_DUPLICATE_MODULE', kasir)).json();
    expect(flag.value).toBe('true');
    expect((await put('/api/setting-nota/SLIP_TIDAK_ADA', owner, {})).json()).toEqual({
      message: 'Jenis Nota tidak dikenal',
    });
    const badPaper = await put('/api/setting-nota/SLIP_TITIPAN', owner, {
      header: '',
      footer: '',
      syarat_ketentuan: '',
      paper: 'KERTAS_BESAR',
      platform: 'DESKTOP',
      auto_cut: true,
      duplicate: false,
    });
    expect(badPaper.json()).toEqual({ message: 'Ukuran Kertas Harus Dipilih' });
  });

  it('edits the shop’s own data', async () => {
    const response = await put('/api/toko/current', owner, {
      nama_toko: 'Toko Emas Pusat Jaya',
      alamat_toko: 'Jl. Pasar Baru No. 14',
      telepon: '021-3456790',
      time_zone: 'Asia/Jakarta',
    });
    expect(response.statusCode).toBe(200);
    const shop = (await get('/api/toko/current', kasir)).json();
    expect(shop).toMatchObject({
      nama_toko: 'Toko Emas Pusat Jaya',
      telepon: '021-3456790',
      kode_toko: 'PST',
    });
    expect(
      (await put('/api/toko/current', owner, { nama_toko: '', time_zone: 'Asia/Jakarta' })).json(),
    ).toEqual({
      message: 'Nama Toko Harus Diisi',
    });
    expect(
      (
        await put('/api/toko/current', owner, { nama_toko: 'X', telepon: 'abc', time_zone: 'Asia/Jakarta' })
      ).json(),
    ).toEqual({
      message: 'Telepon hanya boleh angka, spasi, +, -, ( dan )',
    });
  });
});
