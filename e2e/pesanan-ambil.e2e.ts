import { addDays, type PenjualanDoc, type PenjualanHarga, type PesananDoc, TEXTS } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiGrantMenus, apiLogin, apiSignIn } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { clickAndAwaitClose } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let ownerToken: string;
/** Ibu Sari's ring: 5 g of 750 estimated at 1,000,000/g + 150,000 ongkos, DP 1,000,000 by transfer. */
let order: PesananDoc;
/** The barcode Tambah Data Barang gave the made ring (5.120 g, not the 5 g estimated). */
let madeBarcode = '';
/** A second order, taken but not yet validated: no piece may be added for it. */
let unvalidated: PesananDoc;
let noNota = '';

const call = apiCaller(() => ({ baseUrl: server.url, token: ownerToken }));
const { shot, pick, open, scan } = pageHelpers(() => ({ page, baseUrl: server.url }), {
  mark: 'pusat title',
  shot: { settle: true, pause: 0 },
});

const login = (userId: string) => apiLogin(server.url, 'PST', userId);

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  ownerToken = await login('OWNER');
  const tglSystem = (await apiSignIn(server.url, 'PST', 'OWNER')).user.tgl_system;
  // The orders are taken (the first validated) by API: what this file tests is making and collecting one.
  const take = (key: string, extra: object = {}) =>
    call<PesananDoc>('POST', 'pesanan', {
      idempotency_key: key,
      kode_sales: 'S02',
      kode_member: '',
      nama_customer: 'ibu sari dewi',
      no_hp: '081311112222',
      kode_group: '750',
      kode_dept: 'CC',
      deskripsi: 'Cincin ukir nama SARI',
      berat: 5,
      kadar: 75,
      harga_gram: 1_000_000,
      ongkos: 150_000,
      tgl_selesai: addDays(tglSystem, 7),
      dp: 1_000_000,
      bayar: { transfer: 1_000_000, no_rekening: '1234567890' },
      ...extra,
    });
  order = await take('e2e-pesanan-ambil-0001');
  unvalidated = await take('e2e-pesanan-ambil-0002', {
    nama_customer: 'bapak hendra',
    deskripsi: 'Gelang rantai',
    bayar: { cash: 1_000_000 },
  });
  await call('POST', 'pesanan/validasi', { no_pesanan: [order.no_pesanan] }, await login('SPV'));
  // The demo cashier sells only; the owner lets her add goods (not the order menus yet), as on Hak Akses.
  await apiGrantMenus(server.url, ownerToken, 'KASIR', ['tambah-data-barang', 'penerimaan-barang']);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const modal = () => page.locator('.ant-modal:visible').last();
const rowsOf = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

