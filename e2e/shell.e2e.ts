import { formatTanggalPanjang, TEXTS, todayInTimeZone } from '@toko/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clickWhenStill, openBrowser, screenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { confirmOk, sidebarTopLevel, signIn, userMenu } from './support/session.ts';

let server: RunningServer;
let browser: { context: BrowserContext; close: () => Promise<void> };
let page: Page;
const today = todayInTimeZone(new Date(), 'Asia/Jakarta');

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  await browser.context.clearCookies();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.goto(`${server.url}/`);
  await page.evaluate(() => localStorage.clear());
});

describe('signing in', () => {
  it('refuses a wrong password with a message', async () => {
    await signIn(page, server.url, 'PST', 'OWNER', 'salah-sekali');
    await expect.poll(() => page.getByTestId('login-error').innerText()).toContain(TEXTS.loginFailed);
    await screenshot(page, 'login-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('brings an owner to the dashboard inside the shell', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() => page.getByTestId('tanggal-system').inputValue())
      .toBe(TEXTS.tanggalSystem(formatTanggalPanjang(today)));
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | DASHBOARD');
    await expect.poll(async () => (await sidebarTopLevel(page)).length).toBeGreaterThan(10);
    const menu = await sidebarTopLevel(page);
    for (const group of [
      'Dashboard',
      'Data Master',
      'Barang',
      'Penjualan',
      'Laporan',
      'Manage Users',
      'Utility',
      'Stock Opname',
    ]) {
      expect(menu.join('|')).toContain(group);
    }
    await expect.poll(() => page.getByText('Budi Santoso').first().isVisible()).toBe(true);
    await screenshot(page, 'owner-dashboard');
  });

  it('opens nested menu items and titles the page after the route', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await clickWhenStill(sidebar.getByText('Laporan', { exact: true }));
    await clickWhenStill(sidebar.getByText('Barang', { exact: true }).last());
    await clickWhenStill(sidebar.getByText('Laporan Timbang Baki'));
    await page.waitForURL('**/laporan-timbang-baki');
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | LAPORAN TIMBANG BAKI');
    await screenshot(page, 'owner-nested-menu');

    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(() => sidebar.evaluate((node) => node.getBoundingClientRect().width)).toBeLessThan(120);
    await screenshot(page, 'sidebar-minified');
    await page.getByTestId('sidebar-toggle').click();
  });
});

describe('menu by level and access', () => {
  it('shows a cashier only the granted menu and refuses other pages', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => sidebarTopLevel(page)).toEqual(['Dashboard', 'Penjualan']);
    await screenshot(page, 'kasir-dashboard');

    await page.goto(`${server.url}/master-group`);
    await expect.poll(() => page.getByText(TEXTS.accessDeniedTitle).isVisible()).toBe(true);
    expect(await page.getByText(TEXTS.accessDeniedHint).isVisible()).toBe(true);
    await screenshot(page, 'kasir-access-denied');
    await page.getByRole('button', { name: TEXTS.goHome }).click();
    await page.waitForURL('**/dashboard');

    await page.goto(`${server.url}/transaksi-penjualan`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | TRANSAKSI PENJUALAN');
    expect(await page.getByText(TEXTS.accessDeniedTitle).count()).toBe(0);
  });

  it('shows sub-menu tiles only for what the user may open', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/SubMenuPenjualan`);
    await expect.poll(() => page.getByText('Transaksi Penjualan').first().isVisible()).toBe(true);
    expect(await page.getByText('Batal Penjualan').count()).toBe(0);
    await page.goto(`${server.url}/SubMenuUtility`);
    await expect.poll(() => page.title()).toContain('UTILITY');
    expect(await page.getByText(TEXTS.accessDeniedTitle).count()).toBe(0);
  });

  it('sends a visitor without a session back to the sign-in page', async () => {
    await page.goto(`${server.url}/master-group`);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByTestId('login-submit').isVisible()).toBe(true);
  });
});

describe('the user dropdown', () => {
  it('changes the password, which the next sign-in needs', async () => {
    await signIn(page, server.url, 'T3', 'KASIR');
    await page.waitForURL('**/dashboard');
    await userMenu(page, 'Ganti Password');
    await page.getByTestId('password-old').fill('salah');
    await page.getByTestId('password-new').fill('kasir-baru-1');
    await page.getByTestId('password-confirm').fill('kasir-baru-1');
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /simpan/i })
      .click();
    await expect.poll(() => page.getByText(TEXTS.wrongOldPassword).first().isVisible()).toBe(true);

    await page.getByTestId('password-old').fill('demo1234');
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /simpan/i })
      .click();
    await expect.poll(() => page.getByText(TEXTS.passwordChanged).first().isVisible()).toBe(true);
    await screenshot(page, 'password-changed');

    await userMenu(page, 'Logout');
    expect(await page.locator('.ant-modal-confirm-title').innerText()).toBe(TEXTS.confirmLogoutTitle);
    expect(await page.locator('.ant-modal-confirm-content').innerText()).toBe(TEXTS.confirmLogoutText);
    await screenshot(page, 'logout-confirm');
    await confirmOk(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('login-submit').waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('islogin')).catch(() => 'navigating'))
      .toBe('false');

    await signIn(page, server.url, 'T3', 'KASIR');
    await expect.poll(() => page.getByTestId('login-error').innerText()).toContain(TEXTS.loginFailed);
    await signIn(page, server.url, 'T3', 'KASIR', 'kasir-baru-1');
    await page.waitForURL('**/dashboard');
  });
});
