import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { tanggalInput } from '../common/date-input.ts';
import { idempotencyKeySchema } from '../common/idempotency-key.ts';
import { jumlahBarangInput, numberInput, numberMessage } from '../common/number-input.ts';
import { plainText } from '../common/plain-text.ts';
import { goodsCode, gramsInput, rupiahInput } from '../goods/goods.schemas.ts';
import { pembayaranPembelianSchema } from '../purchases/pembelian.schemas.ts';
import { counterCustomerFields, STATUS_VALID } from '../sales/penjualan.schemas.ts';
import { TEXTS } from '../texts/texts.ts';

/**
 * Hutang (pawn loans, DOMAIN.md §9, docs/decisions/020-hutang.md): cash lent against
 * pledged gold, interest by the day, redeemed, renewed or auctioned.
 */
export const HUTANG_MENU = {
  transaksi: 'transaksi-hutang',
  lihat: 'lihat-hutang',
  validasi: 'validasi-hutang',
} as const;

/** OPEN lent; LUNAS redeemed; PERPANJANG closed by a renewal; LELANG auctioned; BATAL cancelled. */
export const STATUS_HUTANG = ['OPEN', 'LUNAS', 'PERPANJANG', 'LELANG', 'BATAL'] as const;
export type StatusHutang = (typeof STATUS_HUTANG)[number];

/** A payment on a loan: interest only, redemption, or the renewal's payment. */
export const JENIS_BAYAR_HUTANG = ['BUNGA', 'LUNAS', 'PERPANJANG'] as const;
export type JenisBayarHutang = (typeof JENIS_BAYAR_HUTANG)[number];

/** Term of a loan: whole months of 30 days. */
export const JANGKA_BULAN = { min: 1, max: 12, default: 4 } as const;

const noHutang = plainText('No Hutang', 40).min(1, 'No Hutang Harus Diisi');

const jangkaBulan = numberInput(
  z
    .number({ error: numberMessage('Jangka waktu') })
    .int('Jangka waktu harus bilangan bulat')
    .min(JANGKA_BULAN.min, `Jangka waktu ${JANGKA_BULAN.min} sampai ${JANGKA_BULAN.max} bulan`)
    .max(JANGKA_BULAN.max, `Jangka waktu ${JANGKA_BULAN.min} sampai ${JANGKA_BULAN.max} bulan`),
).default(JANGKA_BULAN.default);

/** One pledged piece: priced at the day's buy price of its group. */
export const hutangItemSchema = z.object({
  kode_group: goodsCode('Group'),
  /** The jenis it enters stock as, should it ever be auctioned. */
  kode_dept: goodsCode('Jenis'),
  nama_barang: plainText('Nama Barang', 150)
    .min(1, TEXTS.hutang.namaBarangHarusDiisi)
    .transform((value) => value.toUpperCase()),
  berat: gramsInput('Berat', { required: true }),
  kadar: numberInput(
    z
      .number({ error: numberMessage('Kadar') })
      .refine((value) => value > 0 && value <= 100, 'Kadar harus lebih dari 0 sampai 100'),
  ),
  jumlah: jumlahBarangInput(),
  /** The file store key of a photo of the piece. */
  foto: plainText('Foto', 200).default(''),
});
export type HutangItemInput = z.input<typeof hutangItemSchema>;

/**
 * Transaksi Hutang: the customer (NIK required), the pledged pieces, the loan and how the
 * shop pays it out (cash and/or a transfer from a shop account, together exactly the loan).
 */
export const hutangSchema = z.object({
  ...counterCustomerFields,
  nik: plainText('NIK', 30)
    .min(1, TEXTS.hutang.nikHarusDiisi)
    .transform((value) => value.toUpperCase()),
  items: z
    .array(hutangItemSchema, { error: TEXTS.hutang.barangHarusDiisi })
    .min(1, TEXTS.hutang.barangHarusDiisi)
    .max(20, 'Maksimal 20 barang sekali gadai'),
  pokok: rupiahInput('Jumlah Pinjaman').refine((value) => value > 0, TEXTS.hutang.pokokHarusDiisi),
  jangka_bulan: jangkaBulan,
  bayar: pembayaranPembelianSchema,
  /** Needed when the loan is above the maximum. */
  otorisasi: otorisasiSchema.optional(),
});
export type HutangInput = z.input<typeof hutangSchema>;

