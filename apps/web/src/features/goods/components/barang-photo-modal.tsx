import { useQueryClient } from '@tanstack/react-query';
import type { Barang } from '@toko/shared';
import { Modal, Typography } from 'antd';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { goodsQueryKeys } from '../api/goods-query-keys';

export interface BarangPhotoModalProps {
  barang: Barang | undefined;
  onClose: () => void;
}

/** The photo of one piece: upload (shrunk in the browser) or remove. */
export function BarangPhotoModal({ barang, onClose }: BarangPhotoModalProps) {
  const queryClient = useQueryClient();
  return (
    <Modal
      open={Boolean(barang)}
      title={barang ? `Foto Barang ${barang.kode_barcode}` : 'Foto Barang'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={420}
    >
      {barang && (
        <>
          <Typography.Paragraph type="secondary">{barang.nama_barang}</Typography.Paragraph>
          <ImageUpload
            url={barang.photo_url}
            uploadPath={`barang/${barang.id}/photo`}
            name={`Foto Barang ${barang.kode_barcode}`}
            size={240}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: goodsQueryKeys.barang })}
          />
        </>
      )}
    </Modal>
  );
}
