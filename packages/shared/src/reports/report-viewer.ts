import type { ModuleKey } from '../access/module-keys.ts';
import type { ReportDefinition, ReportName } from './report-catalogue.ts';

/**
 * SPEC §6: with the shop's module HIDE_SALDO_BARANG_SUMMARY on, only OWN sees the stock
 * balance of the Barang Summary. "Saldo" is the opening and closing balance (awal, akhir):
 * the gold the shop holds, which an owner may keep from staff. The movements of the day
 * (in, out, tambah, beli, jual, hancur, susut) stay visible, since staff answer for them;
 * so the report is not refused, its balance columns are left out — of the page, its
 * totals, the PDF and the Excel alike. SU and MU are not OWN and see what staff see.
 * Laporan EOD holds the same balance as lines (stock awal and akhir of each group): the
 * report source leaves those lines out for such a viewer.
 */
export const HIDE_SALDO_MODULE = 'HIDE_SALDO_BARANG_SUMMARY' satisfies ModuleKey;

const SALDO_REPORTS: readonly ReportName[] = ['barang-sumary', 'barang-sumary-periode', 'eod'];
const SALDO_COLUMNS = new Set(['stock_awal', 'berat_awal', 'stock_akhir', 'berat_akhir']);

export interface ReportViewer {
  level: string;
  /** Module flags switched on for the viewer's shop. */
  modules: ReadonlySet<string>;
}

export function hidesSaldo(name: ReportName, viewer: ReportViewer): boolean {
  return SALDO_REPORTS.includes(name) && viewer.level !== 'OWN' && viewer.modules.has(HIDE_SALDO_MODULE);
}

/** The report as this viewer may read it: the server answers these columns, the screen shows them. */
export function reportForViewer(definition: ReportDefinition, viewer: ReportViewer): ReportDefinition {
  if (!hidesSaldo(definition.name, viewer)) return definition;
  return { ...definition, columns: definition.columns.filter((column) => !SALDO_COLUMNS.has(column.key)) };
}
