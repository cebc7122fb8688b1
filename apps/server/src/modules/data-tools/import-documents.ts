import { badRequest } from '@toko/shared';
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Tx } from '../../db/client.ts';
import { paraSystem } from '../../db/schema/index.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import { countUpsert } from './import-handler.ts';

/**
 * Writes the staged lines of a document import (penjualan, pembelian) into the document's
 * header and line tables in the caller's transaction, set-based: the staged jsonb is read
 * once into a temporary table of the tables' own row types (`jsonb_populate_record`), every
 * cross-row rule is one query answering the first offending file row, and the rows are
 * written with one grouped `insert … on conflict` per table. No line travels through
 * JavaScript, whatever the size of the file (decision 024).
 */

/** The largest sum a `bigint` column hands back to JavaScript exactly. */
const MAX_RUPIAH = '9007199254740991';

/** SPEC §4's shop variant, a module flag of the settings screen. */
export const IMPORT_STATUS_PAKSA = 'IMPORT_STATUS_PAKSA';

export interface DocumentImportSpec {
  /** The document's word in messages: 'penjualan', 'pembelian'. */
  dokumen: string;
  header: PgTable;
  lines: PgTable;
  /** The line's own number column and file field (no_faktur_jual, no_faktur_beli). */
  lineKey: string;
  /** Header columns an import leaves to the database (timestamps, the validating user). */
  untouchedHeader: readonly string[];
  /** The visit's columns each line repeats, and the file field each comes from. */
  visitColumns: Readonly<Record<string, string>>;
  /** Header columns that are sums over the visit's lines, as expressions over the staged row `t`. */
  sums: Readonly<Record<string, SQL>>;
  /** Extra columns of the staged row besides `h` and `d`, read from the staged jsonb `s.data`. */
  extra?: SQL;
  /** What the forced-status setting puts in place of the file's statuses. */
  forced: { header: Readonly<Record<string, string>>; lines: Readonly<Record<string, string>> };
  /** Further whole-file rules over the staged rows (temporary table `t`); throw naming the row. */
  check?: (tx: Tx, staged: SQL, kodeToko: string) => Promise<void>;
  /** The dashboard's roll-up of the days touched (decision 017), through the area's service. */
  refreshDays: (tx: Tx, kodeToko: string, from: string, to: string) => Promise<void>;
}

export interface DocumentImportJob {
  kodeToko: string;
  /** The shop's business date, read by the caller under the closing's share lock. */
  tglSystem: string;
  /** The job's staged rows as a FROM item `s(baris, data)` (`stagedRows`). */
  staged: SQL;
}

type Row = Record<string, unknown>;
const firstOf = async <T extends Row>(tx: Tx, query: SQL) => (await rowsOf<T>(tx, query))[0];

const columnNames = (table: PgTable) => Object.values(getTableColumns(table)).map((column) => column.name);
const id = (name: string) => sql`${sql.identifier(name)}`;
const list = (parts: SQL[]) => sql.join(parts, sql`, `);

/** A file staged in two temporary tables: its lines (`t`) and one row per visit (`v`). */
interface StagedFile {
  spec: DocumentImportSpec;
  job: DocumentImportJob;
  t: SQL;
  v: SQL;
  lineKey: SQL;
  sumNames: string[];
}

const texts = SERVER_TEXTS.importDokumen;

export async function applyDocumentImport(
  tx: Tx,
  spec: DocumentImportSpec,
  job: DocumentImportJob,
): Promise<{ baru: number; diubah: number }> {
  const { kodeToko } = job;
  const paksa = await forcedStatuses(tx, kodeToko);
  const file = await stageLines(tx, spec, job);
  await stageVisits(tx, file);
  await refuseUnevenVisits(tx, file);
  await refuseTakenNumbers(tx, file);
  await spec.check?.(tx, sql`${file.t}`, kodeToko);

  // Days whose roll-up changes: the file's, and those a re-imported visit moves away from.
  const days = await firstOf<{ dari: string | null; sampai: string | null }>(
    tx,
    sql`select least(min((v.h).tgl_system), min(p.tgl_system))::text as dari,
               greatest(max((v.h).tgl_system), max(p.tgl_system))::text as sampai
        from ${file.v} v left join ${spec.header} p on p.no_faktur_group = v.no`,
  );
  const forced = paksa ? spec.forced : { header: {}, lines: {} };
  await upsertVisits(tx, file, forced.header);
  const dropped = await dropLinesGone(tx, file);
  const counts = await upsertLines(tx, file, forced.lines);

  if (days?.dari && days.sampai && days.dari < job.tglSystem) {
    await spec.refreshDays(tx, kodeToko, days.dari, days.sampai);
  }
  return { baru: counts.baru, diubah: counts.diubah + dropped };
}

