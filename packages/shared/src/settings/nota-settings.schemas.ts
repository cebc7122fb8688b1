import { z } from 'zod';
import { plainText } from '../common/plain-text.ts';

/** The slip types of SPEC §6, each with its own receipt settings. */
export const SLIP_TYPES = [
  'SLIP_PENJUALAN_ACC',
  'SLIP_TITIPAN',
  'SLIP_PEMBELIAN',
  'SLIP_PESANAN',
  'SLIP_SERVICE',
  'SLIP_SERVICE_AMBIL',
  'SLIP_HUTANG',
  'SLIP_TUKAR',
  'SLIP_TUKAR_POIN',
] as const;
export type SlipType = (typeof SLIP_TYPES)[number];

export const SLIP_LABELS: Record<SlipType, string> = {
  SLIP_PENJUALAN_ACC: 'Nota Penjualan',
  SLIP_TITIPAN: 'Nota Titipan',
  SLIP_PEMBELIAN: 'Nota Pembelian',
  SLIP_PESANAN: 'Nota Pesanan',
  SLIP_SERVICE: 'Nota Service',
  SLIP_SERVICE_AMBIL: 'Nota Ambil Service',
  SLIP_HUTANG: 'Nota Hutang',
  SLIP_TUKAR: 'Slip Tukar',
  SLIP_TUKAR_POIN: 'Slip Tukar Poin',
};

/** The module flag that prints a slip twice (customer and internal copy), per SPEC §6. */
export const SLIP_DUPLICATE_FLAGS: Record<SlipType, string> = {
  SLIP_PENJUALAN_ACC: 'PRINT_NOTA_JUAL_ACC_DUPLICATE_MODULE',
  SLIP_TITIPAN: 'PRINT_NOTA_TITIP_DUPLICATE_MODULE',
  SLIP_PEMBELIAN: 'PRINT_NOTA_BELI_DUPLICATE_MODULE',
  SLIP_PESANAN: 'PRINT_NOTA_PESANAN_DUPLICATE_MODULE',
  SLIP_SERVICE: 'PRINT_NOTA_SERVICE_DUPLICATE_MODULE',
  SLIP_SERVICE_AMBIL: 'PRINT_NOTA_SERVICE_DUPLICATE_MODULE',
  SLIP_HUTANG: 'PRINT_NOTA_HUTANG_DUPLICATE_MODULE',
  SLIP_TUKAR: 'REPRINT_SLIP_TUKAR_DUPLICATE',
  // The spec names no flag of its own for the points slip: it follows the other exchange slip.
  SLIP_TUKAR_POIN: 'REPRINT_SLIP_TUKAR_DUPLICATE',
};

export const PAPER_SIZES = ['THERMAL_58', 'THERMAL_80', 'HALF_A4', 'A4'] as const;
export const PAPER_LABELS: Record<(typeof PAPER_SIZES)[number], string> = {
  THERMAL_58: 'Thermal 58 mm',
  THERMAL_80: 'Thermal 80 mm',
  HALF_A4: 'Setengah A4 (dot matrix)',
  A4: 'A4',
};
export const PLATFORMS = ['DESKTOP', 'MOBILE'] as const;

/** Deposit and pawn-type slips print the standard buy-back terms (SPEC §9). */
export const DEFAULT_SYARAT_TITIPAN =
  'Pembeli memberikan waktu kepada penjual paling lama 3 (tiga) bulan untuk membeli kembali barang ini.';

export const notaSettingSchema = z.object({
  slip_type: z.enum(SLIP_TYPES),
  header: plainText('Header', 500, { multiline: true }),
  footer: plainText('Footer', 500, { multiline: true }),
  syarat_ketentuan: plainText('Syarat dan Ketentuan', 2000, { multiline: true }),
  paper: z.enum(PAPER_SIZES, { error: 'Ukuran Kertas Harus Dipilih' }),
  platform: z.enum(PLATFORMS, { error: 'Platform Harus Dipilih' }),
  auto_cut: z.boolean(),
  /** Two copies (customer and internal) instead of one: the slip's duplicate module flag. */
  duplicate: z.boolean(),
});
export type NotaSetting = z.infer<typeof notaSettingSchema>;

export const notaSettingUpdateSchema = notaSettingSchema.omit({ slip_type: true });
export const slipTypeParamsSchema = z.object({
  slip_type: z.enum(SLIP_TYPES, { error: 'Jenis Nota tidak dikenal' }),
});

export function defaultNotaSetting(slipType: SlipType): NotaSetting {
  const withTerms = slipType === 'SLIP_TITIPAN' || slipType === 'SLIP_HUTANG';
  return {
    slip_type: slipType,
    header: '',
    footer: 'Terima kasih atas kunjungan Anda',
    syarat_ketentuan: withTerms ? DEFAULT_SYARAT_TITIPAN : '',
    paper: 'THERMAL_80',
    platform: 'DESKTOP',
    auto_cut: true,
    duplicate: false,
  };
}
