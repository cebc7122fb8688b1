import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Barang, type ReportName, reportByName, TEXTS } from '@toko/shared';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiLogin, apiSale, goldPiece } from './support/api.ts';
import { openBrowser, screenshot, screenshotDir, settled } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { pickOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

/**
 * Reports as a shop owner reads them: Laporan Transaksi Penjualan opened from the side
 * menu, searched for today, its rows and totals; the PDF looked at as a picture and the
 * Excel file checked; a cashier is refused.
 */

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let token: string;

const call = apiCaller(() => ({ baseUrl: server.url, token }));
// The whole screen at 1366 wide, once nothing moves.
const { shot } = pageHelpers(() => ({ page, baseUrl: server.url }), {
  shot: { prefix: 'reports-', settle: true, pause: 0 },
});
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-e2e-laporan-'));

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  token = await apiLogin(server.url, 'PST', 'OWNER');
  const { items } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [
      goldPiece('CINCIN CONTOH', '750', 'CC', 'LT17', 3.27, 50_000),
      goldPiece('KALUNG RANTAI SINGAPUR', '700', 'KL', 'KLDLM', 10.5),
    ],
  });
  const [cincin, kalung] = items;
  if (!cincin || !kalung) throw new Error('barang tidak tersimpan');
  await apiSale(call, [cincin, kalung], {
    idempotency_key: 'e2e-laporan-0001',
    kode_sales: 'S01',
    nama_customer: 'ibu ani wijaya',
    cash: 19_493_500,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(downloads, { recursive: true, force: true });
});

const table = () => page.getByTestId('report-table');
const rows = () => table().locator('.ant-table-tbody tr.ant-table-row');
const oneLine = (text: string) => text.split(/\s+/).join(' ');

async function toast(text: string) {
  await expect.poll(() => page.locator('.ant-message-notice', { hasText: text }).count()).toBeGreaterThan(0);
}

/** Clicks Cari and waits for the report's answer. */
async function cari() {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/laporan/') && response.request().method() === 'POST',
  );
  await page.getByTestId('report-cari').click();
  return (await answered).status();
}

async function download(testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const saved = path.join(downloads, file.suggestedFilename());
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), saved };
}

/** The PDF's first page as a PNG beside the screenshots, to be looked at (poppler's pdftoppm). */
async function pictureOf(pdfFile: string, name: string) {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
  } catch {
    console.warn('pdftoppm (poppler-utils) tidak ada: halaman PDF tidak diubah menjadi gambar');
    return;
  }
  fs.mkdirSync(screenshotDir, { recursive: true });
  const prefix = path.join(screenshotDir, name);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdfFile, prefix]);
  expect(fs.statSync(`${prefix}.png`).size).toBeGreaterThan(1000);
}

