import { gramsToMilligrams } from '../common/weight.ts';
import { TEXTS } from '../texts/texts.ts';

/**
 * Cucian (DOMAIN.md §3): bought-back gold is weighed before and after washing; the
 * difference (susut) is gold lost to the wash. Every weight here is in milligrams.
 */
export const TOLERANSI_SUSUT_CUCIAN_KEY = 'TOLERANSI_SUSUT_CUCIAN';
/** 0.050 g a piece, like the tray-weighing tolerance: a scale's usual error, not a loss. */
export const DEFAULT_TOLERANSI_SUSUT_CUCIAN_MG = 50;

export interface CucianWeights {
  kode_barcode: string;
  sebelum: number;
  sesudah: number;
}

function assertMilligrams(...values: number[]): void {
  if (!values.every(Number.isSafeInteger)) throw new RangeError('Berat harus dalam miligram bulat');
}

/** Why a line cannot be saved: washing leaves some gold and never adds any. */
export function cucianLineProblem(line: CucianWeights): string | undefined {
  assertMilligrams(line.sebelum, line.sesudah);
  if (line.sesudah <= 0) return TEXTS.sepuhan.sesudahKosong(line.kode_barcode);
  if (line.sesudah > line.sebelum) return TEXTS.sepuhan.sesudahLebihBerat(line.kode_barcode, line.sebelum);
  return undefined;
}

/** Gold lost in the wash; zero or more for a line without problem. */
export function susutOf(line: Pick<CucianWeights, 'sebelum' | 'sesudah'>): number {
  assertMilligrams(line.sebelum, line.sesudah);
  return line.sebelum - line.sesudah;
}

/** A loss above the tolerance needs a second user's otorisasi; at the tolerance it does not. */
export function susutMelebihiToleransi(susut: number, toleransi: number): boolean {
  assertMilligrams(susut, toleransi);
  return susut > toleransi;
}

/** The barcodes whose loss needs otorisasi, in the order of the lines. */
export function barcodesPerluOtorisasi(lines: readonly CucianWeights[], toleransi: number): string[] {
  return lines
    .filter((line) => susutMelebihiToleransi(susutOf(line), toleransi))
    .map((line) => line.kode_barcode);
}

export interface CucianTotals {
  jumlah: number;
  sebelum: number;
  sesudah: number;
  susut: number;
}

/** Sums of a document, exact in milligrams: susut = sebelum - sesudah in total too. */
export function cucianTotals(lines: readonly Pick<CucianWeights, 'sebelum' | 'sesudah'>[]): CucianTotals {
  let sebelum = 0;
  let sesudah = 0;
  for (const line of lines) {
    assertMilligrams(line.sebelum, line.sesudah);
    sebelum += line.sebelum;
    sesudah += line.sesudah;
  }
  return { jumlah: lines.length, sebelum, sesudah, susut: sebelum - sesudah };
}

/**
 * The shop's tolerance (TOLERANSI_SUSUT_CUCIAN, grams as stored) in milligrams. A missing
 * or unreadable value falls back to the default rather than letting any loss through.
 */
export function toleransiSusutMg(stored: string | undefined): number {
  if (stored === undefined) return DEFAULT_TOLERANSI_SUSUT_CUCIAN_MG;
  try {
    const mg = gramsToMilligrams(stored);
    return mg >= 0 ? mg : DEFAULT_TOLERANSI_SUSUT_CUCIAN_MG;
  } catch {
    return DEFAULT_TOLERANSI_SUSUT_CUCIAN_MG;
  }
}
