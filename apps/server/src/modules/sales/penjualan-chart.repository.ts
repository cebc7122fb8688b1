import { sql } from 'drizzle-orm';
import { createDocumentChart } from '../../counter/document-chart.ts';
import type { Db } from '../../db/client.ts';
import { penjualan, penjualanDetail, penjualanHarian } from '../../db/schema/index.ts';

/** The dashboard's sales figures (`penjualan/chart`): rupiah sold (`harga_jual`) and pieces (`stock`). */
export function createPenjualanChart(deps: { db: Db }) {
  return createDocumentChart(deps.db, {
    key: 'penjualan',
    rollup: penjualanHarian,
    header: penjualan,
    lines: penjualanDetail,
    headerNo: penjualan.no_faktur_group,
    lineNo: penjualanDetail.no_faktur_group,
    kodeToko: penjualan.kode_toko,
    tglSystem: penjualan.tgl_system,
    jam: penjualan.jam,
    counted: { headerStatus: penjualan.status, lineStatus: penjualanDetail.status },
    value: penjualanDetail.harga_jual,
    berat: penjualanDetail.berat,
    pieces: sql`sum(${penjualanDetail.stock})`,
  });
}
