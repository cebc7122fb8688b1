import { type Barang, formatRupiah, type PenjualanDoc, TEXTS, todayInTimeZone } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_TEXTS } from '../apps/web/src/texts.ts';
import { apiCaller, apiLogin, apiSoldRing, goldPiece, scanned } from './support/api.ts';
import { clickWhenStill, openBrowser, screenshot, settled } from './support/browser.ts';
import { fillOtorisasi, otorisasiDialog, pageHelpers } from './support/page.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { confirmOk, signIn, userMenu } from './support/session.ts';

/**
 * Laporan EOD (issue 17) as an owner reads it: a day of PST with a sale and cash put into
 * the till, closed through Tutup Toko on the screen, then /laporan-eod asked for that day
 * shows what the closing stored: the stock of every group, the cash per kategori and the
 * till's balance.
 */
const today = todayInTimeZone(new Date(), 'Asia/Jakarta');

const call = apiCaller(() => ({ baseUrl: server.url, token }));
const { pickDate } = pageHelpers(() => ({ page, baseUrl: server.url }));
let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let token = '';

beforeAll(async () => {
  server = await startServer();
  token = await apiLogin(server.url, 'PST', 'OWNER');
  await apiSoldRing(server.url, token, ['CINCIN EOD', 'CINCIN SISA'], 'e2e-eod-jual-0001');
  await call('POST', 'cash/uang-kas', {
    idempotency_key: 'e2e-eod-kas-0001',
    kode_transaksi: 'MODAL',
    jumlah: 2_000_000,
  });
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Laporan EOD', () => {
  it('shows the summary the closing stored for the day closed on the screen', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await countTheTillShort(50_000);
    await userMenu(page, 'Tutup Toko');
    await confirmOk(page);
    await expect
      .poll(() => page.locator('.ant-message-notice').innerText(), { timeout: 30_000 })
      .toContain(TEXTS.storeClosed);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });

    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/laporan-eod`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | LAPORAN EOD');
    // The form opens on the new business date; the closed day is the one before it.
    await pickDate('filter-dari', today);
    await pickDate('filter-sampai', today);
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/laporan/eod') && response.request().method() === 'POST',
    );
    await page.getByTestId('report-cari').click();
    expect((await answered).status()).toBe(200);
    const table = page.getByTestId('report-table');
    await expect.poll(() => table.innerText()).toContain('Semua group: Stok akhir');
    const text = await table.innerText();
    for (const expected of [
      // The count of the day (issue 29): the book, the drawer, the difference and its consent.
      'Kas buku saat dihitung',
      'Uang dihitung oleh OWNER (hitungan ke-1)',
      'Selisih kas, otorisasi SPV: UANG KEMBALIAN KURANG',
      'Group 750: Tambah barang',
      'Group 750: Jual',
      'PENJUALAN',
      'MODAL',
      'Saldo KAS',
    ]) {
      expect(text).toContain(expected);
    }
    // Documents by state in words, the codes staying in the stored line's kelompok and pos.
    expect(text).toContain('Penjualan: Sudah Validasi');
    expect(text).not.toContain('PENJUALAN DONE');
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    // The day added two rings and sold one: one left, 2.500 g.
    const akhir = table.locator('tr', { hasText: 'Semua group: Stok akhir' });
    expect((await akhir.innerText()).split(/\s+/)).toEqual(expect.arrayContaining(['1', '2.500']));
    expect(await page.getByTestId('export-pdf').isDisabled()).toBe(false);
    await settled(page);
    await screenshot(page, 'laporan-eod');
  });

  it('lists the count in Laporan Selisih Kas', async () => {
    await page.goto(`${server.url}/laporan-selisih-kas`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | LAPORAN SELISIH KAS');
    await pickDate('filter-dari', today);
    await pickDate('filter-sampai', today);
    await page.getByTestId('report-cari').click();
    const row = page.getByTestId('report-table').locator('tbody tr', { hasText: 'UANG KEMBALIAN KURANG' });
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.innerText();
    for (const expected of ['OWNER', 'SPV', '50,000']) expect(text).toContain(expected);
    await settled(page);
    await screenshot(page, 'laporan-selisih-kas');
  });

  it('shows the difference on Pantauan, the owner’s page of everything unusual', async () => {
    await page.goto(`${server.url}/pantauan`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | PANTAUAN');
    // It opens on the business date by itself; the closed day is the one before it.
    await pickDate('filter-dari', today);
    await pickDate('filter-sampai', today);
    await page.getByTestId('report-cari').click();
    const tile = page.getByTestId('pantauan-jenis-SELISIH_KAS');
    await expect.poll(() => tile.innerText()).toContain('Selisih kas\n1');
    await tile.click();
    const row = page.getByTestId('report-table').locator('tbody tr', { hasText: 'Selisih kas' });
    await expect.poll(() => row.count()).toBe(1);
    const text = await row.innerText();
    for (const expected of ['OWNER', 'SPV', '-50,000', 'UANG KEMBALIAN KURANG'])
      expect(text).toContain(expected);
    await settled(page);
    await screenshot(page, 'pantauan');
    await page.setViewportSize({ width: 768, height: 1024 });
    await settled(page);
    await screenshot(page, 'pantauan-768');
    await page.setViewportSize({ width: 1366, height: 800 });
  });

  it('brings a new exception of today onto Pantauan by itself', async () => {
    await page.goto(`${server.url}/pantauan`);
    const tile = page.getByTestId('pantauan-jenis-KAS_KELUAR');
    await expect.poll(() => tile.innerText()).toContain('Uang kas keluar\n0');
    // Another counter takes money out of the till, above the shop's threshold (Rp 1,000,000).
    token = await apiLogin(server.url, 'PST', 'OWNER');
    await call('POST', 'cash/uang-kas', {
      idempotency_key: 'e2e-eod-kas-keluar-0001',
      kode_transaksi: 'OPS',
      jumlah: 1_500_000,
      keterangan: 'beli lampu',
    });
    await expect.poll(() => tile.innerText(), { timeout: 10_000 }).toContain('Uang kas keluar\n1');
    await expect
      .poll(() => page.getByTestId('report-table').innerText(), { timeout: 10_000 })
      .toContain('OPS - beli lampu');
    await settled(page);
    await screenshot(page, 'pantauan-langsung');
  });

  it('opens an exception’s document from its number: a sale in Lihat Penjualan, money out in the cash report', async () => {
    // A ring sold below the system price with a supervisor's consent, on the business day.
    const { items } = await call<{ items: Barang[] }>('POST', 'barang', {
      items: [goldPiece('CINCIN DISKON', '750', 'CC', 'LT17', 2.5)],
    });
    const [ring] = items;
    if (!ring) throw new Error('barang tidak tersimpan');
    const sale = await call<PenjualanDoc>('POST', 'penjualan', {
      idempotency_key: 'e2e-eod-jual-murah-0001',
      kode_sales: 'S01',
      nama_customer: 'ibu dewi',
      items: [{ ...scanned(ring), harga_jual: 1_000_000 }],
      bayar: { cash: 1_000_000 },
      otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'langganan lama' },
    });
    await page.goto(`${server.url}/pantauan`);
    const tile = page.getByTestId('pantauan-jenis-HARGA_BAWAH');
    await expect.poll(() => tile.innerText()).toContain('\n1');
    await tile.click();
    const table = page.getByTestId('report-table');
    await table.getByRole('link', { name: sale.items[0]?.no_faktur_jual ?? '?' }).click();
    await page.waitForURL((url) => url.pathname === '/lihat-penjualan');
    expect(new URL(page.url()).searchParams.get('cari')).toBe(sale.no_faktur_group);
    await expect.poll(() => page.getByTestId('penjualan-search').inputValue()).toBe(sale.no_faktur_group);
    const list = page.getByTestId('penjualan-table');
    await expect.poll(() => list.locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await list.innerText()).toContain(sale.no_faktur_group);
    expect(await page.getByTestId('penjualan-search').inputValue()).toBe(sale.no_faktur_group);
    await settled(page);
    await screenshot(page, 'pantauan-ke-lihat-penjualan');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/pantauan');
    await page.getByTestId('pantauan-jenis-KAS_KELUAR').click();
    const keluar = page.getByTestId('report-table').locator('tbody tr', { hasText: 'OPS - beli lampu' });
    await expect.poll(() => keluar.count()).toBe(1);
    const noRef = (await keluar.getByRole('link').innerText()).trim();
    await keluar.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/laporan-transaksi-keuangan-cash');
    // The report's own page, not Pantauan's table still on screen while it loads.
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | LAPORAN TRANSAKSI KEUANGAN CASH');
    await expect.poll(() => page.getByTestId('report-search').inputValue()).toBe(noRef);
    // The report searches the day and the number at once: the one entry, no click on Cari.
    const cash = page.getByTestId('report-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => cash.allInnerTexts()).toEqual([expect.stringContaining(noRef)]);
    await settled(page);
    await screenshot(page, 'pantauan-ke-laporan-kas');
  });
});

/**
 * Hitung Kas on the screen: the drawer holds `kurang` less than the book; the clerk types the
 * notes and the rest, sees the difference, and a supervisor authorises it. Pictures at 1366
 * and 768 px wide.
 */
async function countTheTillShort(kurang: number): Promise<void> {
  const { kas_buku } = await call<{ kas_buku: number }>('GET', 'cash/hitung-kas');
  const drawer = kas_buku - kurang;
  const notes = Math.floor(drawer / 100_000);
  const sidebar = page.getByTestId('sidebar');
  await clickWhenStill(sidebar.locator('.ant-menu-submenu-title:visible', { hasText: 'Uang Kas' }));
  await clickWhenStill(sidebar.locator('.ant-menu-item:visible', { hasText: 'Hitung Kas' }));
  await page.waitForURL('**/hitung-kas');
  await expect.poll(() => page.getByTestId('hitung-kas-buku').innerText()).toBe(formatRupiah(kas_buku));
  await page.getByTestId('pecahan-K100000').fill(String(notes));
  await page.getByTestId('pecahan-lain-lain').fill(String(drawer - notes * 100_000));
  await expect.poll(() => page.getByTestId('hitung-kas-dihitung').innerText()).toBe(formatRupiah(drawer));
  await expect
    .poll(() => page.getByTestId('hitung-kas-selisih').innerText())
    .toBe(`Kurang ${formatRupiah(kurang)}`);
  await settled(page);
  await screenshot(page, 'hitung-kas');

  await page.getByTestId('hitung-kas-simpan').click();
  await otorisasiDialog(page).waitFor();
  await fillOtorisasi(page, { userId: 'SPV', alasan: 'uang kembalian kurang', submit: 'submit' });
  await expect
    .poll(() => page.getByTestId('hitung-kas-terakhir').innerText())
    .toContain(`Selisih tercatat Kurang ${formatRupiah(kurang)}, otorisasi SPV`);
  // The difference was booked as SELISIH KAS: the count matches the book, ready for Tutup Toko.
  await expect
    .poll(() => page.getByTestId('hitung-kas-terakhir').innerText())
    .toContain(WEB_TEXTS.hitungKas.hitungUlang);
  await settled(page);
  await screenshot(page, 'hitung-kas-tersimpan');
  await page.setViewportSize({ width: 768, height: 1024 });
  await settled(page);
  await screenshot(page, 'hitung-kas-768');
  await page.setViewportSize({ width: 1366, height: 800 });
}
