import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { plainText } from '../common/plain-text.ts';
import { pembelianDocSchema, pembelianItemSchema } from '../purchases/pembelian.schemas.ts';
import { TEXTS } from '../texts/texts.ts';
import { penjualanDocSchema, penjualanSchema } from './penjualan.schemas.ts';

/**
 * Tukar (trade-in) at Transaksi Penjualan: the new sale, and the gold the customer brings
 * in with it, priced by the buyback rules (receipt or gold from elsewhere, the same
 * conditions and otorisasi as Transaksi Pembelian). Its value pays (TUKAR) for the sale;
 * what the sale leaves is paid by `bayar`, what the gold is worth beyond the sale the shop
 * pays out (TUKAR KURANG).
 */
export const tukarSchema = penjualanSchema.extend({
  /** A deposit's pieces are not traded against: collecting one is its own sale. */
  no_titip: z.literal('', { error: TEXTS.tukar.bukanTitipan }).default(''),
  tukar: z.object({
    items: z
      .array(pembelianItemSchema, { error: TEXTS.pembelian.barangHarusDiisi })
      .min(1, TEXTS.pembelian.barangHarusDiisi)
      .max(20, 'Maksimal 20 barang sekali tukar'),
    /** For a traded-in line without receipt, above the receipt price or heavier than the receipt. */
    otorisasi: otorisasiSchema.optional(),
  }),
});
export type TukarInput = z.input<typeof tukarSchema>;

/** Both halves of a trade-in, as the slip (SLIP_TUKAR) prints them. */
export const tukarDocSchema = z.object({
  penjualan: penjualanDocSchema,
  pembelian: pembelianDocSchema,
  /** What the shop paid the customer because the gold was worth more than the sale (0 for tukar tambah). */
  tukar_kurang: z.number(),
  /** What the customer paid on top of the gold (0 for tukar kurang). */
  tukar_tambah: z.number(),
});
export type TukarDoc = z.infer<typeof tukarDocSchema>;

/** Batal Tukar: both halves of a trade-in of today, with otorisasi. */
export const batalTukarSchema = z.object({
  no_faktur_group: plainText('No Faktur', 40).min(1, 'No Faktur Harus Diisi'),
  otorisasi: otorisasiSchema,
});
