import {
  AuditOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  StopOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import type { HutangDoc } from '@toko/shared';
import { ActionReason } from '../../../components/transaksi-list/action-reason';
import { RowAction } from '../../../components/transaksi-list/row-action';
import { WEB_TEXTS } from '../../../texts';
import type { JenisBayar } from './bayar-hutang-dialog';
import type { HutangActions } from './hutang-actions';

export interface HutangRowActionsProps {
  doc: HutangDoc;
  /** What the loan offers on the business date. */
  can: HutangActions;
  onBayar: (doc: HutangDoc, jenis: JenisBayar) => void;
  onPerpanjang: (doc: HutangDoc) => void;
  onLelang: (doc: HutangDoc) => void;
  onBatal: (doc: HutangDoc) => void;
}

/** A loan's counter actions on its row in Lihat Hutang, or why its payments wait. */
export function HutangRowActions({
  doc,
  can,
  onBayar,
  onPerpanjang,
  onLelang,
  onBatal,
}: HutangRowActionsProps) {
  const no = doc.no_hutang;
  return (
    <>
      {can.menungguValidasi && (
        <ActionReason testId={`alasan-${no}`}>{WEB_TEXTS.transaksiStatus.menungguValidasi}</ActionReason>
      )}
      {can.bunga && (
        <RowAction
          icon={<DollarOutlined />}
          onClick={() => onBayar(doc, 'BUNGA')}
          data-testid={`bunga-bayar-${no}`}
        >
          Bayar Bunga
        </RowAction>
      )}
      {can.lunas && (
        <RowAction
          type="primary"
          icon={<FieldTimeOutlined />}
          onClick={() => onBayar(doc, 'LUNAS')}
          data-testid={`lunas-${no}`}
        >
          Lunas
        </RowAction>
      )}
      {can.perpanjang && (
        <RowAction icon={<SyncOutlined />} onClick={() => onPerpanjang(doc)} data-testid={`perpanjang-${no}`}>
          Perpanjang
        </RowAction>
      )}
      {can.lelang && (
        <RowAction danger icon={<AuditOutlined />} data-testid={`lelang-${no}`} onClick={() => onLelang(doc)}>
          Lelang
        </RowAction>
      )}
      {can.batal && (
        <RowAction danger icon={<StopOutlined />} data-testid={`batal-${no}`} onClick={() => onBatal(doc)}>
          Batal
        </RowAction>
      )}
    </>
  );
}
