import type { Barang, Member, PenjualanDoc } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiLogin, goldPiece } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { answerConfirm, searchOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { DEMO_PASSWORD, signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let ownerToken: string;
let ring: Barang;
let necklace: Barang;
let noNota = '';

const call = apiCaller(() => ({ baseUrl: server.url, token: ownerToken }));
const { shot, choose, scan, open } = pageHelpers(() => ({ page, baseUrl: server.url }));

const login = (kodeToko: string, userId: string) => apiLogin(server.url, kodeToko, userId);

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  ownerToken = await login('PST', 'OWNER');
  // The worked example of DOMAIN.md §8 (5,003,500) and a 700 necklace: 10.5 g x 1,380,000 = 14,490,000.
  const { items } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [
      goldPiece('CINCIN BUNGA', '750', 'CC', 'CC01', 3.27, 50_000),
      goldPiece('KALUNG RANTAI', '700', 'KL', 'KLDLM', 10.5),
    ],
  });
  [ring, necklace] = items as [Barang, Barang];
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Penjualan: jual ke member, validasi, nota, batal', () => {
  it('sells two pieces to a member with CASH + DEBET on Transaksi Penjualan', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/transaksi-penjualan', 'Toko Emas Pusat | TRANSAKSI PENJUALAN');
    await expect.poll(() => page.getByTestId('customer-banner').innerText()).toContain('NON MEMBER');
    // This cashier holds no Lihat Titipan: the counter sells only, as the server allows.
    expect(await page.getByTestId('mode-transaksi').count()).toBe(0);
    expect(await page.getByTestId('ambil-titipan').count()).toBe(0);

    await choose('kode-sales', 'S01 - ');
    await page.getByTestId('jenis-customer').getByText('Member', { exact: true }).click();
    await searchOption(page, page.getByTestId('member-select'), 'ani', 'IBU ANI SURYANI');
    await expect.poll(() => page.getByTestId('nama-customer').inputValue()).toBe('IBU ANI SURYANI');
    expect(await page.getByTestId('no-hp').inputValue()).toBe('081298765001');
    const banner = await page.getByTestId('customer-banner').innerText();
    expect(banner).toContain('MEMBER');
    expect(banner).toContain('PST-M0001');

    await scan(String(Number(ring.kode_barcode)));
    await expect.poll(() => page.getByTestId('penjualan-lines').innerText()).toContain('CINCIN BUNGA');
    await scan(necklace.kode_barcode);
    await expect.poll(() => page.getByTestId('jumlah-barang').innerText()).toBe('2');
    // Scanning a piece twice is refused under the input.
    await scan(necklace.kode_barcode);
    await expect
      .poll(() => page.getByText(`Barang ${necklace.kode_barcode} sudah ada di daftar`).isVisible())
      .toBe(true);
    expect(await page.getByTestId('total-berat').innerText()).toBe('13.770');
    expect(await page.getByTestId('total-harga').innerText()).toBe('Rp 19,493,500');
    // The demo's gold prices were not typed today: the counter says so.
    expect(await page.getByTestId('harga-belum-diinput').isVisible()).toBe(true);

    // DEBET 9,000,000 at MANDIRI (fee 1.5 %), the rest in cash with change.
    await page.getByTestId('bayar-debet').fill('9000000');
    await choose('bayar-bank-debet', 'MANDIRI - ');
    await page.getByTestId('bayar-cash').fill('10000000');
    await expect
      .poll(() => page.getByTestId('bayar-problem').innerText())
      .toBe('Pembayaran kurang Rp 493,500');
    expect(await page.getByTestId('simpan').isEnabled()).toBe(true);
    await page.getByTestId('bayar-cash').fill('11000000');
    await expect.poll(() => page.getByTestId('bayar-kembalian').innerText()).toBe('Rp 506,500');
    expect(await page.getByTestId('ringkasan-bayar').innerText()).toContain('Rp 9,135,000');
    await shot('sales-transaksi-penjualan');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('penjualan-result').innerText())
      .toMatch(/No Nota PST-FJ-\d{6}-0001/);
    noNota = (/PST-FJ-\d{6}-0001/.exec(await page.getByTestId('penjualan-result').innerText()) ?? [''])[0];
    // The nota opens by itself after saving.
    const nota = page.locator('.ant-modal:visible');
    await expect
      .poll(() => nota.innerText())
      .toMatch(/sembilan belas juta empat ratus sembilan puluh tiga ribu lima ratus rupiah/i);
    await shot('sales-nota-penjualan');
    await nota.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
    // The form is ready for the next customer: empty list, same sales person.
    expect(await page.getByTestId('jumlah-barang').innerText()).toBe('0');
    expect(await page.getByTestId('customer-banner').innerText()).toContain('NON MEMBER');
    const saved = await call<PenjualanDoc>('GET', `penjualan/${noNota}`);
    expect(saved).toMatchObject({
      kode_member: 'PST-M0001',
      total: 19_493_500,
      cash_rp: 11_000_000,
      debet_rp: 9_000_000,
      biaya_debet: 135_000,
      kembalian: 506_500,
      status_valid: 'OPEN',
    });
  });

  it('validates the sale on Validasi Penjualan: pieces leave stock, the member earns points', async () => {
    await signIn(page, server.url, 'PST', 'SPV');
    await page.waitForURL('**/dashboard');
    await open('/validasi-penjualan', 'Toko Emas Pusat | VALIDASI PENJUALAN');
    const row = page.getByTestId('validasi-list').locator('.ant-table-row', { hasText: noNota });
    await expect.poll(() => row.innerText()).toContain('Rp 19,493,500');
    await row.locator('.ant-checkbox-input').check();
    await expect
      .poll(() => page.getByTestId('validasi-terpilih').innerText())
      .toBe('Dipilih 1 penjualan, Rp 19,493,500');
    await shot('sales-validasi-penjualan');
    await page.getByTestId('validasi').click();
    await answerConfirm(page, 'Validasi');
    await expect
      .poll(() => page.locator('.ant-message-notice').first().innerText())
      .toContain('1 Penjualan Berhasil Divalidasi');
    await expect.poll(() => row.count()).toBe(0);
    const sold = await call<Barang>('GET', `barang/get/by-barcode/${ring.kode_barcode}`);
    expect([sold.stock, sold.status]).toEqual([0, 'TERJUAL']);
    // 10 (ring, 1-5 g of 18K) + floor(19,493,500 / 1,000,000) = 19; the 700 necklace has no bracket.
    const member = await call<Member>('GET', 'member/get/by-kode/PST-M0001');
    expect(member.poin).toBe(29);
  });

  it('cancels the necklace on Batal Penjualan with an owner’s otorisasi', async () => {
    await open('/batal-penjualan', 'Toko Emas Pusat | BATAL PENJUALAN');
    const row = page.getByTestId('batal-list').locator('.ant-table-row', { hasText: noNota });
    await expect.poll(() => row.innerText()).toContain('IBU ANI SURYANI');
    await row.locator('.ant-table-row-expand-icon').click();
    await page.getByTestId(`batal-${noNota}-2`).click();
    await page.getByTestId('otorisasi-user').fill('owner');
    await page.getByTestId('otorisasi-password').fill(DEMO_PASSWORD);
    await page.getByTestId('otorisasi-alasan').fill('customer ganti model');
    await shot('sales-batal-otorisasi');
    await page.getByTestId('otorisasi-submit').click();
    await expect.poll(() => page.getByTestId('batal-result').innerText()).toContain(`${noNota}-2 dibatalkan`);
    await shot('sales-batal-penjualan');
    const back = await call<Barang>('GET', `barang/get/by-barcode/${necklace.kode_barcode}`);
    expect([back.stock, back.status, back.kode_baki]).toEqual([1, 'READY', 'KLDLM']);
    const doc = await call<PenjualanDoc>('GET', `penjualan/${noNota}`);
    expect(doc.items.map((line) => line.status)).toEqual(['OK', 'CANC']);
    // What the member kept: the ring, 10 + 5 whole millions.
    expect(doc.poin).toBe(15);
  });
});
