import fs from 'node:fs';
import {
  type Barang,
  formatTanggalPanjang,
  INDONESIAN_MONTHS,
  MEMBER_MENU,
  type Member,
  TEXTS,
  type TukarPoinDoc,
  todayInTimeZone,
} from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiGrantMenus, apiLogin, goldPiece } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { clickDay, fillOtorisasi, pageHelpers } from './support/page.ts';
import { answerConfirm, closeNota, pickOption, searchOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { DEMO_PASSWORD, signIn } from './support/session.ts';

/**
 * Members and points in the browser (issue 15, decision 022): a member registered at PST is
 * found at T2, buys at PST, earns points on validation, is given points by hand with a
 * supervisor's consent, takes a gift for points, and the slip is shown; the exchange is
 * cancelled with a supervisor's consent and its slip reprints stamped BATAL.
 */

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let ownerToken: string;
let ring: Barang;
let kodeMember = '';
let noNota = '';

const call = apiCaller(() => ({ baseUrl: server.url, token: ownerToken }));
const { shot, open } = pageHelpers(() => ({ page, baseUrl: server.url }));
const NO_HP = '081377001234';
/** The member's photo, as the counter's camera would give one. */
const PHOTO = fs.readFileSync(new URL('./fixtures/cincin.jpg', import.meta.url));

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  ownerToken = await apiLogin(server.url, 'PST', 'OWNER');
  const ownerT2 = await apiLogin(server.url, 'T2', 'OWNER');
  await apiGrantMenus(server.url, ownerToken, 'KASIR', [
    MEMBER_MENU.data,
    MEMBER_MENU.transaksi,
    MEMBER_MENU.poin,
    MEMBER_MENU.tukar,
  ]);
  await apiGrantMenus(server.url, ownerT2, 'KASIR', [MEMBER_MENU.data]);
  // The worked example of DOMAIN.md §8: 3.270 g of 18K at 5,003,500 earns 10 + 5 points.
  const { items } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [goldPiece('CINCIN MEMBER', '750', 'CC', 'CC01', 3.27, 50_000)],
  });
  [ring] = items as [Barang];
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function pickMember(typed: string) {
  await searchOption(page, page.getByTestId('member-select'), typed, kodeMember);
  await expect.poll(() => page.getByTestId('member-summary').innerText()).toContain('IBU MEMBER BARU');
}

/** Whether an image has really loaded from the file store (not a broken link). */
const loaded = (testId: string) =>
  page
    .getByTestId(testId)
    .locator('img')
    .first()
    .evaluate((image: HTMLImageElement) => image.naturalWidth);