export const hutangLineSchema = z.object({
  id: z.number(),
  kode_group: z.string(),
  kode_dept: z.string(),
  nama_barang: z.string(),
  berat: z.number(),
  kadar: z.number(),
  jumlah: z.number(),
  harga_gram: z.number(),
  nilai: z.number(),
  foto: z.string(),
  /** Where the browser shows the photo; null without one. */
  foto_url: z.string().nullable(),
  /** GADAI held, KEMBALI handed back, LELANG auctioned (then its barcode), BATAL. */
  status: z.string(),
  kode_barcode: z.string().nullable(),
});

export const hutangBayarDocSchema = z.object({
  no_bayar: z.string(),
  no_hutang: z.string(),
  tgl_system: z.string(),
  jam: z.string(),
  jenis: z.enum(JENIS_BAYAR_HUTANG),
  tgl_dari: z.string(),
  hari: z.number(),
  hari_dihitung: z.number(),
  bunga: z.number(),
  pokok: z.number(),
  total: z.number(),
  cash_rp: z.number(),
  transfer_rp: z.number(),
  no_rekening: z.string(),
  kembalian: z.number(),
  status: z.enum(['OK', 'BATAL']),
  status_valid: z.enum(STATUS_VALID),
  input_by: z.string(),
  valid_by: z.string().nullable(),
});
export type HutangBayarDoc = z.infer<typeof hutangBayarDocSchema>;

/** A payment as Validasi Hutang lists it: with the loan's customer, so the supervisor knows whose money it is. */
export const hutangBayarRowSchema = hutangBayarDocSchema.extend({
  nama_customer: z.string(),
  nik: z.string(),
});
export type HutangBayarRow = z.infer<typeof hutangBayarRowSchema>;

/**
 * The payments list (Validasi Hutang): by validity, searched in the payment's and the
 * loan's number, the customer and the NIK. Waiting (`status_valid` OPEN) means not cancelled.
 */
export const hutangBayarQuerySchema = z.object({
  skip: numberInput(z.number().int().min(0)).default(0),
  limit: numberInput(z.number().int().min(1).max(100)).default(10),
  search: plainText('Cari', 100).optional(),
  status_valid: z.enum(STATUS_VALID).optional(),
});
export type HutangBayarQuery = z.infer<typeof hutangBayarQuerySchema>;

/** The interest as the counter sees it on the business date. */
export const bungaBerjalanSchema = z.object({
  tanggal: z.string(),
  tgl_dari: z.string(),
  hari: z.number(),
  hari_dihitung: z.number(),
  bunga: z.number(),
  /** pokok + bunga: what redeeming costs today. */
  total_lunas: z.number(),
});
export type BungaBerjalan = z.infer<typeof bungaBerjalanSchema>;

