import { addDays, formatTanggalPanjang, type HutangDoc, type Keuangan } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiGrantMenus, apiLogin, apiOpenTill, apiSignIn, cashOf } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { answerConfirm, closeNota } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { DEMO_PASSWORD, signIn } from './support/session.ts';

/**
 * Hutang at the counter (decision 020): lending against two pieces valued at the day's buy
 * price with a cash and transfer payout, the Nota Hutang, a loan above the maximum with
 * otorisasi, then Validasi Hutang for the loan (cash book HUTANG) and for an interest payment.
 */

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let ownerToken: string;
let kasirToken: string;
let tglSystem = '';
let noHutang = '';
let noHutangAtas = '';

const call = apiCaller(() => ({ baseUrl: server.url, token: ownerToken }));
const { shot, choose, open } = pageHelpers(() => ({ page, baseUrl: server.url }), {
  shot: { fromTop: true },
});
/** The cash book's rows of one document by category and method (jenis: CASH, TRANSFER). */
const byKind = (row: Keuangan) => `${row.kategori} ${row.jenis}`;

const login = (userId: string) => apiLogin(server.url, 'PST', userId);

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  ownerToken = await login('OWNER');
  await apiOpenTill(server.url, ownerToken);
  await apiGrantMenus(server.url, ownerToken, 'KASIR', ['transaksi-hutang']);
  await apiGrantMenus(server.url, ownerToken, 'SPV', ['validasi-hutang']);
  const kasir = await apiSignIn(server.url, 'PST', 'KASIR');
  kasirToken = kasir.token;
  tglSystem = kasir.user.tgl_system;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const modal = () => page.locator('.ant-modal:visible').last();

/** One pledged piece typed into row `row` of the table. */
async function piece(row: number, group: string, jenis: string, nama: string, berat: string) {
  await choose(`item-group-${row}`, `${group} - `);
  await choose(`item-jenis-${row}`, `${jenis} - `);
  await page.getByTestId(`item-nama-${row}`).fill(nama);
  await page.getByTestId(`item-berat-${row}`).fill(berat);
}

async function customer(nama: string, nik: string) {
  await choose('kode-sales', 'S01 - ');
  await page.getByTestId('nama-customer').fill(nama);
  await page.getByTestId('hutang-nik').fill(nik);
}

// 3.270 g of 750 at the demo's buy price Rp 1,380,000/g and 10.500 g of 700 at Rp 1,290,000/g.
const NILAI = 4_512_600 + 13_545_000;
const MAKS = 12_640_320;

