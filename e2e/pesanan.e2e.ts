import fs from 'node:fs';
import { addDays, type PesananDoc } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiGrantMenus, apiLogin, apiSignIn, cashOf } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { clickDay, pageHelpers } from './support/page.ts';
import { answerConfirm, clickAndAwaitClose, closeNota, searchOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { DEMO_PASSWORD, signIn } from './support/session.ts';

/** The sample the customer shows: a photo of a ring. */
const SAMPLE_PHOTO = fs.readFileSync(new URL('./fixtures/cincin.jpg', import.meta.url));

const call = apiCaller(() => ({ baseUrl: server.url, token: ownerToken }));
// The whole page from its top: the sticky header stays at the head of the picture.
const { shot, choose, open } = pageHelpers(() => ({ page, baseUrl: server.url }), {
  shot: { fromTop: true },
});

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let ownerToken: string;
let spvToken: string;
let tglSystem = '';
let noPesanan = '';
let noPesananBatal = '';

const login = (userId: string) => apiLogin(server.url, 'PST', userId);

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  [ownerToken, spvToken] = await Promise.all([login('OWNER'), login('SPV')]);
  // The owner makes the demo cashier an order clerk, as on Hak Akses: the order counter and
  // its list only, so the member lookup she uses is the order counter's own.
  await apiGrantMenus(server.url, ownerToken, 'KASIR', ['transaksi-pesanan', 'lihat-pesanan']);
  const users = await call<{ id: number; user_id: string }[]>('GET', 'users/get/all');
  const kasir = users.find((user) => user.user_id === 'KASIR');
  await call('PUT', `users/${kasir?.id}/menu`, {
    menu_keys: ['dashboard', 'transaksi-pesanan', 'lihat-pesanan'],
  });
  tglSystem = (await apiSignIn(server.url, 'PST', 'KASIR')).user.tgl_system;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const modal = () => page.locator('.ant-modal:visible').last();

// 5.125 g of 18K (kategori 750, the demo's day price Rp 1,480,000 a gram) plus Rp 150,000 ongkos.
const ESTIMASI = 7_735_000;

describe('Pesanan: terima, validasi, lihat, cetak ulang, batal', () => {
  it('takes an order priced at the day’s gold price with a DP by transfer; the Nota Pesanan opens', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/transaksi-pesanan', 'Toko Emas Pusat | TRANSAKSI PESANAN');
    await choose('kode-sales', 'S01 - ');
    await expect.poll(() => page.getByTestId('customer-banner').innerText()).toContain('NON MEMBER');
    await page.getByTestId('jenis-customer').getByText('Member', { exact: true }).click();
    await searchOption(page, page.getByTestId('member-select'), 'ani', 'IBU ANI SURYANI');
    await expect.poll(() => page.getByTestId('nama-customer').inputValue()).toBe('IBU ANI SURYANI');
    expect(await page.getByTestId('no-hp').inputValue()).toBe('081298765001');
    const banner = await page.getByTestId('customer-banner').innerText();
    for (const text of ['MEMBER', 'PST-M0001', 'PESANAN']) expect(banner).toContain(text);
    await choose('pesanan-group', '750 - ');
    // The kategori's price of the day becomes the price per gram, its kadar the order's.
    await expect.poll(() => page.getByTestId('pesanan-harga-gram').inputValue()).toBe('1,480,000');
    expect(await page.getByTestId('pesanan-kadar').inputValue()).toBe('75');
    await choose('pesanan-jenis', 'CC - ');
    await page.getByTestId('pesanan-berat').fill('5.125');
    await page.getByTestId('pesanan-deskripsi').fill('cincin mata satu ukuran 14');
    await page
      .getByTestId('pesanan-foto-input')
      .setInputFiles({ name: 'contoh.jpg', mimeType: 'image/jpeg', buffer: SAMPLE_PHOTO });
    await page.getByTestId('pesanan-foto-preview').waitFor();
    await page.getByTestId('pesanan-ongkos').fill('150000');
    await page.locator('#tgl_selesai').click();
    // Days before the system date cannot be picked.
    await expect
      .poll(() =>
        page
          .locator(`.ant-picker-dropdown:visible td[title="${addDays(tglSystem, -1)}"]`)
          .getAttribute('class'),
      )
      .toContain('ant-picker-cell-disabled');
    await clickDay(page, addDays(tglSystem, 3));
    await expect.poll(() => page.getByTestId('pesanan-estimasi').innerText()).toBe('Rp 7,735,000');
    await page.getByTestId('pesanan-dp').fill('2000000');
    await page.getByTestId('bayar-transfer').fill('2000000');
    await choose('bayar-rekening', '1234567890 - ');
    await expect.poll(() => page.getByTestId('pesanan-sisa').innerText()).toBe('Rp 5,735,000');
    await shot('pesanan-01-transaksi');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('pesanan-result').innerText())
      .toMatch(/No Pesanan PST-PS-\d{6}-0001/);
    noPesanan = (/PST-PS-\d{6}-0001/.exec(await page.getByTestId('pesanan-result').innerText()) ?? [''])[0];
    const nota = modal();
    await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe('NOTA PESANAN');
    const items = await nota.getByTestId('nota-items').first().innerText();
    for (const text of ['750 / CC', 'CINCIN MATA SATU', 'Kadar 75%', '5.125', '7,735,000']) {
      expect(items).toContain(text);
    }
    const amounts = await nota.getByTestId('nota-amounts').first().innerText();
    for (const text of [
      'Harga Per Gram',
      '1,480,000',
      'Ongkos',
      '150,000',
      'Estimasi Harga',
      'DP',
      '2,000,000',
      'Sisa (Estimasi)',
      '5,735,000',
      'Transfer',
      '1234567890',
    ]) {
      expect(amounts).toContain(text);
    }
    expect(await nota.getByTestId('nota-terbilang').first().innerText()).toBe('Dua Juta Rupiah');
    // PRINT_NOTA_PESANAN_DUPLICATE_MODULE is off in the demo: the customer's copy only.
    expect(await nota.getByTestId('nota-copy-label').allInnerTexts()).toEqual(['Lembar Customer']);
    await shot('pesanan-02-nota');
    await closeNota(page);

    const doc = await call<PesananDoc>('GET', `pesanan/${noPesanan}`);
    expect(doc.foto).toMatch(/^PST\/pesanan\/[0-9a-f]{32}\.jpg$/);
    expect(doc.foto_url).toBe(`/files/${doc.foto}`);
    // The form is fresh for the next customer: no photo left over.
    await page.getByTestId('pesanan-foto-empty').waitFor();
    expect(doc).toMatchObject({
      kode_sales: 'S01',
      nama_customer: 'IBU ANI SURYANI',
      kode_member: 'PST-M0001',
      no_hp: '081298765001',
      kode_group: '750',
      kode_dept: 'CC',
      deskripsi: 'CINCIN MATA SATU UKURAN 14',
      berat: 5.125,
      kadar: 75,
      harga_gram: 1_480_000,
      ongkos: 150_000,
      total: ESTIMASI,
      dp: 2_000_000,
      sisa: ESTIMASI - 2_000_000,
      tgl_selesai: addDays(tglSystem, 3),
      cash_rp: 0,
      transfer_rp: 2_000_000,
      no_rekening: '1234567890',
      status: 'OPEN',
      status_valid: 'OPEN',
    });
  });

  it('is validated on the Pesanan tab of Validasi Jual Beli: the DP reaches the cash book', async () => {
    await signIn(page, server.url, 'PST', 'SPV');
    await page.waitForURL('**/dashboard');
    await open('/validasi-jual-beli?tab=pesanan', 'Toko Emas Pusat | VALIDASI JUAL BELI');
    const row = page.getByTestId('validasi-list').locator('.ant-table-row', { hasText: noPesanan });
    await expect.poll(() => row.innerText()).toContain('IBU ANI SURYANI');
    expect(await row.innerText()).toContain('Rek. 1234567890');
    await row.locator('.ant-checkbox-input').check();
    await expect
      .poll(() => page.getByTestId('validasi-terpilih').innerText())
      .toBe('Dipilih 1 pesanan, DP Rp 2,000,000');
    await shot('pesanan-03-validasi');
    await page.getByTestId('validasi').click();
    await answerConfirm(page, 'Validasi');
    await expect.poll(() => row.count()).toBe(0);
    expect((await call<PesananDoc>('GET', `pesanan/${noPesanan}`)).status_valid).toBe('DONE');
    expect(await cashOf(call, noPesanan)).toEqual({ 'DP PESANAN': { in: 2_000_000, out: 0 } });
  });

  it('is found on Lihat Pesanan by its validation, shown in detail and its slip reprinted in two copies', async () => {
    await call('PUT', 'para-system/key/PRINT_NOTA_PESANAN_DUPLICATE_MODULE', { value: 'true' });
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/lihat-pesanan', 'Toko Emas Pusat | LIHAT PESANAN');
    const table = page.getByTestId('pesanan-table');
    const row = table.locator('.ant-table-row', { hasText: noPesanan });
    await expect.poll(() => row.innerText()).toContain('Sudah Validasi');
    expect(await row.innerText()).toContain('CINCIN MATA SATU UKURAN 14');
    await choose('filter-valid', 'Belum Validasi');
    await expect.poll(() => row.count()).toBe(0);
    await choose('filter-valid', 'Sudah Validasi');
    await expect.poll(() => row.innerText()).toContain('Dipesan');
    await shot('pesanan-04-lihat');

    await page.getByTestId(`detail-${noPesanan}`).click();
    await expect.poll(() => page.getByTestId('pesanan-detail-info').innerText()).toContain('Rp 7,735,000');
    const info = await page.getByTestId('pesanan-detail-info').innerText();
    for (const text of [
      '750 / CC',
      'CINCIN MATA SATU UKURAN 14',
      '5.125 gr',
      'Rp 1,480,000',
      'Rp 5,735,000',
    ]) {
      expect(info).toContain(text);
    }
    expect(await page.getByTestId('pesanan-detail-dp').innerText()).toContain('Rp 2,000,000');
    // The sample photo, loaded from the file store.
    await expect
      .poll(() =>
        page
          .getByTestId('pesanan-detail-info')
          .getByRole('img', { name: 'Foto Contoh' })
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await shot('pesanan-05-detail');
    await clickAndAwaitClose(
      page.getByTestId('pesanan-detail'),
      page.getByTestId('pesanan-detail').getByRole('button', { name: 'Nota Pesanan' }),
    );
    const nota = modal();
    await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe('NOTA PESANAN');
    // With PRINT_NOTA_PESANAN_DUPLICATE_MODULE the slip has the shop's own copy too.
    await expect
      .poll(() => nota.getByTestId('nota-copy-label').allInnerTexts())
      .toEqual(['Lembar Customer', 'Lembar Internal']);
    expect(await nota.getByTestId('nota-terbilang').first().innerText()).toBe('Dua Juta Rupiah');
    await shot('pesanan-06-cetak-ulang');
    await closeNota(page);
  });

  it('cancels another, validated order with an SPV otorisasi: its DP goes back by its methods', async () => {
    const kasirToken = await login('KASIR');
    const saved = await call<PesananDoc>(
      'POST',
      'pesanan',
      {
        idempotency_key: `pesanan-e2e-batal-${Date.now()}`,
        kode_sales: 'S01',
        kode_member: '',
        nama_customer: 'BAPAK JOKO',
        no_hp: '',
        alamat_customer: '',
        kode_group: '700',
        kode_dept: 'GL',
        deskripsi: 'GELANG RANTAI',
        berat: 10,
        kadar: 70,
        harga_gram: 0,
        ongkos: 200_000,
        tgl_selesai: addDays(tglSystem, 7),
        foto: '',
        dp: 500_000,
        bayar: {
          cash: 300_000,
          transfer: 200_000,
          no_rekening: '1234567890',
          debet: 0,
          kode_bank_debet: '',
          credit: 0,
          kode_bank_credit: '',
        },
      },
      kasirToken,
    );
    noPesananBatal = saved.no_pesanan;
    await call('POST', 'pesanan/validasi', { no_pesanan: [noPesananBatal] }, spvToken);

    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await open('/lihat-pesanan', 'Toko Emas Pusat | LIHAT PESANAN');
    const row = page.getByTestId('pesanan-table').locator('.ant-table-row', { hasText: noPesananBatal });
    await expect.poll(() => row.innerText()).toContain('BAPAK JOKO');
    await page.getByTestId(`batal-${noPesananBatal}`).click();
    await page.getByTestId('otorisasi-user').fill('spv');
    await page.getByTestId('otorisasi-password').fill(DEMO_PASSWORD);
    await page.getByTestId('otorisasi-alasan').fill('customer tidak jadi');
    await shot('pesanan-07-batal-otorisasi');
    await page.getByTestId('otorisasi-submit').click();
    await expect
      .poll(() => page.getByTestId('batal-result').innerText())
      .toBe(
        `Pesanan ${noPesananBatal} dibatalkan, DP Rp 500,000 dikembalikan: Cash Rp 300,000, Transfer Rp 200,000`,
      );
    // The list shows open orders: the cancelled one leaves it.
    await expect.poll(() => row.count()).toBe(0);
    expect((await call<PesananDoc>('GET', `pesanan/${noPesananBatal}`)).status).toBe('CLOSE');
    expect(await cashOf(call, noPesananBatal)).toEqual({
      'DP PESANAN': { in: 500_000, out: 0 },
      'BATAL PESANAN': { in: 0, out: 500_000 },
    });
    await choose('filter-status', 'Batal');
    await expect.poll(() => row.innerText()).toContain('Batal');
    await shot('pesanan-08-batal');

    // The dashboard's Pesanan card counts today's orders by their estimate, the cancelled one not.
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByTestId('pesanan-hari-ini-value').innerText()).toBe('Rp 7,735,000');
    await shot('pesanan-09-dashboard');
  });
});
