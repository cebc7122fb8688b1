import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEXTS } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, settled } from './support/browser.ts';
import { pickOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

/**
 * Import Data as an owner moving a shop onto the system uses it (issue 16, decision 024):
 * each wrong choice gets SPEC §5's words, and each of the ten types is imported from a file
 * written like a shop's export (e2e/fixtures/import) and seen on the screen it feeds.
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'import');

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

async function shot(name: string) {
  await settled(page);
  await screenshot(page, `import-data-${name}`);
}

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
