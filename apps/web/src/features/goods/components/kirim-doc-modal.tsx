import { TEXTS } from '@toko/shared';
import { Button, Modal, Spin } from 'antd';
import { useKirimDoc } from '../api/get-kirim-barang';
import { KirimDocDetail } from './kirim-doc-detail';

export interface KirimDocModalProps {
  /** The shipment to show; closed without one. */
  noKirim: string | undefined;
  onClose: () => void;
}

/** Detail of one shipment, read fresh with its pieces. */
export function KirimDocModal({ noKirim, onClose }: KirimDocModalProps) {
  const { data, isFetching } = useKirimDoc(noKirim);
  return (
    <Modal
      open={Boolean(noKirim)}
      width={960}
      title={`Detail Kiriman ${noKirim ?? ''}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{TEXTS.ok}</Button>}
      destroyOnHidden
    >
      {data && data.no_kirim === noKirim ? <KirimDocDetail doc={data} /> : <Spin spinning={isFetching} />}
    </Modal>
  );
}
