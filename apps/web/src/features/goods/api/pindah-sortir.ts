import {
  type BuktiPindahSortir,
  buktiPindahSortirSchema,
  type PindahSortir,
  type PindahSortirHeader,
  pindahSortirHeaderSchema,
} from '@toko/shared';
import { dokumenApi, useSimpanDokumen } from './dokumen-api';
import { goodsQueryKeys } from './goods-query-keys';

export const {
  simpan: simpanPindahSortir,
  getBukti: getBuktiPindahSortir,
  getPage: getPindahSortirPage,
} = dokumenApi<PindahSortir, BuktiPindahSortir, PindahSortirHeader>('pindah-sortir', {
  bukti: buktiPindahSortirSchema,
  header: pindahSortirHeaderSchema,
});

/** Saves a Pindah Sortir document; a saved one refreshes the lists of pieces and of documents. */
export function useSimpanPindahSortir() {
  return useSimpanDokumen(simpanPindahSortir, goodsQueryKeys.pindahSortir);
}
