import fs from 'node:fs';
import { addDays, type ServiceDoc } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, apiGrantMenus, apiLogin, apiSignIn, cashOf } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { clickDay, pageHelpers } from './support/page.ts';
import { answerConfirm, clickAndAwaitClose, closeNota } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { DEMO_PASSWORD, signIn } from './support/session.ts';

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
let ownerToken: string;
let spvToken: string;
let tglSystem = '';
let noService = '';
let noServiceBatal = '';

const call = apiCaller(() => ({ baseUrl: server.url, token: ownerToken }));
const { shot, choose, open } = pageHelpers(() => ({ page, baseUrl: server.url }));

/** A small photo of a ring, as a clerk's camera would give one. */
const RING_PHOTO = fs.readFileSync(new URL('./fixtures/cincin.jpg', import.meta.url));

const login = (userId: string) => apiLogin(server.url, 'PST', userId);

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  [ownerToken, spvToken] = await Promise.all([login('OWNER'), login('SPV')]);
  // The demo cashier sells only; the owner gives her the repair counter, as on Hak Akses.
  await apiGrantMenus(server.url, ownerToken, 'KASIR', ['transaksi-services', 'lihat-services']);
  tglSystem = (await apiSignIn(server.url, 'PST', 'KASIR')).user.tgl_system;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const modal = () => page.locator('.ant-modal:visible').last();

async function fillItem(
  index: number,
  item: { nama: string; berat: string; kadar: string; kerusakan: string; ongkos: string },
) {
  await page.getByTestId(`item-nama-${index}`).fill(item.nama);
  await page.getByTestId(`item-berat-${index}`).fill(item.berat);
  await page.getByTestId(`item-kadar-${index}`).fill(item.kadar);
  await page.getByTestId(`item-kerusakan-${index}`).fill(item.kerusakan);
  await page.getByTestId(`item-ongkos-${index}`).fill(item.ongkos);
}

/** A one-piece repair with a Rp 50,000 cash DP saved at the counter by API, not yet validated. */
const saveByApi = (nama: string, kasirToken: string) =>
  call<ServiceDoc>(
    'POST',
    'service',
    {
      idempotency_key: `service-e2e-${nama}-${Date.now()}`,
      kode_sales: 'S01',
      kode_member: '',
      nama_customer: nama,
      no_hp: '',
      alamat_customer: '',
      kode_tukang: 'T02',
      tgl_selesai_estimasi: tglSystem,
      keterangan: '',
      items: [
        {
          nama_barang: 'GELANG',
          berat: 5,
          jumlah: 1,
          kadar: '750',
          kerusakan: 'PENYOK',
          ongkos: 80_000,
          foto: '',
        },
      ],
      dp: 50_000,
      bayar: {
        cash: 50_000,
        transfer: 0,
        no_rekening: '',
        debet: 0,
        kode_bank_debet: '',
        credit: 0,
        kode_bank_credit: '',
      },
    },
    kasirToken,
  );

