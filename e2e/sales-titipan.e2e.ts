import {
  type Barang,
  DEFAULT_SYARAT_TITIPAN,
  type PenjualanDoc,
  TITIPAN_MENU,
  type TitipanDoc,
} from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiGrantMenus, apiLogin, goldPiece } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { fillAmount, pageHelpers } from './support/page.ts';
import { answerConfirm, closeNota, searchOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { DEMO_PASSWORD, signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let ownerToken: string;
let spvToken: string;
/** DOMAIN.md §8's worked example: 3.270 g x 1,480,000 + ongkos 50,000/g = 5,003,100 -> 5,003,500. */
let ring: Barang;
/** 2 g of 750 at 1,480,000/g: 2,960,000. */
let pendant: Barang;
let noTitip = '';
let noNota = '';
let noTitipBatal = '';

const call = apiCaller(() => ({ baseUrl: server.url, token: ownerToken }));
const { shot, choose, scan, open } = pageHelpers(() => ({ page, baseUrl: server.url }));

const login = (userId: string) => apiLogin(server.url, 'PST', userId);

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  [ownerToken, spvToken] = await Promise.all([login('OWNER'), login('SPV')]);
  // Deposits belong to Lihat Titipan: this shop's cashier is granted it beside the counter.
  await apiGrantMenus(server.url, ownerToken, 'KASIR', [TITIPAN_MENU]);
  const { items } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [
      goldPiece('CINCIN BUNGA', '750', 'CC', 'CC01', 3.27, 50_000),
      goldPiece('LIONTIN HATI', '750', 'LT', 'LT17', 2),
    ],
  });
  [ring, pendant] = items as [Barang, Barang];
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const modal = () => page.locator('.ant-modal:visible').last();

async function toast(): Promise<string> {
  return page.locator('.ant-message-notice').first().innerText();
}

