import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { tanggalInput } from '../common/date-input.ts';
import { idempotencyKeySchema } from '../common/idempotency-key.ts';
import { numberInput, numberMessage } from '../common/number-input.ts';
import { plainText } from '../common/plain-text.ts';
import { barangSchema, goodsCode, rupiahInput, scannedPieceSchema } from '../goods/goods.schemas.ts';
import { TEXTS } from '../texts/texts.ts';

const optionalCode = (label: string) =>
  plainText(label, 30)
    .default('')
    .transform((value) => value.toUpperCase());

/** A scanned piece on the sale; `harga_jual` below the system price needs otorisasi. */
export const penjualanItemSchema = scannedPieceSchema.extend({
  /** What the customer pays for the line; omitted: the system price. */
  harga_jual: numberInput(
    z
      .number({ error: numberMessage('Harga Jual') })
      .refine(Number.isSafeInteger, 'Harga Jual harus bilangan bulat')
      .refine((value) => value >= 0, 'Harga Jual tidak boleh negatif'),
  ).optional(),
});

export const pembayaranSchema = z.object({
  cash: rupiahInput('Cash'),
  transfer: rupiahInput('Transfer'),
  /** The shop account the transfer went to. */
  no_rekening: optionalCode('Rekening'),
  debet: rupiahInput('Debet'),
  kode_bank_debet: optionalCode('Bank Debet'),
  credit: rupiahInput('Credit'),
  kode_bank_credit: optionalCode('Bank Credit'),
});
export type Pembayaran = z.input<typeof pembayaranSchema>;

/** Who serves whom at the counter: the fields a sale and a deposit share. */
export const counterCustomerFields = {
  idempotency_key: idempotencyKeySchema,
  kode_sales: goodsCode('Sales'),
  /** Empty for a customer who is not a member; a member earns points when a sale is validated. */
  kode_member: optionalCode('Member'),
  nama_customer: plainText('Nama Customer', 100)
    .min(1, 'Nama Customer Harus Diisi')
    .transform((value) => value.toUpperCase()),
  no_hp: plainText('No HP', 20).default(''),
  alamat_customer: plainText('Alamat', 300, { multiline: true }).default(''),
};

/** Transaksi Penjualan: one customer visit, many pieces, one combined payment. */
export const penjualanSchema = z.object({
  ...counterCustomerFields,
  kode_marketplace: optionalCode('Marketplace'),
  items: z
    .array(penjualanItemSchema, { error: TEXTS.barangHarusDiscan })
    .min(1, TEXTS.barangHarusDiscan)
    .max(100, 'Maksimal 100 barang sekali jual'),
  bayar: pembayaranSchema,
  /** Needed when a line is sold below the system price. */
  otorisasi: otorisasiSchema.optional(),
  /** Collecting a deposit: its pieces at the price agreed then, its DP counted as paid. */
  no_titip: plainText('No Titip', 40).default(''),
  /** Collecting an order: its made piece at today's price by its real weight, its DP counted as paid. */
  no_pesanan: plainText('No Pesanan', 30).default(''),
});
export type PenjualanInput = z.input<typeof penjualanSchema>;

/** The counter's price lookup: `no_pesanan` names the order whose made piece is being collected. */
export const penjualanHargaQuerySchema = z.object({
  no_pesanan: plainText('No Pesanan', 30).default(''),
});

export const STATUS_VALID = ['OPEN', 'DONE'] as const;
export const STATUS_PENJUALAN = ['OK', 'CANC'] as const;

export const penjualanLineSchema = z.object({
  no_faktur_jual: z.string(),
  kode_barcode: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  nama_barang: z.string(),
  kadar_cetak: z.string(),
  /** Grams. */
  berat: z.number(),
  harga_gram: z.number(),
  ongkos: z.number(),
  harga_atribut: z.number(),
  harga_system: z.number(),
  harga_jual: z.number(),
  status: z.enum(STATUS_PENJUALAN),
});
export type PenjualanLine = z.infer<typeof penjualanLineSchema>;

export const penjualanDocSchema = z.object({
  no_faktur_group: z.string(),
  tgl_system: z.string(),
  jam: z.string(),
  kode_sales: z.string(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  alamat_customer: z.string(),
  kode_marketplace: z.string(),
  total: z.number(),
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
  /** Points the member earned with this sale (0 for non-members and unvalidated sales). */
  poin: z.number(),
  /** The deposit this sale collected and its DP, or '' and 0. */
  no_titip: z.string(),
  titipan_rp: z.number(),
  no_pesanan: z.string(),
  pesanan_rp: z.number(),
  /** Paid by gold traded in (tukar): its value and the buyback that took it (absent before tukar existed). */
  tukar_rp: z.number().optional(),
  no_faktur_beli_tukar: z.string().optional(),
  status_valid: z.enum(STATUS_VALID),
  status: z.enum(STATUS_PENJUALAN),
  input_by: z.string(),
  valid_by: z.string().nullable(),
  items: z.array(penjualanLineSchema),
  /** The link of the receipt's QR code (Cek Nota). */
  cek_nota: z.string().optional(),
});
export type PenjualanDoc = z.infer<typeof penjualanDocSchema>;

export const validasiPenjualanSchema = z.object({
  no_faktur_group: z
    .array(plainText('No Faktur', 40).min(1, 'No Faktur Harus Diisi'), {
      error: 'Pilih Penjualan yang akan divalidasi',
    })
    .min(1, 'Pilih Penjualan yang akan divalidasi')
    .max(200),
});

/** Lihat Penjualan and the validation lists: by date range, receipt, barcode or customer. */
export const penjualanQuerySchema = z.object({
  skip: numberInput(z.number().int().min(0)).default(0),
  limit: numberInput(z.number().int().min(1).max(100)).default(10),
  search: plainText('Cari', 100).optional(),
  status_valid: z.enum(STATUS_VALID).optional(),
  dari: tanggalInput('Tanggal tidak valid').optional(),
  sampai: tanggalInput('Tanggal tidak valid').optional(),
});

/** Batal Penjualan: one line of a validated sale of today, with otorisasi and its reason. */
export const batalPenjualanSchema = z.object({
  no_faktur_jual: plainText('No Faktur', 44).min(1, 'No Faktur Harus Diisi'),
  otorisasi: otorisasiSchema,
});

export const noFakturGroupParamsSchema = z.object({
  no_faktur_group: plainText('No Faktur', 40).min(1, 'No Faktur Harus Diisi'),
});

/**
 * A scanned piece as the sales counter prices it: the system price of DOMAIN.md §2 from
 * the day's gold price of its group, with the parts the cashier explains to the customer.
 */
export const penjualanHargaSchema = z.object({
  barang: barangSchema,
  harga_gram: z.number(),
  /** berat x harga per gram. */
  harga_emas: z.number(),
  ongkos_rp: z.number(),
  harga_atribut: z.number(),
  harga_system: z.number(),
  /** Nobody entered today's price of the group yet: the master price or yesterday's copy applies. */
  harga_belum_diinput: z.boolean(),
});
export type PenjualanHarga = z.infer<typeof penjualanHargaSchema>;

/** What the routes every counter document shares (its list, one, validasi, batal) read and answer. */
export const penjualanDocumentSchemas = {
  doc: penjualanDocSchema,
  query: penjualanQuerySchema,
  params: noFakturGroupParamsSchema,
  validasi: validasiPenjualanSchema,
  batal: batalPenjualanSchema,
};
