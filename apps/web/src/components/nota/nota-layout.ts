import type { NotaSetting } from '@toko/shared';

export type NotaPaperSize = NotaSetting['paper'];

/**
 * How a receipt sits on its paper. A roll (thermal) is as long as the receipt, so its
 * height is measured; a sheet (half A4 on a dot-matrix, A4) has a fixed height and
 * long receipts run onto the next sheet.
 */
export interface NotaPaperMetrics {
  /** Millimetres. */
  width: number;
  /** Millimetres; null for a roll. */
  height: number | null;
  /** Margin inside the paper, millimetres (thermal heads do not reach the paper's edge). */
  padding: number;
  /** Points, as printers and jsPDF count them. */
  fontSize: number;
  /** Roll: each piece as a small block of lines. Sheet: a table with one column per field. */
  layout: 'roll' | 'sheet';
}

export const NOTA_PAPERS: Record<NotaPaperSize, NotaPaperMetrics> = {
  THERMAL_58: { width: 58, height: null, padding: 4, fontSize: 7.5, layout: 'roll' },
  THERMAL_80: { width: 80, height: null, padding: 4, fontSize: 8.5, layout: 'roll' },
  // Continuous dot-matrix forms: an A4 sheet cut across.
  HALF_A4: { width: 210, height: 148, padding: 8, fontSize: 9, layout: 'sheet' },
  A4: { width: 210, height: 297, padding: 12, fontSize: 10, layout: 'sheet' },
};

/** A roll whose receipt could not be measured (no layout engine) gets an A4 length. */
export const ROLL_FALLBACK_HEIGHT = 297;
/** Paper fed past the last line, so the cutter does not cut through it. */
export const ROLL_FEED_MM = 4;

const MM_PER_PX = 25.4 / 96;

/** CSS pixels (96 per inch) to millimetres. */
export function pxToMm(px: number): number {
  return px * MM_PER_PX;
}

/** The page height of a roll holding the tallest copy, in whole millimetres. */
export function rollPageHeight(copyHeightsMm: readonly number[]): number | null {
  const tallest = Math.max(0, ...copyHeightsMm);
  return tallest > 0 ? Math.ceil(tallest + ROLL_FEED_MM) : null;
}

/** Class names shared by the receipt and its print stylesheet. */
export const NOTA_CLASS = { root: 'toko-nota-print', copy: 'toko-nota-copy' } as const;

/**
 * The print stylesheet: the page is the paper (no margin, no scaling), each copy starts
 * a page (the cutter separates them on a roll), and everything else under <body> is
 * hidden. On screen the print container stays laid out, out of sight, so that a roll
 * receipt can be measured before it is printed.
 */
export function notaPrintCss(paper: NotaPaperSize, measuredHeight: number | null): string {
  const metrics = NOTA_PAPERS[paper];
  const height = metrics.height ?? measuredHeight ?? ROLL_FALLBACK_HEIGHT;
  const { root, copy } = NOTA_CLASS;
  return [
    `@page { size: ${metrics.width}mm ${height}mm; margin: 0 }`,
    `@media screen { .${root} { position: fixed; left: -10000px; top: 0; visibility: hidden; pointer-events: none } }`,
    '@media print {',
    '  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; height: auto !important; min-height: 0 !important }',
    `  body > *:not(.${root}) { display: none !important }`,
    `  .${root} { position: static !important; visibility: visible !important; display: block !important }`,
    `  .${root} .${copy} { box-shadow: none !important; margin: 0 !important; -webkit-print-color-adjust: exact; print-color-adjust: exact }`,
    `  .${root} .${copy}:not(:last-child) { break-after: page; page-break-after: always }`,
    '}',
  ].join('\n');
}

/** The item table of a sheet, in the same order on paper and in the PDF; numbers align right. */
export const NOTA_SHEET_COLUMNS = [
  { title: 'No', numeric: true },
  { title: 'Barcode', numeric: false },
  { title: 'Nama Barang', numeric: false },
  { title: 'Group / Kadar', numeric: false },
  { title: 'Berat (gr)', numeric: true },
  { title: 'Harga (Rp)', numeric: true },
] as const;

/** "Customer" -> "Lembar Customer": which copy a printed page is. */
export function notaCopyLabel(copy: string): string {
  return `Lembar ${copy}`;
}

/** "PST-FJ-261122-0001" -> "Nota-PST-FJ-261122-0001.pdf". */
export function notaFileName(number: string): string {
  return `Nota-${number.replace(/[^A-Za-z0-9-]+/g, '_')}.pdf`;
}
