import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { type HutangBayarDoc, type HutangDoc, TEXTS } from '@toko/shared';
import {
  Alert,
  Button,
  Descriptions,
  Flex,
  Modal,
  Space,
  Spin,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { ValidasiTag } from '../../../components/status/validasi-tag';
import { formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { useHutang } from '../api/get-hutang';
import { pembayaranBatal } from './hutang-actions';
import { HutangLinesTable, HutangStatusTag } from './hutang-columns';

export interface HutangDetailModalProps {
  noHutang: string | undefined;
  today: string;
  onClose: () => void;
  /** Opens another loan of the renewal chain. */
  onOpen: (noHutang: string) => void;
  onBatalBayar: (doc: HutangDoc, bayar: HutangBayarDoc) => void;
  /** Reprints a payment's slip. */
  onCetakBayar: (bayar: HutangBayarDoc) => void;
}

function metode(row: HutangBayarDoc): string {
  const parts = [
    row.cash_rp > 0 ? `Cash ${formatNumber(row.cash_rp)}` : '',
    row.transfer_rp > 0 ? `Transfer ${formatNumber(row.transfer_rp)} (${row.no_rekening})` : '',
    row.kembalian > 0 ? `Kembali ${formatNumber(row.kembalian)}` : '',
  ].filter(Boolean);
  return parts.join(' · ') || '-';
}

function pembayaranColumns(onCetak: (row: HutangBayarDoc) => void): TableColumnsType<HutangBayarDoc> {
  return [
    ...PEMBAYARAN_COLUMNS,
    {
      key: 'cetak',
      title: 'Nota',
      render: (_v, row) => (
        <Button
          size="small"
          icon={<PrinterOutlined />}
          onClick={() => onCetak(row)}
          data-testid={`cetak-bayar-${row.no_bayar}`}
        >
          Cetak
        </Button>
      ),
    },
  ];
}

const PEMBAYARAN_COLUMNS: TableColumnsType<HutangBayarDoc> = [
  {
    key: 'no',
    title: 'No Bayar / Tanggal',
    render: (_v, row) => (
      <div style={{ whiteSpace: 'nowrap' }}>
        {row.no_bayar}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {formatTanggal(row.tgl_system)} {row.jam}
        </Typography.Text>
      </div>
    ),
  },
  { key: 'jenis', title: 'Jenis', render: (_v, row) => TEXTS.status.bayarHutang[row.jenis] },
  {
    key: 'hari',
    title: 'Hari',
    align: 'right',
    render: (_v, row) =>
      row.hari_dihitung === row.hari
        ? formatNumber(row.hari)
        : `${formatNumber(row.hari)} (dihitung ${formatNumber(row.hari_dihitung)})`,
  },
  { key: 'bunga', title: 'Bunga', align: 'right', render: (_v, row) => formatNumber(row.bunga) },
  { key: 'pokok', title: 'Pokok', align: 'right', render: (_v, row) => formatNumber(row.pokok) },
  { key: 'total', title: 'Total', align: 'right', render: (_v, row) => formatNumber(row.total) },
  { key: 'metode', title: 'Pembayaran', render: (_v, row) => metode(row) },
  {
    key: 'status',
    title: 'Status',
    render: (_v, row) => (
      <Space size={2} vertical>
        {row.status === 'BATAL' ? <Typography.Text type="danger">Batal</Typography.Text> : 'OK'}
        <ValidasiTag statusValid={row.status_valid} />
      </Space>
    ),
  },
];

/** One loan as the server has it now: terms, pieces, payments, the renewal chain and the auction's figures. */
export function HutangDetailModal({
  noHutang,
  today,
  onClose,
  onOpen,
  onBatalBayar,
  onCetakBayar,
}: HutangDetailModalProps) {
  const query = useHutang(noHutang);
  const doc = query.data;
  const batalBayar = doc ? pembayaranBatal(doc, today) : undefined;
  const link = (no: string) => (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      onClick={() => onOpen(no)}
      data-testid={`link-${no}`}
    >
      {no}
    </Button>
  );
  return (
    <Modal
      open={Boolean(noHutang)}
      title={`Detail Hutang ${noHutang ?? ''}`}
      onCancel={onClose}
      footer={null}
      width={1000}
      destroyOnHidden
    >
      {query.error && (
        <Alert type="error" showIcon title={apiErrorMessage(query.error) ?? TEXTS.requestFailed} />
      )}
      {!doc && !query.error && <Spin />}
      {doc && (
        <div data-testid="hutang-detail">
          <Descriptions
            bordered
            size="small"
            column={3}
            data-testid="hutang-detail-info"
            items={[
              { key: 'tgl', label: 'Tanggal', children: `${formatTanggal(doc.tgl_system)} ${doc.jam}` },
              { key: 'customer', label: 'Customer', children: doc.nama_customer },
              { key: 'nik', label: 'NIK', children: doc.nik },
              {
                key: 'hp',
                label: 'No HP / Member',
                children: [doc.no_hp, doc.kode_member].filter(Boolean).join(' · ') || '-',
              },
              { key: 'alamat', label: 'Alamat', children: doc.alamat_customer || '-' },
              { key: 'sales', label: 'Sales / Kasir', children: `${doc.kode_sales} / ${doc.input_by}` },
              { key: 'taksiran', label: 'Nilai Taksiran', children: formatRupiah(doc.nilai_taksiran) },
              {
                key: 'maks',
                label: 'Maks Pinjaman',
                children: `${formatRupiah(doc.maks_pinjaman)} (${formatNumber(doc.maks_persen)}%)`,
              },
              { key: 'pokok', label: 'Pokok', children: formatRupiah(doc.pokok) },
              {
                key: 'bunga',
                label: 'Bunga',
                children: `${doc.kode_pinjaman} · ${formatNumber(doc.bunga_persen)}% / bulan`,
              },
              {
                key: 'tempo',
                label: 'Jatuh Tempo',
                children: `${formatTanggal(doc.tgl_jatuh_tempo)} (${formatNumber(doc.jangka_bulan)} bulan)`,
              },
              { key: 'tgl-bunga', label: 'Bunga Dihitung Dari', children: formatTanggal(doc.tgl_bunga) },
              {
                key: 'cair',
                label: 'Pencairan',
                children:
                  [
                    doc.cash_rp > 0 ? `Cash ${formatNumber(doc.cash_rp)}` : '',
                    doc.transfer_rp > 0
                      ? `Transfer ${formatNumber(doc.transfer_rp)} (${doc.no_rekening})`
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ') || '-',
              },
              {
                key: 'status',
                label: 'Status',
                children: (
                  <Space size={4}>
                    <HutangStatusTag doc={doc} />
                    <ValidasiTag statusValid={doc.status_valid} />
                  </Space>
                ),
              },
              { key: 'tutup', label: 'Tanggal Tutup', children: formatTanggal(doc.tgl_tutup) },
              ...(doc.no_hutang_lama
                ? [{ key: 'lama', label: 'Perpanjangan Dari', children: link(doc.no_hutang_lama) }]
                : []),
              ...(doc.no_hutang_baru
                ? [{ key: 'baru', label: 'Diperpanjang Ke', children: link(doc.no_hutang_baru) }]
                : []),
            ]}
          />
          {doc.bunga_berjalan && (
            <Alert
              type="info"
              showIcon
              style={{ marginTop: 12 }}
              data-testid="hutang-detail-bunga"
              title={`Per ${formatTanggal(doc.bunga_berjalan.tanggal)}: ${formatNumber(
                doc.bunga_berjalan.hari,
              )} hari (dihitung ${formatNumber(doc.bunga_berjalan.hari_dihitung)}), bunga ${formatRupiah(
                doc.bunga_berjalan.bunga,
              )}, total lunas ${formatRupiah(doc.bunga_berjalan.total_lunas)}`}
            />
          )}
          {doc.status === 'LELANG' && doc.nilai_lelang !== null && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              data-testid="hutang-detail-lelang"
              title={`Dilelang: nilai emas ${formatRupiah(doc.nilai_lelang)}, kelebihan untuk customer ${formatRupiah(
                doc.kelebihan_lelang ?? 0,
              )}`}
            />
          )}
          <div style={{ marginTop: 12 }}>
            <HutangLinesTable doc={doc} data-testid="hutang-detail-lines" />
          </div>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Pembayaran
          </Typography.Title>
          <Table<HutangBayarDoc>
            data-testid="hutang-detail-bayar"
            size="small"
            rowKey="no_bayar"
            pagination={false}
            columns={pembayaranColumns(onCetakBayar)}
            dataSource={doc.pembayaran}
            locale={{ emptyText: 'Belum ada pembayaran' }}
          />
          {batalBayar && (
            <Flex justify="end" style={{ marginTop: 12 }}>
              <Button
                danger
                icon={<StopOutlined />}
                onClick={() => onBatalBayar(doc, batalBayar)}
                data-testid={`batal-bayar-${batalBayar.no_bayar}`}
              >
                Batal Pembayaran {batalBayar.no_bayar}
              </Button>
            </Flex>
          )}
        </div>
      )}
    </Modal>
  );
}
