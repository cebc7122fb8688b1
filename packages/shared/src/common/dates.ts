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

/**
 * The years a date we are sent may carry (decision 032). PostgreSQL has no year 0000
 * (JavaScript has: "0000-01-01" passed `isIsoDate` and answered 500) and yyyy stops at
 * 9999; the business needs far less: no member was born before 1900 and no shop will write
 * a business date past 2999. One range for birth dates, business dates and report periods,
 * so a request is refused in Indonesian before any query sees it.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

/** A real calendar date, yyyy-MM-dd, in the years FIRST_YEAR..LAST_YEAR: the one date rule of every request. */
export function isAcceptedDate(value: string): boolean {
  if (!isIsoDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

// Building an Intl formatter costs far more than using one, and every request asks for the
// day (and every counter document for the time): one per shape and zone, kept.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(shape: 'day' | 'clock', timeZone: string): Intl.DateTimeFormat {
  const key = `${shape} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format =
      shape === 'day'
        ? // en-CA formats as yyyy-MM-dd.
          new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : new Intl.DateTimeFormat('en-GB', {
            timeZone,
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hourCycle: 'h23',
          });
    formats.set(key, format);
  }
  return format;
}

/** Calendar date of `now` in `timeZone`, as yyyy-MM-dd. */
export function todayInTimeZone(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatIn('day', timeZone).format(now);
}

/** Time of day of `now` in `timeZone`, as HH:mm:ss (the time a receipt is stamped with). */
export function clockInTimeZone(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatIn('clock', timeZone).format(now);
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
