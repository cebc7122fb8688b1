import {
  addDays,
  formatNumber,
  formatRentangTanggal,
  formatRupiah,
  formatTanggalPanjang,
  type HutangDoc,
  type PageResult,
} from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiGrantMenus, apiLogin, apiOpenTill } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { fillOtorisasi, otorisasiDialog, pageHelpers } from './support/page.ts';
import { clickAndAwaitClose, closeNota } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

/**
 * Lihat Hutang at the counter (decision 020): loans are made and validated by API (the
 * lending screen is another test's), then the cashier sees each open loan's interest as of
 * the business date and pays interest, renews, redeems, cancels a loan of today and a
 * payment of today, each figure checked against the server's own bunga_berjalan.
 *
 * Every loan here is of today (a loan of today still owes interest: the first month is
 * charged whole, 30 days); loans aged by closing days, redeemed after 45 days and auctioned
 * past their grace are hutang-journey's.
 */

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let kasirToken: string;
let spvToken: string;
let ownerToken: string;
let key = 0;

const OTORISASI_ALASAN = 'nasabah minta';
const call = apiCaller(() => ({ baseUrl: server.url, token: kasirToken }));
const { shot } = pageHelpers(() => ({ page, baseUrl: server.url }));
/** Fills the open otorisasi dialog; the test clicks its button after a picture. */
const otorisasi = () =>
  fillOtorisasi(page, { userId: 'spv', alasan: OTORISASI_ALASAN, within: otorisasiDialog(page) });

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  ownerToken = await apiLogin(server.url, 'PST', 'OWNER');
  // The demo cashier sells only; the owner gives her the pawn counter, as on Hak Akses.
  await apiGrantMenus(server.url, ownerToken, 'KASIR', ['transaksi-hutang', 'lihat-hutang']);
  await apiOpenTill(server.url, ownerToken);
  [kasirToken, spvToken] = await Promise.all([
    apiLogin(server.url, 'PST', 'KASIR'),
    apiLogin(server.url, 'PST', 'SPV'),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A loan of Rp 2,000,000 on a 750 ring of 3.270 g, paid out in cash. */
const lend = (nama: string) =>
  call<HutangDoc>('POST', 'hutang', {
    idempotency_key: `e2e-hutang-${++key}-${Date.now()}`,
    kode_sales: 'S01',
    nama_customer: nama,
    no_hp: '0812000333',
    nik: `317401234567000${key}`,
    items: [{ kode_group: '750', kode_dept: 'CC', nama_barang: 'cincin polos', berat: '3.270', kadar: 75 }],
    pokok: 2_000_000,
    jangka_bulan: 4,
    bayar: { cash: 2_000_000, transfer: 0 },
  });
const validate = (no: string) => call('POST', 'hutang/validasi', { no_hutang: [no] }, spvToken);
const read = (no: string) => call<HutangDoc>('GET', `hutang/${no}`);

const row = (no: string) => page.getByTestId('hutang-table').locator(`tr[data-row-key="${no}"]`);
/** The row's action buttons (the expander has no name). */
const aksi = (no: string) => row(no).locator('button[data-testid]').allInnerTexts();

/**
 * The payment's slip on top: its title, number, and the text it prints, at the paper the
 * Nota Hutang's setting names.
 */
async function paymentSlip(title: string, noBayar: string): Promise<string> {
  const nota = page.locator('.ant-modal:visible').last();
  await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe(title);
  expect(await nota.locator('.ant-modal-title').innerText()).toBe(`Nota Pembayaran Hutang ${noBayar}`);
  return nota.innerText();
}

async function search(text: string) {
  await page.getByTestId('hutang-search').fill(text);
  await row(text).waitFor();
}

describe('Lihat Hutang: bunga berjalan, bayar bunga, perpanjang, lunas, batal', () => {
  let bunga: HutangDoc;
  let perpanjang: HutangDoc;
  let lunas: HutangDoc;
  let batal: HutangDoc;

  it('lists the open loans with the interest each owes today, as the server counts it', async () => {
    [bunga, perpanjang, lunas, batal] = [
      await lend('ibu sari'),
      await lend('pak joko'),
      await lend('ibu wati'),
      await lend('pak dedi'),
    ];
    await Promise.all([bunga, perpanjang, lunas].map((doc) => validate(doc.no_hutang)));
    const running = (await read(bunga.no_hutang)).bunga_berjalan;
    expect(running).toMatchObject({ hari: 0, hari_dihitung: 30 });
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/lihat-hutang`);
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | LIHAT HUTANG');
    await row(batal.no_hutang).waitFor();
    await expect
      .poll(() => page.getByTestId(`bunga-${bunga.no_hutang}`).innerText())
      .toBe(
        `${formatNumber(running?.bunga ?? -1)}\n0 hari (dihitung 30)\nLunas ${formatNumber(running?.total_lunas ?? -1)}`,
      );
    // Waiting for validation: no payment yet, only the same-day cancel.
    expect(await aksi(batal.no_hutang)).toEqual(['Detail', 'Cetak Ulang Nota', 'Batal']);
    // …and says why on the row, for a clerk who cannot hover on a touch screen.
    expect(await row(batal.no_hutang).getByTestId(`alasan-${batal.no_hutang}`).innerText()).toContain(
      'Menunggu validasi',
    );
    expect(await row(bunga.no_hutang).getByTestId(`alasan-${bunga.no_hutang}`).count()).toBe(0);
    // Validated and of today: paid on, redeemed, renewed, or still cancelled (its payout refunded).
    expect(await aksi(bunga.no_hutang)).toEqual([
      'Detail',
      'Cetak Ulang Nota',
      'Bayar Bunga',
      'Lunas',
      'Perpanjang',
      'Batal',
    ]);
    await shot('hutang-list-01-berjalan');
  });

  it('pays the interest in cash with change; the loan owes nothing more today', async () => {
    const due = (await read(bunga.no_hutang)).bunga_berjalan?.bunga ?? -1;
    await search(bunga.no_hutang);
    await page.getByTestId(`bunga-bayar-${bunga.no_hutang}`).click();
    await page.getByTestId('bayar-hutang-form').waitFor();
    expect(await page.getByTestId('bayar-total').innerText()).toBe(formatRupiah(due));
    await expect
      .poll(() => page.getByTestId('bayar-hutang-rincian').innerText())
      .toContain('0 hari, dihitung 30 hari');
    await page.getByTestId('bayar-cash').fill(String(due + 50_000));
    await expect.poll(() => page.getByTestId('bayar-kembalian').innerText()).toBe('Rp 50,000');
    await shot('hutang-list-02-bayar-bunga');
    await page.getByTestId('bayar-hutang-ok').click();
    await expect
      .poll(() => page.getByTestId('hutang-action-result').innerText())
      .toBe(`Bunga ${bunga.no_hutang} dibayar ${formatRupiah(due)} (30 hari), kembalian Rp 50,000`);
    const paid = await read(bunga.no_hutang);
    expect(paid.pembayaran).toMatchObject([
      { jenis: 'BUNGA', bunga: due, cash_rp: due + 50_000, kembalian: 50_000 },
    ]);
    expect(paid.bunga_berjalan?.bunga).toBe(0);
    // The customer leaves with the payment's slip: the days and interest charged, the change, the words.
    const [payment] = paid.pembayaran;
    const slip = await paymentSlip('NOTA BAYAR BUNGA HUTANG', payment?.no_bayar ?? '?');
    const today = payment?.tgl_system ?? '?';
    for (const text of [
      payment?.no_bayar ?? '?',
      bunga.no_hutang,
      'IBU SARI',
      `0 hari, dihitung 30 hari (${formatRentangTanggal(today, addDays(today, 30))})`,
      formatTanggalPanjang(addDays(today, 30)),
      formatRupiah(due + 50_000),
      'Rp 50,000',
      // The loan's own 4-month term, not the default 3 months.
      'paling lama 4 (empat) bulan',
    ])
      expect(slip).toContain(text);
    expect(slip).not.toContain('3 (tiga) bulan');
    await shot('hutang-list-02b-nota-bayar-bunga');
    await closeNota(page);
    // Paid 30 days ahead: the list offers no more interest, still redemption and renewal; paid on, no cancel.
    await expect
      .poll(() => aksi(bunga.no_hutang))
      .toEqual(['Detail', 'Cetak Ulang Nota', 'Lunas', 'Perpanjang']);
    // The Lunas dialog reads the period paid ahead forward, today first.
    await page.getByTestId(`lunas-${bunga.no_hutang}`).click();
    await expect
      .poll(() => page.getByTestId('bayar-hutang-rincian').innerText())
      .toContain(`Bunga Sudah Dibayar\t${formatRentangTanggal(today, addDays(today, 30))}`);
    await shot('hutang-list-02c-lunas-dibayar-dimuka');
    await closeNota(page);
  });

  it('cancels that payment of today from the detail with otorisasi: the interest is owed again', async () => {
    const [payment] = (await read(bunga.no_hutang)).pembayaran;
    await page.getByTestId(`detail-${bunga.no_hutang}`).click();
    await page
      .getByTestId('hutang-detail-bayar')
      .getByText(payment?.no_bayar ?? '?')
      .waitFor();
    await shot('hutang-list-03-detail');
    // Reprinted from the payment's row.
    await page.getByTestId(`cetak-bayar-${payment?.no_bayar}`).click();
    expect(await paymentSlip('NOTA BAYAR BUNGA HUTANG', payment?.no_bayar ?? '?')).toContain(bunga.no_hutang);
    // Closed, the slip leaves the loan's detail open beneath it.
    const reprint = page.locator('.ant-modal:visible').last();
    await reprint.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(1);
    await page.getByTestId(`batal-bayar-${payment?.no_bayar}`).click();
    await otorisasi();
    await page.locator('[data-testid="otorisasi-submit"]:visible').click();
    await expect
      .poll(() => page.getByTestId('batal-result').innerText())
      .toBe(`Pembayaran ${payment?.no_bayar} dibatalkan; ${bunga.no_hutang} kembali berjalan`);
    const back = await read(bunga.no_hutang);
    expect(back.pembayaran.map((line) => line.status)).toEqual(['BATAL']);
    expect(back.bunga_berjalan?.bunga).toBe(payment?.bunga);
    await page
      .locator('.ant-modal:visible')
      .filter({ has: page.getByTestId('hutang-detail') })
      .locator('.ant-modal-close')
      .click();
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
  });

  it('renews with otorisasi: the interest and Rp 500,000 of the principal paid, a new loan of the rest', async () => {
    const due = (await read(perpanjang.no_hutang)).bunga_berjalan?.bunga ?? -1;
    await search(perpanjang.no_hutang);
    await page.getByTestId(`perpanjang-${perpanjang.no_hutang}`).click();
    await page.getByTestId('perpanjang-form').waitFor();
    // The new loan keeps the principal until the cashier lowers it: only the interest is paid.
    expect(await page.getByTestId('perpanjang-total').innerText()).toBe(formatRupiah(due));
    await page.getByTestId('perpanjang-pokok').fill('1500000');
    await page.getByTestId('perpanjang-jangka').fill('3');
    await expect
      .poll(() => page.getByTestId('perpanjang-total').innerText())
      .toBe(formatRupiah(due + 500_000));
    await page.getByTestId('bayar-cash').fill(String(due + 500_000));
    await shot('hutang-list-04-perpanjang');
    await page.getByTestId('perpanjang-ok').click();
    await otorisasi();
    await page.locator('[data-testid="otorisasi-submit"]:visible').click();
    await expect
      .poll(() => page.getByTestId('hutang-action-result').innerText())
      .toContain(`${perpanjang.no_hutang} diperpanjang menjadi `);
    const closed = await read(perpanjang.no_hutang);
    expect(closed).toMatchObject({ status: 'PERPANJANG' });
    expect(closed.pembayaran).toMatchObject([
      { jenis: 'PERPANJANG', bunga: due, pokok: 500_000, total: due + 500_000 },
    ]);
    const renewed = await read(closed.no_hutang_baru ?? '?');
    expect(renewed).toMatchObject({
      pokok: 1_500_000,
      jangka_bulan: 3,
      no_hutang_lama: perpanjang.no_hutang,
    });
    expect(await page.getByTestId('hutang-action-result').innerText()).toContain(
      `${renewed.no_hutang}: pokok Rp 1,500,000`,
    );
    // The renewal's slip: what was paid, the new loan, its term and due date.
    const [payment] = closed.pembayaran;
    const paymentText = await paymentSlip('NOTA PERPANJANGAN HUTANG', payment?.no_bayar ?? '?');
    for (const text of [
      perpanjang.no_hutang,
      renewed.no_hutang,
      formatTanggalPanjang(renewed.tgl_jatuh_tempo),
      formatRupiah(due + 500_000),
      'Rp 500,000',
      'Rp 1,500,000',
      'paling lama 3 (tiga) bulan',
    ])
      expect(paymentText).toContain(text);
    await shot('hutang-list-04b-nota-perpanjang');
    await closeNota(page);
    // The new loan stands in the list, linked to the old one.
    await search(renewed.no_hutang);
    expect(await row(renewed.no_hutang).innerText()).toContain(`Perpanjangan dari\n${perpanjang.no_hutang}`);
    await shot('hutang-list-05-diperpanjang');
    // The new loan's slip is reprinted from the list: its terms and the loan it renews.
    await page.getByTestId(`cetak-${renewed.no_hutang}`).click();
    const nota = page.locator('.ant-modal:visible').last();
    await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe('NOTA HUTANG');
    const slip = await nota.innerText();
    for (const text of [renewed.no_hutang, perpanjang.no_hutang, '1,500,000']) expect(slip).toContain(text);
    await shot('hutang-list-05b-cetak-ulang');
    await clickAndAwaitClose(nota, nota.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }));
  });

  it('redeems for exactly the server’s total lunas (pokok + interest); the pieces go back', async () => {
    const running = (await read(lunas.no_hutang)).bunga_berjalan;
    expect(running?.total_lunas).toBe(2_000_000 + (running?.bunga ?? 0));
    // The shop prints pawn slips on A4, two copies (PRINT_NOTA_HUTANG_DUPLICATE_MODULE on).
    await call(
      'PUT',
      'setting-nota/SLIP_HUTANG',
      {
        header: '',
        footer: 'Terima kasih atas kunjungan Anda',
        syarat_ketentuan: '',
        paper: 'A4',
        platform: 'DESKTOP',
        auto_cut: true,
        duplicate: true,
      },
      ownerToken,
    );
    await search(lunas.no_hutang);
    await page.getByTestId(`lunas-${lunas.no_hutang}`).click();
    await page.getByTestId('bayar-hutang-form').waitFor();
    expect(await page.getByTestId('bayar-total').innerText()).toBe(formatRupiah(running?.total_lunas ?? -1));
    await page.getByTestId('bayar-cash').fill(String(running?.total_lunas));
    await expect.poll(() => page.getByTestId('bayar-kembalian').innerText()).toBe('Rp 0');
    await shot('hutang-list-06-lunas');
    await page.getByTestId('bayar-hutang-ok').click();
    await expect
      .poll(() => page.getByTestId('hutang-action-result').innerText())
      .toBe(
        `${lunas.no_hutang} lunas ${formatRupiah(running?.total_lunas ?? -1)}; barang jaminan dikembalikan`,
      );
    const done = await read(lunas.no_hutang);
    expect(done).toMatchObject({ status: 'LUNAS', bunga_berjalan: null });
    expect(done.pembayaran).toMatchObject([
      { jenis: 'LUNAS', bunga: running?.bunga, pokok: 2_000_000, total: running?.total_lunas },
    ]);
    expect(done.items.map((item) => item.status)).toEqual(['KEMBALI']);
    // The redemption's slip lists the piece handed back and the total in words.
    const [payment] = done.pembayaran;
    const slip = await paymentSlip('NOTA PELUNASAN HUTANG', payment?.no_bayar ?? '?');
    for (const text of [lunas.no_hutang, 'CINCIN POLOS', '3.270', formatRupiah(running?.total_lunas ?? -1)])
      expect(slip).toContain(text);
    expect(slip).toContain('Barang jaminan dikembalikan kepada customer.');
    const copies = page.locator('.ant-modal:visible').last().getByTestId('nota-copy-label');
    expect(await copies.allInnerTexts()).toEqual(['Lembar Customer', 'Lembar Internal']);
    await shot('hutang-list-06b-nota-lunas');
    await closeNota(page);
    // Redeemed: it leaves the open list.
    await expect.poll(() => row(lunas.no_hutang).count()).toBe(0);
  });

  it('cancels a loan of today with otorisasi', async () => {
    await search(batal.no_hutang);
    await page.getByTestId(`batal-${batal.no_hutang}`).click();
    await otorisasi();
    await shot('hutang-list-07-batal-otorisasi');
    await page.locator('[data-testid="otorisasi-submit"]:visible').click();
    await expect
      .poll(() => page.getByTestId('batal-result').innerText())
      .toBe(`${batal.no_hutang} dibatalkan`);
    expect((await read(batal.no_hutang)).status).toBe('BATAL');
    await expect.poll(() => row(batal.no_hutang).count()).toBe(0);
    // The open list at the laptop's width: the two loans still running (the renewal's new one and the first).
    await page.getByTestId('hutang-search').fill('');
    const open = await call<PageResult<HutangDoc>>('GET', 'hutang/paginated?status=OPEN&limit=100');
    expect(open.count).toBe(2);
    await expect.poll(() => page.getByTestId('hutang-table').locator('tr[data-row-key]').count()).toBe(2);
    await shot('hutang-list-08-akhir');
  });
});
