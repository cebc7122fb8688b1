import {
  type Barang,
  type HasilStockOpname,
  type PageResult,
  type ReportPage,
  type ScanOpnameResult,
  type StockOpname,
  TEXTS,
} from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, pieceByBarcode, RING } from '../../../test/goods-fixtures.ts';
import { type ApiMethod, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { closeDay } from '../../../test/till-fixtures.ts';
import { auditLog, otorisasi, stockOpname } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../demo/seed-demo.ts';

const T = TEXTS.stockOpname;
/** The owner's consent: cancelling an opname needs a supervisor other than the one counting. */
const BATAL = { otorisasi: { user_id: 'OWNER', password: DEMO_PASSWORD, alasan: 'hitung ulang' } };
let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let tray: Barang[];
let stranger: Barang;
let opname: StockOpname;

beforeAll(async () => {
  t = await createTestApp();
  [owner, spv, kasir] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'SPV'),
    t.login('PST', 'KASIR'),
  ]);
  tray = await addPieces(t, owner, [
    { kode_baki: 'LT17', kode_dept: 'LT', nama_barang: 'LIONTIN A', berat: 3.1 },
    { kode_baki: 'LT17', kode_dept: 'LT', nama_barang: 'LIONTIN B', berat: 4.25 },
    { kode_baki: 'LT17', kode_dept: 'LT', nama_barang: 'LIONTIN C', berat: 1.005 },
  ]);
  [stranger] = (await addPieces(t, owner, [{ nama_barang: 'CINCIN NYASAR', berat: 2.5 }])) as [Barang];
});
afterAll(async () => {
  await t.close();
});

const mulai = (
  token: string | undefined,
  body: unknown = { jenis: 'BAKI', kode_gudang: 'TOKO', kode_baki: 'LT17' },
) => t.call('POST', 'stock-opname/mulai', token, body);
const scan = (token: string, id: number, kode_barcode: string, berat_timbang?: number) =>
  t.call('POST', `stock-opname/${id}/scan`, token, { kode_barcode, berat_timbang });

describe('Stock opname of a tray: refused', () => {
  it('needs a token and the menu of its own kind', async () => {
    expect((await mulai(undefined)).statusCode).toBe(401);
    const denied = await mulai(kasir);
    expect({ status: denied.statusCode, body: denied.json() }).toEqual({
      status: 403,
      body: { message: TEXTS.menuForbidden },
    });
    // SPV has stock-opname and stock-opname-global, not the penerimaan one.
    const penerimaan = await t.call('POST', 'stock-opname-penerimaan/mulai', spv, {
      jenis: 'PENERIMAAN',
      no_dokumen: 'X',
    });
    expect(penerimaan.statusCode).toBe(403);
  });

  it('refuses every call of every kind without a token (401) or without its menu (403)', async () => {
    const calls: [ApiMethod, string][] = [
      ['GET', ''],
      ['POST', '/mulai'],
      ['GET', '/1'],
      ['POST', '/1/scan'],
      ['GET', '/1/scan'],
      ['POST', '/1/selesai'],
      ['POST', '/1/batal'],
      ['GET', '/1/hasil'],
      ['GET', '/1/progress'],
    ];
    for (const base of ['stock-opname', 'stock-opname-penerimaan', 'stock-opname-global']) {
      for (const [method, path] of calls) {
        expect((await t.call(method, `${base}${path}`)).statusCode, `${method} ${base}${path}`).toBe(401);
        expect(
          (await t.call(method, `${base}${path}`, kasir, {})).statusCode,
          `${method} ${base}${path}`,
        ).toBe(403);
      }
    }
  });

  it('rejects bad input with the reason, writing nothing', async () => {
    const refusals: [unknown, number, string][] = [
      [{ jenis: 'BAKI', kode_gudang: 'TOKO', kode_baki: '' }, 400, 'Baki Harus Diisi'],
      [
        { jenis: 'BAKI', kode_gudang: 'TOKO', kode_baki: 'ZZ99' },
        400,
        'Baki ZZ99 tidak ditemukan atau tidak aktif',
      ],
      [{ jenis: 'GLOBAL' }, 400, 'Jenis Opname tidak valid'],
      [{ jenis: 'APA' }, 400, 'Jenis Opname tidak valid'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await mulai(spv, body);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message } });
    }
    const list = (await t.call('GET', 'stock-opname', spv)).json() as PageResult<StockOpname>;
    expect(list.count).toBe(0);
  });
});

