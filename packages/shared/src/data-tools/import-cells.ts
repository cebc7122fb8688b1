import { z } from 'zod';
import { badRequest } from '../common/app-error.ts';
import { isAcceptedDate } from '../common/dates.ts';
import { gramsToMilligrams, milligramsToGrams } from '../common/weight.ts';
import { STATUS_VALID } from '../sales/penjualan.schemas.ts';

/**
 * How one cell of an import file (SPEC §5) becomes a column's value: text defaults to '-',
 * numbers to 0, and anything the column could not hold back exactly is refused naming the
 * field. Shared by the document types (penjualan, pembelian) so a cell reads the same in both.
 */

/** What SPEC §5 puts in a text cell the file leaves empty; the old system's "none". */
export const IMPORT_KOSONG = '-';

/** Largest weight an `integer` column holds, in milligrams. */
const MAX_MILLIGRAMS = 2_147_483_647;

/** Spreadsheets number the header row 1, so the first line of data is row 2. */
export const importBaris = (index: number) => index + 2;

/** A refusal naming the file's row of the line at `index`. */
export function importBarisError(index: number, message: string) {
  return badRequest(`Baris ${importBaris(index)}: ${message}`);
}

/**
 * Columns that mean "none" by null (references to a member, a deposit, an order) or by ''
 * (their default) store the file's '-' that way, so imported rows read like rows made here.
 * Lossless because a parsed line never holds '' or null: an empty cell is already '-'.
 */
export const orNull = (value: string) => (value === IMPORT_KOSONG ? null : value);
export const orEmpty = (value: string) => (value === IMPORT_KOSONG ? '' : value);

/** Every field reports its own Indonesian text; any other issue is a row that is not a record. */
function lineRefusal(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.code === 'custom' ? issue.message : 'isi baris tidak valid';
}

/** One line of a document file by its type's schema; a bad field throws its reason (the caller names the row). */
export function parseImportLine<S extends z.ZodType>(schema: S, record: unknown): z.output<S> {
  const parsed = schema.safeParse(record);
  if (!parsed.success) throw badRequest(lineRefusal(parsed.error));
  return parsed.data;
}

/** The lines of a document file; the first bad line refuses the file, naming the row and the field. */
export function parseImportLines<S extends z.ZodType>(schema: S, records: readonly unknown[]): z.output<S>[] {
  return records.map((record, index) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) throw importBarisError(index, lineRefusal(parsed.error));
    return parsed.data;
  });
}

/**
 * A document file's rows in memory: one header per no_faktur_group (in the order the file
 * first names it) that `add` grows by each of its lines, one detail per line. Refuses,
 * naming the row, a line number given twice and a visit whose lines disagree on one of
 * `visitFields` (the header keeps one value per visit). The server applies the same rules
 * in SQL over its staging, for files of any size.
 */
export function groupImportVisits<L extends { no_faktur_group: string }, H, D>(
  lines: readonly L[],
  rule: {
    /** The line's own number (no_faktur_jual, no_faktur_beli). */
    lineNo: keyof L & string;
    visitFields: readonly (keyof L & string)[];
    header: (line: L) => H;
    detail: (line: L) => D;
    add: (header: H, line: L) => void;
  },
): { headers: H[]; details: D[] } {
  const visits = new Map<string, { header: H; first: number }>();
  const lineAt = new Map<unknown, number>();
  const details: D[] = [];
  lines.forEach((line, index) => {
    const no = line[rule.lineNo];
    const seen = lineAt.get(no);
    if (seen !== undefined) {
      throw importBarisError(index, `${rule.lineNo} ${String(no)} sudah ada di baris ${importBaris(seen)}`);
    }
    lineAt.set(no, index);

    let visit = visits.get(line.no_faktur_group);
    if (visit) {
      const firstLine = lines[visit.first] as L;
      for (const field of rule.visitFields) {
        if (line[field] !== firstLine[field]) {
          throw importBarisError(
            index,
            `${field} "${String(line[field])}" berbeda dengan "${String(firstLine[field])}" di baris ${importBaris(visit.first)}; ` +
              `satu no_faktur_group ${line.no_faktur_group} harus sama di semua barisnya`,
          );
        }
      }
    } else {
      visit = { header: rule.header(line), first: index };
      visits.set(line.no_faktur_group, visit);
    }
    rule.add(visit.header, line);
    details.push(rule.detail(line));
  });
  return { headers: [...visits.values()].map((visit) => visit.header), details };
}

// PostgreSQL would store a lone surrogate as U+FFFD: a silent loss.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** PostgreSQL refuses NUL in text; the rest would not come back as written. */
const unstorable = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/** PostgreSQL's varchar(n) counts characters, not UTF-16 units. */
const characters = (value: string) => [...value].length;

