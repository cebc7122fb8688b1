import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import {
  badRequest,
  forbidden,
  formatRentangTanggal,
  hasFullAccess,
  hidesSaldo,
  milligramsToGrams,
  notFound,
  PPN_PERSEN_KEY,
  ppnPersenOf,
  REPORT_PDF_ROW_LIMIT,
  REPORT_STATUS_CODE_TITLE,
  type RekapJualPajakQuery,
  type RekapJualPajakRow,
  type ReportColumn,
  type ReportDefinition,
  type ReportExportQuery,
  type ReportFilterKey,
  type ReportName,
  type ReportPage,
  type ReportPrint,
  type ReportQuery,
  type ReportRow,
  type ReportUserOption,
  rekapPajakRow,
  reportByName,
  reportFileName,
  reportForViewer,
  reportStatusText,
  reportTooLargeMessage,
  SEMUA_TOKO,
  TEXTS,
  unprocessable,
} from '@toko/shared';
import type { Database, Db } from '../../db/client.ts';
import { EXPORT_CHUNK, type ExportPacer, nextChunkSize, yieldingPacer } from './export-pacer.ts';
import { csvWriter, type FileColumn, type FileValue, xlsxWriter } from './report-files.ts';
import { isQueryId, isUsableKey, pageOf, planPage, queryTanda, WALK_PAGES } from './report-keyset.ts';
import {
  createReportsRepository,
  KEY_VALUES,
  type RawRow,
  type ReportScope,
  type ReportSource,
  type StoredQuery,
} from './reports.repository.ts';

/** Who asks for a report: the guard's caller, narrowed to what reports need. */
export interface ReportCaller {
  kodeToko: string;
  level: string;
  userId: string;
  /** The shop's module flags: HIDE_SALDO_BARANG_SUMMARY narrows what a report shows. */
  modules: ReadonlySet<string>;
}

/**
 * The shop a report covers: the caller's own unless an owner level (OWN, SU, MU) names another
 * shop or SEMUA (null: the whole chain). Checked before any row is read. Every report, and
 * Pantauan's counts beside its list, decide it here.
 */
export async function reportShop(
  repository: Pick<ReturnType<typeof createReportsRepository>, 'toko'>,
  caller: Pick<ReportCaller, 'kodeToko' | 'level'>,
  asked: string | undefined,
): Promise<string | null> {
  const kode = asked?.toUpperCase();
  if (!kode || kode === caller.kodeToko) return caller.kodeToko;
  if (!hasFullAccess(caller.level)) throw forbidden(TEXTS.report.otherShopForbidden);
  if (kode === SEMUA_TOKO) return null;
  if (!(await repository.toko(kode))) throw badRequest(TEXTS.report.unknownShop);
  return kode;
}

export interface ReportsOptions {
  /** Rows a PDF may hold (REPORT_PDF_ROW_LIMIT). */
  pdfRowLimit?: number;
  /** Rows an export reads per query; by default sized by time (nextChunkSize). */
  exportChunk?: number;
}

interface Resolved {
  definition: ReportDefinition;
  source: ReportSource;
}

const SHOP_COLUMN: ReportColumn = { key: 'kode_toko', title: 'Toko', kind: 'text' };

/** A raw database value as the page carries it for a column of this kind. */
function cellValue(raw: unknown, column: ReportColumn): string | number | null {
  if (raw === null || raw === undefined)
    return column.kind === 'text' || column.kind === 'status' ? '' : null;
  switch (column.kind) {
    case 'count':
    case 'rupiah':
      return Number(raw);
    case 'gram':
      return milligramsToGrams(Number(raw));
    default:
      return String(raw);
  }
}

/**
 * A file's columns: each column as the page shows it, a status column as its word followed by
 * its stored code under 'Kode Status' (decision 036), for an integrator who matches codes.
 */
function fileColumns(columns: readonly ReportColumn[]): FileColumn[] {
  return columns.flatMap((column): FileColumn[] =>
    column.kind === 'status'
      ? [
          { title: column.title, kind: 'text' },
          { title: REPORT_STATUS_CODE_TITLE, kind: 'text' },
        ]
      : [{ title: column.title, kind: column.kind }],
  );
}

