import {
  badRequest,
  fieldSchema,
  type ImportType,
  type MasterResource,
  masterResource,
  masterTextCase,
  milligramsToGrams,
} from '@toko/shared';
import { sql } from 'drizzle-orm';
import { masterTableName } from '../../db/schema/index.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import { booleanOf, choiceOf, codeOf, integerOf, milligramsOf, percentOf, textOf } from './import-fields.ts';
import {
  countUpsert,
  type ImportHandler,
  refuseDuplicateKeys,
  refuseFirstRow,
  stagedRows,
} from './import-handler.ts';

const T = SERVER_TEXTS.dataImport;

type Row = Readonly<Record<string, unknown>>;

/** One column of a master file (SPEC §3 "Import shapes by type"), read by its SPEC §5 rule. */
interface MasterColumn {
  name: string;
  read: (row: Row) => unknown;
}

interface MasterImport {
  type: ImportType;
  /** The master catalogue's key: its table is the one the Master screens list. */
  resource: string;
  columns: readonly MasterColumn[];
  /** A column naming another master of the shop, refused when that master has no such code. */
  ref?: { column: string; resource: string; label: string };
}

const code = (name: string, maxLength = 20): MasterColumn => ({
  name,
  read: (row) => codeOf(row, name, maxLength),
});
const text = (name: string, maxLength = 100): MasterColumn => ({
  name,
  read: (row) => textOf(row, name, maxLength),
});
const rupiah = (name: string): MasterColumn => ({ name, read: (row) => integerOf(row, name) });
const grams = (name: string): MasterColumn => ({ name, read: (row) => milligramsOf(row, name) });
const aktif: MasterColumn = { name: 'status_aktif', read: (row) => booleanOf(row, 'status_aktif', true) };

/**
 * The five master types. Each upserts by the master's code within the shop (decision
 * 024): a new code is inserted, a known one updated with the file's values, a row
 * equal to what is stored left alone; nothing is deleted, since stock and documents
 * reference the codes (the spec's "truncate" paths are the old system's names).
 * Columns the file does not carry (a group's kadar, a jenis's berlian flag) keep their
 * stored value, or the master's default on insert.
 */
export const MASTER_IMPORTS: readonly MasterImport[] = [
  { type: 'master_sales', resource: 'sales', columns: [code('kode_sales'), text('nama_sales'), aktif] },
  {
    type: 'master_group',
    resource: 'group',
    columns: [
      code('kode_group'),
      text('nama_group'),
      { name: 'jenis_group', read: (row) => choiceOf(row, 'jenis_group', ['EMAS', 'NON EMAS'], 'EMAS') },
      rupiah('harga'),
      rupiah('harga_modal'),
      // SPEC §9: a group's persentase defaults to 0 on import.
      { name: 'persentase', read: (row) => percentOf(row, 'persentase') },
      aktif,
    ],
  },
  {
    type: 'master_jenis',
    resource: 'jenis',
    columns: [code('kode_dept'), text('nama_dept'), code('kode_group'), aktif],
    ref: { column: 'kode_group', resource: 'group', label: 'Group' },
  },
  { type: 'master_gudang', resource: 'gudang', columns: [code('kode_gudang'), text('nama_gudang'), aktif] },
  {
    type: 'master_baki',
    resource: 'baki',
    columns: [
      code('kode_baki'),
      text('nama_baki'),
      code('kode_gudang'),
      grams('berat_bandrol'),
      grams('berat_baki'),
      aktif,
    ],
    ref: { column: 'kode_gudang', resource: 'gudang', label: 'Gudang' },
  },
];

/**
 * Each column the master's own screen has, checked by that screen's rule (`fieldSchema`, what
 * `POST {master}` validates with) on the value as the screen would send it — a weight back in
 * grams. An import then stores nothing the screen refuses: a line break in `nama_baki`, a code
 * the screen's pattern does not allow, a weight beyond its bound. Throws naming the column.
 */
function checkByScreenRules(entry: MasterResource, row: Readonly<Record<string, unknown>>): void {
  for (const field of entry.fields) {
    if (!(field.name in row)) continue;
    const value = row[field.name];
    const asSent = field.kind === 'grams' && typeof value === 'number' ? milligramsToGrams(value) : value;
    const checked = fieldSchema(field).safeParse(asSent);
    if (!checked.success) {
      throw badRequest(T.tidakSesuaiMaster(field.name, checked.error.issues[0]?.message ?? field.label));
    }
  }
}

export function masterImportHandler(spec: MasterImport): ImportHandler {
  const entry = masterResource(spec.resource);
  const table = sql.identifier(masterTableName(entry));
  const codeField = entry.codeField;
  const names = spec.columns.map((column) => column.name);
  const cols = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const fromRecord = sql.join(
    names.map((name) => sql`r.${sql.identifier(name)}`),
    sql`, `,
  );
  const updates = sql.join(
    names
      .filter((name) => name !== codeField)
      .map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
    sql`, `,
  );
  const stored = sql.join(
    names.filter((name) => name !== codeField).map((name) => sql`${table}.${sql.identifier(name)}`),
    sql`, `,
  );
  const incoming = sql.join(
    names.filter((name) => name !== codeField).map((name) => sql`excluded.${sql.identifier(name)}`),
    sql`, `,
  );

  return {
    type: spec.type,
    checkRow(record) {
      const row: Record<string, unknown> = {};
      for (const column of spec.columns) {
        const value = column.read(record);
        const field = entry.fields.find((candidate) => candidate.name === column.name);
        row[column.name] =
          typeof value === 'string' && field && (field.kind === 'text' || field.kind === 'code')
            ? masterTextCase(field, value)
            : value;
      }
      checkByScreenRules(entry, row);
      return row;
    },
    async apply(tx, job) {
      await refuseDuplicateKeys(tx, job, sql`s.data->>${codeField}`, (data) => String(data[codeField]));
      if (spec.ref) {
        const { column, label } = spec.ref;
        const target = masterResource(spec.ref.resource);
        await refuseFirstRow(
          tx,
          job,
          sql`not exists (select 1 from ${sql.identifier(masterTableName(target))} m
                where m.kode_toko = ${job.kodeToko} and m.${sql.identifier(target.codeField)} = s.data->>${column})`,
          (data) => T.tidakTerdaftar(label, String(data[column])),
        );
      }
      return countUpsert(
        tx,
        sql`insert into ${table} (kode_toko, ${cols}, created_by, updated_by)
            select ${job.kodeToko}, ${fromRecord}, ${job.userId}, ${job.userId}
            from ${stagedRows(job)} cross join lateral jsonb_populate_record(null::${table}, s.data) r
            order by s.baris
            on conflict (kode_toko, ${sql.identifier(codeField)}) do update
              set ${updates}, updated_at = now(), updated_by = excluded.updated_by
              where (${stored}) is distinct from (${incoming})
            returning (xmax = 0) as baru`,
      );
    },
  };
}
