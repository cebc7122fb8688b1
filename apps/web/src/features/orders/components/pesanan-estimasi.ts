import { estimasiPesanan, gramsToMilligrams, type HargaEmasRow, TEXTS } from '@toko/shared';

/** Grams as typed ("5.1", "5.125") in milligrams; undefined while it is not a weight above zero. */
export function beratMg(text: number | string | null | undefined): number | undefined {
  if (text === null || text === undefined || text === '') return undefined;
  try {
    const mg = gramsToMilligrams(text);
    return mg > 0 ? mg : undefined;
  } catch {
    return undefined;
  }
}

/** The day's selling price per gram of a kategori, or undefined when the day has none for it. */
export function hargaGramHariIni(
  rows: readonly HargaEmasRow[],
  kodeGroup: string | undefined,
): number | undefined {
  const price = rows.find((row) => row.kode_group === kodeGroup)?.harga_jual ?? 0;
  return price > 0 ? price : undefined;
}

/** The order's estimate as the server will price it (estimasiPesanan), or 0 while the weight or price is missing. */
export function estimasiOf(
  berat: number | string | null | undefined,
  hargaGram: number | null | undefined,
  ongkos: number | null | undefined,
): number {
  const mg = beratMg(berat);
  if (mg === undefined || !hargaGram || hargaGram <= 0) return 0;
  return estimasiPesanan(mg, hargaGram, ongkos ?? 0);
}

/** What is left to pay when collecting, by the estimate; never below zero. */
export function sisaPesanan(estimasi: number, dp: number | null | undefined): number {
  return Math.max(0, estimasi - (dp ?? 0));
}

/** Why the DP cannot be taken (none, or above the estimate), or null. */
export function dpPesananProblem(dp: number | null | undefined, estimasi: number): string | null {
  if (!dp || dp <= 0) return TEXTS.pesanan.dpHarusDiisi;
  if (estimasi > 0 && dp > estimasi) return TEXTS.pesanan.dpLebih;
  return null;
}
