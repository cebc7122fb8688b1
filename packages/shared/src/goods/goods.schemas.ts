import { z } from 'zod';
import { numberInput, numberMessage } from '../common/number-input.ts';
import { plainText } from '../common/plain-text.ts';
import { TEXTS } from '../texts/texts.ts';

export const goodsCode = (label: string) =>
  plainText(label, 20)
    .min(1, `${label} Harus Diisi`)
    .transform((value) => value.toUpperCase());

export const gramsInput = (label: string, options: { required: boolean }) => {
  const base = numberInput(
    z
      .number({ error: numberMessage(label) })
      .refine(Number.isFinite, `${label} harus berupa angka`)
      .refine((value) => value >= 0, `${label} tidak boleh negatif`)
      .refine(
        (value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6,
        `${label} maksimal 3 angka di belakang koma`,
      )
      .refine((value) => value <= 100_000, `${label} terlalu besar`),
  );
  return options.required ? base.refine((value) => value > 0, `${label} Harus Diisi`) : base.default(0);
};

export const rupiahInput = (label: string) =>
  numberInput(
    z
      .number({ error: numberMessage(label) })
      .refine(Number.isSafeInteger, `${label} harus bilangan bulat`)
      .refine((value) => value >= 0, `${label} tidak boleh negatif`),
  ).default(0);

export const atributSchema = z.object({
  nama_atribut: plainText('Nama Atribut', 100).min(1, 'Nama Atribut Harus Diisi'),
  berat_atribut: gramsInput('Berat Atribut', { required: false }),
  harga_atribut: rupiahInput('Harga Atribut'),
});

/** One piece (or one accessory line) to add to a tray: Tambah Data Barang. */
export const tambahBarangItemSchema = z.object({
  kode_group: goodsCode('Group'),
  kode_dept: goodsCode('Jenis'),
  kode_gudang: goodsCode('Gudang'),
  kode_baki: goodsCode('Baki'),
  nama_barang: plainText('Nama Barang', 150)
    .min(1, 'Nama Barang Harus Diisi')
    .transform((value) => value.toUpperCase()),
  kode_barang: plainText('Kode Barang', 30)
    .default('')
    .transform((value) => value.toUpperCase()),
  berat: gramsInput('Berat', { required: true }),
  berat_plastik: gramsInput('Berat Plastik', { required: false }),
  kadar: numberInput(
    z
      .number({ error: numberMessage('Kadar') })
      .refine((value) => value >= 0 && value <= 100, 'Kadar harus 0 sampai 100'),
  ).default(0),
  kadar_cetak: plainText('Kadar Cetak', 20)
    .default('')
    .transform((value) => value.toUpperCase()),
  ongkos_type: z.enum(['GRAM', 'TOTAL'], { error: 'Tipe Ongkos Harus Dipilih' }).default('GRAM'),
  ongkos: rupiahInput('Ongkos'),
  harga_beli: rupiahInput('Harga Beli'),
  /** Accessories (non-gold groups) are stocked by quantity; gold pieces are always 1. */
  jumlah: numberInput(
    z.number().int('Jumlah harus bilangan bulat').min(1, 'Jumlah minimal 1').max(10_000),
  ).default(1),
  atribut: z.array(atributSchema).max(50).default([]),
  /** A piece made for a customer's order: adding it marks the order made (DONE). */
  no_pesanan: plainText('No Pesanan', 30)
    .default('')
    .transform((value) => value.toUpperCase()),
});
export type TambahBarangItem = z.input<typeof tambahBarangItemSchema>;

export const tambahBarangSchema = z.object({
  items: z
    .array(tambahBarangItemSchema, { error: 'Data Barang Harus Diisi' })
    .min(1, 'Data Barang Harus Diisi')
    .max(500, 'Maksimal 500 barang sekali simpan'),
});

/**
 * Where a piece stands (`barang.status`): on sale (READY), held by an unvalidated sale (JUAL)
 * or a deposit (TITIP), sold, sent to another shop, melted (HANCUR), bought back and waiting
 * for sorting (BELI, decision 007), sorted for re-plating or melting (SEPUHAN, LEBUR:
 * STATUS_TUJUAN_SORTIR), or a bought-back piece whose buyback was cancelled (BATAL). The
 * column stays free text (imported history keeps its own); this list is what the app writes,
 * and `status.barang` has a word for each.
 */
export const STATUS_BARANG = [
  'READY',
  'JUAL',
  'TITIP',
  'TERJUAL',
  'KIRIM',
  'HANCUR',
  'BELI',
  'SEPUHAN',
  'LEBUR',
  'BATAL',
] as const;
export type StatusBarang = (typeof STATUS_BARANG)[number];

export const barangSchema = z.object({
  id: z.number(),
  kode_barcode: z.string(),
  kode_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  nama_barang: z.string(),
  /** Grams with 3 decimals. */
  berat: z.number(),
  berat_asli: z.number(),
  berat_plastik: z.number(),
  kadar: z.number(),
  kadar_cetak: z.string(),
  ongkos_type: z.string(),
  ongkos: z.number(),
  harga_beli: z.number(),
  no_pesanan: z.string().nullable(),
  stock: z.number(),
  /** One of STATUS_BARANG, or whatever an imported history row carried. */
  status: z.string(),
  /** The sorting destination a bought-back piece was given (JUAL, SEPUHAN, LEBUR), or null. */
  tujuan_sortir: z.string().nullable(),
  tgl_masuk: z.string(),
  /** Where the piece's photo is served, or null. */
  photo_url: z.string().nullable(),
  atribut: z.array(
    z.object({ nama_atribut: z.string(), berat_atribut: z.number(), harga_atribut: z.number() }),
  ),
});
export type Barang = z.infer<typeof barangSchema>;

export const tambahBarangResponseSchema = z.object({ no_ref: z.string(), items: z.array(barangSchema) });

export const barangQuerySchema = z.object({
  skip: numberInput(z.number().int().min(0)).default(0),
  limit: numberInput(z.number().int().min(1).max(500)).default(10),
  search: plainText('Cari', 100).optional(),
  kode_group: plainText('Group', 20).optional(),
  kode_dept: plainText('Jenis', 20).optional(),
  kode_gudang: plainText('Gudang', 20).optional(),
  kode_baki: plainText('Baki', 20).optional(),
  status: plainText('Status', 20).optional(),
});
export type BarangQuery = z.infer<typeof barangQuerySchema>;

/** A scanned piece and the place the screen saw it in: a write refuses it if it moved meanwhile. */
export const scannedPieceSchema = z.object({
  kode_barcode: z
    .string({ error: 'Barcode Harus Diisi' })
    .trim()
    .regex(/^\d{8}$/, 'Barcode harus 8 digit angka'),
  kode_gudang: goodsCode('Gudang Asal'),
  kode_baki: goodsCode('Baki Asal'),
});
export type ScannedPiece = z.input<typeof scannedPieceSchema>;

export const scannedPiecesSchema = (verb: string) =>
  z
    .array(scannedPieceSchema, { error: TEXTS.barangHarusDiscan })
    .min(1, TEXTS.barangHarusDiscan)
    .max(1000, `Maksimal 1000 barang sekali ${verb}`);

/** Moving scanned pieces to another place. */
export const pindahBarangSchema = z.object({
  items: scannedPiecesSchema('pindah'),
  kode_gudang_tujuan: goodsCode('Gudang Tujuan'),
  kode_baki_tujuan: goodsCode('Baki Tujuan'),
});
export type PindahBarang = z.input<typeof pindahBarangSchema>;

export const pindahBarangResponseSchema = z.object({
  no_ref: z.string(),
  jumlah: z.number(),
  berat: z.number(),
});

/** Moving a whole tray: the count and weight the screen showed guard against a tray that changed meanwhile. */
export const pindahSatuBakiSchema = z.object({
  kode_gudang: goodsCode('Gudang Asal'),
  kode_baki: goodsCode('Baki Asal'),
  kode_gudang_tujuan: goodsCode('Gudang Tujuan'),
  kode_baki_tujuan: goodsCode('Baki Tujuan'),
  jumlah: numberInput(
    z
      .number({ error: numberMessage('Jumlah') })
      .int('Jumlah harus bilangan bulat')
      .min(0, 'Jumlah tidak boleh negatif')
      .max(1_000_000, 'Jumlah terlalu besar'),
  ),
  // Grams, as shown; a tray weighs far below this, and a bigger number cannot be turned into milligrams safely.
  berat: numberInput(
    z
      .number({ error: numberMessage('Berat') })
      .min(0, 'Berat tidak boleh negatif')
      .max(1_000_000, 'Berat terlalu besar'),
  ),
});
export type PindahSatuBaki = z.input<typeof pindahSatuBakiSchema>;

export const isiBakiQuerySchema = z.object({
  kode_gudang: goodsCode('Gudang'),
  kode_baki: goodsCode('Baki'),
});
/** What a tray holds now: pieces in stock and their weight in grams. */
export const isiBakiSchema = z.object({ jumlah: z.number(), berat: z.number() });
export type IsiBaki = z.infer<typeof isiBakiSchema>;

export const barcodeParamsSchema = z.object({
  kode_barcode: z
    .string()
    .trim()
    .regex(/^\d{1,8}$/, 'Barcode harus angka, maksimal 8 digit')
    .transform((value) => value.padStart(8, '0')),
});

/** Data Barang edits descriptive fields only: places move through Pindah, weight and stock never by hand. */
export const barangEditSchema = tambahBarangItemSchema.pick({
  nama_barang: true,
  kode_barang: true,
  kadar: true,
  kadar_cetak: true,
  ongkos_type: true,
  ongkos: true,
  harga_beli: true,
  atribut: true,
});
export type BarangEdit = z.input<typeof barangEditSchema>;
