import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { numberInput } from '../common/number-input.ts';
import { plainText } from '../common/plain-text.ts';
import { goodsCode, gramsInput } from '../goods/goods.schemas.ts';
import { HASIL_OPNAME } from './stock-opname.ts';

export const JENIS_OPNAME = ['BAKI', 'PENERIMAAN', 'GLOBAL'] as const;
export const STATUS_OPNAME = ['OPEN', 'SELESAI', 'BATAL'] as const;

export const mulaiOpnameSchema = z.discriminatedUnion(
  'jenis',
  [
    z.object({ jenis: z.literal('BAKI'), kode_gudang: goodsCode('Gudang'), kode_baki: goodsCode('Baki') }),
    z.object({
      jenis: z.literal('PENERIMAAN'),
      no_dokumen: plainText('No Dokumen', 40)
        .min(1, 'No Dokumen Harus Diisi')
        .transform((value) => value.toUpperCase()),
    }),
    z.object({ jenis: z.literal('GLOBAL') }),
  ],
  { error: 'Jenis Opname tidak valid' },
);
export type MulaiOpname = z.input<typeof mulaiOpnameSchema>;

/** A scan: the barcode a scanner typed, and what the scale said when the piece was weighed. */
/** Cancelling an open opname (BATAL): a supervisor's consent and reason (decision 023). */
export const batalOpnameSchema = z.object({ otorisasi: otorisasiSchema }, { error: 'Otorisasi Harus Diisi' });
export type BatalOpnameInput = z.input<typeof batalOpnameSchema>;

export const scanOpnameSchema = z.object({
  kode_barcode: z
    .string({ error: 'Barcode Harus Diisi' })
    .trim()
    .regex(/^\d{8}$/, 'Barcode harus 8 digit angka'),
  berat_timbang: gramsInput('Berat Timbang', { required: true }).nullish(),
});
export type ScanOpname = z.input<typeof scanOpnameSchema>;

export const stockOpnameSchema = z.object({
  id: z.number(),
  no_opname: z.string(),
  jenis: z.enum(JENIS_OPNAME),
  kode_gudang: z.string().nullable(),
  kode_baki: z.string().nullable(),
  no_dokumen: z.string().nullable(),
  tgl_system: z.string(),
  status: z.enum(STATUS_OPNAME),
  /** Barcodes scanned so far (a barcode scanned twice counts once). */
  discan: z.number(),
  created_by: z.string(),
  created_at: z.string(),
  selesai_at: z.string().nullable(),
});
export type StockOpname = z.infer<typeof stockOpnameSchema>;

/**
 * What the scanner sees of one scan. Blind: whether the piece belongs here and where the
 * records put it, never what the place should hold or what the piece should weigh.
 */
export const scanOpnameResultSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  terdaftar: z.boolean(),
  berat_scan: z.number().nullable(),
  scan_at: z.string(),
  /** True when this barcode had been scanned before: it still counts once. */
  sudah_discan: z.boolean(),
});
export type ScanOpnameResult = z.infer<typeof scanOpnameResultSchema>;

export const opnameItemQuerySchema = z.object({
  skip: numberInput(z.number().int().min(0)).default(0),
  limit: numberInput(z.number().int().min(1).max(500)).default(10),
  hasil: z.enum(HASIL_OPNAME, { error: 'Hasil tidak valid' }).optional(),
  search: plainText('Cari', 100).optional(),
});

/** One barcode of a finished opname, weights in grams. */
export const hasilOpnameItemSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  jumlah: z.number(),
  berat: z.number(),
  berat_scan: z.number().nullable(),
  selisih: z.number().nullable(),
  hasil: z.enum(HASIL_OPNAME),
});
export type HasilOpnameItem = z.infer<typeof hasilOpnameItemSchema>;

const totalSchema = z.object({ jumlah: z.number(), berat: z.number() });
export const hasilOpnameTotalsSchema = z.object({
  diharapkan: totalSchema,
  ditemukan: totalSchema,
  hilang: totalSchema,
  tidak_terduga: totalSchema,
  selisih_berat: totalSchema.extend({ selisih: z.number() }),
});
export type HasilOpnameTotals = z.infer<typeof hasilOpnameTotalsSchema>;

export const hasilOpnameSchema = z.object({
  opname: stockOpnameSchema,
  total: hasilOpnameTotalsSchema,
  items: z.object({ data: z.array(hasilOpnameItemSchema), count: z.number() }),
});
export type HasilStockOpname = z.infer<typeof hasilOpnameSchema>;

/** Global opname: scanned against expected pieces per tray (counts only, no weights). */
export const progressOpnameSchema = z.array(
  z.object({ kode_gudang: z.string(), kode_baki: z.string(), diharapkan: z.number(), discan: z.number() }),
);
export type ProgressOpname = z.infer<typeof progressOpnameSchema>;

export const opnameListQuerySchema = z.object({
  skip: numberInput(z.number().int().min(0)).default(0),
  limit: numberInput(z.number().int().min(1).max(500)).default(10),
  jenis: z.enum(JENIS_OPNAME, { error: 'Jenis Opname tidak valid' }).optional(),
  status: z.enum(STATUS_OPNAME, { error: 'Status tidak valid' }).optional(),
  search: plainText('Cari', 100).optional(),
});
