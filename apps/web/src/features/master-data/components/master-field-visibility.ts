import type { MasterField, MasterResource } from '@toko/shared';

interface ShownWhen {
  /** The choosing field (an enum) ... */
  field: string;
  /** ... and the choices under which this field means something. */
  is: readonly string[];
  /** The master's own rule (masterRecordProblem) asks for it under those choices: mark it. */
  required?: boolean;
}

/**
 * Fields that only apply to one type of record: a condition takes either a percent or
 * rupiah per gram off, a point rule counts either weight or spending. The form offers
 * only what fits the chosen type and sends the rest as their defaults; the table shows
 * them as '-'.
 */
const SHOWN_WHEN: Readonly<Record<string, Readonly<Record<string, ShownWhen>>>> = {
  'kondisi-pembelian': {
    persentase: { field: 'type_kondisi', is: ['PERSENTASE'], required: true },
    rupiah_per_gram: { field: 'type_kondisi', is: ['RP'], required: true },
  },
  'parameter-point': {
    kode_group: { field: 'tipe_poin', is: ['BERAT'], required: true },
    berat_min: { field: 'tipe_poin', is: ['BERAT'] },
    berat_max: { field: 'tipe_poin', is: ['BERAT'], required: true },
    kelipatan_rp: { field: 'tipe_poin', is: ['RUPIAH'], required: true },
  },
};

/** Whether the field applies to a record with these values. */
export function isFieldShown(
  entry: MasterResource,
  fieldName: string,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const rule = SHOWN_WHEN[entry.key]?.[fieldName];
  return !rule || rule.is.includes(String(values[rule.field] ?? ''));
}

/** Whether the form marks the field as one to fill: by its own rule or by the master's rule for its type. */
export function isFieldRequired(entry: MasterResource, field: MasterField): boolean {
  return Boolean(field.required || SHOWN_WHEN[entry.key]?.[field.name]?.required);
}
