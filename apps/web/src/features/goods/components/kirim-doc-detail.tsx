import { CheckCircleTwoTone, ClockCircleOutlined } from '@ant-design/icons';
import { type DokumenLine, formatGrams, formatNumber, type KirimBarangDoc, TEXTS } from '@toko/shared';
import { Descriptions, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { formatBerat, formatTanggal } from '../../../lib/format';
import { KirimStatusTag } from './kirim-status-tag';

export interface KirimDocDetailProps {
  doc: KirimBarangDoc;
  /** While receiving: the barcodes scanned so far; lines show whether each is done. */
  scanned?: ReadonlySet<string>;
}

/** A shipment's header and its pieces with totals. */
export function KirimDocDetail({ doc, scanned }: KirimDocDetailProps) {
  const totalMg = doc.items.reduce((sum, item) => sum + Math.round(item.berat * 1000), 0);
  const columns: TableColumnsType<DokumenLine> = [
    { key: 'no', title: 'No', width: 56, render: (_value, _row, index) => index + 1 },
    { key: 'kode_barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
    { key: 'nama_barang', title: 'Nama Barang', dataIndex: 'nama_barang' },
    { key: 'kode_group', title: 'Group', dataIndex: 'kode_group' },
    { key: 'kode_dept', title: 'Jenis', dataIndex: 'kode_dept' },
    { key: 'kadar_cetak', title: 'Kadar', dataIndex: 'kadar_cetak', render: (value: string) => value || '-' },
    { key: 'asal', title: 'Asal', render: (_value, row) => `${row.kode_gudang} / ${row.kode_baki}` },
    {
      key: 'berat',
      title: 'Berat (gr)',
      dataIndex: 'berat',
      align: 'right',
      render: (value: number) => formatBerat(value),
    },
  ];
  if (scanned) {
    columns.push({
      key: 'scan',
      title: 'Scan',
      render: (_value, row) =>
        scanned.has(row.kode_barcode) ? (
          <Tag icon={<CheckCircleTwoTone twoToneColor="#52c41a" />} color="success">
            Sudah Discan
          </Tag>
        ) : (
          <Tag icon={<ClockCircleOutlined />} color="warning">
            Belum Discan
          </Tag>
        ),
    });
  }

  return (
    <div>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="No Kirim">{doc.no_kirim}</Descriptions.Item>
        <Descriptions.Item label="Tanggal Kirim">{formatTanggal(doc.tgl_kirim)}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <KirimStatusTag status={doc.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Dari Toko">{doc.kode_toko_asal}</Descriptions.Item>
        <Descriptions.Item label="Toko Tujuan">{doc.kode_toko_tujuan}</Descriptions.Item>
        <Descriptions.Item label="Dikirim Oleh">{doc.created_by}</Descriptions.Item>
        <Descriptions.Item label="Keterangan">{doc.keterangan || '-'}</Descriptions.Item>
        {doc.status === 'TERIMA' && (
          <Descriptions.Item label="Diterima">
            {formatTanggal(doc.tgl_terima)} oleh {doc.diterima_by ?? '-'}
            {doc.no_terima ? ` (${doc.no_terima})` : ''}
          </Descriptions.Item>
        )}
        {doc.status === 'BATAL' && (
          <Descriptions.Item label="Alasan Tolak">{doc.alasan_tolak ?? '-'}</Descriptions.Item>
        )}
      </Descriptions>
      <Table<DokumenLine>
        data-testid="kirim-detail-lines"
        size="small"
        rowKey="kode_barcode"
        columns={columns}
        dataSource={doc.items}
        pagination={false}
        {...FIT_TO_WIDTH}
        locale={{ emptyText: TEXTS.noData }}
        summary={() => (
          <Table.Summary>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={7}>
                <Typography.Text strong>Total {formatNumber(doc.items.length)} Barang</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={7} align="right">
                <Typography.Text strong>{formatGrams(totalMg)}</Typography.Text>
              </Table.Summary.Cell>
              {scanned && <Table.Summary.Cell index={8} />}
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </div>
  );
}
