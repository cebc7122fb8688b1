import {
  addDays,
  type Barang,
  type Keuangan,
  type PageResult,
  type SaldoKas,
  type TukarDoc,
  todayInTimeZone,
} from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiCaller, apiCountTill, apiGrantMenus, apiLogin } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { fillOtorisasi, pageHelpers } from './support/page.ts';
import { clickAndAwaitClose, pickOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let ownerToken: string;

const call = apiCaller(() => ({ baseUrl: server.url, token: ownerToken }));
const { shot } = pageHelpers(() => ({ page, baseUrl: server.url }), {
  shot: { prefix: 'tukar-', fromTop: true, settle: true, pause: 300 },
});
const today = todayInTimeZone(new Date(), 'Asia/Jakarta');
const lastWeek = addDays(today, -7);
/** Sold last week: DOMAIN.md §8's demo ring, 3.270 g of 750 at 5,003,500 (ongkos 163,500). */
let ring: Barang;
/** In the tray today: what the customers take home. */
let bigRing: Barang;
let smallRing: Barang;
let tambah: TukarDoc;
let kurang: TukarDoc;

const piece = (nama_barang: string, berat: number, ongkos = 0) => ({
  kode_group: '750',
  kode_dept: 'CC',
  kode_gudang: 'TOKO',
  kode_baki: 'CC01',
  nama_barang,
  berat,
  kadar: 75,
  kadar_cetak: '750',
  ongkos_type: 'GRAM',
  ongkos,
});

/**
 * Last week the ring was sold and the sale validated (a server whose clock stood then);
 * the shop has closed every day since, so today's counter meets a receipt of a past day.
 */
beforeAll(async () => {
  const before = await startServer({ env: { TOKO_NOW: `${lastWeek}T05:00:00.000Z` } });
  const token = await apiLogin(before.url, 'PST', 'OWNER');
  const { items } = await apiCall<{ items: Barang[] }>(before.url, token, 'POST', 'barang', {
    items: [piece('CINCIN BUNGA', 3.27, 50_000), piece('CINCIN BESAR', 10), piece('CINCIN KECIL', 1)],
  });
  [ring, bigRing, smallRing] = items as [Barang, Barang, Barang];
  const sale = await apiCall<{ no_faktur_group: string }>(before.url, token, 'POST', 'penjualan', {
    idempotency_key: 'e2e-tukar-jual-minggu-lalu',
    kode_sales: 'S01',
    nama_customer: 'IBU ANI SURYANI',
    items: [{ kode_barcode: ring.kode_barcode, kode_gudang: 'TOKO', kode_baki: 'CC01' }],
    bayar: { cash: 5_003_500 },
  });
  const spv = await apiLogin(before.url, 'PST', 'SPV');
  await apiCall(before.url, spv, 'POST', 'penjualan/validasi', { no_faktur_group: [sale.no_faktur_group] });
  await before.stop();

  server = await startServer({ dataDir: before.dataDir });
  for (let day = 0; day < 7; day += 1) {
    const closer = await apiLogin(server.url, 'PST', 'OWNER');
    await apiCountTill(server.url, closer);
    await apiCall(server.url, closer, 'POST', 'system/close', { PROSES: 'close' });
  }
  ownerToken = await apiLogin(server.url, 'PST', 'OWNER');
  // Half the usual cut for gold the shop sold itself; Slip Tukar in two copies.
  await call('PUT', 'para-system/key/POTONGAN_TUKAR_PERSEN', { value: '50' });
  await call('PUT', 'para-system/key/REPRINT_SLIP_TUKAR_DUPLICATE', { value: 'true' });
  // The cashier sells and buys back: a trade-in is both.
  await apiGrantMenus(server.url, ownerToken, 'KASIR', ['transaksi-penjualan', 'transaksi-pembelian']);
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function scanInto(testId: string, kode: string) {
  const input = page.getByTestId(testId);
  await input.fill(kode);
  await input.press('Enter');
}

const modal = () => page.locator('.ant-modal:visible').last();

async function closeSlip() {
  await modal().locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
  await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
}

async function startSale(kodeBarcode: string) {
  await page.goto(`${server.url}/transaksi-penjualan`);
  await expect.poll(() => page.title()).toBe('Toko Emas Pusat | TRANSAKSI PENJUALAN');
  await pickOption(page, page.getByTestId('kode-sales'), 'S01 - ');
  await page.getByTestId('nama-customer').fill('ibu ani suryani');
  await scanInto('scan-input', kodeBarcode);
  await expect.poll(() => page.getByTestId('jumlah-barang').first().innerText()).toBe('1');
  await page.getByTestId('bayar-dengan-tukar').click();
  await page.getByTestId('scan-tukar').waitFor();
}

describe('Tukar: a sale paid with gold the customer brings in', () => {
  it('tukar tambah: last week’s ring, with its receipt and the smaller trade-in cut, pays part of a bigger one', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await startSale(bigRing.kode_barcode);
    expect(await page.getByTestId('total-harga').first().innerText()).toBe('Rp 14,800,000');

    // The receipt of last week's sale, priced at half of MULUS' 10 %: 4,840,000 - 242,000.
    await scanInto('scan-tukar', ring.kode_barcode);
    const dialog = page.getByTestId('line-dialog');
    await expect.poll(() => dialog.getByTestId('line-harga-nota').innerText()).toBe('Rp 4,840,000');
    await pickOption(page, dialog.getByTestId('line-kondisi'), 'MULUS - MULUS (10 %)');
    await expect.poll(() => dialog.getByTestId('line-harga').innerText()).toBe('Rp 4,598,000');
    await clickAndAwaitClose(dialog, dialog.getByTestId('line-simpan'));
    const tukar = page.getByTestId('barang-tukar');
    await expect.poll(() => tukar.getByTestId('total-harga').innerText()).toBe('Rp 4,598,000');
    expect(await tukar.getByTestId('perlu-otorisasi').count()).toBe(0);

    await expect.poll(() => page.getByTestId('bayar-tukar').innerText()).toBe('Rp 4,598,000');
    expect(await page.getByTestId('bayar-tukar-tambah').innerText()).toBe('Rp 10,202,000');
    await page.getByTestId('bayar-cash').fill('10000000');
    await expect
      .poll(() => page.getByTestId('bayar-problem').innerText())
      .toBe('Pembayaran kurang Rp 202,000');
    await page.getByTestId('bayar-cash').fill('10300000');
    await expect.poll(() => page.getByTestId('bayar-kembalian').innerText()).toBe('Rp 98,000');
    expect(await page.getByTestId('simpan').innerText()).toContain('Simpan Tukar');
    await shot('01-tukar-tambah');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('penjualan-result').innerText())
      .toMatch(/Tukar Tersimpan - No Nota PST-FJ-/);
    const no = (/PST-FJ-\d{6}-\d{4}/.exec(await page.getByTestId('penjualan-result').innerText()) ?? [''])[0];
    tambah = await call<TukarDoc>('GET', `tukar/${no}`);
    expect(await page.getByTestId('penjualan-result').innerText()).toContain(
      `1 barang, total Rp 14,800,000, tukar 1 barang senilai Rp 4,598,000 (${tambah.pembelian.no_faktur_group}), tukar tambah Rp 10,202,000, kembalian Rp 98,000.`,
    );

    // Slip Tukar opens by itself: both pieces, the difference in words, two copies.
    const slip = modal();
    await expect.poll(() => slip.getByTestId('nota-title').first().innerText()).toBe('SLIP TUKAR');
    expect(await slip.getByTestId('nota-copy').count()).toBe(2);
    const items = await slip.getByTestId('nota-items').first().innerText();
    for (const text of [
      bigRing.kode_barcode,
      'CINCIN BESAR',
      '14,800,000',
      ring.kode_barcode,
      'CINCIN BUNGA',
      '4,598,000',
    ]) {
      expect(items).toContain(text);
    }
    const amounts = await slip.getByTestId('nota-amounts').first().innerText();
    for (const text of ['Nilai Tukar', 'Tukar Tambah', 'Rp 10,202,000', 'Kembalian', 'Rp 98,000']) {
      expect(amounts).toContain(text);
    }
    expect(await slip.getByTestId('nota-terbilang').first().innerText()).toBe(
      'Sepuluh Juta Dua Ratus Dua Ribu Rupiah',
    );
    await shot('02-slip-tukar');
    await closeSlip();

    expect(tambah).toMatchObject({ tukar_tambah: 10_202_000, tukar_kurang: 0 });
    expect(tambah.penjualan).toMatchObject({
      total: 14_800_000,
      tukar_rp: 4_598_000,
      cash_rp: 10_300_000,
      kembalian: 98_000,
    });
    expect(tambah.pembelian.items).toEqual([
      expect.objectContaining({ kode_barcode: ring.kode_barcode, harga: 4_598_000, potongan: 242_000 }),
    ]);
  });

  it('tukar kurang: gold from elsewhere is worth more than the sale, a supervisor consents, the shop pays out the rest', async () => {
    await startSale(smallRing.kode_barcode);
    // 5 g of 700 at the day's buy price 1,290,000/g, RUSAK 15 %: 6,450,000 - 967,500.
    await page.getByTestId('barang-tukar').getByTestId('tanpa-barcode').click();
    const dialog = page.getByTestId('line-dialog');
    await pickOption(page, dialog.getByTestId('line-group'), '700 - EMAS TUA');
    await pickOption(page, dialog.getByTestId('line-jenis'), 'KL - KALUNG');
    await dialog.getByTestId('line-nama').fill('gelang lama');
    await dialog.getByTestId('line-berat').fill('5');
    await pickOption(page, dialog.getByTestId('line-kondisi'), 'RUSAK - RUSAK (15 %)');
    await expect.poll(() => dialog.getByTestId('line-harga').innerText()).toBe('Rp 5,482,500');
    await clickAndAwaitClose(dialog, dialog.getByTestId('line-simpan'));
    await expect.poll(() => page.getByTestId('bayar-tukar-kurang').innerText()).toBe('Rp 4,002,500');
    expect(await page.getByTestId('barang-tukar').getByTestId('perlu-otorisasi').isVisible()).toBe(true);
    expect(await page.getByTestId('bayar-problem').count()).toBe(0);
    await shot('03-tukar-kurang');

    await page.getByTestId('simpan').click();
    await page.getByTestId('otorisasi-user').waitFor();
    await fillOtorisasi(page, { userId: 'spv', alasan: 'emas luar ditukar cincin kecil', submit: 'submit' });
    await expect
      .poll(() => page.getByTestId('penjualan-result').innerText())
      .toContain('tukar kurang Rp 4,002,500 dibayar toko tunai');
    const no = (/PST-FJ-\d{6}-\d{4}/.exec(await page.getByTestId('penjualan-result').innerText()) ?? [''])[0];
    const slip = modal();
    await expect
      .poll(() => slip.getByTestId('nota-amounts').first().innerText())
      .toContain('Tukar Kurang (dibayar toko)');
    await closeSlip();
    kurang = await call<TukarDoc>('GET', `tukar/${no}`);
    expect(kurang).toMatchObject({ tukar_kurang: 4_002_500, tukar_tambah: 0 });
    expect(kurang.penjualan).toMatchObject({ total: 1_480_000, tukar_rp: 1_480_000, cash_rp: 0 });
    expect(kurang.pembelian).toMatchObject({ total: 5_482_500, cash_rp: 4_002_500 });
  });

  it('both are validated; Batal Penjualan cancels the tukar tambah whole with otorisasi, and the books reconcile', async () => {
    const spv = await apiLogin(server.url, 'PST', 'SPV');
    const faktur = (doc: TukarDoc, half: 'penjualan' | 'pembelian') => [doc[half].no_faktur_group];
    await apiCall(server.url, spv, 'POST', 'penjualan/validasi', {
      no_faktur_group: [...faktur(tambah, 'penjualan'), ...faktur(kurang, 'penjualan')],
    });
    await apiCall(server.url, spv, 'POST', 'pembelian/validasi', {
      no_faktur_group: [...faktur(tambah, 'pembelian'), ...faktur(kurang, 'pembelian')],
    });

    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/batal-penjualan`);
    const no = tambah.penjualan.no_faktur_group;
    const row = page.getByTestId('batal-list').locator('.ant-table-row', { hasText: no });
    await expect.poll(() => row.innerText()).toContain('IBU ANI SURYANI');
    await row.locator('.ant-table-row-expand-icon').click();
    const button = page.getByTestId(`batal-${no}-1`);
    expect(await button.innerText()).toContain('Batal Tukar');
    await button.click();
    await page.getByTestId('otorisasi-user').waitFor();
    expect(await modal().innerText()).toContain(`barang tukar pembelian ${tambah.pembelian.no_faktur_group}`);
    await fillOtorisasi(page, { userId: 'spv', alasan: 'customer batal tukar', submit: 'submit' });
    await expect
      .poll(() => page.getByTestId('batal-result').innerText())
      .toBe(`Tukar ${no} dibatalkan bersama pembelian ${tambah.pembelian.no_faktur_group}`);
    await shot('04-batal-tukar');

    // Stock: the big ring is back in its tray, last week's ring left the shop again as its sale had it.
    const barang = (kode: string) => call<Barang>('GET', `barang/get/by-barcode/${kode}`);
    const big = await barang(bigRing.kode_barcode);
    expect([big.stock, big.status, big.kode_baki]).toEqual([1, 'READY', 'CC01']);
    expect((await barang(ring.kode_barcode)).stock).toBe(0);
    expect((await barang(smallRing.kode_barcode)).stock).toBe(0);
    const after = await call<TukarDoc>('GET', `tukar/${no}`);
    expect([after.penjualan.status, after.pembelian.status]).toEqual(['CANC', 'CANC']);

    // Cash: 10,300,000 came in (98,000 back as change), 10,202,000 went back on cancel, the
    // tukar kurang 4,002,500 was paid out; the till's day closes at its start less 4,002,500.
    const rows = await call<PageResult<Keuangan>>(
      'GET',
      `cash/paginated?dari=${today}&sampai=${today}&limit=100`,
    );
    const kas = rows.data.filter((r) => r.jenis === 'CASH');
    const masuk = kas.reduce((sum, r) => sum + r.jumlah_in, 0);
    const keluar = kas.reduce((sum, r) => sum + r.jumlah_out, 0);
    expect([masuk, keluar]).toEqual([10_202_000, 10_202_000 + 4_002_500]);
    const saldo = await call<SaldoKas[]>('GET', 'cash/saldo');
    const till = saldo.find((s) => s.akun === 'KAS');
    expect(till).toMatchObject({ masuk, keluar, akhir: (till?.awal ?? 0) + masuk - keluar });
  });
});