/** Whether the shop's forced-status setting (SPEC §4) is on. */
async function forcedStatuses(tx: Tx, kodeToko: string): Promise<boolean> {
  const paksa = await firstOf<{ aktif: boolean }>(
    tx,
    sql`select lower(${paraSystem.value}) in ('true', '1') as aktif from ${paraSystem}
        where ${paraSystem.kode_toko} = ${kodeToko} and ${paraSystem.key} = ${IMPORT_STATUS_PAKSA}`,
  );
  return paksa?.aktif === true;
}

/** The file's lines in the tables' own row types; refused on a day after the business date or a line number twice. */
async function stageLines(tx: Tx, spec: DocumentImportSpec, job: DocumentImportJob): Promise<StagedFile> {
  const t = id(`import_${spec.dokumen}`);
  const lineKey = id(spec.lineKey);
  await tx.execute(sql`
    create temp table ${t} on commit drop as
    select s.baris::int as baris,
      jsonb_populate_record(null::${id(getTableName(spec.header))}, s.data->'h') as h,
      jsonb_populate_record(null::${id(getTableName(spec.lines))}, s.data->'d') as d
      ${spec.extra ? sql`, ${spec.extra}` : sql``}
    from ${job.staged}`);
  await tx.execute(sql`analyze ${t}`);

  const after = await firstOf<{ baris: number; tanggal: string }>(
    tx,
    sql`select baris, (h).tgl_system::text as tanggal from ${t}
        where (h).tgl_system > ${job.tglSystem}::date order by baris limit 1`,
  );
  if (after) throw badRequest(texts.sesudahTanggalSystem(after.baris, after.tanggal, job.tglSystem));

  const twice = await firstOf<{ baris: number; first: number; no: string }>(
    tx,
    sql`select baris, first, no from (
          select baris, (d).${lineKey} as no, min(baris) over (partition by (d).${lineKey}) as first from ${t}
        ) x where baris <> first order by baris limit 1`,
  );
  if (twice) throw badRequest(texts.nomorDobel(twice.baris, spec.lineKey, twice.no, twice.first));
  const v = id(`import_${spec.dokumen}_kunjungan`);
  return { spec, job, t, v, lineKey, sumNames: Object.keys(spec.sums) };
}

/** One row per visit: its first line (whose visit fields every other line must repeat) and its sums. */
async function stageVisits(tx: Tx, { spec, t, v, sumNames }: StagedFile): Promise<void> {
  await tx.execute(sql`
    create temp table ${v} on commit drop as
    select f.no, f.baris, f.h, ${list(sumNames.map((name) => sql`s.${id(`sum_${name}`)}`))}
    from (select distinct on ((h).no_faktur_group) (h).no_faktur_group as no, baris, h
          from ${t} order by (h).no_faktur_group, baris) f
    join (select (h).no_faktur_group as no,
            ${list(sumNames.map((name) => sql`${spec.sums[name] as SQL} as ${id(`sum_${name}`)}`))}
          from ${t} group by 1) s using (no)`);
  await tx.execute(sql`analyze ${v}`);
}

/** Refused: a line whose visit fields differ from its visit's first line, or a visit summing past what JavaScript holds. */
async function refuseUnevenVisits(tx: Tx, { spec, t, v, sumNames }: StagedFile): Promise<void> {
  const visitColumns = Object.keys(spec.visitColumns);
  const differs = await firstOf<{ baris: number; first: number; no: string; line: Row; firstLine: Row }>(
    tx,
    sql`select t.baris, v.baris as first, v.no, to_jsonb(t.h) as line, to_jsonb(v.h) as "firstLine"
        from ${t} t join ${v} v on v.no = (t.h).no_faktur_group
        where t.baris <> v.baris
          and (${list(visitColumns.map((column) => sql`(t.h).${id(column)}`))})
            is distinct from (${list(visitColumns.map((column) => sql`(v.h).${id(column)}`))})
        order by t.baris limit 1`,
  );
  if (differs) {
    const column =
      visitColumns.find((name) => differs.line[name] !== differs.firstLine[name]) ?? 'tgl_system';
    const shown = (value: unknown) => (value === null ? '-' : String(value));
    throw badRequest(
      texts.kunjunganBerbeda(
        differs.baris,
        spec.visitColumns[column] ?? column,
        shown(differs.line[column]),
        shown(differs.firstLine[column]),
        differs.first,
        differs.no,
      ),
    );
  }

  const tooBig = await firstOf<{ baris: number; no: string }>(
    tx,
    sql`select baris, no from ${v}
        where greatest(${list(sumNames.map((name) => id(`sum_${name}`)))}) > ${MAX_RUPIAH}::numeric
        order by baris limit 1`,
  );
  if (tooBig) throw badRequest(texts.jumlahTerlaluBesar(tooBig.baris, tooBig.no));
}

