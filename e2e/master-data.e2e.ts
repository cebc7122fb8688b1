import fs from 'node:fs';
import { MASTER_RESOURCES, TEXTS } from '@toko/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, settled } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { confirmOk, signIn } from './support/session.ts';

let server: RunningServer;
let browser: { context: BrowserContext; close: () => Promise<void> };
let page: Page;
/** What the screens print to the console; refused requests (409, 400) are expected there. */
const consoleErrors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  page.on('console', (message) => {
    if (
      ['error', 'warning'].includes(message.type()) &&
      !message.text().startsWith('Failed to load resource')
    ) {
      consoleErrors.push(message.text());
    }
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signInAsOwner() {
  await signIn(page, server.url, 'PST', 'OWNER');
  await page.waitForURL('**/dashboard');
}

/** Opens a master's screen and waits for its table to show data. */
async function openMaster(path: string, title: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { name: title }).waitFor();
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
}

const dialog = (title: string): Locator => page.getByRole('dialog', { name: title });
const field = (name: string): Locator => page.getByTestId(`master-field-${name}`);
const row = (text: string): Locator => page.locator('.ant-table-tbody tr.ant-table-row', { hasText: text });
const toast = (text: string): Locator => page.locator('.ant-message').getByText(text);
const { shot, choose } = pageHelpers(() => ({ page, baseUrl: server.url }));

async function search(text: string) {
  await page.getByLabel('Cari').fill(text);
}

/**
 * Clicks the dialog's Simpan once the dialog stands still: a click that lands while antd is
 * still zooming it in can be swallowed (select.ts, answerConfirm), and on a loaded machine
 * an empty form's Simpan then showed no error for 40 s (CI, stop 25).
 */
async function save(title: string) {
  await settled(page);
  await dialog(title).getByRole('button', { name: 'Simpan' }).click();
}

/** A form item's error text, as the user reads it under the input. */
function fieldError(name: string): Locator {
  return page.locator('.ant-form-item', { has: field(name) }).locator('.ant-form-item-explain-error');
}

describe('Master Group as the owner', () => {
  beforeAll(signInAsOwner);

  it('adds a group, finds it, edits its price, and refuses a duplicate code', async () => {
    await openMaster('/master-group', 'Master Group');
    await expect.poll(() => page.title()).toBe('Toko Emas Pusat | MASTER GROUP');
    await shot('master-group');

    await page.getByTestId('master-add').click();
    await dialog('Tambah Group').waitFor();
    await field('kode_group').fill('585');
    await field('nama_group').fill('emas 14k');
    expect(await field('nama_group').inputValue()).toBe('EMAS 14K');
    await field('kadar').fill('58.5');
    await field('harga').fill('1150000');
    await field('harga_modal').fill('1.080.000');
    expect(await field('harga_modal').inputValue()).toBe('1080000');
    await expect.poll(() => dialog('Tambah Group').getByText('Rp 1,150,000').isVisible()).toBe(true);

    // Enter in an input must not save the half-checked form.
    await field('harga_modal').press('Enter');
    await page.waitForTimeout(500);
    expect(await dialog('Tambah Group').isVisible()).toBe(true);
    expect(await toast(TEXTS.saved).count()).toBe(0);
    await shot('master-group-add');

    await save('Tambah Group');
    await expect.poll(() => toast(TEXTS.saved).isVisible()).toBe(true);
    await dialog('Tambah Group').waitFor({ state: 'hidden' });

    await search('585');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    expect(await row('EMAS 14K').isVisible()).toBe(true);
    const cells = await row('EMAS 14K').locator('td').allInnerTexts();
    expect(cells.slice(0, 7)).toEqual([
      '585',
      'EMAS 14K',
      'EMAS',
      '58.5%',
      'Rp 1,150,000',
      'Rp 1,080,000',
      'Aktif',
    ]);

    await page.getByTestId('master-edit-585').click();
    await dialog('Edit Group').waitFor();
    expect(await field('kode_group').getAttribute('readonly')).not.toBeNull();
    expect(await field('harga').inputValue()).toBe('1150000');
    await field('harga').fill('1175000');
    await shot('master-group-edit');
    await save('Edit Group');
    await dialog('Edit Group').waitFor({ state: 'hidden' });
    await expect.poll(() => row('EMAS 14K').innerText()).toContain('Rp 1,175,000');

    await page.getByTestId('master-add').click();
    await field('kode_group').fill('585');
    await field('nama_group').fill('EMAS 14K LAGI');
    await field('kadar').fill('58.5');
    await field('harga').fill('1');
    await field('harga_modal').fill('1');
    await save('Tambah Group');
    await expect.poll(() => toast('Kode Group 585 sudah ada').isVisible()).toBe(true);
    expect(await dialog('Tambah Group').isVisible()).toBe(true);
    await shot('master-group-duplicate');
    await dialog('Tambah Group').getByRole('button', { name: TEXTS.cancel }).click();
    await dialog('Tambah Group').waitFor({ state: 'hidden' });
  });

  it('refuses to delete a group still in use, deletes the new one after asking', async () => {
    await openMaster('/master-group', 'Master Group');
    await search('750');
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    await page.getByTestId('master-delete-750').click();
    expect(await page.locator('.ant-modal-confirm-title').innerText()).toBe(
      'Apakah Anda Yakin Ingin Menghapus Group 750 ?',
    );
    await confirmOk(page);
    await expect.poll(() => toast('masih digunakan').isVisible()).toBe(true);
    expect(await page.locator('.ant-message').innerText()).toContain(
      'Group 750 masih digunakan di Master Jenis',
    );
    await shot('master-group-in-use');
    expect(await row('750').isVisible()).toBe(true);

    await search('585');
    await expect.poll(() => row('EMAS 14K').isVisible()).toBe(true);
    await page.getByTestId('master-delete-585').click();
    expect(await page.locator('.ant-modal-confirm-title').innerText()).toBe(
      'Apakah Anda Yakin Ingin Menghapus Group 585 ?',
    );
    await confirmOk(page);
    await expect.poll(() => toast(TEXTS.deleted).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(TEXTS.noData).isVisible()).toBe(true);
  });

  it('exports every group to a CSV file', async () => {
    await openMaster('/master-group', 'Master Group');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('master-group.csv');
    const text = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Kode Group,Nama Group,Jenis Group,Kadar (%),Harga Jual / Gram,Harga Beli / Gram,Persentase,Status',
    );
    expect(lines).toContain('750,EMAS 18K,EMAS,75,1480000,1380000,0,Aktif');
    expect(lines.length).toBeGreaterThan(2);
  });
});

