import { TEXTS, todayInTimeZone } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiLogin, apiSoldRing } from './support/api.ts';
import { openBrowser, screenshot, settled } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { confirmOk, signIn, userMenu } from './support/session.ts';

/**
 * Laporan EOD (issue 17) as an owner reads it: a day of PST with a sale and cash put into
 * the till, closed through Tutup Toko on the screen, then /laporan-eod asked for that day
 * shows what the closing stored: the stock of every group, the cash per kategori and the
 * till's balance.
 */
const today = todayInTimeZone(new Date(), 'Asia/Jakarta');

const call = apiCaller(() => ({ baseUrl: server.url, token }));
const { pickDate } = pageHelpers(() => ({ page, baseUrl: server.url }));
let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let token = '';

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server.url, 'PST', 'OWNER');
  await apiSoldRing(server.url, token, ['CINCIN EOD', 'CINCIN SISA'], 'e2e-eod-jual-0001');
  await call('POST', 'cash/uang-kas', {
    idempotency_key: 'e2e-eod-kas-0001',
    kode_transaksi: 'MODAL',
    jumlah: 2_000_000,
  });
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Laporan EOD', () => {
  it('shows the summary the closing stored for the day closed on the screen', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await userMenu(page, 'Tutup Toko');
    await confirmOk(page);
    await expect
      .poll(() => page.locator('.ant-message-notice').innerText(), { timeout: 30_000 })
      .toContain(TEXTS.storeClosed);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });

    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/laporan-eod`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | LAPORAN EOD');
    // The form opens on the new business date; the closed day is the one before it.
    await pickDate('filter-dari', today);
    await pickDate('filter-sampai', today);
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/laporan/eod') && response.request().method() === 'POST',
    );
    await page.getByTestId('report-cari').click();
    expect((await answered).status()).toBe(200);
    const table = page.getByTestId('report-table');
    await expect.poll(() => table.innerText()).toContain('Semua group: Stok akhir');
    const text = await table.innerText();
    for (const expected of [
      'Group 750: Tambah barang',
      'Group 750: Jual',
      'PENJUALAN',
      'MODAL',
      'Saldo KAS',
    ]) {
      expect(text).toContain(expected);
    }
    // Documents by state in words, the codes staying in the stored line's kelompok and pos.
    expect(text).toContain('Penjualan: Sudah Validasi');
    expect(text).not.toContain('PENJUALAN DONE');
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    // The day added two rings and sold one: one left, 2.500 g.
    const akhir = table.locator('tr', { hasText: 'Semua group: Stok akhir' });
    expect((await akhir.innerText()).split(/\s+/)).toEqual(expect.arrayContaining(['1', '2.500']));
    expect(await page.getByTestId('export-pdf').isDisabled()).toBe(false);
    await settled(page);
    await screenshot(page, 'laporan-eod');
  });
});
