import { CheckCircleOutlined, InboxOutlined, PrinterOutlined, StopOutlined } from '@ant-design/icons';
import type { ServiceDoc } from '@toko/shared';
import { ActionReason } from '../../../components/transaksi-list/action-reason';
import { RowAction } from '../../../components/transaksi-list/row-action';
import { WEB_TEXTS } from '../../../texts';

export interface ServiceRowActionsProps {
  doc: ServiceDoc;
  /** Taken on the business date: only then may it be cancelled. */
  today: boolean;
  onSelesai: (doc: ServiceDoc) => void;
  onAmbil: (doc: ServiceDoc) => void;
  /** Reprints the hand-back slip of a repair collected. */
  onNotaAmbil: (no: string) => void;
  onBatal: (doc: ServiceDoc) => void;
}

/** A repair's counter actions on its row in Lihat Service, by where it stands. */
export function ServiceRowActions({
  doc,
  today,
  onSelesai,
  onAmbil,
  onNotaAmbil,
  onBatal,
}: ServiceRowActionsProps) {
  const no = doc.no_service;
  const belumValid = doc.status_valid !== 'DONE';
  return (
    <>
      {doc.status === 'OPEN' && (
        <RowAction
          icon={<CheckCircleOutlined />}
          onClick={() => onSelesai(doc)}
          data-testid={`selesai-${no}`}
        >
          Selesai
        </RowAction>
      )}
      {doc.status === 'DONE' && (
        <RowAction
          type="primary"
          icon={<InboxOutlined />}
          disabled={belumValid}
          title={belumValid ? WEB_TEXTS.service.belumValid : undefined}
          onClick={() => onAmbil(doc)}
          data-testid={`ambil-${no}`}
        >
          Ambil
        </RowAction>
      )}
      {doc.status === 'DONE' && belumValid && (
        <ActionReason testId={`alasan-${no}`}>{WEB_TEXTS.transaksiStatus.menungguValidasi}</ActionReason>
      )}
      {doc.status === 'CLOS' && (
        <RowAction
          icon={<PrinterOutlined />}
          onClick={() => onNotaAmbil(no)}
          data-testid={`cetak-ambil-${no}`}
        >
          Nota Ambil
        </RowAction>
      )}
      {(doc.status === 'OPEN' || doc.status === 'DONE') && today && (
        <RowAction danger icon={<StopOutlined />} data-testid={`batal-${no}`} onClick={() => onBatal(doc)}>
          Batal
        </RowAction>
      )}
    </>
  );
}
