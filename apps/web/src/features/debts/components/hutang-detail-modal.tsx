import { StopOutlined } from '@ant-design/icons';
import type { HutangBayarDoc, HutangDoc } from '@toko/shared';
import { Button, Flex, Typography } from 'antd';
import { CounterDetailModal } from '../../../components/counter/counter-detail-modal';
import { useHutang } from '../api/get-hutang';
import { pembayaranBatal } from './hutang-actions';
import { HutangBayarTable } from './hutang-bayar-table';
import { HutangLinesTable } from './hutang-columns';
import { HutangDetailInfo, HutangDetailNotices } from './hutang-detail-info';

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
  return (
    <CounterDetailModal
      no={noHutang}
      noun="Hutang"
      width={1000}
      onClose={onClose}
      query={query}
      testId="hutang-detail"
    >
      {(doc) => {
        const batalBayar = pembayaranBatal(doc, today);
        return (
          <>
            <HutangDetailInfo doc={doc} onOpen={onOpen} />
            <HutangDetailNotices doc={doc} />
            <div style={{ marginTop: 12 }}>
              <HutangLinesTable doc={doc} data-testid="hutang-detail-lines" />
            </div>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              Pembayaran
            </Typography.Title>
            <HutangBayarTable pembayaran={doc.pembayaran} onCetak={onCetakBayar} />
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
          </>
        );
      }}
    </CounterDetailModal>
  );
}
