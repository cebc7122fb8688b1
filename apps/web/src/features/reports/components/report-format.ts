import {
  type ReportColumn,
  type ReportColumnKind,
  type ReportRow,
  reportStatusText,
  SEMUA_TOKO,
} from '@toko/shared';
import { EMPTY_CELL, formatBerat, formatNumber } from '../../../lib/format';
import { formatWaktuRingkas } from '../../../lib/shop-time';

/** A value of a report row as the server sends it (reportPageSchema). */
export type ReportValue = string | number | null | undefined;

/** Columns whose numbers line up on the right, on screen and on paper. */
export function isNumericKind(kind: ReportColumnKind): boolean {
  return kind === 'count' || kind === 'gram' || kind === 'rupiah';
}

/** 'yyyy-MM-dd' -> 'dd-MM-yyyy', the way shop reports print a date; anything else as it came. */
export function formatTanggalLaporan(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}

/** A moment on the shop's clock, 'dd-MM-yyyy HH:mm' ('Dicetak oleh' and datetime columns). */
export function formatWaktuLaporan(iso: string, timeZone?: string): string {
  const short = formatWaktuRingkas(iso, timeZone);
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})$/.exec(short);
  return match ? `${match[3]}-${match[2]}-${match[1]} ${match[4]}` : short;
}

function asNumber(value: ReportValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

/**
 * One cell of a report as the shop reads it: rupiah and counts grouped with commas
 * (SPEC §9, Korean-locale grouping: 1,234,567), grams with 3 decimals (1,234.567),
 * dates dd-MM-yyyy, moments on the shop's clock. No value is '-'.
 */
export function formatReportValue(kind: ReportColumnKind, value: ReportValue, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  switch (kind) {
    case 'rupiah':
    case 'count': {
      const number = asNumber(value);
      return number === undefined ? String(value) : formatNumber(Math.round(number));
    }
    case 'gram': {
      const number = asNumber(value);
      return number === undefined ? String(value) : formatBerat(number);
    }
    case 'date':
      return formatTanggalLaporan(String(value));
    case 'datetime':
      return formatWaktuLaporan(String(value), timeZone);
    default:
      return String(value);
  }
}

/**
 * One cell as its column shows it: a status column's code as the word of its kind of
 * document (decision 036: the page and the PDF show only the word), anything else by kind.
 */
export function formatReportCell(column: ReportColumn, value: ReportValue, timeZone?: string): string {
  if (column.kind === 'status' && typeof value === 'string' && value !== '') {
    return reportStatusText(column, value);
  }
  return formatReportValue(column.kind, value, timeZone);
}

/** The 'Toko' column a consolidated report (kode_toko SEMUA) opens with. */
export const TOKO_COLUMN: ReportColumn = { key: 'kode_toko', title: 'Toko', kind: 'text' };
export const TOTAL_LABEL = 'TOTAL';

/** The report's columns as the answer is shown: a 'Toko' column first when it covers the whole chain. */
export function shownColumns(columns: readonly ReportColumn[], kodeToko: string | undefined): ReportColumn[] {
  return kodeToko === SEMUA_TOKO ? [TOKO_COLUMN, ...columns] : [...columns];
}

/** Whether the report has a totals row at all. */
export function hasTotals(columns: readonly ReportColumn[]): boolean {
  return columns.some((column) => column.total);
}

/**
 * The totals row's cells, one per column: the sum of each `total` column over ALL rows
 * of the query (the server's `totals`), 'TOTAL' in the first column that is not summed,
 * empty elsewhere.
 */
export function totalsCells(columns: readonly ReportColumn[], totals: Record<string, number>): string[] {
  const labelAt = columns.findIndex((column) => !column.total);
  return columns.map((column, index) => {
    if (column.total) return formatReportValue(column.kind, totals[column.key] ?? 0);
    return index === labelAt ? TOTAL_LABEL : '';
  });
}

/** Every row's cells, as text, in column order (the PDF's body). */
export function rowCells(
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  timeZone?: string,
): string[][] {
  return rows.map((row) => columns.map((column) => formatReportCell(column, row[column.key], timeZone)));
}
