import fs from 'node:fs';
import type { Barang } from '@toko/shared';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBuyBackMulus, apiCaller, apiLogin, apiSale, goldPiece } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { pickOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { DEMO_PASSWORD, signIn } from './support/session.ts';

/**
 * Sepuhan: a ring and a chain the shop sold come back (bought back, validated) and wait in
 * gudang BELI. Cucian weighs them after washing (the chain lost more than the tolerance:
 * a supervisor consents); sorting sends the chain out for re-plating; Pindah Sortir puts the
 * re-plated chain back on sale.
 */
let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let token: string;
let ring: Barang;
let chain: Barang;
let onSale: Barang;

const call = apiCaller(() => ({ baseUrl: server.url, token }));
// The scan field's focus scrolls the page; the full-page picture starts at the top.
const { shot, scan, open } = pageHelpers(() => ({ page, baseUrl: server.url }), {
  mark: 'pusat title',
  shot: { fromTop: true, settle: true, pause: 0 },
});

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  token = await apiLogin(server.url, 'PST', 'OWNER');
  const { items } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [
      goldPiece('CINCIN BEKAS', '750', 'CC', 'CC01', 2.5),
      goldPiece('KALUNG BEKAS', '700', 'KL', 'KLDLM', 8),
      goldPiece('CINCIN BARU', '750', 'CC', 'CC01', 2),
    ],
  });
  [ring, chain, onSale] = items as [Barang, Barang, Barang];
  const customer = { kode_sales: 'S01', nama_customer: 'IBU SARI' };
  await apiSale(call, [ring, chain], {
    ...customer,
    idempotency_key: 'e2e-cucian-jual-0001',
    cash: 100_000_000,
  });
  await apiBuyBackMulus(call, [ring, chain], { ...customer, idempotency_key: 'e2e-cucian-beli-0001' });
  // The back store's tray where gold waits for the re-plater.
  await call('POST', 'baki', {
    kode_baki: 'SP01',
    nama_baki: 'BAKI SEPUHAN',
    kode_gudang: 'GDB',
    berat_baki: 50,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pieceNow = (kode: string) => call<Barang>('GET', `barang/get/by-barcode/${kode}`);

async function expectPdf(download: Download, name: RegExp) {
  expect(download.suggestedFilename()).toMatch(name);
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
}

describe('Cucian', () => {
  it('weighs a scanned ring and a picked chain after washing; the chain’s loss above tolerance takes a supervisor', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await open('/cucian', 'CUCIAN');
    await expect.poll(() => page.getByTestId('toleransi').innerText()).toBe('0.050 gr per barang');

    await scan(onSale.kode_barcode);
    await expect
      .poll(() =>
        page.getByText(`Barang ${onSale.kode_barcode} tidak tersedia (status READY, stock 1)`).isVisible(),
      )
      .toBe(true);
    await scan(ring.kode_barcode);
    await expect.poll(() => page.getByTestId('cucian-table').innerText()).toContain('CINCIN BEKAS');

    await page.getByTestId('pilih-beli').click();
    const picker = page.getByTestId('pilih-beli-table');
    await expect.poll(() => picker.innerText()).toContain('KALUNG BEKAS');
    await picker
      .locator('.ant-table-row', { hasText: 'KALUNG BEKAS' })
      .locator('.ant-checkbox-input')
      .check();
    await shot('goods-cucian-pilih');
    await page.getByTestId('pilih-beli-ok').click();
    await expect.poll(() => page.getByTestId('cucian-table').innerText()).toContain('KALUNG BEKAS');

    await page.getByTestId(`sesudah-${ring.kode_barcode}`).fill('2.47');
    await page.getByTestId(`sesudah-${chain.kode_barcode}`).fill('8.1');
    await expect
      .poll(() => page.getByTestId('cucian-table').innerText())
      .toContain('tidak boleh melebihi Berat Sebelum (8.000 gr)');
    await page.getByTestId(`sesudah-${chain.kode_barcode}`).fill('7.9');
    await expect.poll(() => page.getByTestId(`susut-${ring.kode_barcode}`).innerText()).toBe('0.030');
    await expect
      .poll(() => page.getByTestId(`susut-${chain.kode_barcode}`).innerText())
      .toContain('Perlu Otorisasi');
    expect(await page.getByTestId('cucian-total-susut').innerText()).toBe('0.130');
    await page.getByTestId('keterangan').fill('cuci mingguan');
    await shot('goods-cucian-isi');

    await page.getByTestId('simpan').click();
    await page.getByTestId('otorisasi-user').fill('spv');
    await page.getByTestId('otorisasi-password').fill(DEMO_PASSWORD);
    await page.getByTestId('otorisasi-alasan').fill('kotoran tebal di sela rantai');
    await shot('goods-cucian-otorisasi');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('otorisasi-submit').click(),
    ]);
    await expectPdf(download, /^Bukti-Cucian-PST-CC-\d{6}-0001\.pdf$/);
    const result = page.getByTestId('cucian-result');
    await expect.poll(() => result.innerText()).toMatch(/No Cucian PST-CC-\d{6}-0001/);
    expect(await result.innerText()).toContain('susut 0.130 gr. Diotorisasi oleh SPV.');
    expect((await pieceNow(ring.kode_barcode)).berat).toBe(2.47);
    expect((await pieceNow(chain.kode_barcode)).berat).toBe(7.9);

    const list = page.getByTestId('cucian-list');
    await expect.poll(() => list.innerText()).toContain('0.130');
    expect(await list.innerText()).toContain('SPV');
    await shot('goods-cucian-tersimpan');
    const noCucian = (await result.innerText()).match(/PST-CC-\d{6}-0001/)?.[0] ?? '';
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(`cetak-${noCucian}`).click(),
    ]);
    await expectPdf(again, /^Bukti-Cucian-PST-CC-\d{6}-0001\.pdf$/);
  });
});

