import type { JENIS_OPNAME } from '@toko/shared';

export type JenisOpname = (typeof JENIS_OPNAME)[number];

/** Each kind of opname has its own API path and menu, like its screen. */
export const OPNAME_API: Record<JenisOpname, string> = {
  BAKI: 'stock-opname',
  PENERIMAAN: 'stock-opname-penerimaan',
  GLOBAL: 'stock-opname-global',
};

/** Query keys of the stock-taking area; invalidating `opname(jenis)` refreshes that kind's lists. */
export const opnameQueryKeys = {
  opname: (jenis: JenisOpname) => ['stock-opname', jenis] as const,
  page: (jenis: JenisOpname, filters: object) => ['stock-opname', jenis, 'page', filters] as const,
  one: (jenis: JenisOpname, id: number) => ['stock-opname', jenis, 'one', id] as const,
  scanned: (jenis: JenisOpname, id: number) => ['stock-opname', jenis, 'one', id, 'scan'] as const,
  hasil: (jenis: JenisOpname, id: number, filters: object) =>
    ['stock-opname', jenis, 'one', id, 'hasil', filters] as const,
  progress: (jenis: JenisOpname, id: number) => ['stock-opname', jenis, 'one', id, 'progress'] as const,
};