describe('Laporan', () => {
  it('opens Laporan Transaksi Penjualan from the side menu and shows today’s sales with their totals', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    const sidebar = page.getByTestId('sidebar');
    // Laporan, then its Penjualan group (not the top-level Penjualan menu), then the report.
    await sidebar.locator('.ant-menu-submenu-title', { hasText: /^Laporan$/ }).click();
    const laporan = sidebar.locator('li.ant-menu-submenu-open', {
      has: page.locator(':scope > .ant-menu-submenu-title', { hasText: /^Laporan$/ }),
    });
    await laporan.locator('.ant-menu-submenu-title', { hasText: /^Penjualan$/ }).click();
    await sidebar.getByText('Laporan Transaksi Penjualan', { exact: true }).click();
    await page.waitForURL('**/laporan-transaksi-penjualan');
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | LAPORAN TRANSAKSI PENJUALAN');

    // Nothing is asked before Cari: the table is empty and the exports wait.
    expect(await table().innerText()).toContain(TEXTS.noData);
    expect(await page.getByTestId('export-pdf').isDisabled()).toBe(true);
    await shot('transaksi-penjualan-awal');

    expect(await cari()).toBe(200);
    await toast(TEXTS.reportAvailable);
    await expect.poll(() => rows().count()).toBe(2);
    const body = oneLine(await table().locator('.ant-table-tbody').innerText());
    expect(body).toContain('CINCIN CONTOH');
    expect(body).toContain('KALUNG RANTAI SINGAPUR');
    expect(body).toContain('5,003,500');
    // Status in words (decision 036): a standing line reads Berlaku, not its code OK; the
    // status filter offers the same words and reads Berlaku when nothing is chosen.
    expect(await rows().first().locator('td').last().innerText()).toBe('Berlaku');
    expect(await table().locator('thead th').last().innerText()).toBe('Status');
    expect(await page.getByTestId('filter-status').innerText()).toContain('Berlaku');
    // The totals row sums every row of the query: grams with 3 decimals, rupiah grouped.
    const totals = oneLine(await page.getByTestId('report-totals').innerText());
    expect(totals).toContain('TOTAL');
    expect(totals).toContain('13.770');
    expect(totals).toContain('19,493,500');
    // Numbers line up on the right.
    const align = await table()
      .locator('.ant-table-tbody tr.ant-table-row')
      .first()
      .locator('td')
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textAlign));
    expect(align).toContain('right');
    await shot('transaksi-penjualan');
  });

  it('filters by sales person and says when nothing matches', async () => {
    await pickOption(page, page.getByTestId('filter-sales'), 'S02 - ');
    expect(await cari()).toBe(200);
    await toast(TEXTS.reportUnavailable);
    await expect.poll(() => rows().count()).toBe(0);
    expect(await table().innerText()).toContain(TEXTS.noData);
    await pickOption(page, page.getByTestId('filter-sales'), 'S01 - ');
    expect(await cari()).toBe(200);
    await expect.poll(() => rows().count()).toBe(2);
  });

  it('shows the whole chain with a Toko column for the owner', async () => {
    await pickOption(page, page.getByTestId('filter-toko'), 'Semua Toko');
    expect(await cari()).toBe(200);
    await expect.poll(() => table().locator('thead th').first().innerText()).toBe('Toko');
    await expect.poll(() => rows().count()).toBe(2);
    expect(await rows().first().locator('td').first().innerText()).toBe('PST');
    await shot('transaksi-penjualan-semua-toko');
    await pickOption(page, page.getByTestId('filter-toko'), 'PST - ');
    expect(await cari()).toBe(200);
    await expect.poll(() => table().locator('thead th').first().innerText()).toBe('Tanggal');
  });

  it('exports the PDF: A4 landscape, looked at as a picture', async () => {
    const { name, saved } = await download('export-pdf');
    expect(name).toMatch(/^laporan-transaksi-penjualan_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = fs.readFileSync(saved);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // 297 x 210 mm: 841.89 x 595.28 points, wider than tall.
    const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));
    expect([Math.round(Number(box?.[1])), Math.round(Number(box?.[2]))]).toEqual([842, 595]);
    await pictureOf(saved, 'reports-transaksi-penjualan-pdf');
  });

  it('exports Excel under the server’s file name', async () => {
    const { name, saved } = await download('export-excel');
    expect(name).toMatch(/^laporan-transaksi-penjualan_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    // An .xlsx is a zip.
    const file = fs.readFileSync(saved);
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    // Status in words, and for integrators the stored code in the Kode Status column after it.
    const sheet = new TextDecoder().decode(unzipSync(new Uint8Array(file))['xl/worksheets/sheet1.xml']);
    const texts = [...sheet.matchAll(/<t xml:space="preserve">(.*?)<\/t>/g)].map(([, text]) => text);
    const header = texts.indexOf('Status');
    expect(texts.slice(header, header + 2)).toEqual(['Status', 'Kode Status']);
    expect(texts.filter((text) => text === 'Berlaku')).toHaveLength(2);
    expect(texts.filter((text) => text === 'OK')).toHaveLength(2);
  });

  it('shows how far an Excel export got while it comes in', async () => {
    // A slow line (1 KB/s) stretches the small file over seconds, as a big report on a shop's line.
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 1024,
      uploadThroughput: -1,
    });
    try {
      const progress = page.getByTestId('export-progress');
      const downloaded = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByTestId('export-excel').click();
      // First the rows the search counted, then the kilobytes received so far.
      await expect.poll(() => progress.innerText()).toBe('Menyiapkan Excel 2 baris...');
      await expect
        .poll(() => progress.innerText(), { timeout: 30_000 })
        .toMatch(/^Mengunduh Excel: \d+ KB diterima$/);
      await shot('transaksi-penjualan-export-progress');
      const file = await downloaded;
      const saved = path.join(downloads, `progress-${file.suggestedFilename()}`);
      await file.saveAs(saved);
      const sheet = unzipSync(new Uint8Array(fs.readFileSync(saved)))['xl/worksheets/sheet1.xml'];
      expect(new TextDecoder().decode(sheet)).toContain('TOTAL');
      await expect.poll(() => progress.count()).toBe(0);
    } finally {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
    }
  });

  it('opens a report of every other group, each answering from its own ledger', async () => {
    // Barang (the day's stock balance), Pembelian, Keuangan (the till's cash book), Otorisasi, Member.
    const groups: Array<{ name: ReportName; sees?: string }> = [
      { name: 'barang-sumary', sees: 'LT17' },
      { name: 'transaksi-pembelian' },
      { name: 'transaksi-keuangan-cash', sees: '19,493,500' },
      { name: 'otorisasi' },
      { name: 'daftar-member', sees: 'PST-M0001' },
    ];
    for (const { name, sees } of groups) {
      const title = reportByName(name)?.title ?? name;
      await page.goto(`${server.url}/laporan-${name}`);
      await expect.poll(() => page.title()).toBe(`Toko Emas Pusat | ${title.toUpperCase()}`);
      expect(await cari(), name).toBe(200);
      if (sees) {
        await expect
          .poll(() => table().locator('.ant-table-tbody').innerText(), { message: name })
          .toContain(sees);
      } else {
        await expect
          .poll(() => page.locator('.ant-message-notice').count(), { message: name })
          .toBeGreaterThan(0);
      }
      await shot(name);
    }
  });

  it('prints the wide Barang Summary on A4 landscape, looked at as a picture', async () => {
    await page.goto(`${server.url}/laporan-barang-sumary`);
    expect(await cari()).toBe(200);
    await expect.poll(() => page.getByTestId('report-totals').innerText()).toContain('TOTAL');
    const { name, saved } = await download('export-pdf');
    expect(name).toMatch(/^laporan-barang-sumary_.*\.pdf$/);
    await pictureOf(saved, 'reports-barang-sumary-pdf');
  });

  it('refuses the report to a cashier without its menu', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/laporan-transaksi-penjualan`);
    await expect.poll(() => page.getByText(TEXTS.accessDeniedTitle).isVisible()).toBe(true);
    expect(await page.getByTestId('report-cari').count()).toBe(0);
    // A cashier is told to ask for the menu…
    expect(await page.getByText(TEXTS.accessDeniedHint).isVisible()).toBe(true);
  });

  it('tells the owner which module and screen switch on a report the shop has not turned on', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/laporan-penjualan-margin`);
    // …an owner is told what to switch on and where, not to ask the Admin (himself).
    const hint = TEXTS.moduleOff(['SEMI_GROSIR_MODULE']);
    await expect.poll(() => page.getByText(hint).isVisible()).toBe(true);
    expect(hint).toContain('Setting System');
    expect(await page.getByText(TEXTS.accessDeniedHint).count()).toBe(0);
    await settled(page);
    await screenshot(page, 'reports-margin-modul-mati');
  });
});
