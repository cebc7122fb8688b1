/**
 * Keystroke filters of the numeric inputs (SPEC §5): what a field may hold while the
 * user types. They keep text, never parse it, so "3." stays "3." until the next digit.
 */

/** Digits only: barcodes, phone numbers, counts. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Digits and one decimal dot: weights and amounts. Only the first dot is kept, so a
 * slip of the finger ("3.2.7") cannot produce a number the server rejects.
 */
export function onlyDigitsAndDots(text: string): string {
  return keepFirstDot(text.replace(/[^\d.]/g, ''));
}

/** Karat text such as "24K" or "17.5": digits, one dot and K (a typed "k" counts). */
export function onlyDigitsDotsAndK(text: string): string {
  return keepFirstDot(text.toUpperCase().replace(/[^\d.K]/g, ''));
}

/** Cuts the decimals after `maxDecimals` digits ("3.2705", 3 -> "3.270"). */
export function limitDecimals(text: string, maxDecimals: number): string {
  const dot = text.indexOf('.');
  if (dot === -1) return text;
  return maxDecimals <= 0 ? text.slice(0, dot) : text.slice(0, dot + 1 + maxDecimals);
}

function keepFirstDot(text: string): string {
  const first = text.indexOf('.');
  if (first === -1) return text;
  return text.slice(0, first + 1) + text.slice(first + 1).replaceAll('.', '');
}
