import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type Barang,
  type BuktiCucian,
  barangSchema,
  buktiCucianSchema,
  type Cucian,
  type CucianHeader,
  cucianHeaderSchema,
  DEFAULT_TOLERANSI_SUSUT_CUCIAN_MG,
  type PageQuery,
  type PageResult,
  pageResultSchema,
  TOLERANSI_SUSUT_CUCIAN_KEY,
  toleransiSusutMg,
} from '@toko/shared';
import { api } from '../../../lib/api-client';
import { readParameter } from '../../../lib/read-parameter';
import { dokumenApi, useSimpanDokumen } from './dokumen-api';
import { dokumenPageParams } from './dokumen-page-params';
import { goodsQueryKeys } from './goods-query-keys';

const barangPageSchema = pageResultSchema(barangSchema);

export const {
  simpan: simpanCucian,
  getBukti: getBuktiCucian,
  getPage: getCucianPage,
} = dokumenApi<Cucian, BuktiCucian, CucianHeader>('cucian', {
  bukti: buktiCucianSchema,
  header: cucianHeaderSchema,
});

/**
 * Saves a washing document; a saved one refreshes every list of pieces (their weights
 * changed) and the list of washing documents. Errors are the screen's (otorisasi asks again).
 */
export function useSimpanCucian() {
  return useSimpanDokumen(simpanCucian, goodsQueryKeys.cucian);
}

/** One page of the pieces waiting in gudang BELI, to pick from instead of scanning. */
export async function getCucianMenunggu(query: PageQuery): Promise<PageResult<Barang>> {
  return barangPageSchema.parse(await api.get<unknown>(`cucian/menunggu?${dokumenPageParams({}, query)}`));
}

export function useCucianMenunggu(query: PageQuery, enabled: boolean) {
  return useQuery({
    queryKey: goodsQueryKeys.cucianMenunggu(query),
    queryFn: () => getCucianMenunggu(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The loss a piece may have without otorisasi, in milligrams. The server decides again on
 * save; a setting that cannot be read falls back to the default, as on the server.
 */
export function getToleransiSusut(): Promise<number> {
  return readParameter(TOLERANSI_SUSUT_CUCIAN_KEY, toleransiSusutMg, DEFAULT_TOLERANSI_SUSUT_CUCIAN_MG);
}

export function useToleransiSusut() {
  return useQuery({ queryKey: goodsQueryKeys.toleransiSusut, queryFn: getToleransiSusut, staleTime: 60_000 });
}
