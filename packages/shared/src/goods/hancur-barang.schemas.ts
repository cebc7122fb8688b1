import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { plainText } from '../common/plain-text.ts';
import { goodsCode, scannedPiecesSchema } from './goods.schemas.ts';

/** Hancur: pieces leave stock for good, with the condition, the scan and a second user's otorisasi. */
export const hancurBarangSchema = z.object({
  kode_kondisi: goodsCode('Kondisi Barang'),
  keterangan: plainText('Keterangan', 300, { multiline: true }).default(''),
  items: scannedPiecesSchema('hancur'),
  otorisasi: otorisasiSchema,
});
export type HancurBarang = z.input<typeof hancurBarangSchema>;

/** A piece as it stood on a goods document (weights in grams). */
export const dokumenLineSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  kadar_cetak: z.string(),
  stock: z.number(),
  berat: z.number(),
});
export type DokumenLine = z.infer<typeof dokumenLineSchema>;

/** What 'Bukti Hancur Barang' prints. */
export const buktiHancurSchema = z.object({
  no_hancur: z.string(),
  tgl_system: z.string(),
  kode_kondisi: z.string(),
  nama_kondisi: z.string(),
  keterangan: z.string(),
  jumlah: z.number(),
  berat: z.number(),
  items: z.array(dokumenLineSchema),
  otorisasi_oleh: z.string(),
  alasan: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type BuktiHancur = z.infer<typeof buktiHancurSchema>;

export const hancurParamsSchema = z.object({
  no_hancur: plainText('No Hancur', 40).min(1, 'No Hancur Harus Diisi'),
});
