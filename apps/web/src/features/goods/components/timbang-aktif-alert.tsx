import type { TimbangBaki } from '@toko/shared';
import { Alert, Button, Space } from 'antd';
import { formatTanggal } from '../../../lib/format';

export interface TimbangAktifAlertProps {
  /** The weighing left open, by another session or earlier. */
  weighing: TimbangBaki;
  onLanjutkan: () => void;
  onReset: () => void;
}

/** Only one weighing may be open at a time: the one left open is continued or reset first. */
export function TimbangAktifAlert({ weighing, onLanjutkan, onReset }: TimbangAktifAlertProps) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="timbang-aktif"
      title="Terdapat proses timbang baki yang masih aktif"
      description={`Baki ${weighing.kode_baki} - ${weighing.nama_baki} (Gudang ${weighing.kode_gudang}), dimulai oleh ${
        weighing.created_by
      } tanggal ${formatTanggal(weighing.tgl_system)}.`}
      action={
        <Space direction="vertical">
          <Button type="primary" size="small" data-testid="timbang-lanjutkan" onClick={onLanjutkan}>
            Lanjutkan
          </Button>
          <Button danger size="small" data-testid="timbang-reset-aktif" onClick={onReset}>
            Reset
          </Button>
        </Space>
      }
    />
  );
}