describe('Stock opname of a tray: scanning', () => {
  it('starts for a tray under an SO number, hiding what the tray should hold', async () => {
    const response = await mulai(spv);
    expect(response.statusCode, response.body).toBe(200);
    opname = response.json() as StockOpname;
    expect(opname).toMatchObject({ jenis: 'BAKI', kode_baki: 'LT17', status: 'OPEN', discan: 0 });
    expect(opname.no_opname).toMatch(/^PST-SO-\d{6}-0001$/);
    expect(JSON.stringify(opname)).not.toMatch(/diharapkan|berat/);
  });

  it('refuses a second open opname on the same tray', async () => {
    const second = await mulai(owner);
    expect({ status: second.statusCode, body: second.json() }).toEqual({
      status: 409,
      body: { message: T.sudahAdaOpen('baki TOKO/LT17') },
    });
  });

  it('counts a barcode scanned twice once, and keeps the last scale reading', async () => {
    const [a] = tray as [Barang];
    const first = await scan(spv, opname.id, a.kode_barcode);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      kode_barcode: a.kode_barcode,
      terdaftar: true,
      sudah_discan: false,
    });
    const again = await scan(owner, opname.id, a.kode_barcode, 3.1);
    expect(again.json()).toMatchObject({ terdaftar: true, sudah_discan: true, berat_scan: 3.1 });
    const scanned = (
      await t.call('GET', `stock-opname/${opname.id}/scan`, spv)
    ).json() as PageResult<ScanOpnameResult>;
    expect(scanned.count).toBe(1);
    expect((await t.call('GET', `stock-opname/${opname.id}`, spv)).json()).toMatchObject({ discan: 1 });
  });

  it('records a piece of another tray as unexpected, with where the records put it', async () => {
    const response = await scan(spv, opname.id, stranger.kode_barcode);
    expect(response.json()).toMatchObject({ terdaftar: false, kode_gudang: 'TOKO', kode_baki: 'CC01' });
    const [, b] = tray as [Barang, Barang];
    expect((await scan(spv, opname.id, b.kode_barcode, 4.2)).statusCode).toBe(200);
  });

  it('refuses a scale reading that is not a number, counting nothing', async () => {
    const [a] = tray as [Barang];
    const before = (await t.call('GET', `stock-opname/${opname.id}`, spv)).json() as StockOpname;
    for (const berat_timbang of ['0x10', '1e3', true, [], ' 3.1 ']) {
      const response = await t.call('POST', `stock-opname/${opname.id}/scan`, spv, {
        kode_barcode: a.kode_barcode,
        berat_timbang,
      });
      expect({ berat_timbang, status: response.statusCode, body: response.json() }).toEqual({
        berat_timbang,
        status: 400,
        body: { message: 'Berat Timbang harus berupa angka' },
      });
    }
    expect((await t.call('GET', `stock-opname/${opname.id}`, spv)).json()).toEqual(before);
  });

  it('counts in the history list the same distinct pieces as the detail: repeats once, strangers too', async () => {
    // Scanned so far: A twice, the stranger from CC01, B; one more repeat of B.
    expect((await scan(spv, opname.id, (tray[1] as Barang).kode_barcode, 4.2)).statusCode).toBe(200);
    const detail = (await t.call('GET', `stock-opname/${opname.id}`, spv)).json() as StockOpname;
    expect(detail.discan).toBe(3);
    const list = (await t.call('GET', 'stock-opname', spv)).json() as PageResult<StockOpname>;
    expect(list.data.find((row) => row.id === opname.id)).toMatchObject({ discan: 3 });
  });

  it('refuses an unknown barcode and a malformed one', async () => {
    const unknown = await scan(spv, opname.id, '99999999');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { message: T.barcodeTidakAda('99999999') },
    });
    const malformed = await scan(spv, opname.id, '12AB');
    expect({ status: malformed.statusCode, body: malformed.json() }).toEqual({
      status: 400,
      body: { message: 'Barcode harus 8 digit angka' },
    });
  });

  it('hides the result until the opname is finished', async () => {
    const early = await t.call('GET', `stock-opname/${opname.id}/hasil`, spv);
    expect({ status: early.statusCode, body: early.json() }).toEqual({
      status: 409,
      body: { message: T.belumSelesai },
    });
    // Nor does a tray's progress tell how many pieces it should hold.
    expect((await t.call('GET', `stock-opname/${opname.id}/progress`, spv)).statusCode).toBe(409);
  });

  it('blocks the closing while open, naming the opname and its tray', async () => {
    const response = await closeDay(t, owner);
    const message = T.masihOpen(opname.no_opname, 'baki TOKO/LT17');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: `Toko belum dapat ditutup: ${message}`,
      blockers: [{ message, path: '/stock-opname' }],
    });
  });

  it('keeps the tray opname out of reach during the date block; the global one stays usable', async () => {
    t.setNow(new Date(`${TEST_TODAY.slice(0, 8)}28T09:00:00+07:00`));
    try {
      const morning = await t.login('PST', 'SPV');
      const blocked = await scan(morning, opname.id, tray[2]?.kode_barcode ?? '');
      expect({ status: blocked.statusCode, body: blocked.json() }).toEqual({
        status: 403,
        body: { message: TEXTS.dateBlockedWrite },
      });
      const global = await t.call('POST', 'stock-opname-global/mulai', morning, { jenis: 'GLOBAL' });
      expect(global.statusCode, global.body).toBe(200);
      const id = (global.json() as StockOpname).id;
      expect(
        (
          await t.call('POST', `stock-opname-global/${id}/scan`, morning, {
            kode_barcode: stranger.kode_barcode,
          })
        ).statusCode,
      ).toBe(200);
      const progress = (await t.call('GET', `stock-opname-global/${id}/progress`, morning)).json();
      expect(progress).toEqual(
        expect.arrayContaining([
          { kode_gudang: 'TOKO', kode_baki: 'CC01', diharapkan: 1, discan: 1 },
          { kode_gudang: 'TOKO', kode_baki: 'LT17', diharapkan: 3, discan: 0 },
        ]),
      );
      // The global opname's own path does not reach a tray opname.
      expect(
        (
          await t.call('POST', `stock-opname-global/${opname.id}/scan`, morning, {
            kode_barcode: stranger.kode_barcode,
          })
        ).statusCode,
      ).toBe(404);
      // Cancelling needs the consent even while the date lags (counting everything stays allowed then).
      expect((await t.call('POST', `stock-opname-global/${id}/batal`, morning, BATAL)).statusCode).toBe(200);
    } finally {
      t.setNow(new Date(`${TEST_TODAY}T10:00:00+07:00`));
    }
  });
});

