import type { Barang, ScannedPiece, TambahBarangItem } from '@toko/shared';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** A 750 ring for tray CC01 of the demo shops; override what a test needs. */
export const RING: TambahBarangItem = {
  kode_group: '750',
  kode_dept: 'CC',
  kode_gudang: 'TOKO',
  kode_baki: 'CC01',
  nama_barang: 'CINCIN POLOS',
  berat: 2.5,
  berat_plastik: 0,
  kadar: 75,
  kadar_cetak: '750',
};

/** Adds pieces through the API (Tambah Data Barang) and answers them. */
export async function addPieces(
  t: TestApp,
  token: string,
  items: Partial<TambahBarangItem>[],
): Promise<Barang[]> {
  const response = await t.call('POST', 'barang', token, {
    items: items.map((item) => ({ ...RING, ...item })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: Barang[] }).items;
}

/** A piece as a screen scanned it: barcode and the place it was seen in. */
export const scanned = (item: Pick<Barang, 'kode_barcode' | 'kode_gudang' | 'kode_baki'>): ScannedPiece => ({
  kode_barcode: item.kode_barcode,
  kode_gudang: item.kode_gudang,
  kode_baki: item.kode_baki,
});

export async function pieceByBarcode(t: TestApp, token: string, kodeBarcode: string): Promise<Barang> {
  const response = await t.call('GET', `barang/get/by-barcode/${kodeBarcode}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Barang;
}
