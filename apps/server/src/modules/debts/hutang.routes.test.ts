import { addDays, formatRupiah, HUTANG_MENU, type HutangDoc, TEXTS } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerReconciles } from '../../../test/ledger-check.ts';
import { createTestApp, grantMenus, type TestApp } from '../../../test/test-app.ts';
import { TEST_TODAY } from '../../../test/test-clock.ts';
import { closeDay, openTill } from '../../../test/till-fixtures.ts';
import { hutang, hutangHarian, keuangan, otorisasi } from '../../db/schema/index.ts';

/**
 * Pawn loans through the real HTTP stack on the real database (issue 14, decision 020):
 * valuing and lending, the maximum and its otorisasi, validation into the cash book,
 * interest to the rupiah for the days a loan ran, paying interest, redeeming (once, however
 * many clerks press at once), cancelling, and the closing's roll.
 */

const OTORISASI = { user_id: 'SPV', password: 'demo1234', alasan: 'nasabah lama' };
let t: TestApp;
let owner: string;
let spv: string;
let kasir: string;
let key = 0;
/** The loan the interest test ages by a year. */
let yearOld = '';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  await grantMenus(t, owner, 'KASIR', [HUTANG_MENU.transaksi, HUTANG_MENU.lihat]);
  await openTill(t, owner);
  await grantMenus(t, owner, 'SPV', [HUTANG_MENU.validasi, HUTANG_MENU.lihat]);
  [spv, kasir] = await Promise.all([t.login('PST', 'SPV'), t.login('PST', 'KASIR')]);
});
afterAll(async () => {
  await t.close();
});

/** A 750 ring of 3.270 g (Rp 4,512,600 at 1,380,000/g) and a 700 necklace of 10.500 g (Rp 13,545,000). */
const PIECES = [
  { kode_group: '750', kode_dept: 'CC', nama_barang: 'cincin polos', berat: 3.27, kadar: 75 },
  { kode_group: '700', kode_dept: 'KL', nama_barang: 'kalung rantai', berat: '10.500', kadar: 70 },
];
const NILAI = 4_512_600 + 13_545_000;
const MAKS = 12_640_320;

const loan = (extra: object = {}) => ({
  idempotency_key: `hutang-key-${++key}-xxxx`,
  kode_sales: 'S02',
  nama_customer: 'pak budi',
  no_hp: '0812000222',
  nik: '3174012345670001',
  items: PIECES,
  pokok: 10_000_000,
  jangka_bulan: 4,
  bayar: { cash: 10_000_000, transfer: 0 },
  ...extra,
});

async function ok<T>(token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await t.call(method, path, token, body);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json() as T;
}
const lend = (extra: object = {}) => ok<HutangDoc>(kasir, 'POST', 'hutang', loan(extra));
const validate = (no: string) => ok(spv, 'POST', 'hutang/validasi', { no_hutang: [no] });
const validatePayment = (no: string) => ok(spv, 'POST', 'hutang/bayar/validasi', { no_bayar: [no] });
const read = (no: string) => ok<HutangDoc>(kasir, 'GET', `hutang/${no}`);

/** The loan as if made `days` ago: its date, interest clock and due date move back together. */
async function backdate(no: string, days: number) {
  await t.database.db.execute(sql`update hutang set tgl_system = tgl_system - ${days}::int,
      tgl_bunga = tgl_bunga - ${days}::int, tgl_jatuh_tempo = tgl_jatuh_tempo - ${days}::int
    where no_hutang = ${no}`);
}

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

