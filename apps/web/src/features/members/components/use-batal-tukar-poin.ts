import { useQueryClient } from '@tanstack/react-query';
import { type MemberPoinRow, TEXTS } from '@toko/shared';
import { useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { formatNumber } from '../../../lib/format';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { batalTukarPoin, membersKeys } from '../api/members-api';
import { TUKAR_POIN_REFRESHES } from './use-tukar-poin';

/** Batal of an exchange with a supervisor's otorisasi: the gift back on the shelf, the points back. */
export function useBatalTukarPoin() {
  const queryClient = useQueryClient();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const [cancelling, setCancelling] = useState<string>();

  const batal = async (row: MemberPoinRow) => {
    setCancelling(row.no_ref);
    try {
      const cancelled = await requestOtorisasi({
        title: 'Otorisasi Batal Tukar Poin',
        description: `Batalkan tukar poin ${row.no_ref} (${row.keterangan}): hadiah kembali ke stok, ${formatNumber(-row.poin)} poin kembali ke member`,
        send: (otorisasi) => batalTukarPoin({ no_tukar: row.no_ref, otorisasi }),
      });
      if (!cancelled) return;
      notifySuccess(TEXTS.member.tukarBatalBerhasil(cancelled.no_tukar));
      queryClient.setQueryData(membersKeys.tukar(cancelled.no_tukar), cancelled);
      await Promise.all(TUKAR_POIN_REFRESHES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.requestFailed);
    } finally {
      setCancelling(undefined);
    }
  };

  return { batal, cancelling, otorisasiDialog };
}
