import { type ImportDataPusat, type KirimBarangDoc, kirimBarangDocSchema } from '@toko/shared';
import { api } from '../../../lib/api-client';

/** Takes a whole head-office shipment into one tray without scanning piece by piece. */
export async function importDataPusat(body: ImportDataPusat): Promise<KirimBarangDoc> {
  return kirimBarangDocSchema.parse(await api.post<unknown>('import-data-pusat', body));
}
