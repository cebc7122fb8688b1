import { addDays, formatRupiah, formatTanggalPanjang, TEXTS, todayInTimeZone } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiCountTill, apiLogin } from './support/api.ts';
import { openBrowser, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { confirmOk, signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const today = todayInTimeZone(new Date(), 'Asia/Jakarta');

beforeAll(async () => {
  // The shops open today; then the clock jumps two days as if nobody closed them.
  const first = await startServer();
  await first.stop();
  server = await startServer({
    dataDir: first.dataDir,
    env: { TOKO_NOW: new Date(Date.now() + 2 * 86_400_000).toISOString() },
  });
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function closeFromBlockPage() {
  await page.getByRole('button', { name: TEXTS.closeStoreNow }).click();
  await confirmOk(page);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
}

describe('system date behind today', () => {
  it('blocks a cashier on every page, privacy policy included', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await expect.poll(() => page.getByText(TEXTS.dateBlockTitle).isVisible()).toBe(true);
    await screenshot(page, 'date-block');
    await page.goto(`${server.url}/transaksi-penjualan`);
    await expect.poll(() => page.getByText(TEXTS.dateBlockTitle).isVisible()).toBe(true);
    await page.goto(`${server.url}/privacy-policy`);
    await expect.poll(() => page.getByText(TEXTS.dateBlockTitle).isVisible()).toBe(true);
  });

  it('keeps the listed pages, and privacy policy for an owner, reachable', async () => {
    await page.evaluate(() => localStorage.clear());
    await signIn(page, server.url, 'PST', 'OWNER');
    await expect.poll(() => page.getByText(TEXTS.dateBlockTitle).isVisible()).toBe(true);
    for (const [path, title] of [
      ['/settingsystem', 'SETTING SYSTEM'],
      ['/validasi-jual-beli', 'VALIDASI JUAL BELI'],
      // The closing the block asks for waits for the till's count (issue 29).
      ['/hitung-kas', 'HITUNG KAS'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => page.title()).toBe(`Toko Emas Pusat | ${title}`);
      expect(await page.getByText(TEXTS.dateBlockTitle).count()).toBe(0);
    }
    await page.goto(`${server.url}/privacy-policy`);
    await expect.poll(() => page.title()).toBe('Kebijakan Privasi');
    expect(await page.getByText(TEXTS.dateBlockTitle).count()).toBe(0);
    await screenshot(page, 'date-block-privacy-owner');
  });

  it('closes one day at a time until the shop is current', async () => {
    await page.goto(`${server.url}/dashboard`);
    // The first try is refused for the uncounted till, with the way to Hitung Kas, reachable
    // while the date lags; the drawer holds what the book says.
    await page.getByRole('button', { name: TEXTS.closeStoreNow }).click();
    await confirmOk(page);
    const blocker = page.getByTestId('closing-blocker');
    await expect.poll(() => blocker.innerText()).toContain('Kas hari ini belum dihitung');
    await blocker.getByTestId('closing-blocker-link').click();
    await page.waitForURL('**/hitung-kas');
    const { kas_buku } = await apiCall<{ kas_buku: number }>(
      server.url,
      await apiLogin(server.url, 'PST', 'OWNER'),
      'GET',
      'cash/hitung-kas',
    );
    await expect.poll(() => page.getByTestId('hitung-kas-buku').innerText()).toBe(formatRupiah(kas_buku));
    await page.getByTestId('pecahan-lain-lain').fill(String(kas_buku));
    await expect.poll(() => page.getByTestId('hitung-kas-selisih').innerText()).toBe('Sesuai');
    await page.getByTestId('hitung-kas-simpan').click();
    await expect.poll(() => page.getByTestId('hitung-kas-terakhir').isVisible()).toBe(true);
    await screenshot(page, 'date-block-hitung-kas');
    await page.goto(`${server.url}/dashboard`);
    await closeFromBlockPage();
    await signIn(page, server.url, 'PST', 'OWNER');
    // One day closed, still one behind.
    await expect
      .poll(() => page.getByTestId('tanggal-system').inputValue())
      .toContain(formatTanggalPanjang(addDays(today, 1)));
    await expect.poll(() => page.getByText(TEXTS.dateBlockTitle).isVisible()).toBe(true);
    await apiCountTill(server.url, await apiLogin(server.url, 'PST', 'OWNER'));
    await closeFromBlockPage();
    await signIn(page, server.url, 'PST', 'OWNER');
    await expect
      .poll(() => page.getByTestId('tanggal-system').inputValue())
      .toContain(formatTanggalPanjang(addDays(today, 2)));
    await page.waitForURL('**/dashboard');
    expect(await page.getByText(TEXTS.dateBlockTitle).count()).toBe(0);
    await screenshot(page, 'date-block-cleared');
  });
});
