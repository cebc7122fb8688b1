import { formatRentangTanggal, type ReportColumn, type ReportRow } from '@toko/shared';
import {
  formatTanggalLaporan,
  formatWaktuLaporan,
  hasTotals,
  isNumericKind,
  rowCells,
  shownColumns,
  totalsCells,
} from './report-format';

type JsPdf = InstanceType<typeof import('jspdf')['jsPDF']>;

/** Everything a printed report shows (SPEC §9, DOMAIN §10). */
export interface ReportPdfInput {
  name: string;
  title: string;
  columns: readonly ReportColumn[];
  toko: { kode_toko: string; nama_toko: string; alamat?: string | null };
  /** The answer's shop: SEMUA adds the 'Toko' column. */
  kodeToko: string;
  tglFrom: string;
  tglTo: string;
  /** Label and value of each filter the report was asked with. */
  filters: readonly [string, string][];
  rows: readonly ReportRow[];
  totals: Record<string, number>;
  printedBy: string;
  printedAt: Date;
  /** The shop's zone; the session's when omitted. */
  timeZone?: string;
}

/** A4 landscape (297 x 210 mm), the table at font size 8 (SPEC §9). */
export const REPORT_PDF_FORMAT = { orientation: 'landscape', unit: 'mm', format: 'a4' } as const;
export const REPORT_PDF_FONT_SIZE = 8;
const MARGIN = 10;
const FOOTER_GAP = 6;

export function reportPdfFileName(name: string, tglFrom: string, tglTo: string): string {
  return `laporan-${name}_${tglFrom}_${tglTo}.pdf`;
}

export function periodText(tglFrom: string, tglTo: string): string {
  return `Periode: ${formatRentangTanggal(tglFrom, tglTo, formatTanggalLaporan)}`;
}

export function printedByText(user: string, at: Date, timeZone?: string): string {
  return `Dicetak oleh ${user} ${formatWaktuLaporan(at.toISOString(), timeZone)}`;
}

export function pageText(page: number, pages: number): string {
  return `${page} / ${pages}`;
}

/** Head, body and totals of the table: the pure part of the document. */
export function reportPdfTable(input: ReportPdfInput): {
  head: string[];
  body: string[][];
  foot: string[] | undefined;
  numeric: number[];
  /** Columns printed on one line (numbers, dates, the shop code). */
  tight: number[];
} {
  const columns = shownColumns(input.columns, input.kodeToko);
  return {
    head: columns.map((column) => column.title),
    body: rowCells(columns, input.rows, input.timeZone),
    foot: hasTotals(columns) ? totalsCells(columns, input.totals) : undefined,
    numeric: columns.flatMap((column, index) => (isNumericKind(column.kind) ? [index] : [])),
    tight: columns.flatMap((column, index) =>
      isNumericKind(column.kind) || column.kind !== 'text' || column.key === 'kode_toko' ? [index] : [],
    ),
  };
}

/**
 * Builds the printed report: the shop's name and address, the title, the period and the
 * filters on the first page; the table (its head on every page) with a totals row; on
 * every page 'Dicetak oleh {user} {tanggal jam}' and 'x / y'. jsPDF and its table plugin
 * are loaded only when a report is printed.
 */
export async function buildReportPdf(input: ReportPdfInput): Promise<JsPdf> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF(REPORT_PDF_FORMAT);
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();

  let y = MARGIN + 4;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  doc.text(input.toko.nama_toko, MARGIN, y);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  if (input.toko.alamat) {
    const lines: string[] = doc.splitTextToSize(input.toko.alamat, pageWidth / 2);
    for (const line of lines) {
      y += 4;
      doc.text(line, MARGIN, y);
    }
  }
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  doc.text(input.title.toUpperCase(), pageWidth / 2, MARGIN + 4, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.text(periodText(input.tglFrom, input.tglTo), pageWidth / 2, MARGIN + 10, { align: 'center' });

  y = Math.max(y, MARGIN + 10) + 6;
  if (input.filters.length > 0) {
    doc.setFontSize(8);
    const text = input.filters.map(([label, value]) => `${label}: ${value}`).join('   |   ');
    const lines: string[] = doc.splitTextToSize(text, pageWidth - MARGIN * 2);
    for (const line of lines) {
      doc.text(line, MARGIN, y);
      y += 4;
    }
  }

  const table = reportPdfTable(input);
  autoTable(doc, {
    startY: y,
    head: [table.head],
    body: table.body,
    foot: table.foot ? [table.foot] : undefined,
    showFoot: 'lastPage',
    theme: 'grid',
    // A row is never split between two pages.
    rowPageBreak: 'avoid',
    // Numbers and dates take the width they need on one line; text columns share the rest.
    columnStyles: Object.fromEntries(table.tight.map((index) => [index, { cellWidth: 'wrap' }])),
    styles: { fontSize: REPORT_PDF_FONT_SIZE, cellPadding: 1.2, overflow: 'linebreak' },
    headStyles: { fillColor: [240, 240, 240], textColor: 20, fontStyle: 'bold' },
    footStyles: { fillColor: [240, 240, 240], textColor: 20, fontStyle: 'bold' },
    // Numbers line up on the right in the head and the totals too, not only in the body.
    didParseCell: (cell) => {
      if (table.numeric.includes(cell.column.index)) cell.cell.styles.halign = 'right';
    },
    margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: MARGIN + FOOTER_GAP },
  });

  const pages = doc.getNumberOfPages();
  const printed = printedByText(input.printedBy, input.printedAt, input.timeZone);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.text(printed, MARGIN, pageHeight - MARGIN);
    doc.text(pageText(page, pages), pageWidth - MARGIN, pageHeight - MARGIN, { align: 'right' });
  }
  return doc;
}
