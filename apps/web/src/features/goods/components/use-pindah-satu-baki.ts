import { formatGrams } from '@toko/shared';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { formatNumber } from '../../../lib/format';
import { confirmDialog } from '../../../lib/notify';
import { WEB_TEXTS } from '../../../texts';
import { useIsiBaki } from '../api/get-isi-baki';
import { goodsQueryKeys } from '../api/goods-query-keys';
import type { PindahResult } from '../api/pindah-barang';
import { pindahSatuBaki } from '../api/pindah-satu-baki';

export interface SatuBakiFields {
  kode_gudang?: string;
  kode_baki?: string;
  kode_gudang_tujuan?: string;
  kode_baki_tujuan?: string;
}

/**
 * The Pindah Barang Satu Baki screen's state: what the chosen tray holds, the move of all
 * of it after a confirmation, and the rule that the destination is another tray.
 */
export function usePindahSatuBaki(form: FormInstance<SatuBakiFields>) {
  const gudang = Form.useWatch('kode_gudang', form);
  const baki = Form.useWatch('kode_baki', form);
  const isi = useIsiBaki(gudang, baki);
  const [result, setResult] = useState<PindahResult>();
  const mutation = useSaveMutation({
    mutationFn: pindahSatuBaki,
    invalidates: [goodsQueryKeys.barang],
    onSuccess: (data) => setResult(data),
  });

  const save = async (values: SatuBakiFields) => {
    const shown = isi.data;
    if (!shown || shown.jumlah === 0) return;
    const ok = await confirmDialog({
      title: 'Pindahkan Satu Baki ?',
      content: `Seluruh isi Baki ${values.kode_baki} (${formatNumber(shown.jumlah)} barang, ${formatGrams(
        Math.round(shown.berat * 1000),
      )} gr) dipindahkan ke Baki ${values.kode_baki_tujuan} di Gudang ${values.kode_gudang_tujuan}.`,
      okText: 'Pindahkan',
    });
    if (!ok) return;
    setResult(undefined);
    mutation.mutate(
      {
        kode_gudang: values.kode_gudang ?? '',
        kode_baki: values.kode_baki ?? '',
        kode_gudang_tujuan: values.kode_gudang_tujuan ?? '',
        kode_baki_tujuan: values.kode_baki_tujuan ?? '',
        jumlah: shown.jumlah,
        berat: shown.berat,
      },
      // The tray changed meanwhile (or was just emptied): show what it holds now.
      { onSettled: () => void isi.refetch() },
    );
  };

  const differentFromAsal = {
    validator: async (_rule: unknown, value: unknown) => {
      const values = form.getFieldsValue();
      if (value && value === values.kode_baki && values.kode_gudang_tujuan === values.kode_gudang) {
        throw new Error(WEB_TEXTS.satuBaki.sama);
      }
    },
  };

  return { isi, result, save, saving: mutation.isPending, differentFromAsal };
}