describe('hutang', () => {
  it('needs a token and the menu, and refuses a bad body in Indonesian', async () => {
    expect((await t.call('POST', 'hutang', undefined, loan())).statusCode).toBe(401);
    const t2Kasir = await t.login('T2', 'KASIR');
    expect((await t.call('POST', 'hutang', t2Kasir, loan())).statusCode).toBe(403);
    expect((await t.call('GET', 'hutang/paginated', t2Kasir)).statusCode).toBe(403);
    const noNik = await t.call('POST', 'hutang', kasir, loan({ nik: '' }));
    expect([noNik.statusCode, noNik.json().message]).toEqual([400, TEXTS.hutang.nikHarusDiisi]);
    const noPieces = await t.call('POST', 'hutang', kasir, loan({ items: [] }));
    expect([noPieces.statusCode, noPieces.json().message]).toEqual([400, TEXTS.hutang.barangHarusDiisi]);
    const payout = await t.call('POST', 'hutang', kasir, loan({ bayar: { cash: 9_000_000, transfer: 0 } }));
    expect([payout.statusCode, payout.json().message]).toEqual([
      400,
      TEXTS.hutang.payoutTidakSama(formatRupiah(10_000_000)),
    ]);
    const wrongJenis = await t.call(
      'POST',
      'hutang',
      kasir,
      loan({ items: [{ ...PIECES[0], kode_dept: 'KL' }] }),
    );
    expect(wrongJenis.statusCode).toBe(400);
    // Numbers are numbers: "0x10" was saved as 16 g and true as kadar 1, valued at 22,080,000.
    const notNumbers: [object, string][] = [
      [{ items: [{ ...PIECES[0], berat: '0x10', kadar: true }] }, 'Berat harus berupa angka'],
      [{ items: [{ ...PIECES[0], berat: '1e3' }] }, 'Berat harus berupa angka'],
      [{ items: [{ ...PIECES[0], kadar: true }] }, 'Kadar harus berupa angka'],
      [{ items: [{ ...PIECES[0], kadar: [] }] }, 'Kadar harus berupa angka'],
      [{ items: [{ ...PIECES[0], jumlah: ' 2 ' }] }, 'Jumlah harus berupa angka'],
      [{ items: [{ ...PIECES[0], berat: '' }] }, 'Berat Harus Diisi'],
      [{ jangka_bulan: '0x4' }, 'Jangka waktu harus berupa angka'],
    ];
    for (const [extra, message] of notNumbers) {
      const response = await t.call('POST', 'hutang', kasir, loan(extra));
      expect({ extra, status: response.statusCode, body: response.json() }).toEqual({
        extra,
        status: 400,
        body: { message },
      });
    }
    expect(await t.database.db.select().from(hutang)).toEqual([]);
  });

  it('values the pieces at the day’s buy price and needs otorisasi above the maximum', async () => {
    const above = loan({ pokok: 13_000_000, bayar: { cash: 13_000_000, transfer: 0 } });
    const refused = await t.call('POST', 'hutang', kasir, above);
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      TEXTS.hutang.diAtasMaksimal(formatRupiah(MAKS)),
    ]);
    const wrongPassword = await t.call('POST', 'hutang', kasir, {
      ...above,
      otorisasi: { ...OTORISASI, password: 'salah' },
    });
    expect(wrongPassword.statusCode).toBe(422);
    const doc = await ok<HutangDoc>(kasir, 'POST', 'hutang', { ...above, otorisasi: OTORISASI });
    expect(doc).toMatchObject({
      nilai_taksiran: NILAI,
      maks_persen: 70,
      maks_pinjaman: MAKS,
      pokok: 13_000_000,
      // 5 - 20 juta: 2 % a month.
      kode_pinjaman: 'P2',
      bunga_persen: 2,
      tgl_jatuh_tempo: addDays(TEST_TODAY, 120),
      status: 'OPEN',
      status_valid: 'OPEN',
      nama_customer: 'PAK BUDI',
    });
    expect(doc.items.map((item) => [item.nama_barang, item.berat, item.harga_gram, item.nilai])).toEqual([
      ['CINCIN POLOS', 3.27, 1_380_000, 4_512_600],
      ['KALUNG RANTAI', 10.5, 1_290_000, 13_545_000],
    ]);
    const consents = await t.database.db.select().from(otorisasi).where(eq(otorisasi.no_ref, doc.no_hutang));
    expect(consents.map((row) => [row.jenis, row.diotorisasi_oleh])).toEqual([
      ['PINJAMAN_DI_ATAS_MAKSIMAL', 'SPV'],
    ]);
  });

  it('lends once per key; the day waits for its validation, which books the payout as HUTANG', async () => {
    const body = loan({
      pokok: 12_640_000,
      bayar: { cash: 2_640_000, transfer: 10_000_000, no_rekening: '1234567890' },
    });
    const [first, again] = await Promise.all([
      t.call('POST', 'hutang', kasir, body),
      t.call('POST', 'hutang', kasir, body),
    ]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const doc = first.json() as HutangDoc;
    expect((again.json() as HutangDoc).no_hutang).toBe(doc.no_hutang);
    const closing = await closeDay(t, spv);
    expect(closing.statusCode).toBe(422);
    expect(closing.json().message).toContain(doc.no_hutang);
    await validate(doc.no_hutang);
    expect(await cashOf(doc.no_hutang)).toEqual([
      { kategori: 'HUTANG', jenis: 'CASH', in: 0, out: 2_640_000 },
      { kategori: 'HUTANG', jenis: 'TRANSFER', in: 0, out: 10_000_000 },
    ]);
    const twice = await t.call('POST', 'hutang/validasi', spv, { no_hutang: [doc.no_hutang] });
    expect([twice.statusCode, twice.json().message]).toEqual([409, TEXTS.hutang.sudahValid(doc.no_hutang)]);
  });

  it('charges interest for 1, 29, 30, 31 and 365 days to the rupiah, the first month at least once', async () => {
    // Rp 10,000,000 at 2 % a month: Rp 6,666.67 a day, rounded up to Rp 500; at least 30 days.
    const doc = await lend();
    yearOld = doc.no_hutang;
    const expected: [number, number][] = [
      [0, 200_000],
      [1, 200_000],
      [28, 200_000],
      [29, 200_000],
      [30, 200_000],
      [31, 207_000],
      [365, 2_433_500],
    ];
    let ran = 0;
    for (const [days, bunga] of expected) {
      await backdate(doc.no_hutang, days - ran);
      ran = days;
      const running = (await read(doc.no_hutang)).bunga_berjalan;
      expect(running, `${days} hari`).toMatchObject({ hari: days, bunga, total_lunas: 10_000_000 + bunga });
    }
  });

  describe('a loan paid on after 10 days and redeemed after 45', () => {
    let doc: HutangDoc;

    it('pays interest: BAYAR BUNGA when validated, the clock moved past the month charged', async () => {
      doc = await lend();
      const early = await t.call('POST', 'hutang/bunga', kasir, {
        idempotency_key: `bunga-${doc.no_hutang}-x`,
        no_hutang: doc.no_hutang,
        bayar: { cash: 200_000, transfer: 0 },
      });
      expect([early.statusCode, early.json().message]).toEqual([
        400,
        TEXTS.hutang.belumDivalidasi(doc.no_hutang),
      ]);
      await validate(doc.no_hutang);
      await backdate(doc.no_hutang, 10);
      const short = await t.call('POST', 'hutang/bunga', kasir, {
        idempotency_key: `bunga-${doc.no_hutang}-0001`,
        no_hutang: doc.no_hutang,
        bayar: { cash: 150_000, transfer: 0 },
      });
      expect([short.statusCode, short.json().message]).toEqual([
        400,
        TEXTS.hutang.bayarKurang(formatRupiah(200_000)),
      ]);
      const paid = await ok<HutangDoc>(kasir, 'POST', 'hutang/bunga', {
        idempotency_key: `bunga-${doc.no_hutang}-0002`,
        no_hutang: doc.no_hutang,
        bayar: { cash: 250_000, transfer: 0 },
      });
      const [payment] = paid.pembayaran;
      expect(payment).toMatchObject({
        jenis: 'BUNGA',
        hari: 10,
        hari_dihitung: 30,
        bunga: 200_000,
        kembalian: 50_000,
      });
      // Paid through the 30th day: 20 days ahead of the business date, nothing more owed today.
      expect(paid.tgl_bunga).toBe(addDays(TEST_TODAY, 20));
      expect(paid.bunga_berjalan).toMatchObject({ hari: 0, bunga: 0 });
      const again = await t.call('POST', 'hutang/bunga', kasir, {
        idempotency_key: `bunga-${doc.no_hutang}-0003`,
        no_hutang: doc.no_hutang,
        bayar: { cash: 1_000, transfer: 0 },
      });
      expect([again.statusCode, again.json().message]).toEqual([
        400,
        TEXTS.hutang.belumAdaBunga(doc.no_hutang),
      ]);
      await validatePayment(payment?.no_bayar ?? '');
      expect(await cashOf(payment?.no_bayar ?? '')).toEqual([
        { kategori: 'BAYAR BUNGA', jenis: 'CASH', in: 200_000, out: 0 },
      ]);
    });

    it('redeems after 45 days for exactly 45 days of interest; of two clerks at once exactly one', async () => {
      // 35 more days: the loan is 45 days old, its clock 15 days behind.
      await backdate(doc.no_hutang, 35);
      const running = (await read(doc.no_hutang)).bunga_berjalan;
      expect(running).toMatchObject({ hari: 15, hari_dihitung: 15, bunga: 100_000, total_lunas: 10_100_000 });
      const redeem = (suffix: string) =>
        t.call('POST', 'hutang/lunas', kasir, {
          idempotency_key: `lunas-${doc.no_hutang}-${suffix}`,
          no_hutang: doc.no_hutang,
          bayar: { cash: 100_000, transfer: 10_000_000, no_rekening: '1234567890' },
        });
      const both = await Promise.all([redeem('a'), redeem('b')]);
      expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const done = (both.find((response) => response.statusCode === 200)?.json() ?? {}) as HutangDoc;
      expect(done).toMatchObject({ status: 'LUNAS', tgl_tutup: TEST_TODAY, bunga_berjalan: null });
      expect(done.items.map((item) => item.status)).toEqual(['KEMBALI', 'KEMBALI']);
      const lunas = done.pembayaran.find((row) => row.jenis === 'LUNAS');
      expect(lunas).toMatchObject({ hari: 15, bunga: 100_000, pokok: 10_000_000, total: 10_100_000 });
      // 45 days at Rp 6,666.67: Rp 300,000 of interest in all, paid in two parts.
      expect(done.pembayaran.reduce((sum, row) => sum + row.bunga, 0)).toBe(300_000);
      await validatePayment(lunas?.no_bayar ?? '');
      expect(await cashOf(lunas?.no_bayar ?? '')).toEqual([
        { kategori: 'HUTANG LUNAS', jenis: 'CASH', in: 100_000, out: 0 },
        { kategori: 'HUTANG LUNAS', jenis: 'TRANSFER', in: 10_000_000, out: 0 },
      ]);
    });
  });

  it('cancels the last payment and a loan of today with otorisasi, each refunded by its method', async () => {
    const paid = await lend();
    await validate(paid.no_hutang);
    await backdate(paid.no_hutang, 40);
    const afterPayment = await ok<HutangDoc>(kasir, 'POST', 'hutang/bunga', {
      idempotency_key: `bunga-${paid.no_hutang}-batal`,
      no_hutang: paid.no_hutang,
      bayar: { cash: 0, transfer: 267_000, no_rekening: '1234567890' },
    });
    const [payment] = afterPayment.pembayaran;
    expect(payment).toMatchObject({ hari: 40, bunga: 267_000 });
    await validatePayment(payment?.no_bayar ?? '');
    const body = { no_bayar: payment?.no_bayar, otorisasi: OTORISASI };
    // The supervisor cannot consent to their own cancel.
    expect((await t.call('POST', 'hutang/bayar/batal', spv, body)).statusCode).toBe(422);
    const back = await ok<HutangDoc>(kasir, 'POST', 'hutang/bayar/batal', body);
    expect(back.tgl_bunga).toBe(addDays(TEST_TODAY, -40));
    expect(back.bunga_berjalan).toMatchObject({ hari: 40, bunga: 267_000 });
    expect(await cashOf(payment?.no_bayar ?? '')).toEqual([
      { kategori: 'BAYAR BUNGA', jenis: 'TRANSFER', in: 267_000, out: 0 },
      { kategori: 'BATAL HUTANG LUNAS', jenis: 'TRANSFER', in: 0, out: 267_000 },
    ]);
    expect((await t.call('POST', 'hutang/bayar/batal', kasir, body)).statusCode).toBe(409);
    // An older loan is not cancelled; one of today is, its payout coming back.
    const old = await t.call('POST', 'hutang/batal', kasir, {
      no_hutang: paid.no_hutang,
      otorisasi: OTORISASI,
    });
    expect([old.statusCode, old.json().message]).toEqual([400, TEXTS.hutang.bukanHariIni]);
    const today = await lend({
      pokok: 4_000_000,
      bayar: { cash: 1_000_000, transfer: 3_000_000, no_rekening: '1234567890' },
    });
    expect(today).toMatchObject({ kode_pinjaman: 'P1', bunga_persen: 2.5 });
    await validate(today.no_hutang);
    const both = await Promise.all([
      t.call('POST', 'hutang/batal', kasir, { no_hutang: today.no_hutang, otorisasi: OTORISASI }),
      t.call('POST', 'hutang/batal', owner, { no_hutang: today.no_hutang, otorisasi: OTORISASI }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await cashOf(today.no_hutang)).toEqual([
      { kategori: 'HUTANG', jenis: 'CASH', in: 0, out: 1_000_000 },
      { kategori: 'HUTANG', jenis: 'TRANSFER', in: 0, out: 3_000_000 },
      { kategori: 'BATAL HUTANG', jenis: 'CASH', in: 1_000_000, out: 0 },
      { kategori: 'BATAL HUTANG', jenis: 'TRANSFER', in: 3_000_000, out: 0 },
    ]);
    expect((await read(today.no_hutang)).items.map((item) => item.status)).toEqual(['BATAL', 'BATAL']);
  });

  it('renews with otorisasi: interest and part of the principal paid, the pieces carried to a new loan', async () => {
    const old = await lend();
    await validate(old.no_hutang);
    await backdate(old.no_hutang, 40);
    const renewal = (extra: object = {}) => ({
      idempotency_key: `perpanjang-${old.no_hutang}`,
      no_hutang: old.no_hutang,
      pokok_baru: 8_000_000,
      jangka_bulan: 3,
      bayar: { cash: 2_267_000, transfer: 0 },
      otorisasi: OTORISASI,
      ...extra,
    });
    const { otorisasi: _, ...withoutConsent } = renewal();
    expect((await t.call('POST', 'hutang/perpanjang', kasir, withoutConsent)).statusCode).toBe(400);
    const more = await t.call('POST', 'hutang/perpanjang', kasir, renewal({ pokok_baru: 10_000_001 }));
    expect([more.statusCode, more.json().message]).toEqual([400, TEXTS.hutang.pokokBaruLebih]);
    // 40 days at 2 %: Rp 267,000, plus Rp 2,000,000 of the principal.
    const renewed = await ok<HutangDoc>(kasir, 'POST', 'hutang/perpanjang', renewal());
    expect(renewed).toMatchObject({
      no_hutang_lama: old.no_hutang,
      pokok: 8_000_000,
      kode_pinjaman: 'P2',
      status: 'OPEN',
      status_valid: 'DONE',
      tgl_system: TEST_TODAY,
      tgl_bunga: TEST_TODAY,
      tgl_jatuh_tempo: addDays(TEST_TODAY, 90),
      nilai_taksiran: NILAI,
      cash_rp: 0,
      transfer_rp: 0,
    });
    expect(renewed.items.map((item) => item.status)).toEqual(['GADAI', 'GADAI']);
    const again = await ok<HutangDoc>(kasir, 'POST', 'hutang/perpanjang', renewal());
    expect(again.no_hutang).toBe(renewed.no_hutang);
    const closed = await read(old.no_hutang);
    expect(closed).toMatchObject({
      status: 'PERPANJANG',
      no_hutang_baru: renewed.no_hutang,
      tgl_tutup: TEST_TODAY,
    });
    expect(closed.items.map((item) => item.status)).toEqual(['PERPANJANG', 'PERPANJANG']);
    const [payment] = closed.pembayaran;
    expect(payment).toMatchObject({
      jenis: 'PERPANJANG',
      hari: 40,
      bunga: 267_000,
      pokok: 2_000_000,
      total: 2_267_000,
    });
    await validatePayment(payment?.no_bayar ?? '');
    expect(await cashOf(payment?.no_bayar ?? '')).toEqual([
      { kategori: 'BAYAR BUNGA', jenis: 'CASH', in: 267_000, out: 0 },
      { kategori: 'HUTANG LUNAS', jenis: 'CASH', in: 2_000_000, out: 0 },
    ]);
    // The new loan is undone only by cancelling the renewal: then the old one stands again.
    const direct = await t.call('POST', 'hutang/batal', kasir, {
      no_hutang: renewed.no_hutang,
      otorisasi: OTORISASI,
    });
    expect([direct.statusCode, direct.json().message]).toEqual([
      400,
      TEXTS.hutang.hasilPerpanjangan(renewed.no_hutang),
    ]);
    const undone = await ok<HutangDoc>(kasir, 'POST', 'hutang/bayar/batal', {
      no_bayar: payment?.no_bayar,
      otorisasi: OTORISASI,
    });
    expect(undone).toMatchObject({
      no_hutang: old.no_hutang,
      status: 'OPEN',
      no_hutang_baru: null,
      tgl_tutup: null,
    });
    expect(undone.bunga_berjalan).toMatchObject({ hari: 40, bunga: 267_000 });
    expect((await read(renewed.no_hutang)).status).toBe('BATAL');
    expect((await cashOf(payment?.no_bayar ?? '')).at(-1)).toEqual({
      kategori: 'BATAL HUTANG LUNAS',
      jenis: 'CASH',
      in: 0,
      out: 2_267_000,
    });
  });

  it('auctions a loan past due and grace: its pieces enter gudang BELI, the surplus owed recorded', async () => {
    const doc = await lend();
    await validate(doc.no_hutang);
    await backdate(doc.no_hutang, 127);
    const body = { no_hutang: doc.no_hutang, otorisasi: OTORISASI };
    const early = await t.call('POST', 'hutang/lelang', kasir, body);
    expect([early.statusCode, early.json().message]).toEqual([
      400,
      TEXTS.hutang.belumLewatTempo(doc.no_hutang, addDays(TEST_TODAY, 1)),
    ]);
    await backdate(doc.no_hutang, 1);
    const both = await Promise.all([
      t.call('POST', 'hutang/lelang', kasir, body),
      t.call('POST', 'hutang/lelang', owner, body),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const sold = (both.find((response) => response.statusCode === 200)?.json() ?? {}) as HutangDoc;
    // 128 days at 2 %: Rp 853,333.33 -> 853,500; the gold is worth Rp 18,057,600 today.
    expect(sold).toMatchObject({
      status: 'LELANG',
      tgl_tutup: TEST_TODAY,
      nilai_lelang: NILAI,
      kelebihan_lelang: NILAI - 10_000_000 - 853_500,
      bunga_berjalan: null,
    });
    for (const item of sold.items) {
      expect(item.status).toBe('LELANG');
      const piece = await ok<{ status: string; kode_gudang: string; berat: number; kode_group: string }>(
        owner,
        'GET',
        `barang/get/by-barcode/${item.kode_barcode}`,
      );
      expect(piece).toMatchObject({
        status: 'BELI',
        kode_gudang: 'BELI',
        berat: item.berat,
        kode_group: item.kode_group,
      });
    }
    // No money moves at an auction: the loan's only cash row is its payout.
    expect((await cashOf(doc.no_hutang)).map((row) => row.kategori)).toEqual(['HUTANG']);
    await expectLedgerReconciles(t.database.db, 'PST', TEST_TODAY);
  });

  it('lists loans by status and search, and keeps shops apart', async () => {
    const open = await ok<{ data: HutangDoc[]; count: number }>(kasir, 'GET', 'hutang/paginated?status=OPEN');
    expect(open.data.every((row) => row.status === 'OPEN' && row.bunga_berjalan !== null)).toBe(true);
    const byNik = await ok<{ count: number }>(kasir, 'GET', 'hutang/paginated?search=3174012345670001');
    expect(byNik.count).toBeGreaterThan(3);
    const byPiece = await ok<{ count: number }>(kasir, 'GET', 'hutang/paginated?search=kalung rantai');
    expect(byPiece.count).toBe(byNik.count);
    const t2Owner = await t.login('T2', 'OWNER');
    expect((await ok<{ count: number }>(t2Owner, 'GET', 'hutang/paginated')).count).toBe(0);
    const [first] = open.data;
    expect((await t.call('GET', `hutang/${first?.no_hutang}`, t2Owner)).statusCode).toBe(404);
  });

  it('closes the day: every open loan’s interest rolled, overdue ones flagged, no principal changed', async () => {
    // Validate what still waits (the loan above the maximum), then make one loan overdue.
    const waiting = await ok<{ data: HutangDoc[] }>(spv, 'GET', 'hutang/paginated?status_valid=OPEN');
    for (const row of waiting.data.filter((doc) => doc.status === 'OPEN')) await validate(row.no_hutang);
    // Due 120 days after the loan, then 7 days of grace: from day 128 it may be auctioned.
    const overdue = await lend();
    const graceLeft = await lend();
    await ok(spv, 'POST', 'hutang/validasi', { no_hutang: [overdue.no_hutang, graceLeft.no_hutang] });
    await backdate(overdue.no_hutang, 128);
    await backdate(graceLeft.no_hutang, 127);
    // The loan of the interest test is a year old: overdue as well.
    const flagged = [overdue.no_hutang, yearOld];
    const before = await t.database.db.select().from(hutang).where(eq(hutang.status, 'OPEN'));
    const running = await Promise.all(before.map((row) => read(row.no_hutang)));
    const closing = await closeDay(t, spv);
    expect(closing.statusCode, closing.body).toBe(200);
    const after = await t.database.db.select().from(hutang).where(eq(hutang.status, 'OPEN'));
    expect(
      after
        .map((row) => [row.no_hutang, row.pokok, row.bunga_akrual, row.tgl_akrual, row.lewat_tempo])
        .sort(),
    ).toEqual(
      before
        .map((row, index) => [
          row.no_hutang,
          row.pokok,
          running[index]?.bunga_berjalan?.bunga,
          TEST_TODAY,
          flagged.includes(row.no_hutang),
        ])
        .sort(),
    );
    const [day] = await t.database.db.select().from(hutangHarian).where(eq(hutangHarian.tanggal, TEST_TODAY));
    expect(day).toMatchObject({
      kode_toko: 'PST',
      jumlah_hutang: before.length,
      jumlah_barang: before.length * 2,
      pokok: before.reduce((sum, row) => sum + row.pokok, 0),
      bunga_akrual: running.reduce((sum, doc) => sum + (doc.bunga_berjalan?.bunga ?? 0), 0),
      lewat_tempo: 2,
    });
  });
});
