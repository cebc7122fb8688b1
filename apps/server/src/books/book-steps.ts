import type { Pembayaran, PenjualanDoc } from '@toko/shared';
import { sql } from 'drizzle-orm';
import type fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/app-on-database.ts';
import { DEMO_PASSWORD } from '../demo/seed-demo.ts';
import { type AccountPart, type ModelPiece, type ModelSale, markSold, type ShopModel } from './shop-model.ts';

/** The running shop the commands act on: its app, the signed-in owner and the supervisor who authorises. */
export interface BooksReal {
  t: TestApp;
  kodeToko: string;
  owner: string;
  /** Signs owner in again (a closing ends every session of the shop) and sets the clock to the business day. */
  reopen(tanggal: string): Promise<void>;
  /** Runs the books check against the model; throws with every discrepancy when they do not balance. */
  verify(model: ShopModel): Promise<void>;
  /** A fresh idempotency key, unique on this database. */
  key(): string;
}

/** One operation of the books property: run against the app, mirrored on the model. */
export type BooksCommand = fc.AsyncCommand<ShopModel, BooksReal>;

/** The supervisor's consent that operations needing otorisasi carry; WRONG_CONSENT must be refused. */
export const CONSENT = { user_id: 'SPV', password: DEMO_PASSWORD, alasan: 'Uji pembukuan' };
export const WRONG_CONSENT = { ...CONSENT, password: 'bukan-password' };
export const CUSTOMER = { kode_sales: 'S01', nama_customer: 'PELANGGAN UJI' };

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status) {
    throw new Error(`${what}: HTTP ${response.statusCode} (diharapkan ${status}) ${response.body}`);
  }
}

/** A request that must succeed (HTTP 200); its answer. */
export async function ok<T>(
  real: BooksReal,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<T> {
  const response = await real.t.call(method, path, real.owner, body);
  expectStatus(response, 200, path);
  return response.json() as T;
}

/** Counts (and the states of loans and repairs) of the tables a refused request must leave as they were. */
async function written(real: BooksReal): Promise<string> {
  const result = (await real.t.database.db.execute(sql`select
      (select count(*) from barang) as barang, (select count(*) from barang_mutasi) as mutasi,
      (select count(*) from keuangan) as keuangan, (select count(*) from penjualan) as penjualan,
      (select count(*) from pembelian) as pembelian, (select count(*) from otorisasi) as otorisasi,
      (select count(*) from hitung_kas) as hitung_kas, (select count(*) from cucian) as cucian,
      (select count(*) from pindah_sortir) as pindah_sortir, (select count(*) from kirim_barang) as kirim,
      (select count(*) from barang_saldo) as saldo, (select count(*) from titipan) as titipan,
      (select string_agg(status, ',' order by no_hutang) from hutang) as hutang,
      (select string_agg(status, ',' order by no_service) from service) as service`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return JSON.stringify(result.rows[0]);
}

/** A request the server must refuse with 4xx, writing nothing. */
export async function expectRefused(real: BooksReal, path: string, body: object): Promise<void> {
  const before = await written(real);
  const response = await real.t.call('POST', path, real.owner, body);
  if (response.statusCode < 400 || response.statusCode >= 500) {
    throw new Error(`${path} seharusnya ditolak (4xx), dijawab ${response.statusCode} ${response.body}`);
  }
  const after = await written(real);
  if (after !== before) throw new Error(`${path} ditolak tetapi menulis: ${before} → ${after}`);
}

/** The `index`-th of `list`, wrapping: a command's drawn number names one of whatever there is. */
export const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** The `index`-th of `barcodes` (see `pick`) and the model's piece of it. */
export function pickPiece(
  model: ShopModel,
  barcodes: readonly string[],
  index: number,
): [string, ModelPiece] {
  const barcode = pick(barcodes, index);
  const piece = model.pieces.get(barcode);
  if (!piece) throw new Error(`barang ${barcode} tidak ada di model`);
  return [barcode, piece];
}

/**
 * A showroom piece sold at the counter with `bayar` and validated; the model records the sale
 * (with the parts paid into the shop's accounts, `nonTunai`, which a cancel gives back there)
 * and the piece as sold. The till and the accounts are the caller's to move: what each holds
 * of the price depends on the payment.
 */
export async function sellPiece(
  model: ShopModel,
  real: BooksReal,
  barcode: string,
  bayar: Pembayaran,
  nonTunai: AccountPart[] = [],
): Promise<ModelSale> {
  const piece = model.pieces.get(barcode);
  if (!piece) throw new Error(barcode);
  const doc = await ok<PenjualanDoc>(real, 'POST', 'penjualan', saleBody(real, barcode, piece, bayar));
  await ok(real, 'POST', 'penjualan/validasi', { no_faktur_group: [doc.no_faktur_group] });
  const [line] = doc.items;
  if (!line) throw new Error(`penjualan ${doc.no_faktur_group} tanpa baris`);
  const sale: ModelSale = {
    no_faktur_jual: line.no_faktur_jual,
    tanggal: model.tanggal,
    harga_jual: line.harga_jual,
    kode_gudang: piece.kode_gudang,
    kode_baki: piece.kode_baki,
    ...(nonTunai.length > 0 && { nonTunai }),
  };
  model.sales.set(barcode, sale);
  markSold(model, piece);
  return sale;
}

/** The body of a counter sale of one piece from where it lies. */
export function saleBody(real: BooksReal, barcode: string, piece: ModelPiece, bayar: Pembayaran) {
  return {
    ...CUSTOMER,
    idempotency_key: real.key(),
    items: [{ kode_barcode: barcode, kode_gudang: piece.kode_gudang, kode_baki: piece.kode_baki }],
    bayar,
  };
}
