import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { numberInput, numberMessage } from '../common/number-input.ts';
import { plainText } from '../common/plain-text.ts';
import { goodsCode, gramsInput, rupiahInput } from '../goods/goods.schemas.ts';
import {
  counterCustomerFields,
  noFakturGroupParamsSchema,
  penjualanQuerySchema,
  STATUS_PENJUALAN,
  STATUS_VALID,
} from '../sales/penjualan.schemas.ts';
import { TEXTS } from '../texts/texts.ts';

/**
 * One piece brought back. With `kode_barcode` it is a piece this shop sold (its receipt
 * gives group, jenis, name and the receipt price); without, group, jenis and name are
 * typed and the price is the weight at the group's buy price of the day (otorisasi).
 */
export const pembelianItemSchema = z
  .object({
    kode_barcode: z
      .string()
      .trim()
      .max(8, 'Barcode maksimal 8 angka')
      .regex(/^\d*$/, 'Barcode hanya angka')
      .default('')
      .transform((value) => (value === '' ? '' : value.padStart(8, '0'))),
    kode_group: plainText('Group', 20)
      .default('')
      .transform((value) => value.toUpperCase()),
    kode_dept: plainText('Jenis', 20)
      .default('')
      .transform((value) => value.toUpperCase()),
    nama_barang: plainText('Nama Barang', 150)
      .default('')
      .transform((value) => value.toUpperCase()),
    /** Grams, as weighed at the counter. */
    berat: gramsInput('Berat', { required: true }),
    kode_kondisi: goodsCode('Kondisi'),
    /** What the shop pays for the line; omitted: what the system offers. Above it needs otorisasi. */
    harga: numberInput(
      z
        .number({ error: numberMessage('Harga') })
        .refine(Number.isSafeInteger, 'Harga harus bilangan bulat')
        .refine((value) => value >= 0, 'Harga tidak boleh negatif'),
    ).optional(),
  })
  .superRefine((item, ctx) => {
    if (item.kode_barcode) return;
    if (!item.kode_group)
      ctx.addIssue({ code: 'custom', path: ['kode_group'], message: 'Group Harus Diisi' });
    if (!item.kode_dept) ctx.addIssue({ code: 'custom', path: ['kode_dept'], message: 'Jenis Harus Diisi' });
    if (!item.nama_barang)
      ctx.addIssue({ code: 'custom', path: ['nama_barang'], message: 'Nama Barang Harus Diisi' });
  });
export type PembelianItemInput = z.input<typeof pembelianItemSchema>;

/** The shop pays the customer: cash, a transfer from a shop account, or both; together exactly the total. */
export const pembayaranPembelianSchema = z.object({
  cash: rupiahInput('Cash'),
  transfer: rupiahInput('Transfer'),
  /** The shop account the transfer leaves from. */
  no_rekening: plainText('Rekening', 30)
    .default('')
    .transform((value) => value.toUpperCase()),
});

/** Transaksi Pembelian: one customer visit selling gold back to the shop. */
export const pembelianSchema = z.object({
  ...counterCustomerFields,
  items: z
    .array(pembelianItemSchema, { error: TEXTS.pembelian.barangHarusDiisi })
    .min(1, TEXTS.pembelian.barangHarusDiisi)
    .max(50, 'Maksimal 50 barang sekali beli'),
  bayar: pembayaranPembelianSchema,
  /** Needed for a line without receipt, above the receipt price or heavier than the receipt. */
  otorisasi: otorisasiSchema.optional(),
});
export type PembelianInput = z.input<typeof pembelianSchema>;

/** What the receipt of a piece this shop sold says: the start of a buyback with barcode. */
export const pembelianNotaSchema = z.object({
  kode_barcode: z.string(),
  no_faktur_jual: z.string(),
  tgl_jual: z.string(),
  /** The customer of the sale ('' when not a member): the buyback form starts from them. */
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  alamat_customer: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  nama_barang: z.string(),
  kadar_cetak: z.string(),
  /** Grams, as sold. */
  berat_nota: z.number(),
  harga_jual: z.number(),
  ongkos: z.number(),
  /** The receipt price the buyback starts from (HARGA_NOTA_DENGAN_ONGKOS_MODULE decides the fee). */
  harga_nota: z.number(),
});
export type PembelianNota = z.infer<typeof pembelianNotaSchema>;

export const pembelianLineSchema = z.object({
  no_faktur_beli: z.string(),
  /** '' until a line without receipt is validated and the piece gets its barcode. */
  kode_barcode: z.string(),
  no_faktur_jual: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  nama_barang: z.string(),
  kadar_cetak: z.string(),
  /** Grams. */
  berat_nota: z.number(),
  berat: z.number(),
  harga_nota: z.number(),
  kode_kondisi: z.string(),
  type_kondisi: z.string(),
  potongan: z.number(),
  harga_system: z.number(),
  harga: z.number(),
  harga_rata: z.number(),
  status: z.enum(STATUS_PENJUALAN),
});
export type PembelianLine = z.infer<typeof pembelianLineSchema>;

export const pembelianDocSchema = z.object({
  no_faktur_group: z.string(),
  tgl_system: z.string(),
  jam: z.string(),
  kode_sales: z.string(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  alamat_customer: z.string(),
  total: z.number(),
  cash_rp: z.number(),
  transfer_rp: z.number(),
  no_rekening: z.string(),
  /** A trade-in: the part paid by the new sale and that sale; `cash_rp` is then the TUKAR KURANG paid out. */
  tukar_rp: z.number().optional(),
  no_faktur_jual_tukar: z.string().optional(),
  status_valid: z.enum(STATUS_VALID),
  status: z.enum(STATUS_PENJUALAN),
  input_by: z.string(),
  valid_by: z.string().nullable(),
  items: z.array(pembelianLineSchema),
});
export type PembelianDoc = z.infer<typeof pembelianDocSchema>;

export const validasiPembelianSchema = z.object({
  no_faktur_group: z
    .array(plainText('No Faktur', 40).min(1, 'No Faktur Harus Diisi'), {
      error: 'Pilih Pembelian yang akan divalidasi',
    })
    .min(1, 'Pilih Pembelian yang akan divalidasi')
    .max(200),
});

/** Batal Pembelian: one line of a validated buyback of today, with otorisasi and its reason. */
export const batalPembelianSchema = z.object({
  no_faktur_beli: plainText('No Faktur', 44).min(1, 'No Faktur Harus Diisi'),
  otorisasi: otorisasiSchema,
});

/** Lihat Pembelian and Validasi Jual Beli filter buybacks as the sales lists filter sales. */
export const pembelianQuerySchema = penjualanQuerySchema;

/** What the routes every counter document shares (its list, one, validasi, batal) read and answer. */
export const pembelianDocumentSchemas = {
  doc: pembelianDocSchema,
  query: pembelianQuerySchema,
  params: noFakturGroupParamsSchema,
  validasi: validasiPembelianSchema,
  batal: batalPembelianSchema,
};
