import type { MemberPoinRow } from '@toko/shared';
import { Button, Space } from 'antd';
import { useSession } from '../../../lib/use-session';

export interface TukarPoinActionsProps {
  row: MemberPoinRow;
  /** The exchange whose Batal is waiting on its otorisasi. */
  cancelling: string | undefined;
  onSlip: (noTukar: string) => void;
  onBatal: (row: MemberPoinRow) => void;
}

/** An exchange's buttons in the member's history: its slip, and Batal while it may still be cancelled. */
export function TukarPoinActions({ row, cancelling, onSlip, onBatal }: TukarPoinActionsProps) {
  const session = useSession();
  return (
    <Space>
      <Button size="small" data-testid={`slip-${row.no_ref}`} onClick={() => onSlip(row.no_ref)}>
        Slip
      </Button>
      {/* Only this shop's exchanges of today can be cancelled (the server's rule too). */}
      {!row.dibatalkan &&
        row.kode_toko === session?.user.kode_toko &&
        row.tanggal === session.user.tgl_system && (
          <Button
            size="small"
            danger
            data-testid={`batal-${row.no_ref}`}
            loading={cancelling === row.no_ref}
            onClick={() => onBatal(row)}
          >
            Batal
          </Button>
        )}
    </Space>
  );
}
