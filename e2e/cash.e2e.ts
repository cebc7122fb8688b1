import fs from 'node:fs';
import { formatTanggalPanjang, type Keuangan, type PageResult, TEXTS } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiLogin } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { pickOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

const REKENING = '9876543210';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let ownerToken: string;

const call = apiCaller(() => ({ baseUrl: server.url, token: ownerToken }));
// Cash forms run long: the whole screen, once its rows have faded in.
const { shot, open } = pageHelpers(() => ({ page, baseUrl: server.url }), {
  mark: 'pusat title',
  shot: { prefix: 'cash-', settle: true, pause: 300, wholeScreen: true },
});

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  ownerToken = await apiLogin(server.url, 'PST', 'OWNER');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const text = (testId: string) => page.getByTestId(testId).innerText();
const saldoAkhir = (akun: string) => text(`saldo-akhir-${akun}`);
const listRows = () => page.getByTestId('keuangan-list').locator('.ant-table-tbody tr.ant-table-row');

async function entry(kode: string, jumlah: string, keterangan = '') {
  await pickOption(page, page.getByTestId('kode-transaksi'), `${kode} - `);
  await page.getByTestId('jumlah').fill(jumlah);
  await page.getByTestId('keterangan').fill(keterangan);
  await page.getByTestId('simpan').click();
}

async function toastSaved() {
  await expect
    .poll(() => page.locator('.ant-message-notice', { hasText: TEXTS.saved }).count())
    .toBeGreaterThan(0);
}

describe('Uang Kas: kas toko dan rekening bank', () => {
  it('books modal in and listrik out on Uang Kas, and the till holds Rp 4,250,000', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await open('/uang-kas', 'UANG KAS');
    const tglSystem = await page.getByTestId('tanggal-transaksi').inputValue();
    expect(tglSystem).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The balances' day reads as a date, not as ISO.
    await expect
      .poll(() => page.getByText(`Saldo Hari Ini - ${formatTanggalPanjang(tglSystem)}`).count())
      .toBe(1);
    await expect.poll(() => saldoAkhir('KAS')).toBe('Rp 0');
    expect(await listRows().count()).toBe(0);
    expect(await page.getByTestId('keuangan-list').innerText()).toContain(TEXTS.noData);
    // Card money reaches a bank account, not the till: the balances say so.
    expect(await text('catatan-kartu')).toBe(TEXTS.cash.catatanKartu);
    await shot('uang-kas-kosong');

    // Each reason says which way it moves the till.
    await page.getByTestId('kode-transaksi').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // The dropdown may still be opening (and re-rendering its list) while it is read: poll the texts.
    await expect
      .poll(async () => (await options.allInnerTexts()).map((option) => option.split(/\s+/).join(' ')))
      .toEqual([
        'GAJI - GAJI KARYAWAN KELUAR',
        'LISTRIK - BAYAR LISTRIK KELUAR',
        'MODAL - SETORAN MODAL MASUK',
        'OPS - BIAYA OPERASIONAL KELUAR',
      ]);
    await shot('uang-kas-jenis-transaksi');
    await page.keyboard.press('Escape');

    await entry('MODAL', '5000000');
    await toastSaved();
    await expect.poll(() => text('simpan-result')).toMatch(/Tersimpan - No Ref PST-UK-\d{6}-0001/);
    expect(await text('simpan-result')).toContain('Kas masuk Rp 5,000,000 (SETORAN MODAL)');
    await expect.poll(() => saldoAkhir('KAS')).toBe('Rp 5,000,000');
    // The form is empty for the next entry.
    expect(await page.getByTestId('jumlah').inputValue()).toBe('');

    await entry('LISTRIK', '750000', 'pln november');
    await expect.poll(() => text('simpan-result')).toMatch(/No Ref PST-UK-\d{6}-0002/);
    expect(await text('simpan-result')).toContain('Kas keluar Rp 750,000 (PLN NOVEMBER)');
    await expect.poll(() => saldoAkhir('KAS')).toBe('Rp 4,250,000');
    const kas = await page.getByTestId('saldo-kas').locator('tr', { hasText: 'KAS TOKO' }).innerText();
    expect(kas.split(/\s+/).join(' ')).toBe('KAS TOKO Rp 0 Rp 5,000,000 Rp 750,000 Rp 4,250,000');
    await expect.poll(() => listRows().count()).toBe(2);
    expect(await listRows().first().innerText()).toContain('LISTRIK');
    await shot('uang-kas');
  });

  it('refuses to take out more than the till holds, in the server’s words', async () => {
    await entry('GAJI', '4250001');
    const refusal = TEXTS.cash.kasTidakCukup('Rp 4,250,000', 'Rp 4,250,001');
    await expect.poll(() => text('simpan-error')).toBe(refusal);
    await expect
      .poll(() => page.locator('.ant-message-notice', { hasText: refusal }).count())
      .toBeGreaterThan(0);
    await shot('uang-kas-saldo-kurang');
    expect(await saldoAkhir('KAS')).toBe('Rp 4,250,000');
    expect(await listRows().count()).toBe(2);
  });

  it('moves 3,000,000 into the bank on Tambah Uang Bank, both balances shown before and after', async () => {
    await open('/tambah-uang-bank', 'TAMBAH UANG BANK');
    await expect.poll(() => saldoAkhir('KAS')).toBe('Rp 4,250,000');
    await pickOption(page, page.getByTestId('no-rekening'), `${REKENING} - TOKO EMAS PUSAT - MANDIRI`);
    await page.getByTestId('jumlah').fill('3000000');
    await page.getByTestId('keterangan').fill('setor harian');
    await expect.poll(() => text('saldo-sesudah-KAS')).toBe('Rp 1,250,000');
    expect(await text(`saldo-sesudah-${REKENING}`)).toBe('Rp 3,000,000');
    expect(await text('saldo-perubahan-KAS')).toBe('-Rp 3,000,000');
    expect(await text(`saldo-perubahan-${REKENING}`)).toBe('+Rp 3,000,000');
    expect(await saldoAkhir(REKENING)).toBe('Rp 0');
    expect(await text('catatan-kartu')).toBe(TEXTS.cash.catatanKartu);
    await shot('tambah-uang-bank-sebelum');

    await page.getByTestId('simpan').click();
    await toastSaved();
    await expect.poll(() => text('simpan-result')).toMatch(/No Ref PST-UB-\d{6}-0001/);
    expect(await text('simpan-result')).toContain(
      `Kas keluar Rp 3,000,000; Rekening ${REKENING} (MANDIRI) masuk Rp 3,000,000 (SETOR HARIAN)`,
    );
    await expect.poll(() => saldoAkhir('KAS')).toBe('Rp 1,250,000');
    await expect.poll(() => saldoAkhir(REKENING)).toBe('Rp 3,000,000');
    await expect.poll(() => listRows().count()).toBe(2);
    const rows = await listRows().allInnerTexts();
    expect(rows.every((row) => row.includes('TAMBAH UANG BANK'))).toBe(true);
    await shot('tambah-uang-bank');
  });

  it('takes 1,000,000 back on Ambil Uang Bank', async () => {
    await open('/ambil-uang-bank', 'AMBIL UANG BANK');
    await pickOption(page, page.getByTestId('no-rekening'), `${REKENING} - `);
    await page.getByTestId('jumlah').fill('1000000');
    await expect.poll(() => text('saldo-sesudah-KAS')).toBe('Rp 2,250,000');
    expect(await text(`saldo-sesudah-${REKENING}`)).toBe('Rp 2,000,000');
    await page.getByTestId('simpan').click();
    await expect.poll(() => text('simpan-result')).toMatch(/No Ref PST-UB-\d{6}-0002/);
    await expect.poll(() => saldoAkhir('KAS')).toBe('Rp 2,250,000');
    await expect.poll(() => saldoAkhir(REKENING)).toBe('Rp 2,000,000');
    await expect.poll(() => listRows().count()).toBe(2);
    expect((await listRows().allInnerTexts()).every((row) => row.includes('AMBIL UANG BANK'))).toBe(true);
    await shot('ambil-uang-bank');
  });

  it('finds an entry in the cash book by its note, filters by method and exports it', async () => {
    await open('/uang-kas', 'UANG KAS');
    await expect.poll(() => saldoAkhir(REKENING)).toBe('Rp 2,000,000');
    await expect.poll(() => listRows().count()).toBe(6);
    await page.getByTestId('keuangan-list').getByLabel('Cari', { exact: true }).fill('pln');
    await expect.poll(() => listRows().count()).toBe(1);
    const found = await listRows().first().innerText();
    expect(found).toContain('LISTRIK');
    expect(found).toContain('PLN NOVEMBER');
    expect(found).toContain('750,000');
    await shot('uang-kas-cari');
    await page.getByTestId('keuangan-list').getByLabel('Cari', { exact: true }).fill('');
    await expect.poll(() => listRows().count()).toBe(6);

    await pickOption(page, page.getByTestId('filter-jenis'), 'TRANSFER');
    await expect.poll(() => listRows().count()).toBe(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export CSV/ }).click();
    const csv = fs.readFileSync((await (await download).path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Tanggal,Jam,No Ref,Kategori,Nama Kategori,Jenis,No Rekening,Bank,Keterangan,Masuk,Keluar,Oleh',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(5, 11))).toEqual([
      // An entry without a note of its own says what it was.
      ['TRANSFER', REKENING, 'MANDIRI', `TARIK DARI REKENING ${REKENING}`, '0', '1000000'],
      ['TRANSFER', REKENING, 'MANDIRI', 'SETOR HARIAN', '3000000', '0'],
    ]);
    // What the screen showed is what the server booked.
    const book = await call<PageResult<Keuangan>>('GET', 'cash/paginated?limit=100');
    expect(book.count).toBe(6);
  });

  it('refuses a cashier the cash pages', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    for (const path of ['/uang-kas', '/tambah-uang-bank', '/ambil-uang-bank']) {
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => page.getByText(TEXTS.accessDeniedTitle).isVisible()).toBe(true);
      expect(await page.getByTestId('saldo-kas').count()).toBe(0);
    }
    await shot('kasir-ditolak');
  });
});
