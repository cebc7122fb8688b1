import { dataTools } from '../texts/data-tools.ts';

/**
 * The longest period one Delete Data call takes (decision 025): a year and a day. Longer
 * periods are deleted a year at a time, so a mistyped year cannot wipe a shop's history at
 * once, and one transaction stays a size the closing lock may wait for.
 */
export const DELETE_MAX_DAYS = 366;

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/**
 * Why a period cannot be deleted, or null: its days in order, at most DELETE_MAX_DAYS,
 * and every day closed — `tgl_to` before the shop's business date, never the open day.
 * The page asks it before sending; the server asks it again under the shop's lock.
 */
export function deletePeriodError(
  period: { tgl_from: string; tgl_to: string },
  tglSystem: string,
): string | null {
  if (period.tgl_from > period.tgl_to) return dataTools.periodeTerbalik;
  if (dayNumber(period.tgl_to) - dayNumber(period.tgl_from) + 1 > DELETE_MAX_DAYS) {
    return dataTools.periodeTerlaluPanjang(DELETE_MAX_DAYS);
  }
  if (period.tgl_to >= tglSystem) return dataTools.belumDitutup(tglSystem);
  return null;
}