describe('other masters as the owner', () => {
  beforeAll(signInAsOwner);

  it('adds a tray in a chosen gudang with its weight in grams', async () => {
    await openMaster('/master-baki', 'Master Baki');
    await page.getByTestId('master-add').click();
    await dialog('Tambah Baki').waitFor();
    await field('kode_baki').fill('GL01');
    await field('nama_baki').fill('ETALASE GELANG');
    await choose(field('kode_gudang'), 'TOKO - Etalase Toko');
    await field('berat_baki').fill('87.1259');
    expect(await field('berat_baki').inputValue()).toBe('87.125');
    await shot('master-baki-add');
    await save('Tambah Baki');
    await expect.poll(() => toast(TEXTS.saved).isVisible()).toBe(true);
    await search('GL01');
    await expect.poll(() => row('ETALASE GELANG').isVisible()).toBe(true);
    const cells = await row('ETALASE GELANG').locator('td').allInnerTexts();
    expect(cells.slice(0, 6)).toEqual(['GL01', 'ETALASE GELANG', 'TOKO', '87.125', '0.000', 'Aktif']);
    await search('');
    await expect.poll(() => row('ETALASE CINCIN').isVisible()).toBe(true);
    await shot('master-baki');
  });

  it('adds a purchase condition by rupiah per gram, offering only the rupiah field', async () => {
    await openMaster('/master-kondisi-pembelian', 'Master Kondisi Pembelian');
    await page.getByTestId('master-add').click();
    await dialog('Tambah Kondisi Pembelian').waitFor();
    await field('kode_kondisi').fill('PATAH-RP');
    await field('nama_kondisi').fill('PATAH (PER GRAM)');
    expect(await field('persentase').count()).toBe(0);
    expect(await field('rupiah_per_gram').count()).toBe(0);
    await choose(field('type_kondisi'), 'RP');
    expect(await field('persentase').count()).toBe(0);
    await save('Tambah Kondisi Pembelian');
    await expect
      .poll(() => page.getByTestId('master-form-problem').innerText())
      .toBe('Potongan Rp / Gram Harus Diisi untuk tipe RP');
    await field('rupiah_per_gram').fill('90000');
    await shot('master-kondisi-pembelian-add');
    await save('Tambah Kondisi Pembelian');
    await expect.poll(() => toast(TEXTS.saved).isVisible()).toBe(true);
    await search('PATAH');
    await expect.poll(() => row('PATAH-RP').isVisible()).toBe(true);
    const cells = await row('PATAH-RP').locator('td').allInnerTexts();
    expect(cells.slice(0, 6)).toEqual(['PATAH-RP', 'PATAH (PER GRAM)', 'RP', '-', 'Rp 90,000', 'Aktif']);
    await search('');
    await shot('master-kondisi-pembelian');
  });

  it('checks, adds, edits and deletes a jenis batu', async () => {
    await openMaster('/jenis-batu', 'Jenis Batu');
    await page.getByTestId('master-add').click();
    await dialog('Tambah Jenis Batu').waitFor();
    await save('Tambah Jenis Batu');
    await expect.poll(() => fieldError('jenis_batu').innerText()).toBe('Jenis Batu Harus Diisi');
    expect(await fieldError('nama_batu').innerText()).toBe('Nama Batu Harus Diisi');
    await shot('jenis-batu-empty');

    await field('jenis_batu').fill('zamrud');
    await expect.poll(() => fieldError('jenis_batu').count()).toBe(0);
    await field('nama_batu').fill('Zamrud Kolombia');
    await field('nama_batu').press('Enter');
    await page.waitForTimeout(500);
    expect(await dialog('Tambah Jenis Batu').isVisible()).toBe(true);
    await save('Tambah Jenis Batu');
    await expect.poll(() => toast(TEXTS.saved).isVisible()).toBe(true);
    await search('ZAMRUD');
    await expect.poll(() => row('ZAMRUD KOLOMBIA').isVisible()).toBe(true);

    await page.getByTestId('master-edit-ZAMRUD').click();
    await dialog('Edit Jenis Batu').waitFor();
    expect(await field('jenis_batu').getAttribute('readonly')).not.toBeNull();
    expect(await field('jenis_batu').inputValue()).toBe('ZAMRUD');
    await field('nama_batu').fill('Zamrud');
    await save('Edit Jenis Batu');
    await dialog('Edit Jenis Batu').waitFor({ state: 'hidden' });
    await expect.poll(() => row('ZAMRUD').locator('td').nth(1).innerText()).toBe('ZAMRUD');
    await shot('jenis-batu');

    await page.getByTestId('master-delete-ZAMRUD').click();
    expect(await page.locator('.ant-modal-confirm-title').innerText()).toBe(
      'Apakah Anda Yakin Ingin Menghapus Jenis Batu ZAMRUD ?',
    );
    await confirmOk(page);
    await expect.poll(() => toast(TEXTS.deleted).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(TEXTS.noData).isVisible()).toBe(true);
  });

  it('edits a point rule by spending, whose group is empty, and offers weights once by weight', async () => {
    await openMaster('/master-parameter-point', 'Master Parameter Point');
    await page.getByTestId('master-edit-PPRP').click();
    await dialog('Edit Parameter Point').waitFor();
    expect(await field('kelipatan_rp').inputValue()).toBe('1000000');
    expect(await field('kode_group').count()).toBe(0);
    expect(await field('berat_min').count()).toBe(0);
    await choose(field('tipe_poin'), 'BERAT');
    await field('berat_min').waitFor();
    expect(await field('kelipatan_rp').count()).toBe(0);
    await shot('master-parameter-point-berat');
    await choose(field('tipe_poin'), 'RUPIAH');
    await field('poin').fill('2');
    await save('Edit Parameter Point');
    await expect.poll(() => toast(TEXTS.saved).isVisible()).toBe(true);
    await expect.poll(() => row('PPRP').locator('td').nth(7).innerText()).toBe('2');
    expect(await row('PPRP').locator('td').nth(6).innerText()).toBe('Rp 1,000,000');
  });

  it('asks for the code and name of a shape', async () => {
    await openMaster('/master-batu-shape', 'Master Batu Shape');
    await page.getByTestId('master-add').click();
    await dialog('Tambah Shape').waitFor();
    // The form, not only the dialog's frame, must be there for Simpan to submit it.
    await field('kode_shape').waitFor();
    await save('Tambah Shape');
    await expect.poll(() => fieldError('kode_shape').innerText()).toBe('Kode Shape Harus Diisi');
    expect(await fieldError('nama_shape').innerText()).toBe('Nama Shape Harus Diisi');
    await shot('master-batu-shape-empty');
  });
});

