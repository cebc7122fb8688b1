import { z } from 'zod';
import { reportRangeSchema } from '../reports/report.schemas.ts';
import type { PantauanJenis } from './pantauan-jenis.ts';

export * from './pantauan-jenis.ts';

/**
 * The Setting System thresholds (rupiah) below which a money exception is not listed: a shop
 * that tolerates a Rp 500 rounding at the till need not see it every day. Kinds without one
 * list every case; the tray weighing keeps its own tolerance (TOLERANSI_TIMBANG_BAKI) and a
 * loan its grace period (HUTANG_MASA_TENGGANG).
 */
export const PANTAUAN_BATAS = {
  HARGA_BAWAH: 'PANTAUAN_MIN_HARGA_BAWAH',
  SELISIH_KAS: 'PANTAUAN_MIN_SELISIH_KAS',
  KAS_KELUAR: 'PANTAUAN_MIN_KAS_KELUAR',
} as const satisfies Partial<Record<PantauanJenis, string>>;

/** What the summary counts a kind by: the period's cases and rupiah, and the 30 days before. */
export const pantauanHitunganSchema = z.object({
  jumlah: z.number().int(),
  nilai: z.number().int(),
  /** Cases per day over the 30 days before the period, for comparison. */
  rata_30_hari: z.number(),
  /** Well above its usual: at least three cases and twice the 30-day daily rate over the period. */
  menonjol: z.boolean(),
});
export type PantauanHitungan = z.infer<typeof pantauanHitunganSchema>;

export const pantauanRingkasanSchema = z.object({
  tgl_from: z.string(),
  tgl_to: z.string(),
  kode_toko: z.string(),
  per_jenis: z.array(pantauanHitunganSchema.extend({ jenis: z.string(), nama: z.string() })),
  per_toko: z.array(pantauanHitunganSchema.extend({ kode_toko: z.string() })),
  per_user: z.array(pantauanHitunganSchema.extend({ kode_toko: z.string(), user_id: z.string() })),
});
export type PantauanRingkasan = z.infer<typeof pantauanRingkasanSchema>;

/** `POST pantauan/ringkasan`: the period and the shop (or SEMUA) of the page's list. */
export const pantauanRingkasanQuerySchema = reportRangeSchema;
export type PantauanRingkasanQuery = z.input<typeof pantauanRingkasanQuerySchema>;

/** Days the summary compares a period with. */
export const PANTAUAN_PEMBANDING_HARI = 30;

/**
 * Is a count an outlier against its usual daily rate? Few cases never are (one price below
 * the system on a quiet shop is not news); otherwise twice the usual for the period's days.
 */
export function menonjol(jumlah: number, rataPerHari: number, hari: number): boolean {
  return jumlah >= 3 && jumlah >= 2 * rataPerHari * hari;
}
