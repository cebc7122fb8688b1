import { TEXTS } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
/** The barcode Tambah Data Barang gave the new pendant. */
let liontinBarcode = '';

const { open, pick } = pageHelpers(() => ({ page, baseUrl: server.url }), { mark: 'pusat title' });

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rowsOf = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

describe('Goods entry: tambah, penerimaan, data barang, cetak barcode', () => {
  it('adds a pendant to tray LT17 and shows its new barcode, ready for its label', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await open('/tambah-data-barang', 'TAMBAH DATA BARANG');

    // Saving an empty form names what is missing, in the shared schema's words.
    await page.getByTestId('simpan').click();
    await expect.poll(() => page.getByText('Group Harus Diisi').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Nama Barang Harus Diisi').first().isVisible()).toBe(true);
    await screenshot(page, 'goods-entry-tambah-errors');

    await pick(page.getByTestId('group'), '750 - ');
    await pick(page.getByTestId('jenis'), 'LT - ');
    await pick(page.getByTestId('gudang'), 'TOKO');
    await pick(page.getByTestId('baki'), 'LT17');
    // The group's kadar fills the line.
    await expect.poll(() => page.getByTestId('line-0-kadar').inputValue()).toBe('75');
    expect(await page.getByTestId('line-0-kadar_cetak').inputValue()).toBe('750');
    // Gold pieces are one barcode each: no quantity.
    expect(await page.getByTestId('line-0-jumlah').isDisabled()).toBe(true);
    await page.getByTestId('line-0-nama_barang').pressSequentially('liontin hati');
    expect(await page.getByTestId('line-0-nama_barang').inputValue()).toBe('LIONTIN HATI');
    await page.getByTestId('line-0-berat').fill('2.515');
    await page.getByTestId('line-0-ongkos').fill('50000');
    await page.getByTestId('line-0-detail').click();
    await page.getByTestId('line-0-atribut-tambah').click();
    await page.getByTestId('line-0-atribut-0-nama_atribut').fill('ZIRKON');
    await page.getByTestId('line-0-atribut-0-berat_atribut').fill('0.05');
    await screenshot(page, 'goods-entry-tambah-filled');
    await page.getByTestId('simpan').click();

    await expect
      .poll(() => page.getByTestId('saved-number').textContent(), { timeout: 10_000 })
      .toMatch(/^PST-TB-\d{6}-\d{4}$/);
    const saved = rowsOf('saved-items');
    expect(await saved.count()).toBe(1);
    const row = await saved.first().innerText();
    expect(row).toContain('LIONTIN HATI');
    expect(row).toContain('LT17');
    expect(row).toContain('2.515');
    liontinBarcode = (row.match(/\b\d{8}\b/) ?? [''])[0];
    expect(liontinBarcode).toMatch(/^\d{8}$/);
    await screenshot(page, 'goods-entry-tambah-saved');

    // Its label can be printed right away.
    await page.getByTestId('cetak-label-hasil').click();
    const label = page.getByTestId('label-print-container').getByTestId('label');
    await expect.poll(() => label.count()).toBe(1);
    await expect.poll(() => label.locator('[data-rendered="true"] svg').count()).toBe(1);
    await screenshot(page, 'goods-entry-tambah-label');
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
  });

  it('receives a 3-line document from a supplier', async () => {
    await open('/penerimaan-barang', 'PENERIMAAN BARANG');
    await page.getByTestId('no-faktur-supplier').fill('INV-778');
    // The place chosen above fills each new line.
    await pick(page.getByTestId('group'), '700 - ');
    await pick(page.getByTestId('jenis'), 'KL - ');
    await pick(page.getByTestId('gudang'), 'TOKO');
    await pick(page.getByTestId('baki'), 'KLDLM');
    await page.getByTestId('isi-default').click();
    await page.getByTestId('line-0-nama_barang').fill('KALUNG RANTAI');
    await page.getByTestId('line-0-berat').fill('10.5');
    // Copy: the next necklace of the same model, only its weight to type.
    await page.getByTestId('line-0-salin').click();
    expect(await page.getByTestId('line-1-nama_barang').inputValue()).toBe('KALUNG RANTAI');
    await page.getByTestId('line-1-berat').fill('8.25');
    await page.getByTestId('tambah-baris').click();
    await pick(page.getByTestId('line-2-kode_group'), 'ACC - ');
    await pick(page.getByTestId('line-2-kode_dept'), 'KTK - ');
    await page.getByTestId('line-2-nama_barang').fill('KOTAK CINCIN');
    await page.getByTestId('line-2-berat').fill('15');
    await page.getByTestId('line-2-jumlah').fill('10');

    // A supplier document needs the supplier's name.
    await page.getByTestId('simpan').click();
    await expect.poll(() => page.getByText('Nama Supplier Harus Diisi').isVisible()).toBe(true);
    await page.getByTestId('nama-supplier').fill('PT SUMBER EMAS');
    await screenshot(page, 'goods-entry-penerimaan-filled');
    await page.getByTestId('simpan').click();

    await expect
      .poll(() => page.getByTestId('saved-number').textContent(), { timeout: 10_000 })
      .toMatch(/^PST-PN-\d{6}-\d{4}$/);
    const noTerima = (await page.getByTestId('saved-number').textContent()) ?? '';
    const saved = await rowsOf('saved-items').allInnerTexts();
    expect(saved).toHaveLength(3);
    expect(saved[0]).toContain('KALUNG RANTAI');
    expect(saved[0]).toContain('KLDLM');
    expect(saved[2]).toContain('KOTAK CINCIN');
    expect(saved[2]).toMatch(/\t10$/);

    // The document is listed below, with its count and weight.
    const history = rowsOf('penerimaan-history').filter({ hasText: noTerima });
    await expect.poll(() => history.count()).toBe(1);
    const historyRow = await history.innerText();
    expect(historyRow).toContain('PT SUMBER EMAS');
    expect(historyRow).toContain('INV-778');
    expect(historyRow).toContain('33.750');
    await screenshot(page, 'goods-entry-penerimaan-saved');
  });

  it('finds the pieces on Data Barang by search and filter, and edits a name', async () => {
    await open('/data-barang', 'DATA BARANG');
    const rows = rowsOf('data-barang-table');
    await expect.poll(() => rows.count()).toBe(4);

    await page.getByTestId('cari-barang').fill('rantai');
    await expect.poll(() => rows.count()).toBe(2);
    await pick(page.getByTestId('filter-gudang'), 'TOKO');
    await pick(page.getByTestId('filter-baki'), 'KLDLM');
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByTestId('cari-barang').fill('');
    await expect.poll(() => rows.count()).toBe(3);
    await pick(page.getByTestId('filter-group'), 'ACC - ');
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('KOTAK CINCIN')]);
    await screenshot(page, 'goods-entry-data-filtered');
    // Clearing the group brings the necklaces back.
    await page.getByTestId('filter-group').hover();
    await page.getByTestId('filter-group').locator('.ant-select-clear').click();
    await expect.poll(() => rows.count()).toBe(3);

    const kalung = rows.filter({ hasText: '10.500' });
    const kalungBarcode = ((await kalung.innerText()).match(/\b\d{8}\b/) ?? [''])[0];
    await page.getByTestId(`edit-${kalungBarcode}`).click();
    const nama = page.getByTestId('edit-nama_barang');
    await expect.poll(() => nama.inputValue()).toBe('KALUNG RANTAI');
    await nama.fill('KALUNG RANTAI ITALY');
    await screenshot(page, 'goods-entry-data-edit');
    await page.getByTestId('edit-simpan').click();
    await expect.poll(() => page.locator('.ant-message-notice').innerText()).toContain(TEXTS.saved);
    await expect.poll(() => rows.filter({ hasText: 'KALUNG RANTAI ITALY' }).count()).toBe(1);
    await screenshot(page, 'goods-entry-data-edited');
  });

  it('prints the label of a scanned barcode on Cetak Barcode', async () => {
    await open('/cetak-barcode', 'CETAK BARCODE');
    const scan = page.getByTestId('scan-input');
    // Typed without the leading zeros, as staff do.
    await scan.fill(String(Number(liontinBarcode)));
    await scan.press('Enter');
    await expect.poll(() => rowsOf('cetak-list').count()).toBe(1);
    // The same barcode twice is refused.
    await scan.fill(liontinBarcode);
    await scan.press('Enter');
    await expect
      .poll(() => page.getByText(`Barang ${liontinBarcode} sudah ada di daftar`).isVisible())
      .toBe(true);
    expect(await rowsOf('cetak-list').count()).toBe(1);

    const container = page.getByTestId('label-print-container');
    const label = container.getByTestId('label');
    await expect.poll(() => label.count()).toBe(1);
    await expect.poll(() => label.locator('[data-rendered="true"] svg rect').count()).toBeGreaterThan(10);
    expect(await label.getAttribute('data-barcode')).toBe(liontinBarcode);
    expect(await label.getByTestId('label-nama').textContent()).toBe('LIONTIN HATI');
    expect(await label.getByTestId('label-berat').textContent()).toBe('2.515 gr');
    expect(await label.getByTestId('label-kadar').textContent()).toBe('750');
    // The bars carry the barcode's digits.
    expect(await label.locator('svg text').first().textContent()).toBe(liontinBarcode);
    // The print stylesheet makes the page the label, hidden on screen.
    expect(await container.locator('style').textContent()).toContain('@page { size: 50mm 25mm; margin: 0 }');
    expect(await container.isVisible()).toBe(false);
    await screenshot(page, 'goods-entry-cetak-code128');

    // In print, only the label is on the page.
    await page.emulateMedia({ media: 'print' });
    expect(await container.isVisible()).toBe(true);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // QR, and a size remembered for next time.
    await page.getByTestId('label-format').getByText('QR Code').click();
    await pick(page.getByTestId('label-size'), '40 x 30 mm');
    await expect
      .poll(() => label.locator('[data-label-code="QR"][data-rendered="true"] svg').count())
      .toBe(1);
    expect(await container.locator('style').textContent()).toContain('@page { size: 40mm 30mm; margin: 0 }');
    await screenshot(page, 'goods-entry-cetak-qr');
    await page.reload();
    await expect.poll(() => page.getByTestId('label-size').innerText()).toContain('40 x 30 mm');
  });

  it('refuses the goods entry screens to a cashier', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/tambah-data-barang`);
    await expect.poll(() => page.getByText(TEXTS.accessDeniedTitle).isVisible()).toBe(true);
    expect(await page.getByTestId('barang-lines').count()).toBe(0);
    await screenshot(page, 'goods-entry-kasir-denied');
  });
});
