import { gramsToMilligrams, type MasterRecord, type MasterResource, milligramsToGrams } from '@toko/shared';
import { versionedUrl } from '../../plugins/file-store.ts';

/**
 * Between API values and columns: grams travel as numbers and are kept as
 * milligrams; percentages are kept as exact numerics (text from the driver).
 */
export function toRow(entry: MasterResource, values: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of entry.fields) {
    if (!(field.name in values)) continue;
    const value = values[field.name];
    if (value === undefined) continue;
    if (field.kind === 'grams') row[field.name] = gramsToMilligrams(Number(value).toFixed(3));
    else if (field.kind === 'percent') row[field.name] = String(value);
    else if (field.kind === 'ref' && value === '') row[field.name] = null;
    else row[field.name] = value;
  }
  if (entry.hasStatus && typeof values.status_aktif === 'boolean') row.status_aktif = values.status_aktif;
  return row;
}

export function toRecord(
  entry: MasterResource,
  row: Record<string, unknown>,
  fileUrl: (path: string) => string,
): MasterRecord {
  const record: MasterRecord = { id: Number(row.id) };
  for (const field of entry.fields) {
    const value = row[field.name];
    if (field.kind === 'grams') record[field.name] = milligramsToGrams(Number(value));
    else if (field.kind === 'percent') record[field.name] = Number(value);
    else record[field.name] = (value ?? null) as string | number | boolean | null;
  }
  if (entry.hasStatus) record.status_aktif = Boolean(row.status_aktif);
  if (entry.imageFolder) {
    // The version makes a browser fetch a replaced picture instead of its cached old one.
    record.image_url = row.image_path
      ? versionedUrl(fileUrl(String(row.image_path)), row.updated_at as Date)
      : null;
  }
  return record;
}
