import type { Barang } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiLogin, goldPiece } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { answerConfirm, pickOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { DEMO_PASSWORD, signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let token: string;
let tray: Barang[];
let stranger: Barang;

const call = apiCaller(() => ({ baseUrl: server.url, token }));
const { shot } = pageHelpers(() => ({ page, baseUrl: server.url }));

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  token = await apiLogin(server.url, 'PST', 'OWNER');
  ({ items: tray } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [
      goldPiece('LIONTIN BUNGA', '750', 'LT', 'LT17', 3.1),
      goldPiece('LIONTIN HATI', '750', 'LT', 'LT17', 4.25),
      goldPiece('LIONTIN SALIB', '750', 'LT', 'LT17', 1.005),
    ],
  }));
  const { items } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [goldPiece('CINCIN NYASAR', '750', 'LT', 'CC01', 2.5)],
  });
  stranger = items[0] as Barang;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function scan(kode: string) {
  const input = page.getByTestId('opname-scan');
  await input.fill(kode);
  await input.press('Enter');
}

const scanned = () => page.getByTestId('opname-scanned').innerText();

describe('Stock Opname of a tray', () => {
  it('counts a tray blind, shows what is missing and what lies in the wrong tray, and moves it back', async () => {
    const [bunga, hati, salib] = tray as [Barang, Barang, Barang];
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/stock-opname`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | STOCK OPNAME');

    await pickOption(page, page.getByTestId('opname-gudang'), 'TOKO - ');
    await pickOption(page, page.getByTestId('opname-baki'), 'LT17 - ');
    await page.getByTestId('mulai-opname').click();
    await expect
      .poll(() =>
        page
          .getByText(/PST-SO-\d{6}-0001/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    // Blind: nothing on the scan page says how many pieces the tray should hold.
    expect(await page.locator('main').innerText()).not.toContain('Seharusnya');

    await scan(bunga.kode_barcode);
    await expect.poll(scanned).toContain('LIONTIN BUNGA');
    await page.getByTestId('opname-berat').fill('4.2');
    await scan(hati.kode_barcode);
    await expect.poll(scanned).toContain('LIONTIN HATI');
    await expect.poll(scanned).toContain('4.200');
    await scan(stranger.kode_barcode);
    await expect.poll(scanned).toContain('Bukan Di Sini: Baki CC01 (TOKO)');
    // A barcode scanned twice counts once.
    await scan(bunga.kode_barcode);
    await expect
      .poll(() => page.getByTestId('opname-notice').innerText())
      .toContain(`Barcode ${bunga.kode_barcode} sudah discan sebelumnya, dihitung satu kali`);
    await expect.poll(() => page.getByTestId('opname-discan').innerText()).toMatch(/Barang Discan\s+3$/);
    expect(await scanned()).not.toContain('LIONTIN SALIB');
    await shot('stock-opname-scan');

    await page.getByTestId('selesai-opname').click();
    await answerConfirm(page, 'Selesai');
    await expect.poll(() => page.getByTestId('total-hilang').innerText()).toContain('1.005 gr');
    expect(await page.getByTestId('total-diharapkan').innerText()).toContain('8.355 gr');
    expect(await page.getByTestId('total-ditemukan').innerText()).toContain('7.350 gr');
    expect(await page.getByTestId('total-tidak-terduga').innerText()).toContain('2.500 gr');
    expect(await page.getByTestId('total-selisih-berat').innerText()).toContain('selisih -0.050 gr');
    const table = page.locator('.ant-table-tbody');
    await expect.poll(() => table.innerText()).toContain('LIONTIN SALIB');
    const rowOf = (kode: string) => page.locator('.ant-table-row', { hasText: kode }).innerText();
    expect(await rowOf(salib.kode_barcode)).toContain('Hilang');
    expect(await rowOf(hati.kode_barcode)).toContain('Selisih Berat');
    expect(await rowOf(bunga.kode_barcode)).toContain('Ditemukan');
    expect(await rowOf(stranger.kode_barcode)).toContain('Bukan Di Tempatnya');
    await shot('stock-opname-hasil');

    // The piece from CC01 goes back where this opname found it, through Pindah Barang.
    await page.getByTestId(`pindah-${stranger.kode_barcode}`).click();
    await answerConfirm(page, 'Pindah');
    await expect.poll(() => rowOf(stranger.kode_barcode)).toMatch(/Dipindah\s*PST-PB-\d{6}-0001/);
    const moved = await call<Barang>('GET', `barang/get/by-barcode/${stranger.kode_barcode}`);
    expect([moved.kode_gudang, moved.kode_baki]).toEqual(['TOKO', 'LT17']);
    await shot('stock-opname-dipindah');

    // Only the missing pieces, filtered on the server.
    await page.getByTestId('filter-hasil').getByText('Hilang', { exact: true }).click();
    await expect.poll(() => table.locator('.ant-table-row').count()).toBe(1);
    expect(await table.innerText()).toContain(salib.kode_barcode);

    // The printable result lives on the report engine.
    await page.getByTestId('laporan-opname').click();
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | LAPORAN STOCK OPNAME');
    await page.getByTestId('report-cari').click();
    const report = page.getByTestId('report-table');
    await expect.poll(() => report.locator('.ant-table-tbody').innerText()).toContain('LIONTIN SALIB');
    expect(await report.locator('.ant-table-row', { hasText: salib.kode_barcode }).innerText()).toContain(
      'Hilang',
    );
    await shot('stock-opname-laporan');
  });

  it('counts the whole shop with progress per tray', async () => {
    await page.goto(`${server.url}/stock-opname-global`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | STOCK OPNAME GLOBAL');
    await page.getByTestId('mulai-opname').click();
    await expect.poll(() => page.getByTestId('opname-progress').innerText()).toContain('LT17');
    await scan(stranger.kode_barcode);
    await expect.poll(scanned).toContain('CINCIN NYASAR');
    await page.getByRole('button', { name: 'Muat Ulang' }).click();
    // Moved back into LT17 above: 4 pieces expected there now, 1 scanned.
    await expect
      .poll(() =>
        page.getByTestId('opname-progress').locator('.ant-table-row', { hasText: 'LT17' }).innerText(),
      )
      .toContain('1 / 4');
    await shot('stock-opname-global');
    // Abandoning the count needs a supervisor's consent: the otorisasi dialog, not a bare confirm.
    await page.getByTestId('batal-opname').click();
    await page.getByTestId('otorisasi-user').fill('spv');
    await page.getByTestId('otorisasi-password').fill(DEMO_PASSWORD);
    await page.getByTestId('otorisasi-alasan').fill('hitung ulang besok');
    await shot('stock-opname-global-batal-otorisasi');
    await page.getByTestId('otorisasi-submit').click();
    await expect
      .poll(() =>
        page
          .getByText(/Stock opname PST-SO-\d{6}-\d{4} dibatalkan/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    const [cancelled] = (
      await call<{ data: { status: string }[] }>('GET', 'stock-opname-global?status=BATAL')
    ).data;
    expect(cancelled?.status).toBe('BATAL');
  });

  it('checks a received document piece by piece', async () => {
    const received = await call<{ no_terima: string; items: Barang[] }>('POST', 'penerimaan-barang', {
      sumber: 'SUPPLIER',
      nama_supplier: 'PT EMAS',
      no_faktur_supplier: 'INV-9',
      keterangan: '',
      items: [
        goldPiece('LIONTIN KIRIMAN A', '750', 'LT', 'LT17', 1.1),
        goldPiece('LIONTIN KIRIMAN B', '750', 'LT', 'LT17', 2.2),
      ],
    });
    await page.goto(`${server.url}/stock-opname-penerimaan`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | STOCK OPNAME PENERIMAAN');
    await page.getByTestId('opname-dokumen').fill(received.no_terima);
    await page.getByTestId('mulai-opname').click();
    await expect.poll(() => page.getByText(`Dokumen ${received.no_terima}`).first().isVisible()).toBe(true);
    await scan(received.items[0]?.kode_barcode ?? '');
    await expect.poll(scanned).toContain('LIONTIN KIRIMAN A');
    await page.getByTestId('selesai-opname').click();
    await answerConfirm(page, 'Selesai');
    await expect.poll(() => page.getByTestId('total-hilang').innerText()).toContain('2.200 gr');
    expect(await page.getByTestId('total-ditemukan').innerText()).toContain('1.100 gr');
    await shot('stock-opname-penerimaan');
  });
});
