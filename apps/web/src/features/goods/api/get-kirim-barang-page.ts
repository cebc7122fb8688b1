import {
  type KirimBarangDoc,
  kirimBarangDocSchema,
  type PageQuery,
  type PageResult,
  pageResultSchema,
  type StatusKirim,
} from '@toko/shared';
import { api } from '../../../lib/api-client';

const kirimPageSchema = pageResultSchema(kirimBarangDocSchema);

export interface KirimPageFilter {
  /** KELUAR: what this shop sent; MASUK: what was sent to it. */
  arah: 'KELUAR' | 'MASUK';
  status?: StatusKirim;
  /** The sending shop (PST for Import Data Pusat). */
  dari?: string;
}

/** One page of shipments, newest first; lines are not included (see getKirimBarang). */
export async function getKirimBarangPage(
  filter: KirimPageFilter,
  query: PageQuery,
): Promise<PageResult<KirimBarangDoc>> {
  const params = new URLSearchParams({
    arah: filter.arah,
    skip: String(query.skip),
    limit: String(query.limit),
  });
  if (filter.status) params.set('status', filter.status);
  if (filter.dari) params.set('dari', filter.dari);
  return kirimPageSchema.parse(await api.get<unknown>(`kirim-barang/paginated?${params}`));
}
