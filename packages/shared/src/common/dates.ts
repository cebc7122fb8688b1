/**
 * Business dates (tgl_system) are plain calendar dates "yyyy-MM-dd", never
 * timestamps: a shop's day is the day it has not yet closed, whatever the clock says.
 */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// Building an Intl formatter costs far more than using one; every request asks for today.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Calendar date of `now` in `timeZone`, as yyyy-MM-dd. */
export function todayInTimeZone(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as yyyy-MM-dd.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
