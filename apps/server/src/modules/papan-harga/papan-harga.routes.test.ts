import {
  type Barang,
  PAPAN_HARGA_MODULE,
  PAPAN_HARGA_SOCKET_AUTH,
  type PapanHarga,
  type PembelianDoc,
  papanHargaApi,
  SOCKET_EVENTS,
  TEXTS,
} from '@toko/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, scanned } from '../../../test/goods-fixtures.ts';
import { openSocket } from '../../../test/socket-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { openTill } from '../../../test/till-fixtures.ts';

/**
 * Papan Harga (issue 30) through the real HTTP stack and database: the board answers only
 * where the shop switched it on, to anyone, with prices and nothing else; the receipt column
 * is what Transaksi Pembelian pays for a gram sold today and brought back; a saved price
 * reaches the shop's boards over the socket; the public answers are limited per address.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let owner: string;
let key = 0;

async function ok<T>(token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<T> {
  const response = await t.call(method, path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}
/** The board as a visitor's browser asks it: no token. */
const board = (kodeToko: string) => t.app.inject({ method: 'GET', url: `/api/${papanHargaApi(kodeToko)}` });
const switchBoard = (on: boolean, token = owner) =>
  ok(token, 'PUT', `para-system/key/${PAPAN_HARGA_MODULE}`, { value: on ? 'true' : 'false' });
const savePrice = (hargaJual: number, hargaBeli: number) =>
  ok(owner, 'POST', 'harga-emas', {
    tanggal: TEST_TODAY,
    items: [{ kode_group: '750', harga_jual: hargaJual, harga_beli: hargaBeli }],
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  await openTill(t, owner);
});
afterAll(async () => {
  await t.close();
});

