import { addDays, type Barang, formatRupiah, type PenjualanDoc, TEXTS, todayInTimeZone } from '@toko/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiCountTill, apiLogin, apiSoldRing } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { answerConfirm, pickOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

/**
 * Delete Data (decision 025): a sale and a cash entry on day 0, the day closed (the server
 * restarts on the same data with its clock a day on, and the owner closes through the API),
 * then the owner deletes day 0's PENJUALAN and KEUANGAN on the page. Lihat Penjualan shows
 * nothing for that day, while the stock and the till's balance of today are as they were;
 * a period reaching the business day is refused.
 */
const D0 = todayInTimeZone(new Date(), 'Asia/Jakarta');

const call = apiCaller(() => ({ baseUrl: server.url, token: owner }));
const { shot, pickDate } = pageHelpers(() => ({ page, baseUrl: server.url }));
const D1 = addDays(D0, 1);
const clockAt = (day: number) => `${addDays(D0, day)}T05:00:00.000Z`;

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let owner = '';
let sale: PenjualanDoc;
let sold: Barang;

beforeAll(async () => {
  server = await startServer({ env: { TOKO_NOW: clockAt(0) } });
  owner = await apiLogin(server.url, 'PST', 'OWNER');
  const day0 = await apiSoldRing(server.url, owner, ['CINCIN HAPUS', 'CINCIN TETAP'], 'e2e-hapus-jual-0001');
  sold = day0.pieces[0] as Barang;
  sale = day0.sale;
  await call('POST', 'cash/uang-kas', {
    idempotency_key: 'e2e-hapus-kas-0001',
    kode_transaksi: 'MODAL',
    jumlah: 2_000_000,
  });

  const { dataDir } = server;
  await server.stop();
  server = await startServer({ dataDir, env: { TOKO_NOW: clockAt(1) } });
  owner = await apiLogin(server.url, 'PST', 'OWNER');
  await apiCountTill(server.url, owner);
  const closed = await call<{ tgl_system: string }>('POST', 'system/close', { PROSES: 'close' });
  expect(closed.tgl_system).toBe(D1);
  owner = await apiLogin(server.url, 'PST', 'OWNER');

  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await signIn(page, server.url, 'PST', 'OWNER');
  await page.waitForURL('**/dashboard');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const salesTable = (): Locator => page.getByTestId('penjualan-table');
async function day0Sales(): Promise<string> {
  await page.goto(`${server.url}/lihat-penjualan`);
  await pickDate('filter-dari', D0);
  await pickDate('filter-sampai', D0);
  return salesTable().innerText();
}
async function kasHariIni(): Promise<string> {
  await page.goto(`${server.url}/uang-kas`);
  await expect.poll(() => page.getByTestId('saldo-akhir-KAS').innerText()).toMatch(/^Rp /);
  return page.getByTestId('saldo-akhir-KAS').innerText();
}
/** Today's Laporan Barang Summary totals: the stock the shop holds. */
const stockHariIni = () =>
  call<{ totals: Record<string, unknown> }>('POST', 'laporan/barang-sumary', {
    tgl_from: D1,
    tgl_to: D1,
  }).then((report) => report.totals);

async function hapus(type: string): Promise<string> {
  await page.goto(`${server.url}/delete-data`);
  await expect.poll(() => page.title()).toBe('Toko Emas Pusat | DELETE DATA');
  // Both dates start on the last closed day: day 0.
  expect(await page.getByTestId('delete-dari').locator('input').inputValue()).toBe(D0);
  expect(await page.getByTestId('delete-sampai').locator('input').inputValue()).toBe(D0);
  await pickOption(page, page.getByTestId('delete-type'), new RegExp(`^${type}$`));
  await page.getByTestId('hapus-data').click();
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.waitFor({ state: 'visible' });
  const question = await dialog.innerText();
  await shot(`delete-data-konfirmasi-${type.toLowerCase()}`);
  await answerConfirm(page, 'OK');
  await expect.poll(() => page.getByTestId('hapus-pesan').innerText()).toBe(TEXTS.dataTools.berhasilHapus);
  return question;
}

describe('Delete Data', () => {
  it('deletes the closed day’s sales and cash book; the stock and today’s till balance stay', async () => {
    expect(await day0Sales()).toContain(sale.no_faktur_group);
    const kas = await kasHariIni();
    // The sale's cash net of change and the capital put in, carried into today by the closing.
    expect(kas).toBe(formatRupiah(sale.total + 2_000_000));
    const stock = await stockHariIni();

    expect(await hapus('PENJUALAN')).toContain(TEXTS.dataTools.konfirmasiHapus(2, 'PENJUALAN', D0, D0));
    // The sale's and the capital's cash rows, and the day's count of the till (Hitung Kas).
    expect(await hapus('KEUANGAN')).toContain(TEXTS.dataTools.konfirmasiHapus(3, 'KEUANGAN', D0, D0));
    await shot('delete-data-berhasil');

    await expect.poll(() => day0Sales()).toContain(TEXTS.noData);
    await shot('delete-data-lihat-penjualan-kosong');
    expect(await kasHariIni()).toBe(kas);
    expect(await stockHariIni()).toEqual(stock);
    const piece = await call<Barang>('GET', `barang/get/by-barcode/${sold.kode_barcode}`);
    expect(piece).toMatchObject({ stock: 0, status: 'TERJUAL' });
  });

  it('refuses a period reaching the business day, and the server refuses it too', async () => {
    await page.goto(`${server.url}/delete-data`);
    await pickOption(page, page.getByTestId('delete-type'), /^PEMBELIAN$/);
    await pickDate('delete-sampai', D1);
    await page.getByTestId('hapus-data').click();
    await expect
      .poll(() => page.getByTestId('hapus-pesan').innerText())
      .toBe(TEXTS.dataTools.belumDitutup(D1));
    await shot('delete-data-ditolak');
    await expect(
      call('POST', 'truncate/delete-pembelian', { tgl_from: D0, tgl_to: D1, konfirmasi: true }),
    ).rejects.toThrow(TEXTS.dataTools.belumDitutup(D1));
  });
});
