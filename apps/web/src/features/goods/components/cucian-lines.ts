import {
  type Barang,
  barcodesPerluOtorisasi,
  type CucianLineInput,
  type CucianTotals,
  type CucianWeights,
  cucianLineProblem,
  cucianTotals,
  gramsToMilligrams,
} from '@toko/shared';
import { WEB_TEXTS } from '../../../texts';
import { beratMg } from './scan-list-state';

/** A scanned piece and the weight typed for it after washing (text as typed, grams). */
export interface CucianLine {
  barang: Barang;
  sesudah: string;
}

/** The typed weight in milligrams, or undefined while it is empty or not yet a number. */
export function sesudahMg(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{0,3})?$/.test(trimmed)) return undefined;
  return gramsToMilligrams(trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed);
}

/** The line's weights in milligrams, once "berat sesudah" is typed. */
export function lineWeights(line: CucianLine): CucianWeights | undefined {
  const sesudah = sesudahMg(line.sesudah);
  if (sesudah === undefined) return undefined;
  return { kode_barcode: line.barang.kode_barcode, sebelum: beratMg(line.barang.berat), sesudah };
}

/** What is wrong with a line as typed, in the words the server would use. */
export function lineProblem(line: CucianLine): string | undefined {
  const weights = lineWeights(line);
  return weights ? cucianLineProblem(weights) : WEB_TEXTS.cucian.sesudahKosong;
}

/** The lines ready to send, or undefined while any is empty or wrong. */
export function readyWeights(lines: readonly CucianLine[]): CucianWeights[] | undefined {
  const weights = lines.map(lineWeights);
  if (weights.some((entry) => entry === undefined || cucianLineProblem(entry) !== undefined))
    return undefined;
  return weights as CucianWeights[];
}

/** Totals of the lines typed so far (a line without its weight after counts as not yet washed). */
export function linesTotals(lines: readonly CucianLine[]): CucianTotals {
  const weights = lines.map((line) => {
    const entry = lineWeights(line);
    const sebelum = beratMg(line.barang.berat);
    return entry && cucianLineProblem(entry) === undefined ? entry : { sebelum, sesudah: sebelum };
  });
  return cucianTotals(weights);
}

/** The barcodes whose loss is above the shop's tolerance: saving them asks for otorisasi. */
export function linesPerluOtorisasi(lines: readonly CucianLine[], toleransiMg: number): string[] {
  const weights = readyWeights(lines);
  return weights ? barcodesPerluOtorisasi(weights, toleransiMg) : [];
}

/** The lines as the server takes them: where each piece was seen and both weights, in grams. */
export function cucianItems(lines: readonly CucianLine[]): CucianLineInput[] {
  return lines.map((line) => ({
    kode_barcode: line.barang.kode_barcode,
    kode_gudang: line.barang.kode_gudang,
    kode_baki: line.barang.kode_baki,
    berat_sebelum: line.barang.berat,
    berat_sesudah: Number(line.sesudah),
  }));
}
