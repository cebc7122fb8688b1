import fs from 'node:fs';
import path from 'node:path';
import type { Barang, NotaSetting, PembelianDoc, UserListItem } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiLogin, apiOpenTill, apiSale, goldPiece } from './support/api.ts';
import { openBrowser, screenshotDir } from './support/browser.ts';
import { fillOtorisasi, pageHelpers } from './support/page.ts';
import { answerConfirm, clickAndAwaitClose, searchOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let ownerToken: string;
/** DOMAIN.md §8's demo ring: 3.270 g of 750 sold at 5,003,500, of which ongkos 50,000/g = 163,500. */
let ring: Barang;
let noJual = '';
let noBeli = '';
/** The barcode the piece bought without receipt gets when the buyback is validated. */
let kalungBarcode = '';

const call = apiCaller(() => ({ baseUrl: server.url, token: ownerToken }));
const { shot, choose, scan, open } = pageHelpers(() => ({ page, baseUrl: server.url }), {
  mark: 'pusat title',
  shot: { prefix: 'purchases-', fromTop: true, settle: true, pause: 300 },
});

/** MULUS 10 % of the receipt price 5,003,500 - 163,500 = 4,840,000. */
const HARGA_CINCIN = 4_356_000;
/** 2 g of 700 at the demo's buy price 1,290,000/g = 2,580,000, RUSAK 15 % (387,000) off. */
const HARGA_KALUNG = 2_193_000;
const TOTAL = HARGA_CINCIN + HARGA_KALUNG;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  ownerToken = await apiLogin(server.url, 'PST', 'OWNER');
  await apiOpenTill(server.url, ownerToken);
  const { items } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [goldPiece('CINCIN BUNGA', '750', 'CC', 'CC01', 3.27, 50_000)],
  });
  ring = items[0] as Barang;
  // The ring was sold to a member and the sale validated: a receipt the shop can buy back from.
  const sale = await apiSale(call, [ring], {
    idempotency_key: 'e2e-pembelian-jual-0001',
    kode_sales: 'S01',
    kode_member: 'PST-M0001',
    nama_customer: 'IBU ANI SURYANI',
    cash: 5_003_500,
  });
  expect(sale.total).toBe(5_003_500);
  noJual = sale.no_faktur_group;
  // The cashier also buys back at the counter.
  const users = await call<UserListItem[]>('GET', 'users/get/all');
  const kasir = users.find((user) => user.user_id === 'KASIR');
  await call('PUT', `users/${kasir?.id}/menu`, {
    menu_keys: ['dashboard', 'transaksi-penjualan', 'lihat-penjualan', 'transaksi-pembelian'],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The full-page pictures may trip the sidebar's breakpoint: wide screens are judged with the menu open. */
async function expandSidebar() {
  const toggle = page.getByTestId('sidebar-toggle');
  if ((await toggle.getAttribute('aria-label')) === 'Tampilkan menu') await toggle.click();
}

const modal = () => page.locator('.ant-modal:visible').last();

async function toast(): Promise<string> {
  return page.locator('.ant-message-notice').first().innerText();
}

describe('Pembelian: beli kembali dengan nota dan tanpa barcode, nota, validasi, batal', () => {
  it('buys the ring back MULUS by its barcode and a necklace without barcode with a supervisor’s otorisasi', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/transaksi-pembelian', 'TRANSAKSI PEMBELIAN');
    await expect.poll(() => page.getByTestId('customer-banner').innerText()).toContain('NON MEMBER');

    await choose(page.getByTestId('kode-sales'), 'S01 - ');
    await page.getByTestId('jenis-customer').getByText('Member', { exact: true }).click();
    await searchOption(page, page.getByTestId('member-select'), 'ani', 'IBU ANI SURYANI');
    await expect.poll(() => page.getByTestId('nama-customer').inputValue()).toBe('IBU ANI SURYANI');
    expect(await page.getByTestId('customer-banner').innerText()).toContain('PST-M0001');

    // A piece still in the trays is no piece the shop sold.
    await scan('99999999');
    await expect
      .poll(() => page.getByText('Barcode 99999999 tidak ditemukan di penjualan toko ini').isVisible())
      .toBe(true);

    // The receipt of the ring: its sale, weight and price; the weight defaults to the receipt's.
    await scan(String(Number(ring.kode_barcode)));
    const dialog = page.getByTestId('line-dialog');
    await expect.poll(() => dialog.getByTestId('line-nota-info').innerText()).toContain(noJual);
    const info = await dialog.getByTestId('line-nota-info').innerText();
    for (const text of ['CINCIN BUNGA', 'IBU ANI SURYANI', '3.270 gr', 'Rp 5,003,500', 'Rp 163,500']) {
      expect(info).toContain(text);
    }
    expect(await dialog.getByTestId('line-harga-nota').innerText()).toBe('Rp 4,840,000');
    expect(await dialog.getByTestId('line-berat').inputValue()).toBe('3.270');
    await choose(dialog.getByTestId('line-kondisi'), 'MULUS - MULUS (10 %)');
    await expect.poll(() => dialog.getByTestId('line-harga').innerText()).toBe('Rp 4,356,000');
    expect(await dialog.getByTestId('line-potongan').innerText()).toBe('Rp 484,000');
    // Heavier than the receipt would need otorisasi; lighter is paid pro rata.
    await dialog.getByTestId('line-berat').fill('3.5');
    await expect
      .poll(() => dialog.getByTestId('line-otorisasi').innerText())
      .toContain('Lebih berat dari nota');
    await dialog.getByTestId('line-berat').fill('3.27');
    await expect.poll(() => dialog.getByTestId('line-otorisasi').count()).toBe(0);
    await shot('01-nota-dialog');
    await clickAndAwaitClose(dialog, dialog.getByTestId('line-simpan'));
    await expect.poll(() => page.getByTestId('jumlah-barang').innerText()).toBe('1');
    expect(await page.getByTestId('total-harga').innerText()).toBe('Rp 4,356,000');
    // Scanning the same receipt again is refused under the input.
    await scan(ring.kode_barcode);
    await expect
      .poll(() => page.getByText(`Barang ${ring.kode_barcode} sudah ada di daftar`).isVisible())
      .toBe(true);

    // Gold from elsewhere: group, jenis, name, weight and condition; berat x today's buy price.
    await page.getByTestId('tanpa-barcode').click();
    await choose(dialog.getByTestId('line-group'), '700 - EMAS TUA');
    await choose(dialog.getByTestId('line-jenis'), 'KL - KALUNG');
    await dialog.getByTestId('line-nama').fill('kalung rantai putus');
    await dialog.getByTestId('line-berat').fill('2');
    await choose(dialog.getByTestId('line-kondisi'), 'RUSAK - RUSAK (15 %)');
    await expect.poll(() => dialog.getByTestId('line-harga').innerText()).toBe('Rp 2,193,000');
    expect(await dialog.getByTestId('line-harga-dasar').innerText()).toBe('Rp 2,580,000');
    expect(await dialog.getByTestId('line-otorisasi').innerText()).toContain('Tanpa nota: perlu otorisasi');
    await shot('02-tanpa-barcode-dialog');
    await clickAndAwaitClose(dialog, dialog.getByTestId('line-simpan'));
    await expect.poll(() => page.getByTestId('jumlah-barang').innerText()).toBe('2');
    expect(await page.getByTestId('total-berat').innerText()).toBe('5.270');
    expect(await page.getByTestId('total-harga').innerText()).toBe('Rp 6,549,000');
    expect(await page.getByTestId('perlu-otorisasi').isVisible()).toBe(true);

    // 2,000,000 by transfer from the shop's BCA account; cash pays the rest by itself.
    await page.getByTestId('bayar-transfer').fill('2000000');
    await expect.poll(() => page.getByTestId('bayar-cash').inputValue()).toBe('4,549,000');
    await choose(page.getByTestId('bayar-rekening'), '1234567890 - ');
    expect(await page.getByTestId('bayar-selisih').innerText()).toBe('Rp 0');
    expect(await page.getByTestId('bayar-problem').count()).toBe(0);
    await expandSidebar();
    await shot('03-transaksi-pembelian');

    await page.getByTestId('simpan').click();
    await page.getByTestId('otorisasi-user').waitFor();
    expect(await page.getByTestId('otorisasi-pembelian-lines').innerText()).toContain('TANPA BARCODE');
    await fillOtorisasi(page, { userId: 'spv', alasan: 'emas luar dari pelanggan lama' });
    await shot('04-otorisasi');
    await page.getByTestId('otorisasi-submit').click();
    await expect
      .poll(() => page.getByTestId('pembelian-result').innerText())
      .toMatch(/No Nota PST-FB-\d{6}-0001/);
    noBeli = (/PST-FB-\d{6}-0001/.exec(await page.getByTestId('pembelian-result').innerText()) ?? [''])[0];
    expect(await page.getByTestId('pembelian-result').innerText()).toContain(
      '2 barang, total Rp 6,549,000, dibayar cash Rp 4,549,000, transfer Rp 2,000,000 dari rekening 1234567890.',
    );

    // The Nota Pembelian opens by itself: both pieces, the total in words, how it was paid.
    const nota = modal();
    await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe('NOTA PEMBELIAN');
    const amounts = await nota.getByTestId('nota-amounts').first().innerText();
    for (const text of [
      'Total Pembelian',
      'Rp 6,549,000',
      'Rp 4,549,000',
      'Rek. 1234567890',
      'Rp 2,000,000',
    ]) {
      expect(amounts).toContain(text);
    }
    expect(await nota.getByTestId('nota-terbilang').first().innerText()).toBe(
      'Enam Juta Lima Ratus Empat Puluh Sembilan Ribu Rupiah',
    );
    const rows = await nota.getByTestId('nota-items').first().innerText();
    for (const text of [ring.kode_barcode, 'CINCIN BUNGA', '4,356,000', 'TANPA BARCODE', '2,193,000']) {
      expect(rows).toContain(text);
    }
    expect(await nota.getByTestId('nota-summary').first().innerText()).toContain('2 pcs, 5.270 gr');
    await shot('05-nota-pembelian');
    // Printing hands the receipt to the browser; the PDF carries the same total.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await nota.getByTestId('nota-print').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const download = page.waitForEvent('download');
    await nota.getByTestId('nota-pdf').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Nota-${noBeli}.pdf`);
    const pdf = fs.readFileSync(await file.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Rp 6,549,000');
    await file.saveAs(path.join(screenshotDir, 'purchases-nota-pembelian.pdf'));
    await nota.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
    // Ready for the next customer.
    expect(await page.getByTestId('jumlah-barang').innerText()).toBe('0');
    expect(await page.getByTestId('customer-banner').innerText()).toContain('NON MEMBER');

    const doc = await call<PembelianDoc>('GET', `pembelian/${noBeli}`);
    expect(doc).toMatchObject({
      kode_sales: 'S01',
      kode_member: 'PST-M0001',
      total: TOTAL,
      cash_rp: 4_549_000,
      transfer_rp: 2_000_000,
      no_rekening: '1234567890',
      status_valid: 'OPEN',
      input_by: 'KASIR',
    });
    expect(doc.items).toEqual([
      expect.objectContaining({
        kode_barcode: ring.kode_barcode,
        no_faktur_jual: `${noJual}-1`,
        berat: 3.27,
        harga_nota: 4_840_000,
        kode_kondisi: 'MULUS',
        potongan: 484_000,
        harga: HARGA_CINCIN,
      }),
      expect.objectContaining({
        kode_barcode: '',
        kode_group: '700',
        kode_dept: 'KL',
        nama_barang: 'KALUNG RANTAI PUTUS',
        berat: 2,
        kode_kondisi: 'RUSAK',
        harga: HARGA_KALUNG,
      }),
    ]);
  });

  it('is validated by a supervisor on the Pembelian tab of Validasi Jual Beli: the pieces wait in gudang BELI', async () => {
    await signIn(page, server.url, 'PST', 'SPV');
    await page.waitForURL('**/dashboard');
    await open('/validasi-jual-beli', 'VALIDASI JUAL BELI');
    // The sales tab comes first: the ring's sale is validated already, nothing waits there.
    await expect.poll(() => page.getByTestId('validasi-list').innerText()).toContain('Tidak Ada Data');
    await shot('06-validasi-jual-beli-penjualan');
    await page.getByRole('tab', { name: 'Pembelian' }).click();
    const row = page.getByTestId('validasi-list').locator('.ant-table-row', { hasText: noBeli });
    await expect.poll(() => row.innerText()).toContain('Rp 6,549,000');
    expect(await row.innerText()).toContain('IBU ANI SURYANI (PST-M0001)');
    await row.locator('.ant-checkbox-input').check();
    await expect
      .poll(() => page.getByTestId('validasi-terpilih').innerText())
      .toBe('Dipilih 1 pembelian, Rp 6,549,000');
    await row.locator('.ant-table-row-expand-icon').click();
    await expandSidebar();
    await shot('07-validasi-jual-beli-pembelian');
    await page.getByTestId('validasi').click();
    await answerConfirm(page, 'Validasi');
    await expect.poll(toast).toContain('1 Pembelian Berhasil Divalidasi');
    await expect.poll(() => row.count()).toBe(0);
    expect(page.url()).toContain('tab=pembelian');

    const back = await call<Barang>('GET', `barang/get/by-barcode/${ring.kode_barcode}`);
    expect([back.stock, back.status, back.kode_gudang, back.kode_baki]).toEqual([1, 'BELI', 'BELI', 'B01']);
    const doc = await call<PembelianDoc>('GET', `pembelian/${noBeli}`);
    expect(doc.status_valid).toBe('DONE');
    kalungBarcode = doc.items[1]?.kode_barcode ?? '';
    expect(kalungBarcode).toMatch(/^\d{8}$/);
    const kalung = await call<Barang>('GET', `barang/get/by-barcode/${kalungBarcode}`);
    expect([kalung.stock, kalung.status, kalung.kode_gudang, kalung.kode_baki, kalung.berat]).toEqual([
      1,
      'BELI',
      'BELI',
      'B01',
      2,
    ]);

    // Data Barang shows both pieces in gudang BELI, tray B01, status BELI.
    await open('/data-barang', 'DATA BARANG');
    await choose(page.getByTestId('filter-gudang'), 'BELI - ');
    const pieces = page.getByTestId('data-barang-table').locator('.ant-table-row');
    await expect.poll(() => pieces.count()).toBe(2);
    const texts = (await pieces.allInnerTexts()).join('\n');
    for (const text of [
      ring.kode_barcode,
      kalungBarcode,
      'B01',
      'BELI',
      'KALUNG RANTAI PUTUS',
      'CINCIN BUNGA',
    ]) {
      expect(texts).toContain(text);
    }
    await shot('08-data-barang-beli');
  });

  it('lists the buyback on Lihat Pembelian with its lines, detail and reprint', async () => {
    await open('/lihat-pembelian', 'LIHAT PEMBELIAN');
    await page.getByTestId('pembelian-search').fill(kalungBarcode);
    const row = page.getByTestId('pembelian-table').locator('.ant-table-row', { hasText: noBeli });
    await expect.poll(() => row.innerText()).toContain('6,549,000');
    const text = (await row.innerText()).replace(/\s+/g, ' ');
    for (const part of [
      'IBU ANI SURYANI',
      'Sudah Validasi',
      'Cash Rp 4,549,000',
      'Transfer Rek. 1234567890 Rp 2,000,000',
    ]) {
      expect(text).toContain(part);
    }
    await row.locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => page.getByTestId(`lines-${noBeli}`).innerText()).toContain('KALUNG RANTAI PUTUS');
    await expandSidebar();
    await shot('09-lihat-pembelian');
    await page.getByTestId(`detail-${noBeli}`).click();
    await expect.poll(() => page.getByTestId('pembelian-detail-lines').innerText()).toContain(`${noJual}-1`);
    expect(await page.getByTestId('pembelian-detail-bayar').innerText()).toContain('Rp 6,549,000');
    await shot('10-detail-pembelian');
    // With PRINT_NOTA_BELI_DUPLICATE_MODULE the reprint has the shop's own copy too.
    const settings = await call<NotaSetting[]>('GET', 'setting-nota');
    const { slip_type: _slipType, ...setting } = settings.find(
      (candidate) => candidate.slip_type === 'SLIP_PEMBELIAN',
    ) as NotaSetting;
    await call('PUT', 'setting-nota/SLIP_PEMBELIAN', { ...setting, duplicate: true });
    await page.getByTestId('detail-cetak').click();
    await expect.poll(() => modal().getByTestId('nota-title').first().innerText()).toBe('NOTA PEMBELIAN');
    await expect
      .poll(() => modal().getByTestId('nota-copy-label').allInnerTexts())
      .toEqual(['Lembar Customer', 'Lembar Internal']);
    expect(await modal().getByTestId('nota-amount').first().innerText()).toContain('Rp 6,549,000');
    await modal().locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
  });

  it('cancels the necklace on Batal Pembelian with an owner’s otorisasi', async () => {
    await open('/batal-pembelian', 'BATAL PEMBELIAN');
    const row = page.getByTestId('batal-list').locator('.ant-table-row', { hasText: noBeli });
    await expect.poll(() => row.innerText()).toContain('IBU ANI SURYANI');
    await row.locator('.ant-table-row-expand-icon').click();
    await page.getByTestId(`batal-${noBeli}-2`).click();
    await fillOtorisasi(page, { userId: 'owner', alasan: 'customer batal menjual' });
    await shot('11-batal-otorisasi');
    await page.getByTestId('otorisasi-submit').click();
    await expect
      .poll(() => page.getByTestId('batal-result').innerText())
      .toContain(`Pembelian ${noBeli}-2 dibatalkan`);
    expect(await page.getByTestId('batal-result').innerText()).toContain('Rp 2,193,000 kembali ke kas');
    await shot('12-batal-pembelian');

    const doc = await call<PembelianDoc>('GET', `pembelian/${noBeli}`);
    expect(doc.items.map((line) => line.status)).toEqual(['OK', 'CANC']);
    expect(doc.status).toBe('OK');
    const kalung = await call<Barang>('GET', `barang/get/by-barcode/${kalungBarcode}`);
    expect([kalung.stock, kalung.status]).toEqual([0, 'BATAL']);
    // The ring stays bought back.
    const cincin = await call<Barang>('GET', `barang/get/by-barcode/${ring.kode_barcode}`);
    expect([cincin.stock, cincin.status]).toEqual([1, 'BELI']);
  });
});
