import fs from 'node:fs';
import path from 'node:path';
import { type Barang, formatTanggalPanjang, type NotaSetting, type PenjualanDoc, TEXTS } from '@toko/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiLogin, goldPiece, scanned } from './support/api.ts';
import { openBrowser, screenshotDir } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { pickOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let token: string;
/** CINCIN + KALUNG paid CASH + DEBET BCA (card fee 2 %), validated. */
let debetSale: PenjualanDoc;
/** LIONTIN paid in cash, left unvalidated. */
let cashSale: PenjualanDoc;
let liontin: Barang;
/** Sold through the WhatsApp marketplace at the counter, once the marketplace slip is on. */
let gelang: Barang;

const call = apiCaller(() => ({ baseUrl: server.url, token }));
const { shot, pickDate } = pageHelpers(() => ({ page, baseUrl: server.url }));
const search = (text: string) => page.getByTestId('penjualan-search').fill(text);

const ALAMAT = 'JL. MARGONDA RAYA NO. 88 RT 003 RW 011 KEMIRI MUKA BEJI DEPOK';
/** DOMAIN.md §8: 3.270 g x 1,480,000 + ongkos 50,000/g -> 5,003,500; 10.5 g x 1,380,000 = 14,490,000. */
const TOTAL_TEXT = 'Rp 19,493,500';
const TERBILANG = 'Sembilan Belas Juta Empat Ratus Sembilan Puluh Tiga Ribu Lima Ratus Rupiah';

const login = (kodeToko: string, userId: string) => apiLogin(server.url, kodeToko, userId);

/** The receipt setting as the Setting Nota screens save it. */
async function notaSetting(changes: Partial<NotaSetting>): Promise<void> {
  const settings = await call<NotaSetting[]>('GET', 'setting-nota');
  const current = settings.find((setting) => setting.slip_type === 'SLIP_PENJUALAN_ACC');
  if (!current) throw new Error('setting SLIP_PENJUALAN_ACC tidak ada');
  const { slip_type: _slipType, ...fields } = current;
  await call('PUT', 'setting-nota/SLIP_PENJUALAN_ACC', { ...fields, ...changes });
}

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  token = await login('PST', 'OWNER');
  const { items } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [
      goldPiece('CINCIN CONTOH', '750', 'CC', 'LT17', 3.27, 50_000),
      goldPiece('KALUNG RANTAI SINGAPUR', '700', 'KL', 'KLDLM', 10.5),
      goldPiece('LIONTIN HATI', '750', 'LT', 'LT17', 1.5),
      goldPiece('GELANG RANTAI', '700', 'GL', 'KLDLM', 2),
    ],
  });
  const [cincin, kalung, hati, rantai] = items;
  if (!cincin || !kalung || !hati || !rantai) throw new Error('barang tidak tersimpan');
  liontin = hati;
  gelang = rantai;
  debetSale = await call<PenjualanDoc>('POST', 'penjualan', {
    idempotency_key: 'e2e-nota-debet-0001',
    kode_sales: 'S01',
    nama_customer: 'ibu ani wijaya',
    no_hp: '081234567890',
    alamat_customer: ALAMAT,
    items: [scanned(cincin), scanned(kalung)],
    bayar: { cash: 11_000_000, debet: 9_000_000, kode_bank_debet: 'BCA' },
  });
  cashSale = await call<PenjualanDoc>('POST', 'penjualan', {
    idempotency_key: 'e2e-nota-cash-0001',
    kode_sales: 'S02',
    nama_customer: 'bapak budi',
    items: [scanned(hati)],
    bayar: { cash: 5_000_000 },
  });
  await call('POST', 'penjualan/validasi', { no_faktur_group: [debetSale.no_faktur_group] });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const table = (): Locator => page.getByTestId('penjualan-table');
const row = (no: string): Locator => table().locator(`tr[data-row-key="${no}"]`);
const preview = (): Locator => page.getByTestId('nota-preview');
const tableRows = () => table().locator('tbody tr.ant-table-row');

/** The sales listed; the lines of an expanded sale (keys ending in -1, -2 ...) are not sales. */
async function rowKeys(): Promise<string[]> {
  const keys = await tableRows().evaluateAll((rows) =>
    rows.map((tr) => tr.getAttribute('data-row-key') ?? ''),
  );
  return keys.filter((key) => /^PST-FJ-\d{6}-\d{4}$/.test(key));
}

