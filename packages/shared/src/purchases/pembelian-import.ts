import { z } from 'zod';
import { gramsToMilligrams } from '../common/weight.ts';
import {
  cellText,
  gram,
  groupImportVisits,
  IMPORT_KOSONG,
  orEmpty,
  orNull,
  parseImportLines,
  rupiah,
  statusValid,
  tanggal,
  teks,
  wajib,
} from '../data-tools/import-cells.ts';

/**
 * The "Pembelian line" of the import (SPEC §3) and where each of its fields lives in
 * `pembelian` (the visit) and `pembelian_detail` (the piece bought back). kadar, cash_rp
 * and transfer_rp are the other shop variant's columns: a file may leave them out.
 */

/**
 * A buyback without receipt has no barcode until sorting gives it one, so an empty cell
 * (or '-') is "none" (''); a barcode given is digits padded to 8 (SPEC §9).
 */
const barcodeBeli = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const text = cellText(value)?.trim();
    if (text === '' || text === IMPORT_KOSONG) return '';
    if (text === undefined || !/^\d{1,8}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'kode_barcode harus 1 sampai 8 angka' });
      return z.NEVER;
    }
    return text.padStart(8, '0');
  });

/** One line of a pembelian import file as parsed, fields in SPEC §3's order, lengths of their columns. */
export const pembelianImportLineSchema = z
  .object({
    no_faktur_group: wajib('no_faktur_group', 40),
    no_faktur_beli: wajib('no_faktur_beli', 44),
    tgl_system: tanggal,
    kode_sales: teks('kode_sales', 20),
    kode_member: teks('kode_member', 30),
    nama_customer: teks('nama_customer', 100),
    no_hp: teks('no_hp', 20),
    alamat_customer: teks('alamat_customer'),
    kode_gudang: teks('kode_gudang', 20),
    no_faktur_ext: teks('no_faktur_ext', 60),
    kode_group: teks('kode_group', 20),
    kode_dept: teks('kode_dept', 20),
    kode_barcode: barcodeBeli,
    nama_barang: teks('nama_barang', 150),
    /** Grams on the receipt (0 without one). */
    berat_nota: gram('berat_nota'),
    /** Grams as weighed at the counter. */
    berat: gram('berat'),
    harga_nota: rupiah('harga_nota'),
    harga: rupiah('harga'),
    harga_rata: rupiah('harga_rata'),
    kondisi: teks('kondisi', 20),
    input_by: teks('input_by', 30),
    status_valid: statusValid,
    type_kondisi: teks('type_kondisi', 12),
    kadar: teks('kadar', 20),
    cash_rp: rupiah('cash_rp'),
    transfer_rp: rupiah('transfer_rp'),
  })
  .superRefine((line, ctx) => {
    // A piece bought back was weighed; 0 g is a missing cell, not a buyback.
    if (line.berat <= 0) ctx.addIssue({ code: 'custom', message: 'berat harus lebih dari 0' });
    // Without the variant's columns the line was paid in cash (the old system's default);
    // with them they are how its price was paid, so they must add up to it.
    const bayar = line.cash_rp + line.transfer_rp;
    if (bayar !== 0 && bayar !== line.harga) {
      ctx.addIssue({
        code: 'custom',
        message: `cash_rp + transfer_rp (${bayar}) harus sama dengan harga (${line.harga})`,
      });
    }
  });
/** A line as read from the file: every field optional, any cell type. */
export type PembelianImportInput = z.input<typeof pembelianImportLineSchema>;
export type PembelianImportLine = z.output<typeof pembelianImportLineSchema>;

/** Fields that describe the visit, repeated on each of its lines; `pembelian` keeps one value. */
export const PEMBELIAN_IMPORT_HEADER_FIELDS = [
  'tgl_system',
  'kode_sales',
  'kode_member',
  'nama_customer',
  'no_hp',
  'alamat_customer',
  'input_by',
  'status_valid',
] as const satisfies readonly (keyof PembelianImportLine)[];

/** A row of `pembelian` as the import fills it; keys are the column names. */
export interface PembelianHeaderRow {
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
  total: number;
  cash_rp: number;
  transfer_rp: number;
  no_rekening: string;
  tukar_rp: number;
  no_faktur_jual_tukar: string | null;
  status_valid: string;
  status: string;
  input_by: string;
}

/** A row of `pembelian_detail` as the import fills it; keys are the column names, weights in milligrams. */
export interface PembelianDetailRow {
  no_faktur_beli: string;
  no_faktur_group: string;
  kode_barcode: string;
  no_faktur_jual: string | null;
  no_faktur_ext: string;
  kode_gudang: string;
  kode_baki: string;
  kode_group: string;
  kode_dept: string;
  nama_barang: string;
  kadar_cetak: string;
  berat_nota: number;
  berat: number;
  harga_nota: number;
  kode_kondisi: string;
  type_kondisi: string;
  potongan: number;
  harga_system: number;
  harga: number;
  harga_rata: number;
  otorisasi_id: number | null;
  status: string;
}

