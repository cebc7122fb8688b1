import { sql } from 'drizzle-orm';
import { createDocumentChart } from '../../counter/document-chart.ts';
import type { Db } from '../../db/client.ts';
import { pembelian, pembelianDetail, pembelianHarian } from '../../db/schema/index.ts';

/** The dashboard's buyback figures (`pembelian/chart`): rupiah paid (`harga`); a line is one piece. */
export function createPembelianChart(deps: { db: Db }) {
  return createDocumentChart(deps.db, {
    key: 'pembelian',
    rollup: pembelianHarian,
    header: pembelian,
    lines: pembelianDetail,
    headerNo: pembelian.no_faktur_group,
    lineNo: pembelianDetail.no_faktur_group,
    kodeToko: pembelian.kode_toko,
    tglSystem: pembelian.tgl_system,
    jam: pembelian.jam,
    counted: { headerStatus: pembelian.status, lineStatus: pembelianDetail.status },
    value: pembelianDetail.harga,
    berat: pembelianDetail.berat,
    pieces: sql`count(*)`,
  });
}
