import { type Barang, type BuktiHancur, OTORISASI_CODES, TEXTS } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, pieceByBarcode, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { otorisasi } from '../../db/schema/index.ts';
import { SERVER_TEXTS } from '../../texts.ts';

let t: TestApp;
let owner: string;
let kasir: string;
let pieces: Barang[];

beforeAll(async () => {
  t = await createTestApp();
  [owner, kasir] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'KASIR')]);
  pieces = await addPieces(t, owner, [
    { nama_barang: 'CINCIN PATAH', berat: 1.234 },
    { nama_barang: 'CINCIN PENYOK', berat: 2.345 },
    { nama_barang: 'CINCIN UTUH', berat: 3.456 },
  ]);
});
afterAll(async () => {
  await t.close();
});

const consent = { user_id: 'spv', password: 'demo1234', alasan: 'Patah, dilebur ke pusat' };
const body = (items: Barang[], otorisasiInput: object = consent) => ({
  kode_kondisi: 'RUSAK',
  keterangan: 'Dari etalase cincin',
  items: items.map(scanned),
  otorisasi: otorisasiInput,
});

describe('POST hancur-barang', () => {
  it('needs a token and the menu', async () => {
    expect((await t.call('POST', 'hancur-barang', undefined, body(pieces))).statusCode).toBe(401);
    const denied = await t.call('POST', 'hancur-barang', kasir, body(pieces));
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: TEXTS.menuForbidden });
  });

  it('needs the otorisasi of another OWN or SPV user with the right password, and a reason', async () => {
    const two = pieces.slice(0, 2);
    // A consent refused says so by its code; a field left empty is an ordinary 400.
    const refused = { code: OTORISASI_CODES.ditolak };
    const cases: [object, number, object][] = [
      [{ ...consent, password: 'salah' }, 422, { message: SERVER_TEXTS.otorisasi.gagal, ...refused }],
      [{ ...consent, user_id: 'NOBODY' }, 422, { message: SERVER_TEXTS.otorisasi.gagal, ...refused }],
      [{ ...consent, user_id: 'owner' }, 422, { message: SERVER_TEXTS.otorisasi.userLain, ...refused }],
      [
        { ...consent, user_id: 'KASIR' },
        403,
        { message: SERVER_TEXTS.otorisasi.tidakBerhak('KASIR'), ...refused },
      ],
      [{ ...consent, alasan: '' }, 400, { message: 'Alasan Harus Diisi (minimal 3 karakter)' }],
      [{ ...consent, user_id: '' }, 400, { message: 'User Otorisasi Harus Diisi' }],
    ];
    for (const [input, status, answer] of cases) {
      const response = await t.call('POST', 'hancur-barang', owner, body(two, input));
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: answer });
    }
    const missing = await t.call('POST', 'hancur-barang', owner, { ...body(two), otorisasi: undefined });
    expect(missing.json()).toEqual({ message: 'Otorisasi Harus Diisi' });
    // Nothing was destroyed or stored.
    expect((await pieceByBarcode(t, owner, pieces[0]?.kode_barcode ?? '')).status).toBe('READY');
    expect(await t.database.db.select().from(otorisasi)).toEqual([]);
  });

  it('destroys the pieces with their otorisasi and answers the Bukti Hancur Barang', async () => {
    const two = pieces.slice(0, 2);
    const response = await t.call('POST', 'hancur-barang', owner, body(two));
    expect(response.statusCode, response.body).toBe(200);
    const bukti = response.json() as BuktiHancur;
    expect(bukti).toMatchObject({
      no_hancur: 'PST-HC-261122-0001',
      kode_kondisi: 'RUSAK',
      nama_kondisi: 'RUSAK / PATAH',
      jumlah: 2,
      berat: 3.579,
      otorisasi_oleh: 'SPV',
      alasan: 'Patah, dilebur ke pusat',
      created_by: 'OWNER',
    });
    expect(bukti.items.map((item) => [item.kode_barcode, item.kode_baki, item.berat])).toEqual(
      two.map((item) => [item.kode_barcode, 'CC01', item.berat]),
    );
    const destroyed = await pieceByBarcode(t, owner, two[0]?.kode_barcode ?? '');
    expect(destroyed).toMatchObject({ stock: 0, status: 'HANCUR' });
    const [stored] = await t.database.db
      .select()
      .from(otorisasi)
      .where(eq(otorisasi.no_ref, bukti.no_hancur));
    expect(stored).toMatchObject({
      jenis: 'HANCUR_BARANG',
      diminta_oleh: 'OWNER',
      diotorisasi_oleh: 'SPV',
      kode_barcode: two.map((item) => item.kode_barcode),
    });
    await expectLedgerReconciles(t.database.db, 'PST', '2026-11-22');
    expect((await t.call('GET', `hancur-barang/${bukti.no_hancur}`, owner)).json()).toEqual(bukti);
    expect((await t.call('GET', 'hancur-barang/PST-HC-261122-0099', owner)).statusCode).toBe(404);
  });

  it('refuses a piece destroyed already, or scanned where it no longer is', async () => {
    const again = await t.call('POST', 'hancur-barang', owner, body(pieces.slice(0, 1)));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('tidak tersedia (status HANCUR, stock 0)');
    const elsewhere = await t.call('POST', 'hancur-barang', owner, {
      ...body(pieces.slice(2)),
      items: [{ ...scanned(pieces[2] as Barang), kode_baki: 'LT17' }],
    });
    expect(elsewhere.statusCode).toBe(409);
    const unknownKondisi = await t.call('POST', 'hancur-barang', owner, {
      ...body(pieces.slice(2)),
      kode_kondisi: 'X',
    });
    expect(unknownKondisi.json()).toEqual({ message: 'Kondisi Barang X tidak ditemukan atau tidak aktif' });
  });
});
