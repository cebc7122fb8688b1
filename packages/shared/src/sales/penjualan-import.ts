import { z } from 'zod';
import { badRequest } from '../common/app-error.ts';
import { gramsToMilligrams, milligramsToGrams } from '../common/weight.ts';
import {
  barcode,
  cellText,
  gram,
  groupImportVisits,
  IMPORT_KOSONG,
  isBlank,
  orEmpty,
  orNull,
  parseImportLines,
  rupiah,
  statusValid,
  tanggal,
  teks,
  wajib,
} from '../data-tools/import-cells.ts';
import { STATUS_VALID } from './penjualan.schemas.ts';

export { IMPORT_KOSONG };

/**
 * The "Penjualan line" of the import (SPEC §3) and where each of its fields lives in
 * `penjualan` (the visit) and `penjualan_detail` (the piece). The mapping is proven
 * lossless by its inverse: lines -> rows -> lines gives back the same lines.
 */

const BOOLEAN_CELLS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** SPEC §3 calls status_tukar a boolean; spreadsheets write it as TRUE/FALSE or 1/0. Missing = false. */
const statusTukar = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (isBlank(value)) return false;
    if (typeof value === 'boolean') return value;
    const flag = BOOLEAN_CELLS[cellText(value)?.trim().toLowerCase() ?? ''];
    if (flag === undefined) {
      ctx.addIssue({ code: 'custom', message: 'status_tukar harus true, false, 1 atau 0' });
      return z.NEVER;
    }
    return flag;
  });

/** Dollars keep their decimals as written ('12.50'): the column is text so no float rounds them. */
const totalUsd = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (isBlank(value)) return '0';
    const text = cellText(value)?.trim();
    if (text === undefined || !/^\d+(\.\d+)?$/.test(text) || text.length > 30) {
      ctx.addIssue({ code: 'custom', message: 'total_usd harus angka dengan titik desimal (contoh 12.50)' });
      return z.NEVER;
    }
    return text;
  });

/** One line of a penjualan import file as parsed, fields in SPEC §3's order, lengths of their columns. */
export const penjualanImportLineSchema = z.object({
  no_generate: teks('no_generate', 60),
  no_faktur_group: wajib('no_faktur_group', 40),
  no_faktur_group_user: teks('no_faktur_group_user', 60),
  no_faktur_jual: wajib('no_faktur_jual', 44),
  tgl_system: tanggal,
  kode_sales: teks('kode_sales', 20),
  kode_member: teks('kode_member', 30),
  nama_customer: teks('nama_customer', 100),
  no_hp: teks('no_hp', 20),
  nama_sales: teks('nama_sales', 100),
  kadar_cetak: teks('kadar_cetak', 20),
  alamat_customer: teks('alamat_customer'),
  kode_gudang: teks('kode_gudang', 20),
  kode_baki: teks('kode_baki', 20),
  kode_barcode: barcode,
  kode_barang: teks('kode_barang', 30),
  kode_group: teks('kode_group', 20),
  kode_dept: teks('kode_dept', 20),
  kode_marketplace: teks('kode_marketplace', 30),
  nama_barang: teks('nama_barang', 150),
  /** Grams. */
  berat_awal: gram('berat_awal'),
  /** Grams. */
  berat: gram('berat'),
  nama_atribut: teks('nama_atribut'),
  /** Grams. */
  berat_atribut: gram('berat_atribut'),
  harga_jual: rupiah('harga_jual'),
  harga_gram: rupiah('harga_gram'),
  harga_atribut: rupiah('harga_atribut'),
  ongkos: rupiah('ongkos'),
  harga_total: rupiah('harga_total'),
  input_by: teks('input_by', 30),
  status_kembali: teks('status_kembali', 10),
  status_valid: statusValid,
  status_premi: teks('status_premi', 20),
  status_tukar: statusTukar,
  no_titip_group: teks('no_titip_group', 40),
  no_pesanan: teks('no_pesanan', 40),
  jam: teks('jam', 8),
  cash_rp: rupiah('cash_rp'),
  transfer_rp: rupiah('transfer_rp'),
  debet_rp: rupiah('debet_rp'),
  tukar_rp: rupiah('tukar_rp'),
  credit_rp: rupiah('credit_rp'),
  total_usd: totalUsd,
  curr: teks('curr', 10),
  total_berlian_rp: rupiah('total_berlian_rp'),
});
/** A line as read from the file: every field optional, any cell type. */
export type PenjualanImportInput = z.input<typeof penjualanImportLineSchema>;
export type PenjualanImportLine = z.output<typeof penjualanImportLineSchema>;

