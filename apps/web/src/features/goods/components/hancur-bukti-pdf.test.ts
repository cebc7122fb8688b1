import type { BuktiHancur } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import {
  BUKTI_HANCUR_COLUMNS,
  buildBuktiHancurPdf,
  buktiHancurFileName,
  buktiHancurFoot,
  buktiHancurInfo,
  buktiHancurRows,
  buktiHancurTotals,
} from './hancur-bukti-pdf';

const line = (kode: string, berat: number) => ({
  kode_barcode: kode,
  nama_barang: `CINCIN ${kode}`,
  kode_group: '750',
  kode_dept: 'CC',
  kode_gudang: 'TOKO',
  kode_baki: 'LT17',
  kadar_cetak: '',
  stock: 1,
  berat,
});

const bukti: BuktiHancur = {
  no_hancur: 'PST-HC-260102-0001',
  tgl_system: '2026-01-02',
  kode_kondisi: 'RUSAK',
  nama_kondisi: 'RUSAK / PATAH',
  keterangan: '',
  jumlah: 3,
  berat: 1110.3,
  items: [line('00000001', 0.1), line('00000002', 0.2), line('00000003', 1110)],
  otorisasi_oleh: 'SPV',
  alasan: 'PATAH TIDAK BISA DIPERBAIKI',
  created_by: 'OWNER',
  created_at: '2026-01-02T03:04:05.000Z',
};

describe('Bukti Hancur Barang', () => {
  it('prints one row per piece, in the column order of the header', () => {
    const rows = buktiHancurRows(bukti);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(['1', '00000001', 'CINCIN 00000001', '750', 'CC', '-', 'TOKO', 'LT17', '0.100']);
    expect(rows[2]?.[8]).toBe('1,110.000');
    for (const row of rows) expect(row).toHaveLength(BUKTI_HANCUR_COLUMNS.length);
  });

  it('totals count and weight exactly', () => {
    expect(buktiHancurTotals(bukti)).toEqual({ jumlah: 3, berat: '1,110.300' });
    expect(buktiHancurFoot(bukti)).toEqual(['', 'Total 3 Barang', '', '', '', '', '', '', '1,110.300']);
    expect(buktiHancurFoot(bukti)).toHaveLength(BUKTI_HANCUR_COLUMNS.length);
    expect(buktiHancurTotals({ items: [] })).toEqual({ jumlah: 0, berat: '0.000' });
  });

  it('heads the receipt with number, date, condition and note', () => {
    expect(buktiHancurInfo(bukti)).toEqual([
      ['No Hancur', 'PST-HC-260102-0001'],
      ['Tanggal', '2 Januari 2026'],
      ['Kondisi Barang', 'RUSAK - RUSAK / PATAH'],
      ['Keterangan', '-'],
    ]);
    expect(buktiHancurFileName(bukti)).toBe('Bukti-Hancur-PST-HC-260102-0001.pdf');
  });

  it('builds a one-page PDF', async () => {
    const doc = await buildBuktiHancurPdf(bukti, 'Toko Emas Pusat');
    expect(doc.getNumberOfPages()).toBe(1);
    const text = doc.output();
    expect(text).toContain('Bukti Hancur Barang');
    expect(text).toContain('PST-HC-260102-0001');
  });
});