describe('Stock opname of a tray: finished', () => {
  let hasil: HasilStockOpname;

  it('stores the result: found, missing, unexpected and weight difference, with totals', async () => {
    const done = await t.call('POST', `stock-opname/${opname.id}/selesai`, spv);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'SELESAI', discan: 3 });
    hasil = (await t.call('GET', `stock-opname/${opname.id}/hasil?limit=50`, spv)).json() as HasilStockOpname;
    const [a, b, c] = tray as [Barang, Barang, Barang];
    expect(hasil.total).toEqual({
      diharapkan: { jumlah: 3, berat: 8.355 },
      ditemukan: { jumlah: 2, berat: 7.35 },
      hilang: { jumlah: 1, berat: 1.005 },
      tidak_terduga: { jumlah: 1, berat: 2.5 },
      selisih_berat: { jumlah: 1, berat: 4.25, selisih: -0.05 },
    });
    const byBarcode = Object.fromEntries(hasil.items.data.map((item) => [item.kode_barcode, item.hasil]));
    expect(byBarcode).toEqual({
      [a.kode_barcode]: 'DITEMUKAN',
      [b.kode_barcode]: 'SELISIH_BERAT',
      [c.kode_barcode]: 'HILANG',
      [stranger.kode_barcode]: 'TIDAK_TERDUGA',
    });
    const missing = (
      await t.call('GET', `stock-opname/${opname.id}/hasil?hasil=HILANG`, spv)
    ).json() as HasilStockOpname;
    expect(missing.items).toMatchObject({ count: 1, data: [{ kode_barcode: c.kode_barcode }] });
  });

  it('reports each finished opname per piece on the report engine, totals in pieces and grams', async () => {
    const body = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY, limit: 50 };
    expect((await t.call('POST', 'laporan/stock-opname', kasir, body)).statusCode).toBe(403);
    const response = await t.call('POST', 'laporan/stock-opname', owner, body);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as ReportPage;
    expect(page.count).toBe(4);
    expect(page.totals).toMatchObject({
      qty: 4,
      berat: 10.855,
      qty_ditemukan: 2,
      qty_hilang: 1,
      berat_hilang: 1.005,
      qty_tidak_terduga: 1,
      selisih: -0.05,
    });
    const [, , c] = tray as [Barang, Barang, Barang];
    expect(page.data.find((row) => row.kode_barcode === c.kode_barcode)).toMatchObject({
      no_opname: opname.no_opname,
      hasil: 'Hilang',
      berat: 1.005,
    });
    const pdf = await t.call('POST', 'laporan/stock-opname/print', owner, body);
    expect(pdf.statusCode, pdf.body).toBe(200);
  });

  it('refuses a scan into a finished opname', async () => {
    const response = await scan(spv, opname.id, tray[2]?.kode_barcode ?? '');
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 409,
      body: { message: T.sudahSelesai(opname.no_opname) },
    });
  });

  it('changes no stock: the stranger is still in its own tray until someone moves it', async () => {
    expect(await pieceByBarcode(t, owner, stranger.kode_barcode)).toMatchObject({
      kode_baki: 'CC01',
      stock: 1,
    });
  });

  it('lets the tray be counted again, and the closing go ahead', async () => {
    expect((await mulai(spv)).statusCode).toBe(200);
    const list = (await t.call('GET', 'stock-opname?status=OPEN', spv)).json() as PageResult<StockOpname>;
    expect(list.count).toBe(1);
    const again = list.data[0] as StockOpname;
    const batal = (body?: unknown) => t.call('POST', `stock-opname/${again.id}/batal`, spv, body);
    // Without a consent, or with the counter's own, nothing is cancelled.
    const none = await batal();
    expect([none.statusCode, none.json().message]).toEqual([400, 'Otorisasi Harus Diisi']);
    const empty = await batal({});
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Otorisasi Harus Diisi']);
    const self = await batal({ otorisasi: { ...BATAL.otorisasi, user_id: 'SPV' } });
    expect(self.statusCode).toBe(422);
    const wrong = await batal({ otorisasi: { ...BATAL.otorisasi, password: 'salah' } });
    expect(wrong.statusCode).toBe(422);
    const noReason = await batal({ otorisasi: { ...BATAL.otorisasi, alasan: '' } });
    expect(noReason.statusCode).toBe(400);
    expect((await t.call('GET', `stock-opname/${again.id}`, spv)).json().status).toBe('OPEN');

    const cancelled = await batal(BATAL);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as StockOpname).status).toBe('BATAL');
    const [consent] = await t.database.db
      .select()
      .from(otorisasi)
      .where(and(eq(otorisasi.jenis, 'BATAL_STOCK_OPNAME'), eq(otorisasi.no_ref, again.no_opname)));
    expect(consent).toMatchObject({ diminta_oleh: 'SPV', diotorisasi_oleh: 'OWNER', alasan: 'hitung ulang' });
    const [row] = await t.database.db.select().from(stockOpname).where(eq(stockOpname.id, again.id));
    expect([row?.otorisasi_id, row?.selesai_by]).toEqual([consent?.id, 'SPV']);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'BATAL_STOCK_OPNAME'), eq(auditLog.entity_id, again.no_opname)));
    expect(audit).toHaveLength(1);
    // A second cancel is told the opname is already cancelled.
    const twice = await batal(BATAL);
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      T.tidakDapatDibatalkan(again.no_opname, 'BATAL'),
    ]);
    const closing = await closeDay(t, owner);
    expect(closing.statusCode, closing.body).toBe(200);
  });
});

