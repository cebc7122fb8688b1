import type { ImportType } from '@toko/shared';

/** The name of each import type, in the Type choice and on the result. */
export const IMPORT_TYPE_LABELS: Record<ImportType, string> = {
  master_sales: 'Master Sales',
  master_group: 'Master Group',
  master_jenis: 'Master Jenis',
  master_gudang: 'Master Gudang',
  master_baki: 'Master Baki',
  penjualan: 'Penjualan',
  pembelian: 'Pembelian',
  keuangan_cash: 'Keuangan Cash',
  keuangan_non_cash: 'Keuangan Non Cash',
  barang_summary: 'Barang Summary',
};
