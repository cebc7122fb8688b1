import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { tanggalInput } from '../common/date-input.ts';
import { numberInput } from '../common/number-input.ts';
import { plainText } from '../common/plain-text.ts';
import { rupiahInput, scannedPieceSchema } from '../goods/goods.schemas.ts';
import { TEXTS } from '../texts/texts.ts';
import { counterCustomerFields, pembayaranSchema, STATUS_VALID } from './penjualan.schemas.ts';

/**
 * Deposits belong to the menu item Lihat Titipan, the only deposit entry of the Penjualan
 * group: taking or collecting one at the sales counter needs it beside Transaksi
 * Penjualan, and the counter shows its Titipan mode only to those who hold both.
 */
export const TITIPAN_MENU = 'lihat-titipan';

/**
 * Titipan (DOMAIN.md §4): a DP for specific pieces, held for the customer at today's
 * price. The payment brings in exactly the DP (cash may exceed it: change).
 */
export const titipanSchema = z.object({
  ...counterCustomerFields,
  keterangan: plainText('Keterangan', 300, { multiline: true }).default(''),
  items: z
    .array(scannedPieceSchema, { error: TEXTS.barangHarusDiscan })
    .min(1, TEXTS.barangHarusDiscan)
    .max(20, 'Maksimal 20 barang sekali titip'),
  dp: rupiahInput('DP').refine((value) => value > 0, TEXTS.titipan.dpHarusDiisi),
  bayar: pembayaranSchema,
});
export type TitipanInput = z.input<typeof titipanSchema>;

export const STATUS_TITIPAN = ['OPEN', 'FINISH', 'CLOSE'] as const;

export const titipanLineSchema = z.object({
  kode_barcode: z.string(),
  /** The tray the piece left: where a cancellation returns it. */
  kode_gudang: z.string(),
  kode_baki: z.string(),
  /** Where the piece lies now (gudang TITIP once validated): what a collecting sale scans. */
  gudang_sekarang: z.string(),
  baki_sekarang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  nama_barang: z.string(),
  kadar_cetak: z.string(),
  /** Grams. */
  berat: z.number(),
  harga_gram: z.number(),
  ongkos: z.number(),
  harga_atribut: z.number(),
  harga_jual: z.number(),
});
export type TitipanLine = z.infer<typeof titipanLineSchema>;

export const titipanDocSchema = z.object({
  no_titip: z.string(),
  tgl_system: z.string(),
  jam: z.string(),
  kode_sales: z.string(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  alamat_customer: z.string(),
  keterangan: z.string(),
  total: z.number(),
  dp: z.number(),
  /** What the customer still pays when collecting. */
  sisa: z.number(),
  cash_rp: z.number(),
  transfer_rp: z.number(),
  no_rekening: z.string(),
  debet_rp: z.number(),
  kode_bank_debet: z.string(),
  biaya_debet: z.number(),
  credit_rp: z.number(),
  kode_bank_credit: z.string(),
  biaya_credit: z.number(),
  kembalian: z.number(),
  status: z.enum(STATUS_TITIPAN),
  status_valid: z.enum(STATUS_VALID),
  no_faktur_group: z.string().nullable(),
  input_by: z.string(),
  valid_by: z.string().nullable(),
  items: z.array(titipanLineSchema),
});
export type TitipanDoc = z.infer<typeof titipanDocSchema>;

/** Lihat Titipan and Validasi Titipan: by state, date range, number, barcode or customer. */
export const titipanQuerySchema = z.object({
  skip: numberInput(z.number().int().min(0)).default(0),
  limit: numberInput(z.number().int().min(1).max(100)).default(10),
  search: plainText('Cari', 100).optional(),
  status: z.enum(STATUS_TITIPAN).optional(),
  status_valid: z.enum(STATUS_VALID).optional(),
  dari: tanggalInput('Tanggal tidak valid').optional(),
  sampai: tanggalInput('Tanggal tidak valid').optional(),
});

export const validasiTitipanSchema = z.object({
  no_titip: z
    .array(plainText('No Titip', 40).min(1, 'No Titip Harus Diisi'), {
      error: 'Pilih Titipan yang akan divalidasi',
    })
    .min(1, 'Pilih Titipan yang akan divalidasi')
    .max(200),
});

/** Cancelling a validated deposit: the DP goes back to the customer, the pieces to their trays. */
export const batalTitipanSchema = z.object({
  no_titip: plainText('No Titip', 40).min(1, 'No Titip Harus Diisi'),
  otorisasi: otorisasiSchema,
});

export const noTitipParamsSchema = z.object({
  no_titip: plainText('No Titip', 40).min(1, 'No Titip Harus Diisi'),
});

/** What the routes every counter document shares (its list, one, validasi, batal) read and answer. */
export const titipanDocumentSchemas = {
  doc: titipanDocSchema,
  query: titipanQuerySchema,
  params: noTitipParamsSchema,
  validasi: validasiTitipanSchema,
  batal: batalTitipanSchema,
};