/** The file's time of day is not a pembelian field; midnight keeps the column's "HH:MM:SS" shape. */
export const PEMBELIAN_IMPORT_JAM = '00:00:00';

function headerRow(line: PembelianImportLine, kodeToko: string): PembelianHeaderRow {
  return {
    no_faktur_group: line.no_faktur_group,
    kode_toko: kodeToko,
    tgl_system: line.tgl_system,
    jam: PEMBELIAN_IMPORT_JAM,
    // A second import of the same file finds the buyback it already made.
    idempotency_key: `import:${line.no_faktur_group}`,
    kode_sales: line.kode_sales,
    kode_member: orNull(line.kode_member),
    nama_customer: line.nama_customer,
    no_hp: orEmpty(line.no_hp),
    alamat_customer: orEmpty(line.alamat_customer),
    // Sums of the visit's lines, written by whoever groups them.
    total: 0,
    cash_rp: 0,
    transfer_rp: 0,
    // The file names no shop account for a transfer.
    no_rekening: '',
    // A trade-in is a sale and a buyback at once; the file does not link them.
    tukar_rp: 0,
    no_faktur_jual_tukar: null,
    status_valid: line.status_valid,
    status: 'OK',
    input_by: line.input_by,
  };
}

/** The line's cash share: the whole price when the file does not split it (see the schema). */
export function pembelianLineCash(line: Pick<PembelianImportLine, 'cash_rp' | 'transfer_rp' | 'harga'>) {
  return line.cash_rp + line.transfer_rp === 0 ? line.harga : line.cash_rp;
}

function detailRow(line: PembelianImportLine): PembelianDetailRow {
  return {
    no_faktur_beli: line.no_faktur_beli,
    no_faktur_group: line.no_faktur_group,
    kode_barcode: line.kode_barcode,
    // The old system's receipt is no_faktur_ext; no sale of this system is linked.
    no_faktur_jual: null,
    no_faktur_ext: orEmpty(line.no_faktur_ext),
    kode_gudang: line.kode_gudang,
    kode_baki: '',
    kode_group: line.kode_group,
    kode_dept: line.kode_dept,
    nama_barang: line.nama_barang,
    kadar_cetak: orEmpty(line.kadar),
    berat_nota: gramsToMilligrams(line.berat_nota),
    berat: gramsToMilligrams(line.berat),
    harga_nota: line.harga_nota,
    kode_kondisi: line.kondisi,
    type_kondisi: line.type_kondisi,
    // The file gives the receipt price and the price paid, not the cut between them.
    potongan: 0,
    // What the old system offered is not in the file; what was paid stands for it.
    harga_system: line.harga,
    harga: line.harga,
    harga_rata: line.harga_rata,
    otorisasi_id: null,
    status: 'OK',
  };
}

/**
 * What the server keeps of one checked line until the file is complete (jsonb staging):
 * the visit's row as this line states it (`h`), the piece's row (`d`), and the line's
 * payment shares (`bayar`), which the writer sums into the visit.
 */
export function pembelianStagedLine(line: PembelianImportLine, kodeToko: string) {
  return {
    h: headerRow(line, kodeToko),
    d: detailRow(line),
    bayar: { cash_rp: pembelianLineCash(line), transfer_rp: line.transfer_rp },
  };
}
export type PembelianStagedLine = ReturnType<typeof pembelianStagedLine>;

/** Parses the lines of a pembelian import; the first bad line refuses the file, naming the row and the field. */
export function parsePembelianImport(records: readonly PembelianImportInput[]): PembelianImportLine[] {
  return parseImportLines(pembelianImportLineSchema, records);
}

/**
 * The rows of a small import, in memory: one `pembelian` per no_faktur_group whose total
 * and payments are the sums of its lines, one `pembelian_detail` per line. Refuses, naming
 * the row, a bad field, a visit whose lines disagree on a visit field, and a no_faktur_beli
 * given twice. The server does the same over its staging in SQL for files of any size.
 */
export function pembelianImportToRows(
  records: readonly PembelianImportInput[],
  kodeToko: string,
): { headers: PembelianHeaderRow[]; details: PembelianDetailRow[] } {
  return groupImportVisits(parsePembelianImport(records), {
    lineNo: 'no_faktur_beli',
    visitFields: PEMBELIAN_IMPORT_HEADER_FIELDS,
    header: (line) => headerRow(line, kodeToko),
    detail: detailRow,
    add: (header, line) => {
      header.total += line.harga;
      header.cash_rp += pembelianLineCash(line);
      header.transfer_rp += line.transfer_rp;
    },
  });
}
