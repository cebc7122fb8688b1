import { type Barang, OTORISASI_CODES, type PenjualanDoc, TEXTS, TIMBANG_AKTIF_MESSAGE } from '@toko/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, pieceByBarcode, scanned } from '../../../test/goods-fixtures.ts';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, revokeMenus, type TestApp } from '../../../test/test-app.ts';
import { closeDay } from '../../../test/till-fixtures.ts';
import { auditLog, keuangan } from '../../db/schema/index.ts';
import { PREVIOUS_DATE_TEXT } from '../../plugins/previous-date.ts';
import { SERVER_TEXTS } from '../../texts.ts';

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let ring: Barang;
let necklace: Barang;

beforeAll(async () => {
  t = await createTestApp();
  // The demo supervisor may sell; this one only validates, looks up and cancels.
  await revokeMenus(t, 'PST', 'SPV', ['transaksi-penjualan']);
  [owner, spv, kasir] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
  ]);
  // The worked example of DOMAIN.md §8: 3.270 g x 1,480,000 + ongkos 50,000/g -> 5,003,500.
  [ring, necklace] = (await addPieces(t, owner, [
    { nama_barang: 'CINCIN CONTOH', berat: 3.27, ongkos_type: 'GRAM', ongkos: 50_000 },
    { kode_group: '700', kode_dept: 'KL', kode_baki: 'KLDLM', nama_barang: 'KALUNG', berat: 10.5 },
  ])) as [Barang, Barang];
});
afterAll(async () => {
  await t.close();
});

let key = 0;
const sale = (items: Barang[], extra: object = {}) => ({
  idempotency_key: `test-key-${++key}-xxxx`,
  kode_sales: 'S01',
  nama_customer: 'ibu ani',
  items: items.map(scanned),
  bayar: { cash: 20_000_000 },
  ...extra,
});

