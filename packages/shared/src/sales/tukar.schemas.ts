import { z } from 'zod';
import { otorisasiSchema } from '../access/otorisasi.schemas.ts';
import { plainText } from '../common/plain-text.ts';
import { PEMBELIAN_TEXTS, pembelianDocSchema, pembelianItemSchema } from '../purchases/pembelian.schemas.ts';
import { penjualanDocSchema, penjualanSchema } from './penjualan.schemas.ts';

export const TUKAR_TEXTS = {
  bukanTitipan: 'Tukar tidak dapat digabung dengan pengambilan titipan',
  bukanTukar: (no: string) => `Penjualan ${no} tidak dibayar dengan tukar`,
  lewatBatalTukar: (no: string) =>
    `${no} adalah bagian dari tukar: batalkan penjualan dan pembelian tukarnya bersama lewat Batal Tukar`,
  belumValid: (no: string) => `Tukar ${no} belum divalidasi seluruhnya (penjualan dan pembeliannya)`,
  bukanHariIni: 'Hanya tukar hari ini yang dapat dibatalkan',
  sudahBatal: (no: string) => `Tukar ${no} sudah dibatalkan`,
} as const;

/**
 * Tukar (trade-in) at Transaksi Penjualan: the new sale, and the gold the customer brings
 * in with it, priced by the buyback rules (receipt or gold from elsewhere, the same
 * conditions and otorisasi as Transaksi Pembelian). Its value pays (TUKAR) for the sale;
 * what the sale leaves is paid by `bayar`, what the gold is worth beyond the sale the shop
 * pays out (TUKAR KURANG).
 */
export const tukarSchema = penjualanSchema.extend({
  /** A deposit's pieces are not traded against: collecting one is its own sale. */
  no_titip: z.literal('', { error: TUKAR_TEXTS.bukanTitipan }).default(''),
  tukar: z.object({
    items: z
      .array(pembelianItemSchema, { error: PEMBELIAN_TEXTS.barangHarusDiisi })
      .min(1, PEMBELIAN_TEXTS.barangHarusDiisi)
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
