/**
 * What one barcode of a finished opname turned out to be (decision 023). Weights are
 * milligrams; any difference between the scale and the records is a weight difference.
 */
export const HASIL_OPNAME = ['DITEMUKAN', 'HILANG', 'TIDAK_TERDUGA', 'SELISIH_BERAT'] as const;
export type HasilOpname = (typeof HASIL_OPNAME)[number];

export const HASIL_OPNAME_LABEL: Record<HasilOpname, string> = {
  DITEMUKAN: 'Ditemukan',
  HILANG: 'Hilang',
  TIDAK_TERDUGA: 'Bukan Di Tempatnya',
  SELISIH_BERAT: 'Selisih Berat',
};

export function hasilOpname(item: {
  diharapkan: boolean;
  ditemukan: boolean;
  berat: number;
  berat_scan: number | null;
}): HasilOpname {
  if (!item.diharapkan) return 'TIDAK_TERDUGA';
  if (!item.ditemukan) return 'HILANG';
  if (item.berat_scan !== null && item.berat_scan !== item.berat) return 'SELISIH_BERAT';
  return 'DITEMUKAN';
}

/** The selisih of a weighed piece in milligrams (scale minus records), null when not weighed. */
export function selisihBerat(item: { berat: number; berat_scan: number | null }): number | null {
  return item.berat_scan === null ? null : item.berat_scan - item.berat;
}
