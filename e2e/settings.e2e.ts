import { type NotaSetting, TEXTS } from '@toko/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.ts';
import { pageHelpers, wholeText } from './support/page.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { sidebarTopLevel, signIn } from './support/session.ts';

let server: RunningServer;
let browser: { context: BrowserContext; close: () => Promise<void> };
let page: Page;

const NEW_FOOTER = 'Barang yang sudah dibeli dapat dijual kembali ke toko kami.';
const NEW_SHOP_NAME = 'Toko Emas Pusat Jaya';

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await signIn(page, server.url, 'PST', 'OWNER');
  await page.waitForURL('**/dashboard');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toast = (text: string): Locator => page.locator('.ant-message').getByText(text);
const byTestId = (id: string): Locator => page.getByTestId(id);
// Settings screens share one title: a screen is there when its heading is.
const { shot, open, choose } = pageHelpers(() => ({ page, baseUrl: server.url }), { mark: 'heading' });

/** The text a single antd Select shows: its choice, or its placeholder. */
function selectText(testId: string): Locator {
  return byTestId(testId).locator('.ant-select-content');
}

async function api<T>(path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { 'x-auth-token': localStorage.getItem('token') ?? '' } });
    return response.json();
  }, path) as Promise<T>;
}

describe('Setting System', () => {
  it('checks a parameter before sending it, then saves PEMBULATAN 1000', async () => {
    await open('/settingsystem', 'Setting System');
    const input = byTestId('para-input-PEMBULATAN');
    await input.waitFor();
    expect(await input.inputValue()).toBe('500');
    expect(await page.getByText('Pembulatan harga ke atas ke kelipatan nilai ini (Rp)').isVisible()).toBe(
      true,
    );

    // Only digits go in; zero is refused with the server's own words.
    await input.fill('1.000abc');
    expect(await input.inputValue()).toBe('1000');
    await input.fill('0');
    await expect
      .poll(() => byTestId('para-error-PEMBULATAN').innerText())
      .toBe('PEMBULATAN harus bilangan bulat lebih dari 0');
    await shot('settingsystem-error');

    await input.fill('1000');
    expect(await byTestId('para-error-PEMBULATAN').count()).toBe(0);
    await byTestId('para-save-PEMBULATAN').click();
    await expect.poll(() => toast(TEXTS.saved).isVisible()).toBe(true);
    // The screens' rounding follows without signing in again.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pembulatan'))).toBe('1000');
    await page.reload();
    await expect.poll(() => byTestId('para-input-PEMBULATAN').inputValue()).toBe('1000');
  });

  it('switches SEPUHAN_MODULE off: the Sepuhan group leaves the sidebar at the next load', async () => {
    expect(await sidebarTopLevel(page)).toContain('Sepuhan');
    const sepuhan = byTestId('para-switch-SEPUHAN_MODULE');
    expect(await sepuhan.getAttribute('aria-checked')).toBe('true');
    await sepuhan.click();
    await expect.poll(() => toast(TEXTS.saved).isVisible()).toBe(true);
    await expect.poll(() => sepuhan.getAttribute('aria-checked')).toBe('false');
    await page.mouse.move(0, 0);
    await shot('settingsystem');

    await page.reload();
    await byTestId('para-switch-SEPUHAN_MODULE').waitFor();
    // The sidebar first shows the stored menu, then the server's fresh one.
    await expect.poll(() => sidebarTopLevel(page), { timeout: 10_000 }).not.toContain('Sepuhan');
    expect(await byTestId('para-switch-SEPUHAN_MODULE').getAttribute('aria-checked')).toBe('false');

    // Its pages close too, by typed address as well as by menu.
    await page.goto(`${server.url}/cucian`);
    await expect.poll(() => page.getByText(TEXTS.accessDeniedTitle).isVisible()).toBe(true);
  });
});

describe('receipt settings', () => {
  it('edits the footer and the two-copy print of Nota Pembelian on /settingNota', async () => {
    await open('/settingNota', 'Setting Nota');
    await page.getByRole('tab', { name: 'Nota Pembelian' }).click();
    const footer = byTestId('nota-footer-SLIP_PEMBELIAN');
    await footer.waitFor();
    await footer.fill(NEW_FOOTER);
    expect(await footer.inputValue()).toBe(NEW_FOOTER);
    expect(
      await page.getByRole('tabpanel').getByText('Cetak 2 rangkap (customer dan internal)').isVisible(),
    ).toBe(true);
    await byTestId('nota-duplicate-SLIP_PEMBELIAN').click();
    await shot('settingnota');
    await byTestId('nota-save-SLIP_PEMBELIAN').click();
    await expect.poll(() => toast(TEXTS.saved).isVisible()).toBe(true);

    await page.reload();
    await page.getByRole('tab', { name: 'Nota Pembelian' }).click();
    await expect.poll(() => byTestId('nota-footer-SLIP_PEMBELIAN').inputValue()).toBe(NEW_FOOTER);
    expect(await byTestId('nota-duplicate-SLIP_PEMBELIAN').getAttribute('aria-checked')).toBe('true');
  });

  it('changes the paper of Nota Pembelian on /setting-nota, keeping its footer', async () => {
    await open('/setting-nota', 'Setting Nota Slip');
    await byTestId('printer-card-SLIP_PEMBELIAN').waitFor();
    expect(await selectText('printer-paper-SLIP_PEMBELIAN').innerText()).toBe('Thermal 80 mm');
    expect(await selectText('printer-platform-SLIP_PEMBELIAN').innerText()).toBe('Desktop');
    await choose('printer-paper-SLIP_PEMBELIAN', wholeText('A4'));

    // An empty platform chooser shows the spec's prompt and may not be saved.
    const platform = byTestId('printer-platform-SLIP_PEMBELIAN');
    await platform.hover();
    await platform.locator('.ant-select-clear').click();
    await expect
      .poll(() => selectText('printer-platform-SLIP_PEMBELIAN').innerText())
      .toBe(TEXTS.selectPrompt);
    await byTestId('printer-save-SLIP_PEMBELIAN').click();
    await expect
      .poll(() => byTestId('printer-card-SLIP_PEMBELIAN').getByText('Platform Harus Dipilih').isVisible())
      .toBe(true);
    await page.mouse.move(0, 0);
    await shot('setting-nota-slip-prompt');

    await choose('printer-platform-SLIP_PEMBELIAN', wholeText('Desktop'));
    await byTestId('printer-save-SLIP_PEMBELIAN').click();
    await expect.poll(() => toast(TEXTS.saved).isVisible()).toBe(true);

    const settings = await api<NotaSetting[]>('/api/setting-nota');
    const pembelian = settings.find((setting) => setting.slip_type === 'SLIP_PEMBELIAN');
    expect(pembelian).toMatchObject({
      paper: 'A4',
      platform: 'DESKTOP',
      footer: NEW_FOOTER,
      duplicate: true,
    });
    await page.reload();
    await byTestId('printer-card-SLIP_PEMBELIAN').waitFor();
    expect(await selectText('printer-paper-SLIP_PEMBELIAN').innerText()).toBe('A4');
    await shot('setting-nota-slip');
  });
});

