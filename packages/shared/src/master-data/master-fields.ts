import { z } from 'zod';
import { tanggalInput } from '../common/date-input.ts';
import { readNumber } from '../common/number-input.ts';
import { hasForbiddenCharacter, TEXT_NOT_ALLOWED } from '../common/plain-text.ts';

/**
 * How a master field is typed, stored and shown. The kind decides the database
 * column, the API value and the input on the form:
 * - code: upper-case key, unique per shop, read-only once saved
 * - text: free text, upper-cased on the form unless `keepCase`
 * - integer: whole number (points, stock)
 * - rupiah: whole rupiah
 * - grams: grams with up to 3 decimals in the API, milligrams in the database
 * - percent: up to 3 decimals (10, 12.5, 1.1)
 * - boolean, enum (fixed options), ref (a code of another master), date (yyyy-MM-dd)
 */
export type MasterFieldKind =
  | 'code'
  | 'text'
  | 'integer'
  | 'rupiah'
  | 'grams'
  | 'percent'
  | 'boolean'
  | 'enum'
  | 'ref'
  | 'date';

export interface MasterField {
  name: string;
  label: string;
  kind: MasterFieldKind;
  required?: boolean;
  maxLength?: number;
  /** Text kept as typed (no upper-casing): names of people, notes. */
  keepCase?: boolean;
  options?: readonly string[];
  /** For `ref`: the master whose code this field holds. */
  ref?: string;
  /** Shown as a column of the master's table. */
  inTable?: boolean;
  defaultValue?: string | number | boolean;
}

const required = (label: string) => `${label} Harus Diisi`;

function textSchema(field: MasterField, max: number) {
  const base = z
    .string({ error: required(field.label) })
    .trim()
    .refine((value) => !hasForbiddenCharacter(value), TEXT_NOT_ALLOWED);
  const limited = base.max(max, `${field.label} maksimal ${max} karakter`);
  const shaped = field.required ? limited.min(1, required(field.label)) : limited;
  return shaped.transform((value) => masterTextCase(field, value));
}

/**
 * The case a master's text is kept in: codes and names upper-cased unless the field keeps
 * what was typed (`keepCase`). The master's screen and its import both go through it, so
 * "Dewi Anggraini" from a spreadsheet is stored as the screen would store it.
 */
export function masterTextCase(field: Pick<MasterField, 'kind' | 'keepCase'>, value: string): string {
  return field.kind === 'code' || !field.keepCase ? value.toUpperCase() : value;
}

function numberSchema(field: MasterField, options: { integer: boolean; decimals?: number; max: number }) {
  const label = field.label;
  // Forms send text ("1,480,000", ""), JSON sends numbers: both end up as a number or missing;
  // the text is read by the one number rule once its thousands commas are gone.
  let schema = z
    .preprocess(
      (value) =>
        value === '' || value === null || value === undefined
          ? undefined
          : typeof value === 'string'
            ? readNumber(value.replace(/,/g, ''))
            : value,
      z.number({
        error: (issue) => (issue.input === undefined ? required(label) : `${label} harus berupa angka`),
      }),
    )
    .refine((value) => value >= 0, `${label} tidak boleh negatif`)
    .refine((value) => value <= options.max, `${label} terlalu besar`);
  if (options.integer) schema = schema.refine(Number.isInteger, `${label} harus bilangan bulat`);
  if (options.decimals !== undefined) {
    const factor = 10 ** options.decimals;
    schema = schema.refine(
      (value) => Math.abs(Math.round(value * factor) - value * factor) < 1e-6,
      `${label} maksimal ${options.decimals} angka di belakang koma`,
    );
  }
  return schema;
}

/** The zod rule of one field: the same on the form and on the server. */
export function fieldSchema(field: MasterField): z.ZodType {
  let schema: z.ZodType;
  switch (field.kind) {
    case 'code':
      schema = textSchema(field, field.maxLength ?? 20).pipe(
        z
          .string()
          .regex(/^[A-Z0-9._-]*$/, `${field.label} hanya boleh huruf, angka, titik, strip dan garis bawah`),
      );
      break;
    case 'text':
      schema = textSchema(field, field.maxLength ?? 100);
      break;
    case 'ref':
      schema = textSchema(field, 20);
      break;
    case 'integer':
      schema = numberSchema(field, { integer: true, max: 2_000_000_000 });
      break;
    case 'rupiah':
      schema = numberSchema(field, { integer: true, max: 1e15 });
      break;
    case 'grams':
      schema = numberSchema(field, { integer: false, decimals: 3, max: 1_000_000 });
      break;
    case 'percent':
      schema = numberSchema(field, { integer: false, decimals: 3, max: 100 });
      break;
    case 'boolean':
      schema = z.boolean({ error: `${field.label} harus ya atau tidak` });
      break;
    case 'enum':
      schema = z.enum(field.options as [string, ...string[]], { error: `${field.label} Harus Dipilih` });
      break;
    case 'date':
      schema = tanggalInput(`${field.label} harus berformat yyyy-MM-dd`, required(field.label));
      break;
  }
  if (field.required) return schema;
  const optional =
    field.defaultValue !== undefined
      ? schema.optional().default(field.defaultValue as never)
      : schema.optional();
  // Text and references keep '': an emptied reference must clear the stored one on update.
  if (field.kind === 'text' || field.kind === 'code' || field.kind === 'ref') return optional;
  // An emptied optional input ('' from a form, null from JSON) means "not given": take the default.
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), optional);
}
