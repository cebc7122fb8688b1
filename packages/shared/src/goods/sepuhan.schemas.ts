import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { tanggalInput } from '../common/date-input.ts';
import { idempotencyKeySchema } from '../common/idempotency-key.ts';
import { pageQuerySchema } from '../common/paging.ts';
import { plainText } from '../common/plain-text.ts';
import { TEXTS } from '../texts/texts.ts';
import {
  goodsCode,
  gramsInput,
  pindahBarangSchema,
  scannedPieceSchema,
  scannedPiecesSchema,
} from './goods.schemas.ts';
import { dokumenLineSchema } from './hancur-barang.schemas.ts';
import { TUJUAN_SORTIR } from './tujuan-sortir.ts';

const keterangan = plainText('Keterangan', 300, { multiline: true }).default('');
const tujuanSortir = z.enum(TUJUAN_SORTIR, { error: 'Tujuan Sortir Harus Dipilih' });

/** The goods-document lists of the Sepuhan screens: paged, searched, between business dates. */
export const dokumenPageQuerySchema = pageQuerySchema.extend({
  dari: tanggalInput('Tanggal tidak valid').optional(),
  sampai: tanggalInput('Tanggal tidak valid').optional(),
});
export type DokumenPageQuery = z.input<typeof dokumenPageQuerySchema>;

/**
 * One washed piece: where the screen saw it, the weight it showed as "berat sebelum" (a
 * piece washed or changed meanwhile is refused) and the weight typed after washing.
 */
export const cucianLineSchema = scannedPieceSchema.extend({
  berat_sebelum: gramsInput('Berat Sebelum', { required: true }),
  berat_sesudah: gramsInput('Berat Sesudah', { required: true }),
});
export type CucianLineInput = z.input<typeof cucianLineSchema>;

/** Cucian: bought-back pieces weighed after washing; a loss above tolerance carries otorisasi. */
export const cucianSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  keterangan,
  items: z
    .array(cucianLineSchema, { error: TEXTS.barangHarusDiscan })
    .min(1, TEXTS.barangHarusDiscan)
    .max(500, 'Maksimal 500 barang sekali cuci'),
  otorisasi: otorisasiSchema.optional(),
});
export type Cucian = z.input<typeof cucianSchema>;

export const cucianItemSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kadar_cetak: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  /** Grams. */
  berat_sebelum: z.number(),
  berat_sesudah: z.number(),
  susut: z.number(),
});
export type CucianItem = z.infer<typeof cucianItemSchema>;

/** A washing document as listed: totals in grams, who authorised a loss above tolerance. */
export const cucianHeaderSchema = z.object({
  no_cucian: z.string(),
  tgl_system: z.string(),
  keterangan: z.string(),
  jumlah: z.number(),
  berat_sebelum: z.number(),
  berat_sesudah: z.number(),
  susut: z.number(),
  /** The tolerance per piece when it was saved (grams). */
  toleransi: z.number(),
  otorisasi_oleh: z.string().nullable(),
  alasan: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
});
export type CucianHeader = z.infer<typeof cucianHeaderSchema>;

/** What 'Bukti Cucian' prints. */
export const buktiCucianSchema = cucianHeaderSchema.extend({ items: z.array(cucianItemSchema) });
export type BuktiCucian = z.infer<typeof buktiCucianSchema>;

export const cucianParamsSchema = z.object({
  no_cucian: plainText('No Cucian', 40).min(1, 'No Cucian Harus Diisi'),
});

/** Sortir Pembelian: pieces waiting in gudang BELI go to one destination (JUAL unless chosen). */
export const sortirPembelianSchema = pindahBarangSchema.extend({
  tujuan_sortir: tujuanSortir.default('JUAL'),
});
export type SortirPembelian = z.input<typeof sortirPembelianSchema>;

/** Pindah Sortir: sorted pieces move from the destination they stand at to another one. */
export const pindahSortirSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  tujuan_sortir: tujuanSortir,
  kode_gudang_tujuan: goodsCode('Gudang Tujuan'),
  kode_baki_tujuan: goodsCode('Baki Tujuan'),
  keterangan,
  items: scannedPiecesSchema('pindah sortir'),
});
export type PindahSortir = z.input<typeof pindahSortirSchema>;

/** A piece on a Pindah Sortir document: where it left from and the destination it had there. */
export const pindahSortirItemSchema = dokumenLineSchema.extend({ tujuan_asal: z.string() });
export type PindahSortirItem = z.infer<typeof pindahSortirItemSchema>;

export const pindahSortirHeaderSchema = z.object({
  no_pindah: z.string(),
  tgl_system: z.string(),
  tujuan_sortir: z.string(),
  kode_gudang_tujuan: z.string(),
  kode_baki_tujuan: z.string(),
  keterangan: z.string(),
  jumlah: z.number(),
  /** Grams. */
  berat: z.number(),
  created_by: z.string(),
  created_at: z.string(),
});
export type PindahSortirHeader = z.infer<typeof pindahSortirHeaderSchema>;

/** What 'Bukti Pindah Sortir' prints. */
export const buktiPindahSortirSchema = pindahSortirHeaderSchema.extend({
  items: z.array(pindahSortirItemSchema),
});
export type BuktiPindahSortir = z.infer<typeof buktiPindahSortirSchema>;

export const pindahSortirParamsSchema = z.object({
  no_pindah: plainText('No Pindah Sortir', 40).min(1, 'No Pindah Sortir Harus Diisi'),
});
