import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { StockOpname } from '@toko/shared';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { confirmDialog, notifyInfo, notifySuccess } from '../../../lib/notify';
import { type JenisOpname, opnameQueryKeys } from '../api/opname-paths';
import { batalOpname, tutupOpname } from '../api/tutup-opname';

export interface TutupOpnameActionsProps {
  jenis: JenisOpname;
  opname: StockOpname;
  /** Scans still unanswered: the count is not finished under them. */
  sending: boolean;
}

/** The end of a running count: finished (the result saved, stock unchanged) or abandoned with otorisasi. */
export function TutupOpnameActions({ jenis, opname, sending }: TutupOpnameActionsProps) {
  const queryClient = useQueryClient();
  const tutup = useSaveMutation({
    mutationFn: () => tutupOpname(jenis, opname.id),
    invalidates: [opnameQueryKeys.opname(jenis)],
    successText: 'Stock Opname Disimpan',
    onSuccess: (saved) => queryClient.setQueryData(opnameQueryKeys.one(jenis, opname.id), saved),
  });
  const selesai = async () => {
    const ok = await confirmDialog({
      title: 'Selesaikan Stock Opname ?',
      content: 'Hasil opname disimpan dan tidak dapat discan lagi. Stok barang tidak berubah.',
      okText: 'Selesai',
    });
    if (ok) tutup.mutate();
  };

  // Abandoning a count hides whatever it found: a supervisor consents, with the reason (decision 023).
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const [cancelling, setCancelling] = useState(false);
  const batal = async () => {
    setCancelling(true);
    try {
      const saved = await requestOtorisasi({
        title: 'Otorisasi Batal Stock Opname',
        description: `Batalkan stock opname ${opname.no_opname}: semua scan opname ini diabaikan.`,
        send: (otorisasi) => batalOpname(jenis, opname.id, otorisasi),
      });
      if (!saved) return;
      notifySuccess(`Stock opname ${saved.no_opname} dibatalkan`);
      queryClient.setQueryData(opnameQueryKeys.one(jenis, opname.id), saved);
      await queryClient.invalidateQueries({ queryKey: opnameQueryKeys.opname(jenis) });
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? 'Terjadi Kesalahan Saat Request Data');
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button
          danger
          icon={<StopOutlined />}
          loading={cancelling}
          onClick={() => void batal()}
          data-testid="batal-opname"
        >
          Batalkan Opname
        </Button>
        <Button
          type="primary"
          icon={<CheckCircleOutlined />}
          loading={tutup.isPending}
          disabled={sending}
          onClick={() => void selesai()}
          data-testid="selesai-opname"
        >
          Selesai Opname
        </Button>
      </Flex>
      {otorisasiDialog}
    </>
  );
}
