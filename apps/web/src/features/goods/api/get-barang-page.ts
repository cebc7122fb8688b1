import { type Barang, type BarangQuery, barangSchema, type PageResult, pageResultSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

const barangPageSchema = pageResultSchema(barangSchema);

export type BarangFilter = Pick<BarangQuery, 'kode_group' | 'kode_dept' | 'kode_gudang' | 'kode_baki'>;

/** One page of this shop's pieces; search and filters run on the server (there may be 100,000). */
export async function getBarangPage(
  query: Partial<BarangQuery> & { skip: number; limit: number },
): Promise<PageResult<Barang>> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return barangPageSchema.parse(await api.get<unknown>(`barang/paginated?${params}`));
}

/** The largest page the server answers (barangQuerySchema's limit). */
export const BARANG_PAGE_MAX = 500;

/** Every piece in stock in one tray, page by page. */
export async function getIsiBakiBarang(kodeGudang: string, kodeBaki: string): Promise<Barang[]> {
  const pieces: Barang[] = [];
  for (let skip = 0; ; skip += BARANG_PAGE_MAX) {
    const page = await getBarangPage({
      skip,
      limit: BARANG_PAGE_MAX,
      kode_gudang: kodeGudang,
      kode_baki: kodeBaki,
    });
    pieces.push(...page.data);
    if (page.data.length < BARANG_PAGE_MAX || skip + page.data.length >= page.count) break;
  }
  return pieces.filter((piece) => piece.stock > 0);
}
