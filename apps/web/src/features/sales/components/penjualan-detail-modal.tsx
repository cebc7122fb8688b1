import { PrinterOutlined } from '@ant-design/icons';
import { type PenjualanDoc, rincianPenjualan, TEXTS } from '@toko/shared';
import { Alert, Button, Descriptions, Flex, Modal, Spin, Typography } from 'antd';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useSalesNames } from '../../../components/master-select/use-sales-names';
import { PembayaranRincian } from '../../../components/pembayaran/pembayaran-lines';
import { TransaksiStatusTag } from '../../../components/status/transaksi-status-tag';
import { formatTanggal } from '../../../lib/format';
import { usePenjualan } from '../api/get-penjualan';
import { PenjualanLinesTable } from './penjualan-lines-table';

export interface PenjualanDetailModalProps {
  /** The sale shown; the modal is open while there is one. */
  noFakturGroup: string | undefined;
  onClose: () => void;
  /** Reprints the sale's nota. */
  onCetak: (noFakturGroup: string) => void;
}

function Summary({ doc, namaSales }: { doc: PenjualanDoc; namaSales: string }) {
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        data-testid="penjualan-detail-info"
        items={[
          { key: 'no', label: 'No Nota', children: doc.no_faktur_group },
          { key: 'tanggal', label: 'Tanggal', children: `${formatTanggal(doc.tgl_system)} ${doc.jam}` },
          {
            key: 'sales',
            label: 'Sales',
            children: namaSales ? `${doc.kode_sales} - ${namaSales}` : doc.kode_sales,
          },
          {
            key: 'customer',
            label: 'Customer',
            children: doc.kode_member ? `${doc.nama_customer} (${doc.kode_member})` : doc.nama_customer,
          },
          { key: 'no_hp', label: 'No HP', children: doc.no_hp || '-' },
          { key: 'alamat', label: 'Alamat', children: doc.alamat_customer || '-' },
          { key: 'marketplace', label: 'Marketplace', children: doc.kode_marketplace || '-' },
          { key: 'status', label: 'Status', children: <TransaksiStatusTag doc={doc} /> },
          { key: 'input_by', label: 'Input Oleh', children: doc.input_by },
          { key: 'valid_by', label: 'Validasi Oleh', children: doc.valid_by ?? '-' },
        ]}
      />
      <Typography.Title level={5}>Barang</Typography.Title>
      <PenjualanLinesTable items={doc.items} data-testid="penjualan-detail-lines" />
      <Typography.Title level={5}>Pembayaran</Typography.Title>
      <PembayaranRincian lines={rincianPenjualan(doc)} data-testid="penjualan-detail-bayar" />
    </>
  );
}

/** Everything about one sale: who, when, the pieces, the payment; and its nota. */
export function PenjualanDetailModal({ noFakturGroup, onClose, onCetak }: PenjualanDetailModalProps) {
  const { data, error, isPending } = usePenjualan(noFakturGroup);
  const sales = useSalesNames(Boolean(noFakturGroup));
  return (
    <Modal
      open={Boolean(noFakturGroup)}
      title={`Detail Penjualan ${noFakturGroup ?? ''}`}
      onCancel={onClose}
      width={1280}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Tutup</Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!data}
            onClick={() => data && onCetak(data.no_faktur_group)}
            data-testid="detail-cetak"
          >
            Cetak Ulang Nota
          </Button>
        </Flex>
      }
    >
      {error ? (
        <Alert type="warning" showIcon title={apiErrorMessage(error) ?? TEXTS.requestFailed} />
      ) : isPending || !data ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : (
        <Summary doc={data} namaSales={sales.nameOf(data.kode_sales)} />
      )}
    </Modal>
  );
}
