import type { PembelianNota } from '@toko/shared';
import { Button, List, Modal } from 'antd';
import { formatBerat } from '../../lib/format';
import { WEB_TEXTS } from '../../texts';

const T = WEB_TEXTS.pembelianCart;

/**
 * A scanned receipt QR with several pieces still to buy back: the clerk picks the one the
 * customer brought (scan the QR again for the next).
 */
export function NotaQrChoices({
  choices,
  onChoose,
  onCancel,
}: {
  choices: PembelianNota[];
  onChoose: (nota: PembelianNota) => void;
  onCancel: () => void;
}) {
  const [first] = choices;
  return (
    <Modal
      open={Boolean(first)}
      title={first ? T.pilihBarang(first.no_faktur_jual.replace(/-\d+$/, '')) : undefined}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      <List
        data-testid="nota-qr-pilihan"
        dataSource={choices}
        renderItem={(nota) => (
          <List.Item
            key={nota.kode_barcode}
            actions={[
              <Button
                key="pilih"
                type="primary"
                onClick={() => onChoose(nota)}
                data-testid={`nota-qr-pilih-${nota.kode_barcode}`}
              >
                {T.pilih}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={nota.nama_barang}
              description={`${nota.kode_barcode} · ${nota.kadar_cetak} · ${formatBerat(nota.berat_nota)} gr`}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