describe('Sortir Pembelian and Pindah Sortir', () => {
  it('sends the chain out for re-plating from gudang BELI', async () => {
    await open('/sortir-pembelian', 'SORTIR PEMBELIAN');
    await expect.poll(() => page.getByTestId('tujuan-sortir').innerText()).toContain('Jual Kembali');
    await pickOption(page, page.getByTestId('tujuan-sortir'), 'Sepuhan');
    await pickOption(page, page.getByTestId('gudang-tujuan'), 'GDB - ');
    await pickOption(page, page.getByTestId('baki-tujuan'), 'SP01 - ');
    await scan(chain.kode_barcode);
    await expect.poll(() => page.getByTestId('scan-table').innerText()).toContain('KALUNG BEKAS');
    await shot('goods-sortir-sepuhan');
    await page.getByTestId('simpan').click();
    await expect.poll(() => page.getByTestId('pindah-result').innerText()).toMatch(/PST-SR-\d{6}-0001/);
    expect(await pieceNow(chain.kode_barcode)).toMatchObject({ status: 'SEPUHAN', tujuan_sortir: 'SEPUHAN' });
  });

  it('puts the re-plated chain back on sale, refusing unsorted goods and a piece already at the destination', async () => {
    // The ring went straight back on sale at sorting.
    await call('POST', 'sortir-pembelian', {
      items: [{ kode_barcode: ring.kode_barcode, kode_gudang: 'BELI', kode_baki: 'B01' }],
      kode_gudang_tujuan: 'TOKO',
      kode_baki_tujuan: 'LT17',
    });
    await open('/pindah-sortir', 'PINDAH SORTIR');
    await pickOption(page, page.getByTestId('tujuan-sortir'), 'Jual Kembali');
    await pickOption(page, page.getByTestId('gudang-tujuan'), 'TOKO - ');
    await pickOption(page, page.getByTestId('baki-tujuan'), 'KLDLM - ');

    await scan(onSale.kode_barcode);
    await expect
      .poll(() => page.getByText(`Barang ${onSale.kode_barcode} belum disortir`).isVisible())
      .toBe(true);
    await scan(chain.kode_barcode);
    await scan(ring.kode_barcode);
    const table = page.getByTestId('scan-table');
    await expect.poll(() => table.innerText()).toContain('CINCIN BEKAS');
    expect(await table.innerText()).toContain('Sepuhan');
    expect(await table.innerText()).toContain('Sudah di tujuan Jual Kembali');
    await shot('goods-pindah-sortir-masalah');
    await page.getByTestId(`scan-remove-${ring.kode_barcode}`).click();
    await page.getByTestId('keterangan').fill('selesai disepuh');
    await shot('goods-pindah-sortir-isi');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('simpan').click()]);
    await expectPdf(download, /^Bukti-Pindah-Sortir-PST-PT-\d{6}-0001\.pdf$/);
    await expect
      .poll(() => page.getByTestId('pindah-sortir-result').innerText())
      .toMatch(
        /No Pindah PST-PT-\d{6}-0001[\s\S]*1 barang, 7.900 gr ke Jual Kembali \(Gudang TOKO, Baki KLDLM\)/,
      );
    await expect.poll(() => page.getByTestId('pindah-sortir-list').innerText()).toContain('SELESAI DISEPUH');
    await shot('goods-pindah-sortir-tersimpan');
    expect(await pieceNow(chain.kode_barcode)).toMatchObject({
      status: 'READY',
      tujuan_sortir: 'JUAL',
      kode_gudang: 'TOKO',
      kode_baki: 'KLDLM',
    });
  });
});
