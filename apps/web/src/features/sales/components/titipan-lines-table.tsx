import { TEXTS, type TitipanLine } from '@toko/shared';
import { Table, type TableColumnsType, Typography } from 'antd';
import { LinesTotalRow } from '../../../components/counter/lines-total-row';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { formatBerat, formatNumber } from '../../../lib/format';
import { titipanTotals } from './titipan-cart';

const rupiah = (value: number) => formatNumber(value);

export interface TitipanLinesTableProps {
  items: TitipanLine[];
  /** A total row under the pieces (the collecting sale's list). */
  withTotal?: boolean;
  'data-testid'?: string;
}

/**
 * The pieces of one deposit at the price agreed when it was taken; the tray shown is
 * the one each piece came from, where a cancellation puts it back.
 */
export function TitipanLinesTable({ items, withTotal, ...rest }: TitipanLinesTableProps) {
  const withAtribut = items.some((item) => item.harga_atribut > 0);
  const columns: TableColumnsType<TitipanLine> = [
    { key: 'no', title: 'No', width: 48, render: (_v, _line, index) => index + 1 },
    { key: 'barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
    {
      key: 'nama',
      title: 'Nama Barang',
      render: (_v, line) => (
        <>
          {line.nama_barang}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {[line.kode_group, line.kadar_cetak, `baki asal ${line.kode_baki}`].filter(Boolean).join(' · ')}
          </Typography.Text>
        </>
      ),
    },
    { key: 'berat', title: 'Berat (gr)', align: 'right', render: (_v, line) => formatBerat(line.berat) },
    { key: 'gram', title: 'Harga/gr', align: 'right', render: (_v, line) => rupiah(line.harga_gram) },
    { key: 'ongkos', title: 'Ongkos', align: 'right', render: (_v, line) => rupiah(line.ongkos) },
    ...(withAtribut
      ? [
          {
            key: 'atribut',
            title: 'Atribut',
            align: 'right' as const,
            render: (_v: unknown, line: TitipanLine) => rupiah(line.harga_atribut),
          },
        ]
      : []),
    { key: 'harga', title: 'Harga', align: 'right', render: (_v, line) => rupiah(line.harga_jual) },
  ];
  const totals = titipanTotals({ items, dp: 0 });
  return (
    <Table<TitipanLine>
      data-testid={rest['data-testid']}
      size="small"
      rowKey="kode_barcode"
      columns={columns}
      dataSource={items}
      pagination={false}
      locale={{ emptyText: TEXTS.noData }}
      {...FIT_TO_WIDTH}
      summary={
        withTotal
          ? () => (
              <LinesTotalRow
                {...totals}
                beratIndex={3}
                totalIndex={columns.length - 1}
                columns={columns.length}
              />
            )
          : undefined
      }
    />
  );
}
