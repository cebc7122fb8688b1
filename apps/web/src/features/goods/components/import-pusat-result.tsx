import { formatGrams, type KirimBarangDoc } from '@toko/shared';
import { Alert } from 'antd';
import { formatNumber } from '../../../lib/format';

/** What the last import took in, until it is closed or another shipment is chosen. */
export function ImportPusatResult({ done, onClose }: { done: KirimBarangDoc; onClose: () => void }) {
  return (
    <Alert
      type="success"
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 16 }}
      data-testid="import-result"
      title={`Kiriman ${done.no_kirim} Berhasil Di Import${done.no_terima ? ` - No Terima ${done.no_terima}` : ''}`}
      description={`${formatNumber(done.jumlah)} barang, ${formatGrams(Math.round(done.berat * 1000))} gr.`}
    />
  );
}
