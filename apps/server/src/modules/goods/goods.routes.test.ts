import { type Barang, TEXTS } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balanceRows } from './stock-ledger.ts';

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

const ring = {
  kode_group: '750',
  kode_dept: 'cc',
  kode_gudang: 'TOKO',
  kode_baki: 'CC01',
  nama_barang: 'cincin mata satu',
  berat: '3.270',
  kadar: 75,
  kadar_cetak: '750',
  ongkos_type: 'GRAM',
  ongkos: 50_000,
  atribut: [{ nama_atribut: 'zirkon', berat_atribut: 0.05, harga_atribut: 25_000 }],
};
const necklace = {
  ...ring,
  kode_group: '700',
  kode_dept: 'KL',
  kode_baki: 'KLDLM',
  nama_barang: 'KALUNG RANTAI',
  berat: 10.5,
  atribut: [],
};

describe('POST barang (Tambah Data Barang)', () => {
  it('needs a token and the menu', async () => {
    expect((await t.call('POST', 'barang', undefined, { items: [ring] })).statusCode).toBe(401);
    const denied = await t.call('POST', 'barang', kasir, { items: [ring] });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: TEXTS.menuForbidden });
  });

  it('adds pieces with new 8-digit barcodes, one tambah movement each, reconciled to the milligram', async () => {
    const response = await t.call('POST', 'barang', owner, { items: [ring, necklace] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { no_ref: string; items: Barang[] };
    expect(body.no_ref).toBe('PST-TB-261122-0001');
    expect(body.items).toHaveLength(2);
    const [first, second] = body.items;
    expect(first?.kode_barcode).toMatch(/^\d{8}$/);
    expect(first?.kode_barcode).not.toBe(second?.kode_barcode);
    expect(first).toMatchObject({
      nama_barang: 'CINCIN MATA SATU',
      kode_dept: 'CC',
      berat: 3.27,
      berat_asli: 3.27,
      stock: 1,
      status: 'READY',
      tgl_masuk: '2026-11-22',
      atribut: [{ nama_atribut: 'ZIRKON', berat_atribut: 0.05, harga_atribut: 25_000 }],
    });
    const rows = await balanceRows(t.database.db, 'PST', '2026-11-22');
    const saldo = rows.find((row) => row.kode_barcode === first?.kode_barcode);
    expect(saldo).toMatchObject({
      kode_baki: 'CC01',
      stock_tambah: 1,
      berat_tambah: 3_270,
      stock_akhir: 1,
      berat_akhir: 3_270,
    });
    const total = rows.reduce((sum, row) => sum + row.berat_akhir, 0);
    expect(total).toBe(3_270 + 10_500);
  });

  it('refuses what does not fit, naming the line, and writes nothing', async () => {
    const wrongJenis = await t.call('POST', 'barang', owner, {
      items: [ring, { ...necklace, kode_dept: 'CC' }],
    });
    expect(wrongJenis.statusCode).toBe(400);
    expect(wrongJenis.json()).toEqual({ message: 'Baris 2: Jenis CC bukan bagian dari Group 700' });
    const wrongTray = await t.call('POST', 'barang', owner, { items: [{ ...ring, kode_baki: 'B01' }] });
    expect(wrongTray.json()).toEqual({ message: 'Baki B01 tidak berada di Gudang TOKO' });
    const unknown = await t.call('POST', 'barang', owner, { items: [{ ...ring, kode_group: 'XYZ' }] });
    expect(unknown.json()).toEqual({ message: 'Group XYZ tidak ditemukan atau tidak aktif' });
    const many = await t.call('POST', 'barang', owner, { items: [{ ...ring, jumlah: 3 }] });
    expect(many.json().message).toContain('jumlah lebih dari 1 hanya untuk aksesoris');
    const page = (await t.call('GET', 'barang/paginated?limit=50', owner)).json() as { count: number };
    expect(page.count).toBe(2);
  });

  it('answers bad fields with the first rule broken', async () => {
    expect((await t.call('POST', 'barang', owner, { items: [] })).json()).toEqual({
      message: 'Data Barang Harus Diisi',
    });
    expect((await t.call('POST', 'barang', owner, { items: [{ ...ring, berat: 0 }] })).json()).toEqual({
      message: 'Berat Harus Diisi',
    });
    expect((await t.call('POST', 'barang', owner, { items: [{ ...ring, berat: 3.2705 }] })).json()).toEqual({
      message: 'Berat maksimal 3 angka di belakang koma',
    });
    expect((await t.call('POST', 'barang', owner, { items: [{ ...ring, nama_barang: '' }] })).json()).toEqual(
      {
        message: 'Nama Barang Harus Diisi',
      },
    );
  });

  it('stocks accessories by quantity', async () => {
    const box = {
      kode_group: 'ACC',
      kode_dept: 'KTK',
      kode_gudang: 'TOKO',
      kode_baki: 'CC01',
      nama_barang: 'KOTAK BELUDRU',
      berat: 50,
      jumlah: 12,
    };
    const response = await t.call('POST', 'barang', owner, { items: [box] });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { items: Barang[] }).items[0]?.stock).toBe(12);
  });

  it('keeps masters that items carry from being deleted', async () => {
    const bakis = (await t.call('GET', 'baki/paginated?search=CC01', owner)).json() as {
      data: { id: number; kode_baki: string }[];
    };
    const cc01 = bakis.data.find((row) => row.kode_baki === 'CC01');
    const response = await t.call('DELETE', `baki/${cc01?.id}`, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Baki CC01 masih digunakan di Data Barang \(2 data\)/);
  });
});

