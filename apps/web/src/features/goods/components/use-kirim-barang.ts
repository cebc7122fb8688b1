import { formatGrams, type KirimBarangDoc, TEXTS } from '@toko/shared';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { formatNumber } from '../../../lib/format';
import { confirmDialog } from '../../../lib/notify';
import { WEB_TEXTS } from '../../../texts';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { kirimBarang } from '../api/kirim-barang';
import { pesananRefusal } from './pesanan-barang';
import { scannedPieces, scanTotals, useScanList } from './scan-list-state';

export interface KirimFields {
  kode_toko_tujuan?: string;
  keterangan?: string;
}

/**
 * The Kirim Barang screen's state: the pieces scanned (one made for an order is refused),
 * the shipment just sent, and sending after a confirmation.
 */
export function useKirimBarang(form: FormInstance<KirimFields>) {
  const scan = useScanList({ refuse: pesananRefusal });
  const [sent, setSent] = useState<KirimBarangDoc>();
  const mutation = useSaveMutation({
    mutationFn: kirimBarang,
    invalidates: [goodsQueryKeys.barang, goodsQueryKeys.kirim],
    onSuccess: (doc) => {
      setSent(doc);
      scan.clear();
      form.resetFields();
    },
  });

  const kirim = async (values: KirimFields) => {
    if (scan.items.length === 0) {
      scan.setProblem(WEB_TEXTS.kirim.belumDiscan);
      return;
    }
    const totals = scanTotals(scan.items);
    const ok = await confirmDialog({
      title: 'Kirim Barang ?',
      content: `${formatNumber(totals.jumlah)} barang (${formatGrams(totals.beratMg)} gr) dikirim ke ${
        values.kode_toko_tujuan
      }.`,
      okText: 'Kirim',
      cancelText: TEXTS.cancel,
    });
    if (!ok) return;
    setSent(undefined);
    mutation.mutate(
      {
        kode_toko_tujuan: values.kode_toko_tujuan ?? '',
        keterangan: values.keterangan ?? '',
        items: scannedPieces(scan.items),
      },
      {
        onError: (error) => {
          const message = apiErrorMessage(error);
          if (message && (error as { status?: number }).status === 409) scan.dropStale(message);
        },
      },
    );
  };

  return { scan, sent, kirim, sending: mutation.isPending };
}
