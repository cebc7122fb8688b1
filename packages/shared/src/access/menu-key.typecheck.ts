// Type-level test, run by `tsc` (npm run typecheck): menu keys are a union of the catalogue's.
import type { CatalogueKey, MenuKey } from './menu-catalogue.ts';
export const ok: MenuKey = 'laporan-penjualan-rekap';
export const group: CatalogueKey = 'penjualan';
// @ts-expect-error a key the catalogue does not hold
export const typo: MenuKey = 'lihat-penjulan';