describe('Setting Toko', () => {
  it('renames the shop and uploads its logo; the header follows at the next sign-in', async () => {
    await open('/settingtoko', 'Setting Toko');
    expect(await byTestId('toko-kode').inputValue()).toBe('PST');
    expect(await byTestId('toko-tgl').inputValue()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(await byTestId('toko-nama').inputValue()).toBe('Toko Emas Pusat');

    await byTestId('toko-telepon').fill('021-3456789 ext');
    expect(await byTestId('toko-telepon').inputValue()).toBe('021-3456789 ');
    await byTestId('toko-telepon').fill('(021) 345-6789');
    await byTestId('toko-nama').fill('');
    await expect.poll(() => page.getByText('Nama Toko Harus Diisi').isVisible()).toBe(true);
    await byTestId('toko-nama').fill(NEW_SHOP_NAME);

    // A logo drawn in the page, chosen through the upload button's file input.
    const logo = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 400;
      canvas.height = 400;
      const context = canvas.getContext('2d');
      if (!context) return '';
      context.fillStyle = '#8b6914';
      context.beginPath();
      context.arc(200, 200, 190, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#fff8e1';
      context.font = 'bold 160px sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText('TE', 200, 210);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    await byTestId('image-upload-input').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(logo, 'base64'),
    });
    await byTestId('image-upload-preview').waitFor();
    await expect.poll(() => toast(TEXTS.saved).isVisible()).toBe(true);

    await byTestId('toko-save').click();
    await expect.poll(() => toast(TEXTS.saved).count()).toBeGreaterThan(0);
    await expect
      .poll(() => api<{ nama_toko: string }>('/api/toko/current'))
      .toMatchObject({
        nama_toko: NEW_SHOP_NAME,
        telepon: '(021) 345-6789',
      });
    await page.mouse.move(0, 0);
    await shot('settingtoko');

    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.locator('header').getByText(NEW_SHOP_NAME).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe(`${NEW_SHOP_NAME} | DASHBOARD`);
  });
});

describe('Log Aktivitas', () => {
  it('shows the changes just made, newest first, each with its before and after', async () => {
    await open('/audit-log', 'Log Aktivitas');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    expect(await page.locator('.ant-table-thead th').allInnerTexts()).toEqual([
      'Waktu',
      'User',
      'Aksi',
      'Data',
      'Kode',
      'Detail',
    ]);
    const texts = (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    const indexOf = (part: string) => texts.findIndex((text) => text.includes(part));
    for (const part of [
      'Setting System PEMBULATAN 500 → 1000',
      'Setting System SEPUHAN_MODULE true → false',
      'Setting Nota SLIP_PEMBELIAN',
      'Toko PST',
    ]) {
      expect(indexOf(part), part).toBeGreaterThanOrEqual(0);
    }
    // Newest first: the shop's rename came after the rounding change.
    expect(indexOf('Toko PST')).toBeLessThan(indexOf('PEMBULATAN'));
    expect(texts[indexOf('PEMBULATAN')]).toContain('OWNER');
    await shot('audit-log');

    await page.getByLabel('Cari').fill('SLIP_PEMBELIAN');
    await expect
      .poll(async () => (await rows.allInnerTexts()).every((text) => text.includes('SLIP_PEMBELIAN')))
      .toBe(true);
    // Two saves of Nota Pembelian: the paper (newest, first) and, below it, the footer.
    expect(await rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain('Paper: THERMAL_80 → A4');
    await rows.last().getByRole('button', { name: 'Lihat Detail' }).click();
    const detail = page.getByRole('dialog', { name: 'Detail Log Aktivitas' });
    await detail.waitFor();
    // Field by field, the footer's row marked as the change, no JSON to read.
    const changed = byTestId('audit-detail').locator('tr[data-changed="true"]', { hasText: NEW_FOOTER });
    expect(await changed.count()).toBe(1);
    expect(await changed.innerText()).toMatch(/^Footer\s/);
    expect(await byTestId('audit-detail').innerText()).not.toContain('{');
    await shot('audit-log-detail');
    await detail.getByRole('button', { name: 'OK', exact: true }).click();
    await detail.waitFor({ state: 'hidden' });
  });
});