/** yyyy-mm-dd, `days` after today in UTC: two days on is after today in every zone of the chain. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('Member: daftar di PST, dicari di T2, belanja, poin, tukar hadiah', () => {
  it('registers a member on Data Member at PST with the shop’s own code', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/data-member', 'Toko Emas Pusat | DATA MEMBER');
    await page.getByTestId('member-tambah').click();
    await page.getByTestId('member-nama').fill('ibu member baru');
    await page.getByTestId('member-no-hp').fill(NO_HP);
    await page.getByTestId('member-kota').fill('bogor');
    await page.getByTestId('member-nik').fill('3271010101800001');
    await page.getByTestId('member-alamat').fill('jl. kenari 7');
    await page
      .getByTestId('member-foto-input')
      .setInputFiles({ name: 'member.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    await page.getByTestId('member-foto-preview').waitFor();
    // A birth date after today is refused on the form, in the server's words.
    await page.locator('#tgl_lahir').click();
    await clickDay(page, daysFromNow(2));
    await page.getByTestId('member-simpan').click();
    await expect.poll(() => page.getByText(TEXTS.member.tglLahirMasaDepan).isVisible()).toBe(true);
    await shot('members-01a-tgl-lahir-masa-depan');
    await page.locator('#tgl_lahir').click();
    await page.locator('.ant-picker-dropdown:visible').getByRole('button', { name: TEXTS.today }).click();
    await expect.poll(() => page.getByText(TEXTS.member.tglLahirMasaDepan).count()).toBe(0);
    await shot('members-01-tambah');
    await page.getByTestId('member-simpan').click();
    const row = page.locator('.ant-table-row', { hasText: 'IBU MEMBER BARU' });
    await expect.poll(() => row.innerText()).toContain('PST-M0004');
    kodeMember = 'PST-M0004';
    expect(await row.innerText()).toContain('BOGOR');
    // The birth date reads in words on the list, like every date a screen shows. 'Hari Ini' is
    // the shop's today (Asia/Jakarta), a day ahead of UTC's from 17:00 UTC on.
    expect(await row.innerText()).toContain(formatTanggalPanjang(todayInTimeZone(new Date())));
    // The photo was kept: the member's form shows it, loaded from the file store.
    await page.getByTestId(`edit-${kodeMember}`).click();
    await expect.poll(() => loaded('member-foto')).toBeGreaterThan(0);
    await page.locator('.ant-modal:visible').getByRole('button', { name: 'Batal' }).click();
    await shot('members-02-data-member');
  });

  it('finds the member at T2, by phone', async () => {
    await signIn(page, server.url, 'T2', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/data-member', 'Toko Emas Cabang Bekasi | DATA MEMBER');
    await page.getByLabel('Cari').fill(NO_HP);
    const row = page.locator('.ant-table-row', { hasText: kodeMember });
    await expect.poll(() => row.innerText()).toContain('IBU MEMBER BARU');
    // The search is the server's: only the member with that phone is left.
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    expect(await row.innerText()).toContain('PST');
    await shot('members-03-dicari-di-t2');
  });

  it('sells to the member at PST and the points come on validation', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/transaksi-penjualan', 'Toko Emas Pusat | TRANSAKSI PENJUALAN');
    await pickOption(page, page.getByTestId('kode-sales'), 'S01 - ');
    await page.getByTestId('jenis-customer').getByText('Member', { exact: true }).click();
    await searchOption(page, page.getByTestId('member-select'), NO_HP, 'IBU MEMBER BARU');
    await expect.poll(() => page.getByTestId('nama-customer').inputValue()).toBe('IBU MEMBER BARU');
    const scan = page.getByTestId('scan-input');
    await scan.fill(ring.kode_barcode);
    await scan.press('Enter');
    await expect.poll(() => page.getByTestId('jumlah-barang').innerText()).toBe('1');
    await page.getByTestId('bayar-cash').fill('5003500');
    await page.getByTestId('simpan').click();
    await expect.poll(() => page.getByTestId('penjualan-result').innerText()).toMatch(/PST-FJ-\d{6}-0001/);
    noNota = (/PST-FJ-\d{6}-0001/.exec(await page.getByTestId('penjualan-result').innerText()) ?? [''])[0];
    await closeNota(page);

    await signIn(page, server.url, 'PST', 'SPV');
    await page.waitForURL('**/dashboard');
    await open('/validasi-penjualan', 'Toko Emas Pusat | VALIDASI PENJUALAN');
    const row = page.getByTestId('validasi-list').locator('.ant-table-row', { hasText: noNota });
    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('validasi').click();
    await answerConfirm(page, 'Validasi');
    await expect.poll(() => row.count()).toBe(0);
    expect((await call<Member>('GET', `member/get/by-kode/${kodeMember}`)).poin).toBe(15);

    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/data-member', 'Toko Emas Pusat | DATA MEMBER');
    await expect.poll(() => page.getByTestId(`poin-${kodeMember}`).innerText()).toBe('15');
  });

  it('adds points by hand on Transaksi Poin with a supervisor’s otorisasi', async () => {
    await open('/transaksi-poin', 'Toko Emas Pusat | TRANSAKSI POIN');
    await pickMember(NO_HP);
    expect(await page.getByTestId('member-saldo-poin').innerText()).toBe('15');
    await page.getByTestId('poin-jumlah').fill('40');
    await page.getByTestId('poin-simpan').click();
    await page.getByTestId('otorisasi-user').fill('spv');
    await page.getByTestId('otorisasi-password').fill(DEMO_PASSWORD);
    await page.getByTestId('otorisasi-alasan').fill('bonus member baru');
    await page.getByTestId('otorisasi-submit').click();
    await expect.poll(() => page.getByTestId('member-saldo-poin').innerText()).toBe('55');
    const ledger = page.getByTestId('member-poin-table');
    await expect.poll(() => ledger.innerText()).toContain('BONUS MEMBER BARU');
    expect(await ledger.innerText()).toContain(noNota);
    await shot('members-04-transaksi-poin');
  });

  it('takes a gift for points on Tukar Point and shows the slip', async () => {
    await open('/tukar-point', 'Toko Emas Pusat | TUKAR POINT');
    await pickMember(NO_HP);
    // The counter sees the member's photo beside their balance.
    await expect.poll(() => loaded('member-summary')).toBeGreaterThan(0);
    // The tumbler costs 100: more than the member holds, the counter says so and will not send.
    await pickOption(page, page.getByTestId('hadiah-select'), 'HD02 - TUMBLER');
    await expect
      .poll(() => page.getByText('Poin member tidak cukup: saldo 55 poin, dibutuhkan 100 poin').isVisible())
      .toBe(true);
    expect(await page.getByTestId('tukar-simpan').isEnabled()).toBe(false);
    await pickOption(page, page.getByTestId('hadiah-select'), 'HD01 - PAYUNG');
    await expect.poll(() => page.getByTestId('poin-dibutuhkan').innerText()).toBe('50');
    await page.getByTestId('tukar-simpan').click();
    const nota = page.locator('.ant-modal:visible');
    await expect.poll(() => nota.innerText()).toContain('SLIP TUKAR POIN');
    const text = await nota.innerText();
    expect(text).toContain('PAYUNG');
    expect(text).toContain('IBU MEMBER BARU');
    expect(text).toMatch(/Sisa Poin\s+5 poin/);
    await shot('members-05-slip-tukar-poin');
    await closeNota(page);
    await expect.poll(() => page.getByTestId('member-saldo-poin').innerText()).toBe('5');
    const [doc] = (
      await call<{ data: { no_ref: string; kategori: string }[] }>('GET', `member/poin/${kodeMember}`)
    ).data;
    expect(doc?.kategori).toBe('TUKAR POIN');
    const slip = await call<TukarPoinDoc>('GET', `tukar-poin/${doc?.no_ref}`);
    expect([slip.nama_hadiah, slip.sisa_poin]).toEqual(['PAYUNG', 5]);
    await shot('members-06-tukar-point');
  });

  it('cancels the exchange with a supervisor’s otorisasi: points and gift back, the slip stamped BATAL', async () => {
    const [doc] = (await call<{ data: { no_ref: string }[] }>('GET', `member/poin/${kodeMember}`)).data;
    const no = doc?.no_ref ?? '';
    const stock = async () =>
      (await call<{ kode_hadiah: string; stock: number }[]>('GET', 'hadiah/get/all')).find(
        (row) => row.kode_hadiah === 'HD01',
      )?.stock;
    const before = await stock();
    await page.getByTestId(`batal-${no}`).click();
    await fillOtorisasi(page, { userId: 'spv', alasan: 'salah pilih hadiah', submit: 'submit' });
    await expect.poll(() => page.getByTestId('member-saldo-poin').innerText()).toBe('55');
    const ledger = page.getByTestId('member-poin-table');
    await expect.poll(() => ledger.innerText()).toContain('BATAL TUKAR POIN');
    expect(await ledger.innerText()).toContain('SALAH PILIH HADIAH');
    await expect.poll(() => page.getByTestId(`dibatalkan-${no}`).isVisible()).toBe(true);
    expect(await page.getByTestId(`batal-${no}`).count()).toBe(0);
    expect(await stock()).toBe(Number(before) + 1);
    await shot('members-06a-batal-tukar-poin');
    await page.getByTestId(`slip-${no}`).click();
    const nota = page.locator('.ant-modal:visible');
    await expect.poll(() => nota.innerText()).toContain('SLIP TUKAR POIN');
    const text = await nota.innerText();
    expect(await nota.getByTestId('nota-stamp').first().innerText()).toBe('BATAL');
    for (const line of ['Dibatalkan', 'KASIR / otorisasi SPV', 'SALAH PILIH HADIAH'])
      expect(text).toContain(line);
    await shot('members-06b-slip-batal');
    await closeNota(page);
  });

  it('shows the member’s documents and points on Lihat Transaksi Member', async () => {
    await open('/lihat-transaksi-member', 'Toko Emas Pusat | LIHAT TRANSAKSI MEMBER');
    await pickMember(kodeMember);
    await expect.poll(() => page.getByTestId('ringkasan-penjualan').innerText()).toContain('Penjualan (1)');
    expect(await page.getByTestId('ringkasan-penjualan').innerText()).toContain('Rp 5,003,500');
    expect(await page.getByTestId('ringkasan-poin-didapat').innerText()).toContain('55');
    // The cancelled exchange gave its 50 points back: nothing is spent, and nothing more was earned.
    expect(await page.getByTestId('ringkasan-poin-dipakai').innerText()).toMatch(/\b0\b/);
    await expect
      .poll(() => page.getByTestId('transaksi-penjualan').locator('.ant-table-row').first().innerText())
      .toContain(noNota);
    // Words and a written date, not the codes and the ISO date the API carries.
    const sale = await page.getByTestId('transaksi-penjualan').locator('.ant-table-row').first().innerText();
    expect(sale).toContain(TEXTS.status.penjualan.OK);
    expect(sale).toContain(TEXTS.status.validasi.DONE);
    expect(sale).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b|\bDONE\b|\bOK\b/);
    expect(sale).toMatch(new RegExp(`\\b\\d{1,2} (${INDONESIAN_MONTHS.join('|')}) \\d{4}`));
    await shot('members-07-lihat-transaksi-member');
  });
});