/** A row of `penjualan` as the import fills it; keys are the column names. */
export interface PenjualanHeaderRow {
  no_faktur_group: string;
  kode_toko: string;
  tgl_system: string;
  jam: string;
  idempotency_key: string;
  kode_sales: string;
  kode_member: string | null;
  nama_customer: string;
  no_hp: string;
  alamat_customer: string;
  kode_marketplace: string;
  total: number;
  cash_rp: number;
  transfer_rp: number;
  no_rekening: string;
  debet_rp: number;
  kode_bank_debet: string;
  biaya_debet: number;
  credit_rp: number;
  kode_bank_credit: string;
  biaya_credit: number;
  kembalian: number;
  poin: number;
  no_titip: string | null;
  titipan_rp: number;
  /** An imported sale carries its order per line (no_pesanan); no DP is credited on the visit. */
  no_pesanan: string | null;
  pesanan_rp: number;
  tukar_rp: number;
  no_faktur_beli_tukar: string | null;
  no_generate: string;
  no_faktur_group_user: string;
  nama_sales: string;
  status_premi: string;
  total_usd: string;
  curr: string;
  status_valid: string;
  status: string;
  input_by: string;
}

/** A row of `penjualan_detail` as the import fills it; keys are the column names, weights in milligrams. */
export interface PenjualanDetailRow {
  no_faktur_jual: string;
  no_faktur_group: string;
  kode_barcode: string;
  kode_gudang: string;
  kode_baki: string;
  kode_group: string;
  kode_dept: string;
  nama_barang: string;
  kadar_cetak: string;
  stock: number;
  berat: number;
  harga_gram: number;
  ongkos: number;
  harga_atribut: number;
  harga_system: number;
  harga_jual: number;
  otorisasi_id: number | null;
  status: string;
  kode_barang: string;
  berat_awal: number | null;
  nama_atribut: string;
  berat_atribut: number;
  total_berlian_rp: number;
  no_pesanan: string | null;
  status_kembali: string;
  status_tukar: boolean;
  cash_rp: number | null;
  transfer_rp: number | null;
  debet_rp: number | null;
  credit_rp: number | null;
  tukar_rp: number | null;
}

/**
 * Fields that describe the visit, repeated on each of its lines; they must agree, since
 * `penjualan` keeps one value per visit.
 */
export const PENJUALAN_IMPORT_HEADER_FIELDS = [
  'no_generate',
  'no_faktur_group_user',
  'tgl_system',
  'kode_sales',
  'nama_sales',
  'kode_member',
  'nama_customer',
  'no_hp',
  'alamat_customer',
  'kode_marketplace',
  'input_by',
  'status_valid',
  'status_premi',
  'no_titip_group',
  'jam',
  'total_usd',
  'curr',
] as const satisfies readonly (keyof PenjualanImportLine)[];

/** Where the visit's payment and price are the sum of its lines' own. */
const PAYMENT_FIELDS = ['cash_rp', 'transfer_rp', 'debet_rp', 'credit_rp', 'tukar_rp'] as const;

/** The inverse of `orNull` / `orEmpty` (import-cells.ts): a stored none reads as the file's '-'. */
const dash = (value: string | null) => (value === null || value === '' ? IMPORT_KOSONG : value);

/** Parses the lines of a penjualan import; the first bad line refuses the file, naming the row and the field. */
export function parsePenjualanImport(records: readonly PenjualanImportInput[]): PenjualanImportLine[] {
  return parseImportLines(penjualanImportLineSchema, records);
}

function headerRow(line: PenjualanImportLine, kodeToko: string): PenjualanHeaderRow {
  return {
    no_faktur_group: line.no_faktur_group,
    kode_toko: kodeToko,
    tgl_system: line.tgl_system,
    jam: line.jam,
    // A second import of the same file finds the visit it already made.
    idempotency_key: `import:${line.no_faktur_group}`,
    kode_sales: line.kode_sales,
    kode_member: orNull(line.kode_member),
    nama_customer: line.nama_customer,
    no_hp: orEmpty(line.no_hp),
    alamat_customer: orEmpty(line.alamat_customer),
    kode_marketplace: orEmpty(line.kode_marketplace),
    total: 0,
    cash_rp: 0,
    transfer_rp: 0,
    // The file names no account, bank or card fee; the payment amounts are all it has.
    no_rekening: '',
    debet_rp: 0,
    kode_bank_debet: '',
    biaya_debet: 0,
    credit_rp: 0,
    kode_bank_credit: '',
    biaya_credit: 0,
    kembalian: 0,
    // Points were the old system's business; importing must not award them again.
    poin: 0,
    no_titip: orNull(line.no_titip_group),
    // The deposit's DP is not in the file, only which deposit the sale collected.
    titipan_rp: 0,
    no_pesanan: null,
    pesanan_rp: 0,
    tukar_rp: 0,
    // The file does not say which buyback a traded-in payment came from.
    no_faktur_beli_tukar: null,
    no_generate: orEmpty(line.no_generate),
    no_faktur_group_user: orEmpty(line.no_faktur_group_user),
    nama_sales: orEmpty(line.nama_sales),
    status_premi: orEmpty(line.status_premi),
    total_usd: line.total_usd,
    curr: line.curr,
    status_valid: line.status_valid,
    // The file has no cancelled sales: cancellation is not one of its fields.
    status: 'OK',
    input_by: line.input_by,
  };
}

