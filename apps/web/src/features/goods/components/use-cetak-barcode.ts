import { useQueryClient } from '@tanstack/react-query';
import { type Barang, TEXTS } from '@toko/shared';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { notifyInfo } from '../../../lib/notify';
import { WEB_TEXTS } from '../../../texts';
import { getBarangByBarcode } from '../api/get-barang-by-barcode';
import { getIsiBakiBarang } from '../api/get-barang-page';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { addToQueue } from './label-queue';
import { printLabels } from './label-sheet';
import { normaliseBarcode } from './scan-list-state';

/**
 * The Cetak Barcode screen's state: the pieces whose labels will be printed, filled by
 * scanning one barcode at a time or by taking a whole tray, and the printing itself.
 */
export function useCetakBarcode() {
  const queryClient = useQueryClient();
  const [pieces, setPieces] = useState<Barang[]>([]);
  // Scans arrive faster than lookups answer: duplicates are checked against what the list will be.
  const piecesRef = useRef<Barang[]>([]);
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(0);
  const [loadingBaki, setLoadingBaki] = useState(false);
  const [printing, setPrinting] = useState(false);

  const commit = (next: Barang[]) => {
    piecesRef.current = next;
    setPieces(next);
  };

  const scan = async (text: string) => {
    const kode = normaliseBarcode(text);
    if (!kode) {
      setProblem(WEB_TEXTS.labelQueue.invalidBarcode);
      return;
    }
    setPending((count) => count + 1);
    try {
      const barang = await queryClient.fetchQuery({
        queryKey: goodsQueryKeys.byBarcode(kode),
        queryFn: () => getBarangByBarcode(kode),
        staleTime: 0,
      });
      const { list, refused } = addToQueue(piecesRef.current, [barang]);
      commit(list);
      setProblem(refused[0]);
    } catch (error) {
      setProblem(apiErrorMessage(error) ?? WEB_TEXTS.labelQueue.notFound(kode));
    } finally {
      setPending((count) => count - 1);
    }
  };

  const takeBaki = async (gudang: string | undefined, baki: string | undefined) => {
    if (!gudang || !baki) return;
    setLoadingBaki(true);
    try {
      const found = await getIsiBakiBarang(gudang, baki);
      if (found.length === 0) {
        notifyInfo(WEB_TEXTS.labelQueue.bakiKosong(baki));
        return;
      }
      const { list, added } = addToQueue(piecesRef.current, found);
      commit(list);
      setProblem(undefined);
      notifyInfo(WEB_TEXTS.labelQueue.ditambahkan(added, baki));
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.requestFailed);
    } finally {
      setLoadingBaki(false);
    }
  };

  const remove = (kodeBarcode: string) =>
    commit(piecesRef.current.filter((item) => item.kode_barcode !== kodeBarcode));

  const clear = () => commit([]);

  const print = async () => {
    setPrinting(true);
    try {
      await printLabels();
    } finally {
      setPrinting(false);
    }
  };

  return { pieces, problem, pending, scan, takeBaki, loadingBaki, remove, clear, print, printing };
}
