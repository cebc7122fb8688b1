import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { tanggalInput } from '../common/date-input.ts';
import { numberInput, numberMessage } from '../common/number-input.ts';
import { plainText } from '../common/plain-text.ts';
import { dashboardChartQuerySchema } from '../dashboard/dashboard-chart.schemas.ts';
import { goodsCode, gramsInput, rupiahInput } from '../goods/goods.schemas.ts';
import { counterCustomerFields, pembayaranSchema, STATUS_VALID } from '../sales/penjualan.schemas.ts';
import { TEXTS } from '../texts/texts.ts';

/** The menu keys of the order counter and its list (menu catalogue). */
export const PESANAN_MENU = { transaksi: 'transaksi-pesanan', lihat: 'lihat-pesanan' } as const;

/**
 * Pesanan (DOMAIN.md §4): a piece the customer orders to be made. The counter states the
 * estimate (kategori, weight, kadar, price per gram, ongkos) and takes a DP; the order is
 * priced again from the real weight when collected.
 */
export const pesananSchema = z.object({
  ...counterCustomerFields,
  /** Kategori: the group whose gold price is the default price per gram. */
  kode_group: goodsCode('Kategori'),
  kode_dept: goodsCode('Jenis'),
  deskripsi: plainText('Deskripsi', 300, { multiline: true }).min(1, TEXTS.pesanan.deskripsiHarusDiisi),
  /** Estimated grams, 3 decimals. */
  berat: gramsInput('Berat Estimasi', { required: true }),
  kadar: numberInput(
    z
      .number({ error: numberMessage('Kadar') })
      .refine((value) => value > 0 && value <= 100, 'Kadar harus lebih dari 0 sampai 100'),
  ),
  /** 0: the day's gold price of the kategori. */
  harga_gram: rupiahInput('Harga Per Gram'),
  ongkos: rupiahInput('Ongkos'),
  tgl_selesai: tanggalInput('Tanggal Estimasi Selesai tidak valid'),
  /** The sample photo's key in the file store, once uploaded. */
  foto: plainText('Foto', 200).default(''),
  dp: rupiahInput('DP').refine((value) => value > 0, TEXTS.pesanan.dpHarusDiisi),
  bayar: pembayaranSchema,
});
export type PesananInput = z.input<typeof pesananSchema>;

/** OPEN taken, DONE made (in stock), FINISH collected by a sale, CLOSE cancelled. */
export const STATUS_PESANAN = ['OPEN', 'DONE', 'FINISH', 'CLOSE'] as const;
export type StatusPesanan = (typeof STATUS_PESANAN)[number];

/** The estimated total of an order: grams (as milligrams) times the price per gram, plus ongkos. */
export function estimasiPesanan(beratMg: number, hargaGram: number, ongkos: number): number {
  return Math.round((beratMg * hargaGram) / 1000) + ongkos;
}

export const pesananDocSchema = z.object({
  no_pesanan: z.string(),
  tgl_system: z.string(),
  jam: z.string(),
  kode_sales: z.string(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  alamat_customer: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  deskripsi: z.string(),
  /** Estimated grams. */
  berat: z.number(),
  kadar: z.number(),
  harga_gram: z.number(),
  ongkos: z.number(),
  /** The estimate: berat x harga_gram + ongkos. */
  total: z.number(),
  dp: z.number(),
  sisa: z.number(),
  tgl_selesai: z.string(),
  foto: z.string(),
  /** Where the browser shows the photo (`foto` is its file store key); null without one. */
  foto_url: z.string().nullable(),
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
  status: z.enum(STATUS_PESANAN),
  status_valid: z.enum(STATUS_VALID),
  /** The piece made for the order, once added to stock (DONE). */
  kode_barcode: z.string().nullable(),
  /** The sale that collected it (FINISH). */
  no_faktur_group: z.string().nullable(),
  input_by: z.string(),
  valid_by: z.string().nullable(),
});
export type PesananDoc = z.infer<typeof pesananDocSchema>;

/**
 * An order as the goods clerk checks it before adding its made piece (Tambah Data Barang,
 * Penerimaan): what is to be made and for whom, and its state, without its money.
 */
export const pesananBarangSchema = pesananDocSchema.pick({
  no_pesanan: true,
  tgl_system: true,
  nama_customer: true,
  kode_group: true,
  kode_dept: true,
  deskripsi: true,
  berat: true,
  kadar: true,
  tgl_selesai: true,
  status: true,
  status_valid: true,
  kode_barcode: true,
});
export type PesananBarang = z.infer<typeof pesananBarangSchema>;

/** Lihat Pesanan: by state, validity, date range, number, customer or the made piece's barcode. */
export const pesananQuerySchema = z.object({
  skip: numberInput(z.number().int().min(0)).default(0),
  limit: numberInput(z.number().int().min(1).max(100)).default(10),
  search: plainText('Cari', 100).optional(),
  status: z.enum(STATUS_PESANAN, { error: 'Status pesanan tidak dikenal' }).optional(),
  status_valid: z.enum(STATUS_VALID).optional(),
  dari: tanggalInput('Tanggal tidak valid').optional(),
  sampai: tanggalInput('Tanggal tidak valid').optional(),
});

const noPesanan = plainText('No Pesanan', 40).min(1, 'No Pesanan Harus Diisi');

export const validasiPesananSchema = z.object({
  no_pesanan: z
    .array(noPesanan, { error: 'Pilih Pesanan yang akan divalidasi' })
    .min(1, 'Pilih Pesanan yang akan divalidasi')
    .max(200),
});

/** Cancelling an order with otorisasi: a validated DP goes back by the methods it was paid with. */
export const batalPesananSchema = z.object({
  no_pesanan: noPesanan,
  otorisasi: otorisasiSchema,
});

export const noPesananParamsSchema = z.object({ no_pesanan: noPesanan });

/** What the routes every counter document shares (its list, one, validasi, batal) read and answer. */
export const pesananDocumentSchemas = {
  doc: pesananDocSchema,
  query: pesananQuerySchema,
  params: noPesananParamsSchema,
  validasi: validasiPesananSchema,
  batal: batalPesananSchema,
};

/** `GET pesanan/chart?type=today|monthly` (SPEC §7): orders taken, by their estimate. */
export const pesananChartQuerySchema = dashboardChartQuerySchema(
  'Tipe grafik pesanan harus today atau monthly',
);
