import { and, asc, eq, ne } from 'drizzle-orm';
import { documentRepository } from '../../counter/document-repository.ts';
import type { DbOrTx } from '../../db/client.ts';
import { service, serviceDetail } from '../../db/schema/index.ts';

export type ServiceHeader = typeof service.$inferSelect;
export type ServiceLine = typeof serviceDetail.$inferSelect;

/**
 * The SQL of service: the shared document queries. The pieces carry no barcode (they are
 * the customer's), so a search looks in their names and damage instead.
 */
export const serviceRepository = documentRepository({
  label: 'Service',
  header: service,
  lines: serviceDetail,
  keys: { no: service.no_service, lineDoc: serviceDetail.no_service, lineNo: serviceDetail.id },
  searchAlso: { header: [service.no_hp], lines: [serviceDetail.nama_barang] },
});

/**
 * The shop's services still waiting for validation, by number: what Tutup Toko names.
 * A cancelled one waits for nothing (its DP was never booked, or was refunded).
 */
export async function waitingServices(tx: DbOrTx, kodeToko: string): Promise<string[]> {
  const rows = await tx
    .select({ no: service.no_service })
    .from(service)
    .where(and(eq(service.kode_toko, kodeToko), eq(service.status_valid, 'OPEN'), ne(service.status, 'CANC')))
    .orderBy(asc(service.no_service));
  return rows.map((row) => row.no);
}
