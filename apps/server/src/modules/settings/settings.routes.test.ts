import { PARA_SYSTEM_CATALOGUE, TEXTS } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { paraSystem } from '../../db/schema/index.ts';

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

  it('lists every parameter and module flag of the shop with its description', async () => {
    const response = await get('/api/para-system', kasir);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { key: string; kategori: string; description: string }[];
    expect(rows.map((row) => row.key).sort()).toEqual(PARA_SYSTEM_CATALOGUE.map((row) => row.key).sort());
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
    const response = await get('/api/para-system/key/PPN_PERSEN', kasir);
    expect(response.json()).toMatchObject({ key: 'PPN_PERSEN', value: '1.1' });
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
