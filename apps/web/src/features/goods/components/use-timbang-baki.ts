import { useQueryClient } from '@tanstack/react-query';
import type { TimbangBaki } from '@toko/shared';
import { useState } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { confirmDialog } from '../../../lib/notify';
import { useTimbangAktif } from '../api/get-timbang-aktif';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { mulaiTimbang } from '../api/mulai-timbang';
import { resetTimbang } from '../api/reset-timbang';

export interface PilihBakiFields {
  kode_gudang?: string;
  kode_baki?: string;
}

/**
 * The Timbang Baki screen's state: the shop's open weighing, the one shown in the modal,
 * and starting, resetting (after a confirmation) and saving a weighing.
 */
export function useTimbangBaki() {
  const queryClient = useQueryClient();
  const aktif = useTimbangAktif();
  // The weighing shown in the modal: just started, continued, or just saved.
  const [current, setCurrent] = useState<TimbangBaki>();

  const refresh = () => queryClient.invalidateQueries({ queryKey: goodsQueryKeys.timbang });
  const mulai = useSaveMutation({
    mutationFn: mulaiTimbang,
    invalidates: [goodsQueryKeys.timbang],
    successText: 'Proses Timbang Baki Dimulai',
    onSuccess: (data) => setCurrent(data),
  });
  const reset = useSaveMutation({
    mutationFn: resetTimbang,
    invalidates: [goodsQueryKeys.timbang],
    successText: 'Proses Timbang Baki Direset',
    onSuccess: () => setCurrent(undefined),
  });

  const askReset = async (weighing: TimbangBaki) => {
    const ok = await confirmDialog({
      title: 'Reset Timbang Baki ?',
      content: `Proses timbang Baki ${weighing.kode_baki} (Gudang ${weighing.kode_gudang}) dibatalkan.`,
      okText: 'Reset',
      danger: true,
    });
    if (ok) reset.mutate(weighing.id);
  };

  const start = (values: PilihBakiFields) =>
    mulai.mutate(
      { kode_gudang: values.kode_gudang ?? '', kode_baki: values.kode_baki ?? '' },
      // Refused because one is open: the offer to continue or reset it appears.
      { onError: () => void refresh() },
    );

  const saved = (weighing: TimbangBaki) => {
    setCurrent(weighing);
    void refresh();
  };

  const open = aktif.data;
  // The other session's or an earlier weighing left open: continue it or reset it first.
  const offer = open && current?.id !== open.id ? open : undefined;

  return {
    open,
    offer,
    current,
    show: setCurrent,
    start,
    starting: mulai.isPending,
    saved,
    askReset,
    resetting: reset.isPending,
  };
}
