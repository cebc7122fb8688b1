import { ne, sql } from 'drizzle-orm';
import { createDocumentChart } from '../../counter/document-chart.ts';
import type { Db } from '../../db/client.ts';
import { service, serviceDetail, serviceHarian } from '../../db/schema/index.ts';

/**
 * The dashboard's service figures (`service/chart`): the ongkos of the pieces taken in
 * and their count, every service not cancelled (taken in, finished or collected).
 */
export function createServiceChart(deps: { db: Db }) {
  return createDocumentChart(deps.db, {
    key: 'service',
    rollup: serviceHarian,
    header: service,
    lines: serviceDetail,
    headerNo: service.no_service,
    lineNo: serviceDetail.no_service,
    kodeToko: service.kode_toko,
    tglSystem: service.tgl_system,
    jam: service.jam,
    counted: { standing: ne(service.status, 'CANC') },
    value: serviceDetail.ongkos,
    berat: serviceDetail.berat,
    pieces: sql`sum(${serviceDetail.jumlah})`,
  });
}
