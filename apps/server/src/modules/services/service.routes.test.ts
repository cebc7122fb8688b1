import { type DashboardChartToday, SERVICE_MENU, type ServiceDoc, TEXTS } from '@toko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { closeDay } from '../../../test/till-fixtures.ts';
import { barangMutasi, keuangan } from '../../db/schema/index.ts';
import { SERVER_TEXTS } from '../../texts.ts';

let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let key = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  // This shop's cashier takes repairs in and hands them back; the supervisor validates them.
  await grantMenus(t, owner, 'KASIR', [SERVICE_MENU.transaksi, SERVICE_MENU.lihat]);
  // The supervisor collects too: the second counter of the race below.
  await grantMenus(t, owner, 'SPV', [SERVICE_MENU.lihat]);
  [spv, kasir] = await Promise.all([t.login('PST', 'SPV'), t.login('PST', 'KASIR')]);
});
afterAll(async () => {
  await t.close();
});

const RING = {
  nama_barang: 'cincin putus',
  berat: 3.27,
  kadar: '75%',
  kerusakan: 'Patah di bagian bawah',
  ongkos: 150_000,
};
const CHAIN = {
  nama_barang: 'kalung',
  berat: '10.005',
  jumlah: 1,
  kerusakan: 'Kunci rusak',
  ongkos: 100_000,
};

const repair = (extra: object = {}) => ({
  idempotency_key: `service-key-${++key}-xxxx`,
  kode_sales: 'S02',
  kode_member: '',
  nama_customer: 'ibu ratna',
  no_hp: '08123',
  kode_tukang: 'T01',
  tgl_selesai_estimasi: '2026-11-25',
  items: [RING, CHAIN],
  dp: 100_000,
  bayar: { cash: 60_000, transfer: 40_000, no_rekening: '1234567890' },
  ...extra,
});

const otorisasi = { user_id: 'SPV', password: 'demo1234', alasan: 'customer batal' };

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

