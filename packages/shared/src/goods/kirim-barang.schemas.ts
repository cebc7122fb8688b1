import { z } from 'zod';
import { numberInput } from '../common/number-input.ts';
import { plainText } from '../common/plain-text.ts';
import { TEXTS } from '../texts/texts.ts';
import { goodsCode, scannedPiecesSchema } from './goods.schemas.ts';
import { dokumenLineSchema } from './hancur-barang.schemas.ts';

/**
 * Goods sent to another shop of the chain: KIRIM (in transit, out of the sender)
 * -> TERIMA (in at the receiver) or BATAL (rejected, back where they were).
 */
export const STATUS_KIRIM = ['KIRIM', 'TERIMA', 'BATAL'] as const;
export type StatusKirim = (typeof STATUS_KIRIM)[number];

export const kirimBarangSchema = z.object({
  kode_toko_tujuan: goodsCode('Toko Tujuan'),
  keterangan: plainText('Keterangan', 300, { multiline: true }).default(''),
  items: scannedPiecesSchema('kirim'),
});
export type KirimBarang = z.input<typeof kirimBarangSchema>;

export const kirimBarangDocSchema = z.object({
  no_kirim: z.string(),
  tgl_kirim: z.string(),
  kode_toko_asal: z.string(),
  kode_toko_tujuan: z.string(),
  status: z.enum(STATUS_KIRIM),
  keterangan: z.string(),
  jumlah: z.number(),
  /** Grams. */
  berat: z.number(),
  created_by: z.string(),
  tgl_terima: z.string().nullable(),
  no_terima: z.string().nullable(),
  diterima_by: z.string().nullable(),
  alasan_tolak: z.string().nullable(),
  /** The pieces as they left the sender; filled by `kirim-barang/{no_kirim}` and writes, empty in the paged list. */
  items: z.array(dokumenLineSchema),
});
export type KirimBarangDoc = z.infer<typeof kirimBarangDocSchema>;

/** `arah` KELUAR: what this shop sent; MASUK: what was sent to it (`dari` PST for Import Data Pusat). */
export const kirimBarangQuerySchema = z.object({
  skip: numberInput(z.number().int().min(0)).default(0),
  limit: numberInput(z.number().int().min(1).max(100)).default(10),
  arah: z.enum(['KELUAR', 'MASUK']).default('KELUAR'),
  status: z.enum(STATUS_KIRIM).optional(),
  dari: plainText('Dari', 10).optional(),
});

const noKirim = plainText('No Kirim', 40).min(1, 'No Kirim Harus Diisi');

export const noKirimParamsSchema = z.object({ no_kirim: noKirim });

/** The receiving shop puts the goods in one of its trays; every barcode of the document must be scanned. */
export const terimaBarangSchema = z.object({
  no_kirim: noKirim,
  kode_gudang: goodsCode('Gudang'),
  kode_baki: goodsCode('Baki'),
  barcodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{8}$/, 'Barcode harus 8 digit angka'),
      { error: TEXTS.barangHarusDiscan },
    )
    .min(1, TEXTS.barangHarusDiscan)
    .max(1000),
});
export type TerimaBarang = z.input<typeof terimaBarangSchema>;

export const tolakKirimSchema = z.object({
  no_kirim: noKirim,
  alasan: plainText('Alasan', 300, { multiline: true }).min(3, 'Alasan Harus Diisi (minimal 3 karakter)'),
});

/** Import Data Pusat: a whole shipment of the head office into one tray, without scanning piece by piece. */
export const importDataPusatSchema = z.object({
  no_kirim: noKirim,
  kode_gudang: goodsCode('Gudang'),
  kode_baki: goodsCode('Baki'),
});
export type ImportDataPusat = z.input<typeof importDataPusatSchema>;
