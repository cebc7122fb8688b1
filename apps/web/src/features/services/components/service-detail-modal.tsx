import { PrinterOutlined } from '@ant-design/icons';
import { pembayaranService, type ServiceDoc } from '@toko/shared';
import { Button, Descriptions, Flex, Typography } from 'antd';
import {
  CounterDetailModal,
  customerItem,
  hpMemberItem,
  salesKasirItem,
  statusItem,
  tanggalItem,
} from '../../../components/counter/counter-detail-modal';
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

/** Who left the repair, with whom it is, when it is due and its state. */
function ServiceDetailInfo({ doc }: { doc: ServiceDoc }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      data-testid="service-detail-info"
      items={[
        { key: 'no', label: 'No Service', children: doc.no_service },
        tanggalItem(doc),
        customerItem(doc),
        hpMemberItem(doc),
        salesKasirItem(doc),
        { key: 'tukang', label: 'Tukang', children: doc.kode_tukang },
        {
          key: 'estimasi',
          label: 'Estimasi Selesai',
          children: formatTanggal(doc.tgl_selesai_estimasi),
        },
        { key: 'selesai', label: 'Tanggal Selesai', children: formatTanggal(doc.tgl_selesai) },
        statusItem(
          <>
            <ServiceStatusTag doc={doc} />
            <ServiceValidTag doc={doc} />
          </>,
        ),
        {
          key: 'biaya',
          label: 'Biaya Tukang',
          children: doc.biaya_tukang === null ? '-' : formatRupiah(doc.biaya_tukang),
        },
        { key: 'ket', label: 'Keterangan', children: doc.keterangan || '-', span: 2 },
      ]}
    />
  );
}

/** The DP taken with the repair and, once collected, how the rest was paid. */
function ServiceDetailBayar({ doc }: { doc: ServiceDoc }) {
  return (
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
  );
}

/** One service as the server has it now: customer, tukang, pieces, DP and (once collected) the remainder's payment. */
export function ServiceDetailModal({ noService, onClose, onCetak }: ServiceDetailModalProps) {
  const query = useService(noService);
  return (
    <CounterDetailModal
      no={noService}
      noun="Service"
      width={960}
      onClose={onClose}
      query={query}
      testId="service-detail"
    >
      {(doc) => (
        <>
          <ServiceDetailInfo doc={doc} />
          <div style={{ marginTop: 12 }}>
            <ServiceLinesTable items={doc.items} data-testid="service-detail-lines" />
          </div>
          <ServiceDetailBayar doc={doc} />
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
        </>
      )}
    </CounterDetailModal>
  );
}