describe('Stock opname of a received document', () => {
  it('expects the pieces the Penerimaan booked, and refuses a number that booked none', async () => {
    // The closing above ended every session of the shop.
    owner = await t.login('PST', 'OWNER');
    const received = await t.call('POST', 'penerimaan-barang', owner, {
      sumber: 'SUPPLIER',
      nama_supplier: 'PT EMAS',
      no_faktur_supplier: 'INV-1',
      keterangan: '',
      items: [
        { ...RING, nama_barang: 'CINCIN TERIMA A', berat: 1.5 },
        { ...RING, kode_baki: 'LT17', kode_dept: 'LT', nama_barang: 'LIONTIN TERIMA B', berat: 2 },
      ],
    });
    expect(received.statusCode, received.body).toBe(200);
    const { no_terima, items } = received.json() as { no_terima: string; items: Barang[] };
    const start = (no_dokumen: string) =>
      t.call('POST', 'stock-opname-penerimaan/mulai', owner, { jenis: 'PENERIMAAN', no_dokumen });
    const none = await start('PST-PN-000000-9999');
    expect({ status: none.statusCode, body: none.json() }).toEqual({
      status: 400,
      body: { message: T.dokumenTidakAda('PST-PN-000000-9999') },
    });
    const started = await start(no_terima.toLowerCase());
    expect(started.statusCode, started.body).toBe(200);
    const id = (started.json() as StockOpname).id;
    expect((await start(no_terima)).statusCode).toBe(409);
    const [a] = items as [Barang];
    expect(
      (
        await t.call('POST', `stock-opname-penerimaan/${id}/scan`, owner, { kode_barcode: a.kode_barcode })
      ).json(),
    ).toMatchObject({ terdaftar: true });
    // The document's pieces lie in two trays: progress answers both.
    expect((await t.call('GET', `stock-opname-penerimaan/${id}/progress`, owner)).json()).toEqual([
      { kode_gudang: 'TOKO', kode_baki: 'CC01', diharapkan: 1, discan: 1 },
      { kode_gudang: 'TOKO', kode_baki: 'LT17', diharapkan: 1, discan: 0 },
    ]);
    // Its own path only: the tray screen's path does not reach it.
    expect((await t.call('POST', `stock-opname/${id}/selesai`, owner)).statusCode).toBe(404);
    const done = await t.call('POST', `stock-opname-penerimaan/${id}/selesai`, owner);
    expect(done.statusCode).toBe(200);
    const hasil = (
      await t.call('GET', `stock-opname-penerimaan/${id}/hasil`, owner)
    ).json() as HasilStockOpname;
    expect(hasil.total.hilang).toEqual({ jumlah: 1, berat: 2 });
  });
});
