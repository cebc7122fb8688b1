import { type Barang, HUTANG_MENU, type ReportPage, type ReportRow, TEXTS } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellAndBuyBack } from '../../../test/buyback-fixtures.ts';
import { addPieces, scanned } from '../../../test/goods-fixtures.ts';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { closeDay, countTill } from '../../../test/till-fixtures.ts';

/**
 * Laporan EOD (issue 17) through the real HTTP stack: a day of PST with sales, a buyback,
 * a destroyed and a moved piece, cash in and out, a bank deposit and a loan; a closing
 * refused first (nothing stored), then closed; every figure of `laporan/eod` must equal the
 * ledger it sums (barang_mutasi, barang_saldo, keuangan, keuangan_saldo, the documents,
 * hutang_harian). The next day, with nothing done, still gets its summary, opening where
 * the first closed.
 */
let t: TestApp;
let owner: string;
let spv: string;
const DAY1 = TEST_TODAY;
const DAY2 = '2026-11-23';
const REKENING = '9876543210';
let key = 0;

async function ok(token: string, path: string, body: object) {
  const response = await t.call('POST', path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json();
}
async function sale(pieces: Barang[]) {
  return ok(owner, 'penjualan', {
    idempotency_key: `eod-jual-${++key}-xxxx`,
    kode_sales: 'S01',
    nama_customer: 'ibu ani',
    items: pieces.map(scanned),
    bayar: { cash: 100_000_000 },
  });
}
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function eod(tanggal: string, token = owner, extra: object = {}): Promise<ReportRow[]> {
  const page = (await ok(token, 'laporan/eod', {
    tgl_from: tanggal,
    tgl_to: tanggal,
    limit: 500,
    ...extra,
  })) as ReportPage;
  expect(page.data.length).toBe(page.count);
  return page.data;
}
const grams = (milligrams: unknown) => Number(milligrams) / 1000;

/** The report's line of a part and text, refusing a missing or repeated one. */
function line(report: ReportRow[], bagian: string, uraian: string): ReportRow {
  const found = report.filter((row) => row.bagian === bagian && row.uraian === uraian);
  expect(found.length, `${bagian} ${uraian}`).toBe(1);
  return found[0] as ReportRow;
}

const MOVEMENT_URAIAN = {
  in: 'Masuk (pindah / terima)',
  out: 'Keluar (pindah / kirim)',
  tambah: 'Tambah barang',
  beli: 'Beli (pembelian)',
  jual: 'Jual',
  hancur: 'Hancur',
  susut: 'Susut cucian',
} as const;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  await grantMenus(t, owner, 'SPV', [HUTANG_MENU.validasi, HUTANG_MENU.lihat]);
  spv = await t.login('PST', 'SPV');
  const [a, b, c, d, e] = (await addPieces(t, owner, [
    { nama_barang: 'CINCIN A', berat: 2.5 },
    { nama_barang: 'CINCIN B', berat: 3.27 },
    { nama_barang: 'CINCIN C', berat: 2 },
    { nama_barang: 'CINCIN D', berat: 1.5 },
    { nama_barang: 'KALUNG', berat: 10.5, kode_group: '700', kode_dept: 'KL', kode_baki: 'KLDLM', kadar: 70 },
  ])) as [Barang, Barang, Barang, Barang, Barang];
  const sold = await sale([a, e]);
  await ok(spv, 'penjualan/validasi', { no_faktur_group: [sold.no_faktur_group] });
  await sellAndBuyBack(t, owner, [b]);
  await ok(owner, 'hancur-barang', {
    kode_kondisi: 'RUSAK',
    keterangan: 'Patah',
    items: [scanned(c)],
    otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'Patah' },
  });
  await ok(owner, 'pindah-barang', {
    items: [scanned(d)],
    kode_gudang_tujuan: 'TOKO',
    kode_baki_tujuan: 'LT17',
  });
  const cash = (path: string, body: object) =>
    ok(owner, path, { idempotency_key: `eod-kas-${++key}-xxxx`, ...body });
  await cash('cash/uang-kas', { kode_transaksi: 'MODAL', jumlah: 5_000_000 });
  await cash('cash/uang-kas', { kode_transaksi: 'GAJI', jumlah: 250_000 });
  await cash('cash/tambah-bank', { no_rekening: REKENING, jumlah: 1_000_000 });
  const loan = await ok(owner, 'hutang', {
    idempotency_key: `eod-hutang-${++key}-xxxx`,
    kode_sales: 'S02',
    nama_customer: 'pak budi',
    no_hp: '0812000222',
    nik: '3174012345670001',
    items: [{ kode_group: '750', kode_dept: 'CC', nama_barang: 'cincin polos', berat: 3.27, kadar: 75 }],
    pokok: 2_000_000,
    jangka_bulan: 4,
    bayar: { cash: 2_000_000, transfer: 0 },
  });
  await ok(spv, 'hutang/validasi', { no_hutang: [loan.no_hutang] });
});
afterAll(async () => {
  await t.close();
});

