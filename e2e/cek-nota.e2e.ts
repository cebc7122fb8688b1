import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Barang, type PenjualanDoc, TEXTS } from '@toko/shared';
import jsQRModule from 'jsqr';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiLogin, goldPiece, scanned } from './support/api.ts';
import { openBrowser, screenshot, screenshotDir, settled } from './support/browser.ts';
import { scan } from './support/page.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

/**
 * Cek Nota (issue 30) as a customer meets it: the sale's receipt printed to PDF carries a QR
 * code; decoded from the PDF's picture, its link opens the receipt on a phone without signing
 * in; a link changed by one character is not recognised; the shop sends the link by WhatsApp
 * from Lihat Penjualan; and the buyback counter takes the same QR where it takes a barcode.
 * Pictures at 390x844 (the customer's phone), 1366x768 and 1920x1080.
 */
let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let customer: Awaited<ReturnType<typeof openBrowser>> | undefined;
let phone: Page;
let token = '';
/** Two pieces for a customer with a phone number, and one sale without a number. */
let sale: PenjualanDoc;
let tanpaHp: PenjualanDoc;
let pieces: Barang[] = [];
/** The link the PDF's QR code holds, as decoded. */
let decoded = '';
const call = apiCaller(() => ({ baseUrl: server.url, token }));

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server.url, 'PST', 'OWNER');
  ({ items: pieces } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [
      goldPiece('CINCIN BERNOTA', '750', 'CC', 'LT17', 2.5),
      goldPiece('GELANG BERNOTA', '700', 'GL', 'KLDLM', 3),
      goldPiece('LIONTIN TANPA HP', '750', 'LT', 'LT17', 1),
    ],
  }));
  const [cincin, gelang, liontin] = pieces;
  if (!cincin || !gelang || !liontin) throw new Error('barang tidak tersimpan');
  sale = await call<PenjualanDoc>('POST', 'penjualan', {
    idempotency_key: 'e2e-cek-nota-0001',
    kode_sales: 'S01',
    nama_customer: 'ibu sari rahasia',
    no_hp: '0812-3456-7890',
    alamat_customer: 'JL. KENANGA 12',
    items: [scanned(cincin), scanned(gelang)],
    bayar: { cash: 20_000_000 },
  });
  tanpaHp = await call<PenjualanDoc>('POST', 'penjualan', {
    idempotency_key: 'e2e-cek-nota-0002',
    kode_sales: 'S01',
    nama_customer: 'bapak tanpa nomor',
    items: [scanned(liontin)],
    bayar: { cash: 5_000_000 },
  });
  await call('POST', 'penjualan/validasi', {
    no_faktur_group: [sale.no_faktur_group, tanpaHp.no_faktur_group],
  });
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
}, 120_000);
afterAll(async () => {
  await customer?.close();
  await browser?.close();
  await server?.stop();
});

// A CommonJS package: its types name the function as the default export of the module object.
const jsQR = (jsQRModule as unknown as { default: typeof import('jsqr').default }).default;

