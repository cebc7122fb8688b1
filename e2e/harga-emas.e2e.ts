import fs from 'node:fs';
import { addDays, TEXTS, todayInTimeZone } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
const today = todayInTimeZone(new Date(), 'Asia/Jakarta');
const PATH = '/master-parameter-harga-emas';

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const priceInput = (field: 'harga_jual' | 'harga_beli', group: string) =>
  page.getByTestId(`harga-emas-${field}-${group}`);

async function typePrice(field: 'harga_jual' | 'harga_beli', group: string, digits: string) {
  const input = priceInput(field, group);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(digits);
  await input.blur();
}

async function openScreen() {
  await page.goto(`${server.url}${PATH}`);
  await expect.poll(() => page.title()).toBe('Toko Emas Pusat | MASTER PARAMETER HARGA EMAS');
  await expect.poll(() => priceInput('harga_jual', '750').inputValue(), { timeout: 10_000 }).not.toBe('');
}

describe('Master Parameter Harga Emas', () => {
  it("lets the owner enter today's 750 price, and shows it after a reload and in the history", async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await openScreen();

    const rows = page.getByTestId('harga-emas-table').locator('tbody tr.ant-table-row');
    expect(await rows.locator('td:first-child').allInnerTexts()).toEqual(['LM', '750', '700', '375']);
    expect(await priceInput('harga_jual', '750').inputValue()).toBe('1,480,000');
    expect(await priceInput('harga_beli', 'LM').inputValue()).toBe('1,880,000');
    // The seed's prices are nobody's entry: the owner is told to check today's prices.
    await expect.poll(() => page.getByText(TEXTS.hargaEmas.belumDiinput).isVisible()).toBe(true);
    expect(await page.locator('#harga-emas-tanggal').inputValue()).toBe(today);
    await screenshot(page, 'harga-emas-before');

    // A buy price above the sell price is caught before anything is sent.
    await typePrice('harga_beli', '750', '1500000');
    await expect.poll(() => page.getByText(TEXTS.hargaEmas.hargaBeliTerlaluBesar).isVisible()).toBe(true);
    await screenshot(page, 'harga-emas-invalid');
    await typePrice('harga_beli', '750', '1380000');
    await expect.poll(() => page.getByText(TEXTS.hargaEmas.hargaBeliTerlaluBesar).count()).toBe(0);

    await typePrice('harga_jual', '750', '1495000');
    expect(await priceInput('harga_jual', '750').inputValue()).toBe('1,495,000');
    await screenshot(page, 'harga-emas-edited');
    await page.getByTestId('harga-emas-save').click();
    await expect.poll(() => page.locator('.ant-message-notice').innerText()).toContain(TEXTS.saved);
    // Every group has now been entered by the owner for today.
    await expect.poll(() => page.getByText(TEXTS.hargaEmas.belumDiinput).count()).toBe(0);

    await page.reload();
    await openScreen();
    expect(await priceInput('harga_jual', '750').inputValue()).toBe('1,495,000');
    expect(await priceInput('harga_beli', '750').inputValue()).toBe('1,380,000');
    expect(await page.getByText(TEXTS.hargaEmas.belumDiinput).count()).toBe(0);

    const history = page
      .getByTestId('harga-emas-history')
      .locator('.ant-table-row', { hasText: 'EMAS 18K' })
      .filter({ hasText: '1,495,000' });
    await expect.poll(() => history.count()).toBe(1);
    expect(await history.innerText()).toContain('OWNER');
    await screenshot(page, 'harga-emas-saved');

    // Searching the history narrows it to the group.
    await page.getByLabel('Cari').fill('LOGAM');
    await expect
      .poll(() => page.getByTestId('harga-emas-history').locator('.ant-table-row').allInnerTexts())
      .toEqual([expect.stringContaining('LOGAM MULIA 24K')]);

    // The history exports to CSV with the search applied.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('harga-emas-history').getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const lines = fs
      .readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('LM');
    expect(lines[1]).toContain('1950000');
  });

  it("enters a later date from today's prices and saves only the groups changed", async () => {
    const tomorrow = addDays(today, 1);
    await page.locator('#harga-emas-tanggal').click();
    // The day before tgl_system cannot be picked: past sales already used its price.
    expect(await page.locator(`td[title="${addDays(today, -1)}"]`).getAttribute('class')).toContain(
      'ant-picker-cell-disabled',
    );
    await page.locator(`td[title="${tomorrow}"]`).click();
    await expect.poll(() => page.locator('#harga-emas-tanggal').inputValue()).toBe(tomorrow);
    await expect.poll(() => page.getByText('Belum Diinput', { exact: true }).count()).toBe(4);
    // Nothing stored for tomorrow yet: the form starts from today's prices, not the master's.
    expect(await priceInput('harga_jual', '750').inputValue()).toBe('1,495,000');
    // The warning is about today's prices only.
    expect(await page.getByText(TEXTS.hargaEmas.belumDiinput).count()).toBe(0);

    await typePrice('harga_jual', '700', '1400000');
    await screenshot(page, 'harga-emas-tomorrow');
    await page.getByTestId('harga-emas-save').click();
    await expect.poll(() => page.getByText('Belum Diinput', { exact: true }).count()).toBe(3);
    expect(await priceInput('harga_jual', '700').inputValue()).toBe('1,400,000');

    await page.getByLabel('Cari').fill(tomorrow);
    const historyRows = page.getByTestId('harga-emas-history').locator('.ant-table-row');
    await expect.poll(() => historyRows.allInnerTexts()).toEqual([expect.stringContaining('EMAS TUA')]);
    expect(await historyRows.innerText()).toContain('1,400,000');
    await screenshot(page, 'harga-emas-tomorrow-saved');
  });

  it('refuses the screen to a cashier', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}${PATH}`);
    await expect.poll(() => page.getByText(TEXTS.accessDeniedTitle).isVisible()).toBe(true);
    expect(await page.getByTestId('harga-emas-table').count()).toBe(0);
    await screenshot(page, 'harga-emas-kasir-denied');
  });
});