describe('the closing with its EOD summary', () => {
  it('rolls forward cash, stock, loans, prices, then the roll-ups, the EOD summary last (DOMAIN.md §7)', () => {
    const rolling = t.pipeline.steps.filter((step) => step.rollForward).map((step) => step.key);
    const main = ['saldo-kas', 'stok-barang', 'hutang-bunga', 'harga-emas'];
    expect(rolling.filter((key) => main.includes(key))).toEqual(main);
    expect(rolling.indexOf('harga-emas')).toBeLessThan(rolling.indexOf('penjualan-harian'));
    expect(rolling.at(-1)).toBe('eod');
    // Every check runs before any of them: the app's steps that refuse a day.
    const checks = t.pipeline.steps.filter((step) => step.check).map((step) => step.key);
    expect(checks).toEqual(
      expect.arrayContaining([
        'penjualan',
        'titipan',
        'pembelian',
        'pesanan',
        'service',
        'hutang',
        'timbang-baki',
        'stock-opname',
      ]),
    );
  });

  it('stores nothing while the day is refused, then the whole summary once closed', async () => {
    const [waiting] = (await addPieces(t, owner, [{ nama_barang: 'CINCIN MENUNGGU', berat: 1 }])) as [Barang];
    const pending = await sale([waiting]);
    const refused = await closeDay(t, owner);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().blockers.map((blocker: { path: string }) => blocker.path)).toContain(
      '/validasi-penjualan',
    );
    const [stored] = await rows<{ n: number }>(sql`select count(*)::int as n from eod_summary`);
    expect(stored?.n).toBe(0);

    await ok(spv, 'penjualan/validasi', { no_faktur_group: [pending.no_faktur_group] });
    await countTill(t, owner);
    await ok(owner, 'system/close', { PROSES: 'close' });
    const [after] = await rows<{ n: number }>(
      sql`select count(*)::int as n from eod_summary where kode_toko = 'PST' and tanggal = ${DAY1}`,
    );
    expect(after?.n).toBeGreaterThan(0);
    [owner, spv] = await Promise.all([t.login('PST', 'OWNER'), t.login('PST', 'SPV')]);
  });

  it('sums the stock of the day per group and for all groups as barang_mutasi and barang_saldo hold it', async () => {
    const report = await eod(DAY1);
    const moved = await rows<{ kode_group: string; kolom: string; stock: number; berat: number }>(sql`
      select b.kode_group, m.kolom, sum(m.stock)::int as stock, sum(m.berat)::int as berat
      from barang_mutasi m join barang b on b.kode_barcode = m.kode_barcode
      where m.kode_toko = 'PST' and m.tanggal = ${DAY1} group by b.kode_group, m.kolom`);
    const balances = await rows<{ kode_group: string } & Record<string, number>>(sql`
      select b.kode_group, sum(s.stock_awal)::int as stock_awal, sum(s.berat_awal)::int as berat_awal,
        sum(s.stock_akhir)::int as stock_akhir, sum(s.berat_akhir)::int as berat_akhir
      from barang_saldo s join barang b on b.kode_barcode = s.kode_barcode
      where s.kode_toko = 'PST' and s.tanggal = ${DAY1} group by b.kode_group`);
    // The day did every kind of movement but washing; each shows, and nothing else.
    expect(new Set(moved.map((row) => row.kolom))).toEqual(
      new Set(['tambah', 'jual', 'beli', 'hancur', 'in', 'out']),
    );
    const groups = [...new Set(balances.map((row) => row.kode_group))].sort();
    expect(groups).toEqual(['700', '750']);
    for (const group of [...groups, 'SEMUA']) {
      const label = group === 'SEMUA' ? 'Semua group' : `Group ${group}`;
      const inGroup = (row: { kode_group: string }) => group === 'SEMUA' || row.kode_group === group;
      const sum = (list: Record<string, unknown>[], column: string) =>
        list.reduce((total, row) => total + Number(row[column]), 0);
      const held = balances.filter(inGroup);
      const awal = line(report, 'BARANG', `${label}: Stok awal`);
      const akhir = line(report, 'BARANG', `${label}: Stok akhir`);
      expect([awal.qty, awal.berat]).toEqual([sum(held, 'stock_awal'), grams(sum(held, 'berat_awal'))]);
      expect([akhir.qty, akhir.berat]).toEqual([sum(held, 'stock_akhir'), grams(sum(held, 'berat_akhir'))]);
      let qty = Number(awal.qty);
      let berat = Math.round(Number(awal.berat) * 1000);
      for (const [kolom, uraian] of Object.entries(MOVEMENT_URAIAN)) {
        const ledger = moved.filter((row) => row.kolom === kolom && inGroup(row));
        const shown = report.filter((row) => row.bagian === 'BARANG' && row.uraian === `${label}: ${uraian}`);
        if (ledger.length === 0) {
          expect(shown, `${label} ${kolom}`).toEqual([]);
          continue;
        }
        expect([shown[0]?.qty, shown[0]?.berat], `${label} ${kolom}`).toEqual([
          sum(ledger, 'stock'),
          grams(sum(ledger, 'berat')),
        ]);
        const sign = ['in', 'tambah', 'beli'].includes(kolom) ? 1 : -1;
        qty += sign * Number(shown[0]?.qty);
        berat += sign * Math.round(Number(shown[0]?.berat) * 1000);
      }
      // akhir = awal + in + tambah + beli - out - jual - hancur - susut, as the report reads.
      expect([qty, grams(berat)], label).toEqual([akhir.qty, akhir.berat]);
    }
    // The closing log keeps the same totals the stock step counted while seeding tomorrow.
    const [log] = await rows<{ summary: string | { stok_barang: unknown } }>(
      sql`select summary from closing_log where kode_toko = 'PST' and tgl_system = ${DAY1}`,
    );
    const summary = typeof log?.summary === 'string' ? JSON.parse(log.summary) : log?.summary;
    const akhir = line(report, 'BARANG', 'Semua group: Stok akhir');
    expect(summary.stok_barang).toEqual({
      stock_akhir: akhir.qty,
      berat_akhir: Math.round(Number(akhir.berat) * 1000),
    });
    // A pindah within the shop moves pieces out of one tray and into another: both sides show.
    expect(line(report, 'BARANG', 'Group 750: Masuk (pindah / terima)').qty).toBe(1);
    expect(line(report, 'BARANG', 'Group 750: Keluar (pindah / kirim)').qty).toBe(1);
  });

  it('sums the cash book per kategori and per method, and every balance as keuangan_saldo froze it', async () => {
    const report = await eod(DAY1);
    const ledger = await rows<{ kategori: string; jenis: string; masuk: string; keluar: string }>(sql`
      select kategori, jenis, sum(jumlah_in)::bigint as masuk, sum(jumlah_out)::bigint as keluar
      from keuangan where kode_toko = 'PST' and tanggal = ${DAY1} group by kategori, jenis`);
    const kategori = [...new Set(ledger.map((row) => row.kategori))];
    expect(kategori).toEqual(
      expect.arrayContaining(['PENJUALAN', 'PEMBELIAN', 'MODAL', 'GAJI', 'TAMBAH UANG BANK', 'HUTANG']),
    );
    const sumOf = (list: typeof ledger, column: 'masuk' | 'keluar') =>
      list.reduce((total, row) => total + Number(row[column]), 0);
    const kasLines = report.filter((row) => row.bagian === 'KAS');
    expect(kasLines.map((row) => row.uraian).sort()).toEqual([...kategori].sort());
    for (const name of kategori) {
      const shown = line(report, 'KAS', name);
      const rowsOf = ledger.filter((row) => row.kategori === name);
      expect([shown.masuk, shown.keluar], name).toEqual([sumOf(rowsOf, 'masuk'), sumOf(rowsOf, 'keluar')]);
      // A cash line has no pieces, grams or balance: left empty, not printed as 0.
      expect([shown.qty, shown.berat, shown.awal, shown.saldo], name).toEqual([null, null, null, null]);
    }
    const methods = [...new Set(ledger.map((row) => row.jenis))];
    expect(methods).toEqual(expect.arrayContaining(['CASH', 'TRANSFER']));
    expect(report.filter((row) => row.bagian === 'METODE').length).toBe(methods.length);
    for (const jenis of methods) {
      const shown = line(report, 'METODE', jenis);
      const rowsOf = ledger.filter((row) => row.jenis === jenis);
      expect([shown.masuk, shown.keluar], jenis).toEqual([sumOf(rowsOf, 'masuk'), sumOf(rowsOf, 'keluar')]);
    }

    const frozen = await rows<Record<'akun' | 'awal' | 'masuk' | 'keluar' | 'akhir', string>>(sql`
      select akun, awal, masuk, keluar, akhir from keuangan_saldo where kode_toko = 'PST' and tanggal = ${DAY1}`);
    expect(frozen.map((row) => row.akun)).toEqual(expect.arrayContaining(['KAS', REKENING]));
    expect(report.filter((row) => row.bagian === 'SALDO').length).toBe(frozen.length);
    for (const balance of frozen) {
      const shown = line(report, 'SALDO', `Saldo ${balance.akun}`);
      expect([shown.awal, shown.masuk, shown.keluar, shown.saldo]).toEqual(
        [balance.awal, balance.masuk, balance.keluar, balance.akhir].map(Number),
      );
      expect(Number(shown.saldo)).toBe(Number(shown.awal) + Number(shown.masuk) - Number(shown.keluar));
    }
    const bank = line(report, 'SALDO', `Saldo ${REKENING}`);
    expect([bank.masuk, bank.saldo]).toEqual([1_000_000, 1_000_000]);
  });

  it('counts the documents of the day by state', async () => {
    const report = await eod(DAY1);
    const shown = Object.fromEntries(
      report.filter((row) => row.bagian === 'DOKUMEN').map((row) => [row.uraian, row.qty]),
    );
    // Three sales (two at the counter, one the buyback was made on), all validated; one
    // buyback; one loan, open. In words: the codes stay in kelompok and pos.
    expect(shown).toEqual({
      'Penjualan: Sudah Validasi': 3,
      'Pembelian: Sudah Validasi': 1,
      'Hutang: Berjalan': 1,
    });
    const [counted] = await rows<{ n: number }>(
      sql`select count(*)::int as n from penjualan where kode_toko = 'PST' and tgl_system = ${DAY1}`,
    );
    expect(shown['Penjualan: Sudah Validasi']).toBe(counted?.n);
  });

  it('carries the pledged gold as hutang_harian holds it, akhir = awal + masuk - keluar', async () => {
    const report = await eod(DAY1);
    const [held] = await rows<Record<string, string>>(sql`
      select jumlah_hutang, jumlah_barang, berat, pokok from hutang_harian where kode_toko = 'PST' and tanggal = ${DAY1}`);
    const nota = (pos: string) => line(report, 'HUTANG', `Hutang ${pos}`);
    const barang = (pos: string) => line(report, 'HUTANG', `Barang gadai ${pos}`);
    expect([nota('akhir').qty, nota('akhir').saldo]).toEqual([
      Number(held?.jumlah_hutang),
      Number(held?.pokok),
    ]);
    expect([barang('akhir').qty, barang('akhir').berat]).toEqual([
      Number(held?.jumlah_barang),
      grams(held?.berat),
    ]);
    expect([nota('masuk (hutang baru)').qty, nota('masuk (hutang baru)').masuk]).toEqual([1, 2_000_000]);
    expect([barang('awal').qty, barang('masuk (hutang baru)').berat]).toEqual([0, 3.27]);
    const keluar = 'keluar (lunas, perpanjang, lelang)';
    expect(Number(nota('akhir').saldo)).toBe(
      Number(nota('awal').awal) + Number(nota('masuk (hutang baru)').masuk) - Number(nota(keluar).keluar),
    );
  });

  it("keeps the day's gold prices", async () => {
    const report = await eod(DAY1);
    const prices = await rows<{ kode_group: string; harga_jual: string }>(sql`
      select kode_group, harga_jual from harga_emas where kode_toko = 'PST' and tanggal = ${DAY1}`);
    const jual = line(report, 'HARGA', 'Harga jual 750 / gram');
    const stored = prices.find((row) => row.kode_group === '750');
    expect(jual.saldo).toBe(stored ? Number(stored.harga_jual) : 1_480_000);
  });
});

