import { z } from 'zod';

/** A plain decimal as a form sends it: digits, a point and digits, an optional minus. */
export const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * The one reading of a number a request carries (decision 032): a JSON number as it
 * is, or a plain decimal string ("3.1", "1500000") as the number it writes; anything else
 * ("0x10", "1e3", " 12 ", "", true, [], null) is left as it came, for the number schema to
 * refuse. `z.coerce.number` read "0x10" as 16, "1e3" as 1000, true as 1 and [] as 0: a
 * loan of `"berat":"0x10","kadar":true` was saved as 16 g at kadar 1.
 */
export function readNumber(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value;
}

/**
 * `schema` (a `z.number()` with its rules) fed by `readNumber`. Put `.optional()` or
 * `.default()` on the result, not inside: only a missing value takes the default, while an
 * empty text is refused like any other that is not a number.
 */
export function numberInput<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess<unknown, T, number | string>(readNumber, schema);
}

/** A number's message: `{label} Harus Diisi` when missing or empty, else `{label} harus berupa angka`. */
export function numberMessage(label: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === '' ? `${label} Harus Diisi` : `${label} harus berupa angka`;
}

/** A taken-in line's piece count (a pledge, a repair): a whole number from 1 to 1000, one unless said. */
export function jumlahBarangInput() {
  return numberInput(
    z
      .number({ error: numberMessage('Jumlah') })
      .int('Jumlah harus bilangan bulat')
      .min(1, 'Jumlah minimal 1')
      .max(1000, 'Jumlah terlalu besar'),
  ).default(1);
}
