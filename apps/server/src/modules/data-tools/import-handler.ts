import { badRequest, type ImportType } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';
import { SERVER_TEXTS } from '../../texts.ts';

const T = SERVER_TEXTS.dataImport;

/** Who imports, where, and on which business day: what a row's check may depend on. */
export interface ImportContext {
  kodeToko: string;
  userId: string;
  /** The shop's business date when the part arrived (the apply re-reads it under the closing's lock). */
  tglSystem: string;
  type: ImportType;
  /** The shop's system settings (SPEC §4's shop variants read them). */
  paraSystem: ReadonlyMap<string, string>;
}

/** The job being written, inside the apply's transaction. */
export interface ImportJobContext {
  importId: string;
  kodeToko: string;
  userId: string;
  type: ImportType;
  /** Read with the closing's share lock in the apply's transaction: no closing runs meanwhile. */
  tglSystem: string;
  barisTotal: number | null;
}

export interface ImportCounts {
  baru: number;
  diubah: number;
}

/**
 * One importable type. The framework (data-import.service.ts) receives the parts, runs
 * `checkRow` on every row as it arrives and stages what it returns, then runs `apply` once
 * over all staged rows in one transaction (all or nothing).
 */
export interface ImportHandler {
  type: ImportType;
  /**
   * One record (header keys already normalised by the page) checked and normalised (SPEC
   * §5 defaults: text '-', numbers 0) into the JSON the staging row keeps. Throws
   * badRequest with an Indonesian reason naming the field; the framework prefixes `Baris N: `.
   */
  checkRow(record: Readonly<Record<string, unknown>>, ctx: ImportContext): unknown;
  /**
   * Writes the job's staged rows (`stagedRows(job)`) into the real tables inside `tx`, as
   * set-based SQL over the staging table (never all rows as JS objects); a cross-row or
   * database problem throws badRequest naming the file row (`refuseFirstRow`); returns counts.
   */
  apply(tx: Tx, job: ImportJobContext): Promise<ImportCounts>;
}

/** The staged rows of a job as a FROM item `s(baris, data)`, in file order by `s.baris`. */
export function stagedRows(job: Pick<ImportJobContext, 'importId'>): SQL {
  return sql`(select baris, data from import_staging where import_id = ${job.importId}) s`;
}

/**
 * Refuses the file at the first staged row (by file row) where `condition` holds; the
 * condition reads the row as `s.data` (jsonb) and `s.baris`. `reason` words the refusal
 * from that row's data.
 */
export async function refuseFirstRow(
  tx: Tx,
  job: Pick<ImportJobContext, 'importId'>,
  condition: SQL,
  reason: (data: Record<string, unknown>) => string,
): Promise<void> {
  const [row] = await rowsOf<{ baris: number; data: Record<string, unknown> }>(
    tx,
    sql`select s.baris, s.data from ${stagedRows(job)} where ${condition} order by s.baris limit 1`,
  );
  if (row) throw badRequest(T.baris(Number(row.baris), reason(row.data)));
}

/**
 * A file naming one key twice would update its own row twice in one statement: it is
 * refused at the later row, naming the earlier one. `key` reads `s.data`.
 */
export async function refuseDuplicateKeys(
  tx: Tx,
  job: Pick<ImportJobContext, 'importId'>,
  key: SQL,
  label: (data: Record<string, unknown>) => string,
): Promise<void> {
  const [row] = await rowsOf<{ baris: number; pertama: number; data: Record<string, unknown> }>(
    tx,
    sql`select baris, pertama, data from (
          select s.baris, s.data, min(s.baris) over (partition by ${key}) as pertama from ${stagedRows(job)}
        ) k where baris <> pertama order by baris limit 1`,
  );
  if (row)
    throw badRequest(T.baris(Number(row.baris), T.gandaDalamFile(label(row.data), Number(row.pertama))));
}

/**
 * Runs an `insert ... on conflict do update ... where <changed>` and counts what it did:
 * the insert must end with `returning (xmax = 0) as baru` (a row inserted by this
 * statement has no xmax; an updated one has). Rows the conflict clause's WHERE left
 * unchanged count as neither, so re-importing the same file reports 0 and 0.
 */
export async function countUpsert(tx: Tx, upsert: SQL): Promise<ImportCounts> {
  const [row] = await rowsOf<{ baru: number; diubah: number }>(
    tx,
    sql`with w as (${upsert}) select (count(*) filter (where baru))::int as baru, (count(*) filter (where not baru))::int as diubah from w`,
  );
  return { baru: Number(row?.baru ?? 0), diubah: Number(row?.diubah ?? 0) };
}

/** The registry the routes and the apply look a type up in; each type registers once. */
export class ImportHandlers {
  readonly #byType = new Map<ImportType, ImportHandler>();

  register(...handlers: readonly ImportHandler[]): this {
    for (const handler of handlers) {
      if (this.#byType.has(handler.type)) throw new Error(`import ${handler.type} sudah terdaftar`);
      this.#byType.set(handler.type, handler);
    }
    return this;
  }

  get(type: ImportType): ImportHandler | undefined {
    return this.#byType.get(type);
  }

  types(): ImportType[] {
    return [...this.#byType.keys()];
  }
}
