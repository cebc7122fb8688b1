import { formatGrams, TEXTS, type TimbangBaki } from '@toko/shared';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useEffect } from 'react';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { formatBerat, formatNumber } from '../../../lib/format';
import { formatJam } from '../../../lib/shop-time';
import { useTimbangHistory } from '../api/get-timbang-baki';
import { HasilTag } from './timbang-hasil-tag';
import { formatSelisih } from './timbang-selisih';

const STATUS_COLORS: Record<TimbangBaki['status'], string> = {
  AKTIF: 'blue',
  SELESAI: 'default',
  BATAL: 'red',
};

export interface TimbangHistoryProps {
  tanggal: string;
  kodeGudang?: string;
  kodeBaki?: string;
}

/** The weighings of a day (of the chosen gudang and tray, when chosen). */
export function TimbangHistory({ tanggal, kodeGudang, kodeBaki }: TimbangHistoryProps) {
  const { data = [], isFetching, error } = useTimbangHistory({ tanggal, kodeGudang, kodeBaki });
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  const columns: TableColumnsType<TimbangBaki> = [
    {
      key: 'jam',
      title: 'Jam',
      dataIndex: 'created_at',
      render: (value: string) => formatJam(value),
    },
    { key: 'gudang', title: 'Gudang', dataIndex: 'kode_gudang' },
    { key: 'baki', title: 'Baki', render: (_value, row) => `${row.kode_baki} - ${row.nama_baki}` },
    {
      key: 'jumlah',
      title: 'Jumlah',
      dataIndex: 'jumlah',
      align: 'right',
      render: (value: number) => formatNumber(value),
    },
    {
      key: 'seharusnya',
      title: 'Berat Seharusnya',
      dataIndex: 'berat_seharusnya',
      align: 'right',
      render: (value: number) => formatBerat(value),
    },
    {
      key: 'timbang',
      title: 'Berat Timbangan',
      dataIndex: 'berat_timbang',
      align: 'right',
      render: (value: number | null) => formatBerat(value),
    },
    {
      key: 'selisih',
      title: 'Selisih',
      dataIndex: 'selisih',
      align: 'right',
      render: (value: number | null) =>
        value === null ? '-' : formatSelisih(Math.round(value * 1000), formatGrams),
    },
    {
      key: 'hasil',
      title: 'Hasil',
      dataIndex: 'hasil',
      render: (value: TimbangBaki['hasil']) => <HasilTag hasil={value} />,
    },
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      render: (value: TimbangBaki['status']) => (
        <Tag color={STATUS_COLORS[value]}>{TEXTS.status.timbang[value]}</Tag>
      ),
    },
    { key: 'created_by', title: 'Oleh', dataIndex: 'created_by' },
    {
      key: 'keterangan',
      title: 'Keterangan',
      dataIndex: 'keterangan',
      render: (value: string) => value || '-',
    },
  ];
  return (
    <Table<TimbangBaki>
      data-testid="timbang-history"
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={data}
      loading={isFetching}
      pagination={false}
      {...FIT_TO_WIDTH}
      locale={{ emptyText: TEXTS.noData }}
    />
  );
}