describe('Pesanan: barang jadi ditambahkan, lalu diambil di kasir dengan DP', () => {
  it('adds the made ring on Tambah Data Barang with the order’s number: the clerk sees which order, and it is DONE', async () => {
    expect([order.status, order.total, order.dp, order.transfer_rp]).toEqual([
      'OPEN',
      5_150_000,
      1_000_000,
      1_000_000,
    ]);
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/tambah-data-barang', 'TAMBAH DATA BARANG');
    await pick(page.getByTestId('group'), '750 - ');
    await pick(page.getByTestId('jenis'), 'CC - ');
    await pick(page.getByTestId('gudang'), 'TOKO');
    await pick(page.getByTestId('baki'), 'CC01');
    await page.getByTestId('line-0-nama_barang').fill('CINCIN UKIR SARI');
    await page.getByTestId('line-0-berat').fill('5.12');
    await page.getByTestId('line-0-ongkos').fill('50000');
    await page.getByTestId('line-0-detail').click();

    // A mistyped number is told at once, in the server's words.
    const info = page.getByTestId('line-0-pesanan-info');
    await page.getByTestId('line-0-no_pesanan').fill('PST-PS-000000-0009');
    await expect.poll(() => info.innerText()).toBe(TEXTS.pesanan.tidakDikenal('PST-PS-000000-0009'));
    // The clerk holds no order menu: the narrow lookup still names the order, typed in lower case.
    await page.getByTestId('line-0-no_pesanan').fill(order.no_pesanan.toLowerCase());
    await expect.poll(() => info.innerText()).toContain(`Barang untuk Pesanan ${order.no_pesanan}`);
    expect(await info.innerText()).toContain(
      'Cincin ukir nama SARI untuk IBU SARI DEWI: 750 / CC, estimasi 5.000 gr, kadar 75 %',
    );
    expect(await page.getByTestId('line-0-pesanan-tag').innerText()).toBe(`Pesanan ${order.no_pesanan}`);
    await shot('pesanan-ambil-01-tambah-barang');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('saved-number').textContent(), { timeout: 10_000 })
      .toMatch(/^PST-TB-\d{6}-\d{4}$/);
    const row = await rowsOf('saved-items').first().innerText();
    expect(row).toContain('CINCIN UKIR SARI');
    expect(row).toContain('5.120');
    madeBarcode = (row.match(/\b\d{8}\b/) ?? [''])[0];
    expect(madeBarcode).toMatch(/^\d{8}$/);

    expect(await page.getByTestId('saved-result').innerText()).toContain(
      `Pesanan ${order.no_pesanan} sudah jadi (DONE): diambil customer di Transaksi Penjualan lewat Ambil Pesanan.`,
    );
    const made = await call<PesananDoc>('GET', `pesanan/${order.no_pesanan}`);
    expect([made.status, made.kode_barcode]).toEqual(['DONE', madeBarcode]);

    // A second piece for the same order: the page says so before, and shows the server's refusal.
    await page.getByTestId('line-0-nama_barang').fill('CINCIN KEDUA');
    await page.getByTestId('line-0-berat').fill('5');
    await page.getByTestId('line-0-detail').click();
    await page.getByTestId('line-0-no_pesanan').fill(order.no_pesanan);
    await expect.poll(() => info.innerText()).toContain(TEXTS.pesanan.bukanOpen(order.no_pesanan));
    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('lines-problems').innerText())
      .toContain(TEXTS.pesanan.bukanOpen(order.no_pesanan));
    await shot('pesanan-ambil-02-pesanan-sudah-jadi');
  });

  it('names an order not yet validated on Penerimaan Barang, in the server’s words', async () => {
    await open('/penerimaan-barang', 'PENERIMAAN BARANG');
    await page.getByTestId('line-0-detail').click();
    await page.getByTestId('line-0-no_pesanan').fill(unvalidated.no_pesanan);
    const info = page.getByTestId('line-0-pesanan-info');
    await expect
      .poll(() => info.innerText())
      .toContain(TEXTS.pesanan.belumDivalidasi(unvalidated.no_pesanan));
    expect(await info.innerText()).toContain('Gelang rantai untuk BAPAK HENDRA');
    await shot('pesanan-ambil-02b-penerimaan-belum-valid');
  });

  it('refuses the made ring to an ordinary sale, naming its order; without Lihat Pesanan there is no Ambil Pesanan', async () => {
    await open('/transaksi-penjualan', 'TRANSAKSI PENJUALAN');
    await scan(madeBarcode);
    await expect
      .poll(() =>
        page
          .getByText(
            `Barang ${madeBarcode} dibuat untuk pesanan ${order.no_pesanan} dan hanya keluar lewat pengambilan pesanan`,
          )
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByTestId('jumlah-barang').innerText()).toBe('0');
    expect(await page.getByTestId('ambil-pesanan').count()).toBe(0);
    await shot('pesanan-ambil-03-ditolak');
  });

  it('collects the order at the counter: the ring by its real weight at the order’s price, the transfer DP credited', async () => {
    await apiGrantMenus(server.url, ownerToken, 'KASIR', ['lihat-pesanan']);
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/transaksi-penjualan', 'TRANSAKSI PENJUALAN');
    await pick(page.getByTestId('kode-sales'), 'S01 - ');
    await page.getByTestId('ambil-pesanan').click();
    await page.getByTestId('ambil-pesanan-search').fill(order.no_pesanan.toLowerCase());
    const row = page
      .getByTestId('ambil-pesanan-list')
      .locator('.ant-table-row', { hasText: order.no_pesanan });
    await expect.poll(() => row.innerText()).toContain('IBU SARI DEWI');
    for (const part of [
      'Cincin ukir nama SARI',
      'estimasi 5.000 gr',
      madeBarcode,
      '5,150,000',
      '1,000,000',
    ]) {
      expect(await row.innerText()).toContain(part);
    }
    await shot('pesanan-ambil-04-pilih');
    await clickAndAwaitClose(modal(), page.getByTestId(`pilih-${order.no_pesanan}`));

    // The ring as it weighs at the order's price per gram, plus the order's ongkos:
    // 5.120 g x Rp 1,000,000 + Rp 150,000. What the counter must show and charge.
    const harga = await call<PenjualanHarga>(
      'GET',
      `penjualan/harga/${madeBarcode}?no_pesanan=${order.no_pesanan}`,
    );
    const total = harga.harga_system;
    const sisa = total - 1_000_000;
    const rp = (value: number) => `Rp ${value.toLocaleString('en-US')}`;
    expect(total).toBe(5_270_000);

    await expect.poll(() => page.getByTestId('total-harga').innerText()).toBe(rp(total));
    expect(await page.getByTestId('total-berat').innerText()).toBe('5.120');
    expect(await page.getByTestId('nama-customer').inputValue()).toBe('IBU SARI DEWI');
    expect(await page.getByTestId('customer-banner').innerText()).toContain(
      `AMBIL PESANAN ${order.no_pesanan}`,
    );
    expect(await page.getByTestId('ambil-pesanan-info').innerText()).toContain(
      `Cincin ukir nama SARI, estimasi 5.000 gr (Rp 5,150,000), jadi 5.120 gr: harga pesanan ${rp(
        total,
      )}. DP Rp 1,000,000 sudah dibayar, sisa ${rp(sisa)}.`,
    );
    expect(await page.getByTestId('bayar-dp-pesanan').innerText()).toBe('Rp 1,000,000');
    expect(await page.getByTestId('bayar-sisa-pesanan').innerText()).toBe(rp(sisa));
    // The order's piece only, at its price: nothing to scan, no price to ask, nothing to trade in.
    for (const absent of [
      'scan-input',
      `harga-jual-${madeBarcode}`,
      `hapus-${madeBarcode}`,
      'bayar-dengan-tukar',
    ]) {
      expect(await page.getByTestId(absent).count()).toBe(0);
    }

    const cash = Math.ceil(sisa / 100_000) * 100_000;
    await page.getByTestId('bayar-cash').fill(String(cash));
    await expect.poll(() => page.getByTestId('bayar-kembalian').innerText()).toBe(rp(cash - sisa));
    await shot('pesanan-ambil-05-kasir');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('penjualan-result').innerText())
      .toMatch(/No Nota PST-FJ-\d{6}-0001/);
    noNota = (/PST-FJ-\d{6}-0001/.exec(await page.getByTestId('penjualan-result').innerText()) ?? [''])[0];
    expect(await page.getByTestId('penjualan-result').innerText()).toContain(
      `mengambil pesanan ${order.no_pesanan} (DP Rp 1,000,000), kembalian ${rp(cash - sisa)}`,
    );

    // The nota opens by itself: the ring as it weighs, the DP credited under the order's number.
    const nota = modal();
    await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe('NOTA PENJUALAN');
    expect(await nota.getByTestId('nota-info-No Pesanan').first().innerText()).toContain(order.no_pesanan);
    const items = await nota.getByTestId('nota-items').first().innerText();
    expect(items).toContain(madeBarcode);
    expect(items).toContain('5.120');
    const amounts = await nota.getByTestId('nota-amounts').first().innerText();
    for (const text of ['DP Pesanan', order.no_pesanan, '1,000,000', total.toLocaleString('en-US')]) {
      expect(amounts).toContain(text);
    }
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await nota.getByTestId('nota-print').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await shot('pesanan-ambil-06-nota');
    await clickAndAwaitClose(nota, nota.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }));
    // Ready for the next customer.
    expect(await page.getByTestId('ambil-pesanan-info').count()).toBe(0);
    expect(await page.getByTestId('jumlah-barang').innerText()).toBe('0');
  });

  it('finishes the order with the sale, the DP credited once', async () => {
    const finished = await call<PesananDoc>('GET', `pesanan/${order.no_pesanan}`);
    expect([finished.status, finished.no_faktur_group, finished.kode_barcode]).toEqual([
      'FINISH',
      noNota,
      madeBarcode,
    ]);
    const sale = await call<PenjualanDoc>('GET', `penjualan/${noNota}`);
    expect(sale).toMatchObject({
      no_pesanan: order.no_pesanan,
      pesanan_rp: 1_000_000,
      nama_customer: 'IBU SARI DEWI',
    });
    expect(sale.items.map((line) => [line.kode_barcode, line.berat, line.harga_jual])).toEqual([
      [madeBarcode, 5.12, sale.total],
    ]);
    expect(sale.cash_rp - sale.kembalian).toBe(sale.total - 1_000_000);
    // Collected: it is no longer among the orders to collect.
    const siap = await call<{ count: number }>('GET', `pesanan/paginated?status=DONE`);
    expect(siap.count).toBe(0);
  });
});
