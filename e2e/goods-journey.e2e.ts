import fs from 'node:fs';
import { TEXTS } from '@toko/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { answerConfirm } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { confirmOk, DEMO_PASSWORD, signIn, userMenu } from './support/session.ts';

/**
 * One ring's whole life, through the screens only: received from a supplier into CC01,
 * moved to LT17, weighed there with a difference, labelled, sent to T2 and received
 * there; the necklace received with it is destroyed with a supervisor's otorisasi.
 */

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

// The vitest config's poll timeout is the 10 s WAIT these helpers used to pass.
const { open, pick, scan, shot } = pageHelpers(() => ({ page, baseUrl: server.url }), {
  mark: 'title end',
  shot: { prefix: 'goods-journey-', fromTop: true, settle: true, pause: 0 },
});

const RING = { nama: 'CINCIN BELAH ROTAN', berat: '3.275' };
const NECKLACE = { nama: 'KALUNG SINGAPUR', berat: '12.350' };
/** LT17 of the demo masters: the tray weighs 120.500 g, each piece's tag 0.050 g. */
const LT17_EXPECTED = '123.825';
const LT17_READING = '124.025';

/** The server answers within a second or two, the 2-core machine sometimes slower. */
const WAIT = { timeout: 10_000 };

/** What the screens gave back along the way. */
const journey = { ring: '', necklace: '', noKirim: '' };

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const rowsOf = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

/** Logout from the user menu, confirmed. */
async function signOut() {
  await userMenu(page, 'Logout');
  await confirmOk(page);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('login-submit').waitFor();
}

/** The cells of a table row by their column titles. */
async function cellsOf(testId: string, row: Locator): Promise<Record<string, string>> {
  const titles = await page.getByTestId(testId).locator('thead th').allInnerTexts();
  const cells = await row.locator('td').allInnerTexts();
  return Object.fromEntries(titles.map((title, index) => [title.trim(), (cells[index] ?? '').trim()]));
}

/** Data Barang searched for one barcode: its single row, by column. */
async function dataBarangRow(barcode: string): Promise<Record<string, string>> {
  await open('/data-barang', 'DATA BARANG');
  await page.getByTestId('cari-barang').fill(barcode);
  const rows = rowsOf('data-barang-table');
  await expect.poll(() => rows.allInnerTexts(), WAIT).toEqual([expect.stringContaining(barcode)]);
  return cellsOf('data-barang-table', rows.first());
}

