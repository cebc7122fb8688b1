import {
  formatRupiah,
  HITUNG_KAS_WAJIB,
  type HitungKasStatus,
  KATEGORI_KAS,
  OTORISASI_CODES,
  type SaldoKas,
  TEXTS,
} from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openTill } from '../../../test/till-fixtures.ts';
import { hitungKas, keuangan, otorisasi } from '../../db/schema/index.ts';

/**
 * Hitung Kas (issue 29) through the real HTTP stack and database: the count posts exactly its
 * difference from the book as SELISIH KAS (plus and minus; zero posts nothing), a difference
 * needs a supervisor's otorisasi, a recount replaces the count and books only what moves the
 * book, two clerks counting at once end with one count and a book equal to it, and Tutup Toko
 * waits for a count that still matches. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'uang kembalian kurang' };
let t: TestApp;
let owner: string;
let spv: string;
let key = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  spv = await t.login('PST', 'SPV');
  await openTill(t, owner, 5_000_000);
});
afterAll(async () => {
  await t.close();
});

async function ok<T>(token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: object): Promise<T> {
  const response = await t.call(method, path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}

const status = (token = owner) => ok<HitungKasStatus>(token, 'GET', 'cash/hitung-kas');
const count = (token: string, body: object) => t.call('POST', 'cash/hitung-kas', token, body);

async function kasAkhir(): Promise<number> {
  const balances = await ok<SaldoKas[]>(owner, 'GET', 'cash/saldo');
  return balances.find((row) => row.akun === 'KAS')?.akhir ?? 0;
}

/** The day's SELISIH KAS rows of PST, in booking order. */
async function selisihRows() {
  return t.database.db
    .select({ masuk: keuangan.jumlah_in, keluar: keuangan.jumlah_out, deskripsi: keuangan.deskripsi })
    .from(keuangan)
    .where(and(eq(keuangan.kode_toko, 'PST'), eq(keuangan.kategori, KATEGORI_KAS.selisihKas)))
    .orderBy(keuangan.id);
}

const net = (rows: { masuk: number; keluar: number }[]) =>
  rows.reduce((sum, row) => sum + row.masuk - row.keluar, 0);

/** Notes and coins adding up to `rupiah` (a multiple of 100): what a clerk types in. */
function drawer(rupiah: number) {
  const ratus = Math.round(rupiah / 100);
  return { K100000: Math.floor(ratus / 1000), L100: ratus % 1000 };
}

async function query<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function uangKas(kode: 'MODAL' | 'BIAYA', jumlah: number) {
  await ok(owner, 'POST', 'cash/uang-kas', {
    idempotency_key: `hitung-kas-${++key}-xxxx`,
    kode_transaksi: kode,
    jumlah,
    keterangan: 'uji hitung kas',
  });
}

const close = () => t.call('POST', 'system/close', owner, { PROSES: 'close' });
const blockerPaths = (response: { json: () => { blockers?: { path: string }[] } }) =>
  (response.json().blockers ?? []).map((blocker) => blocker.path);

