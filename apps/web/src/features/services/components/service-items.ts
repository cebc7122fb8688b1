import { gramsToMilligrams, milligramsToGrams, sumRupiah, TEXTS } from '@toko/shared';

/** One row of the Transaksi Service items table, as the form holds it. */
export interface ServiceItemRow {
  nama_barang?: string;
  /** Grams as typed ("3.27"), at most 3 decimals. */
  berat?: number | string | null;
  jumlah?: number | string | null;
  kadar?: string;
  kerusakan?: string;
  ongkos?: number | null;
  foto?: string;
}

/** A fresh row: one piece, nothing else known yet. */
export const emptyServiceItem = (): ServiceItemRow => ({ jumlah: 1, kadar: '', foto: '' });

/** What the customer pays for the repair: the sum of the rows' ongkos. */
export function totalOngkos(rows: readonly (ServiceItemRow | undefined)[] | undefined): number {
  return sumRupiah((rows ?? []).map((row) => row?.ongkos ?? 0));
}

/** The pieces' weight in grams, summed in milligrams (never float grams). */
export function totalBerat(
  rows: readonly ({ berat?: number | string | null } | undefined)[] | undefined,
): number {
  const mg = (rows ?? []).reduce((sum, row) => sum + gramsToMilligrams(Number(row?.berat ?? 0) || 0), 0);
  return milligramsToGrams(mg);
}

/** What is left to pay when collecting, never below zero. */
export function sisaService(ongkos: number, dp: number | null | undefined): number {
  return Math.max(0, ongkos - (dp ?? 0));
}

/** Why the DP cannot be taken (none, or above the ongkos), or null. */
export function dpServiceProblem(dp: number | null | undefined, ongkos: number): string | null {
  if (!dp || dp <= 0) return TEXTS.service.dpHarusDiisi;
  if (dp > ongkos) return TEXTS.service.dpLebih;
  return null;
}

/** The rows as the server takes them. */
export function serviceItemsBody(rows: readonly (ServiceItemRow | undefined)[] | undefined) {
  return (rows ?? []).map((row) => ({
    nama_barang: row?.nama_barang ?? '',
    berat: Number(row?.berat ?? 0) || 0,
    jumlah: Number(row?.jumlah ?? 1) || 1,
    kadar: row?.kadar ?? '',
    kerusakan: row?.kerusakan ?? '',
    ongkos: row?.ongkos ?? 0,
    foto: row?.foto ?? '',
  }));
}