describe('Goods journey: one ring from the supplier to another shop, one necklace destroyed', () => {
  it('receives a ring and a necklace from a supplier on Penerimaan Barang', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await open('/penerimaan-barang', 'PENERIMAAN BARANG');

    await page.getByTestId('nama-supplier').fill('PT SUMBER EMAS');
    await page.getByTestId('no-faktur-supplier').fill('INV-1201');
    // The default place: the ring's.
    await pick(page.getByTestId('group'), '750 - ');
    await pick(page.getByTestId('jenis'), 'CC - ');
    await pick(page.getByTestId('gudang'), 'TOKO - ');
    await pick(page.getByTestId('baki'), 'CC01 - ');
    await page.getByTestId('isi-default').click();
    await expect.poll(() => page.getByTestId('line-0-kadar_cetak').inputValue(), WAIT).toBe('750');
    await page.getByTestId('line-0-nama_barang').fill(RING.nama);
    await page.getByTestId('line-0-berat').fill(RING.berat);

    // The necklace's line starts from the defaults and takes its own group, jenis and tray.
    await page.getByTestId('tambah-baris').click();
    await expect.poll(() => page.getByTestId('line-1-kode_baki').innerText(), WAIT).toContain('CC01');
    await pick(page.getByTestId('line-1-kode_group'), '700 - ');
    await expect.poll(() => page.getByTestId('line-1-kadar_cetak').inputValue(), WAIT).toBe('700');
    await pick(page.getByTestId('line-1-kode_dept'), 'KL - ');
    await pick(page.getByTestId('line-1-kode_baki'), 'KLDLM - ');
    await page.getByTestId('line-1-nama_barang').fill(NECKLACE.nama);
    await page.getByTestId('line-1-berat').fill(NECKLACE.berat);
    await expect
      .poll(() => page.getByTestId('lines-totals').innerText(), WAIT)
      .toBe('2 baris, 2 barang, total berat 15.625 gr');
    await shot('01-penerimaan-filled');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('saved-number').textContent(), WAIT)
      .toMatch(/^PST-PN-\d{6}-\d{4}$/);
    const noTerima = (await page.getByTestId('saved-number').textContent()) ?? '';
    const saved = await rowsOf('saved-items').allInnerTexts();
    expect(saved).toHaveLength(2);
    const ring = saved.find((row) => row.includes(RING.nama)) ?? '';
    const necklace = saved.find((row) => row.includes(NECKLACE.nama)) ?? '';
    expect(ring).toMatch(/\t750\tCC\tTOKO\tCC01\t3\.275\t750\t1$/);
    expect(necklace).toMatch(/\t700\tKL\tTOKO\tKLDLM\t12\.350\t700\t1$/);
    journey.ring = (ring.match(/\b\d{8}\b/) ?? [''])[0];
    journey.necklace = (necklace.match(/\b\d{8}\b/) ?? [''])[0];
    expect(journey.ring).toMatch(/^\d{8}$/);
    expect(journey.necklace).toMatch(/^\d{8}$/);
    expect(journey.necklace).not.toBe(journey.ring);

    // The document is listed below with its supplier, count and weight.
    const history = rowsOf('penerimaan-history').filter({ hasText: noTerima });
    await expect.poll(() => history.count(), WAIT).toBe(1);
    const row = await cellsOf('penerimaan-history', history);
    expect([row.Sumber, row.Supplier, row['No Faktur Supplier'], row.Jumlah, row['Berat (gr)']]).toEqual([
      'SUPPLIER',
      'PT SUMBER EMAS',
      'INV-1201',
      '2',
      '15.625',
    ]);
    await shot('02-penerimaan-saved');
  });

  it('moves the ring from CC01 to LT17 on Pindah Barang', async () => {
    await open('/pindah-barang', 'PINDAH BARANG');
    await pick(page.getByTestId('gudang-tujuan'), 'TOKO - ');
    await pick(page.getByTestId('baki-tujuan'), 'LT17 - ');
    await scan(journey.ring);
    await expect.poll(() => page.getByTestId('scan-table').innerText(), WAIT).toContain(RING.nama);
    expect(await page.getByTestId('scan-table').innerText()).toContain('CC01');
    expect(await page.getByTestId('scan-jumlah').innerText()).toBe('1');
    expect(await page.getByTestId('scan-berat').innerText()).toBe(RING.berat);
    await shot('03-pindah-scanned');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('pindah-result').innerText(), WAIT)
      .toMatch(/No Ref PST-PB-\d{6}-\d{4}/);
    expect(await page.getByTestId('pindah-result').innerText()).toContain(`1 barang, ${RING.berat} gr`);
    // The list is cleared for the next pieces.
    await expect.poll(() => page.getByTestId('scan-jumlah').innerText(), WAIT).toBe('0');
    await shot('04-pindah-saved');
  });

  it('weighs tray LT17 with a reading 0.2 g over and keeps the SELISIH in the history', async () => {
    await open('/timbang-baki', 'TIMBANG BAKI');
    await pick(page.getByTestId('timbang-gudang'), 'TOKO - ');
    await pick(page.getByTestId('timbang-baki'), 'LT17 - ');
    await page.getByTestId('mulai-timbang').click();
    // Only the ring lies in LT17: 3.275 of gold, one tag of 0.050, the tray 120.500.
    await expect.poll(() => page.getByTestId('timbang-jumlah').innerText(), WAIT).toBe('1');
    expect(await page.getByTestId('berat-seharusnya').innerText()).toBe(LT17_EXPECTED);

    await page.getByTestId('berat-timbangan').fill(LT17_READING);
    await expect.poll(() => page.getByTestId('selisih').innerText(), WAIT).toBe('+0.200');
    expect(await page.getByTestId('hasil').innerText()).toBe('SELISIH');
    await shot('05-timbang-selisih');

    await page.getByTestId('simpan').click();
    const result = page.getByTestId('timbang-result');
    await expect.poll(() => result.innerText(), WAIT).toContain('Timbang Baki Selesai: SELISIH');
    expect(await result.innerText()).toContain(
      `Berat timbangan ${LT17_READING} gr, seharusnya ${LT17_EXPECTED} gr, selisih +0.200 gr.`,
    );
    await page.getByTestId('timbang-tutup').click();
    await expect.poll(() => page.locator('.ant-modal').count(), WAIT).toBe(0);

    const row = rowsOf('timbang-history').filter({ hasText: 'LT17' });
    await expect.poll(() => row.innerText(), WAIT).toContain(TEXTS.status.timbang.SELESAI);
    const cells = await cellsOf('timbang-history', row);
    expect([
      cells.Jumlah,
      cells['Berat Seharusnya'],
      cells['Berat Timbangan'],
      cells.Selisih,
      cells.Hasil,
      cells.Status,
    ]).toEqual(['1', LT17_EXPECTED, LT17_READING, '+0.200', 'SELISIH', TEXTS.status.timbang.SELESAI]);
    await shot('06-timbang-history');
  });

  it('prints the ring’s label on Cetak Barcode', async () => {
    await open('/cetak-barcode', 'CETAK BARCODE');
    await scan(journey.ring);
    await expect.poll(() => rowsOf('cetak-list').count(), WAIT).toBe(1);
    expect(await rowsOf('cetak-list').innerText()).toContain('TOKO / LT17');

    const label = page.getByTestId('label-print-container').getByTestId('label');
    await expect.poll(() => label.count(), WAIT).toBe(1);
    await expect
      .poll(() => label.locator('[data-rendered="true"] svg rect').count(), WAIT)
      .toBeGreaterThan(10);
    expect(await label.getAttribute('data-barcode')).toBe(journey.ring);
    expect(await label.locator('svg text').first().textContent()).toBe(journey.ring);
    expect(await label.getByTestId('label-nama').textContent()).toBe(RING.nama);
    expect(await label.getByTestId('label-berat').textContent()).toBe(`${RING.berat} gr`);
    expect(await label.getByTestId('label-kadar').textContent()).toBe('750');
    expect(await page.getByTestId('cetak').isEnabled()).toBe(true);
    await shot('07-cetak-barcode');
  });

  it('sends the ring to T2 on Kirim Barang ke Cabang', async () => {
    await open('/kirim-barang-kecabang', 'KIRIM BARANG KE CABANG');
    await expect.poll(() => page.getByTestId('no-kirim').inputValue(), WAIT).toMatch(/^PST-KB-\d{6}-\d{4}$/);
    journey.noKirim = await page.getByTestId('no-kirim').inputValue();
    await pick(page.getByTestId('toko-tujuan'), 'T2 - ');
    await scan(journey.ring);
    await expect.poll(() => page.getByTestId('scan-table').innerText(), WAIT).toContain(RING.nama);
    expect(await page.getByTestId('scan-table').innerText()).toContain('LT17');
    await shot('08-kirim-scanned');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.locator('.ant-modal-confirm-content').innerText(), WAIT)
      .toBe(`1 barang (${RING.berat} gr) dikirim ke T2.`);
    await answerConfirm(page, 'Kirim');
    await expect
      .poll(() => page.getByTestId('kirim-result').innerText(), WAIT)
      .toContain(`No Kirim ${journey.noKirim}`);
    expect(await page.getByTestId('kirim-result').innerText()).toContain(`1 barang, ${RING.berat} gr ke T2`);
    const row = page.getByTestId('kirim-list').locator('.ant-table-row', { hasText: journey.noKirim });
    await expect.poll(() => row.innerText(), WAIT).toContain(TEXTS.status.kirim.KIRIM);
    await shot('09-kirim-sent');
  });

  it('receives the ring at T2 on Terima Barang and finds it READY in CC01', async () => {
    await signOut();
    await signIn(page, server.url, 'T2', 'OWNER');
    await page.waitForURL('**/dashboard');

    await open('/terima-barang', 'TERIMA BARANG');
    await page.getByTestId(`buka-${journey.noKirim}`).click();
    await expect.poll(() => page.getByTestId('terima-missing').innerText(), WAIT).toContain(journey.ring);
    expect(await page.getByTestId('terima').isDisabled()).toBe(true);
    await pick(page.getByTestId('terima-gudang'), 'TOKO - ');
    await pick(page.getByTestId('terima-baki'), 'CC01 - ');
    await scan(journey.ring);
    await expect
      .poll(() => page.getByTestId('terima-progress').innerText(), WAIT)
      .toBe('Sudah discan 1 dari 1 barang');
    await expect.poll(() => page.getByTestId('terima').isEnabled(), WAIT).toBe(true);
    await shot('10-terima-scanned');

    await page.getByTestId('terima').click();
    await expect
      .poll(() => page.getByTestId('terima-result').innerText(), WAIT)
      .toContain(`Kiriman ${journey.noKirim} Diterima`);
    expect(await page.getByTestId('terima-result').innerText()).toContain(
      `1 barang, ${RING.berat} gr dari PST`,
    );
    // Nothing is left to receive.
    await expect.poll(() => page.getByTestId(`buka-${journey.noKirim}`).count(), WAIT).toBe(0);
    await shot('11-terima-done');

    const row = await dataBarangRow(journey.ring);
    expect([row['Nama Barang'], row.Gudang, row.Baki, row['Berat (gr)'], row.Stock, row.Status]).toEqual([
      RING.nama,
      'TOKO',
      'CC01',
      RING.berat,
      '1',
      'READY',
    ]);
    await shot('12-data-barang-t2');
  });

  it('destroys the necklace at PST with a supervisor’s otorisasi and downloads the Bukti Hancur', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await open('/hancur-data-barang', 'HANCUR DATA BARANG');
    await pick(page.getByTestId('kondisi-barang'), 'RUSAK - ');
    await page.getByTestId('keterangan').fill('kait putus');
    await scan(journey.necklace);
    await expect.poll(() => page.getByTestId('scan-table').innerText(), WAIT).toContain(NECKLACE.nama);
    expect(await page.getByTestId('scan-berat').innerText()).toBe(NECKLACE.berat);
    await shot('13-hancur-scanned');

    await page.getByTestId('hancurkan').click();
    await answerConfirm(page, 'Hancurkan');
    await page.getByTestId('otorisasi-user').fill('spv');
    await page.getByTestId('otorisasi-password').fill(DEMO_PASSWORD);
    await page.getByTestId('otorisasi-alasan').fill('kait putus tidak bisa diperbaiki');
    await shot('14-hancur-otorisasi');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('otorisasi-submit').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Bukti-Hancur-PST-HC-\d{6}-\d{4}\.pdf$/);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const result = page.getByTestId('hancur-result');
    await expect.poll(() => result.innerText(), WAIT).toContain('Diotorisasi oleh SPV');
    expect(await result.innerText()).toContain(`1 barang, ${NECKLACE.berat} gr`);
    await expect.poll(() => page.getByTestId('otorisasi-submit').count(), WAIT).toBe(0);
    await shot('15-hancur-done');

    const row = await dataBarangRow(journey.necklace);
    expect([row['Nama Barang'], row.Baki, row.Stock, row.Status]).toEqual([
      NECKLACE.nama,
      'KLDLM',
      '0',
      'HANCUR',
    ]);
    await shot('16-data-barang-hancur');
  });
});
