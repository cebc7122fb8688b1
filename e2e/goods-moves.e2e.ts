import fs from 'node:fs';
import { type Barang, type KirimBarangDoc, TEXTS } from '@toko/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiLogin, goldPiece } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { answerConfirm, openSelect, pickOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { DEMO_PASSWORD, signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let pstToken: string;

const call = apiCaller(() => ({ baseUrl: server.url, token: pstToken }));
const { shot, open, choose, scan } = pageHelpers(() => ({ page, baseUrl: server.url }));

/** Pieces seeded through the API for each walk (see beforeAll). */
const piece: Record<'pindah' | 'bakiA' | 'bakiB' | 'hancur' | 'kirim' | 'impor' | 'stale' | 'tolak', Barang> =
  {} as never;

const login = (kodeToko: string, userId: string) => apiLogin(server.url, kodeToko, userId);

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  pstToken = await login('PST', 'OWNER');
  const { items } = await call<{ items: Barang[] }>('POST', 'barang', {
    items: [
      goldPiece('CINCIN PINDAH', '750', 'CC', 'LT17', 3.27),
      goldPiece('KALUNG RANTAI', '700', 'KL', 'KLDLM', 10.5),
      goldPiece('GELANG ULIR', '700', 'GL', 'KLDLM', 5.125),
      goldPiece('LIONTIN PATAH', '750', 'LT', 'LT17', 1.234),
      goldPiece('CINCIN KIRIM', '750', 'CC', 'LT17', 2.5),
      goldPiece('KALUNG IMPOR', '700', 'KL', 'LT17', 7.777),
      goldPiece('ANTING MUTIARA', '750', 'LT', 'LT17', 1.5),
      goldPiece('LIONTIN HATI', '750', 'LT', 'LT17', 0.875),
    ],
  });
  const names = ['pindah', 'bakiA', 'bakiB', 'hancur', 'kirim', 'impor', 'stale', 'tolak'] as const;
  for (const [index, name] of names.entries()) {
    const created = items[index];
    if (!created) throw new Error(`barang ${name} tidak tersimpan`);
    piece[name] = created;
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toast = (): Locator => page.locator('.ant-message-notice');

describe('Barang: pindah, timbang, hancur, kirim dan terima', () => {
  it('moves a scanned piece to another tray on Pindah Barang', async () => {
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await open('/pindah-barang', 'Toko Emas Pusat | PINDAH BARANG');

    await choose('gudang-tujuan', 'TOKO - ');
    await choose('baki-tujuan', 'LT17 - ');
    await scan(String(Number(piece.pindah.kode_barcode)));
    await expect.poll(() => page.getByTestId('scan-table').innerText()).toContain('CINCIN PINDAH');
    // The piece already lies in LT17: the screen says so before anything is sent.
    await expect.poll(() => page.getByTestId('scan-table').innerText()).toContain('Sudah di baki tujuan');
    // Scanning it again is refused.
    await scan(piece.pindah.kode_barcode);
    await expect
      .poll(() => page.getByText(`Barang ${piece.pindah.kode_barcode} sudah ada di daftar`).isVisible())
      .toBe(true);
    await choose('baki-tujuan', 'CC01 - ');
    await expect.poll(() => page.getByText('Sudah di baki tujuan').count()).toBe(0);
    expect(await page.getByTestId('scan-jumlah').innerText()).toBe('1');
    expect(await page.getByTestId('scan-berat').innerText()).toBe('3.270');
    await shot('goods-pindah-barang');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('pindah-result').innerText())
      .toMatch(/No Ref PST-PB-\d{6}-\d{4}/);
    const moved = await call<Barang>('GET', `barang/get/by-barcode/${piece.pindah.kode_barcode}`);
    expect([moved.kode_gudang, moved.kode_baki]).toEqual(['TOKO', 'CC01']);
    await shot('goods-pindah-barang-saved');

    // Someone else moves a scanned piece before this screen saves: the server refuses,
    // the screen says why and drops the piece so it can be scanned again.
    await scan(piece.stale.kode_barcode);
    await expect.poll(() => page.getByTestId('scan-table').innerText()).toContain('ANTING MUTIARA');
    await call('POST', 'pindah-barang', {
      items: [{ kode_barcode: piece.stale.kode_barcode, kode_gudang: 'TOKO', kode_baki: 'LT17' }],
      kode_gudang_tujuan: 'TOKO',
      kode_baki_tujuan: 'KLDLM',
    });
    await page.getByTestId('simpan').click();
    const stale = `Barang ${piece.stale.kode_barcode} sudah dipindahkan oleh transaksi lain, silahkan scan ulang`;
    await expect.poll(() => page.getByText(stale).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('scan-jumlah').innerText()).toBe('0');
    await shot('goods-pindah-barang-stale');
    await scan(piece.stale.kode_barcode);
    await expect.poll(() => page.getByTestId('scan-table').innerText()).toContain('KLDLM');
    await page.getByTestId('simpan').click();
    await expect.poll(() => page.getByTestId('pindah-result').innerText()).toContain('1 barang, 1.500 gr');
  });

  it('moves a whole tray on Pindah Barang Satu Baki', async () => {
    await open('/pindah-barang-satu-baki', 'Toko Emas Pusat | PINDAH BARANG SATU BAKI');
    await choose('gudang-asal', 'TOKO - ');
    await choose('baki-asal', 'KLDLM - ');
    await expect.poll(() => page.getByTestId('isi-jumlah').innerText()).toBe('2');
    expect(await page.getByTestId('isi-berat').innerText()).toBe('15.625');
    // The same tray as destination is refused in the browser.
    await choose('gudang-tujuan', 'TOKO - ');
    await choose('baki-tujuan', 'KLDLM - ');
    await expect
      .poll(() => page.getByText('Baki tujuan harus berbeda dengan baki asal').isVisible())
      .toBe(true);
    await choose('baki-tujuan', 'CC01 - ');
    await shot('goods-pindah-satu-baki');
    await page.getByTestId('simpan').click();
    await answerConfirm(page, 'Pindahkan');
    await expect.poll(() => page.getByTestId('pindah-result').innerText()).toContain('2 barang, 15.625 gr');
    await expect.poll(() => page.getByTestId('isi-jumlah').innerText()).toBe('0');
    const moved = await call<Barang>('GET', `barang/get/by-barcode/${piece.bakiB.kode_barcode}`);
    expect(moved.kode_baki).toBe('CC01');
  });

  it('weighs tray CC01 and marks a reading off by 0.125 g as SELISIH', async () => {
    await open('/timbang-baki', 'Toko Emas Pusat | TIMBANG BAKI');
    await choose('timbang-gudang', 'TOKO - ');
    await choose('timbang-baki', 'CC01 - ');
    await page.getByTestId('mulai-timbang').click();
    const figures = page.getByTestId('timbang-figures');
    await expect.poll(() => page.getByTestId('timbang-jumlah').innerText()).toBe('4');
    // 3.270 + 1.500 + 10.500 + 5.125 of gold, 4 tags of 0.050, the tray 98.250.
    expect(await page.getByTestId('berat-seharusnya').innerText()).toBe('118.845');
    expect(await figures.innerText()).toContain('0.200');

    const reading = page.getByTestId('berat-timbangan');
    await reading.fill('118.87');
    await expect.poll(() => page.getByTestId('selisih').innerText()).toBe('+0.025');
    expect(await page.getByTestId('hasil').innerText()).toBe('OK');
    await reading.fill('118.97');
    await expect.poll(() => page.getByTestId('selisih').innerText()).toBe('+0.125');
    expect(await page.getByTestId('hasil').innerText()).toBe('SELISIH');
    await shot('goods-timbang-baki');

    // Closing the dialog leaves the weighing open: the screen offers to continue it.
    await page.getByTestId('timbang-tutup').click();
    await expect.poll(() => page.getByTestId('timbang-aktif').isVisible()).toBe(true);
    await page.getByTestId('timbang-lanjutkan').click();
    await page.getByTestId('berat-timbangan').fill('118.97');
    await page.getByTestId('simpan').click();
    await expect.poll(() => page.getByTestId('timbang-result').innerText()).toContain('SELISIH');
    expect(await page.getByTestId('timbang-result').innerText()).toContain('+0.125');
    await page.getByTestId('timbang-tutup').click();
    const row = page.getByTestId('timbang-history').locator('.ant-table-row', { hasText: 'CC01' });
    await expect.poll(() => row.innerText()).toContain(TEXTS.status.timbang.SELESAI);
    expect(await row.innerText()).toContain('+0.125');
    expect(await row.innerText()).toContain('SELISIH');
    await shot('goods-timbang-history');

    // A weighing started and left open can be reset from the offer on the screen.
    await choose('timbang-baki', 'LT17 - ');
    await page.getByTestId('mulai-timbang').click();
    await expect.poll(() => page.getByTestId('berat-seharusnya').isVisible()).toBe(true);
    await page.getByTestId('timbang-tutup').click();
    await page.reload();
    await expect.poll(() => page.getByTestId('timbang-aktif').innerText()).toContain('LT17');
    expect(await page.getByTestId('mulai-timbang').isDisabled()).toBe(true);
    await shot('goods-timbang-aktif');
    await page.getByTestId('timbang-reset-aktif').click();
    await answerConfirm(page, 'Reset');
    await expect.poll(() => page.getByTestId('timbang-aktif').count()).toBe(0);
    const batal = page.getByTestId('timbang-history').locator('.ant-table-row', { hasText: 'LT17' });
    await expect.poll(() => batal.innerText()).toContain(TEXTS.status.timbang.BATAL);
  });

  it('destroys a piece with a supervisor’s otorisasi and downloads Bukti Hancur Barang', async () => {
    await open('/hancur-data-barang', 'Toko Emas Pusat | HANCUR DATA BARANG');
    await choose('kondisi-barang', 'RUSAK - ');
    await page.getByTestId('keterangan').fill('patah di kait');
    await scan(piece.hancur.kode_barcode);
    await expect.poll(() => page.getByTestId('scan-table').innerText()).toContain('LIONTIN PATAH');
    await page.getByTestId('hancurkan').click();
    await answerConfirm(page, 'Hancurkan');

    await page.getByTestId('otorisasi-user').fill('spv');
    await page.getByTestId('otorisasi-password').fill('salah');
    await page.getByTestId('otorisasi-alasan').fill('patah tidak bisa diperbaiki');
    await page.getByTestId('otorisasi-submit').click();
    await expect
      .poll(() => page.getByTestId('otorisasi-error').innerText())
      .toContain('User ID atau Password Otorisasi salah');
    expect(await page.getByTestId('otorisasi-user').inputValue()).toBe('SPV');
    await shot('goods-hancur-otorisasi-salah');

    await page.getByTestId('otorisasi-password').fill(DEMO_PASSWORD);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('otorisasi-submit').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Bukti-Hancur-PST-HC-\d{6}-\d{4}\.pdf$/);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => page.getByTestId('hancur-result').innerText()).toContain('Diotorisasi oleh SPV');
    const destroyed = await fetch(`${server.url}/api/barang/get/by-barcode/${piece.hancur.kode_barcode}`, {
      headers: { 'x-auth-token': pstToken },
    }).then((response) => response.json() as Promise<Barang>);
    expect([destroyed.status, destroyed.stock]).toEqual(['HANCUR', 0]);
    await shot('goods-hancur-done');
  });

  it('sends a piece to T2 on Kirim Barang ke Cabang', async () => {
    await open('/kirim-barang-kecabang', 'Toko Emas Pusat | KIRIM BARANG KE CABANG');
    await expect.poll(() => page.getByTestId('no-kirim').inputValue()).toMatch(/^PST-KB-\d{6}-0001$/);
    const nomor = await page.getByTestId('no-kirim').inputValue();
    await pickOption(page, page.getByTestId('toko-tujuan'), 'T2 - ');
    // The own shop is no destination.
    const options = await openSelect(page, page.getByTestId('toko-tujuan'));
    await expect.poll(() => options.allInnerTexts()).toContain('T3 - Toko Emas Cabang Depok');
    expect(await options.allInnerTexts()).not.toContain(expect.stringContaining('PST - '));
    await page.keyboard.press('Escape');
    await scan(piece.kirim.kode_barcode);
    await expect.poll(() => page.getByTestId('scan-table').innerText()).toContain('CINCIN KIRIM');
    await shot('goods-kirim-barang');
    await page.getByTestId('simpan').click();
    await answerConfirm(page, 'Kirim');
    await expect.poll(() => page.getByTestId('kirim-result').innerText()).toContain(nomor);
    const row = page.getByTestId('kirim-list').locator('.ant-table-row', { hasText: nomor });
    await expect.poll(() => row.innerText()).toContain(TEXTS.status.kirim.KIRIM);
    await row.getByRole('button', { name: 'Detail' }).click();
    await expect.poll(() => page.getByTestId('kirim-detail-lines').innerText()).toContain('CINCIN KIRIM');
    await shot('goods-kirim-detail');
    await page.locator('.ant-modal').getByRole('button', { name: 'OK' }).click();
  });

  it('accepts the shipment at T2 on Terima Barang, scanning each of its pieces', async () => {
    const [sent] = (
      await call<{ data: KirimBarangDoc[] }>('GET', 'kirim-barang/paginated?arah=KELUAR&status=KIRIM')
    ).data;
    if (!sent) throw new Error('kiriman tidak ada');
    await signIn(page, server.url, 'T2', 'OWNER');
    await page.waitForURL('**/dashboard');
    await open('/terima-barang', 'Toko Emas Cabang Bekasi | TERIMA BARANG');
    await page.getByTestId(`buka-${sent.no_kirim}`).click();
    await expect
      .poll(() => page.getByTestId('terima-missing').innerText())
      .toContain(piece.kirim.kode_barcode);
    expect(await page.getByTestId('terima').isDisabled()).toBe(true);
    await choose('terima-gudang', 'TOKO - ');
    await choose('terima-baki', 'LT17 - ');
    // A barcode that is not in the shipment is refused.
    await scan(piece.impor.kode_barcode);
    await expect
      .poll(() =>
        page
          .getByText(`Barang ${piece.impor.kode_barcode} bukan bagian dari kiriman ${sent.no_kirim}`)
          .isVisible(),
      )
      .toBe(true);
    await scan(piece.kirim.kode_barcode);
    await expect
      .poll(() => page.getByTestId('terima-progress').innerText())
      .toBe('Sudah discan 1 dari 1 barang');
    await shot('goods-terima-barang');
    await page.getByTestId('terima').click();
    await expect
      .poll(() => page.getByTestId('terima-result').innerText())
      .toContain(`Kiriman ${sent.no_kirim} Diterima`);
    const t2 = await login('T2', 'OWNER');
    const received = await call<Barang>(
      'GET',
      `barang/get/by-barcode/${piece.kirim.kode_barcode}`,
      undefined,
      t2,
    );
    expect([received.kode_gudang, received.kode_baki, received.status]).toEqual(['TOKO', 'LT17', 'READY']);
  });

  it('refuses a shipment with a reason: it goes back to the sender', async () => {
    const doc = await call<KirimBarangDoc>('POST', 'kirim-barang', {
      kode_toko_tujuan: 'T2',
      keterangan: '',
      items: [{ kode_barcode: piece.tolak.kode_barcode, kode_gudang: 'TOKO', kode_baki: 'LT17' }],
    });
    await open('/terima-barang', 'Toko Emas Cabang Bekasi | TERIMA BARANG');
    await page.getByTestId(`buka-${doc.no_kirim}`).click();
    await page.getByTestId('tolak').click();
    await page.getByTestId('tolak-submit').click();
    await expect.poll(() => page.getByText('Alasan Harus Diisi (minimal 3 karakter)').isVisible()).toBe(true);
    await page.getByTestId('tolak-alasan').fill('barang tidak sesuai pesanan');
    await page.getByTestId('tolak-submit').click();
    await expect
      .poll(() => page.getByTestId('terima-result').innerText())
      .toContain(`Kiriman ${doc.no_kirim} Ditolak`);
    const back = await call<Barang>('GET', `barang/get/by-barcode/${piece.tolak.kode_barcode}`);
    expect([back.kode_baki, back.status, back.stock]).toEqual(['LT17', 'READY', 1]);
  });

  it('imports a second shipment from PST whole on Import Data Pusat', async () => {
    const doc = await call<KirimBarangDoc>('POST', 'kirim-barang', {
      kode_toko_tujuan: 'T2',
      keterangan: 'STOK BARU',
      items: [{ kode_barcode: piece.impor.kode_barcode, kode_gudang: 'TOKO', kode_baki: 'LT17' }],
    });
    await open('/import-data-pusat', 'Toko Emas Cabang Bekasi | IMPORT DATA PUSAT');
    await page.getByTestId(`pilih-${doc.no_kirim}`).click();
    await expect.poll(() => page.getByTestId('kirim-detail-lines').innerText()).toContain('KALUNG IMPOR');
    await choose('import-gudang', 'TOKO - ');
    await choose('import-baki', 'KLDLM - ');
    await shot('goods-import-data-pusat');
    await page.getByTestId('import').click();
    await answerConfirm(page, 'Import');
    await expect.poll(() => toast().first().innerText()).toContain('Data Berhasil Di import');
    await expect.poll(() => page.getByTestId('import-result').innerText()).toContain(doc.no_kirim);
    await expect.poll(() => page.getByTestId(`pilih-${doc.no_kirim}`).count()).toBe(0);
    const t2 = await login('T2', 'OWNER');
    const imported = await call<Barang>(
      'GET',
      `barang/get/by-barcode/${piece.impor.kode_barcode}`,
      undefined,
      t2,
    );
    expect([imported.kode_gudang, imported.kode_baki]).toEqual(['TOKO', 'KLDLM']);
    await shot('goods-import-data-pusat-done');
  });
});