describe('Laporan EOD on the report engine', () => {
  it('prints and exports through the engine, with the shop column for the whole chain', async () => {
    const body = { tgl_from: DAY1, tgl_to: DAY1 };
    const printed = await ok(owner, 'laporan/eod/print', body);
    expect(printed.data.length).toBe((await eod(DAY1)).length);
    const csv = await t.call('POST', 'laporan/eod/export', owner, { ...body, format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Semua group: Stok akhir');
    const xlsx = await t.call('POST', 'laporan/eod/export', owner, { ...body, format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const chain = await eod(DAY1, owner, { kode_toko: 'SEMUA' });
    expect(new Set(chain.map((row) => row.kode_toko))).toEqual(new Set(['PST']));
  });

  it('leaves the stock balance lines out for all but OWN under HIDE_SALDO_BARANG_SUMMARY (SPEC §6)', async () => {
    await grantMenus(t, owner, 'SPV', ['laporan-eod']);
    const balance = (report: ReportRow[]) =>
      report.filter((row) => row.bagian === 'BARANG' && /Stok (awal|akhir)$/.test(String(row.uraian))).length;
    expect(balance(await eod(DAY1, await t.login('PST', 'SPV')))).toBe(6);
    await rows(sql`insert into para_system (kode_toko, key, value, kategori)
      values ('PST', 'HIDE_SALDO_BARANG_SUMMARY', 'true', 'MODULE')
      on conflict (kode_toko, key) do update set value = 'true'`);
    try {
      const [hidden, own] = [await t.login('PST', 'SPV'), await t.login('PST', 'OWNER')];
      const staff = await eod(DAY1, hidden);
      expect(balance(staff)).toBe(0);
      // The movements stay: staff answer for them.
      expect(line(staff, 'BARANG', 'Semua group: Jual').qty).toBe(4);
      expect(balance(await eod(DAY1, own))).toBe(6);
      const printed = await ok(hidden, 'laporan/eod/print', { tgl_from: DAY1, tgl_to: DAY1 });
      expect(balance(printed.data)).toBe(0);
    } finally {
      await rows(sql`delete from para_system where kode_toko = 'PST' and key = 'HIDE_SALDO_BARANG_SUMMARY'`);
    }
  });

  it('needs its menu, and keeps a shop to its own summary', async () => {
    const kasir = await t.login('PST', 'KASIR');
    const denied = await t.call('POST', 'laporan/eod', kasir, { tgl_from: DAY1, tgl_to: DAY1 });
    expect({ status: denied.statusCode, body: denied.json() }).toEqual({
      status: 403,
      body: { message: TEXTS.menuForbidden },
    });
    const ownerT2 = await t.login('T2', 'OWNER');
    expect(await eod(DAY1, ownerT2)).toEqual([]);
  });
});

// Last: it moves the clock a day, which every other shop of the chain has not closed.
describe('the day after', () => {
  it('gives a day with nothing done its summary too, opening where the day before closed', async () => {
    // The next calendar day: sessions of the day before end with it.
    t.setNow(new Date(`${DAY2}T10:00:00+07:00`));
    owner = await t.login('PST', 'OWNER');
    await countTill(t, owner);
    await ok(owner, 'system/close', { PROSES: 'close' });
    owner = await t.login('PST', 'OWNER');
    const [first, second] = [await eod(DAY1), await eod(DAY2)];
    for (const part of ['Stok awal', 'Stok akhir']) {
      const shown = line(second, 'BARANG', `Semua group: ${part}`);
      const before = line(first, 'BARANG', 'Semua group: Stok akhir');
      expect([shown.qty, shown.berat]).toEqual([before.qty, before.berat]);
    }
    expect(second.filter((row) => row.bagian === 'KAS' || row.bagian === 'DOKUMEN')).toEqual([]);
    const kas = line(second, 'SALDO', 'Saldo KAS');
    expect([kas.awal, kas.masuk, kas.keluar, kas.saldo]).toEqual([
      line(first, 'SALDO', 'Saldo KAS').saldo,
      0,
      0,
      line(first, 'SALDO', 'Saldo KAS').saldo,
    ]);
    expect(line(second, 'HUTANG', 'Hutang awal').awal).toBe(line(first, 'HUTANG', 'Hutang akhir').saldo);
    // Both days at once, in date order.
    const both = (await ok(owner, 'laporan/eod', { tgl_from: DAY1, tgl_to: DAY2, limit: 500 })) as ReportPage;
    expect(both.count).toBe(first.length + second.length);
    expect(both.data.map((row) => row.tanggal)).toEqual([
      ...first.map(() => DAY1),
      ...second.map(() => DAY2),
    ]);
  });
});
