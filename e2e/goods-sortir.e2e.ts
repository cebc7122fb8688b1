import type { Barang } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBuyBackMulus, apiCaller, apiLogin, apiSale, goldPiece } from './support/api.ts';
import { openBrowser, screenshot } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { pickOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let token: string;
/** Sold, bought back and validated in beforeAll: waiting in BELI/B01. */
let ring: Barang;
/** Still on sale in CC01. */
let onSale: Barang;

const call = apiCaller(() => ({ baseUrl: server.url, token }));
const { scan } = pageHelpers(() => ({ page, baseUrl: server.url }));

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  token = await apiLogin(server.url, 'PST', 'OWNER');
  const { items } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [
      goldPiece('CINCIN BEKAS', '750', 'CC', 'CC01', 2.5),
      goldPiece('CINCIN BARU', '750', 'CC', 'CC01', 2.5),
    ],
  });
  [ring, onSale] = items as [Barang, Barang];
  const customer = { kode_sales: 'S01', nama_customer: 'BAPAK JOKO' };
  await apiSale(call, [ring], { ...customer, idempotency_key: 'e2e-sortir-jual-0001', cash: 10_000_000 });
  await apiBuyBackMulus(call, [ring], { ...customer, idempotency_key: 'e2e-sortir-beli-0001' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Sortir Pembelian', () => {
  it('puts a bought-back ring on sale again in tray LT17, and refuses goods already on sale', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/sortir-pembelian`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | SORTIR PEMBELIAN');

    await scan(onSale.kode_barcode);
    await expect
      .poll(() =>
        page.getByText(`Barang ${onSale.kode_barcode} tidak tersedia (status READY, stock 1)`).isVisible(),
      )
      .toBe(true);
    await scan(ring.kode_barcode);
    await expect.poll(() => page.getByTestId('scan-table').innerText()).toContain('CINCIN BEKAS');
    expect(await page.getByTestId('scan-table').innerText()).toContain('B01');

    // Gudang BELI is no destination for sorted gold.
    await pickOption(page, page.getByTestId('gudang-tujuan'), 'BELI - ');
    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByText('Tujuan sortir harus gudang penjualan, bukan gudang BELI').isVisible())
      .toBe(true);
    await pickOption(page, page.getByTestId('gudang-tujuan'), 'TOKO - ');
    await pickOption(page, page.getByTestId('baki-tujuan'), 'LT17 - ');
    await page.waitForTimeout(400);
    await screenshot(page, 'goods-sortir-pembelian');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('pindah-result').innerText())
      .toMatch(/Sortir Pembelian Berhasil - No Ref PST-SR-\d{6}-0001[\s\S]*1 barang, 2.500 gr/);
    await page.waitForTimeout(400);
    await screenshot(page, 'goods-sortir-pembelian-saved');
    const sorted = await call<Barang>('GET', `barang/get/by-barcode/${ring.kode_barcode}`);
    expect([sorted.status, sorted.kode_gudang, sorted.kode_baki, sorted.stock]).toEqual([
      'READY',
      'TOKO',
      'LT17',
      1,
    ]);
  });
});
