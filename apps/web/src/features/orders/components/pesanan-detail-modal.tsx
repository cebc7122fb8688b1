import { PrinterOutlined } from '@ant-design/icons';
import { pembayaranService } from '@toko/shared';
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
import { formatRupiah } from '../../../lib/format';
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
  return (
    <CounterDetailModal
      no={noPesanan}
      noun="Pesanan"
      width={960}
      onClose={onClose}
      query={query}
      testId="pesanan-detail"
    >
      {(doc) => (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, md: 2 }}
            data-testid="pesanan-detail-customer"
            // One label width in both tables of the detail: their columns line up.
            styles={{ label: { whiteSpace: 'nowrap', width: 170 } }}
            items={[
              { key: 'no', label: 'No Pesanan', children: doc.no_pesanan },
              tanggalItem(doc),
              customerItem(doc),
              hpMemberItem(doc),
              salesKasirItem(doc),
              statusItem(
                <>
                  <PesananStatusTag doc={doc} />
                  <PesananValidTag doc={doc} />
                </>,
              ),
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
        </>
      )}
    </CounterDetailModal>
  );
}
