import { z } from 'zod';
import { tanggalInput } from '../common/date-input.ts';
import { isAcceptedDate } from '../common/dates.ts';
import { plainText } from '../common/plain-text.ts';
import { TEXTS } from '../texts/texts.ts';
import { REPORT_FILTER_KEYS, REPORT_PDF_ROW_LIMIT, type ReportFilterKey } from './report-catalogue.ts';

/** The whole chain, consolidated: only for levels OWN, SU and MU. */
export const SEMUA_TOKO = 'SEMUA';
/** The longest period a report covers, counting both ends. */
export const REPORT_MAX_DAYS = 366;

const tanggal = (label: string) => tanggalInput(`${label}: ${TEXTS.report.badDate}`, `${label} Harus Diisi`);

/** Days from `from` to `to`, both counted (the same day is 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const filterField = plainText('Filter', 60).optional();
const filterFields = Object.fromEntries(REPORT_FILTER_KEYS.map((key) => [key, filterField])) as Record<
  ReportFilterKey,
  typeof filterField
>;

const reportQueryFields = {
  tgl_from: tanggal('Tanggal Awal'),
  tgl_to: tanggal('Tanggal Akhir'),
  /** Omitted: the caller's shop. Another shop or SEMUA: OWN, SU and MU only (403 otherwise). */
  kode_toko: plainText('Kode Toko', 10).optional(),
  /** Filter values by filter key; a key the catalogue does not know is refused. */
  filters: z.strictObject(filterFields).optional(),
  search: plainText('Cari', 100).optional(),
  skip: z.number().int().min(0).max(10_000_000).default(0),
  limit: z.number().int().min(1).max(500).default(50),
  /**
   * The query a paged report answered before (its page's `query_id`): the next pages of the
   * same search read its count, totals and page keys instead of counting again. Unknown,
   * expired or asked with other filters: the query is run afresh.
   */
  query_id: plainText('Query', 64).optional(),
};

type RangeFields = { tgl_from: string; tgl_to: string };

function checkRange(value: RangeFields, ctx: z.RefinementCtx): void {
  if (!isAcceptedDate(value.tgl_from) || !isAcceptedDate(value.tgl_to)) return;
  if (value.tgl_from > value.tgl_to) {
    ctx.addIssue({ code: 'custom', message: TEXTS.report.rangeReversed, path: ['tgl_from'] });
  } else if (daysInRange(value.tgl_from, value.tgl_to) > REPORT_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', message: TEXTS.report.rangeTooLong, path: ['tgl_to'] });
  }
}

/** A period and a shop (or SEMUA) as every report takes them, for a summary beside a report. */
export const reportRangeSchema = z
  .object({
    tgl_from: reportQueryFields.tgl_from,
    tgl_to: reportQueryFields.tgl_to,
    kode_toko: reportQueryFields.kode_toko,
  })
  .superRefine(checkRange);

/** The body of `POST laporan/{name}` and of its print call. */
export const reportQuerySchema = z.object(reportQueryFields).superRefine(checkRange);
export type ReportQuery = z.infer<typeof reportQuerySchema>;
export type ReportQueryInput = z.input<typeof reportQuerySchema>;

export const REPORT_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** The body of `POST laporan/{name}/export`. */
export const reportExportSchema = z
  .object({
    ...reportQueryFields,
    format: z.enum(REPORT_EXPORT_FORMATS, { error: TEXTS.report.badFormat }),
  })
  .superRefine(checkRange);
export type ReportExportQuery = z.infer<typeof reportExportSchema>;

/**
 * A row keyed by column key: text → string, date → 'YYYY-MM-DD', datetime → ISO string,
 * count → integer, gram → grams (at most 3 decimals), rupiah → integer. With
 * `kode_toko: 'SEMUA'` each row also carries its `kode_toko`.
 */
export const reportRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportPageSchema = z.object({
  data: z.array(reportRowSchema),
  /** Rows of the whole query (paged reports answer one page of them). */
  count: z.number().int(),
  /** Each `total: true` column summed over every row of the query, not just the page. */
  totals: z.record(z.string(), z.number()),
  /** The shop the report covers, or SEMUA. */
  kode_toko: z.string(),
  /** A paged report's query, to send back with its other pages (count and totals as when it was first run). */
  query_id: z.string().optional(),
});
export type ReportPage = z.infer<typeof reportPageSchema>;

export const reportPrintSchema = reportPageSchema.extend({
  toko: z.object({ kode_toko: z.string(), nama_toko: z.string(), alamat: z.string() }),
});
export type ReportPrint = z.infer<typeof reportPrintSchema>;

/** Thousands grouped with '.', the Indonesian way: 12345 → '12.345'. */
function groupedId(value: number): string {
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The 422 of a print call over `REPORT_PDF_ROW_LIMIT` rows. */
export function reportTooLargeMessage(rows: number, limit: number = REPORT_PDF_ROW_LIMIT): string {
  return `Laporan terlalu besar untuk PDF (${groupedId(rows)} baris, batas ${groupedId(limit)} baris). Gunakan Export Excel.`;
}

/** `POST penjualan/report-rekap-jual-pajak` (SPEC §7): the period of the rekap. */
export const rekapJualPajakQuerySchema = z
  .object({ tgl_from: tanggal('Tanggal Awal'), tgl_to: tanggal('Tanggal Akhir') })
  .superRefine(checkRange);
export type RekapJualPajakQuery = z.infer<typeof rekapJualPajakQuerySchema>;

/** One day of the rekap (SPEC §3): rupiah are integers, total_24k grams of pure gold. */
export const rekapJualPajakRowSchema = z.object({
  _id: z.string(),
  harga_total: z.number().int(),
  total_24k: z.number(),
  dpp: z.number().int(),
  ppn: z.number().int(),
});
export type RekapJualPajakRow = z.infer<typeof rekapJualPajakRowSchema>;

/**
 * `GET laporan/options/users?kode_toko=`: the users a report's Kasir / Valid By filter
 * offers, for anyone holding a laporan menu. `kode_toko` as in a report query (owner
 * levels: another shop or SEMUA).
 */
export const reportUsersQuerySchema = z.object({ kode_toko: plainText('Kode Toko', 10).optional() });
export type ReportUsersQuery = z.infer<typeof reportUsersQuerySchema>;

export const reportUserOptionSchema = z.object({ user_id: z.string(), nama: z.string() });
export type ReportUserOption = z.infer<typeof reportUserOptionSchema>;

/** The file name of an export: `laporan-<name>_<from>_<to>.<format>`. */
export function reportFileName(name: string, from: string, to: string, format: ReportExportFormat): string {
  return `laporan-${name}_${from}_${to}.${format}`;
}
