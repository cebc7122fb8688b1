/**
 * Weights live as integer milligrams inside the system and travel as grams with
 * three decimals (the scale's resolution) in the API and on screen.
 */
export const MILLIGRAMS_PER_GRAM = 1000;

/** Grams (number or text such as "3.270") to integer milligrams; rejects more than 3 decimals. */
export function gramsToMilligrams(grams: number | string): number {
  const text = typeof grams === 'number' ? grams.toString() : grams.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) {
    // Numbers such as 1e-7 or 3.2700000001 are not valid weights.
    throw new RangeError(`Berat tidak valid: ${text}`);
  }
  const [, sign, whole, fraction = ''] = match;
  const milligrams = Number(whole) * MILLIGRAMS_PER_GRAM + Number(fraction.padEnd(3, '0'));
  return sign === '-' ? -milligrams : milligrams;
}

/** Integer milligrams to grams as a number with at most 3 decimals. */
export function milligramsToGrams(milligrams: number): number {
  if (!Number.isSafeInteger(milligrams)) throw new RangeError('Berat harus dalam miligram bulat');
  return milligrams / MILLIGRAMS_PER_GRAM;
}

/** Integer milligrams to the fixed text "1,234.567" used in displays. */
export function formatGrams(milligrams: number): string {
  const negative = milligrams < 0;
  const abs = Math.abs(milligrams);
  const whole = Math.floor(abs / MILLIGRAMS_PER_GRAM);
  const fraction = String(abs % MILLIGRAMS_PER_GRAM).padStart(3, '0');
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}