describe('Titipan: titip, tidak bisa dijual, validasi, ambil, batal', () => {
  it('takes a DP in cash with change for a member’s ring; the slip prints the deposit terms', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/transaksi-penjualan', 'Toko Emas Pusat | TRANSAKSI PENJUALAN');
    await page.getByTestId('mode-transaksi').getByText('Titipan', { exact: true }).click();
    await expect.poll(() => page.getByTestId('customer-banner').innerText()).toContain('TITIPAN');
    // A deposit is taken, not collected, in this mode.
    expect(await page.getByTestId('ambil-titipan').count()).toBe(0);

    await choose('kode-sales', 'S02 - ');
    await page.getByTestId('jenis-customer').getByText('Member', { exact: true }).click();
    await searchOption(page, page.getByTestId('member-select'), 'hendra', 'BAPAK HENDRA WIJAYA');
    await expect.poll(() => page.getByTestId('nama-customer').inputValue()).toBe('BAPAK HENDRA WIJAYA');

    await scan(ring.kode_barcode);
    await expect.poll(() => page.getByTestId('jumlah-barang').innerText()).toBe('1');
    expect(await page.getByTestId('total-berat').innerText()).toBe('3.270');
    expect(await page.getByTestId('total-harga').innerText()).toBe('Rp 5,003,500');
    // The deposit holds the piece at the system price: no price is asked per line.
    expect(await page.getByTestId(`harga-jual-${ring.kode_barcode}`).count()).toBe(0);

    // More than the pieces are worth is refused before anything is sent.
    await page.getByTestId('titipan-dp').fill('6000000');
    await page.getByTestId('titipan-dp').blur();
    await expect.poll(() => page.getByText('DP tidak boleh melebihi harga barang').isVisible()).toBe(true);
    await page.getByTestId('titipan-dp').fill('1000000');
    await page.getByTestId('titipan-keterangan').fill('ambil akhir bulan');
    await expect.poll(() => page.getByTestId('titipan-sisa').innerText()).toBe('Rp 4,003,500');
    await page.getByTestId('bayar-cash').fill('1050000');
    await expect.poll(() => page.getByTestId('bayar-kembalian').innerText()).toBe('Rp 50,000');
    expect(await page.getByTestId('bayar-total').innerText()).toBe('Rp 1,000,000');
    await shot('sales-titipan-01-transaksi');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('penjualan-result').innerText())
      .toMatch(/Titipan Tersimpan - No Titip PST-TP-\d{6}-0001/);
    noTitip = (/PST-TP-\d{6}-0001/.exec(await page.getByTestId('penjualan-result').innerText()) ?? [''])[0];
    expect(await page.getByTestId('penjualan-result').innerText()).toContain(
      '1 barang, harga Rp 5,003,500, DP Rp 1,000,000, sisa Rp 4,003,500, kembalian Rp 50,000.',
    );

    // The Nota Titipan opens by itself: the piece, the DP in words, what is left, the terms.
    const nota = modal();
    await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe('NOTA TITIPAN');
    expect(await nota.getByTestId('nota-syarat').first().innerText()).toContain(DEFAULT_SYARAT_TITIPAN);
    expect(await nota.getByTestId('nota-terbilang').first().innerText()).toBe('Satu Juta Rupiah');
    const amounts = await nota.getByTestId('nota-amounts').first().innerText();
    for (const text of [
      '5,003,500',
      'DP',
      '1,000,000',
      'Sisa Pembayaran',
      '4,003,500',
      '1,050,000',
      '50,000',
    ]) {
      expect(amounts).toContain(text);
    }
    const items = await nota.getByTestId('nota-items').first().innerText();
    expect(items).toContain(ring.kode_barcode);
    expect(items).toContain('3.270');
    expect(await nota.getByTestId('nota-info-Keterangan').first().innerText()).toContain('AMBIL AKHIR BULAN');
    await shot('sales-titipan-02-nota');
    await closeNota(page);
    expect(await page.getByTestId('jumlah-barang').innerText()).toBe('0');

    const doc = await call<TitipanDoc>('GET', `titipan/${noTitip}`);
    expect(doc).toMatchObject({
      kode_sales: 'S02',
      kode_member: 'PST-M0002',
      nama_customer: 'BAPAK HENDRA WIJAYA',
      keterangan: 'AMBIL AKHIR BULAN',
      total: 5_003_500,
      dp: 1_000_000,
      sisa: 4_003_500,
      cash_rp: 1_050_000,
      kembalian: 50_000,
      status: 'OPEN',
      status_valid: 'OPEN',
    });
    expect(doc.items).toEqual([
      expect.objectContaining({
        kode_barcode: ring.kode_barcode,
        kode_gudang: 'TOKO',
        kode_baki: 'CC01',
        berat: 3.27,
        harga_jual: 5_003_500,
      }),
    ]);
  });

  it('refuses the held ring to any other customer at the sales counter', async () => {
    await page.getByTestId('mode-transaksi').getByText('Penjualan', { exact: true }).click();
    await scan(ring.kode_barcode);
    await expect
      .poll(() =>
        page
          .getByText(
            `Barang ${ring.kode_barcode} sedang dititipkan untuk customer lain dan hanya keluar lewat pengambilan titipan`,
          )
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByTestId('jumlah-barang').innerText()).toBe('0');
    await shot('sales-titipan-03-ditolak');
  });

  it('is validated by a supervisor on Validasi Titipan: the ring waits in gudang TITIP', async () => {
    await signIn(page, server.url, 'PST', 'SPV');
    await page.waitForURL('**/dashboard');
    await open('/validasi-titipan', 'Toko Emas Pusat | VALIDASI TITIPAN');
    const row = page.getByTestId('validasi-list').locator('.ant-table-row', { hasText: noTitip });
    await expect.poll(() => row.innerText()).toContain('BAPAK HENDRA WIJAYA\nPST-M0002 · 081298765002');
    const text = await row.innerText();
    for (const part of ['S02\nKASIR', '1 pcs\n3.270 gr', '5,003,500', '1,000,000']) {
      expect(text).toContain(part);
    }
    // The DP was paid 1,050,000 in cash with 50,000 change: the list says all three.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Cash diterima Rp 1,050,000 Kembalian Rp 50,000 Cash bersih Rp 1,000,000',
    );
    await row.locator('.ant-checkbox-input').check();
    await expect
      .poll(() => page.getByTestId('validasi-terpilih').innerText())
      .toBe('Dipilih 1 titipan, DP Rp 1,000,000');
    await row.locator('.ant-table-row-expand-icon').click();
    await shot('sales-titipan-04-validasi');
    await page.getByTestId('validasi').click();
    await answerConfirm(page, 'Validasi');
    await expect.poll(toast).toContain('1 Titipan Berhasil Divalidasi');
    await expect.poll(() => row.count()).toBe(0);

    const held = await call<Barang>('GET', `barang/get/by-barcode/${ring.kode_barcode}`);
    expect([held.kode_gudang, held.kode_baki, held.status, held.stock, held.berat]).toEqual([
      'TITIP',
      'TT01',
      'TITIP',
      1,
      3.27,
    ]);
    expect((await call<TitipanDoc>('GET', `titipan/${noTitip}`)).status_valid).toBe('DONE');
  });

  it('is collected at the counter with Ambil Titipan: the DP counts as paid, DEBET and CASH pay the rest', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/transaksi-penjualan', 'Toko Emas Pusat | TRANSAKSI PENJUALAN');
    await choose('kode-sales', 'S01 - ');
    await page.getByTestId('ambil-titipan').click();
    await page.getByTestId('ambil-titipan-search').fill('hendra');
    const row = page.getByTestId('ambil-titipan-list').locator('.ant-table-row', { hasText: noTitip });
    await expect.poll(() => row.innerText()).toContain('4,003,500');
    await shot('sales-titipan-05-pilih');
    await page.getByTestId(`pilih-${noTitip}`).click();

    // The customer is the deposit's, the member's banner says which deposit this sale collects.
    await expect.poll(() => page.getByTestId('nama-customer').inputValue()).toBe('BAPAK HENDRA WIJAYA');
    await expect.poll(() => page.getByTestId('customer-banner').innerText()).toContain('PST-M0002');
    expect(await page.getByTestId('customer-banner').innerText()).toContain(`AMBIL TITIPAN ${noTitip}`);
    expect(await page.getByTestId('no-hp').inputValue()).toBe('081298765002');
    expect(await page.getByTestId('ambil-titipan-info').innerText()).toContain(
      `1 barang, harga Rp 5,003,500. DP Titipan ${noTitip}: Rp 1,000,000 sudah dibayar, sisa Rp 4,003,500.`,
    );
    expect(await page.getByTestId('penjualan-lines').innerText()).toContain('baki asal CC01');
    expect(await page.getByTestId('total-berat').innerText()).toBe('3.270');
    expect(await page.getByTestId('total-harga').innerText()).toBe('Rp 5,003,500');
    expect(await page.getByTestId('bayar-dp-titipan').innerText()).toBe('Rp 1,000,000');
    expect(await page.getByTestId('bayar-sisa-titipan').innerText()).toBe('Rp 4,003,500');
    // Only the deposit's pieces: nothing else can be scanned onto this sale.
    expect(await page.getByTestId('scan-input').count()).toBe(0);

    // DEBET 3,000,000 at MANDIRI (fee 1.5 %), the rest in cash with change.
    await fillAmount(page, 'bayar-debet', '3000000');
    await choose('bayar-bank-debet', 'MANDIRI - ');
    await expect
      .poll(() => page.getByTestId('bayar-problem').innerText())
      .toBe('Pembayaran kurang Rp 1,003,500');
    await fillAmount(page, 'bayar-cash', '1010000');
    await expect.poll(() => page.getByTestId('bayar-kembalian').innerText()).toBe('Rp 6,500');
    expect(await page.getByTestId('ringkasan-bayar').innerText()).toContain('Rp 3,045,000');
    await shot('sales-titipan-06-ambil');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('penjualan-result').innerText())
      .toMatch(/No Nota PST-FJ-\d{6}-0001/);
    noNota = (/PST-FJ-\d{6}-0001/.exec(await page.getByTestId('penjualan-result').innerText()) ?? [''])[0];
    expect(await page.getByTestId('penjualan-result').innerText()).toContain(
      `mengambil titipan ${noTitip} (DP Rp 1,000,000)`,
    );
    const nota = modal();
    await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe('NOTA PENJUALAN');
    const amounts = await nota.getByTestId('nota-amounts').first().innerText();
    for (const text of ['DP Titipan', noTitip, '1,000,000', '3,000,000', '45,000', '1,010,000', '6,500']) {
      expect(amounts).toContain(text);
    }
    expect(await nota.getByTestId('nota-terbilang').first().innerText()).toBe(
      'Lima Juta Tiga Ribu Lima Ratus Rupiah',
    );
    await shot('sales-titipan-07-nota-ambil');
    await closeNota(page);
    // Ready for the next customer: no deposit, empty list.
    expect(await page.getByTestId('ambil-titipan-info').count()).toBe(0);
    expect(await page.getByTestId('customer-banner').innerText()).toContain('NON MEMBER');

    const sale = await call<PenjualanDoc>('GET', `penjualan/${noNota}`);
    expect(sale).toMatchObject({
      no_titip: noTitip,
      titipan_rp: 1_000_000,
      total: 5_003_500,
      kode_member: 'PST-M0002',
      debet_rp: 3_000_000,
      kode_bank_debet: 'MANDIRI',
      biaya_debet: 45_000,
      cash_rp: 1_010_000,
      kembalian: 6_500,
      status_valid: 'OPEN',
    });
    expect(sale.items.map((line) => [line.kode_barcode, line.berat, line.harga_jual])).toEqual([
      [ring.kode_barcode, 3.27, 5_003_500],
    ]);
  });

  it('validates the collecting sale: the ring is sold and the deposit finished', async () => {
    await signIn(page, server.url, 'PST', 'SPV');
    await page.waitForURL('**/dashboard');
    await open('/validasi-penjualan', 'Toko Emas Pusat | VALIDASI PENJUALAN');
    const row = page.getByTestId('validasi-list').locator('.ant-table-row', { hasText: noNota });
    await expect.poll(() => row.innerText()).toContain('Rp 5,003,500');
    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('validasi').click();
    await answerConfirm(page, 'Validasi');
    await expect.poll(toast).toContain('1 Penjualan Berhasil Divalidasi');
    await expect.poll(() => row.count()).toBe(0);

    const sold = await call<Barang>('GET', `barang/get/by-barcode/${ring.kode_barcode}`);
    expect([sold.stock, sold.status, sold.berat]).toEqual([0, 'TERJUAL', 3.27]);
    const titip = await call<TitipanDoc>('GET', `titipan/${noTitip}`);
    expect([titip.status, titip.no_faktur_group, titip.total, titip.dp]).toEqual([
      'FINISH',
      noNota,
      5_003_500,
      1_000_000,
    ]);
    const sale = await call<PenjualanDoc>('GET', `penjualan/${noNota}`);
    expect([sale.status_valid, sale.total, sale.titipan_rp]).toEqual(['DONE', 5_003_500, 1_000_000]);
  });

  it('cancels a second, validated deposit on Lihat Titipan with an SPV otorisasi: the pendant is back in LT17', async () => {
    // A walk-in customer puts the pendant aside with an exact cash DP.
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/transaksi-penjualan', 'Toko Emas Pusat | TRANSAKSI PENJUALAN');
    await page.getByTestId('mode-transaksi').getByText('Titipan', { exact: true }).click();
    await choose('kode-sales', 'S01 - ');
    await page.getByTestId('nama-customer').fill('ibu sari');
    await page.getByTestId('no-hp').fill('081311112222');
    await scan(pendant.kode_barcode);
    await expect.poll(() => page.getByTestId('total-harga').innerText()).toBe('Rp 2,960,000');
    await page.getByTestId('titipan-dp').fill('500000');
    await page.getByTestId('bayar-cash').fill('500000');
    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('penjualan-result').innerText())
      .toMatch(/No Titip PST-TP-\d{6}-0002/);
    noTitipBatal = (/PST-TP-\d{6}-0002/.exec(await page.getByTestId('penjualan-result').innerText()) ?? [
      '',
    ])[0];
    await closeNota(page);
    await call('POST', 'titipan/validasi', { no_titip: [noTitipBatal] }, spvToken);
    expect((await call<Barang>('GET', `barang/get/by-barcode/${pendant.kode_barcode}`)).kode_gudang).toBe(
      'TITIP',
    );

    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await open('/lihat-titipan', 'Toko Emas Pusat | LIHAT TITIPAN');
    // Opens on the active deposits: the collected one is not among them.
    const table = page.getByTestId('titipan-table');
    const row = table.locator('.ant-table-row', { hasText: noTitipBatal });
    await expect.poll(() => row.innerText()).toContain('IBU SARI');
    expect(await table.locator('.ant-table-row', { hasText: noTitip }).count()).toBe(0);
    const text = await row.innerText();
    for (const part of [
      '081311112222',
      '1 pcs\n2.000 gr',
      '2,960,000',
      '500,000',
      '2,460,000',
      'Aktif',
      'Sudah Validasi',
    ]) {
      expect(text).toContain(part);
    }
    await row.locator('.ant-table-row-expand-icon').click();
    await expect
      .poll(() => page.getByTestId(`lines-${noTitipBatal}`).innerText())
      .toContain('baki asal LT17');
    await shot('sales-titipan-08-lihat');

    await page.getByTestId(`cetak-${noTitipBatal}`).click();
    await expect
      .poll(() => modal().getByTestId('nota-terbilang').first().innerText())
      .toBe('Lima Ratus Ribu Rupiah');
    expect(await modal().getByTestId('nota-syarat').first().innerText()).toContain(DEFAULT_SYARAT_TITIPAN);
    await closeNota(page);

    await page.getByTestId(`batal-${noTitipBatal}`).click();
    await page.getByTestId('otorisasi-user').fill('spv');
    await page.getByTestId('otorisasi-password').fill(DEMO_PASSWORD);
    await page.getByTestId('otorisasi-alasan').fill('customer batal beli');
    await shot('sales-titipan-09-batal-otorisasi');
    await page.getByTestId('otorisasi-submit').click();
    await expect
      .poll(() => page.getByTestId('batal-result').innerText())
      .toBe(
        `Titipan ${noTitipBatal} dibatalkan: DP Rp 500,000 dikembalikan ke IBU SARI, barang kembali: ${pendant.kode_barcode} ke baki LT17`,
      );
    await expect.poll(() => row.count()).toBe(0);

    // The finished and the cancelled deposits under their own states.
    await choose('filter-status', 'Batal');
    await expect.poll(() => row.innerText()).toContain('Batal');
    await choose('filter-status', 'Selesai');
    const selesai = table.locator('.ant-table-row', { hasText: noTitip });
    await expect.poll(() => selesai.innerText()).toContain(noNota);
    await shot('sales-titipan-10-lihat-selesai');

    const back = await call<Barang>('GET', `barang/get/by-barcode/${pendant.kode_barcode}`);
    expect([back.kode_gudang, back.kode_baki, back.status, back.stock, back.berat]).toEqual([
      'TOKO',
      'LT17',
      'READY',
      1,
      2,
    ]);
    const cancelled = await call<TitipanDoc>('GET', `titipan/${noTitipBatal}`);
    expect([cancelled.status, cancelled.total, cancelled.dp, cancelled.sisa]).toEqual([
      'CLOSE',
      2_960_000,
      500_000,
      2_460_000,
    ]);
  });
});
