import type { ReportColumn } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import {
  buildReportPdf,
  pageText,
  periodText,
  printedByText,
  type ReportPdfInput,
  reportPdfFileName,
  reportPdfTable,
} from './report-pdf';

const COLUMNS: ReportColumn[] = [
  { key: 'tanggal', title: 'Tanggal', kind: 'date' },
  { key: 'no_faktur', title: 'No Faktur', kind: 'text' },
  { key: 'nama_barang', title: 'Nama Barang', kind: 'text' },
  { key: 'berat', title: 'Berat (gr)', kind: 'gram', total: true },
  { key: 'harga', title: 'Harga (Rp)', kind: 'rupiah', total: true },
  { key: 'status', title: 'Status', kind: 'status', statusKind: 'penjualan' },
];

const row = (index: number) => ({
  tanggal: '2026-11-26',
  no_faktur: `PST-FJ-261126-${String(index).padStart(4, '0')}`,
  nama_barang: 'CINCIN CONTOH',
  berat: 3.27,
  harga: 5_003_500,
  // The last line of the document is a cancelled one.
  status: index === 3 ? 'CANC' : 'OK',
});

function input(rows: number, changes: Partial<ReportPdfInput> = {}): ReportPdfInput {
  return {
    name: 'transaksi-penjualan',
    title: 'Laporan Transaksi Penjualan',
    columns: COLUMNS,
    toko: { kode_toko: 'PST', nama_toko: 'Toko Emas Pusat', alamat: 'JL. MARGONDA RAYA NO. 88 DEPOK' },
    kodeToko: 'PST',
    tglFrom: '2026-11-01',
    tglTo: '2026-11-26',
    filters: [
      ['Sales', 'S01'],
      ['Kasir', 'Semua'],
    ],
    rows: Array.from({ length: rows }, (_, index) => row(index + 1)),
    totals: { berat: 3.27 * rows, harga: 5_003_500 * rows },
    printedBy: 'OWNER',
    printedAt: new Date('2026-11-26T07:05:00Z'),
    timeZone: 'Asia/Jakarta',
    ...changes,
  };
}

const pageSize = (doc: Awaited<ReturnType<typeof buildReportPdf>>, page: number) => {
  doc.setPage(page);
  return [Math.round(doc.internal.pageSize.getWidth()), Math.round(doc.internal.pageSize.getHeight())];
};

describe('report PDF', () => {
  it('names the file, the period, the printer and the page as the shop reads them', () => {
    expect(reportPdfFileName('transaksi-penjualan', '2026-11-01', '2026-11-26')).toBe(
      'laporan-transaksi-penjualan_2026-11-01_2026-11-26.pdf',
    );
    expect(periodText('2026-11-01', '2026-11-26')).toBe('Periode: 01-11-2026 s/d 26-11-2026');
    expect(periodText('2026-11-26', '2026-11-01')).toBe('Periode: 01-11-2026 s/d 26-11-2026');
    expect(printedByText('OWNER', new Date('2026-11-26T07:05:00Z'), 'Asia/Jakarta')).toBe(
      'Dicetak oleh OWNER 26-11-2026 14:05',
    );
    expect(pageText(2, 3)).toBe('2 / 3');
  });

  it('lays out the table: numbers right, totals of the whole query, Toko first for the chain', () => {
    const table = reportPdfTable(input(2));
    expect(table.head).toEqual(['Tanggal', 'No Faktur', 'Nama Barang', 'Berat (gr)', 'Harga (Rp)', 'Status']);
    expect(table.body[0]).toEqual([
      '26-11-2026',
      'PST-FJ-261126-0001',
      'CINCIN CONTOH',
      '3.270',
      '5,003,500',
      // The word only: the PDF has no code column (that is Excel's, for integrators).
      'Berlaku',
    ]);
    expect(table.foot).toEqual(['TOTAL', '', '', '6.540', '10,007,000', '']);
    expect(table.numeric).toEqual([3, 4]);

    const chain = reportPdfTable(input(1, { kodeToko: 'SEMUA', rows: [{ ...row(1), kode_toko: 'T2' }] }));
    expect(chain.head[0]).toBe('Toko');
    expect(chain.body[0]?.[0]).toBe('T2');
    expect(chain.numeric).toEqual([4, 5]);
  });

  it('prints A4 landscape with the shop, title, period, filters, totals and footer on the page', async () => {
    const doc = await buildReportPdf(input(3));
    expect(doc.getNumberOfPages()).toBe(1);
    expect(pageSize(doc, 1)).toEqual([297, 210]);
    const text = doc.output();
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const expected of [
      'Toko Emas Pusat',
      'JL. MARGONDA RAYA NO. 88 DEPOK',
      'LAPORAN TRANSAKSI PENJUALAN',
      'Periode: 01-11-2026 s/d 26-11-2026',
      'Sales: S01',
      'PST-FJ-261126-0003',
      'TOTAL',
      '9.810',
      '15,010,500',
      'Dicetak oleh OWNER 26-11-2026 14:05',
      '1 / 1',
      '(Berlaku)',
      '(Batal)',
    ]) {
      expect(text).toContain(expected);
    }
    // The stored codes are not printed.
    expect(text).not.toContain('(OK)');
    expect(text).not.toContain('(CANC)');
    // The table is set at font size 8 (SPEC §9).
    const table = (doc as unknown as { lastAutoTable: import('jspdf-autotable').Table }).lastAutoTable;
    const fontSizes = [...table.head, ...table.body, ...table.foot].flatMap((tableRow) =>
      Object.values(tableRow.cells).map((cell) => cell.styles.fontSize),
    );
    expect(new Set(fontSizes)).toEqual(new Set([8]));
    // Numbers line up on the right, in the head and the totals too.
    expect(table.foot[0]?.cells[4]?.styles.halign).toBe('right');
    expect(table.head[0]?.cells[3]?.styles.halign).toBe('right');
    expect(table.body[0]?.cells[1]?.styles.halign).toBe('left');
  });

  it('numbers every page "x / y" and puts the totals once, after the last row', async () => {
    const doc = await buildReportPdf(input(120));
    const pages = doc.getNumberOfPages();
    expect(pages).toBeGreaterThan(2);
    expect(pageSize(doc, pages)).toEqual([297, 210]);
    const text = doc.output();
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`(${page} / ${pages})`);
    expect(text.split('Dicetak oleh OWNER').length - 1).toBe(pages);
    expect(text.split('(TOTAL)').length - 1).toBe(1);
    expect(text).toContain('600,420,000');
  });
});
