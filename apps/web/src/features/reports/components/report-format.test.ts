import type { ReportColumn } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import {
  formatReportCell,
  formatReportValue,
  formatTanggalLaporan,
  formatWaktuLaporan,
  isNumericKind,
  rowCells,
  shownColumns,
  totalsCells,
} from './report-format';

const COLUMNS: ReportColumn[] = [
  { key: 'tanggal', title: 'Tanggal', kind: 'date' },
  { key: 'no_faktur', title: 'No Faktur', kind: 'text' },
  { key: 'qty', title: 'Qty', kind: 'count', total: true },
  { key: 'berat', title: 'Berat', kind: 'gram', total: true },
  { key: 'harga', title: 'Harga', kind: 'rupiah', total: true },
  { key: 'harga_gram', title: 'Harga / Gram', kind: 'rupiah' },
];

describe('report cells', () => {
  it('groups rupiah and counts with commas (SPEC §9), grams with 3 decimals', () => {
    expect(formatReportValue('rupiah', 1_234_567)).toBe('1,234,567');
    expect(formatReportValue('rupiah', -50_000)).toBe('-50,000');
    expect(formatReportValue('count', 1200)).toBe('1,200');
    expect(formatReportValue('rupiah', 0)).toBe('0');
    expect(formatReportValue('gram', 1234.5)).toBe('1,234.500');
    // Float noise from a sum never shows.
    expect(formatReportValue('gram', 0.1 + 0.2)).toBe('0.300');
    expect(formatReportValue('gram', '3.27')).toBe('3.270');
  });

  it('shows dates as dd-mm-yyyy and moments on the shop clock; nothing as "-"', () => {
    expect(formatTanggalLaporan('2026-11-05')).toBe('05-11-2026');
    expect(formatReportValue('date', '2026-11-05')).toBe('05-11-2026');
    expect(formatWaktuLaporan('2026-11-05T17:30:00.000Z', 'Asia/Jakarta')).toBe('06-11-2026 00:30');
    expect(formatReportValue('datetime', '2026-11-05T07:04:00Z', 'Asia/Jakarta')).toBe('05-11-2026 14:04');
    expect(formatReportValue('text', null)).toBe('-');
    expect(formatReportValue('rupiah', undefined)).toBe('-');
    expect(formatReportValue('text', 'PST-FJ-261105-0001')).toBe('PST-FJ-261105-0001');
  });

  it('shows a Status column in the words of its kind of document, never the stored code', () => {
    const loan: ReportColumn = { key: 'status', title: 'Status', kind: 'status', statusKind: 'hutang' };
    const repair: ReportColumn = { key: 'status', title: 'Status', kind: 'status', statusKind: 'service' };
    expect(formatReportCell(loan, 'OPEN')).toBe('Berjalan');
    expect(formatReportCell(repair, 'OPEN')).toBe('Dikerjakan');
    expect(formatReportCell(repair, 'CLOS')).toBe('Diambil');
    // An unknown code as it came; nothing as '-'.
    expect(formatReportCell(loan, 'GADAI LAMA')).toBe('GADAI LAMA');
    expect(formatReportCell(loan, '')).toBe('-');
    expect(formatReportCell(COLUMNS[1] as ReportColumn, 'OPEN')).toBe('OPEN');
    expect(
      rowCells([COLUMNS[1] as ReportColumn, loan], [{ no_faktur: 'PST-HT-1', status: 'LUNAS' }]),
    ).toEqual([['PST-HT-1', 'Lunas']]);
  });

  it('knows which columns align right', () => {
    expect(COLUMNS.filter((column) => isNumericKind(column.kind)).map((column) => column.key)).toEqual([
      'qty',
      'berat',
      'harga',
      'harga_gram',
    ]);
  });

  it('puts TOTAL in the first column not summed and the sums of the whole query under theirs', () => {
    expect(totalsCells(COLUMNS, { qty: 3, berat: 15.27, harga: 19_493_500 })).toEqual([
      'TOTAL',
      '',
      '3',
      '15.270',
      '19,493,500',
      '',
    ]);
    // A sum the server left out reads 0, not "-".
    expect(totalsCells(COLUMNS, {})[4]).toBe('0');
  });

  it('opens a whole-chain answer with the Toko column', () => {
    expect(shownColumns(COLUMNS, 'PST')[0]?.key).toBe('tanggal');
    const chain = shownColumns(COLUMNS, 'SEMUA');
    expect(chain[0]).toEqual({ key: 'kode_toko', title: 'Toko', kind: 'text' });
    expect(chain).toHaveLength(COLUMNS.length + 1);
    expect(
      rowCells(chain, [
        {
          kode_toko: 'T2',
          tanggal: '2026-11-05',
          no_faktur: 'T2-FJ-1',
          qty: 1,
          berat: 3.27,
          harga: 5_003_500,
          harga_gram: null,
        },
      ]),
    ).toEqual([['T2', '05-11-2026', 'T2-FJ-1', '1', '3.270', '5,003,500', '-']]);
  });
});
