import {
  addDays,
  formatRentangTanggal,
  formatRupiah,
  formatTanggalPanjang,
  type HutangDoc,
  todayInTimeZone,
} from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiCountTill, apiGrantMenus, apiLogin, apiOpenTill } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { fillOtorisasi, otorisasiDialog, pageHelpers } from './support/page.ts';
import { closeNota } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

/**
 * A pawn loan's life over 45 business days (decision 020, issue 14): the shop's date only
 * moves by closing the day, so between rounds the server restarts on the same data with its
 * clock further on (TOKO_NOW), and the owner closes each day in between, as the shop would
 * have each evening. Day 10: interest paid on one loan, another renewed. Day 45: the first
 * redeemed with exactly 15 more days of interest, the renewal's loan redeemed with its 35
 * days, and a one-month loan left unpaid, past its due date and grace, auctioned into gudang
 * BELI. Every figure is the hand-computed one of the demo tier P1 (Rp 0–5,000,000 at 2.5 % a
 * month) and PEMBULATAN Rp 500: Rp 2,000,000 costs Rp 1,666.67 a day.
 */

const D0 = todayInTimeZone(new Date(), 'Asia/Jakarta');

/** Noon in Jakarta of business day `day` of this journey. */
const clockAt = (day: number) => `${addDays(D0, day)}T05:00:00.000Z`;

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let kasirToken = '';
let spvToken = '';
let key = 0;

const OTORISASI_ALASAN = 'nasabah minta';
const call = apiCaller(() => ({ baseUrl: server.url, token: kasirToken }));
const { shot } = pageHelpers(() => ({ page, baseUrl: server.url }));
const otorisasi = () =>
  fillOtorisasi(page, {
    userId: 'spv',
    alasan: OTORISASI_ALASAN,
    within: otorisasiDialog(page),
    submit: 'visible submit',
  });

async function signInAll() {
  [kasirToken, spvToken] = await Promise.all([
    apiLogin(server.url, 'PST', 'KASIR'),
    apiLogin(server.url, 'PST', 'SPV'),
  ]);
}

/**
 * The shop's clock moves to `day`: the server restarts on the same data with TOKO_NOW that
 * day, then the owner closes each business day up to it (a closing ends every session, so
 * everyone signs in again). Answers the business date reached.
 */
async function liveUntil(day: number): Promise<string> {
  const { dataDir } = server;
  await server.stop();
  server = await startServer({ dataDir, env: { TOKO_NOW: clockAt(day) } });
  let tglSystem = '';
  while (tglSystem !== addDays(D0, day)) {
    const owner = await apiLogin(server.url, 'PST', 'OWNER');
    await apiCountTill(server.url, owner);
    ({ tgl_system: tglSystem } = await call<{ tgl_system: string }>(
      'POST',
      'system/close',
      { PROSES: 'close' },
      owner,
    ));
  }
  await signInAll();
  await signIn(page, server.url, 'PST', 'KASIR');
  await page.waitForURL('**/dashboard');
  return tglSystem;
}

