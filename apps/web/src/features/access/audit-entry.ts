import { MASTER_RESOURCES, titleCaseWords } from '@toko/shared';

const ACTION_LABELS: Record<string, string> = {
  CREATE: 'Tambah',
  UPDATE: 'Ubah',
  DELETE: 'Hapus',
  RESET_PASSWORD: 'Reset Password',
  UPLOAD_IMAGE: 'Unggah Gambar',
  DELETE_IMAGE: 'Hapus Gambar',
};

const ENTITY_LABELS: Record<string, string> = {
  user: 'User',
  'hak-akses': 'Hak Akses',
  'para-system': 'Setting System',
  'nota-setting': 'Setting Nota',
  toko: 'Toko',
  'harga-emas': 'Harga Emas',
  ...Object.fromEntries(MASTER_RESOURCES.map((entry) => [entry.key, entry.title])),
};

/** Stored keys whose words read better written out than title-cased. */
const FIELD_LABELS: Record<string, string> = {
  time_zone: 'Zona Waktu',
  user_id: 'User ID',
  no_hp: 'No HP',
};

/** 'UPDATE' -> 'Ubah'; an area's own verb in words: 'VALIDASI_PENJUALAN' -> 'Validasi Penjualan'. */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? titleCaseWords(action);
}

/** 'para-system' -> 'Setting System', 'group' -> 'Master Group', 'penjualan' -> 'Penjualan'. */
export function auditEntityLabel(entity: string): string {
  return ENTITY_LABELS[entity] ?? titleCaseWords(entity);
}

function parse(text: string | null): { present: boolean; value: unknown } {
  if (text === null) return { present: false, value: undefined };
  try {
    return { present: true, value: JSON.parse(text) };
  } catch {
    return { present: true, value: text };
  }
}

export interface AuditChange {
  /** The field that changed; empty when the record is one value (a parameter, a list of menus). */
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

/**
 * What a change did, field by field: only the fields recorded on both sides whose
 * value differs when both sides are records, the whole value otherwise (a created record, a parameter, a
 * list of menu keys).
 */
export function auditChanges(beforeText: string | null, afterText: string | null): AuditChange[] {
  const before = parse(beforeText);
  const after = parse(afterText);
  const old = before.value;
  const now = after.value;
  if (isRecord(old) && isRecord(now)) {
    // A field recorded on one side only (the slip type kept in the path) is no change.
    return Object.keys(old)
      .filter((field) => field in now && JSON.stringify(old[field]) !== JSON.stringify(now[field]))
      .map((field) => ({ field, before: show(old[field]), after: show(now[field]) }));
  }
  if (Array.isArray(old) && Array.isArray(now)) {
    // Lists (menu keys): what came in and what went out, not two long lists to compare.
    const kept = new Set(old.map(String));
    const current = new Set(now.map(String));
    const added = [...current].filter((key) => !kept.has(key));
    const removed = [...kept].filter((key) => !current.has(key));
    return [
      ...(added.length > 0 ? [{ field: 'Ditambah', before: '-', after: show(added) }] : []),
      ...(removed.length > 0 ? [{ field: 'Dicabut', before: show(removed), after: '-' }] : []),
    ];
  }
  if (!before.present && !after.present) return [];
  if (isRecord(now) && !before.present) {
    return Object.entries(now).map(([field, value]) => ({ field, before: '-', after: show(value) }));
  }
  if (isRecord(old) && !after.present) {
    return Object.entries(old).map(([field, value]) => ({ field, before: show(value), after: '-' }));
  }
  return [{ field: '', before: show(old), after: show(now) }];
}

/** 'nama_toko' -> 'Nama Toko': the stored key as a label a shop owner reads. */
export function auditFieldLabel(field: string): string {
  if (!field) return 'Nilai';
  return FIELD_LABELS[field] ?? titleCaseWords(field);
}

export interface AuditDetailRow {
  field: string;
  before: string;
  after: string;
  /** The value differs between the two sides: the row the reader is looking for. */
  changed: boolean;
}

export interface AuditDetail {
  /** Which columns mean something: a created record has no Sebelum, a deleted one no Sesudah. */
  sides: 'both' | 'before' | 'after' | 'none';
  rows: AuditDetailRow[];
}

function rowsOf(value: unknown, side: 'before' | 'after'): AuditDetailRow[] {
  const entries: [string, unknown][] = isRecord(value) ? Object.entries(value) : [['', value]];
  return entries.map(([field, item]) => ({
    field: auditFieldLabel(field),
    before: side === 'before' ? show(item) : '-',
    after: side === 'after' ? show(item) : '-',
    changed: false,
  }));
}

/**
 * The Detail of a log entry as a table a person reads: every field of the record with
 * its value before and after, the changed ones marked. A field kept on one side only
 * (the slip type kept in the path) is shown but not marked, as it did not change.
 */
export function auditDetail(beforeText: string | null, afterText: string | null): AuditDetail {
  const before = parse(beforeText);
  const after = parse(afterText);
  if (!before.present && !after.present) return { sides: 'none', rows: [] };
  if (!before.present) return { sides: 'after', rows: rowsOf(after.value, 'after') };
  if (!after.present) return { sides: 'before', rows: rowsOf(before.value, 'before') };
  const old = before.value;
  const now = after.value;
  if (isRecord(old) && isRecord(now)) {
    const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
    return {
      sides: 'both',
      rows: fields.map((field) => ({
        field: auditFieldLabel(field),
        before: field in old ? show(old[field]) : '-',
        after: field in now ? show(now[field]) : '-',
        changed: field in old && field in now && JSON.stringify(old[field]) !== JSON.stringify(now[field]),
      })),
    };
  }
  // Lists (menu keys) and single values: what changed is all there is to show.
  return {
    sides: 'both',
    rows: auditChanges(beforeText, afterText).map((change) => ({
      ...change,
      field: auditFieldLabel(change.field),
      changed: change.before !== change.after,
    })),
  };
}