/** The QR code on a PDF's first page: the page as a picture (poppler), read by jsQR. */
function qrOfPdf(pdfFile: string): string {
  const prefix = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cek-nota-')), 'page');
  execFileSync('pdftoppm', ['-r', '200', '-gray', '-f', '1', '-l', '1', '-singlefile', pdfFile, prefix]);
  // PGM (P5): a text header of magic, width, height and maximum, then one byte per pixel.
  const pgm = fs.readFileSync(`${prefix}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm: bukan PGM');
  const [whole = '', width = 0, height = 0] = [header[0], Number(header[1]), Number(header[2])];
  const gray = pgm.subarray(whole.length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const value = gray[i] ?? 255;
    rgba.set([value, value, value, 255], i * 4);
  }
  const code = jsQR(rgba, width, height);
  if (!code) throw new Error('QR tidak terbaca di PDF');
  return code.data;
}

describe('Cek Nota', () => {
  it('prints a QR code on the sale’s receipt, in the PDF too, holding the receipt’s link', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/lihat-penjualan`);
    await page.getByTestId(`cetak-${sale.no_faktur_group}`).click();
    const qr = page.getByTestId('nota-preview').getByTestId('nota-qr');
    await expect.poll(() => qr.getAttribute('data-rendered')).toBe('true');
    expect(await qr.getAttribute('data-link')).toBe(`${server.url}${sale.cek_nota}`);
    await settled(page);
    await screenshot(page, 'cek-nota-struk-qr');

    const download = page.waitForEvent('download');
    await page.getByTestId('nota-pdf').click();
    const file = await download;
    const pdfFile = path.join(screenshotDir, 'cek-nota-struk.pdf');
    await file.saveAs(pdfFile);
    decoded = qrOfPdf(pdfFile);
    expect(decoded).toBe(`${server.url}${sale.cek_nota}`);
  });

  it('sends the receipt’s link by WhatsApp from the dialog and from Lihat Penjualan; not without a number', async () => {
    const dialogWa = page.locator('.ant-modal').getByTestId(`kirim-wa-${sale.no_faktur_group}`);
    const href = (await dialogWa.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain(decoded);
    await page.keyboard.press('Escape');
    const rowWa = page.getByTestId('penjualan-table').getByTestId(`kirim-wa-${sale.no_faktur_group}`);
    expect(await rowWa.getAttribute('href')).toBe(href);
    const none = page.getByTestId('penjualan-table').getByTestId(`kirim-wa-${tanpaHp.no_faktur_group}`);
    expect(await none.isDisabled()).toBe(true);
    expect(await none.getAttribute('data-alasan')).toBe('Nomor HP customer belum diisi');
    await screenshot(page, 'cek-nota-lihat-penjualan-wa');
  });

  it('opens the receipt from the decoded link on a phone, signed out: genuine, its pieces, the estimate', async () => {
    // The customer's phone: a browser of its own, never signed in to the shop.
    customer = await openBrowser();
    phone = customer.context.pages()[0] ?? (await customer.context.newPage());
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(decoded);
    const status = phone.getByTestId('cek-nota-status');
    await expect.poll(() => status.innerText(), { timeout: 15_000 }).toBe(TEXTS.cekNota.asli);
    expect(await phone.getByTestId('cek-nota-nomor').innerText()).toBe(sale.no_faktur_group);
    expect(await phone.getByTestId('cek-nota-barang').allInnerTexts()).toEqual([
      expect.stringContaining('CINCIN BERNOTA'),
      expect.stringContaining('GELANG BERNOTA'),
    ]);
    expect(await phone.getByTestId('cek-nota-perkiraan').innerText()).toContain(TEXTS.cekNota.perkiraan);
    // Nothing of the customer on the public page.
    const text = await phone.locator('body').innerText();
    for (const secret of ['sari rahasia', '0812', 'KENANGA'])
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    // A phone never scrolls sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone, 'cek-nota-390');
    await phone.setViewportSize({ width: 1366, height: 768 });
    await screenshot(phone, 'cek-nota-1366');
    await phone.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(phone, 'cek-nota-1920');
  });

  it('says a link changed by one character is not recognised', async () => {
    await phone.setViewportSize({ width: 390, height: 844 });
    const last = decoded.at(-1) === 'A' ? 'B' : 'A';
    await phone.goto(`${decoded.slice(0, -1)}${last}`);
    const unknown = phone.getByTestId('cek-nota-tidak-dikenali');
    await expect.poll(() => unknown.innerText(), { timeout: 15_000 }).toContain(TEXTS.cekNota.tidakDikenali);
    expect(await phone.getByTestId('cek-nota').count()).toBe(0);
    await screenshot(phone, 'cek-nota-tidak-dikenali-390');
  });

  it('takes the receipt’s QR at the buyback counter where a barcode goes: the clerk picks the piece brought', async () => {
    await page.bringToFront();
    await page.goto(`${server.url}/transaksi-pembelian`);
    await scan(page, decoded);
    const pilihan = page.getByTestId('nota-qr-pilihan');
    await expect.poll(() => pilihan.innerText(), { timeout: 15_000 }).toContain('GELANG BERNOTA');
    await settled(page);
    await screenshot(page, 'cek-nota-pembelian-pilih');
    const [cincin] = pieces;
    await page.getByTestId(`nota-qr-pilih-${cincin?.kode_barcode}`).click();
    await expect
      .poll(() => page.locator('.ant-modal-title').allInnerTexts())
      .toContain(`Pembelian Barang ${cincin?.kode_barcode}`);
  });
});
