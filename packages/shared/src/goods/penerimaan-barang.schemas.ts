import { z } from 'zod';
import { plainText } from '../common/plain-text.ts';
import { barangSchema, tambahBarangItemSchema } from './goods.schemas.ts';

export const SUMBER_PENERIMAAN = ['SUPPLIER', 'PUSAT'] as const;

/** Penerimaan Barang: one document from a supplier or the head office, many lines, each a new piece. */
export const penerimaanBarangSchema = z
  .object({
    sumber: z.enum(SUMBER_PENERIMAAN, { error: 'Sumber Barang Harus Dipilih' }),
    nama_supplier: plainText('Nama Supplier', 100)
      .default('')
      .transform((value) => value.toUpperCase()),
    no_faktur_supplier: plainText('No Faktur Supplier', 50)
      .default('')
      .transform((value) => value.toUpperCase()),
    keterangan: plainText('Keterangan', 300, { multiline: true }).default(''),
    items: z
      .array(tambahBarangItemSchema, { error: 'Data Barang Harus Diisi' })
      .min(1, 'Data Barang Harus Diisi')
      .max(500, 'Maksimal 500 barang sekali simpan'),
  })
  .refine((value) => value.sumber !== 'SUPPLIER' || value.nama_supplier.length > 0, {
    message: 'Nama Supplier Harus Diisi',
    path: ['nama_supplier'],
  });
export type PenerimaanBarang = z.input<typeof penerimaanBarangSchema>;

export const penerimaanBarangHeaderSchema = z.object({
  no_terima: z.string(),
  tgl_system: z.string(),
  sumber: z.string(),
  nama_supplier: z.string(),
  no_faktur_supplier: z.string(),
  keterangan: z.string(),
  jumlah: z.number(),
  /** Grams. */
  berat: z.number(),
  created_by: z.string(),
});
export type PenerimaanBarangHeader = z.infer<typeof penerimaanBarangHeaderSchema>;

export const penerimaanBarangResponseSchema = z.object({
  no_terima: z.string(),
  items: z.array(barangSchema),
});
export type PenerimaanBarangResponse = z.infer<typeof penerimaanBarangResponseSchema>;
