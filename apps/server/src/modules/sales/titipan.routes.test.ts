import { type Barang, type PenjualanDoc, TEXTS, TITIPAN_MENU, type TitipanDoc } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, pieceByBarcode, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { closeDay } from '../../../test/till-fixtures.ts';
import { keuangan } from '../../db/schema/index.ts';
import { SERVER_TEXTS } from '../../texts.ts';

const TODAY = '2026-11-22';
let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let ring: Barang;
let pendant: Barang;
let key = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  // Deposits belong to Lihat Titipan: this shop's cashier holds it beside the sales counter.
  await grantMenus(t, owner, 'KASIR', [TITIPAN_MENU]);
  [spv, kasir] = await Promise.all([t.login('PST', 'SPV'), t.login('PST', 'KASIR')]);
  // The worked example (5,003,500) and a 2 g pendant at 1,480,000/g: 2,960,000.
  [ring, pendant] = (await addPieces(t, owner, [
    { nama_barang: 'CINCIN TITIP', berat: 3.27, ongkos_type: 'GRAM', ongkos: 50_000 },
    { nama_barang: 'LIONTIN TITIP', kode_dept: 'LT', kode_baki: 'LT17', berat: 2 },
  ])) as [Barang, Barang];
});
afterAll(async () => {
  await t.close();
});

const deposit = (items: Barang[], extra: object = {}) => ({
  idempotency_key: `titip-key-${++key}-xxxx`,
  kode_sales: 'S02',
  kode_member: 'PST-M0002',
  nama_customer: 'bapak hendra wijaya',
  items: items.map(scanned),
  dp: 1_000_000,
  bayar: { cash: 1_000_000 },
  ...extra,
});

const cashOf = (deskripsi: string) =>
  t.database.db
    .select({
      kategori: keuangan.kategori,
      jenis: keuangan.jenis,
      in: keuangan.jumlah_in,
      out: keuangan.jumlah_out,
    })
    .from(keuangan)
    .where(and(eq(keuangan.kode_toko, 'PST'), eq(keuangan.deskripsi, deskripsi)))
    .orderBy(keuangan.id);

