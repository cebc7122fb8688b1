import { useQueryClient } from '@tanstack/react-query';
import { type BuktiHancur, formatGrams, TEXTS } from '@toko/shared';
import { Alert, type FormInstance } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { formatNumber } from '../../../lib/format';
import { confirmDialog, notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { WEB_TEXTS } from '../../../texts';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { hancurBarang } from '../api/hancur-barang';
import { downloadBuktiHancur } from './hancur-bukti-pdf';
import { pesananRefusal } from './pesanan-barang';
import { scannedPieces, scanTotals, useScanList } from './scan-list-state';

export interface HancurFields {
  kode_kondisi?: string;
  keterangan?: string;
}

const HANCUR_STATUSES = ['READY', 'BELI'] as const;

/**
 * The Hancur Data Barang screen's state: the pieces scanned, the melting sent after a
 * confirmation and a second user's otorisasi, and its Bukti Hancur printed right after.
 */
export function useHancurBarang(form: FormInstance<HancurFields>) {
  const session = useSession();
  const queryClient = useQueryClient();
  const scan = useScanList({
    // Bought-back gold (BELI) is melted straight from gudang BELI, as the server allows.
    statuses: HANCUR_STATUSES,
    refuse: pesananRefusal,
  });
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const [bukti, setBukti] = useState<BuktiHancur>();
  const [busy, setBusy] = useState(false);
  const namaToko = session?.user.nama_toko ?? '';

  const cetak = async (data: BuktiHancur) => {
    try {
      await downloadBuktiHancur(data, namaToko);
    } catch (error) {
      console.error(error);
      notifyError(WEB_TEXTS.hancur.pdfGagal);
    }
  };

  const hancurkan = async (values: HancurFields) => {
    if (scan.items.length === 0) {
      scan.setProblem(WEB_TEXTS.hancur.belumDiscan);
      return;
    }
    const totals = scanTotals(scan.items);
    const ringkas = `${formatNumber(totals.jumlah)} barang, ${formatGrams(totals.beratMg)} gr`;
    const ok = await confirmDialog({
      title: 'Apakah Anda Yakin Ingin Menghancurkan Barang ?',
      content: `${ringkas} dengan kondisi ${values.kode_kondisi} akan dihancurkan dan keluar dari stock.`,
      okText: 'Hancurkan',
      cancelText: TEXTS.cancel,
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      const result = await requestOtorisasi({
        title: 'Otorisasi Hancur Barang',
        description: <Alert type="warning" showIcon title={`Hancur ${ringkas}`} />,
        send: (otorisasi) =>
          hancurBarang({
            kode_kondisi: values.kode_kondisi ?? '',
            keterangan: values.keterangan ?? '',
            items: scannedPieces(scan.items),
            otorisasi,
          }),
      });
      if (!result) return;
      notifySuccess(TEXTS.saved);
      setBukti(result);
      scan.clear();
      form.setFieldValue('keterangan', '');
      void queryClient.invalidateQueries({ queryKey: goodsQueryKeys.barang });
      void queryClient.invalidateQueries({ queryKey: goodsQueryKeys.hancur });
      await cetak(result);
    } catch (error) {
      const message = apiErrorMessage(error);
      notifyInfo(message ?? TEXTS.saveError);
      if (message && (error as { status?: number }).status === 409) scan.dropStale(message);
    } finally {
      setBusy(false);
    }
  };

  return { scan, bukti, busy, hancurkan, cetak, otorisasiDialog };
}