export const hutangDocSchema = z.object({
  no_hutang: z.string(),
  tgl_system: z.string(),
  jam: z.string(),
  kode_sales: z.string(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  alamat_customer: z.string(),
  nik: z.string(),
  nilai_taksiran: z.number(),
  maks_persen: z.number(),
  maks_pinjaman: z.number(),
  pokok: z.number(),
  kode_pinjaman: z.string(),
  bunga_persen: z.number(),
  jangka_bulan: z.number(),
  tgl_jatuh_tempo: z.string(),
  /** Where the interest clock runs from: the loan's date or the last interest paid. */
  tgl_bunga: z.string(),
  cash_rp: z.number(),
  transfer_rp: z.number(),
  no_rekening: z.string(),
  status: z.enum(STATUS_HUTANG),
  status_valid: z.enum(STATUS_VALID),
  tgl_tutup: z.string().nullable(),
  no_hutang_lama: z.string().nullable(),
  no_hutang_baru: z.string().nullable(),
  lewat_tempo: z.boolean(),
  /** Lelang: the gold's value at that day's buy price, and what of it exceeds pokok + bunga. */
  nilai_lelang: z.number().nullable(),
  kelebihan_lelang: z.number().nullable(),
  input_by: z.string(),
  valid_by: z.string().nullable(),
  items: z.array(hutangLineSchema),
  /** An open loan's interest as of the shop's business date; null once closed. */
  bunga_berjalan: bungaBerjalanSchema.nullable(),
  pembayaran: z.array(hutangBayarDocSchema),
  /** The link of the slip's QR code (Cek Nota), on a loan read by its number; absent in lists. */
  cek_nota: z.string().optional(),
});
export type HutangDoc = z.infer<typeof hutangDocSchema>;

/**
 * What a payment's slip prints (`GET hutang/bayar/{no_bayar}`, the shop's own only): the
 * payment, the loan it was made on, and for a renewal the loan it opened (its pokok,
 * term and due date). `kode_sales` is the loan's, as on its own slip.
 */
export const hutangBayarSlipSchema = z.object({
  kode_sales: z.string(),
  bayar: hutangBayarDocSchema,
  hutang: hutangDocSchema,
  hutang_baru: hutangDocSchema.nullable(),
});
export type HutangBayarSlip = z.infer<typeof hutangBayarSlipSchema>;

export const hutangBayarParamsSchema = z.object({ no_bayar: z.string().min(1).max(40) });

/** Lihat Hutang and Validasi Hutang: by state, validity, date range, number, customer, NIK or piece. */
export const hutangQuerySchema = z.object({
  skip: numberInput(z.number().int().min(0)).default(0),
  limit: numberInput(z.number().int().min(1).max(100)).default(10),
  search: plainText('Cari', 100).optional(),
  status: z.enum(STATUS_HUTANG, { error: 'Status hutang tidak dikenal' }).optional(),
  status_valid: z.enum(STATUS_VALID).optional(),
  dari: tanggalInput('Tanggal tidak valid').optional(),
  sampai: tanggalInput('Tanggal tidak valid').optional(),
});

export const validasiHutangSchema = z.object({
  no_hutang: z
    .array(noHutang, { error: 'Pilih Hutang yang akan divalidasi' })
    .min(1, 'Pilih Hutang yang akan divalidasi')
    .max(200),
});

export const batalHutangSchema = z.object({ no_hutang: noHutang, otorisasi: otorisasiSchema });

export const noHutangParamsSchema = z.object({ no_hutang: noHutang });

/** Bayar bunga and lunas: the loan and how the customer pays (cash and/or transfer to a shop account). */
export const bayarHutangSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  no_hutang: noHutang,
  bayar: pembayaranPembelianSchema,
});
export type BayarHutangInput = z.input<typeof bayarHutangSchema>;

const noBayar = plainText('No Pembayaran', 40).min(1, 'No Pembayaran Harus Diisi');

export const validasiBayarHutangSchema = z.object({
  no_bayar: z
    .array(noBayar, { error: 'Pilih Pembayaran yang akan divalidasi' })
    .min(1, 'Pilih Pembayaran yang akan divalidasi')
    .max(200),
});

/**
 * Perpanjangan (renewal): the interest owed is paid, with part of the principal if the
 * customer wishes; the same pieces stand for a new loan of `pokok_baru` (at most the old
 * pokok) with a new term. Always with otorisasi.
 */
export const perpanjangHutangSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  no_hutang: noHutang,
  pokok_baru: rupiahInput('Pokok Pinjaman Baru').refine((value) => value > 0, TEXTS.hutang.pokokHarusDiisi),
  jangka_bulan: jangkaBulan,
  bayar: pembayaranPembelianSchema,
  otorisasi: otorisasiSchema,
});
export type PerpanjangHutangInput = z.input<typeof perpanjangHutangSchema>;

/** Lelang: an overdue loan's pieces become the shop's stock, with otorisasi. */
export const lelangHutangSchema = z.object({ no_hutang: noHutang, otorisasi: otorisasiSchema });

/** Batal of a loan's last payment of today, with otorisasi. */
export const batalBayarHutangSchema = z.object({ no_bayar: noBayar, otorisasi: otorisasiSchema });

/** What the document routes every counter document shares read and answer. */
export const hutangDocumentSchemas = {
  doc: hutangDocSchema,
  query: hutangQuerySchema,
  validasi: validasiHutangSchema,
  batal: batalHutangSchema,
  params: noHutangParamsSchema,
};