describe('Service: terima, validasi, selesai, ambil, batal', () => {
  it('takes two pieces for repair with a cash DP; the Nota Service opens', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/transaksi-services', 'Toko Emas Pusat | TRANSAKSI SERVICE');
    await choose('kode-sales', 'S01 - ');
    await page.getByTestId('nama-customer').fill('ibu rina');
    await page.getByTestId('no-hp').fill('081277776666');
    await fillItem(0, {
      nama: 'cincin kawin',
      berat: '3.275',
      kadar: '750',
      kerusakan: 'ring patah',
      ongkos: '150000',
    });
    // The first piece is photographed as it is handed over; the second has no photo.
    await page
      .getByTestId('item-foto-0-input')
      .setInputFiles({ name: 'cincin.jpg', mimeType: 'image/jpeg', buffer: RING_PHOTO });
    await page.getByTestId('item-foto-0-preview').waitFor();
    await page.getByTestId('item-tambah').click();
    await fillItem(1, {
      nama: 'kalung rantai',
      berat: '10.5',
      kadar: '700',
      kerusakan: 'kait putus',
      ongkos: '100000',
    });
    await expect.poll(() => page.getByTestId('service-total-ongkos').innerText()).toBe('Rp 250,000');
    expect(await page.getByTestId('service-total-berat').innerText()).toBe('13.775 g');
    await choose('kode-tukang', 'T01 - ');
    await page.locator('#tgl_selesai_estimasi').click();
    // Days before the system date cannot be picked.
    await expect
      .poll(() =>
        page
          .locator(`.ant-picker-dropdown:visible td[title="${addDays(tglSystem, -1)}"]`)
          .getAttribute('class'),
      )
      .toContain('ant-picker-cell-disabled');
    await clickDay(page, addDays(tglSystem, 3));
    await page.getByTestId('service-keterangan').fill('dipoles sekalian');
    await page.getByTestId('service-dp').fill('100000');
    await page.getByTestId('bayar-cash').fill('120000');
    await expect.poll(() => page.getByTestId('service-sisa').innerText()).toBe('Rp 150,000');
    await expect.poll(() => page.getByTestId('bayar-kembalian').innerText()).toBe('Rp 20,000');
    await shot('service-01-transaksi');

    await page.getByTestId('simpan').click();
    await expect
      .poll(() => page.getByTestId('service-result').innerText())
      .toMatch(/No Service PST-SV-\d{6}-0001/);
    noService = (/PST-SV-\d{6}-0001/.exec(await page.getByTestId('service-result').innerText()) ?? [''])[0];
    const nota = modal();
    await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe('NOTA SERVICE');
    const items = await nota.getByTestId('nota-items').first().innerText();
    for (const text of [
      'CINCIN KAWIN',
      'RING PATAH',
      '3.275',
      '150,000',
      'KALUNG RANTAI',
      '10.500',
      '100,000',
    ]) {
      expect(items).toContain(text);
    }
    const amounts = await nota.getByTestId('nota-amounts').first().innerText();
    for (const text of [
      'Total Ongkos',
      '250,000',
      'DP',
      '100,000',
      'Sisa Dibayar Saat Ambil',
      '150,000',
      '120,000',
      '20,000',
    ]) {
      expect(amounts).toContain(text);
    }
    expect(await nota.getByTestId('nota-terbilang').first().innerText()).toBe('Seratus Ribu Rupiah');
    await shot('service-02-nota');
    await closeNota(page);

    const doc = await call<ServiceDoc>('GET', `service/${noService}`);
    expect(doc).toMatchObject({
      kode_sales: 'S01',
      nama_customer: 'IBU RINA',
      kode_tukang: 'T01',
      tgl_selesai_estimasi: addDays(tglSystem, 3),
      keterangan: 'DIPOLES SEKALIAN',
      ongkos: 250_000,
      dp: 100_000,
      sisa: 150_000,
      cash_rp: 120_000,
      kembalian: 20_000,
      status: 'OPEN',
      status_valid: 'OPEN',
    });
    expect(doc.items.map((line) => [line.nama_barang, line.berat, line.kadar, line.ongkos])).toEqual([
      ['CINCIN KAWIN', 3.275, '750', 150_000],
      ['KALUNG RANTAI', 10.5, '700', 100_000],
    ]);
    expect(doc.items[0]?.foto).toMatch(/^PST\/service\/[0-9a-f]{32}\.jpg$/);
    expect(doc.items[0]?.foto_url).toBe(`/files/${doc.items[0]?.foto}`);
    expect(doc.items[1]?.foto).toBe('');
    // The form is fresh for the next customer: no photo left over.
    await page.getByTestId('item-foto-0-empty').waitFor();
  });

  it('is validated on the Service tab of Validasi Jual Beli: the DP reaches the cash book', async () => {
    await signIn(page, server.url, 'PST', 'SPV');
    await page.waitForURL('**/dashboard');
    await open('/validasi-jual-beli?tab=service', 'Toko Emas Pusat | VALIDASI JUAL BELI');
    const row = page.getByTestId('validasi-list').locator('.ant-table-row', { hasText: noService });
    await expect.poll(() => row.innerText()).toContain('IBU RINA');
    await row.locator('.ant-checkbox-input').check();
    await expect
      .poll(() => page.getByTestId('validasi-terpilih').innerText())
      .toBe('Dipilih 1 service, DP Rp 100,000');
    await shot('service-03-validasi');
    await page.getByTestId('validasi').click();
    await answerConfirm(page, 'Validasi');
    await expect.poll(() => row.count()).toBe(0);
    expect((await call<ServiceDoc>('GET', `service/${noService}`)).status_valid).toBe('DONE');
    expect(await cashOf(call, noService)).toEqual({ SERVICE: { in: 100_000, out: 0 } });
  });

  it('is finished with the tukang’s cost and handed back with the rest paid: Nota Ambil Service', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await open('/lihat-services', 'Toko Emas Pusat | LIHAT SERVICE');
    const table = page.getByTestId('service-table');
    const row = table.locator('.ant-table-row', { hasText: noService });
    await expect.poll(() => row.innerText()).toContain('Dikerjakan');
    // The detail shows the photo taken of the first piece, and none for the second.
    await page.getByTestId(`detail-${noService}`).click();
    const lines = page.getByTestId('service-detail-lines');
    const photo = lines.getByRole('img', { name: 'Foto CINCIN KAWIN' });
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await lines.locator('img').count()).toBe(1);
    await shot('service-04a-detail-foto');
    await clickAndAwaitClose(modal(), modal().locator('.ant-modal-close'));
    await page.getByTestId(`selesai-${noService}`).click();
    const dialog = modal();
    await dialog.getByTestId('selesai-biaya-tukang').fill('60000');
    const doc = await call<ServiceDoc>('GET', `service/${noService}`);
    const [cincin, kalung] = doc.items as [ServiceDoc['items'][number], ServiceDoc['items'][number]];
    await dialog.getByTestId(`selesai-berat-${cincin.id}`).fill('3.25');
    await shot('service-04-selesai');
    await clickAndAwaitClose(dialog, dialog.getByTestId('selesai-ok'));
    await expect.poll(() => page.getByTestId('service-action-result').innerText()).toContain(noService);
    const done = await call<ServiceDoc>('GET', `service/${noService}`);
    expect([done.status, done.biaya_tukang]).toEqual(['DONE', 60_000]);
    expect(done.items.map((line) => line.berat_selesai)).toEqual([3.25, kalung.berat]);

    await choose('filter-status', 'Selesai');
    await expect.poll(() => row.innerText()).toContain('Selesai');
    await page.getByTestId(`ambil-${noService}`).click();
    const ambil = modal();
    await expect.poll(() => ambil.getByTestId('bayar-total').innerText()).toBe('Rp 150,000');
    await ambil.getByTestId('bayar-cash').fill('150000');
    await shot('service-05-ambil');
    // The dialog gives way to the Nota Ambil Service, which opens at once.
    await clickAndAwaitClose(page.getByTestId('ambil-form'), ambil.getByTestId('ambil-ok'));
    const nota = modal();
    await expect.poll(() => nota.getByTestId('nota-title').first().innerText()).toBe('NOTA AMBIL SERVICE');
    const amounts = await nota.getByTestId('nota-amounts').first().innerText();
    for (const text of ['Total Ongkos', '250,000', 'DP Sudah Dibayar', '100,000', 'Pelunasan', '150,000']) {
      expect(amounts).toContain(text);
    }
    expect(await nota.getByTestId('nota-items').first().innerText()).toContain('3.250');
    expect(await nota.getByTestId('nota-terbilang').first().innerText()).toBe(
      'Seratus Lima Puluh Ribu Rupiah',
    );
    await shot('service-06-nota-ambil');
    await closeNota(page);

    const closed = await call<ServiceDoc>('GET', `service/${noService}`);
    expect([closed.status, closed.ambil?.cash_rp]).toEqual(['CLOS', 150_000]);
    expect(await cashOf(call, noService)).toEqual({
      SERVICE: { in: 100_000, out: 0 },
      'SERVICE AMBIL': { in: 150_000, out: 0 },
    });
  });

  it('cancels another, validated service with an SPV otorisasi: its DP goes back (BATAL SERVICE)', async () => {
    const kasirToken = await login('KASIR');
    const saved = await saveByApi('BAPAK JOKO', kasirToken);
    noServiceBatal = saved.no_service;
    await call('POST', 'service/validasi', { no_service: [noServiceBatal] }, spvToken);

    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
    await open('/lihat-services', 'Toko Emas Pusat | LIHAT SERVICE');
    const row = page.getByTestId('service-table').locator('.ant-table-row', { hasText: noServiceBatal });
    await expect.poll(() => row.innerText()).toContain('BAPAK JOKO');
    await shot('service-07-lihat');
    await page.getByTestId(`batal-${noServiceBatal}`).click();
    await page.getByTestId('otorisasi-user').fill('spv');
    await page.getByTestId('otorisasi-password').fill(DEMO_PASSWORD);
    await page.getByTestId('otorisasi-alasan').fill('customer tidak jadi');
    await shot('service-08-batal-otorisasi');
    await page.getByTestId('otorisasi-submit').click();
    await expect
      .poll(() => page.getByTestId('batal-result').innerText())
      .toBe(`Service ${noServiceBatal} dibatalkan, DP Rp 50,000 dikembalikan dari kas`);
    await expect.poll(() => row.count()).toBe(0);
    expect((await call<ServiceDoc>('GET', `service/${noServiceBatal}`)).status).toBe('CANC');
    expect(await cashOf(call, noServiceBatal)).toEqual({
      SERVICE: { in: 50_000, out: 0 },
      'BATAL SERVICE': { in: 0, out: 50_000 },
    });

    // The dashboard's Service card counts today's repairs, the cancelled one not.
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByTestId('service-hari-ini').innerText()).toContain('250,000');
    await page.getByTestId('service').scrollIntoViewIfNeeded();
    await shot('service-09-dashboard');
  });

  it('says on the row of a finished service that Ambil waits for validation', async () => {
    const kasirToken = await login('KASIR');
    const waiting = await saveByApi('IBU TUTI', kasirToken);
    const [line] = waiting.items;
    await call('POST', 'service/selesai', {
      no_service: waiting.no_service,
      biaya_tukang: 30_000,
      items: [{ id: line?.id, berat_selesai: 5 }],
    });
    // After the dashboard's count above: this repair stays standing.
    await open('/lihat-services', 'Toko Emas Pusat | LIHAT SERVICE');
    await choose('filter-status', 'Selesai');
    const row = page.getByTestId('service-table').locator('.ant-table-row', { hasText: waiting.no_service });
    // Seen without hovering, as on the counter's touch screen; the button stays disabled.
    await expect
      .poll(() => row.getByTestId(`alasan-${waiting.no_service}`).innerText())
      .toContain('Menunggu validasi');
    expect(await row.getByTestId(`ambil-${waiting.no_service}`).isDisabled()).toBe(true);
    await shot('service-10-menunggu-validasi');
  });
});