describe('Lihat Penjualan and the nota', () => {
  it('checks the sales made through the API', () => {
    expect(debetSale.total).toBe(19_493_500);
    expect([debetSale.biaya_debet, debetSale.kembalian]).toEqual([180_000, 506_500]);
    expect(cashSale.kembalian).toBeGreaterThan(0);
  });

  it('lists the day sales with customer, weight, total, payment and status', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/lihat-penjualan`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | LIHAT PENJUALAN');
    await expect.poll(() => rowKeys()).toEqual([cashSale.no_faktur_group, debetSale.no_faktur_group]);

    const debet = row(debetSale.no_faktur_group);
    // The sales person's name comes with the sales list, which may answer after the page.
    const cells = async () =>
      (await debet.locator('td').allInnerTexts()).map((cell) => cell.replace(/\s+/g, ' ').trim());
    await expect
      .poll(cells)
      .toEqual([
        '',
        `${debetSale.no_faktur_group} ${formatTanggalPanjang(debetSale.tgl_system)} ${debetSale.jam}`,
        'IBU ANI WIJAYA 081234567890',
        'RINA S01',
        '19,493,500 2 pcs · 13.770 gr',
        'Sudah Validasi',
        'Cash diterima Rp 11,000,000 Kembalian Rp 506,500 Cash bersih Rp 10,493,500 Debet BCA Rp 9,000,000 Biaya Kartu Debet Rp 180,000',
        'Detail Cetak Ulang Nota Kirim via WhatsApp',
      ]);
    expect(await row(cashSale.no_faktur_group).innerText()).toContain('Belum Validasi');
    await shot('sales-lihat-penjualan');

    // The lines of a sale open under its row.
    await debet.locator('.ant-table-row-expand-icon').click();
    const lines = page.getByTestId(`lines-${debetSale.no_faktur_group}`);
    await expect.poll(() => lines.innerText()).toContain('KALUNG RANTAI SINGAPUR');
    expect(await lines.innerText()).toContain('5,003,500');
    await shot('sales-lihat-penjualan-lines');
  });

  it('searches by barcode and customer, and filters by status and date', async () => {
    await search(liontin.kode_barcode);
    await expect.poll(() => rowKeys()).toEqual([cashSale.no_faktur_group]);
    await search('ani wij');
    await expect.poll(() => rowKeys()).toEqual([debetSale.no_faktur_group]);
    await search(debetSale.no_faktur_group.slice(-4));
    await expect.poll(() => rowKeys()).toContain(debetSale.no_faktur_group);
    await search('');
    await expect.poll(() => rowKeys()).toHaveLength(2);

    await page.getByTestId('filter-status').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Belum Validasi' })
      .click();
    await expect.poll(() => rowKeys()).toEqual([cashSale.no_faktur_group]);
    await page.getByTestId('filter-status').hover();
    await page.getByTestId('filter-status').locator('.ant-select-clear').click();
    await expect.poll(() => rowKeys()).toHaveLength(2);

    // From tomorrow on there is nothing yet; 'Hari Ini' brings the day back.
    const today = debetSale.tgl_system;
    const tomorrow = new Date(`${today}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    await pickDate('filter-dari', tomorrow.toISOString().slice(0, 10));
    await expect.poll(() => table().innerText()).toContain(TEXTS.noData);
    // 'Sampai' never lies before 'Dari'.
    expect(await page.getByTestId('filter-sampai').locator('input').inputValue()).toBe(
      tomorrow.toISOString().slice(0, 10),
    );
    await shot('sales-lihat-penjualan-kosong');
    await page.getByTestId('filter-dari').locator('input').click();
    await page.locator('.ant-picker-dropdown:visible').getByRole('button', { name: TEXTS.today }).click();
    await expect.poll(() => rowKeys()).toHaveLength(2);
    await pickDate('filter-sampai', today);
    await expect.poll(() => page.getByTestId('filter-sampai').locator('input').inputValue()).toBe(today);
    await expect.poll(() => rowKeys()).toHaveLength(2);
  });

  it('shows the detail of a sale and reprints its nota from there', async () => {
    await page.getByTestId(`detail-${debetSale.no_faktur_group}`).click();
    const info = page.getByTestId('penjualan-detail-info');
    await expect.poll(() => info.innerText()).toContain('IBU ANI WIJAYA');
    expect(await info.innerText()).toContain(ALAMAT);
    expect(await info.innerText()).toContain('S01 - RINA');
    expect(await page.getByTestId('penjualan-detail-lines').innerText()).toContain('CINCIN CONTOH');
    const bayar = (await page.getByTestId('penjualan-detail-bayar').innerText()).replace(/\s+/g, ' ');
    expect(bayar).toContain(`Total ${TOTAL_TEXT}`);
    expect(bayar).toContain('Debet (BCA) Rp 9,000,000');
    expect(bayar).toContain('Cash diterima Rp 11,000,000 Kembalian Rp 506,500 Cash bersih Rp 10,493,500');
    await shot('sales-penjualan-detail');

    await page.getByTestId('detail-cetak').click();
    await expect.poll(() => preview().isVisible()).toBe(true);
    await expect.poll(() => preview().getByTestId('nota-copy').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => preview().count()).toBe(0);
  });

  it('reprints the nota: exact total, payment, terbilang; one copy on an 80 mm roll', async () => {
    await page.getByTestId(`cetak-${debetSale.no_faktur_group}`).click();
    const copies = preview().getByTestId('nota-copy');
    await expect.poll(() => copies.count()).toBe(1);
    const copy = copies.first();
    expect(await copy.getByTestId('nota-header').innerText()).toBe(
      'Toko Emas Pusat\nJl. Pasar Baru No. 12, Jakarta Pusat\nTelp. 021-3456789',
    );
    expect(await copy.getByTestId('nota-title').innerText()).toBe('NOTA PENJUALAN');
    expect(await copy.getByTestId('nota-info-Alamat').innerText()).toBe(
      'JL. MARGONDA RAYA NO\n. 88 RT 003 RW 011 K\nEMIRI MUKA BEJI DEPO\nK',
    );
    expect(await copy.getByTestId('nota-info-Sales').innerText()).toBe('RINA');
    expect(await copy.getByTestId('nota-summary').innerText()).toBe('2 pcs, 13.770 gr');
    const amounts = await copy.getByTestId('nota-amount').allInnerTexts();
    expect(amounts.map((text) => text.replace(/\s+/g, ' '))).toEqual([
      `Total ${TOTAL_TEXT}`,
      'Cash diterima Rp 11,000,000',
      'Kembalian Rp 506,500',
      'Cash bersih Rp 10,493,500',
      'Debet BCA Rp 9,000,000',
      'Biaya Kartu Debet Rp 180,000',
    ]);
    expect(await copy.getByTestId('nota-terbilang').innerText()).toBe(TERBILANG);
    // The paper is 80 mm wide on screen too (96 px per inch; layout width, the dialog may still be zooming in).
    const width = await copy.evaluate((element) => (element as HTMLElement).offsetWidth);
    expect(width).toBe(Math.round((80 / 25.4) * 96));
    await shot('sales-nota-80mm');

    // Printing: the page is the paper, as long as the receipt; nothing but the receipt prints.
    const css = await page.getByTestId('nota-print-container').locator('style').textContent();
    expect(css).toMatch(/@page \{ size: 80mm \d+mm; margin: 0 \}/);
    const height = Number(/size: 80mm (\d+)mm/.exec(css ?? '')?.[1]);
    expect(height).toBeGreaterThan(60);
    expect(height).toBeLessThan(297);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByTestId('nota-print').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const download = page.waitForEvent('download');
    await page.getByTestId('nota-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Nota-${debetSale.no_faktur_group}.pdf`);
    const pdf = fs.readFileSync(await file.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(TOTAL_TEXT);
    // Kept beside the screenshots, to be looked at.
    await file.saveAs(path.join(screenshotDir, 'sales-nota-80mm.pdf'));
    await page.keyboard.press('Escape');
  });

  it('prints a customer and an internal copy once the duplicate setting is on', async () => {
    await notaSetting({
      duplicate: true,
      paper: 'THERMAL_58',
      footer: 'Terima kasih\nBarang yang sudah dibeli dapat dijual kembali',
    });
    await page.getByTestId(`cetak-${debetSale.no_faktur_group}`).click();
    const copies = preview().getByTestId('nota-copy');
    await expect.poll(() => copies.count()).toBe(2);
    expect(await preview().getByTestId('nota-copy-label').allInnerTexts()).toEqual([
      'Lembar Customer',
      'Lembar Internal',
    ]);
    for (const copy of await copies.all()) {
      expect(await copy.getByTestId('nota-terbilang').innerText()).toBe(TERBILANG);
      expect(await copy.getByTestId('nota-amount').first().innerText()).toContain(TOTAL_TEXT);
      // Nothing spills past the 58 mm paper.
      const overflow = await copy.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBe(0);
    }
    expect(await page.getByTestId('nota-print-container').getByTestId('nota-copy').count()).toBe(2);
    await shot('sales-nota-58mm-rangkap');

    // What the browser prints: one page per copy, each 58 mm wide.
    const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const text = printed.toString('latin1');
    expect(text.match(/\/Type\s*\/Page\b/g)).toHaveLength(2);
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
    expect(Math.round((Number(box?.[1]) / 72) * 25.4)).toBe(58);

    fs.writeFileSync(path.join(screenshotDir, 'sales-nota-58mm-rangkap-print.pdf'), printed);
    const download = page.waitForEvent('download');
    await page.getByTestId('nota-pdf').click();
    const saved = await download;
    await saved.saveAs(path.join(screenshotDir, 'sales-nota-58mm-rangkap.pdf'));
    const pdf = fs.readFileSync(await saved.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    await page.keyboard.press('Escape');
  });

  it('lays the nota out as a table on half A4', async () => {
    await notaSetting({ duplicate: false, paper: 'HALF_A4' });
    await page.getByTestId(`cetak-${debetSale.no_faktur_group}`).click();
    const items = preview().getByTestId('nota-items');
    await expect.poll(() => items.evaluate((element) => element.tagName)).toBe('TABLE');
    // The name in the slip's 20-character segments, one under the other.
    expect(await items.innerText()).toContain('KALUNG RANTAI SINGAP\nUR');
    await shot('sales-nota-half-a4');
    await page.keyboard.press('Escape');
  });

  it('prints a marketplace sale on the marketplace slip, customer and internal copy, once MARKETPLACE_PENJUALAN_SLIP is on', async () => {
    await notaSetting({ duplicate: false, paper: 'THERMAL_80' });
    await call('PUT', 'para-system/key/MARKETPLACE_PENJUALAN_SLIP', { value: 'true' });
    // A page load reads the shop's module flags again.
    await page.goto(`${server.url}/transaksi-penjualan`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | TRANSAKSI PENJUALAN');
    await pickOption(page, page.getByTestId('kode-sales'), 'S01 - ');
    await page.getByTestId('nama-customer').fill('ibu citra');
    await pickOption(page, page.getByTestId('kode-marketplace'), 'WA - WHATSAPP');
    const scan = page.getByTestId('scan-input');
    await scan.fill(gelang.kode_barcode);
    await scan.press('Enter');
    await expect.poll(() => page.getByTestId('jumlah-barang').innerText()).toBe('1');
    // 2 g of 700 at 1,380,000/g.
    expect(await page.getByTestId('total-harga').innerText()).toBe('Rp 2,760,000');
    await page.getByTestId('bayar-cash').fill('3000000');
    await page.getByTestId('simpan').click();
    await expect.poll(() => page.getByTestId('penjualan-result').innerText()).toMatch(/PST-FJ-\d{6}-\d{4}/);

    // The slip opens by itself: two copies, each titled and naming the marketplace.
    const copies = preview().getByTestId('nota-copy');
    await expect.poll(() => copies.count()).toBe(2);
    expect(await preview().getByTestId('nota-copy-label').allInnerTexts()).toEqual([
      'Lembar Customer',
      'Lembar Internal',
    ]);
    for (const copy of await copies.all()) {
      expect(await copy.getByTestId('nota-title').innerText()).toBe('SLIP PENJUALAN MARKETPLACE');
      expect(await copy.getByTestId('nota-info-Marketplace').innerText()).toBe('WHATSAPP (WA)');
      expect(await copy.getByTestId('nota-items').innerText()).toContain(gelang.kode_barcode);
      expect(await copy.getByTestId('nota-terbilang').innerText()).toBe(
        'Dua Juta Tujuh Ratus Enam Puluh Ribu Rupiah',
      );
    }
    expect(await page.getByTestId('nota-print-container').getByTestId('nota-copy').count()).toBe(2);
    await shot('sales-nota-marketplace-slip');
    await page.keyboard.press('Escape');
    await expect.poll(() => preview().count()).toBe(0);
    const noMarketplace = (/PST-FJ-\d{6}-\d{4}/.exec(
      await page.getByTestId('penjualan-result').innerText(),
    ) ?? [''])[0];
    const sale = await call<PenjualanDoc>('GET', `penjualan/${noMarketplace}`);
    expect([sale.kode_marketplace, sale.total, sale.kembalian]).toEqual(['WA', 2_760_000, 240_000]);

    // A sale without marketplace keeps its ordinary nota, one copy.
    await page.goto(`${server.url}/lihat-penjualan`);
    await page.getByTestId(`cetak-${debetSale.no_faktur_group}`).click();
    await expect.poll(() => preview().getByTestId('nota-title').first().innerText()).toBe('NOTA PENJUALAN');
    expect(await preview().getByTestId('nota-copy').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => preview().count()).toBe(0);

    // Without the module the marketplace sale prints the ordinary nota again.
    await call('PUT', 'para-system/key/MARKETPLACE_PENJUALAN_SLIP', { value: 'false' });
    await page.goto(`${server.url}/lihat-penjualan`);
    await page.getByTestId(`cetak-${noMarketplace}`).click();
    await expect.poll(() => preview().getByTestId('nota-title').first().innerText()).toBe('NOTA PENJUALAN');
    expect(await preview().getByTestId('nota-copy').count()).toBe(1);
    expect(await preview().getByTestId('nota-info-Marketplace').innerText()).toBe('WA');
    await page.keyboard.press('Escape');
  });
});