describe('GET barang/paginated (Data Barang)', () => {
  it('pages on the server with filters and search', async () => {
    expect((await t.call('GET', 'barang/paginated')).statusCode).toBe(401);
    expect((await t.call('GET', 'barang/paginated', kasir)).statusCode).toBe(403);
    const byTray = (await t.call('GET', 'barang/paginated?kode_baki=kldlm', owner)).json() as {
      data: Barang[];
      count: number;
    };
    expect(byTray.count).toBe(1);
    expect(byTray.data[0]?.nama_barang).toBe('KALUNG RANTAI');
    const search = (await t.call('GET', 'barang/paginated?search=mata', owner)).json() as { data: Barang[] };
    expect(search.data.map((item) => item.nama_barang)).toEqual(['CINCIN MATA SATU']);
    const barcode = search.data[0]?.kode_barcode ?? '';
    const byBarcode = (await t.call('GET', `barang/paginated?search=${barcode}`, owner)).json() as {
      count: number;
    };
    expect(byBarcode.count).toBe(1);
    const page = (await t.call('GET', 'barang/paginated?skip=1&limit=1', owner)).json() as {
      data: Barang[];
      count: number;
    };
    expect(page.count).toBe(3);
    expect(page.data).toHaveLength(1);
  });
});

describe('POST pindah-barang', () => {
  async function pieces(): Promise<Barang[]> {
    return ((await t.call('GET', 'barang/paginated?limit=50', owner)).json() as { data: Barang[] }).data;
  }
  const where = (item: Barang) => ({
    kode_barcode: item.kode_barcode,
    kode_gudang: item.kode_gudang,
    kode_baki: item.kode_baki,
  });

  it('needs a token and the menu, and a destination that exists and differs', async () => {
    const [ringPiece] = (await pieces()).filter((item) => item.nama_barang === 'CINCIN MATA SATU');
    if (!ringPiece) throw new Error('no ring');
    const body = { items: [where(ringPiece)], kode_gudang_tujuan: 'TOKO', kode_baki_tujuan: 'LT17' };
    expect((await t.call('POST', 'pindah-barang', undefined, body)).statusCode).toBe(401);
    expect((await t.call('POST', 'pindah-barang', kasir, body)).statusCode).toBe(403);
    const same = await t.call('POST', 'pindah-barang', owner, { ...body, kode_baki_tujuan: 'CC01' });
    expect(same.json()).toEqual({ message: `Barang ${ringPiece.kode_barcode} sudah berada di Baki CC01` });
    const wrongGudang = await t.call('POST', 'pindah-barang', owner, { ...body, kode_gudang_tujuan: 'BELI' });
    expect(wrongGudang.json()).toEqual({ message: 'Baki LT17 tidak berada di Gudang BELI' });
    expect((await t.call('POST', 'pindah-barang', owner, { ...body, items: [] })).json()).toEqual({
      message: 'Barang Harus Discan',
    });
  });

  it('moves a piece: out at the source, in at the destination, the piece in its new tray', async () => {
    const [ringPiece] = (await pieces()).filter((item) => item.nama_barang === 'CINCIN MATA SATU');
    if (!ringPiece) throw new Error('no ring');
    const response = await t.call('POST', 'pindah-barang', owner, {
      items: [where(ringPiece)],
      kode_gudang_tujuan: 'TOKO',
      kode_baki_tujuan: 'LT17',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ no_ref: 'PST-PB-261122-0001', jumlah: 1, berat: 3.27 });
    const rows = (await balanceRows(t.database.db, 'PST', '2026-11-22')).filter(
      (row) => row.kode_barcode === ringPiece.kode_barcode,
    );
    expect(rows.find((row) => row.kode_baki === 'CC01')).toMatchObject({
      stock_out: 1,
      berat_out: 3_270,
      stock_akhir: 0,
      berat_akhir: 0,
    });
    expect(rows.find((row) => row.kode_baki === 'LT17')).toMatchObject({
      stock_in: 1,
      berat_in: 3_270,
      stock_akhir: 1,
      berat_akhir: 3_270,
    });
    const moved = (await pieces()).find((item) => item.kode_barcode === ringPiece.kode_barcode);
    expect(moved?.kode_baki).toBe('LT17');
  });

  it('lets exactly one of two simultaneous moves of the same piece win', async () => {
    const [piece] = (await pieces()).filter((item) => item.nama_barang === 'KALUNG RANTAI');
    if (!piece) throw new Error('no necklace');
    const spvToken = await t.login('PST', 'OWNER');
    const [a, b] = await Promise.all([
      t.call('POST', 'pindah-barang', owner, {
        items: [where(piece)],
        kode_gudang_tujuan: 'TOKO',
        kode_baki_tujuan: 'LT17',
      }),
      t.call('POST', 'pindah-barang', spvToken, {
        items: [where(piece)],
        kode_gudang_tujuan: 'TOKO',
        kode_baki_tujuan: 'CC01',
      }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toEqual({
      message: `Barang ${piece.kode_barcode} sudah dipindahkan oleh transaksi lain, silahkan scan ulang`,
    });
    // The balance of the day still adds up over every tray, to the milligram.
    const rows = (await balanceRows(t.database.db, 'PST', '2026-11-22')).filter(
      (row) => row.kode_barcode === piece.kode_barcode,
    );
    expect(rows.reduce((sum, row) => sum + row.stock_akhir, 0)).toBe(1);
    expect(rows.reduce((sum, row) => sum + row.berat_akhir, 0)).toBe(10_500);
  });
});
