import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INDONESIAN_MONTHS, TEXTS } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { pickOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

/**
 * Import Data as an owner moving a shop onto the system uses it (issue 16, decision 024):
 * each wrong choice gets SPEC §5's words, and each of the ten types is imported from a file
 * written like a shop's export (e2e/fixtures/import) and seen on the screen it feeds.
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'import');

const { shot } = pageHelpers(() => ({ page, baseUrl: server.url }), {
  shot: { prefix: 'import-data-', settle: true, pause: 0 },
});

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function toast(text: string) {
  await expect
    .poll(() => page.locator('.ant-message-notice', { hasText: text }).count(), { timeout: 20_000 })
    .toBeGreaterThan(0);
}

async function chooseType(label: string) {
  await pickOption(page, page.getByTestId('import-type'), new RegExp(`^${label}$`));
}

async function chooseFile(file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const input = page.locator('input[type=file]');
  await input.setInputFiles(typeof file === 'string' ? path.join(FIXTURES, file) : file);
  const name = typeof file === 'string' ? file : file.name;
  await expect.poll(() => page.locator('.ant-upload-list').innerText()).toContain(name);
}

async function submit() {
  await page.getByTestId('import-submit').click();
}

describe('Import Data: the choice of type and file (SPEC §5)', () => {
  it('asks for a type, then a file, then a .csv named for its type', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/import-data`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | IMPORT DATA');

    await submit();
    await toast('Type Belum Di Pilih');
    await chooseType('Master Group');
    await submit();
    await toast('File Belum Di Pilih');
    // The page tells which name the file must carry.
    expect(await page.getByText(TEXTS.dataTools.namaFile('master_group')).count()).toBe(1);

    await chooseFile('penjualan_juni_2025.csv');
    await submit();
    await toast('Data Di Import Bukan Group');
    await chooseType('Master Jenis');
    await submit();
    await toast('Data Di Import Bukan Jenis');
    for (const label of ['Master Gudang', 'Master Baki', 'Pembelian']) {
      await chooseType(label);
      await submit();
      await toast('Data Di Import Bukan Gudang');
    }
    await chooseType('Penjualan');
    await chooseFile({
      name: 'penjualan_juni_2025.xlsx',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('x'),
    });
    await submit();
    await toast(TEXTS.dataTools.bukanCsv);
    await shot('pilihan-salah');
    // Nothing was sent for any of these.
    expect(await page.getByTestId('import-result').count()).toBe(0);
  });
});

/** Imports one fixture as `label` and waits for the page's success; answers the result's text. */
async function importFile(label: string, file: string) {
  await chooseType(label);
  await chooseFile(file);
  await submit();
  await expect.poll(() => page.getByTestId('import-result').count(), { timeout: 60_000 }).toBe(1);
  await toast(TEXTS.dataTools.berhasilImport);
  return page.getByTestId('import-result').innerText();
}

async function openImport() {
  await page.goto(`${server.url}/import-data`);
  await expect.poll(() => page.title()).toBe('Toko Emas Pusat | IMPORT DATA');
}

/** A master's screen, searched for a code: the row the import wrote, as the owner reads it. */
async function masterRow(pathName: string, code: string) {
  await page.goto(`${server.url}${pathName}`);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  await page.getByLabel('Cari').fill(code);
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: code }).first();
  await row.waitFor();
  return (await row.innerText()).replace(/\s+/g, ' ');
}

describe('Import Data: the five masters, then seen on their screens', () => {
  it('imports sales, group (Excel’s semicolons), jenis, gudang and baki, each twice without doubling', async () => {
    await openImport();
    expect(await importFile('Master Sales', 'master_sales_pusat.csv')).toContain(
      '2 data baru, 0 data diperbarui',
    );
    await shot('master-sales');
    expect(await importFile('Master Group', 'master_group_excel.csv')).toContain('2 data baru');
    expect(await importFile('Master Jenis', 'master_jenis.csv')).toContain('2 data baru');
    expect(await importFile('Master Gudang', 'master_gudang.csv')).toContain('1 data baru');
    expect(await importFile('Master Baki', 'master_baki.csv')).toContain('2 data baru');
    // The same file again: its keys find the rows the first import made.
    expect(await importFile('Master Sales', 'master_sales_pusat.csv')).toContain(
      '0 data baru, 0 data diperbarui',
    );

    expect(await masterRow('/master-sales', 'S05')).toContain('SITI, AMINAH');
    const group = await masterRow('/master-group', '585');
    expect(group).toContain('EMAS 14K; TUA');
    expect(group).toContain('1,150,000');
    expect(await masterRow('/master-jenis', 'GL5')).toContain('GELANG 14K, RANTAI');
    expect(await masterRow('/master-gudang', 'GDC')).toContain('GUDANG CADANGAN, LANTAI 2');
    const baki = await masterRow('/master-baki', 'PT01');
    expect(baki).toContain('ETALASE EMAS PUTIH');
    expect(baki).toContain('101.500');
    await shot('master-baki');
  });
});

