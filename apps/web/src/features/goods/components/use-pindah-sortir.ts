import {
  type Barang,
  type BuktiPindahSortir,
  STATUS_TUJUAN_SORTIR,
  TEXTS,
  TUJUAN_SORTIR,
  type TujuanSortir,
  tujuanSortirOf,
} from '@toko/shared';
import type { FormInstance } from 'antd';
import { Form } from 'antd';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { WEB_TEXTS } from '../../../texts';
import { useSimpanPindahSortir } from '../api/pindah-sortir';
import { scannedPieces, useScanList } from './scan-list-state';

export interface PindahSortirFields {
  tujuan_sortir?: TujuanSortir;
  kode_gudang_tujuan?: string;
  kode_baki_tujuan?: string;
  keterangan?: string;
}

/** Sorted pieces stand at one of the destinations, each with its own status. */
const SORTED_STATUSES = TUJUAN_SORTIR.map((tujuan) => STATUS_TUJUAN_SORTIR[tujuan]);

/**
 * The Pindah Sortir screen's state: sorted pieces scanned (a piece never sorted is refused at
 * the scan), what keeps a piece from the chosen destination, and the save under one
 * idempotency key per document.
 */
export function usePindahSortir(
  form: FormInstance<PindahSortirFields>,
  onSaved: (bukti: BuktiPindahSortir) => void,
) {
  const tujuan = Form.useWatch('tujuan_sortir', form);
  const gudang = Form.useWatch('kode_gudang_tujuan', form);
  const baki = Form.useWatch('kode_baki_tujuan', form);
  const scan = useScanList({
    statuses: SORTED_STATUSES,
    refuse: (piece) => (tujuanSortirOf(piece) ? undefined : TEXTS.sepuhan.belumDisortir(piece.kode_barcode)),
  });
  const simpan = useSimpanPindahSortir();
  const key = useRef(newIdempotencyKey());
  const [bukti, setBukti] = useState<BuktiPindahSortir>();

  const rowProblem = (piece: Barang): string | undefined => {
    if (tujuan && tujuanSortirOf(piece) === tujuan) return WEB_TEXTS.pindahSortir.sudahDiTujuan(tujuan);
    return piece.kode_gudang === gudang && piece.kode_baki === baki
      ? WEB_TEXTS.pindahSortir.sudahDiBaki
      : undefined;
  };

  const save = async (values: PindahSortirFields) => {
    if (scan.items.length === 0) return scan.setProblem(TEXTS.barangHarusDiscan);
    if (scan.items.some(rowProblem)) return notifyInfo(WEB_TEXTS.pindahSortir.adaMasalah);
    try {
      const saved = await simpan.mutateAsync({
        idempotency_key: key.current,
        tujuan_sortir: values.tujuan_sortir ?? 'JUAL',
        kode_gudang_tujuan: values.kode_gudang_tujuan ?? '',
        kode_baki_tujuan: values.kode_baki_tujuan ?? '',
        keterangan: values.keterangan ?? '',
        items: scannedPieces(scan.items),
      });
      notifySuccess(TEXTS.saved);
      key.current = newIdempotencyKey();
      setBukti(saved);
      scan.clear();
      onSaved(saved);
    } catch (error) {
      const message = apiErrorMessage(error);
      notifyInfo(message ?? TEXTS.saveError);
      if (message && (error as { status?: number }).status === 409) scan.dropStale(message);
    }
  };

  return { scan, bukti, saving: simpan.isPending, rowProblem, save };
}