describe('service', () => {
  let noService = '';

  it('needs a token, the menu and a valid body, answered in Indonesian', async () => {
    expect((await t.call('POST', 'service', undefined, repair())).statusCode).toBe(401);
    const plainKasir = await t.login('T2', 'KASIR');
    const refused = await t.call('POST', 'service', plainKasir, repair());
    expect([refused.statusCode, refused.json().message]).toEqual([403, TEXTS.menuForbidden]);
    expect((await t.call('GET', 'service/paginated', plainKasir)).statusCode).toBe(403);
    const cases: [object, string][] = [
      [{ items: [] }, TEXTS.service.barangHarusDiisi],
      [{ dp: 0, bayar: {} }, TEXTS.service.dpHarusDiisi],
      [{ dp: 300_000, bayar: { cash: 300_000 } }, TEXTS.service.dpLebih],
      [{ dp: 100_000, bayar: { cash: 50_000 } }, 'Pembayaran kurang Rp 50,000'],
      [{ tgl_selesai_estimasi: '2026-11-21' }, TEXTS.service.estimasiLampau],
      [{ kode_tukang: 'T99' }, SERVER_TEXTS.service.tukangTidakAda('T99')],
      [{ items: [{ ...RING, kerusakan: '' }] }, TEXTS.service.kerusakanHarusDiisi],
      [{ items: [{ ...RING, ongkos: 0 }] }, TEXTS.service.ongkosHarusDiisi],
      [{ kode_member: 'M9999' }, 'Member M9999 tidak ditemukan'],
      // Numbers are numbers: z.coerce read "0x10" as 16, "1e3" as 1000 and true as 1.
      [{ items: [{ ...RING, berat: '0x10' }] }, 'Berat harus berupa angka'],
      [{ items: [{ ...RING, jumlah: true }] }, 'Jumlah harus berupa angka'],
      [{ items: [{ ...RING, ongkos: '1e5' }] }, 'Ongkos harus berupa angka'],
      [{ dp: [] }, 'DP harus berupa angka'],
    ];
    for (const [extra, message] of cases) {
      const response = await t.call('POST', 'service', kasir, repair(extra));
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { message },
      });
    }
    const broken = await t.call('POST', 'service', kasir, repair({ items: [{ ...RING, berat: 'berat' }] }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/Berat/);
  });

  it('takes two pieces in with a DP split over cash and transfer; a retry answers the same service', async () => {
    const body = repair({ bayar: { cash: 70_000, transfer: 40_000, no_rekening: '1234567890' } });
    const response = await t.call('POST', 'service', kasir, body);
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as ServiceDoc;
    expect(doc).toMatchObject({
      no_service: 'PST-SV-261122-0001',
      nama_customer: 'IBU RATNA',
      kode_tukang: 'T01',
      ongkos: 250_000,
      dp: 100_000,
      sisa: 150_000,
      cash_rp: 70_000,
      transfer_rp: 40_000,
      kembalian: 10_000,
      status: 'OPEN',
      status_valid: 'OPEN',
      biaya_tukang: null,
      ambil: null,
    });
    expect(doc.items.map((item) => [item.nama_barang, item.berat, item.berat_selesai])).toEqual([
      ['CINCIN PUTUS', 3.27, null],
      ['KALUNG', 10.005, null],
    ]);
    noService = doc.no_service;
    // The pieces are the customer's: nothing enters the shop's stock ledger.
    expect(await t.database.db.select().from(barangMutasi)).toEqual([]);
    expect((await t.call('POST', 'service', kasir, body)).json()).toEqual(doc);
    // Nothing reaches the cash book before the supervisor validates it.
    expect(await cashOf(noService)).toEqual([]);
  });

  it('keeps the day open while a service waits for validation, naming it', async () => {
    const response = await closeDay(t, owner);
    expect(response.statusCode).toBe(422);
    expect(response.json().blockers).toContainEqual({
      message: SERVER_TEXTS.service.belumValid([noService]),
      path: '/validasi-jual-beli?tab=service',
    });
  });

  it('validates: the DP is booked as SERVICE by the methods paid', async () => {
    const denied = await t.call('POST', 'service/validasi', kasir, { no_service: [noService] });
    expect([denied.statusCode, denied.json().message]).toEqual([403, TEXTS.menuForbidden]);
    const response = await t.call('POST', 'service/validasi', spv, { no_service: [noService] });
    expect(response.statusCode, response.body).toBe(200);
    expect(await cashOf(noService)).toEqual([
      { kategori: 'SERVICE', jenis: 'CASH', in: 60_000, out: 0 },
      { kategori: 'SERVICE', jenis: 'TRANSFER', in: 40_000, out: 0 },
    ]);
    expect((await t.call('POST', 'service/validasi', spv, { no_service: [noService] })).statusCode).toBe(409);
  });

  it('is finished with the tukang’s cost and the weights after repair', async () => {
    const early = await t.call('POST', 'service/ambil', kasir, {
      no_service: noService,
      bayar: { cash: 150_000 },
    });
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      SERVER_TEXTS.service.belumSelesai(noService),
    ]);
    const { items } = (await t.call('GET', `service/${noService}`, kasir)).json() as ServiceDoc;
    const [ring, chain] = items as [ServiceDoc['items'][number], ServiceDoc['items'][number]];
    const partial = await t.call('POST', 'service/selesai', kasir, {
      no_service: noService,
      biaya_tukang: 80_000,
      items: [{ id: ring.id, berat_selesai: 3.3 }],
    });
    expect([partial.statusCode, partial.json().message]).toEqual([
      400,
      SERVER_TEXTS.service.barangSelesai(noService),
    ]);
    const response = await t.call('POST', 'service/selesai', kasir, {
      no_service: noService,
      biaya_tukang: 80_000,
      items: [
        { id: ring.id, berat_selesai: 3.3 },
        { id: chain.id, berat_selesai: '10.001' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json() as ServiceDoc;
    expect(doc).toMatchObject({ status: 'DONE', biaya_tukang: 80_000, tgl_selesai: '2026-11-22' });
    expect(doc.items.map((item) => item.berat_selesai)).toEqual([3.3, 10.001]);
    // Finished once: a second selesai is refused.
    expect(
      (
        await t.call('POST', 'service/selesai', kasir, {
          no_service: noService,
          biaya_tukang: 1,
          items: [{ id: ring.id, berat_selesai: 1 }],
        })
      ).statusCode,
    ).toBe(409);
  });

  it('is handed back once: two counters collecting at once, exactly one succeeds; the cash reconciles', async () => {
    const body = { no_service: noService, bayar: { cash: 150_000 } };
    const short = await t.call('POST', 'service/ambil', kasir, { ...body, bayar: { cash: 100_000 } });
    expect([short.statusCode, short.json().message]).toEqual([400, 'Pembayaran kurang Rp 50,000']);
    const answers = await Promise.all([
      t.call('POST', 'service/ambil', kasir, body),
      t.call('POST', 'service/ambil', spv, { ...body, bayar: { cash: 200_000 } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const doc = answers.find((answer) => answer.statusCode === 200)?.json() as ServiceDoc;
    expect(doc.status).toBe('CLOS');
    expect(doc.ambil).toMatchObject({ tgl_ambil: '2026-11-22' });
    const rows = await cashOf(noService);
    expect(rows.filter((row) => row.kategori === 'SERVICE AMBIL')).toEqual([
      { kategori: 'SERVICE AMBIL', jenis: 'CASH', in: 150_000, out: 0 },
    ]);
    // DP + remainder = ongkos, to the rupiah.
    expect(rows.reduce((sum, row) => sum + row.in - row.out, 0)).toBe(doc.ongkos);
    const again = await t.call('POST', 'service/batal', owner, { no_service: noService, otorisasi });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      SERVER_TEXTS.service.sudahBatal(noService),
    ]);
  });

  it('cancels the same day with otorisasi: a validated DP goes back by the methods paid', async () => {
    const saved = (
      await t.call(
        'POST',
        'service',
        kasir,
        repair({
          items: [RING],
          dp: 150_000,
          bayar: { cash: 50_000, transfer: 100_000, no_rekening: '1234567890' },
        }),
      )
    ).json() as ServiceDoc;
    expect(saved.sisa).toBe(0);
    await t.call('POST', 'service/validasi', spv, { no_service: [saved.no_service] });
    const body = { no_service: saved.no_service, otorisasi };
    const wrong = await t.call('POST', 'service/batal', kasir, {
      ...body,
      otorisasi: { ...otorisasi, password: 'salah' },
    });
    expect(wrong.statusCode).toBe(422);
    const response = await t.call('POST', 'service/batal', kasir, body);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ServiceDoc).status).toBe('CANC');
    expect(await cashOf(saved.no_service)).toEqual([
      { kategori: 'SERVICE', jenis: 'CASH', in: 50_000, out: 0 },
      { kategori: 'SERVICE', jenis: 'TRANSFER', in: 100_000, out: 0 },
      { kategori: 'BATAL SERVICE', jenis: 'CASH', in: 0, out: 50_000 },
      { kategori: 'BATAL SERVICE', jenis: 'TRANSFER', in: 0, out: 100_000 },
    ]);
    expect((await t.call('POST', 'service/batal', kasir, body)).statusCode).toBe(409);

    // One not yet validated booked nothing, and gives nothing back.
    const unvalidated = (
      await t.call('POST', 'service', kasir, repair({ items: [CHAIN] }))
    ).json() as ServiceDoc;
    const cancelled = await t.call('POST', 'service/batal', kasir, {
      no_service: unvalidated.no_service,
      otorisasi,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await cashOf(unvalidated.no_service)).toEqual([]);
  });

  it('lists by state and search, counts on the dashboard, and never shows another shop’s services', async () => {
    const page = (await t.call('GET', 'service/paginated?status=CANC', spv)).json() as {
      data: ServiceDoc[];
      count: number;
    };
    expect(page.count).toBe(2);
    const byItem = (await t.call('GET', 'service/paginated?search=kalung', kasir)).json() as {
      count: number;
    };
    expect(byItem.count).toBe(2);
    expect((await t.call('GET', 'service/paginated?status=LAIN', spv)).statusCode).toBe(400);
    const chart = (await t.call('GET', 'service/chart?type=today', owner)).json() as DashboardChartToday;
    // Only the collected service stands: its two pieces, 250,000 of ongkos, 13.275 g taken in.
    expect(chart).toMatchObject({
      type: 'today',
      value: 250_000,
      jumlah_nota: 1,
      jumlah_barang: 2,
      berat: 13.275,
    });
    expect((await t.call('GET', 'service/chart?type=kemarin', owner)).json().message).toBe(
      TEXTS.service.tipeGrafik,
    );

    const t2Spv = await t.login('T2', 'SPV');
    await grantMenus(t, await t.login('T2', 'OWNER'), 'SPV', [SERVICE_MENU.lihat]);
    const t2 = await t.login('T2', 'SPV');
    expect(((await t.call('GET', 'service/paginated', t2Spv)).json() as { count: number }).count).toBe(0);
    expect((await t.call('GET', `service/${noService}`, t2)).statusCode).toBe(404);
    const foreign = await t.call('POST', 'service/batal', t2, {
      no_service: noService,
      otorisasi: { ...otorisasi, user_id: 'OWNER' },
    });
    expect(foreign.statusCode, foreign.body).toBe(404);
  });
});
