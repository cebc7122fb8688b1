import { INDONESIAN_MONTHS } from '@toko/shared';

const EMPTY = '-';

/**
 * A moment (ISO timestamp) as staff read it, 'dd MMMM yyyy HH:mm' with Indonesian
 * month names: '2026-03-05T07:04:00Z' -> '05 Maret 2026 14:04' in Asia/Jakarta.
 * Without a time zone the browser's own is used (the shop's machines run on it).
 */
export function formatWaktu(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return EMPTY;
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  const month = INDONESIAN_MONTHS[Number(parts.month) - 1];
  return `${parts.day} ${month} ${parts.year} ${parts.hour}:${parts.minute}`;
}
