import { INDONESIAN_MONTHS, todayInTimeZone } from '@toko/shared';
import { getSession } from './storage';

const EMPTY = '-';

/**
 * Every moment the app shows (a table cell, a slip, a CSV or PDF export) is read on the
 * SHOP's clock, the zone of Setting Toko that the session carries: the server stamps
 * moments in UTC, and the browser may run on any zone (a laptop left on UTC showed the
 * cash book 7 hours behind the receipts). Without an explicit zone the signed-in shop's
 * is used, so a screen cannot forget it; only signed out does the browser's own apply.
 */
function shopZone(timeZone: string | undefined): string | undefined {
  return timeZone ?? getSession()?.timeZone;
}

function partsOf(iso: string, timeZone: string | undefined): Record<string, string> | undefined {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return undefined;
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: shopZone(timeZone),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
}

/**
 * A moment as staff read it, 'd MMMM yyyy HH:mm' with Indonesian month names, the day as every
 * date of the app writes it (formatTanggal: no leading zero):
 * '2026-03-05T07:04:00Z' -> '5 Maret 2026 14:04' in Asia/Jakarta.
 */
export function formatWaktu(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return EMPTY;
  const parts = partsOf(iso, timeZone);
  if (!parts) return iso;
  const month = INDONESIAN_MONTHS[Number(parts.month) - 1];
  return `${Number(parts.day)} ${month} ${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The clock time of a moment, 'HH:mm': '2026-03-05T07:04:00Z' -> '14:04' in Asia/Jakarta. */
export function formatJam(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return EMPTY;
  const parts = partsOf(iso, timeZone);
  return parts ? `${parts.hour}:${parts.minute}` : iso;
}

/** A moment where a date column sorts as text, 'yyyy-MM-dd HH:mm' (history tables, exports). */
export function formatWaktuRingkas(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return EMPTY;
  const parts = partsOf(iso, timeZone);
  return parts ? `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}` : iso;
}

/** Today's date, yyyy-MM-dd, on the shop's clock ('Hari Ini' of the date inputs): not the browser's. */
export function shopToday(now: Date = new Date(), timeZone?: string): string {
  return todayInTimeZone(now, shopZone(timeZone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * The signed-in shop's business date (tgl_system): the day its documents are written on,
 * which stays behind the calendar until the day is closed. Undefined signed out.
 */
export function businessDate(): string | undefined {
  return getSession()?.user.tgl_system;
}
