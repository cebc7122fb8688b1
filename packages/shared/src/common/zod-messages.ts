import { z } from 'zod';
import { TEXTS } from '../texts/texts.ts';

/** `nama_customer` -> `Nama Customer`: the field a message is about, from the issue's path. */
function labelOf(path: readonly PropertyKey[] | undefined): string | null {
  const key = [...(path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return null;
  return key
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

/**
 * What a broken rule says when its schema names no message of its own: Indonesian,
 * naming the field, instead of zod's English ("Too big: expected string to have
 * <=40 characters"). Schemas keep their own wording wherever the spec gives one.
 */
export function indonesianZodMessage(issue: Issue): string {
  const label = labelOf(issue.path);
  if (!label) return TEXTS.invalidInput;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${label} Harus Diisi` : `${label} tidak valid`;
    case 'too_big':
      if (issue.origin === 'string') return `${label} maksimal ${issue.maximum} karakter`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${label} maksimal ${issue.maximum} item`;
      return `${label} terlalu besar`;
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        if (Number(issue.minimum) <= 1) return `${label} Harus Diisi`;
        return `${label} minimal ${issue.minimum} ${issue.origin === 'string' ? 'karakter' : 'item'}`;
      }
      return Number(issue.minimum) === 0 ? `${label} tidak boleh negatif` : `${label} terlalu kecil`;
    case 'unrecognized_keys':
      return TEXTS.invalidInput;
    default:
      return `${label} tidak valid`;
  }
}

// Once for the whole process (server and browser alike): zod keeps its settings globally.
z.config({ localeError: indonesianZodMessage });
