import {
  DELETE_CALLS,
  type DeletePeriod,
  type DeleteResult,
  type DeleteType,
  deleteResultSchema,
} from '@toko/shared';
import { api } from '../../../lib/api-client';

/**
 * Deleting a year of a busy shop's sales is one transaction that can outlast the usual 5 s;
 * the count that comes first is quick.
 */
const DELETE_TIMEOUT_MS = 120_000;

/** `truncate/delete-*` (SPEC §7): with `konfirmasi` false it only counts what the period holds. */
export async function hapusData(type: DeleteType, period: DeletePeriod): Promise<DeleteResult> {
  const options = period.konfirmasi ? { timeoutMs: DELETE_TIMEOUT_MS } : {};
  return deleteResultSchema.parse(await api.post<unknown>(DELETE_CALLS[type], period, options));
}
