import { z } from 'zod';

export const TEXT_NOT_ALLOWED = 'Teks mengandung karakter yang tidak diizinkan';

// NUL cannot be stored by PostgreSQL at all (a text column refuses it: the request would end
// in a 500); the other C0 controls and DEL are invisible, and break receipts, exports and
// look-ups by code. Notes and addresses typed in a text area keep tab and line breaks.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose
const ONE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether `value` holds a character no text field of ours accepts. */
export function hasForbiddenCharacter(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MULTI_LINE_FORBIDDEN : ONE_LINE_FORBIDDEN).test(value);
}

/** For secrets (passwords), kept exactly as typed: only NUL, which no column can hold, is refused. */
export function withoutNul(value: string): boolean {
  return !value.includes('\u0000');
}

/**
 * The rule every text a user types goes through: trimmed, no control characters, at
 * most `max` characters (the width of its column). Chain `.min()`, `.regex()`,
 * `.transform()` or `.default()` after it; a missing value answers `missing`, by default
 * "{label} Harus Diisi".
 */
export function plainText(
  label: string,
  max: number,
  options: { multiline?: boolean; missing?: string } = {},
) {
  const missing = options.missing ?? `${label} Harus Diisi`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : `${label} tidak valid`) })
    .trim()
    .refine((value) => !hasForbiddenCharacter(value, options), TEXT_NOT_ALLOWED)
    .max(max, `${label} maksimal ${max} karakter`);
}