describe('titipan', () => {
  let noTitip = '';

  it('needs a token, the menu and a valid DP', async () => {
    expect((await t.call('POST', 'titipan', undefined, deposit([ring]))).statusCode).toBe(401);
    const t2Spv = await t.login('T2', 'SPV');
    expect((await t.call('GET', 'titipan/paginated', t2Spv)).statusCode).toBe(200);
    const cases: [object, string][] = [
      [{ dp: 0, bayar: {} }, 'DP Harus Diisi'],
      [{ dp: 6_000_000, bayar: { cash: 6_000_000 } }, 'DP tidak boleh melebihi harga barang'],
      [{ dp: 1_000_000, bayar: { cash: 500_000 } }, 'Pembayaran kurang Rp 500,000'],
      [{ kode_member: 'M9999' }, 'Member M9999 tidak ditemukan'],
      [{ items: [] }, 'Barang Harus Discan'],
    ];
    for (const [extra, message] of cases) {
      const response = await t.call('POST', 'titipan', kasir, deposit([ring], extra));
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { message },
      });
    }
    // Nothing of the refused attempts is left behind: the ring is still on sale.
    expect((await pieceByBarcode(t, owner, ring.kode_barcode)).status).toBe('READY');
  });

  it('takes a DP for the ring at today’s price and holds it; a retry answers the same deposit', async () => {
    const body = deposit([ring], { bayar: { cash: 1_050_000 } });
    const response = await t.call('POST', 'titipan', kasir, body);
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as TitipanDoc;
    expect(doc).toMatchObject({
      no_titip: 'PST-TP-261122-0001',
      total: 5_003_500,
      dp: 1_000_000,
      sisa: 4_003_500,
      kembalian: 50_000,
      status: 'OPEN',
      status_valid: 'OPEN',
      kode_member: 'PST-M0002',
      nama_customer: 'BAPAK HENDRA WIJAYA',
    });
    noTitip = doc.no_titip;
    expect((await t.call('POST', 'titipan', kasir, body)).json()).toEqual(doc);
    expect((await pieceByBarcode(t, owner, ring.kode_barcode)).status).toBe('TITIP');
    // Nobody else can buy it now.
    const harga = await t.call('GET', `penjualan/harga/${ring.kode_barcode}`, kasir);
    expect(harga.statusCode).toBe(409);
    expect(harga.json().message).toContain('sedang dititipkan');
  });

  it('keeps the day open until the deposit is validated', async () => {
    const response = await closeDay(t, owner);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(SERVER_TEXTS.titipan.belumValid([noTitip], 1));
    expect(response.json().blockers).toContainEqual({
      message: SERVER_TEXTS.titipan.belumValid([noTitip], 1),
      path: '/validasi-titipan',
    });
  });

  it('validates: the ring moves to gudang TITIP and the DP is booked as TITIPAN', async () => {
    const denied = await t.call('POST', 'titipan/validasi', kasir, { no_titip: [noTitip] });
    expect([denied.statusCode, denied.json().message]).toEqual([403, TEXTS.menuForbidden]);
    const response = await t.call('POST', 'titipan/validasi', spv, { no_titip: [noTitip] });
    expect(response.statusCode, response.body).toBe(200);
    expect(await pieceByBarcode(t, owner, ring.kode_barcode)).toMatchObject({
      kode_gudang: 'TITIP',
      kode_baki: 'TT01',
      status: 'TITIP',
      stock: 1,
    });
    // The deposit says where the ring left from and where it lies now (what collecting scans).
    const [line] = ((await t.call('GET', `titipan/${noTitip}`, kasir)).json() as TitipanDoc).items;
    expect(line).toMatchObject({
      kode_gudang: 'TOKO',
      kode_baki: 'CC01',
      gudang_sekarang: 'TITIP',
      baki_sekarang: 'TT01',
    });
    expect(await cashOf(noTitip)).toEqual([{ kategori: 'TITIPAN', jenis: 'CASH', in: 1_000_000, out: 0 }]);
    await expectLedgerReconciles(t.database.db, 'PST', TODAY);
    expect((await t.call('POST', 'titipan/validasi', spv, { no_titip: [noTitip] })).statusCode).toBe(409);
  });

  it('is collected by a sale that credits the DP: the rest is paid, the ring leaves stock from TITIP', async () => {
    // Only the deposit's own pieces, at the agreed price.
    const wrong = await t.call('POST', 'penjualan', kasir, {
      idempotency_key: 'ambil-titip-wrong',
      kode_sales: 'S02',
      nama_customer: 'BAPAK HENDRA WIJAYA',
      no_titip: noTitip,
      items: [scanned(pendant)],
      bayar: { cash: 10_000_000 },
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      400,
      SERVER_TEXTS.titipan.barangBerbeda(noTitip),
    ]);
    const placed = await pieceByBarcode(t, owner, ring.kode_barcode);
    const sale = await t.call('POST', 'penjualan', kasir, {
      idempotency_key: 'ambil-titip-0001',
      kode_sales: 'S02',
      kode_member: 'PST-M0002',
      nama_customer: 'BAPAK HENDRA WIJAYA',
      no_titip: noTitip,
      items: [scanned(placed)],
      bayar: { cash: 4_003_500 },
    });
    expect(sale.statusCode, sale.body).toBe(200);
    const doc = sale.json() as PenjualanDoc;
    expect(doc).toMatchObject({ total: 5_003_500, titipan_rp: 1_000_000, no_titip: noTitip, kembalian: 0 });
    const titip = (await t.call('GET', `titipan/${noTitip}`, spv)).json() as TitipanDoc;
    expect([titip.status, titip.no_faktur_group]).toEqual(['FINISH', doc.no_faktur_group]);

    const validated = await t.call('POST', 'penjualan/validasi', spv, {
      no_faktur_group: [doc.no_faktur_group],
    });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(await pieceByBarcode(t, owner, ring.kode_barcode)).toMatchObject({ stock: 0, status: 'TERJUAL' });
    // The till gets only what was still owed; the DP was booked when the deposit was validated.
    expect(await cashOf(doc.no_faktur_group)).toEqual([
      { kategori: 'PENJUALAN', jenis: 'CASH', in: 4_003_500, out: 0 },
    ]);
    await expectLedgerReconciles(t.database.db, 'PST', TODAY);
    // A finished deposit cannot be collected or cancelled again.
    const again = await t.call('POST', 'titipan/batal', owner, {
      no_titip: noTitip,
      otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'coba lagi' },
    });
    expect([again.statusCode, again.json().message]).toEqual([409, SERVER_TEXTS.titipan.bukanOpen(noTitip)]);
  });

  it('cancels a validated deposit with otorisasi: DP refunded, the pendant back in its tray', async () => {
    const saved = (
      await t.call('POST', 'titipan', kasir, deposit([pendant], { dp: 500_000, bayar: { cash: 500_000 } }))
    ).json() as TitipanDoc;
    await t.call('POST', 'titipan/validasi', spv, { no_titip: [saved.no_titip] });
    expect((await pieceByBarcode(t, owner, pendant.kode_barcode)).kode_gudang).toBe('TITIP');
    const body = {
      no_titip: saved.no_titip,
      otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'batal beli' },
    };
    // Cancelling is Lihat Titipan's: a cashier without it (T2's) is refused.
    expect((await t.call('POST', 'titipan/batal', await t.login('T2', 'KASIR'), body)).statusCode).toBe(403);
    const wrongPassword = await t.call('POST', 'titipan/batal', owner, {
      ...body,
      otorisasi: { ...body.otorisasi, password: 'salah' },
    });
    expect(wrongPassword.statusCode).toBe(422);
    const response = await t.call('POST', 'titipan/batal', owner, body);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as TitipanDoc).status).toBe('CLOSE');
    expect(await pieceByBarcode(t, owner, pendant.kode_barcode)).toMatchObject({
      kode_gudang: 'TOKO',
      kode_baki: 'LT17',
      status: 'READY',
      stock: 1,
    });
    expect(await cashOf(saved.no_titip)).toEqual([
      { kategori: 'TITIPAN', jenis: 'CASH', in: 500_000, out: 0 },
      { kategori: 'BATAL TITIP', jenis: 'CASH', in: 0, out: 500_000 },
    ]);
    await expectLedgerReconciles(t.database.db, 'PST', TODAY);
  });

  it('lists deposits by state and search for Lihat Titipan, paged on the server', async () => {
    const open = (await t.call('GET', 'titipan/paginated?status=CLOSE', spv)).json() as {
      data: TitipanDoc[];
      count: number;
    };
    expect(open.count).toBe(1);
    const byBarcode = (await t.call('GET', `titipan/paginated?search=${ring.kode_barcode}`, spv)).json() as {
      data: TitipanDoc[];
    };
    expect(byBarcode.data.map((doc) => doc.status)).toEqual(['FINISH']);
    expect((await t.call('GET', 'titipan/paginated?status=LAIN', spv)).statusCode).toBe(400);
    // Open deposits of earlier days stay listed for everyone; asking for earlier days is the owner's.
    expect((await t.call('GET', 'titipan/paginated?dari=2026-11-01', spv)).statusCode).toBe(403);
    expect((await t.call('GET', 'titipan/paginated?dari=2026-11-01', owner)).statusCode).toBe(200);
    expect((await t.call('GET', 'titipan/paginated')).statusCode).toBe(401);
    expect((await t.call('GET', 'titipan/PST-TP-000000-0000', spv)).statusCode).toBe(404);
  });
});

describe('cashier scope', () => {
  it('refuses deposits to a cashier holding only Transaksi and Lihat Penjualan, as the sidebar does', async () => {
    const plainKasir = await t.login('T2', 'KASIR');
    expect((await t.call('POST', 'titipan', plainKasir, deposit([ring]))).statusCode).toBe(403);
    expect((await t.call('GET', 'titipan/paginated', plainKasir)).statusCode).toBe(403);
    expect((await t.call('GET', 'titipan/PST-TP-000000-0000', plainKasir)).statusCode).toBe(403);
    // Collecting a deposit is a sale of it: refused before the deposit is even looked up.
    const collect = await t.call('POST', 'penjualan', plainKasir, {
      idempotency_key: `ambil-tanpa-menu-${++key}`,
      kode_sales: 'S02',
      nama_customer: 'umum',
      no_titip: 'T2-TP-000000-0001',
      items: [scanned(ring)],
      bayar: { cash: 1 },
    });
    expect(collect.statusCode).toBe(403);
    expect(collect.json()).toEqual({ message: TEXTS.menuForbidden });
  });
});
