import { PAPAN_HARGA_MODULE, TEXTS } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiLogin } from './support/api.ts';
import { openBrowser, screenshot, settled } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

/**
 * Papan Harga (issue 30) as a shop runs it: the board open on the shop's TV without signing
 * in, the owner saving the morning's price on Master Parameter Harga Emas in another window,
 * and the TV showing it within 5 seconds. Pictures at 1920x1080 (the TV), 1366x768 and 390x844
 * (a customer's phone).
 */
let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let tv: Page;
let token = '';
const call = apiCaller(() => ({ baseUrl: server.url, token }));

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server.url, 'PST', 'OWNER');
  await call('PUT', `para-system/key/${PAPAN_HARGA_MODULE}`, { value: 'true' });
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  tv = await browser.context.newPage();
  await tv.setViewportSize({ width: 1920, height: 1080 });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const row750 = () => tv.getByTestId('papan-harga-750');

describe('Papan Harga', () => {
  it('shows the shop’s prices on the TV without signing in, and that today’s are not entered yet', async () => {
    await tv.goto(`${server.url}/papan-harga/PST`);
    await expect.poll(() => row750().innerText(), { timeout: 15_000 }).toContain('Rp 1,480,000');
    expect(await tv.getByRole('heading', { level: 1 }).innerText()).toBe('Toko Emas Pusat');
    expect(await tv.getByTestId('papan-harga-belum').innerText()).toBe(TEXTS.papanHarga.belumDiperbarui);
    // A TV cannot scroll: the banner and every group fit its 1080 px.
    expect(await tv.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1080);
    expect(await tv.title()).toContain('Papan Harga');
    await settled(tv);
    await screenshot(tv, 'papan-harga-1920-belum');
  });

  it('shows the owner’s new price within 5 seconds of saving it, with the receipt column of the counter', async () => {
    // The owner's window in front (a tab behind runs no animation: antd's menus never open);
    // the TV's tab stays open behind it, as on a second screen.
    await page.bringToFront();
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/master-parameter-harga-emas`);
    const link = page.getByTestId('buka-papan-harga');
    expect(await link.getAttribute('href')).toBe('/papan-harga/PST');
    expect(await link.getAttribute('target')).toBe('_blank');
    const input = page.getByTestId('harga-emas-harga_jual-750');
    await expect.poll(() => input.inputValue(), { timeout: 10_000 }).toBe('1,480,000');
    await input.click();
    await input.press('ControlOrMeta+a');
    await input.pressSequentially('1495000');
    await input.blur();
    await page.getByTestId('harga-emas-save').click();
    await expect.poll(() => page.locator('.ant-message-notice').innerText()).toContain(TEXTS.saved);

    // No reload on the TV: the shop's socket room tells it.
    await expect.poll(() => row750().innerText(), { timeout: 5_000 }).toContain('Rp 1,495,000');
    // A gram bought today comes back at Rp 1,495,000 less the demo's least cut, Rp 50,000 a gram.
    expect(await row750().innerText()).toContain('Rp 1,445,000');
    await expect.poll(() => tv.getByTestId('papan-harga-belum').count()).toBe(0);
    expect(await tv.getByTestId('papan-harga-waktu').innerText()).toMatch(/^Diperbarui pukul \d{2}:\d{2}$/);
    await tv.bringToFront();
    await settled(tv);
    await screenshot(tv, 'papan-harga-1920');
  });

  it('reads on a laptop and on a phone', async () => {
    await tv.setViewportSize({ width: 1366, height: 768 });
    await settled(tv);
    await screenshot(tv, 'papan-harga-1366');
    await tv.setViewportSize({ width: 390, height: 844 });
    await settled(tv);
    // One card a group: every price under its own label, nothing wider than the phone.
    const cell = row750().locator('td').first();
    expect(await cell.innerText()).toBe('Rp 1,495,000');
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Harga Jual"');
    expect(await tv.locator('thead').isVisible()).toBe(false);
    expect(await tv.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(tv, 'papan-harga-390');
  });

  it('shows no price once the shop switches its board off', async () => {
    await call('PUT', `para-system/key/${PAPAN_HARGA_MODULE}`, { value: 'false' });
    await expect.poll(() => tv.getByTestId('papan-harga-tidak-aktif').count(), { timeout: 5_000 }).toBe(1);
    expect(await tv.getByTestId('papan-harga-tabel').count()).toBe(0);
    expect(await tv.getByTestId('papan-harga-tidak-aktif').innerText()).toBe(TEXTS.papanHarga.tidakAktif);
  });
});