/** Picks a date far from today in a DateInput: its month and year dropdowns, then the day. */
async function pickFarDate(testId: string, date: string) {
  // The previous picker's panel stays visible while it fades out.
  await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
  await page.getByTestId(testId).locator('input').click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  const [year, month] = date.split('-');
  const dropdown = (label: string) => panel.locator('.ant-select', { has: page.getByLabel(label) });
  await pickOption(page, dropdown('Tahun'), new RegExp(`^${year}$`));
  await pickOption(page, dropdown('Bulan'), new RegExp(`^${INDONESIAN_MONTHS[Number(month) - 1]}$`));
  await panel.locator(`td[title="${date}"]`).click();
  await expect.poll(() => page.getByTestId(testId).locator('input').inputValue()).toBe(date);
}

/** A report of the engine over a past period, as the owner asks for it: its rows and totals as text. */
async function report(name: string, from: string, to: string) {
  await page.goto(`${server.url}/laporan-${name}`);
  await page.getByTestId('report-cari').waitFor();
  await pickFarDate('filter-dari', from);
  await pickFarDate('filter-sampai', to);
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/laporan/') && response.request().method() === 'POST',
  );
  await page.getByTestId('report-cari').click();
  expect((await answered).status()).toBe(200);
  await toast(TEXTS.reportAvailable);
  const table = page.getByTestId('report-table');
  const oneLine = (text: string) => text.replace(/\s+/g, ' ');
  return {
    rows: await table.locator('.ant-table-tbody tr.ant-table-row').count(),
    body: oneLine(await table.locator('.ant-table-tbody').innerText()),
    totals: oneLine(await page.getByTestId('report-totals').innerText()),
  };
}

describe('Import Data: a month of the old system’s documents and money, seen in the reports', () => {
  it('imports the sales of June 2025 and Laporan Transaksi Penjualan shows them', async () => {
    await openImport();
    expect(await importFile('Penjualan', 'penjualan_juni_2025.csv')).toContain('4 data baru');
    await shot('penjualan');
    const sales = await report('transaksi-penjualan', '2025-06-14', '2025-06-15');
    expect(sales.rows).toBe(4);
    expect(sales.body).toContain('KALUNG RANTAI "ITALY"');
    expect(sales.body).toContain('IBU MARIA, SE');
    // 5,003,500 + 2,295,000 + 14,000,000 + 1,528,000; 3.270 + 1.500 + 10.500 + 2.010 g.
    expect(sales.totals).toContain('22,826,500');
    expect(sales.totals).toContain('17.280');
    await shot('laporan-penjualan');

    // The same file again finds its rows.
    await openImport();
    expect(await importFile('Penjualan', 'penjualan_juni_2025.csv')).toContain('0 data baru');
    expect((await report('transaksi-penjualan', '2025-06-14', '2025-06-15')).rows).toBe(4);
  });

  it('imports the buybacks (the export’s totals line is the dropped last row) into Laporan Transaksi Pembelian', async () => {
    await openImport();
    expect(await importFile('Pembelian', 'pembelian_juni_2025.csv')).toContain('3 data baru');
    const buybacks = await report('transaksi-pembelian', '2025-06-14', '2025-06-15');
    expect(buybacks.rows).toBe(3);
    expect(buybacks.body).toContain('GELANG "KERONCONG"');
    expect(buybacks.totals).toContain('14,643,000');
    expect(buybacks.totals).toContain('13.150');
  });

  it('imports cash and non-cash money into the two keuangan reports', async () => {
    await openImport();
    expect(await importFile('Keuangan Cash', 'keuangan_cash_juni_2025.csv')).toContain('3 data baru');
    expect(await importFile('Keuangan Non Cash', 'keuangan_non_cash_juni_2025.csv')).toContain('2 data baru');
    const cash = await report('transaksi-keuangan-cash', '2025-06-14', '2025-06-15');
    expect(cash.body).toContain('PENJUALAN CINCIN, LIONTIN');
    expect(cash.body).toContain('BAYAR LISTRIK JUNI');
    // 7,298,500 + 1,528,000 in, 850,000 out.
    expect(cash.totals).toContain('8,826,500');
    expect(cash.totals).toContain('850,000');
    const bank = await report('keuangan-non-cash', '2025-06-14', '2025-06-15');
    // Each line on its account; the card's 510,000 is 500,000 for the shop and 10,000 fee (decision 012).
    expect(bank.body).toContain('TRANSFER 1234567890 LAMA-FJ-250614-0002 14,000,000 0 14,000,000');
    expect(bank.body).toContain('DEBET MANDIRI LAMA-FJ-250615-0009 500,000 10,000 510,000');
    await shot('laporan-keuangan-non-cash');
  });

  it('imports the old system’s daily stock summary into Laporan Barang Summary', async () => {
    await openImport();
    expect(await importFile('Barang Summary', 'barang_summary_juni_2025.csv')).toContain('3 data baru');
    const summary = await report('barang-sumary', '2025-06-14', '2025-06-14');
    expect(summary.rows).toBe(3);
    // Pieces and grams at the day's end: 44 + 11 + 4 pieces, 143.480 + 115.500 + 33.600 g.
    expect(summary.totals).toContain('59');
    expect(summary.totals).toContain('292.580');
    await shot('laporan-barang-summary');
  });
});