beforeAll(async () => {
  server = await startServer({ env: { TOKO_NOW: clockAt(0) } });
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const ownerToken = await apiLogin(server.url, 'PST', 'OWNER');
  await apiGrantMenus(server.url, ownerToken, 'KASIR', ['transaksi-hutang', 'lihat-hutang']);
  await apiOpenTill(server.url, ownerToken);
  await signInAll();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A loan of Rp 2,000,000 in cash on the pieces given, validated at once. */
async function lend(nama: string, jangkaBulan: number, items: { nama: string; berat: string }[]) {
  const doc = await call<HutangDoc>('POST', 'hutang', {
    idempotency_key: `e2e-journey-${++key}-${Date.now()}`,
    kode_sales: 'S01',
    nama_customer: nama,
    no_hp: '0812000444',
    nik: `317409876543210${key}`,
    items: items.map((item) => ({
      kode_group: '750',
      kode_dept: 'CC',
      nama_barang: item.nama,
      berat: item.berat,
      kadar: 75,
    })),
    pokok: 2_000_000,
    jangka_bulan: jangkaBulan,
    bayar: { cash: 2_000_000, transfer: 0 },
  });
  await call('POST', 'hutang/validasi', { no_hutang: [doc.no_hutang] }, spvToken);
  return doc;
}
const read = (no: string) => call<HutangDoc>('GET', `hutang/${no}`);
/** The supervisor validates every payment waiting, so the evening's closing may run. */
async function validatePayments(doc: HutangDoc) {
  const waiting = doc.pembayaran.filter((line) => line.status_valid === 'OPEN').map((line) => line.no_bayar);
  if (waiting.length > 0) await call('POST', 'hutang/bayar/validasi', { no_bayar: waiting }, spvToken);
}

/** The payment's slip that opens once it is saved: its text, once its title is the one expected. */
async function slipText(title: string): Promise<string> {
  const nota = page.locator('.ant-modal:visible').last();
  await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe(title);
  return nota.innerText();
}

const row = (no: string) => page.getByTestId('hutang-table').locator(`tr[data-row-key="${no}"]`);
async function openList() {
  await page.goto(`${server.url}/lihat-hutang`);
  await expect.poll(() => page.title()).toBe('Toko Emas Pusat | LIHAT HUTANG');
}
async function search(no: string) {
  await page.getByTestId('hutang-search').fill(no);
  await row(no).waitFor();
}
/** Pays what the form asks, in cash, and answers the figure it asked. */
async function payInCash(testId: 'bunga-bayar' | 'lunas', no: string) {
  await search(no);
  await page.getByTestId(`${testId}-${no}`).click();
  await page.getByTestId('bayar-hutang-form').waitFor();
  const total = await page.getByTestId('bayar-total').innerText();
  await page.getByTestId('bayar-cash').fill(total.replace(/\D/g, ''));
  return total;
}

describe('Hutang over 45 business days: bunga, perpanjang, lunas, lelang', () => {
  let gadai: HutangDoc;
  let diperpanjang: HutangDoc;
  let baru = '';
  let macet: HutangDoc;

  it('day 0: lends on two pieces, on one for renewal, and on one for a month; the slip states the terms', async () => {
    gadai = await lend('ibu ratna', 4, [
      { nama: 'cincin polos', berat: '3.270' },
      { nama: 'gelang rantai', berat: '5.105' },
    ]);
    diperpanjang = await lend('pak budi', 2, [{ nama: 'kalung', berat: '4.000' }]);
    macet = await lend('pak anton', 1, [{ nama: 'liontin', berat: '4.500' }]);
    expect(macet.tgl_jatuh_tempo).toBe(addDays(D0, 30));
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await openList();
    await search(gadai.no_hutang);
    await page.getByTestId(`cetak-${gadai.no_hutang}`).click();
    const nota = page.locator('.ant-modal:visible').last();
    await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe('NOTA HUTANG');
    const slip = await nota.innerText();
    for (const text of [
      gadai.no_hutang,
      'IBU RATNA',
      'CINCIN POLOS',
      'GELANG RANTAI',
      '2,000,000',
      '2.5% / bulan',
      formatTanggalPanjang(addDays(D0, 120)),
    ])
      expect(slip).toContain(text);
    // The terms state this loan's 4 months and its due date, not the default 3 months.
    expect(await nota.getByTestId('nota-syarat').first().innerText()).toContain(
      `paling lama 4 (empat) bulan untuk membeli kembali barang ini.\nJatuh tempo ${formatTanggalPanjang(addDays(D0, 120))}.`,
    );
    expect(slip).not.toContain('3 (tiga) bulan');
    await shot('hutang-journey-01-nota');
    await closeNota(page);
  });

  it('day 10: the interest owed is the first month’s minimum, Rp 50,000; paid, it runs the clock to day 30', async () => {
    expect(await liveUntil(10)).toBe(addDays(D0, 10));
    await openList();
    await search(gadai.no_hutang);
    await expect
      .poll(() => page.getByTestId(`bunga-${gadai.no_hutang}`).innerText())
      .toBe('50,000\n10 hari (dihitung 30)\nLunas 2,050,000');
    await shot('hutang-journey-02-hari-10');
    expect(await payInCash('bunga-bayar', gadai.no_hutang)).toBe(formatRupiah(50_000));
    await page.getByTestId('bayar-hutang-ok').click();
    await expect
      .poll(() => page.getByTestId('hutang-action-result').innerText())
      .toBe(`Bunga ${gadai.no_hutang} dibayar Rp 50,000 (30 hari)`);
    // The payment's slip: 10 days ran, 30 charged, the period read forward from the loan's day.
    expect(await slipText('NOTA BAYAR BUNGA HUTANG')).toContain(
      `10 hari, dihitung 30 hari (${formatRentangTanggal(D0, addDays(D0, 30))})`,
    );
    await closeNota(page);
    const paid = await read(gadai.no_hutang);
    expect(paid.tgl_bunga).toBe(addDays(D0, 30));
    expect(paid.bunga_berjalan?.bunga).toBe(0);
    await validatePayments(paid);
  });

  it('day 10: renews the second loan with otorisasi, paying its Rp 50,000 and Rp 500,000 of the principal', async () => {
    await search(diperpanjang.no_hutang);
    await page.getByTestId(`perpanjang-${diperpanjang.no_hutang}`).click();
    await page.getByTestId('perpanjang-form').waitFor();
    await page.getByTestId('perpanjang-pokok').fill('1500000');
    await page.getByTestId('perpanjang-jangka').fill('3');
    await expect.poll(() => page.getByTestId('perpanjang-total').innerText()).toBe('Rp 550,000');
    await page.getByTestId('bayar-cash').fill('550000');
    await shot('hutang-journey-03-perpanjang');
    await page.getByTestId('perpanjang-ok').click();
    await otorisasi();
    await expect
      .poll(() => page.getByTestId('hutang-action-result').innerText())
      .toContain(`${diperpanjang.no_hutang} diperpanjang menjadi `);
    // The renewal's slip names the new loan's due date, 3 months from day 10.
    expect(await slipText('NOTA PERPANJANGAN HUTANG')).toContain(formatTanggalPanjang(addDays(D0, 100)));
    await closeNota(page);
    const closed = await read(diperpanjang.no_hutang);
    expect(closed.pembayaran).toMatchObject([{ jenis: 'PERPANJANG', bunga: 50_000, pokok: 500_000 }]);
    baru = closed.no_hutang_baru ?? '?';
    expect(await read(baru)).toMatchObject({
      status: 'OPEN',
      pokok: 1_500_000,
      tgl_system: addDays(D0, 10),
      tgl_jatuh_tempo: addDays(D0, 100),
    });
    await validatePayments(closed);
  });

  it('day 45: redeems the first loan for 15 more days, Rp 25,000; its two pieces go back', async () => {
    expect(await liveUntil(45)).toBe(addDays(D0, 45));
    await openList();
    await search(gadai.no_hutang);
    // 45 days since the loan, 30 of them paid on day 10: 15 days of Rp 1,666.67 = Rp 25,000.
    await expect
      .poll(() => page.getByTestId(`bunga-${gadai.no_hutang}`).innerText())
      .toBe('25,000\n15 hari\nLunas 2,025,000');
    expect(await payInCash('lunas', gadai.no_hutang)).toBe(formatRupiah(2_025_000));
    await shot('hutang-journey-04-lunas');
    await page.getByTestId('bayar-hutang-ok').click();
    await expect
      .poll(() => page.getByTestId('hutang-action-result').innerText())
      .toBe(`${gadai.no_hutang} lunas Rp 2,025,000; barang jaminan dikembalikan`);
    // 15 days from the clock (day 30) to day 45, the earlier date first.
    const slip = await slipText('NOTA PELUNASAN HUTANG');
    expect(slip).toContain(
      `15 hari, dihitung 15 hari (${formatRentangTanggal(addDays(D0, 30), addDays(D0, 45))})`,
    );
    expect(slip).toContain('Dua Juta Dua Puluh Lima Ribu Rupiah');
    await shot('hutang-journey-04b-nota-lunas');
    await closeNota(page);
    const done = await read(gadai.no_hutang);
    expect(done).toMatchObject({ status: 'LUNAS', tgl_tutup: addDays(D0, 45) });
    expect(done.items.map((item) => item.status)).toEqual(['KEMBALI', 'KEMBALI']);
    // The interest over the loan's life is exactly 45 days' worth: Rp 50,000 + Rp 25,000.
    expect(done.pembayaran.reduce((sum, line) => sum + line.bunga, 0)).toBe(75_000);
    await validatePayments(done);
  });

  it('day 45: the renewal’s loan of Rp 1,500,000 owes its 35 days, Rp 44,000, and is redeemed', async () => {
    // Rp 1,500,000 x 2.5 % / 30 x 35 = Rp 43,750, rounded up to the next Rp 500.
    await search(baru);
    await expect
      .poll(() => page.getByTestId(`bunga-${baru}`).innerText())
      .toBe('44,000\n35 hari\nLunas 1,544,000');
    expect(await payInCash('lunas', baru)).toBe(formatRupiah(1_544_000));
    await page.getByTestId('bayar-hutang-ok').click();
    await expect
      .poll(() => page.getByTestId('hutang-action-result').innerText())
      .toBe(`${baru} lunas Rp 1,544,000; barang jaminan dikembalikan`);
    expect(await slipText('NOTA PELUNASAN HUTANG')).toContain('Rp 1,544,000');
    await closeNota(page);
    await validatePayments(await read(baru));
  });

  it('day 45: the one-month loan, due on day 30 and past its 7 days of grace, is auctioned into gudang BELI', async () => {
    await search(macet.no_hutang);
    expect(await row(macet.no_hutang).innerText()).toContain('Lewat Tempo');
    await page.getByTestId(`lelang-${macet.no_hutang}`).click();
    await shot('hutang-journey-05-lelang-otorisasi');
    await otorisasi();
    await expect
      .poll(() => page.getByTestId('batal-result').innerText())
      .toContain(`${macet.no_hutang} dilelang: nilai emas `);
    const auctioned = await read(macet.no_hutang);
    expect(auctioned).toMatchObject({ status: 'LELANG', tgl_tutup: addDays(D0, 45) });
    // Owed on day 45: 45 days of Rp 1,666.67 = Rp 75,000; the surplus is the value over pokok + bunga.
    const value = auctioned.nilai_lelang ?? -1;
    expect(auctioned.kelebihan_lelang).toBe(Math.max(0, value - 2_075_000));
    expect(await page.getByTestId('batal-result').innerText()).toBe(
      `${macet.no_hutang} dilelang: nilai emas ${formatRupiah(value)}, kelebihan untuk customer ${formatRupiah(
        auctioned.kelebihan_lelang ?? -1,
      )}`,
    );
    const [piece] = auctioned.items;
    const owner = await apiLogin(server.url, 'PST', 'OWNER');
    const barang = await call<{ kode_gudang: string; berat: number }>(
      'GET',
      `barang/get/by-barcode/${piece?.kode_barcode}`,
      undefined,
      owner,
    );
    expect(barang).toMatchObject({ kode_gudang: 'BELI', berat: 4.5 });
    await expect.poll(() => row(macet.no_hutang).count()).toBe(0);
    await shot('hutang-journey-06-lelang');
  });
});
