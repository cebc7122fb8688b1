import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { BarangLineActions, BarangLineDetailButton } from './barang-line-actions';
import {
  type BarangLineCellProps,
  BarangLineDecimalInput,
  BarangLineJumlahInput,
  BarangLineOngkosInput,
  BarangLineRupiahInput,
  BarangLineTextInput,
} from './barang-line-inputs';
import type { BarangLine } from './barang-lines';
import { barangPlaceColumns } from './barang-place-columns';
import type { BarangLinesEdit } from './use-barang-lines-editor';

export interface BarangLineColumnsOptions {
  perLinePlace: boolean;
  disabled: boolean;
  lineCount: number;
}

/** The columns of the lines editor, left to right as the clerk types a piece. */
export function barangLineColumns(
  edit: BarangLinesEdit,
  { perLinePlace, disabled, lineCount }: BarangLineColumnsOptions,
): TableColumnsType<BarangLine> {
  const cell =
    (show: (props: BarangLineCellProps) => ReactNode) =>
    (_value: unknown, line: BarangLine, index: number): ReactNode =>
      show({ edit, line, index });
  return [
    { key: 'no', title: 'No', width: 44, render: (_value, _line, index) => index + 1 },
    ...(perLinePlace ? barangPlaceColumns(edit) : []),
    // Sized so that the whole row, Detail included, fits beside the sidebar on a 1366 px screen.
    {
      key: 'nama_barang',
      title: 'Nama Barang',
      width: 164,
      render: cell((props) => <BarangLineTextInput {...props} field="nama_barang" maxLength={150} />),
    },
    {
      key: 'berat',
      title: 'Berat (gr)',
      width: 92,
      render: cell((props) => <BarangLineDecimalInput {...props} field="berat" maxDecimals={3} />),
    },
    {
      key: 'kadar',
      title: 'Kadar (%)',
      width: 72,
      render: cell((props) => <BarangLineDecimalInput {...props} field="kadar" maxDecimals={2} />),
    },
    {
      key: 'kadar_cetak',
      title: 'Kadar Cetak',
      width: 84,
      render: cell((props) => <BarangLineTextInput {...props} field="kadar_cetak" maxLength={20} />),
    },
    {
      key: 'ongkos',
      title: 'Ongkos',
      width: 210,
      render: cell((props) => <BarangLineOngkosInput {...props} />),
    },
    {
      key: 'harga_beli',
      title: 'Harga Beli',
      width: 108,
      render: cell((props) => <BarangLineRupiahInput {...props} field="harga_beli" />),
    },
    {
      key: 'jumlah',
      title: 'Jumlah',
      width: 64,
      render: cell((props) => <BarangLineJumlahInput {...props} />),
    },
    {
      key: 'detail',
      title: 'Detail',
      width: 84,
      render: cell((props) => <BarangLineDetailButton {...props} />),
    },
    {
      key: 'aksi',
      title: 'Aksi',
      width: 90,
      fixed: 'right',
      render: cell((props) => <BarangLineActions {...props} disabled={disabled} lineCount={lineCount} />),
    },
  ];
}
