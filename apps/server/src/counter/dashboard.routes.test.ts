import { type Dashboard, type DashboardResource, type PenjualanDoc, TEXTS } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPieces, scanned } from '../../test/goods-fixtures.ts';
import { createTestApp, revokeMenus, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
let kasir: string;
let spv: string;

beforeAll(async () => {
  t = await createTestApp();
  // This supervisor loses the dashboard; the cashier keeps it but handles no repairs or orders.
  await revokeMenus(t, 'PST', 'SPV', ['dashboard']);
  [owner, kasir, spv] = await Promise.all([
    t.login('PST', 'OWNER'),
    t.login('PST', 'KASIR'),
    t.login('PST', 'SPV'),
  ]);
  // Today holds a sale of two pieces, one of them cancelled, so the figures are not all zero.
  const pieces = await addPieces(t, owner, [{ berat: 3.27 }, { berat: 1.5 }]);
  const sale = await t.call('POST', 'penjualan', owner, {
    idempotency_key: 'dashboard-one-call-sale',
    kode_sales: 'S01',
    nama_customer: 'ibu ani',
    items: pieces.map(scanned),
    bayar: { cash: 50_000_000 },
  });
  expect(sale.statusCode, sale.body).toBe(200);
  const doc = sale.json() as PenjualanDoc;
  const validated = await t.call('POST', 'penjualan/validasi', owner, {
    no_faktur_group: [doc.no_faktur_group],
  });
  expect(validated.statusCode, validated.body).toBe(200);
  const [line] = doc.items;
  const cancelled = await t.call('POST', 'penjualan/batal', owner, {
    no_faktur_jual: line?.no_faktur_jual,
    otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'Salah ukuran' },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function dashboard(token: string): Promise<Dashboard> {
  const response = await t.call('GET', 'dashboard', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Dashboard;
}

describe('GET dashboard', () => {
  it("answers each document's today and month exactly as its own chart routes do", async () => {
    const answer = await dashboard(owner);
    expect(answer.documents.map((document) => document.resource)).toEqual([
      'penjualan',
      'pembelian',
      'service',
      'pesanan',
    ] satisfies DashboardResource[]);
    for (const { resource, figures } of answer.documents) {
      for (const type of ['today', 'monthly'] as const) {
        const single = await t.call('GET', `${resource}/chart?type=${type}`, owner);
        expect(figures[type], `${resource} ${type}`).toEqual(single.json());
      }
    }
    const sales = answer.documents[0]?.figures;
    // One piece of the two still stands: 3.270 g of it, on one receipt.
    expect(sales?.today).toMatchObject({ jumlah_nota: 1, jumlah_barang: 1, berat: 1.5 });
    expect(sales?.monthly.data.at(-1)).toMatchObject({ tanggal: answer.tanggal, berat: 1.5 });
  });

  it('shows repairs and orders only to whoever handles them', async () => {
    expect((await dashboard(kasir)).documents.map((document) => document.resource)).toEqual([
      'penjualan',
      'pembelian',
    ]);
  });

  it('refuses a missing token and a user without the dashboard', async () => {
    const anonymous = await t.call('GET', 'dashboard');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: TEXTS.invalidToken });
    const denied = await t.call('GET', 'dashboard', spv);
    expect(denied.statusCode).toBe(403);
  });
});