describe('Hitung Kas', () => {
  it('keeps Tutup Toko waiting while the day is not counted', async () => {
    const refused = await close();
    expect(refused.statusCode).toBe(422);
    expect(blockerPaths(refused)).toEqual(['/hitung-kas']);
    expect(refused.json().message).toContain(TEXTS.hitungKas.belumDihitung);
  });

  it('shows the book as Uang Kas has it, no count yet, and the count required by default', async () => {
    const now = await status();
    expect(now.kas_buku).toBe(await kasAkhir());
    expect(now.kas_buku).toBe(now.awal + now.masuk - now.keluar);
    expect(now).toMatchObject({ hitungan: null, sesuai: false, wajib: true, selisih_tercatat: 0 });
  });

  it('refuses a count without otorisasi when it differs, and a stale book, writing nothing', async () => {
    const { kas_buku } = await status();
    const lebih = await count(owner, { kas_buku, pecahan: drawer(kas_buku + 10_000) });
    expect(lebih.statusCode).toBe(422);
    expect(lebih.json()).toMatchObject({ code: OTORISASI_CODES.diperlukan });

    const wrong = await count(owner, {
      kas_buku,
      pecahan: drawer(kas_buku - 10_000),
      otorisasi: { ...OTORISASI, password: 'salah-sekali' },
    });
    expect(wrong.statusCode).toBe(422);

    const stale = await count(owner, { kas_buku: kas_buku + 500, pecahan: drawer(kas_buku) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(TEXTS.hitungKas.kasBukuBerubah(kas_buku));

    const negative = await count(owner, { kas_buku, pecahan: { K50000: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain(TEXTS.hitungKas.lembar);

    expect(await selisihRows()).toEqual([]);
    expect(await t.database.db.select().from(hitungKas)).toEqual([]);
  });

  it('posts nothing when the drawer equals the book', async () => {
    const { kas_buku } = await status();
    const response = await count(owner, { kas_buku, pecahan: drawer(kas_buku - 700), lain_lain: 700 });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as HitungKasStatus;
    expect(saved.hitungan).toMatchObject({
      jumlah_hitung: kas_buku,
      kas_buku,
      selisih: 0,
      lain_lain: 700,
      hitungan_ke: 1,
      dihitung_oleh: 'OWNER',
      otorisasi_oleh: null,
      no_ref: null,
    });
    expect(saved.sesuai).toBe(true);
    expect(await selisihRows()).toEqual([]);
    expect(await kasAkhir()).toBe(kas_buku);
  });

  it('books a minus difference as SELISIH KAS out, with the otorisasi, so the book equals the drawer', async () => {
    const { kas_buku } = await status();
    const counted = kas_buku - 12_300;
    const response = await count(owner, { kas_buku, pecahan: drawer(counted), otorisasi: OTORISASI });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as HitungKasStatus;
    expect(saved.hitungan).toMatchObject({
      jumlah_hitung: counted,
      selisih: -12_300,
      hitungan_ke: 2,
      otorisasi_oleh: 'SPV',
      alasan: 'uang kembalian kurang',
    });
    expect(saved.kas_buku).toBe(kas_buku);
    expect(saved.selisih_tercatat).toBe(-12_300);
    expect(saved.sesuai).toBe(true);
    const rows = await selisihRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ masuk: 0, keluar: 12_300 });
    expect(rows[0]?.deskripsi).toMatch(/^PST-HK-\d{6}-0001$/);
    expect(await kasAkhir()).toBe(counted);
    const [consent] = await t.database.db
      .select()
      .from(otorisasi)
      .where(and(eq(otorisasi.jenis, 'SELISIH_KAS'), eq(otorisasi.no_ref, rows[0]?.deskripsi ?? '')));
    expect(consent).toMatchObject({ diminta_oleh: 'OWNER', diotorisasi_oleh: 'SPV' });
  });

  it('replaces the count on a recount and books only the move, plus or back to zero', async () => {
    const { kas_buku } = await status();
    // The recount finds 5.000 more than the book: the book moves by +17.300 from the last count.
    const plus = await count(owner, {
      kas_buku,
      pecahan: drawer(kas_buku + 5_000),
      otorisasi: { ...OTORISASI, alasan: 'salah hitung tadi' },
    });
    expect(plus.statusCode, plus.body).toBe(200);
    expect((plus.json() as HitungKasStatus).hitungan).toMatchObject({ selisih: 5_000, hitungan_ke: 3 });
    let rows = await selisihRows();
    expect(rows.map((row) => row.masuk - row.keluar)).toEqual([-12_300, 17_300]);
    expect(net(rows)).toBe(5_000);
    expect(await kasAkhir()).toBe(kas_buku + 5_000);

    // Back to the book: a reversal still moves money in the book, so it needs otorisasi too.
    const tanpa = await count(owner, { kas_buku, pecahan: drawer(kas_buku) });
    expect(tanpa.statusCode).toBe(422);
    const nol = await count(owner, { kas_buku, pecahan: drawer(kas_buku), otorisasi: OTORISASI });
    expect(nol.statusCode, nol.body).toBe(200);
    expect((nol.json() as HitungKasStatus).hitungan).toMatchObject({ selisih: 0, otorisasi_oleh: 'SPV' });
    rows = await selisihRows();
    expect(net(rows)).toBe(0);
    expect(await kasAkhir()).toBe(kas_buku);
    expect(await t.database.db.select().from(hitungKas)).toHaveLength(1);
  });

  it('leaves one count when two clerks count at once, and the book equal to it', async () => {
    const { kas_buku } = await status();
    const [a, b] = await Promise.all([
      count(owner, { kas_buku, pecahan: drawer(kas_buku - 1_000), otorisasi: OTORISASI }),
      count(spv, {
        kas_buku,
        pecahan: drawer(kas_buku - 2_000),
        otorisasi: { ...OTORISASI, user_id: 'OWNER' },
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [row] = await t.database.db.select().from(hitungKas);
    expect(await t.database.db.select().from(hitungKas)).toHaveLength(1);
    expect([-1_000, -2_000]).toContain(row?.selisih);
    expect(net(await selisihRows())).toBe(row?.selisih);
    expect(await kasAkhir()).toBe(row?.jumlah_hitung);
  });

  it('is refused without a token (401) and to a user without the menu (KASIR, 403)', async () => {
    expect((await t.call('GET', 'cash/hitung-kas')).statusCode).toBe(401);
    expect((await count('', { kas_buku: 0, pecahan: {} })).statusCode).toBe(401);
    const kasir = await t.login('PST', 'KASIR');
    expect((await t.call('GET', 'cash/hitung-kas', kasir)).statusCode).toBe(403);
    expect((await count(kasir, { kas_buku: 0, pecahan: {} })).statusCode).toBe(403);
  });
});

describe('Tutup Toko and Hitung Kas', () => {
  it('refuses the closing while the cash moved after the count, and closes once it matches', async () => {
    await uangKas('MODAL', 250_000);
    const refused = await close();
    expect(refused.statusCode).toBe(422);
    expect(blockerPaths(refused)).toEqual(['/hitung-kas']);
    expect(refused.json().message).toContain('kas berubah sesudah dihitung');

    const { kas_buku, selisih_tercatat } = await status();
    const recount = await count(owner, {
      kas_buku,
      pecahan: drawer(kas_buku + selisih_tercatat),
      otorisasi: { ...OTORISASI, alasan: 'hitung ulang sesudah modal' },
    });
    expect(recount.statusCode, recount.body).toBe(200);
    const closed = await close();
    expect(closed.statusCode, closed.body).toBe(200);
    [owner, spv] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'SPV')]);
  });

  it('keeps the count in Laporan EOD and Laporan Selisih Kas, chain-wide for the owner', async () => {
    const [day] = await query<{ tanggal: string }>(
      sql`select max(tanggal)::text as tanggal from hitung_kas where kode_toko = 'PST'`,
    );
    const tanggal = day?.tanggal ?? '';
    const eod = await ok<{ data: Record<string, unknown>[] }>(owner, 'POST', 'laporan/eod', {
      tgl_from: tanggal,
      tgl_to: tanggal,
      limit: 500,
    });
    const lines = eod.data.filter((row) => row.bagian === 'HITUNG KAS');
    expect(lines.map((row) => row.uraian)).toEqual([
      'Kas buku saat dihitung',
      expect.stringMatching(/^Uang dihitung oleh OWNER \(hitungan ke-\d+\)$/),
      'Selisih kas, otorisasi SPV: hitung ulang sesudah modal',
    ]);
    const [stored] = await t.database.db.select().from(hitungKas).where(eq(hitungKas.tanggal, tanggal));
    expect(lines[0]?.saldo).toBe(stored?.kas_buku);
    expect(lines[1]?.saldo).toBe(stored?.jumlah_hitung);
    // The day's exceptions (Pantauan) close the summary: the counted difference among them.
    const watched = eod.data.filter((row) => row.bagian === 'PANTAUAN');
    expect(watched).toContainEqual(
      expect.objectContaining({
        uraian: `Pantauan: Selisih kas (${formatRupiah(stored?.selisih ?? 0)})`,
        qty: 1,
      }),
    );

    const report = await ok<{ data: Record<string, unknown>[]; totals: Record<string, number> }>(
      owner,
      'POST',
      'laporan/selisih-kas',
      { tgl_from: tanggal, tgl_to: tanggal, kode_toko: 'SEMUA', limit: 50 },
    );
    expect(report.data).toHaveLength(1);
    expect(report.data[0]).toMatchObject({
      kode_toko: 'PST',
      dihitung_oleh: 'OWNER',
      selisih: stored?.selisih,
      otorisasi_oleh: 'SPV',
    });
    expect(report.totals.selisih).toBe(stored?.selisih);
  });

  it('closes without a count when the shop switches it off, and says so in Laporan EOD', async () => {
    const t2 = await t.login('T2', 'OWNER');
    await ok(t2, 'PUT', `para-system/key/${HITUNG_KAS_WAJIB}`, { value: 'false' });
    const t2Again = await t.login('T2', 'OWNER');
    const { tanggal, wajib } = await status(t2Again);
    expect(wajib).toBe(false);
    const closed = await t.call('POST', 'system/close', t2Again, { PROSES: 'close' });
    expect(closed.statusCode, closed.body).toBe(200);
    const lines = await query<{ uraian: string }>(
      sql`select uraian from eod_summary where kode_toko = 'T2' and bagian = 'HITUNG KAS' and tanggal = ${tanggal}`,
    );
    expect(lines).toEqual([{ uraian: 'Kas tidak dihitung hari ini' }]);
  });
});
