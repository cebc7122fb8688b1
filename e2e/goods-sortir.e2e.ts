import type { Barang, PembelianDoc, PembelianNota, PenjualanDoc } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './support/api.ts';
import { openBrowser, screenshot } from './support/browser.ts';
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

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  token = await apiLogin(server.url, 'PST', 'OWNER');
  const piece = (nama: string) => ({
    kode_group: '750',
    kode_dept: 'CC',
    kode_gudang: 'TOKO',
    kode_baki: 'CC01',
    nama_barang: nama,
    berat: 2.5,
    kadar: 75,
    kadar_cetak: '750',
  });
  const { items } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [piece('CINCIN BEKAS'), piece('CINCIN BARU')],
  });
  [ring, onSale] = items as [Barang, Barang];
  const sale = await call<PenjualanDoc>('POST', 'penjualan', {
    idempotency_key: 'e2e-sortir-jual-0001',
    kode_sales: 'S01',
    nama_customer: 'BAPAK JOKO',
    items: [{ kode_barcode: ring.kode_barcode, kode_gudang: 'TOKO', kode_baki: 'CC01' }],
    bayar: { cash: 10_000_000 },
  });
  await call('POST', 'penjualan/validasi', { no_faktur_group: [sale.no_faktur_group] });
  const nota = await call<PembelianNota>('GET', `pembelian/nota/${ring.kode_barcode}`);
  // MULUS takes 10 % of the receipt price, rounded up to 500.
  const harga = Math.ceil((nota.harga_nota * 0.9) / 500) * 500;
  const beli = await call<PembelianDoc>('POST', 'pembelian', {
    idempotency_key: 'e2e-sortir-beli-0001',
    kode_sales: 'S01',
    nama_customer: 'BAPAK JOKO',
    items: [{ kode_barcode: ring.kode_barcode, berat: 2.5, kode_kondisi: 'MULUS' }],
    bayar: { cash: harga },
  });
  await call('POST', 'pembelian/validasi', { no_faktur_group: [beli.no_faktur_group] });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function scan(kode: string) {
  const input = page.getByTestId('scan-input');
  await input.fill(kode);
  await input.press('Enter');
}

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
