import { clockInTimeZone } from '@toko/shared';

/** The time of day on a receipt, on the shop's own clock (its time zone, not the server's). */
export function jamToko(timeZone: string, now: Date): string {
  return clockInTimeZone(now, timeZone);
}
