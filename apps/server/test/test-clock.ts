import { DEFAULT_TIME_ZONE } from '@toko/shared';

export const TEST_TIME_ZONE = DEFAULT_TIME_ZONE;

/**
 * The seed stamps every shop with "today"; tests run at 10:00 Jakarta time of a
 * fixed day so that date rules never depend on when the suite runs.
 */
export const TEST_TODAY = '2026-11-22';

export function testNow(): Date {
  return new Date(`${TEST_TODAY}T10:00:00+07:00`);
}