/** Refused: a visit number made at this shop's counter or taken by another shop, or a line number kept by another visit. */
async function refuseTakenNumbers(tx: Tx, { spec, job, t, v, lineKey }: StagedFile): Promise<void> {
  const { kodeToko } = job;
  const taken = await firstOf<{ baris: number; no: string; kode_toko: string }>(
    tx,
    sql`select v.baris, v.no, p.kode_toko from ${v} v join ${spec.header} p on p.no_faktur_group = v.no
        where p.kode_toko <> ${kodeToko} or p.idempotency_key <> 'import:' || p.no_faktur_group
        order by v.baris limit 1`,
  );
  if (taken) {
    throw badRequest(
      taken.kode_toko === kodeToko
        ? texts.buatanKasir(taken.baris, spec.dokumen, taken.no)
        : texts.tokoLain(taken.baris, spec.dokumen, taken.no, taken.kode_toko),
    );
  }
  // A line number kept by another visit (its own visit passed the rule above).
  const moved = await firstOf<{ baris: number; no: string; grp: string }>(
    tx,
    sql`select t.baris, (t.d).${lineKey} as no, l.no_faktur_group as grp
        from ${t} t join ${spec.lines} l on l.${lineKey} = (t.d).${lineKey}
        where l.no_faktur_group <> (t.d).no_faktur_group order by t.baris limit 1`,
  );
  if (moved) throw badRequest(texts.barisDiKunjunganLain(moved.baris, spec.lineKey, moved.no, moved.grp));
}

/** The visits' headers, inserted or changed where the file differs; the sums are the lines'. */
async function upsertVisits(
  tx: Tx,
  { spec, job, v }: StagedFile,
  forced: Readonly<Record<string, string>>,
): Promise<void> {
  const headerColumns = columnNames(spec.header).filter((name) => !spec.untouchedHeader.includes(name));
  const headerValue = (name: string): SQL => {
    if (name === 'kode_toko') return sql`${job.kodeToko}`;
    if (name in spec.sums) return sql`v.${id(`sum_${name}`)}::bigint`;
    const value = forced[name];
    return value === undefined ? sql`(v.h).${id(name)}` : sql`${value}`;
  };
  const headerUpdated = headerColumns.filter(
    (name) => !['no_faktur_group', 'kode_toko', 'idempotency_key'].includes(name),
  );
  await tx.execute(sql`
    insert into ${spec.header} (${list(headerColumns.map(id))})
    select ${list(headerColumns.map(headerValue))} from ${v} v
    on conflict (no_faktur_group) do update set ${list(
      headerUpdated.map((name) => sql`${id(name)} = excluded.${id(name)}`),
    )}
    where (${list(headerUpdated.map((name) => sql`${spec.header}.${id(name)}`))})
      is distinct from (${list(headerUpdated.map((name) => sql`excluded.${id(name)}`))})`);
}

/** A re-imported visit is the file's version of it: lines the file no longer has go (and count as changed). */
async function dropLinesGone(tx: Tx, { spec, t, v, lineKey }: StagedFile): Promise<number> {
  const dropped = await firstOf<{ n: number }>(
    tx,
    sql`with gone as (
          delete from ${spec.lines} l using ${v} v
          where l.no_faktur_group = v.no
            and not exists (select 1 from ${t} t where (t.d).${lineKey} = l.${lineKey})
          returning 1)
        select count(*)::int as n from gone`,
  );
  return Number(dropped?.n ?? 0);
}

/** The lines, counted as the framework counts (countUpsert): inserted `baru`, changed `diubah`, the same neither. */
function upsertLines(tx: Tx, { spec, t, lineKey }: StagedFile, forced: Readonly<Record<string, string>>) {
  const lineColumns = columnNames(spec.lines);
  const lineValue = (name: string): SQL => {
    const value = forced[name];
    return value === undefined ? sql`(t.d).${id(name)}` : sql`${value}`;
  };
  const updated = lineColumns.filter((name) => name !== spec.lineKey);
  return countUpsert(
    tx,
    sql`insert into ${spec.lines} (${list(lineColumns.map(id))})
      select ${list(lineColumns.map(lineValue))} from ${t} t
      on conflict (${lineKey}) do update set ${list(updated.map((name) => sql`${id(name)} = excluded.${id(name)}`))}
      where (${list(updated.map((name) => sql`${spec.lines}.${id(name)}`))})
        is distinct from (${list(updated.map((name) => sql`excluded.${id(name)}`))})
      returning (xmax = 0) as baru`,
  );
}