describe('Papan Harga', () => {
  it('shows no price while the shop has not switched its board on, nor for a shop that does not exist', async () => {
    const off = await board('PST');
    expect({ status: off.statusCode, body: off.json() }).toEqual({
      status: 404,
      body: { message: TEXTS.papanHarga.tidakAktif },
    });
    const unknown = await board('ZZZ');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: TEXTS.papanHarga.tokoTidakDikenal },
    });
    expect((await board('P S T')).statusCode).toBe(400);
  });

  it('answers anyone with the shop’s prices of the day and nothing else, once switched on', async () => {
    await switchBoard(true);
    const response = await board('pst');
    expect(response.statusCode, response.body).toBe(200);
    const papan = response.json() as PapanHarga;
    expect(Object.keys(papan).sort()).toEqual(
      [
        'diperbarui_hari_ini',
        'harga',
        'kode_toko',
        'kondisi_nota',
        'logo_url',
        'nama_toko',
        'tanggal',
        'terakhir_diubah',
      ].sort(),
    );
    expect(papan).toMatchObject({ kode_toko: 'PST', nama_toko: 'Toko Emas Pusat', tanggal: TEST_TODAY });
    const group = papan.harga.find((row) => row.kode_group === '750');
    const day = (
      await ok<{ kode_group: string; harga_jual: number; harga_beli: number }[]>(
        owner,
        'GET',
        'harga-emas/today',
      )
    ).find((row) => row.kode_group === '750');
    expect(group).toMatchObject({ harga_jual: day?.harga_jual, harga_beli: day?.harga_beli });
    for (const row of papan.harga)
      expect(Object.keys(row).sort()).toEqual([
        'beli_dengan_nota',
        'harga_beli',
        'harga_jual',
        'kode_group',
        'nama_group',
      ]);
    // A proxy may keep it briefly; the app's security headers stay on a public answer.
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('says whether today’s prices were entered, and when they last changed', async () => {
    const before = (await board('PST')).json() as PapanHarga;
    expect(before).toMatchObject({ diperbarui_hari_ini: false, terakhir_diubah: null });
    await savePrice(1_500_000, 1_400_000);
    const after = (await board('PST')).json() as PapanHarga;
    expect(after.diperbarui_hari_ini).toBe(true);
    expect(after.terakhir_diubah).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(after.harga.find((row) => row.kode_group === '750')).toMatchObject({
      harga_jual: 1_500_000,
      harga_beli: 1_400_000,
    });
    // The next morning, before anyone enters prices, the board says so.
    t.setNow(new Date('2026-11-23T08:00:00+07:00'));
    try {
      expect(((await board('PST')).json() as PapanHarga).diperbarui_hari_ini).toBe(false);
    } finally {
      t.setNow(new Date(`${TEST_TODAY}T10:00:00+07:00`));
    }
  });

  it('offers in the receipt column what Transaksi Pembelian pays for a gram sold today and brought back', async () => {
    const papan = (await board('PST')).json() as PapanHarga;
    const row = papan.harga.find((candidate) => candidate.kode_group === '750');
    // The demo's conditions cut 10, 12, 15 % or Rp 50,000, 75,000, 100,000 a gram: at Rp 1,500,000
    // a gram the least is Rp 50,000 (MULUS-RP).
    expect(papan.kondisi_nota).toBe('MULUS (PER GRAM)');
    const [gram] = (await addPieces(t, owner, [{ nama_barang: 'CINCIN SEGRAM', berat: 1 }])) as [Barang];
    const sale = await ok<{ no_faktur_group: string; total: number }>(owner, 'POST', 'penjualan', {
      idempotency_key: `papan-jual-${++key}-xxxx`,
      kode_sales: 'S01',
      nama_customer: 'ibu ani',
      items: [scanned(gram)],
      bayar: { cash: 10_000_000 },
    });
    // A gram at the day's price, no making fee: the receipt says Rp 1,500,000.
    expect(sale.total).toBe(1_500_000);
    await ok(owner, 'POST', 'penjualan/validasi', { no_faktur_group: [sale.no_faktur_group] });
    const bought = await ok<PembelianDoc>(owner, 'POST', 'pembelian', {
      idempotency_key: `papan-beli-${++key}-xxxx`,
      kode_sales: 'S01',
      nama_customer: 'ibu ani',
      items: [{ kode_barcode: gram.kode_barcode, berat: 1, kode_kondisi: 'MULUS-RP' }],
      bayar: { cash: row?.beli_dengan_nota ?? 0 },
    });
    expect(bought.items[0]?.harga_system).toBe(row?.beli_dengan_nota);
    expect(row?.beli_dengan_nota).toBe(1_450_000);
  });

  it('tells the shop’s boards at once when a price is saved, and no other shop’s', async () => {
    const open = (kodeToko: string) => openSocket(t, { [PAPAN_HARGA_SOCKET_AUTH]: kodeToko });
    const heard = (socket: Socket) => {
      let count = 0;
      socket.on(SOCKET_EVENTS.hargaBerubah, () => {
        count += 1;
      });
      return () => count;
    };
    const [pst, t2] = [await open('PST'), await open('T2')];
    try {
      const [pstHeard, t2Heard] = [heard(pst), heard(t2)];
      await savePrice(1_510_000, 1_410_000);
      await expect.poll(pstHeard, { timeout: 5_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(t2Heard()).toBe(0);
      // A bad shop code is refused at the handshake.
      await expect(open('../x')).rejects.toThrow(TEXTS.papanHarga.tokoTidakDikenal);
    } finally {
      pst.close();
      t2.close();
    }
  });

  it('goes dark again when switched off', async () => {
    await switchBoard(false);
    expect((await board('PST')).statusCode).toBe(404);
    await switchBoard(true);
  });

  it('refuses an address that asks too often, with its Indonesian message', async () => {
    let last = await board('PST');
    for (let i = 0; i < 130 && last.statusCode !== 429; i += 1) last = await board('PST');
    expect({ status: last.statusCode, body: last.json() }).toEqual({
      status: 429,
      body: { message: TEXTS.tooManyRequests },
    });
    // The signed-in app is not counted with it.
    expect((await t.call('GET', 'harga-emas/today', owner)).statusCode).toBe(200);
  });
});