describe('POST penjualan', () => {
  it('needs a token and the menu', async () => {
    expect((await t.call('POST', 'penjualan', undefined, sale([ring]))).statusCode).toBe(401);
    const denied = await t.call('POST', 'penjualan', spv, sale([ring]));
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: TEXTS.menuForbidden });
  });

  it('prices from the day gold price, takes CASH + DEBET with the card fee, and holds the pieces', async () => {
    const body = sale([ring, necklace], {
      bayar: { cash: 11_000_000, debet: 9_000_000, kode_bank_debet: 'MANDIRI' },
    });
    const response = await t.call('POST', 'penjualan', kasir, body);
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as PenjualanDoc;
    // Necklace: 10.5 g x 1,380,000 = 14,490,000 (no ongkos).
    expect(doc.items.map((item) => [item.kode_barcode, item.harga_system, item.harga_jual])).toEqual([
      [ring.kode_barcode, 5_003_500, 5_003_500],
      [necklace.kode_barcode, 14_490_000, 14_490_000],
    ]);
    expect(doc).toMatchObject({
      no_faktur_group: 'PST-FJ-261122-0001',
      total: 19_493_500,
      biaya_debet: 135_000,
      kembalian: 506_500,
      status_valid: 'OPEN',
      nama_customer: 'IBU ANI',
    });
    expect((await pieceByBarcode(t, owner, ring.kode_barcode)).status).toBe('JUAL');

    // A retry with the same key answers the same sale.
    const retry = await t.call('POST', 'penjualan', kasir, body);
    expect(retry.json()).toEqual(doc);
    // The held pieces cannot be sold again.
    const again = await t.call('POST', 'penjualan', kasir, sale([ring]));
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad payments, unknown references and a price below the system without otorisasi', async () => {
    const [piece] = await addPieces(t, owner, [{ nama_barang: 'CINCIN MURAH', berat: 1 }]);
    if (!piece) throw new Error('no piece');
    const cases: [object, string][] = [
      [{ bayar: { cash: 100 } }, 'Pembayaran kurang Rp 1,479,900'],
      [
        { bayar: { transfer: 5_000_000, no_rekening: '1234567890' } },
        'Pembayaran non tunai melebihi total yang harus dibayar',
      ],
      [{ bayar: { transfer: 1_480_000 } }, SERVER_TEXTS.penjualan.rekening],
      [{ kode_sales: 'XX' }, 'Sales XX tidak ditemukan atau tidak aktif'],
      [{ nama_customer: '' }, 'Nama Customer Harus Diisi'],
    ];
    for (const [extra, message] of cases) {
      const response = await t.call('POST', 'penjualan', kasir, sale([piece], extra));
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { message },
      });
    }
    const cheap = sale([piece]);
    const items = [{ ...scanned(piece), harga_jual: 1_400_000 }];
    const noConsent = await t.call('POST', 'penjualan', kasir, { ...cheap, items });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json()).toEqual({
      message: SERVER_TEXTS.penjualan.perluOtorisasi,
      code: OTORISASI_CODES.diperlukan,
    });
    const withConsent = await t.call('POST', 'penjualan', kasir, {
      ...cheap,
      items,
      otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'Pelanggan tetap' },
    });
    expect(withConsent.statusCode, withConsent.body).toBe(200);
    expect((withConsent.json() as PenjualanDoc).total).toBe(1_400_000);
  });

  it('sells a barcode to exactly one of two cashiers at once', async () => {
    const [piece] = await addPieces(t, owner, [{ nama_barang: 'CINCIN REBUTAN', berat: 2 }]);
    if (!piece) throw new Error('no piece');
    const kasir2 = await t.login('PST', 'KASIR');
    const [a, b] = await Promise.all([
      t.call('POST', 'penjualan', kasir, sale([piece])),
      t.call('POST', 'penjualan', kasir2, sale([piece])),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('validasi and batal', () => {
  it('refuses closing while sales wait for validation', async () => {
    const response = await closeDay(t, owner);
    expect(response.statusCode).toBe(422);
    // Named, so staff know which receipts to validate.
    expect(response.json().message).toMatch(/penjualan yang belum divalidasi: PST-FJ-\d{6}-\d{4}/);
    expect(response.json().message).not.toContain(TIMBANG_AKTIF_MESSAGE);
    // The closing modal links the problem to the screen that clears it.
    expect(response.json().blockers).toContainEqual({
      message: expect.stringMatching(/penjualan yang belum divalidasi/),
      path: '/validasi-penjualan',
    });
  });

  it('validates: pieces leave stock as jual, money booked per method', async () => {
    expect(
      (await t.call('POST', 'penjualan/validasi', kasir, { no_faktur_group: ['PST-FJ-261122-0001'] }))
        .statusCode,
    ).toBe(403);
    const response = await t.call('POST', 'penjualan/validasi', spv, {
      no_faktur_group: ['PST-FJ-261122-0001'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await pieceByBarcode(t, owner, ring.kode_barcode)).toMatchObject({ stock: 0, status: 'TERJUAL' });
    const money = await t.database.db
      .select()
      .from(keuangan)
      .where(eq(keuangan.deskripsi, 'PST-FJ-261122-0001'));
    // The card is charged nominal + fee and settles into the shop's MANDIRI account; the bank keeps the fee.
    expect(
      money
        .map((row) => [row.kategori, row.jenis, row.no_rekening, row.jumlah_in, row.jumlah_out, row.fee])
        .sort(),
    ).toEqual([
      ['BIAYA KARTU', 'DEBET', '9876543210', 0, 135_000, 0],
      ['PENJUALAN', 'CASH', '', 11_000_000 - 506_500, 0, 0],
      ['PENJUALAN', 'DEBET', '9876543210', 9_135_000, 0, 135_000],
    ]);
    await expectLedgerReconciles(t.database.db, 'PST', '2026-11-22');
    const twice = await t.call('POST', 'penjualan/validasi', spv, {
      no_faktur_group: ['PST-FJ-261122-0001'],
    });
    expect(twice.statusCode).toBe(409);
  });

  it('cancels one validated line with otorisasi: the piece returns, the refund leaves the till', async () => {
    const body = {
      no_faktur_jual: 'PST-FJ-261122-0001-1',
      otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'Ukuran tidak cocok' },
    };
    expect((await t.call('POST', 'penjualan/batal', kasir, body)).statusCode).toBe(403);
    const response = await t.call('POST', 'penjualan/batal', owner, body);
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as PenjualanDoc;
    expect(doc.items.map((item) => item.status)).toEqual(['CANC', 'OK']);
    expect(doc.status).toBe('OK');
    expect(await pieceByBarcode(t, owner, ring.kode_barcode)).toMatchObject({
      stock: 1,
      status: 'READY',
      kode_baki: 'CC01',
    });
    const [refund] = await t.database.db
      .select()
      .from(keuangan)
      .where(eq(keuangan.kategori, 'BATAL PENJUALAN'));
    // Cash is refunded first: the first line fits in what was paid in cash.
    expect(refund).toMatchObject({ jenis: 'CASH', jumlah_out: 5_003_500, deskripsi: 'PST-FJ-261122-0001-1' });
    await expectLedgerReconciles(t.database.db, 'PST', '2026-11-22');
    expect((await t.call('POST', 'penjualan/batal', owner, body)).statusCode).toBe(409);
  });

  it('refunds the last line by what is left of each method: the rest of the cash, then the card its nominal', async () => {
    const body = {
      no_faktur_jual: 'PST-FJ-261122-0001-2',
      otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'Batal semua' },
    };
    const response = await t.call('POST', 'penjualan/batal', owner, body);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as PenjualanDoc).status).toBe('CANC');
    const refunds = await t.database.db
      .select()
      .from(keuangan)
      .where(eq(keuangan.deskripsi, 'PST-FJ-261122-0001-2'));
    expect(refunds.map((row) => [row.kategori, row.jenis, row.no_rekening, row.jumlah_out]).sort()).toEqual([
      ['BATAL PENJUALAN', 'CASH', '', 10_493_500 - 5_003_500],
      ['BATAL PENJUALAN', 'DEBET', '9876543210', 9_000_000],
    ]);
    await expectLedgerReconciles(t.database.db, 'PST', '2026-11-22');
  });

  it('validates a whole page of sales in one call, one audit trace per receipt', async () => {
    // Ten receipt numbers joined overflowed the audit column: the validation answered 500.
    const pieces = await addPieces(
      t,
      owner,
      Array.from({ length: 10 }, (_, index) => ({ nama_barang: `CINCIN HALAMAN ${index}`, berat: 1 })),
    );
    const nos: string[] = [];
    for (const piece of pieces) {
      const saved = await t.call('POST', 'penjualan', kasir, sale([piece]));
      expect(saved.statusCode, saved.body).toBe(200);
      nos.push((saved.json() as PenjualanDoc).no_faktur_group);
    }
    const response = await t.call('POST', 'penjualan/validasi', spv, { no_faktur_group: nos });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 200,
      body: { jumlah: 10 },
    });
    const traces = await t.database.db
      .select({ entity_id: auditLog.entity_id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'VALIDASI_PENJUALAN'), inArray(auditLog.entity_id, nos)));
    expect(traces.map((trace) => trace.entity_id).sort()).toEqual([...nos].sort());
  });

  it('lists sales by search for Lihat Penjualan', async () => {
    const list = (await t.call('GET', `penjualan/paginated?search=${necklace.kode_barcode}`, spv)).json() as {
      data: PenjualanDoc[];
      count: number;
    };
    expect(list.count).toBe(1);
    expect(list.data[0]?.no_faktur_group).toBe('PST-FJ-261122-0001');
    expect((await t.call('GET', 'penjualan/paginated')).statusCode).toBe(401);
  });

  it('keeps a restricted user to the business date and after (previous-date rule)', async () => {
    // With only the owner's module on, a supervisor may not open earlier days.
    const earlier = await t.call('GET', 'penjualan/paginated?dari=2026-11-01', spv);
    expect([earlier.statusCode, earlier.json().message]).toEqual([403, PREVIOUS_DATE_TEXT]);
    const byOwner = await t.call('GET', 'penjualan/paginated?dari=2026-11-01', owner);
    expect(byOwner.statusCode).toBe(200);
    const bad = await t.call('GET', 'penjualan/paginated?dari=kemarin', owner);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Tanggal tidak valid']);
  });
});
