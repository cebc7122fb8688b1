import { forbidden, mayOpenPreviousDate } from '@toko/shared';
import type { AuthContext } from './auth-context.ts';

export const PREVIOUS_DATE_TEXT = 'Anda tidak diizinkan membuka data sebelum tanggal system';

/**
 * The previous-date rule of SPEC §6 on a look-up by date range: a restricted user is
 * refused a start before the shop's tgl_system (the date pickers' minimum), whatever the
 * screen sent. `fromToday` also starts an open range there (past sales are history);
 * lists of what is still open (deposits waiting to be collected) leave it open.
 */
export function dateRangeFor<Q extends { dari?: string | undefined }>(
  auth: AuthContext,
  query: Q,
  options: { fromToday: boolean },
): Q {
  if (mayOpenPreviousDate(auth.level, auth.modules)) return query;
  if (query.dari !== undefined && query.dari < auth.tglSystem) throw forbidden(PREVIOUS_DATE_TEXT);
  return options.fromToday ? { ...query, dari: query.dari ?? auth.tglSystem } : query;
}
