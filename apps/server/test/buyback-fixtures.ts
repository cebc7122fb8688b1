import {
  type Barang,
  buybackLinePrice,
  gramsToMilligrams,
  type PembelianDoc,
  type PembelianNota,
} from '@toko/shared';
import { expect } from 'vitest';
import { scanned } from './goods-fixtures.ts';
import type { TestApp } from './test-app.ts';

let key = 0;
const MULUS = { type_kondisi: 'PERSENTASE', persentase: 10, rupiah_per_gram: 0 } as const;

/**
 * Sells the pieces and buys them back at their full weight (kondisi MULUS of the demo
 * masters), both validated, through the API: the pieces end in gudang BELI with status
 * BELI, waiting to be sorted. `token` needs the sales, purchase and validation menus.
 * With `validate: false` the buyback is left OPEN, awaiting validation.
 */
export async function sellAndBuyBack(
  t: TestApp,
  token: string,
  pieces: Barang[],
  options: { validate?: boolean } = {},
): Promise<PembelianDoc> {
  const call = async (method: 'GET' | 'POST', path: string, body?: object) => {
    const response = await t.call(method, path, token, body);
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    return response.json();
  };
  const customer = { kode_sales: 'S01', nama_customer: 'PELANGGAN' };
  const sale = await call('POST', 'penjualan', {
    ...customer,
    idempotency_key: `fixture-jual-${++key}-xxxx`,
    items: pieces.map(scanned),
    bayar: { cash: 100_000_000 },
  });
  await call('POST', 'penjualan/validasi', { no_faktur_group: [sale.no_faktur_group] });
  let total = 0;
  for (const piece of pieces) {
    const nota = (await call('GET', `pembelian/nota/${piece.kode_barcode}`)) as PembelianNota;
    const berat = gramsToMilligrams(piece.berat.toFixed(3));
    total += buybackLinePrice({
      base: nota.harga_nota,
      berat,
      kondisi: MULUS,
      pembulatan: 500,
      roundDown: false,
    }).harga;
  }
  const buyback = (await call('POST', 'pembelian', {
    ...customer,
    idempotency_key: `fixture-beli-${++key}-xxxx`,
    items: pieces.map((piece) => ({
      kode_barcode: piece.kode_barcode,
      berat: piece.berat,
      kode_kondisi: 'MULUS',
    })),
    bayar: { cash: total },
  })) as PembelianDoc;
  if (options.validate === false) return buyback;
  await call('POST', 'pembelian/validasi', { no_faktur_group: [buyback.no_faktur_group] });
  return buyback;
}