/**
 * Adds a value to a file row laid out like fileColumns: a status value as [word, code]; in
 * the totals row (`totals`) a status column's cell stays as it is ('TOTAL' or empty) beside
 * an empty code. It pushes rather than returns a pair: an export lays out 200,000 rows.
 */
function pushFileValue(row: FileValue[], column: ReportColumn, value: FileValue, totals = false): void {
  if (column.kind !== 'status') row.push(value);
  else if (totals || typeof value !== 'string' || value === '') row.push(value, null);
  else row.push(reportStatusText(column, value), value);
}

/**
 * The reports engine (issue 12): every report of the catalogue answers through the same
 * four steps — which report, which shops, which rows, which totals — over its one SQL
 * source in the repository.
 */
export function createReportsService(deps: {
  db: Db;
  /** One connection for an export's cursor (Database.pinned). */
  pinned: Database['pinned'];
  options?: ReportsOptions;
  /** Gives the counter's requests their turn between an export's chunks. */
  pacer?: ExportPacer;
}) {
  const repository = createReportsRepository(deps.db);
  const pdfRowLimit = deps.options?.pdfRowLimit ?? REPORT_PDF_ROW_LIMIT;
  const exportChunk = deps.options?.exportChunk;
  const pacer = deps.pacer ?? yieldingPacer;

  /** The report with the columns this caller may read (SPEC §6, HIDE_SALDO_BARANG_SUMMARY). */
  function resolve(name: string, caller: ReportCaller): Resolved {
    const definition = reportByName(name);
    if (!definition) throw notFound(TEXTS.report.notFound);
    const source = repository.source(definition.name);
    if (definition.pending || !source) throw notFound(TEXTS.report.pending);
    return { definition: reportForViewer(definition, caller), source };
  }

  const shopOf = (caller: ReportCaller, asked: string | undefined) => reportShop(repository, caller, asked);

  async function scopeOf(name: ReportName, caller: ReportCaller, query: ReportQuery): Promise<ReportScope> {
    const filters: Partial<Record<ReportFilterKey, string>> = {};
    for (const [key, value] of Object.entries(query.filters ?? {})) {
      // 'SEMUA' is "no filter", except where a report gives it a meaning (status of transaksi-penjualan).
      if (value && (value.toUpperCase() !== SEMUA_TOKO || key === 'status')) {
        filters[key as ReportFilterKey] = value.toUpperCase();
      }
    }
    return {
      kodeToko: await shopOf(caller, query.kode_toko),
      from: query.tgl_from,
      to: query.tgl_to,
      filters,
      search: query.search || undefined,
      hideSaldo: hidesSaldo(name, caller),
    };
  }

  function columnsOf(definition: ReportDefinition, scope: ReportScope): ReportColumn[] {
    return scope.kodeToko === null ? [SHOP_COLUMN, ...definition.columns] : definition.columns;
  }

  /** Rows that need more than SQL: the rekap's PPN split by the shared rule, with each shop's rate. */
  async function finisher(
    definition: ReportDefinition,
    scope: ReportScope,
  ): Promise<(row: RawRow) => RawRow> {
    if (definition.name !== 'penjualan-rekap') return (row) => row;
    const rates = await repository.setting(PPN_PERSEN_KEY, scope.kodeToko);
    return (row) => ({
      ...row,
      ...rekapPajakRow(
        {
          tanggal: String(row.tanggal),
          penjualan: Number(row.penjualan),
          ongkos: Number(row.ongkos),
          murni: Number(row.murni),
        },
        ppnPersenOf(rates.get(String(row.kode_toko))),
      ),
    });
  }

  function toRow(raw: RawRow, columns: readonly ReportColumn[]): ReportRow {
    const row: ReportRow = {};
    for (const column of columns) {
      row[column.key] = cellValue(raw[column.key], column);
      // The document's screen, for the page to link the value to.
      if (column.link) row[column.link] = raw[column.link] == null ? null : String(raw[column.link]);
    }
    return row;
  }

  function totalColumns(definition: ReportDefinition): ReportColumn[] {
    return definition.columns.filter((column) => column.total);
  }

  /** Totals of rows already in hand. */
  function sumRows(rows: readonly ReportRow[], definition: ReportDefinition): Record<string, number> {
    const totals: Record<string, number> = {};
    for (const column of totalColumns(definition)) {
      const milligrams = rows.reduce(
        (sum, row) =>
          sum +
          (column.kind === 'gram'
            ? Math.round(Number(row[column.key] ?? 0) * 1000)
            : Number(row[column.key] ?? 0)),
        0,
      );
      totals[column.key] = column.kind === 'gram' ? milligramsToGrams(milligrams) : milligrams;
    }
    return totals;
  }

  /** The page's totals from the raw sums (rupiah, milligrams) the database answered. */
  function totalsOf(definition: ReportDefinition, raw: RawRow): Record<string, number> {
    const totals: Record<string, number> = {};
    for (const column of totalColumns(definition)) {
      totals[column.key] = cellValue(raw[column.key] ?? 0, column) as number;
    }
    return totals;
  }

  /** Count and totals over the whole query, by SQL. */
  async function countAndTotals(resolved: Resolved, scope: ReportScope) {
    const columns = totalColumns(resolved.definition);
    const raw = await repository.totals(
      resolved.source,
      scope,
      columns.map((column) => column.key),
    );
    return { count: Number(raw.count ?? 0), totals: totalsOf(resolved.definition, raw) };
  }

  /**
   * The query this page belongs to (issue 28): the one the caller ran before when it sends
   * its id back with the same report, scope and page size; else it is opened now, its first
   * page read with its count and totals (`rows`), so no later page counts the report again.
   */
  async function queryOf(
    resolved: Resolved,
    scope: ReportScope,
    query: ReportQuery,
  ): Promise<{ stored: StoredQuery; rows?: RawRow[] }> {
    const tanda = queryTanda(resolved.definition.name, scope, query.limit);
    const stored = isQueryId(query.query_id)
      ? await repository.storedQuery(query.query_id, tanda)
      : undefined;
    if (stored) return { stored };
    return repository.openQuery(
      resolved.source,
      scope,
      totalColumns(resolved.definition).map((column) => column.key),
      query.limit,
      tanda,
    );
  }

  async function rows(resolved: Resolved, scope: ReportScope, skip: number, limit: number | null) {
    const raw = await repository.page(resolved.source, scope, skip, limit);
    return finished(resolved, scope, raw);
  }

  async function finished(resolved: Resolved, scope: ReportScope, raw: readonly RawRow[]) {
    const finish = await finisher(resolved.definition, scope);
    const columns = columnsOf(resolved.definition, scope);
    return raw.map((row) => toRow(finish(row), columns));
  }

  /**
   * One page of a stored query, read by key from the page keys known so far (planPage): the
   * next or previous page of one shown, the last page backwards from the query's last row, a
   * page a few pages off by walking from a known key. Only a page far from every known key
   * (a jump) builds the position index, once per query. The keys each read finds are kept, so
   * a page once shown keeps its bounds: a row saved since lands on exactly one page. A query
   * with a null order key somewhere pages by OFFSET (its order is still the same).
   */
  async function pageRows(resolved: Resolved, scope: ReportScope, stored: StoredQuery, query: ReportQuery) {
    const { source } = resolved;
    const width = source.order.length;
    const types = stored.types ?? [];
    const last = { values: stored.lastKey ?? [], types };
    const size = query.limit;
    if (!stored.keyset || !isUsableKey(last, width)) return rows(resolved, scope, query.skip, size);
    const { halaman } = pageOf(query.skip, size);
    const around = () => repository.pageKeys(stored.id, halaman - WALK_PAGES - 1, halaman + WALK_PAGES + 1);
    let known = await around();
    let plan = planPage({ skip: query.skip, size, count: stored.count, known: new Set(known.keys()) });
    if (plan.read === 'index') {
      const first = { values: known.get(0) ?? [], types };
      if (isUsableKey(first, width)) {
        await repository.buildIndex(source, scope, stored.id, size, { from: first, last });
        known = await around();
        plan = planPage({ skip: query.skip, size, count: stored.count, known: new Set(known.keys()) });
      }
    }
    if (plan.read === 'none') return [];
    if (plan.read !== 'keys') return rows(resolved, scope, query.skip, size);
    const keyOf = (page: number) => ({ values: known.get(page) ?? [], types });
    const from = keyOf(plan.from);
    const upper =
      plan.upTo === 'end'
        ? { key: last, side: 'through' as const }
        : { key: keyOf(plan.upTo), side: 'before' as const };
    if (!isUsableKey(from, width) || !isUsableKey(upper.key, width)) {
      return rows(resolved, scope, query.skip, size);
    }
    const read = await repository.readKeyed(source, scope, {
      range: { from, upper },
      direction: plan.direction,
      offset: plan.offset,
      limit: plan.limit,
    });
    if (plan.direction === 'desc') read.reverse();
    // A read cut short (rows deleted since) finds no page start where it stopped.
    const full = plan.limit === null || read.length === plan.limit || plan.direction === 'asc';
    const starts = new Map<number, (string | null)[]>();
    for (const start of plan.starts) {
      const row = read[start.row];
      const values = row?.[KEY_VALUES] as (string | null)[] | undefined;
      if (full && values && !known.has(start.halaman)) starts.set(start.halaman, values);
    }
    await repository.keepKeys(stored.id, starts);
    return finished(resolved, scope, plan.take === null ? read : read.slice(0, plan.take));
  }

  /**
   * Whole report (summaries, prints): the rows, and their totals summed from them in Node
   * (exactly, in milligrams and rupiah) rather than by running the whole query a second
   * time; a summary has few rows and a print is capped at the PDF row limit.
   */
  async function everything(resolved: Resolved, scope: ReportScope) {
    const data = await rows(resolved, scope, 0, null);
    return { data, count: data.length, totals: sumRows(data, resolved.definition) };
  }

  function periodText(from: string, to: string): string {
    return from === to ? `Tanggal ${from}` : `Periode ${formatRentangTanggal(from, to, (date) => date)}`;
  }

  async function tokoOf(scope: ReportScope) {
    if (scope.kodeToko === null) return { kode_toko: SEMUA_TOKO, nama_toko: 'Semua Toko', alamat: '' };
    const toko = await repository.toko(scope.kodeToko);
    return toko ?? { kode_toko: scope.kodeToko, nama_toko: scope.kodeToko, alamat: '' };
  }

  return {
    /** The Kasir / Valid By choices: the users of the shop the caller's report would cover. */
    async userOptions(caller: ReportCaller, asked: string | undefined): Promise<ReportUserOption[]> {
      return repository.users(await shopOf(caller, asked));
    },

    async page(name: string, caller: ReportCaller, query: ReportQuery): Promise<ReportPage> {
      const resolved = resolve(name, caller);
      const scope = await scopeOf(resolved.definition.name, caller, query);
      const kode_toko = scope.kodeToko ?? SEMUA_TOKO;
      if (!resolved.definition.paged) return { ...(await everything(resolved, scope)), kode_toko };
      const { stored, rows: firstRows } = await queryOf(resolved, scope, query);
      // A fresh query's first page came with its count: the rows of the first read are it.
      const data =
        firstRows && query.skip === 0
          ? await finished(resolved, scope, firstRows)
          : await pageRows(resolved, scope, stored, query);
      return {
        data,
        count: stored.count,
        totals: totalsOf(resolved.definition, stored.totals),
        kode_toko,
        query_id: stored.id,
      };
    },

    /** Every row for the PDF, refused (422) above the row limit before any row is read. */
    async print(name: string, caller: ReportCaller, query: ReportQuery): Promise<ReportPrint> {
      const resolved = resolve(name, caller);
      const scope = await scopeOf(resolved.definition.name, caller, query);
      if (resolved.definition.paged) {
        const { count } = await countAndTotals(resolved, scope);
        if (count > pdfRowLimit) throw unprocessable(reportTooLargeMessage(count, pdfRowLimit));
      }
      const whole = await everything(resolved, scope);
      if (whole.count > pdfRowLimit) throw unprocessable(reportTooLargeMessage(whole.count, pdfRowLimit));
      return { ...whole, kode_toko: scope.kodeToko ?? SEMUA_TOKO, toko: await tokoOf(scope) };
    },

    /**
     * The report as a file, streamed: rows are read from one cursor, `exportChunk` at a time, and
     * written as they come; the totals row is summed on the way. Access, the shop and the
     * report are checked before the answer starts, so refusals are still plain 4xx.
     */
    async export(
      name: string,
      caller: ReportCaller,
      query: ReportExportQuery,
      onError: (error: Error) => void,
    ): Promise<{ fileName: string; contentType: string; stream: Readable }> {
      const resolved = resolve(name, caller);
      const scope = await scopeOf(resolved.definition.name, caller, query);
      const { definition, source } = resolved;
      const columns = columnsOf(definition, scope);
      const toko = await tokoOf(scope);
      const heading = {
        titles: [
          `${toko.nama_toko}${toko.alamat ? ` - ${toko.alamat}` : ''}`,
          definition.title,
          periodText(scope.from, scope.to),
        ],
        columns: fileColumns(columns),
      };
      const writer =
        query.format === 'xlsx' ? xlsxWriter(heading, definition.title.slice(0, 31)) : csvWriter(heading);
      const finish = await finisher(definition, scope);
      // Sums in integer units (milligrams for grams) so the totals row is exact.
      const sums = columns.map(() => 0);

      // A chunk is sized by the time the loop is busy between two turns (reading, building,
      // writing it), not by the time that passes: PGlite's FETCH runs in this thread,
      // PostgreSQL's and the browser's reading are waits the loop spends on other requests.
      let size: number = EXPORT_CHUNK.first;
      const sized = () => size;
      /**
       * A row laid out by pushFileValue, its totals summed on the way, in one pass and one
       * array: an export makes this row 200,000 times, and the garbage of an array per cell
       * made the collector's pauses felt at the counter.
       */
      const fileRow = (raw: RawRow): FileValue[] => {
        const finished = finish(raw);
        const values: FileValue[] = [];
        columns.forEach((column, index) => {
          const value = cellValue(finished[column.key], column);
          if (column.total && typeof value === 'number') {
            sums[index] = (sums[index] ?? 0) + (column.kind === 'gram' ? Math.round(value * 1000) : value);
          }
          pushFileValue(values, column, value);
        });
        return values;
      };
      const pump = () =>
        deps.pinned(async (pinned) => {
          let turned = performance.eventLoopUtilization();
          // PGlite's pinned connection is the shared one (Database.pinned): no FETCH ahead there.
          const own = pinned !== deps.db;
          for await (const chunk of repository.chunks(pinned, source, scope, exportChunk ?? sized, own)) {
            await writer.write(chunk.map(fileRow));
            size = nextChunkSize(chunk.length, performance.eventLoopUtilization(turned).active);
            await pacer.turn();
            turned = performance.eventLoopUtilization();
          }
          const totals = columns.map((column, index): FileValue => {
            if (index === 0) return 'TOTAL';
            if (!column.total) return null;
            const sum = sums[index] ?? 0;
            return column.kind === 'gram' ? milligramsToGrams(sum) : sum;
          });
          const totalsRow: FileValue[] = [];
          columns.forEach((column, index) => {
            pushFileValue(totalsRow, column, totals[index] ?? null, true);
          });
          await writer.end(totalsRow);
        });
      pump().catch((error: Error) => {
        onError(error);
        writer.abort(error);
      });
      return {
        fileName: reportFileName(definition.name, scope.from, scope.to, query.format),
        contentType: writer.contentType,
        stream: writer.stream,
      };
    },

    /**
     * SPEC §7 `penjualan/report-rekap-jual-pajak`: the engine's penjualan-rekap of the
     * caller's shop, in the spec's row shape (total_24k in grams of pure gold).
     */
    async rekapJualPajak(caller: ReportCaller, query: RekapJualPajakQuery): Promise<RekapJualPajakRow[]> {
      const resolved = resolve('penjualan-rekap' satisfies ReportName, caller);
      const scope: ReportScope = {
        kodeToko: caller.kodeToko,
        from: query.tgl_from,
        to: query.tgl_to,
        filters: {},
      };
      const finish = await finisher(resolved.definition, scope);
      const raw = await repository.page(resolved.source, scope, 0, null);
      return raw.map((row) => {
        const day = finish(row);
        return {
          _id: String(day.tanggal),
          harga_total: Number(day.penjualan),
          total_24k: milligramsToGrams(Number(day.murni)),
          dpp: Number(day.dpp),
          ppn: Number(day.ppn),
        };
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
