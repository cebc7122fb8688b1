import { z } from 'zod';
import { tanggalInput } from '../common/date-input.ts';
import { type DELETE_TYPES, IMPORT_TYPES, type ImportType } from './import-file.ts';

/**
 * How the Import Data page hands a file to the server. SPEC §7 fixes the path and the key
 * of the rows per type; SPEC §9 gives every request 5 seconds. A shop's years of sales do
 * not fit one request in that time, and the server must not hold a whole file as objects,
 * so the rows travel in parts of IMPORT_CHUNK_ROWS:
 *
 * 1. The first part (no `import_id`) opens an import job; the server checks each row of
 *    every part as it arrives (a bad row refuses the part, naming its row, and the job is
 *    dropped) and keeps the checked rows in a staging table.
 * 2. The last part says `selesai: true`. The server answers at once (status PROSES) and
 *    writes every staged row into the real tables in ONE transaction: all or nothing.
 * 3. The page polls `import-data/{import_id}` until SELESAI or GAGAL.
 *
 * A small file is one part that is both the first and the last.
 */

/** Rows per request: a part of penjualan lines is checked and staged well inside 5 s. */
export const IMPORT_CHUNK_ROWS = 2_000;

/** The page's upload limit, so a wrong file is refused before it is read. */
export const IMPORT_MAX_FILE_BYTES = 50 * 1024 * 1024;
/**
 * The server's limit per part (one request): a part of IMPORT_CHUNK_ROWS penjualan lines is
 * about 2 MB as JSON, so this refuses only something that is not a part of a shop's file.
 */
export const IMPORT_MAX_PART_BYTES = 10 * 1024 * 1024;
/** Most rows one file may carry: 100,000 penjualan lines is the bench's size, with room. */
export const IMPORT_MAX_ROWS = 250_000;

/** Where each type goes (SPEC §7), and the key its rows travel under. */
export const IMPORT_CALLS: Record<ImportType, { path: string; key: string }> = {
  master_sales: { path: 'truncate/sales', key: 'data_sales' },
  master_group: { path: 'group/truncate', key: 'data_groups' },
  master_jenis: { path: 'jenis/truncate', key: 'data_jenises' },
  master_gudang: { path: 'gudang/truncate', key: 'data_gudangs' },
  master_baki: { path: 'baki/truncate', key: 'data_bakis' },
  penjualan: { path: 'truncate/penjualan', key: 'data_penjualans' },
  pembelian: { path: 'pembelian/truncate', key: 'data_pembelians' },
  // One call for both (SPEC §7); `type` says which, since their rules differ.
  keuangan_cash: { path: 'cash/import-data-cash', key: 'data' },
  keuangan_non_cash: { path: 'cash/import-data-cash', key: 'data' },
  barang_summary: { path: 'truncate/barang-summary', key: 'barang_summary' },
};

/**
 * One part of a file, besides its rows under the type's key. `baris_awal` is the file row
 * of the part's first row (the header is row 1, so the first part starts at 2): the server
 * names a bad row by it. `type` is required on the cash call, optional elsewhere.
 */
export const importPartSchema = z.object({
  import_id: z.string().uuid().optional(),
  type: z.enum(IMPORT_TYPES).optional(),
  baris_awal: z.number().int().min(2).default(2),
  /** The file's row count, told with the first part so the job can show progress. */
  baris_total: z.number().int().min(0).max(IMPORT_MAX_ROWS).optional(),
  selesai: z.boolean().default(true),
});
export type ImportPart = z.infer<typeof importPartSchema>;

export const IMPORT_STATUS = ['UNGGAH', 'PROSES', 'SELESAI', 'GAGAL'] as const;
export type ImportStatus = (typeof IMPORT_STATUS)[number];

/** An import job as the page polls it (and as every part's answer gives it). */
export const importJobSchema = z.object({
  import_id: z.string(),
  type: z.enum(IMPORT_TYPES),
  status: z.enum(IMPORT_STATUS),
  /** Rows received and checked so far (UNGGAH), or written so far (PROSES). */
  baris_diterima: z.number().int(),
  baris_total: z.number().int().nullable(),
  /** Rows written as new and rows that updated an earlier import's, once SELESAI. */
  baru: z.number().int(),
  diubah: z.number().int(),
  /** SELESAI: 'Data Berhasil Di import'; GAGAL: why, in Indonesian, naming the row. */
  message: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** Delete Data (SPEC §7): `truncate/delete-*` with the period. */
export const DELETE_CALLS: Record<(typeof DELETE_TYPES)[number], string> = {
  PENJUALAN: 'truncate/delete-penjualan',
  PEMBELIAN: 'truncate/delete-pembelian',
  KEUANGAN: 'truncate/delete-keuangan',
  'LAPORAN BARANG SUMMARY': 'truncate/delete-barang-summary',
};

const tanggal = (label: string) => tanggalInput(`${label} tidak valid (yyyy-MM-dd)`, `${label} Harus Diisi`);

export const deletePeriodSchema = z.object({
  tgl_from: tanggal('Tanggal Awal'),
  tgl_to: tanggal('Tanggal Akhir'),
  /** false (default): only count what would go, for the confirmation; true: delete. */
  konfirmasi: z.boolean().default(false),
});
export type DeletePeriod = z.infer<typeof deletePeriodSchema>;

export const deleteResultSchema = z.object({
  /** What the period holds (konfirmasi false) or what was deleted (true), per table in Indonesian words. */
  jumlah: z.number().int(),
  rincian: z.array(z.object({ nama: z.string(), jumlah: z.number().int() })),
  message: z.string().nullable(),
});
export type DeleteResult = z.infer<typeof deleteResultSchema>;