/** Exports the screen's CSV and answers its lines (header first). */
async function exportCsv(fileName: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const text = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  return text.trim().split('\r\n');
}

describe('edit, delete and CSV export on the other screens', () => {
  it('edits and deletes the new tray, and exports the trays', async () => {
    await openMaster('/master-baki', 'Master Baki');
    await search('GL01');
    await page.getByTestId('master-edit-GL01').click();
    await dialog('Edit Baki').waitFor();
    expect(await field('kode_baki').getAttribute('readonly')).not.toBeNull();
    await field('berat_baki').fill('88.5');
    await save('Edit Baki');
    await expect.poll(() => row('ETALASE GELANG').locator('td').nth(3).innerText()).toBe('88.500');
    const lines = await exportCsv('master-baki.csv');
    expect(lines[0]).toContain('Kode Baki');
    expect(lines.find((line) => line.startsWith('GL01,'))).toMatch(/^GL01,ETALASE GELANG,TOKO,88\.5/);
    await page.getByTestId('master-delete-GL01').click();
    expect(await page.locator('.ant-modal-confirm-title').innerText()).toBe(TEXTS.confirmDelete('Baki GL01'));
    await confirmOk(page);
    await expect.poll(() => toast(TEXTS.deleted).isVisible()).toBe(true);
    await expect.poll(() => row('ETALASE GELANG').count()).toBe(0);
  });

  it('edits and deletes the new purchase condition, and exports the conditions', async () => {
    await openMaster('/master-kondisi-pembelian', 'Master Kondisi Pembelian');
    await search('PATAH');
    await page.getByTestId('master-edit-PATAH-RP').click();
    await dialog('Edit Kondisi Pembelian').waitFor();
    await field('rupiah_per_gram').fill('95000');
    await save('Edit Kondisi Pembelian');
    await expect.poll(() => row('PATAH-RP').locator('td').nth(4).innerText()).toBe('Rp 95,000');
    await search('');
    await expect.poll(() => row('MULUS').first().isVisible()).toBe(true);
    const lines = await exportCsv('master-kondisi-pembelian.csv');
    expect(lines[0]).toContain('Tipe Potongan');
    expect(lines.find((line) => line.startsWith('MULUS,'))).toMatch(/^MULUS,MULUS,PERSENTASE,10/);
    expect(lines.find((line) => line.startsWith('PATAH-RP,'))).toMatch(/^PATAH-RP,PATAH \(PER GRAM\),RP/);
    await search('PATAH');
    await page.getByTestId('master-delete-PATAH-RP').click();
    await confirmOk(page);
    await expect.poll(() => row('PATAH-RP').count()).toBe(0);
  });

  it('exports the stone types', async () => {
    await openMaster('/jenis-batu', 'Jenis Batu');
    const lines = await exportCsv('jenis-batu.csv');
    expect(lines[0]).toBe('Jenis Batu,Nama Batu');
    expect(lines).toContain('BERLIAN,BERLIAN');
  });
});

describe('every master of the catalogue', () => {
  beforeAll(signInAsOwner);

  it('opens its own screen with its demo records', async () => {
    for (const entry of MASTER_RESOURCES) {
      await openMaster(`/${entry.menuKey}`, entry.title);
      const headers = await page.locator('.ant-table-thead th').allInnerTexts();
      const firstColumn = entry.fields[0]?.label ?? '';
      expect(
        headers.map((text) => text.trim()),
        entry.key,
      ).toContain(firstColumn);
      expect(
        headers.map((text) => text.trim()),
        entry.key,
      ).toContain('Aksi');
      await screenshot(page, `master-all-${entry.key}`);
    }
  }, 120_000);
});

describe('the browser console', () => {
  it('stayed free of errors and warnings', () => {
    expect(consoleErrors).toEqual([]);
  });
});

describe('a cashier', () => {
  it('is refused the group master', async () => {
    await signIn(page, server.url, 'PST', 'KASIR');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/master-group`);
    await expect.poll(() => page.getByText(TEXTS.accessDeniedTitle).isVisible()).toBe(true);
    expect(await page.getByTestId('master-add').count()).toBe(0);
  });
});
