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