export function cellText(value: unknown): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Text as the column can hold it; '' when missing (the caller decides what missing means). */
function checkedText(value: unknown, field: string, max: number | undefined, ctx: z.RefinementCtx) {
  const text = cellText(value);
  if (text === undefined) {
    ctx.addIssue({ code: 'custom', message: `${field} harus berupa teks` });
    return z.NEVER;
  }
  const trimmed = text.trim();
  if (unstorable(trimmed)) {
    ctx.addIssue({ code: 'custom', message: `${field} berisi karakter yang tidak dapat disimpan` });
    return z.NEVER;
  }
  if (max !== undefined && characters(trimmed) > max) {
    ctx.addIssue({ code: 'custom', message: `${field} maksimal ${max} karakter` });
    return z.NEVER;
  }
  return trimmed;
}

/** Optional text: missing becomes '-' (SPEC §5). `max` is the column's length; none for `text`. */
export const teks = (field: string, max?: number) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const text = checkedText(value, field, max, ctx);
      return text === '' ? IMPORT_KOSONG : text;
    });

/** A key without which the line has no row to go to; '-' is the old system's "none", so it counts as missing. */
export const wajib = (field: string, max: number) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const text = checkedText(value, field, max, ctx);
      if (text === '' || text === IMPORT_KOSONG) {
        ctx.addIssue({ code: 'custom', message: `${field} harus diisi` });
        return z.NEVER;
      }
      return text;
    });

/**
 * Whole rupiah, missing = 0. Text must be plain digits: "5.003.500" (Indonesian grouping)
 * and "5003500.00" look alike to a parser, so neither is guessed at.
 */
export const rupiah = (field: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return 0;
      const text = typeof value === 'string' ? value.trim() : undefined;
      const amount =
        typeof value === 'number' ? value : text !== undefined && /^-?\d+$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(amount)) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} harus rupiah bulat tanpa titik atau koma (contoh 5003500)`,
        });
        return z.NEVER;
      }
      if (amount < 0) {
        ctx.addIssue({ code: 'custom', message: `${field} tidak boleh negatif` });
        return z.NEVER;
      }
      // "-0" is 0 to the column; -0 would not compare equal on the way back.
      return amount === 0 ? 0 : amount;
    });

/** Grams with at most 3 decimals (the scale's resolution), missing = 0; normalised through milligrams. */
export const gram = (field: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return 0;
      let milligrams: number;
      try {
        if (typeof value !== 'string' && typeof value !== 'number') throw new RangeError();
        // Indonesian Excel writes 3,270 for 3.270 g (the `;` files); a lone comma between
        // digits is that decimal point, as the other import types read it. Rupiah stay
        // digits only: there a comma or point is grouping as often as a decimal.
        const text =
          typeof value === 'string' && /^-?\d+,\d+$/.test(value.trim())
            ? value.trim().replace(',', '.')
            : value;
        milligrams = gramsToMilligrams(text);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: `${field} harus berat dalam gram dengan paling banyak 3 angka di belakang titik`,
        });
        return z.NEVER;
      }
      if (milligrams < 0) {
        ctx.addIssue({ code: 'custom', message: `${field} tidak boleh negatif` });
        return z.NEVER;
      }
      if (milligrams > MAX_MILLIGRAMS) {
        ctx.addIssue({ code: 'custom', message: `${field} terlalu besar` });
        return z.NEVER;
      }
      return milligrams === 0 ? 0 : milligramsToGrams(milligrams);
    });

/** SPEC §9: barcodes are digits padded to 8. */
export const barcode = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const text = cellText(value)?.trim();
    if (text === undefined || !/^\d{1,8}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'kode_barcode harus 1 sampai 8 angka' });
      return z.NEVER;
    }
    return text.padStart(8, '0');
  });

export const tanggal = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const text = cellText(value)?.trim();
    if (text === undefined || !isAcceptedDate(text)) {
      ctx.addIssue({ code: 'custom', message: 'tgl_system harus tanggal yyyy-MM-dd' });
      return z.NEVER;
    }
    return text;
  });

/**
 * The column only holds OPEN or DONE, so SPEC §5's '-' cannot stand in for a missing value:
 * missing means DONE, as the shop variant of SPEC §4 forces, because an imported sale or buyback is
 * history that already took effect in the old system.
 */
export const statusValid = z
  .unknown()
  .optional()
  .transform((value, ctx): (typeof STATUS_VALID)[number] => {
    if (isBlank(value)) return 'DONE';
    const text = cellText(value)?.trim().toUpperCase();
    const status = STATUS_VALID.find((candidate) => candidate === text);
    if (!status) {
      ctx.addIssue({ code: 'custom', message: 'status_valid harus OPEN atau DONE' });
      return z.NEVER;
    }
    return status;
  });
