import type { Keuangan } from '@toko/shared';
import { type TableColumnsType, Typography } from 'antd';
import type { CsvColumn } from '../../../lib/csv-export';
import { EMPTY_CELL, formatNumber, formatTanggal } from '../../../lib/format';
import { formatJam } from '../../../lib/shop-time';
import { JenisKeuanganTag } from './jenis-tags';

/** An amount column's cell: the other side of a movement stays empty rather than a row of zeros. */
export const amountCell = (amount: number): string => (amount === 0 ? EMPTY_CELL : formatNumber(amount));

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
    {text}
  </Typography.Text>
);

/** The cash book's columns; `namaKategori` names a manual entry's code (MODAL -> SETORAN MODAL). */
export function keuanganColumns(namaKategori: (kategori: string) => string): TableColumnsType<Keuangan> {
  return [
    {
      key: 'deskripsi',
      title: 'No Ref / Tanggal',
      render: (_value, row) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{row.deskripsi || EMPTY_CELL}</div>
          {secondary(`${formatTanggal(row.tanggal)} ${formatJam(row.created_at)}`)}
        </div>
      ),
    },
    {
      key: 'kategori',
      title: 'Kategori',
      render: (_value, row) => {
        const nama = namaKategori(row.kategori);
        return (
          <div>
            <div style={{ whiteSpace: 'nowrap' }}>{row.kategori}</div>
            {nama && nama !== row.kategori && secondary(nama)}
          </div>
        );
      },
    },
    {
      key: 'jenis',
      title: 'Jenis / Rekening',
      render: (_value, row) => (
        <div>
          <JenisKeuanganTag jenis={row.jenis} />
          {row.no_rekening && (
            <div>{secondary([row.no_rekening, row.kode_bank].filter(Boolean).join(' · '))}</div>
          )}
        </div>
      ),
    },
    {
      key: 'keterangan',
      title: 'Keterangan',
      render: (_value, row) => (
        <div style={{ minWidth: 140, maxWidth: 280, whiteSpace: 'normal' }}>
          {row.keterangan || EMPTY_CELL}
        </div>
      ),
    },
    {
      key: 'masuk',
      title: 'Masuk (Rp)',
      align: 'right',
      render: (_value, row) => <span style={{ whiteSpace: 'nowrap' }}>{amountCell(row.jumlah_in)}</span>,
    },
    {
      key: 'keluar',
      title: 'Keluar (Rp)',
      align: 'right',
      render: (_value, row) => <span style={{ whiteSpace: 'nowrap' }}>{amountCell(row.jumlah_out)}</span>,
    },
    { key: 'oleh', title: 'Oleh', dataIndex: 'input_by' },
  ];
}

/** The cash book as a spreadsheet reads it: plain dates and whole numbers. */
export function keuanganCsvColumns(namaKategori: (kategori: string) => string): CsvColumn<Keuangan>[] {
  return [
    { title: 'Tanggal', value: (row) => row.tanggal },
    { title: 'Jam', value: (row) => formatJam(row.created_at) },
    { title: 'No Ref', value: (row) => row.deskripsi },
    { title: 'Kategori', value: (row) => row.kategori },
    { title: 'Nama Kategori', value: (row) => namaKategori(row.kategori) },
    { title: 'Jenis', value: (row) => row.jenis },
    { title: 'No Rekening', value: (row) => row.no_rekening },
    { title: 'Bank', value: (row) => row.kode_bank },
    { title: 'Keterangan', value: (row) => row.keterangan },
    { title: 'Masuk', value: (row) => row.jumlah_in },
    { title: 'Keluar', value: (row) => row.jumlah_out },
    { title: 'Oleh', value: (row) => row.input_by },
  ];
}