function detailRow(line: PenjualanImportLine): PenjualanDetailRow {
  return {
    no_faktur_jual: line.no_faktur_jual,
    no_faktur_group: line.no_faktur_group,
    kode_barcode: line.kode_barcode,
    kode_gudang: line.kode_gudang,
    kode_baki: line.kode_baki,
    kode_group: line.kode_group,
    kode_dept: line.kode_dept,
    nama_barang: line.nama_barang,
    kadar_cetak: orEmpty(line.kadar_cetak),
    // One barcoded piece per line (DOMAIN.md §1).
    stock: 1,
    berat: gramsToMilligrams(line.berat),
    harga_gram: line.harga_gram,
    ongkos: line.ongkos,
    harga_atribut: line.harga_atribut,
    // The file's two prices of a line: the asked price (harga_jual) and what was paid (harga_total).
    harga_system: line.harga_jual,
    harga_jual: line.harga_total,
    // A consent given in the old system is not in the file.
    otorisasi_id: null,
    status: 'OK',
    kode_barang: orEmpty(line.kode_barang),
    berat_awal: gramsToMilligrams(line.berat_awal),
    nama_atribut: orEmpty(line.nama_atribut),
    berat_atribut: gramsToMilligrams(line.berat_atribut),
    total_berlian_rp: line.total_berlian_rp,
    no_pesanan: orNull(line.no_pesanan),
    status_kembali: line.status_kembali,
    status_tukar: line.status_tukar,
    cash_rp: line.cash_rp,
    transfer_rp: line.transfer_rp,
    debet_rp: line.debet_rp,
    credit_rp: line.credit_rp,
    tukar_rp: line.tukar_rp,
  };
}

function addTo(header: PenjualanHeaderRow, field: 'total' | (typeof PAYMENT_FIELDS)[number], amount: number) {
  const sum = header[field] + amount;
  if (!Number.isSafeInteger(sum)) {
    throw badRequest(`Penjualan ${header.no_faktur_group}: jumlah ${field} terlalu besar`);
  }
  header[field] = sum;
}

/**
 * Where each visit field of a line (PENJUALAN_IMPORT_HEADER_FIELDS) lives in `penjualan`:
 * the server compares a visit's lines column by column and names the file's field.
 */
export const PENJUALAN_VISIT_COLUMNS = {
  no_generate: 'no_generate',
  no_faktur_group_user: 'no_faktur_group_user',
  tgl_system: 'tgl_system',
  kode_sales: 'kode_sales',
  nama_sales: 'nama_sales',
  kode_member: 'kode_member',
  nama_customer: 'nama_customer',
  no_hp: 'no_hp',
  alamat_customer: 'alamat_customer',
  kode_marketplace: 'kode_marketplace',
  input_by: 'input_by',
  status_valid: 'status_valid',
  status_premi: 'status_premi',
  no_titip_group: 'no_titip',
  jam: 'jam',
  total_usd: 'total_usd',
  curr: 'curr',
} as const satisfies Record<(typeof PENJUALAN_IMPORT_HEADER_FIELDS)[number], keyof PenjualanHeaderRow>;

/**
 * What the server keeps of one checked line until the file is complete (the import's
 * staging, jsonb): the visit's row as this line states it (`h`) and the piece's row (`d`),
 * keyed by column names so the database reads them back with `jsonb_populate_record`.
 * The visit's total and payments are left to the writer, which sums the visit's lines;
 * kode_toko is the job's. The same mapping as `penjualanImportToRows`, one line at a time.
 */
export function penjualanStagedLine(line: PenjualanImportLine, kodeToko: string) {
  return { h: headerRow(line, kodeToko), d: detailRow(line) };
}
export type PenjualanStagedLine = ReturnType<typeof penjualanStagedLine>;

