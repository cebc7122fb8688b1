import { PrinterOutlined } from '@ant-design/icons';
import { pembayaranService, TEXTS } from '@toko/shared';
import { Alert, Button, Descriptions, Flex, Modal, Space, Spin, Typography } from 'antd';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { PembayaranRincian } from '../../../components/pembayaran/pembayaran-lines';
import { formatRupiah, formatTanggal } from '../../../lib/format';
import { useService } from '../api/get-service';
import { ServiceLinesTable, ServiceStatusTag, ServiceValidTag } from './service-columns';
import type { ServiceNotaOf } from './service-nota-dialog';

export interface ServiceDetailModalProps {
  noService: string | undefined;
  onClose: () => void;
  onCetak: (nota: ServiceNotaOf) => void;
}

/** One service as the server has it now: customer, tukang, pieces, DP and (once collected) the remainder's payment. */
export function ServiceDetailModal({ noService, onClose, onCetak }: ServiceDetailModalProps) {
  const query = useService(noService);
  const doc = query.data;
  return (
    <Modal
      open={Boolean(noService)}
      title={`Detail Service ${noService ?? ''}`}
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
        <div data-testid="service-detail">
          <Descriptions
            bordered
            size="small"
            column={2}
            data-testid="service-detail-info"
            items={[
              { key: 'no', label: 'No Service', children: doc.no_service },
              { key: 'tgl', label: 'Tanggal', children: `${formatTanggal(doc.tgl_system)} ${doc.jam}` },
              { key: 'customer', label: 'Customer', children: doc.nama_customer },
              {
                key: 'hp',
                label: 'No HP / Member',
                children: [doc.no_hp, doc.kode_member].filter(Boolean).join(' · ') || '-',
              },
              { key: 'sales', label: 'Sales / Kasir', children: `${doc.kode_sales} / ${doc.input_by}` },
              { key: 'tukang', label: 'Tukang', children: doc.kode_tukang },
              {
                key: 'estimasi',
                label: 'Estimasi Selesai',
                children: formatTanggal(doc.tgl_selesai_estimasi),
              },
              { key: 'selesai', label: 'Tanggal Selesai', children: formatTanggal(doc.tgl_selesai) },
              {
                key: 'status',
                label: 'Status',
                children: (
                  <Space size={4}>
                    <ServiceStatusTag doc={doc} />
                    <ServiceValidTag doc={doc} />
                  </Space>
                ),
              },
              {
                key: 'biaya',
                label: 'Biaya Tukang',
                children: doc.biaya_tukang === null ? '-' : formatRupiah(doc.biaya_tukang),
              },
              { key: 'ket', label: 'Keterangan', children: doc.keterangan || '-', span: 2 },
            ]}
          />
          <div style={{ marginTop: 12 }}>
            <ServiceLinesTable items={doc.items} data-testid="service-detail-lines" />
          </div>
          <Flex gap={24} wrap style={{ marginTop: 12 }}>
            <div style={{ minWidth: 280 }}>
              <Typography.Text strong>
                Ongkos {formatRupiah(doc.ongkos)} · DP {formatRupiah(doc.dp)} · Sisa {formatRupiah(doc.sisa)}
              </Typography.Text>
              <PembayaranRincian lines={pembayaranService(doc)} data-testid="service-detail-dp" />
            </div>
            {doc.ambil && (
              <div style={{ minWidth: 280 }}>
                <Typography.Text strong>
                  Diambil {formatTanggal(doc.ambil.tgl_ambil)} {doc.ambil.jam_ambil} oleh {doc.ambil.ambil_by}
                </Typography.Text>
                <PembayaranRincian lines={pembayaranService(doc.ambil)} data-testid="service-detail-ambil" />
              </div>
            )}
          </Flex>
          <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
            <Button
              icon={<PrinterOutlined />}
              onClick={() => onCetak({ no: doc.no_service, slip: 'SERVICE' })}
            >
              Nota Service
            </Button>
            {doc.status === 'CLOS' && (
              <Button
                icon={<PrinterOutlined />}
                onClick={() => onCetak({ no: doc.no_service, slip: 'AMBIL' })}
              >
                Nota Ambil Service
              </Button>
            )}
          </Flex>
        </div>
      )}
    </Modal>
  );
}