describe('Hutang: pinjam di counter, nota, otorisasi, validasi', () => {
  it('lends against two pieces valued at the day’s buy price, paid out in cash and transfer; the Nota Hutang opens', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/transaksi-hutang', 'Toko Emas Pusat | TRANSAKSI HUTANG');
    await customer('bapak budi', '3174012345670001');
    await piece(0, '750', 'CC', 'cincin polos', '3.270');
    // The group's kadar becomes the piece's; its value follows at once.
    expect(await page.getByTestId('item-kadar-0').inputValue()).toBe('75');
    await expect.poll(() => page.getByTestId('item-nilai-0').innerText()).toBe('Rp 4,512,600');
    await page.getByTestId('item-tambah').click();
    await piece(1, '700', 'KL', 'kalung rantai', '10.5');
    await expect.poll(() => page.getByTestId('hutang-nilai-taksiran').innerText()).toBe('Rp 18,057,600');
    expect(await page.getByTestId('hutang-total-nilai').innerText()).toBe('Rp 18,057,600');
    expect(await page.getByTestId('hutang-maks-pinjaman').innerText()).toBe('Rp 12,640,320');
    // The loan is the maximum until typed: P2 (5 - 20 juta) at 2 % a month.
    await expect.poll(() => page.getByTestId('hutang-pokok').inputValue()).toBe('12,640,320');
    expect(await page.getByTestId('hutang-kondisi').innerText()).toContain('P2');
    await page.getByTestId('hutang-pokok').fill('10000000');
    await expect.poll(() => page.getByTestId('hutang-jumlah-pinjaman').innerText()).toBe('Rp 10,000,000');
    expect(await page.getByTestId('hutang-kondisi').innerText()).toBe('P2 - 5 - 20 JUTA: 2% / bulan');
    expect(await page.getByTestId('hutang-bunga-sebulan').innerText()).toBe('Rp 200,000');
    expect(await page.getByTestId('hutang-jatuh-tempo').innerText()).toBe(
      formatTanggalPanjang(addDays(tglSystem, 120)),
    );
    await page.getByTestId('bayar-transfer').fill('4000000');
    await choose('bayar-rekening', '1234567890 - ');
    // Cash pays out what the transfer leaves.
    await expect.poll(() => page.getByTestId('bayar-cash').inputValue()).toBe('6,000,000');
    expect(await page.getByTestId('hutang-di-atas-maksimal').count()).toBe(0);
    await shot('hutang-01-transaksi');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/hutang') && r.request().method() === 'POST',
    );
    await page.getByTestId('simpan').click();
    const doc = (await (await saved).json()) as HutangDoc;
    noHutang = doc.no_hutang;
    expect(noHutang).toMatch(/^PST-HT-\d{6}-0001$/);
    await expect.poll(() => page.getByTestId('hutang-result').innerText()).toContain(noHutang);
    const nota = modal();
    await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe('NOTA HUTANG');
    const items = await nota.getByTestId('nota-items').first().innerText();
    for (const text of [
      '750 / CC',
      'CINCIN POLOS',
      'kadar 75%',
      '3.270',
      '4,512,600',
      '700 / KL',
      '13,545,000',
    ]) {
      expect(items).toContain(text);
    }
    const info = await nota.getByTestId('nota-info').first().innerText();
    for (const text of [
      noHutang,
      'BAPAK BUDI',
      '3174012345670001',
      formatTanggalPanjang(addDays(tglSystem, 120)),
    ]) {
      expect(info).toContain(text);
    }
    const amounts = await nota.getByTestId('nota-amounts').first().innerText();
    for (const text of [
      'Nilai Taksiran',
      '18,057,600',
      'Pokok Pinjaman',
      '10,000,000',
      '2% / bulan',
      'Bunga 30 Hari',
      '200,000',
      'Dihitung per hari ±Rp 6,667, minimal 30 hari',
      '4 bulan',
      'Cash',
      '6,000,000',
      'Transfer',
      'Rek. 1234567890',
    ]) {
      expect(amounts).toContain(text);
    }
    expect(await nota.getByTestId('nota-terbilang').first().innerText()).toBe('Sepuluh Juta Rupiah');
    // PRINT_NOTA_HUTANG_DUPLICATE_MODULE is off in the demo: the customer's copy only.
    expect(await nota.getByTestId('nota-copy-label').allInnerTexts()).toEqual(['Lembar Customer']);
    await shot('hutang-02-nota');
    await closeNota(page);

    expect(await call<HutangDoc>('GET', `hutang/${noHutang}`, undefined, kasirToken)).toMatchObject({
      nama_customer: 'BAPAK BUDI',
      nik: '3174012345670001',
      nilai_taksiran: NILAI,
      maks_pinjaman: MAKS,
      pokok: 10_000_000,
      kode_pinjaman: 'P2',
      bunga_persen: 2,
      jangka_bulan: 4,
      tgl_jatuh_tempo: addDays(tglSystem, 120),
      cash_rp: 6_000_000,
      transfer_rp: 4_000_000,
      no_rekening: '1234567890',
      status: 'OPEN',
      status_valid: 'OPEN',
    });
  });

  it('asks otorisasi for a loan above the maximum and saves it with the supervisor’s consent', async () => {
    // The form is fresh for the next customer.
    await expect.poll(() => page.getByTestId('item-nama-0').inputValue()).toBe('');
    await customer('ibu sari', '3174012345670002');
    await piece(0, '750', 'CC', 'cincin mata', '2');
    // 2 g x 1,380,000 = 2,760,000; 70 % = 1,932,000.
    await expect.poll(() => page.getByTestId('hutang-pokok').inputValue()).toBe('1,932,000');
    await page.getByTestId('hutang-pokok').fill('2500000');
    await expect
      .poll(() => page.getByTestId('hutang-di-atas-maksimal').innerText())
      .toBe('Pinjaman melebihi maksimal Rp 1,932,000: perlu otorisasi');
    expect(await page.getByTestId('hutang-kondisi').innerText()).toBe('P1 - SAMPAI 5 JUTA: 2.5% / bulan');
    await expect.poll(() => page.getByTestId('bayar-cash').inputValue()).toBe('2,500,000');
    await page.getByTestId('simpan').click();
    await page.getByTestId('otorisasi-user').waitFor();
    expect(await modal().innerText()).toContain('melebihi maksimal Rp 1,932,000');
    await page.getByTestId('otorisasi-user').fill('spv');
    await page.getByTestId('otorisasi-password').fill(DEMO_PASSWORD);
    await page.getByTestId('otorisasi-alasan').fill('nasabah lama');
    await shot('hutang-03-otorisasi');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/hutang') && r.request().method() === 'POST',
    );
    await page.getByTestId('otorisasi-submit').click();
    const response = await saved;
    expect(response.status()).toBe(200);
    noHutangAtas = ((await response.json()) as HutangDoc).no_hutang;
    await expect.poll(() => page.getByTestId('hutang-result').innerText()).toContain(noHutangAtas);
    await expect.poll(() => modal().getByTestId('nota-title').first().innerText()).toBe('NOTA HUTANG');
    await closeNota(page);
    expect(await call<HutangDoc>('GET', `hutang/${noHutangAtas}`, undefined, kasirToken)).toMatchObject({
      pokok: 2_500_000,
      maks_pinjaman: 1_932_000,
      kode_pinjaman: 'P1',
      bunga_persen: 2.5,
    });
  });

  it('validates the loan on Validasi Hutang: its payout leaves the cash book as HUTANG', async () => {
    await signIn(page, server.url, 'PST', 'SPV');
    await page.waitForURL('**/dashboard');
    await open('/validasi-hutang', 'Toko Emas Pusat | VALIDASI HUTANG');
    const list = page.getByTestId('validasi-list');
    const row = list.locator('.ant-table-row', { hasText: noHutang });
    await expect.poll(() => row.innerText()).toContain('BAPAK BUDI');
    const text = await row.innerText();
    for (const part of ['3174012345670001', '10,000,000', 'P2', 'Rek. 1234567890'])
      expect(text).toContain(part);
    expect(await list.locator('.ant-table-row', { hasText: noHutangAtas }).innerText()).toContain(
      'Di Atas Maks',
    );
    await row.locator('.ant-checkbox-input').check();
    await expect
      .poll(() => page.getByTestId('validasi-terpilih').innerText())
      .toBe('Dipilih 1 hutang, Pinjaman Rp 10,000,000');
    await shot('hutang-04-validasi');
    await page.getByTestId('validasi').click();
    await answerConfirm(page, 'Validasi');
    await expect.poll(() => row.count()).toBe(0);
    expect((await call<HutangDoc>('GET', `hutang/${noHutang}`, undefined, kasirToken)).status_valid).toBe(
      'DONE',
    );
    expect(await cashOf(call, noHutang, byKind)).toEqual({
      'HUTANG CASH': { in: 0, out: 6_000_000 },
      'HUTANG TRANSFER': { in: 0, out: 4_000_000 },
    });
  });

  it('validates an interest payment on the Pembayaran tab: BAYAR BUNGA reaches the cash book', async () => {
    // The first month is charged at least: Rp 10,000,000 x 2 % = Rp 200,000.
    const paid = await call<HutangDoc>(
      'POST',
      'hutang/bunga',
      {
        idempotency_key: `hutang-e2e-bunga-${Date.now()}`,
        no_hutang: noHutang,
        bayar: { cash: 200_000, transfer: 0 },
      },
      kasirToken,
    );
    const noBayar = paid.pembayaran[0]?.no_bayar ?? '';
    expect(noBayar).toMatch(/^PST-BH-\d{6}-0001$/);
    await open('/validasi-hutang?tab=pembayaran', 'Toko Emas Pusat | VALIDASI HUTANG');
    const row = page.getByTestId('validasi-list').locator('.ant-table-row', { hasText: noBayar });
    await expect.poll(() => row.innerText()).toContain('BAPAK BUDI');
    const text = await row.innerText();
    for (const part of [noHutang, 'Bayar Bunga', '200,000', '30 hari', 'Cash']) expect(text).toContain(part);
    await row.locator('.ant-checkbox-input').check();
    await expect
      .poll(() => page.getByTestId('validasi-terpilih').innerText())
      .toBe('Dipilih 1 pembayaran hutang, Dibayar Rp 200,000');
    await shot('hutang-05-validasi-bayar');
    await page.getByTestId('validasi').click();
    await answerConfirm(page, 'Validasi');
    await expect.poll(() => row.count()).toBe(0);
    expect(await cashOf(call, noBayar, byKind)).toEqual({ 'BAYAR BUNGA CASH': { in: 200_000, out: 0 } });
  });
});
