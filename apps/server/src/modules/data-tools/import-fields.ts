import { badRequest, gramsToMilligrams, isAcceptedDate } from '@toko/shared';
import { SERVER_TEXTS } from '../../texts.ts';

/**
 * Reading one cell of an imported row the way SPEC §5 says: a missing or empty text is
 * '-', a missing or empty number 0. Each reader names the field (as the file's header does)
 * when the cell cannot be what the field is. Indonesian Excel writes `;` files with a
 * decimal comma: a weight or percent with one comma and no dot reads the comma as the point.
 */
const T = SERVER_TEXTS.dataImport;

type Row = Readonly<Record<string, unknown>>;

const raw = (row: Row, field: string): string => {
  const value = row[field];
  if (value === undefined || value === null) return '';
  return String(value).trim();
};

const decimalComma = (text: string) => (/^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text);

/** Text, '-' when missing; refused when longer than the column. */
export function textOf(row: Row, field: string, maxLength: number): string {
  const text = raw(row, field);
  if (text === '') return '-';
  if (text.length > maxLength) throw badRequest(T.terlaluPanjang(field, maxLength));
  return text;
}

/** A key (a code the row is found by): never defaulted, since '-' would be one shared key. */
export function codeOf(row: Row, field: string, maxLength = 20): string {
  const text = raw(row, field).toUpperCase();
  if (text === '' || text === '-') throw badRequest(T.harusDiisi(field));
  if (text.length > maxLength) throw badRequest(T.terlaluPanjang(field, maxLength));
  return text;
}

/** Whole rupiah or a count: digits (a trailing ".00" or ",00" of a spreadsheet allowed), 0 when missing. */
export function integerOf(row: Row, field: string): number {
  const text = raw(row, field);
  if (text === '' || text === '-') return 0;
  const match = /^(\d+)(?:[.,]0+)?$/.exec(text);
  const value = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw badRequest(T.bukanAngka(field));
  return value;
}

/** Grams with up to 3 decimals to milligrams, 0 when missing. */
export function milligramsOf(row: Row, field: string, options: { signed?: boolean } = {}): number {
  const text = decimalComma(raw(row, field));
  if (text === '' || text === '-') return 0;
  try {
    const value = gramsToMilligrams(text);
    if ((value < 0 && !options.signed) || !Number.isSafeInteger(value)) throw new RangeError(text);
    return value;
  } catch {
    throw badRequest(T.bukanBerat(field));
  }
}

/** A percent 0..100 with up to 3 decimals, as the text a numeric column takes; 0 when missing. */
export function percentOf(row: Row, field: string): string {
  const text = decimalComma(raw(row, field));
  if (text === '' || text === '-') return '0';
  if (!/^\d{1,3}(?:\.\d{1,3})?$/.test(text) || Number(text) > 100) throw badRequest(T.bukanPersen(field));
  return text;
}

/** yyyy-MM-dd (a timestamp's date part accepted, as exports write `2024-03-01 00:00:00`). */
export function dateOf(row: Row, field: string): string {
  const text = raw(row, field).slice(0, 10);
  if (!isAcceptedDate(text)) throw badRequest(T.bukanTanggal(field));
  return text;
}

const TRUE = new Set(['TRUE', '1', 'Y', 'YA', 'AKTIF', 'T']);
const FALSE = new Set(['FALSE', '0', 'N', 'TIDAK', 'TIDAK AKTIF', 'NONAKTIF', 'F']);

/** A flag; `missing` when the cell is empty (status_aktif: an imported master is active unless the file says not). */
export function booleanOf(row: Row, field: string, missing: boolean): boolean {
  const text = raw(row, field).toUpperCase();
  if (text === '' || text === '-') return missing;
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  throw badRequest(T.bukanBoolean(field));
}

/** One of a fixed list (upper-cased); `missing` when the cell is empty. */
export function choiceOf<C extends string>(row: Row, field: string, choices: readonly C[], missing: C): C {
  const text = raw(row, field).toUpperCase();
  if (text === '' || text === '-') return missing;
  const found = choices.find((choice) => choice === text);
  if (!found) throw badRequest(T.bukanPilihan(field, choices));
  return found;
}
