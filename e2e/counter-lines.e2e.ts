import type { Barang, PenjualanDoc } from '@toko/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, apiOpenTill, goldPiece, scanned } from './support/api.ts';
import { openBrowser } from './support/browser.ts';
import { pageHelpers } from './support/page.ts';
import { clickAndAwaitClose, pickOption } from './support/select.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

/*
 * The counters' lines on a tablet (768 x 1024) and a laptop (1366 x 768): on Transaksi
 * Penjualan, Hutang, Service and Pembelian what the clerk edits and checks on each line (the
 * price or weight, the remove button, the line's total) is on screen without scrolling
 * sideways, and works there: an edit changes the total, a remove takes the line away.
 */

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;
/** Two rings per screen size, sold on Transaksi Penjualan. */
const rings: Barang[] = [];
/** One ring per screen size sold (and validated) before the test: its receipt is bought back. */
const sold: Barang[] = [];

const { open } = pageHelpers(() => ({ page, baseUrl: server.url }), { mark: 'pusat title' });

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const token = await apiLogin(server.url, 'PST', 'OWNER');
  const ring = goldPiece('CINCIN BUNGA', '750', 'CC', 'CC01', 3.27);
  const { items } = await apiCall<{ items: Barang[] }>(server.url, token, 'POST', 'barang', {
    items: [ring, ring, ring, ring, ring, ring],
  });
  rings.push(...items.slice(0, 4));
  sold.push(...items.slice(4));
  await apiOpenTill(server.url, token);
  const sale = await apiCall<PenjualanDoc>(server.url, token, 'POST', 'penjualan', {
    idempotency_key: 'e2e-counter-lines-jual-0001',
    kode_sales: 'S01',
    nama_customer: 'IBU ANI',
    items: sold.map(scanned),
    bayar: { cash: 100_000_000 },
  });
  await apiCall(server.url, token, 'POST', 'penjualan/validasi', { no_faktur_group: [sale.no_faktur_group] });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  { name: 'tablet', width: 768, height: 1024, first: 0, receipt: 0 },
  { name: 'laptop', width: 1366, height: 768, first: 2, receipt: 1 },
])('Baris counter di $name ($width x $height)', ({ name, width, height, first, receipt }) => {
  /** In sight on the screen's width: neither cut at the edge nor behind a sideways scroll. */
  async function inSight(locator: Locator): Promise<boolean> {
    await locator.waitFor();
    const found = await locator.boundingBox();
    if (!found) return false;
    const visible = await locator.evaluate((element) => {
      // Inside every scroll box around it, not only the page.
      const own = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (!/(auto|scroll|hidden)/.test(style.overflowX)) continue;
        const box = parent.getBoundingClientRect();
        if (own.left < box.left - 1 || own.right > box.right + 1) return false;
      }
      return true;
    });
    return visible && found.x >= 0 && found.x + found.width <= width;
  }

  /** Boxes inside the lines that scroll sideways (a table wider than its wrapper): none should. */
  async function sidewaysScrollers(lines: Locator): Promise<string[]> {
    return lines.evaluate((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((element) => /(auto|scroll)/.test(getComputedStyle(element).overflowX))
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.className} ${element.scrollWidth} > ${element.clientWidth}`),
    );
  }

  const { shot } = pageHelpers(() => ({ page, baseUrl: server.url }), {
    shot: { prefix: `counter-${name}-`, fromTop: true, settle: true, pause: 0 },
  });

  beforeAll(async () => {
    await page.setViewportSize({ width, height });
    await signIn(page, server.url, 'PST', 'OWNER');
    await page.waitForURL('**/dashboard');
  });

  it('Transaksi Penjualan: the price, remove button and total of each line in sight and working', async () => {
    await open('/transaksi-penjualan', 'TRANSAKSI PENJUALAN');
    const [one, two] = [rings[first] as Barang, rings[first + 1] as Barang];
    const scan = page.getByTestId('scan-input');
    for (const ring of [one, two]) {
      await scan.fill(ring.kode_barcode);
      await scan.press('Enter');
      await page.getByTestId(`harga-jual-${ring.kode_barcode}`).waitFor();
    }
    const total = page.getByTestId('total-harga');
    const before = await total.innerText();
    const harga = page.getByTestId(`harga-jual-${one.kode_barcode}`);
    expect(await inSight(harga)).toBe(true);
    expect(await inSight(page.getByTestId(`hapus-${one.kode_barcode}`))).toBe(true);
    expect(await inSight(total)).toBe(true);
    // The price asked, typed over: the total follows.
    await harga.fill('6000000');
    await expect.poll(() => total.innerText()).not.toBe(before);
    const system = Number(before.replace(/\D/g, '')) / 2;
    await expect.poll(() => total.innerText()).toBe(`Rp ${(6_000_000 + system).toLocaleString('en-US')}`);
    await shot('penjualan');
    await page.getByTestId(`hapus-${two.kode_barcode}`).click();
    await expect.poll(() => page.getByTestId(`harga-jual-${two.kode_barcode}`).count()).toBe(0);
    await expect.poll(() => total.innerText()).toBe('Rp 6,000,000');
  });

  it('Transaksi Hutang: the weight, remove button and value of each piece in sight and working', async () => {
    await open('/transaksi-hutang', 'TRANSAKSI HUTANG');
    for (const row of [0, 1]) {
      if (row > 0) await page.getByTestId('item-tambah').click();
      await pickOption(page, page.getByTestId(`item-group-${row}`), '750 - ');
      await pickOption(page, page.getByTestId(`item-jenis-${row}`), 'CC - ');
      await page.getByTestId(`item-nama-${row}`).fill('cincin polos');
      await page.getByTestId(`item-berat-${row}`).fill('3.270');
    }
    const total = page.getByTestId('hutang-total-nilai');
    // 3.270 g of 750 at the demo's buy price Rp 1,380,000/g, twice.
    await expect.poll(() => total.innerText()).toBe('Rp 9,025,200');
    expect(await inSight(page.getByTestId('item-berat-0'))).toBe(true);
    expect(await inSight(page.getByTestId('item-hapus-0'))).toBe(true);
    expect(await inSight(page.getByTestId('item-nilai-0'))).toBe(true);
    expect(await inSight(total)).toBe(true);
    await page.getByTestId('item-berat-0').fill('6.540');
    await expect.poll(() => page.getByTestId('item-nilai-0').innerText()).toBe('Rp 9,025,200');
    await expect.poll(() => total.innerText()).toBe('Rp 13,537,800');
    await shot('hutang');
    await page.getByTestId('item-hapus-1').click();
    await expect.poll(() => page.getByTestId('item-nama-1').count()).toBe(0);
    await expect.poll(() => total.innerText()).toBe('Rp 9,025,200');
  });

  it('Transaksi Service: the ongkos, remove button and total of each piece in sight and working', async () => {
    await open('/transaksi-services', 'TRANSAKSI SERVICE');
    for (const row of [0, 1]) {
      if (row > 0) await page.getByTestId('item-tambah').click();
      await page.getByTestId(`item-nama-${row}`).fill('cincin polos');
      await page.getByTestId(`item-berat-${row}`).fill('3.270');
      await page.getByTestId(`item-kadar-${row}`).fill('750');
      await page.getByTestId(`item-kerusakan-${row}`).fill('patah');
      await page.getByTestId(`item-ongkos-${row}`).fill('50000');
    }
    const total = page.getByTestId('service-total-ongkos');
    await expect.poll(() => total.innerText()).toBe('Rp 100,000');
    expect(await inSight(page.getByTestId('item-ongkos-0'))).toBe(true);
    expect(await inSight(page.getByTestId('item-hapus-0'))).toBe(true);
    expect(await inSight(total)).toBe(true);
    await page.getByTestId('item-ongkos-0').fill('75000');
    await expect.poll(() => total.innerText()).toBe('Rp 125,000');
    await shot('service');
    await page.getByTestId('item-hapus-1').click();
    await expect.poll(() => page.getByTestId('item-nama-1').count()).toBe(0);
    await expect.poll(() => total.innerText()).toBe('Rp 75,000');
  });

  it('Transaksi Pembelian: the harga beli, change and remove buttons of each line in sight and working', async () => {
    await open('/transaksi-pembelian', 'TRANSAKSI PEMBELIAN');
    const dialog = page.getByTestId('line-dialog');
    // A ring bought back by its receipt, MULUS: 10 % off the receipt's price.
    const ring = sold[receipt] as Barang;
    const scan = page.getByTestId('scan-input');
    await scan.fill(ring.kode_barcode);
    await scan.press('Enter');
    await pickOption(page, dialog.getByTestId('line-kondisi'), 'MULUS - MULUS (10 %)');
    await clickAndAwaitClose(dialog, dialog.getByTestId('line-simpan'));
    // A necklace without a receipt: 2 g of 700 at the demo's buy price 1,290,000/g, RUSAK 15 % off.
    await page.getByTestId('tanpa-barcode').click();
    await pickOption(page, dialog.getByTestId('line-group'), '700 - EMAS TUA');
    await pickOption(page, dialog.getByTestId('line-jenis'), 'KL - KALUNG');
    await dialog.getByTestId('line-nama').fill('kalung rantai putus');
    await dialog.getByTestId('line-berat').fill('2');
    await pickOption(page, dialog.getByTestId('line-kondisi'), 'RUSAK - RUSAK (15 %)');
    await clickAndAwaitClose(dialog, dialog.getByTestId('line-simpan'));
    await expect.poll(() => page.getByTestId('jumlah-barang').innerText()).toBe('2');
    const total = page.getByTestId('total-harga');
    const before = Number((await total.innerText()).replace(/\D/g, ''));
    expect(before).toBeGreaterThan(2_193_000);

    expect(await sidewaysScrollers(page.getByTestId('pembelian-lines'))).toEqual([]);
    for (const key of [ring.kode_barcode, 'TB-1']) {
      expect(await inSight(page.getByTestId(`harga-beli-${key}`))).toBe(true);
      expect(await inSight(page.getByTestId(`harga-system-${key}`))).toBe(true);
      expect(await inSight(page.getByTestId(`ubah-${key}`))).toBe(true);
      expect(await inSight(page.getByTestId(`hapus-${key}`))).toBe(true);
    }
    expect(await inSight(total)).toBe(true);
    // The price paid, typed under the system's: the total follows.
    await page.getByTestId('harga-beli-TB-1').fill('2000000');
    await expect.poll(() => total.innerText()).toBe(`Rp ${(before - 193_000).toLocaleString('en-US')}`);
    await shot('pembelian');
    await page.getByTestId(`hapus-${ring.kode_barcode}`).click();
    await expect.poll(() => page.getByTestId(`harga-beli-${ring.kode_barcode}`).count()).toBe(0);
    await expect.poll(() => total.innerText()).toBe('Rp 2,000,000');
  });
});
