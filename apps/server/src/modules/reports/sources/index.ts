import type { ReportName } from '@toko/shared';
import { BARANG_SALDO_SOURCES } from './barang-saldo-sources.ts';
import { BARANG_SOURCES } from './barang-sources.ts';
import { EOD_SOURCES } from './eod-sources.ts';
import { HUTANG_SOURCES } from './hutang-sources.ts';
import { KEUANGAN_SOURCES } from './keuangan-sources.ts';
import { MEMBER_SOURCES } from './member-sources.ts';
import { OTORISASI_SOURCES } from './otorisasi-sources.ts';
import { PANTAUAN_SOURCES } from './pantauan-sources.ts';
import { PEMBELIAN_SOURCES } from './pembelian-sources.ts';
import { PENJUALAN_SOURCES } from './penjualan-sources.ts';
import { PESANAN_SOURCES } from './pesanan-sources.ts';
import type { ReportSource } from './report-source.ts';
import { SELISIH_KAS_SOURCES } from './selisih-kas-sources.ts';
import { SERVICE_SOURCES } from './service-sources.ts';
import { STOCK_OPNAME_SOURCES } from './stock-opname-sources.ts';

export type { ReportScope, ReportSource } from './report-source.ts';

/** Every built report's SQL, one file per report group. */
export const REPORT_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  ...PENJUALAN_SOURCES,
  ...PEMBELIAN_SOURCES,
  ...KEUANGAN_SOURCES,
  ...SELISIH_KAS_SOURCES,
  ...OTORISASI_SOURCES,
  ...BARANG_SOURCES,
  ...MEMBER_SOURCES,
  ...BARANG_SALDO_SOURCES,
  ...SERVICE_SOURCES,
  ...PESANAN_SOURCES,
  ...HUTANG_SOURCES,
  ...STOCK_OPNAME_SOURCES,
  ...EOD_SOURCES,
  ...PANTAUAN_SOURCES,
};
