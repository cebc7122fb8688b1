import {
  formatGrams,
  formatTanggalPanjang,
  gramsToMilligrams,
  isIsoDate,
  MILLIGRAMS_PER_GRAM,
} from '@toko/shared';

/**
 * Display helpers of the web side. The number rules live in @toko/shared so that the
 * server's exports and the screens print the same text; they are re-exported here so
 * screens have one place to import from.
 */
export { formatGrams, formatNumber, formatRupiah } from '@toko/shared';

/** What an empty cell shows. */
export const EMPTY_CELL = '-';

/**
 * "2026-11-22" (or a timestamp "2026-11-22T08:30:00Z", whose calendar date is taken
 * as written) -> "22 November 2026". Empty values show "-"; anything else is shown as
 * it came rather than as a wrong date.
 */
export function formatTanggal(value: string | null | undefined): string {
  if (!value) return EMPTY_CELL;
  const date = value.slice(0, 10);
  return isIsoDate(date) ? formatTanggalPanjang(date) : value;
}

/**
 * A weight as the API sends it (grams, number or text such as "3.27") -> "3.270".
 * Goes through integer milligrams so the display never shows float noise: a summed
 * 0.30000000000000004 g still reads "0.300".
 */
export function formatBerat(grams: number | string | null | undefined): string {
  if (grams === null || grams === undefined || grams === '') return EMPTY_CELL;
  if (typeof grams === 'number') {
    return Number.isFinite(grams) ? formatGrams(Math.round(grams * MILLIGRAMS_PER_GRAM)) : EMPTY_CELL;
  }
  try {
    return formatGrams(gramsToMilligrams(grams));
  } catch {
    return grams;
  }
}

/**
 * A weight as a form's input starts with it: "3.270" for 3.27 g, three decimals like
 * every weight on screen, without the thousands commas a typed number cannot carry.
 * Empty for no weight.
 */
export function beratInput(grams: number | string | null | undefined): string {
  const shown = formatBerat(grams);
  return shown === EMPTY_CELL ? '' : shown.replaceAll(',', '');
}
