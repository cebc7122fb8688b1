import {
  type MasterField,
  type MasterRecord,
  type MasterResource,
  masterRecordProblem,
  masterResource,
  masterWriteSchema,
} from '@toko/shared';
import { isFieldShown } from './master-field-visibility';

/** What the form holds: numbers as typed text, switches as booleans, choices as codes. */
export type MasterFormValues = Record<string, unknown>;

/** The input a field gets on the form, by its kind. */
export type MasterInput =
  | { type: 'upper-case' }
  | { type: 'text' }
  | { type: 'numeric'; mode: 'digits' | 'decimal'; maxDecimals?: number; prefix?: string; suffix?: string }
  | { type: 'switch' }
  | { type: 'select'; options: readonly string[] }
  | { type: 'ref'; master: MasterResource }
  | { type: 'date' };

export function masterInputOf(field: MasterField): MasterInput {
  switch (field.kind) {
    case 'code':
      return { type: 'upper-case' };
    case 'text':
      return field.keepCase ? { type: 'text' } : { type: 'upper-case' };
    case 'integer':
      return { type: 'numeric', mode: 'digits' };
    case 'rupiah':
      return { type: 'numeric', mode: 'digits', prefix: 'Rp' };
    case 'grams':
      return { type: 'numeric', mode: 'decimal', maxDecimals: 3, suffix: 'gr' };
    case 'percent':
      return { type: 'numeric', mode: 'decimal', maxDecimals: 3, suffix: '%' };
    case 'boolean':
      return { type: 'switch' };
    case 'enum':
      return { type: 'select', options: field.options ?? [] };
    case 'ref':
      return { type: 'ref', master: masterResource(field.ref ?? '') };
    case 'date':
      return { type: 'date' };
  }
}

const isNumeric = (field: MasterField) =>
  field.kind === 'integer' || field.kind === 'rupiah' || field.kind === 'grams' || field.kind === 'percent';

/** The form's starting values: the record being edited, or the catalogue's defaults for a new one. */
export function initialFormValues(entry: MasterResource, record?: MasterRecord): MasterFormValues {
  const values: MasterFormValues = {};
  for (const field of entry.fields) {
    const value = record ? record[field.name] : field.defaultValue;
    if (field.kind === 'boolean') values[field.name] = Boolean(value ?? false);
    else if (field.kind === 'enum' || field.kind === 'ref' || field.kind === 'date')
      values[field.name] = value ?? undefined;
    else values[field.name] = value === null || value === undefined ? '' : String(value);
  }
  if (entry.hasStatus) values.status_aktif = record ? record.status_aktif !== false : true;
  return values;
}

/**
 * The form's values as the write schema reads them. Fields that do not apply to the
 * chosen type go as their defaults, so switching type leaves no stale amount behind;
 * an empty chooser goes as '' so the server clears it (undefined would keep the old one).
 */
export function writeInput(entry: MasterResource, values: MasterFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of entry.fields) {
    const shown = isFieldShown(entry, field.name, values);
    const value = shown ? values[field.name] : field.defaultValue;
    if (field.kind === 'ref') input[field.name] = value ?? '';
    // An empty number goes as missing: the schema then applies the default or asks for it
    // ('' would fail an optional number with 'Harus Diisi').
    else if (isNumeric(field)) input[field.name] = value === '' ? undefined : (value ?? undefined);
    else if (field.kind === 'text' || field.kind === 'code')
      input[field.name] = value ?? (shown ? '' : undefined);
    else input[field.name] = value ?? undefined;
  }
  if (entry.hasStatus) input.status_aktif = values.status_aktif !== false;
  return input;
}

const schemas = new WeakMap<MasterResource, ReturnType<typeof masterWriteSchema>>();

/** Built once per master: fields are checked on every keystroke. */
function writeSchemaOf(entry: MasterResource) {
  let schema = schemas.get(entry);
  if (!schema) {
    schema = masterWriteSchema(entry);
    schemas.set(entry, schema);
  }
  return schema;
}

/** The message of one field under the write schema's rule, as the server would answer it. */
export function fieldProblem(
  entry: MasterResource,
  fieldName: string,
  values: MasterFormValues,
): string | undefined {
  const schema = writeSchemaOf(entry).shape[fieldName];
  if (!schema) return undefined;
  const result = schema.safeParse(writeInput(entry, values)[fieldName]);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export type MasterFormCheck =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; fieldErrors: Record<string, string>; problem?: string };

/**
 * The whole form under the same rules as the server: the write schema field by field
 * (its first message per field), then the master's cross-field rule. On success the
 * body is what the schema produced (numbers, upper-cased codes), ready to send.
 */
export function checkMasterForm(entry: MasterResource, values: MasterFormValues): MasterFormCheck {
  const result = writeSchemaOf(entry).safeParse(writeInput(entry, values));
  if (!result.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '');
      fieldErrors[name] ??= issue.message;
    }
    return { ok: false, fieldErrors };
  }
  const problem = masterRecordProblem(entry, result.data);
  return problem ? { ok: false, fieldErrors: {}, problem } : { ok: true, body: result.data };
}
