import { z } from 'zod';
import {
  type AturanPembulatan,
  buybackLinePrice,
  type KondisiPembelian,
} from '../purchases/buyback-price.ts';

/**
 * Papan Harga (issue 30): the day's prices of a shop on a public page, for a TV in the shop
 * or a customer's phone. Only prices and the shop's name leave the server; the page is on
 * only where the shop switched PAPAN_HARGA_MODULE on.
 */
export const PAPAN_HARGA_MODULE = 'PAPAN_HARGA_MODULE';

/**
 * The API of the pages anyone may open without signing in: rate-limited per address, no token
 * read. Papan Harga's answer is `GET /api/public/papan-harga/{kode_toko}`; `papanHargaApi` names
 * it the way the web names every call, under the API base.
 */
export const PUBLIC_API_PREFIX = '/api/public/';
export const papanHargaApi = (kodeToko: string) => `public/papan-harga/${encodeURIComponent(kodeToko)}`;

/** The board's page: `/papan-harga/{kode_toko}`, linked from Master Parameter Harga Emas. */
export const papanHargaPath = (kodeToko: string) => `/papan-harga/${encodeURIComponent(kodeToko)}`;

/** The socket handshake of a board: `auth: { papan_harga: kode_toko }`, no token; it hears only its shop's prices. */
export const PAPAN_HARGA_SOCKET_AUTH = 'papan_harga';

/** A shop code as a public address may carry it (the board's path, its socket room). */
export const kodeTokoPublikSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,20}$/)
  .transform((kode) => kode.toUpperCase());

/** One gold group on the board, rupiah per gram. */
export const papanHargaBarisSchema = z.object({
  kode_group: z.string(),
  nama_group: z.string(),
  harga_jual: z.number().int(),
  /** The shop's buy price, for gold without its receipt. */
  harga_beli: z.number().int(),
  /** A gram bought today, brought back with its receipt: what Transaksi Pembelian offers (best condition). */
  beli_dengan_nota: z.number().int().nullable(),
});
export type PapanHargaBaris = z.infer<typeof papanHargaBarisSchema>;

export const papanHargaSchema = z.object({
  kode_toko: z.string(),
  nama_toko: z.string(),
  logo_url: z.string().nullable(),
  /** The shop's business date the prices are of. */
  tanggal: z.string(),
  /** Someone entered the business day's prices, and the business day is today. */
  diperbarui_hari_ini: z.boolean(),
  /** When a price of the day was last saved (ISO), null when none was. */
  terakhir_diubah: z.string().nullable(),
  /** The condition the receipt column is priced at (its name), null without one. */
  kondisi_nota: z.string().nullable(),
  harga: z.array(papanHargaBarisSchema),
});
export type PapanHarga = z.infer<typeof papanHargaSchema>;

/**
 * What a gram sold at `hargaJual` brings back with its receipt, in the condition that cuts
 * least: the very function Transaksi Pembelian prices a line with, on a receipt price of one
 * gram and one gram brought back. Null when the shop has no condition.
 */
export function beliDenganNotaPerGram(
  hargaJual: number,
  kondisi: readonly (KondisiPembelian & { nama: string })[],
  aturan: AturanPembulatan,
): { harga: number; kondisi: string } | null {
  let best: { harga: number; kondisi: string } | null = null;
  for (const candidate of kondisi) {
    const { harga } = buybackLinePrice({ base: hargaJual, berat: 1000, kondisi: candidate, ...aturan });
    if (!best || harga > best.harga) best = { harga, kondisi: candidate.nama };
  }
  return best;
}