/**
 * The rows of an import: one `penjualan` per no_faktur_group (in the order the file first
 * names it) whose total and payments are the sums of its lines, and one `penjualan_detail`
 * per line keeping its own price and payment share. Refuses, naming the row, a bad field,
 * a visit whose lines disagree on a visit field, and a no_faktur_jual given twice.
 */
export function penjualanImportToRows(
  lines: readonly PenjualanImportInput[],
  kodeToko: string,
): { headers: PenjualanHeaderRow[]; details: PenjualanDetailRow[] } {
  return groupImportVisits(parsePenjualanImport(lines), {
    lineNo: 'no_faktur_jual',
    visitFields: PENJUALAN_IMPORT_HEADER_FIELDS,
    header: (line) => headerRow(line, kodeToko),
    detail: detailRow,
    add: (header, line) => {
      addTo(header, 'total', line.harga_total);
      for (const field of PAYMENT_FIELDS) addTo(header, field, line[field]);
    },
  });
}

/**
 * The import lines the rows stand for: the inverse of `penjualanImportToRows`, visits in
 * the order of `headers`, lines in the order of `details`. The visit's totals are not read
 * back: they are the sums of its lines. Rows of sales made here have no payment share per
 * line (null) and read as 0; their berat_awal (null) is the weight itself.
 */
export function penjualanRowsToImport(
  headers: readonly PenjualanHeaderRow[],
  details: readonly PenjualanDetailRow[],
): PenjualanImportLine[] {
  const byGroup = new Map<string, PenjualanDetailRow[]>(
    headers.map((header) => [header.no_faktur_group, []]),
  );
  for (const detail of details) {
    const lines = byGroup.get(detail.no_faktur_group);
    if (!lines) {
      throw badRequest(
        `Baris penjualan ${detail.no_faktur_jual} tidak punya penjualan ${detail.no_faktur_group}`,
      );
    }
    lines.push(detail);
  }

  return headers.flatMap((header) => {
    const lines = byGroup.get(header.no_faktur_group) ?? [];
    if (lines.length === 0) {
      // A visit without pieces has no line to be written on.
      throw badRequest(`Penjualan ${header.no_faktur_group} tidak punya baris barang`);
    }
    const statusValid = STATUS_VALID.find((status) => status === header.status_valid);
    if (!statusValid) {
      throw badRequest(
        `Penjualan ${header.no_faktur_group}: status_valid ${header.status_valid} tidak dikenal`,
      );
    }
    return lines.map(
      (detail): PenjualanImportLine => ({
        no_generate: dash(header.no_generate),
        no_faktur_group: header.no_faktur_group,
        no_faktur_group_user: dash(header.no_faktur_group_user),
        no_faktur_jual: detail.no_faktur_jual,
        tgl_system: header.tgl_system,
        kode_sales: header.kode_sales,
        kode_member: dash(header.kode_member),
        nama_customer: header.nama_customer,
        no_hp: dash(header.no_hp),
        nama_sales: dash(header.nama_sales),
        kadar_cetak: dash(detail.kadar_cetak),
        alamat_customer: dash(header.alamat_customer),
        kode_gudang: detail.kode_gudang,
        kode_baki: detail.kode_baki,
        kode_barcode: detail.kode_barcode,
        kode_barang: dash(detail.kode_barang),
        kode_group: detail.kode_group,
        kode_dept: detail.kode_dept,
        kode_marketplace: dash(header.kode_marketplace),
        nama_barang: detail.nama_barang,
        berat_awal: milligramsToGrams(detail.berat_awal ?? detail.berat),
        berat: milligramsToGrams(detail.berat),
        nama_atribut: dash(detail.nama_atribut),
        berat_atribut: milligramsToGrams(detail.berat_atribut),
        harga_jual: detail.harga_system,
        harga_gram: detail.harga_gram,
        harga_atribut: detail.harga_atribut,
        ongkos: detail.ongkos,
        harga_total: detail.harga_jual,
        input_by: header.input_by,
        status_kembali: detail.status_kembali,
        status_valid: statusValid,
        status_premi: dash(header.status_premi),
        status_tukar: detail.status_tukar,
        no_titip_group: dash(header.no_titip),
        no_pesanan: dash(detail.no_pesanan),
        jam: header.jam,
        cash_rp: detail.cash_rp ?? 0,
        transfer_rp: detail.transfer_rp ?? 0,
        debet_rp: detail.debet_rp ?? 0,
        tukar_rp: detail.tukar_rp ?? 0,
        credit_rp: detail.credit_rp ?? 0,
        total_usd: header.total_usd,
        curr: header.curr,
        total_berlian_rp: detail.total_berlian_rp,
      }),
    );
  });
}
