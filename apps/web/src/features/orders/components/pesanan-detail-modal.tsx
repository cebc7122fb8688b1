import { PrinterOutlined } from '@ant-design/icons';
import { pembayaranService, TEXTS } from '@toko/shared';
import { Alert, Button, Descriptions, Flex, Modal, Space, Spin, Typography } from 'antd';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { PembayaranRincian } from '../../../components/pembayaran/pembayaran-lines';
import { formatRupiah, formatTanggal } from '../../../lib/format';
import { usePesanan } from '../api/get-pesanan';
import { PesananStatusTag, PesananValidTag } from './pesanan-columns';
import { PesananDetailInfo } from './pesanan-detail-info';

export interface PesananDetailModalProps {
  noPesanan: string | undefined;
  onClose: () => void;
  onCetak: (noPesanan: string) => void;
}

/** One order as the server has it now: customer, what is ordered, its estimate and DP, the made piece and the collecting sale. */
export function PesananDetailModal({ noPesanan, onClose, onCetak }: PesananDetailModalProps) {
  const query = usePesanan(noPesanan);
  const doc = query.data;
  return (
    <Modal
      open={Boolean(noPesanan)}
      title={`Detail Pesanan ${noPesanan ?? ''}`}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
    >
      {query.error && (
        <Alert type="error" showIcon title={apiErrorMessage(query.error) ?? TEXTS.requestFailed} />
      )}
      {!doc && !query.error && <Spin />}
      {doc && (
        <div data-testid="pesanan-detail">
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            data-testid="pesanan-detail-customer"
            // One label width in both tables of the detail: their columns line up.
            styles={{ label: { whiteSpace: 'nowrap', width: 170 } }}
            items={[
              { key: 'no', label: 'No Pesanan', children: doc.no_pesanan },
              { key: 'tgl', label: 'Tanggal', children: `${formatTanggal(doc.tgl_system)} ${doc.jam}` },
              { key: 'customer', label: 'Customer', children: doc.nama_customer },
              {
                key: 'hp',
                label: 'No HP / Member',
                children: [doc.no_hp, doc.kode_member].filter(Boolean).join(' · ') || '-',
              },
              { key: 'sales', label: 'Sales / Kasir', children: `${doc.kode_sales} / ${doc.input_by}` },
              {
                key: 'status',
                label: 'Status',
                children: (
                  <Space size={4}>
                    <PesananStatusTag doc={doc} />
                    <PesananValidTag doc={doc} />
                  </Space>
                ),
              },
              { key: 'nota', label: 'Diambil Di Nota', children: doc.no_faktur_group ?? '-', span: 2 },
            ]}
          />
          <div style={{ marginTop: 12 }}>
            <PesananDetailInfo doc={doc} data-testid="pesanan-detail-info" />
          </div>
          <div style={{ marginTop: 12, maxWidth: 420 }}>
            <Typography.Text strong>Pembayaran DP {formatRupiah(doc.dp)}</Typography.Text>
            <PembayaranRincian lines={pembayaranService(doc)} data-testid="pesanan-detail-dp" />
          </div>
          <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
            <Button icon={<PrinterOutlined />} onClick={() => onCetak(doc.no_pesanan)}>
              Nota Pesanan
            </Button>
          </Flex>
        </div>
      )}
    </Modal>
  );
}
