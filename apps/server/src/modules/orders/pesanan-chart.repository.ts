import { sql } from 'drizzle-orm';
import { createDocumentChart } from '../../counter/document-chart.ts';
import type { Db } from '../../db/client.ts';
import { pesanan, pesananDetail, pesananHarian } from '../../db/schema/index.ts';

/**
 * The dashboard's order figures (`pesanan/chart`): orders taken, valued at their estimate,
 * weighed at the estimated weight. A cancelled order's line is CANC and no longer counts;
 * the line's status stands for the order's too, since an order's own states are not OK/CANC.
 */
export function createPesananChart(deps: { db: Db }) {
  return createDocumentChart(deps.db, {
    key: 'pesanan',
    rollup: pesananHarian,
    header: pesanan,
    lines: pesananDetail,
    headerNo: pesanan.no_pesanan,
    lineNo: pesananDetail.no_pesanan,
    kodeToko: pesanan.kode_toko,
    tglSystem: pesanan.tgl_system,
    jam: pesanan.jam,
    counted: { standing: sql`${pesananDetail.status} = 'OK'` },
    value: pesananDetail.harga,
    berat: pesananDetail.berat,
    pieces: sql`count(*)`,
  });
}
