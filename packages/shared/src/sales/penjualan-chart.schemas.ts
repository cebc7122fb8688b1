import { z } from 'zod';

/**
 * The dashboard's sales figures, `GET penjualan/chart?type=today|monthly` (SPEC §7:
 * "value in response"). Both answers carry `value`, the rupiah total of the period,
 * beside what the cards show (receipts, pieces, grams) and the series of the chart.
 *
 * What counts: every line still standing (line and header status OK) of the shop's
 * business days, whether validated (DONE) or awaiting validation (OPEN). A sale is
 * made at the counter; the supervisor's validation usually follows hours later, and
 * the day cannot close over an OPEN sale, so by closing every counted sale is
 * validated. A cancelled line (CANC) is not a sale.
 *
 * Dates are business dates (`tgl_system`), never the clock: "today" is the day the
 * shop has not closed yet, and "this month" is that day's month, up to that day.
 */
export const PENJUALAN_CHART_TYPES = ['today', 'monthly'] as const;
export type PenjualanChartType = (typeof PENJUALAN_CHART_TYPES)[number];

export const PENJUALAN_CHART_TYPE_MESSAGE = 'Tipe grafik penjualan harus today atau monthly';

export const penjualanChartQuerySchema = z.object({
  type: z.enum(PENJUALAN_CHART_TYPES, { error: PENJUALAN_CHART_TYPE_MESSAGE }),
});

/** Totals of a period: rupiah, receipts (no_faktur_group), pieces and grams (3 decimals). */
const totals = {
  /** Rupiah: the sum of `harga_jual` of the counted lines. */
  value: z.number().int(),
  jumlah_nota: z.number().int(),
  jumlah_barang: z.number().int(),
  /** Grams. */
  berat: z.number(),
};

/** Today: the totals and, per hour of the shop's clock (`jam` of the receipt), the rupiah sold. */
export const penjualanChartTodaySchema = z.object({
  type: z.literal('today'),
  /** The shop's business date, yyyy-MM-dd. */
  tanggal: z.string(),
  ...totals,
  /** Only the hours with sales, ascending; "09" covers 09:00–09:59. */
  per_jam: z.array(z.object({ jam: z.string(), value: z.number().int() })),
});
export type PenjualanChartToday = z.infer<typeof penjualanChartTodaySchema>;

export const penjualanChartDaySchema = z.object({
  tanggal: z.string(),
  value: z.number().int(),
  /** Grams. */
  berat: z.number(),
});
export type PenjualanChartDay = z.infer<typeof penjualanChartDaySchema>;

/**
 * This month: the totals from the 1st to the business date and one entry per day of
 * that range, days without sales included as zero, so the chart's days are all there.
 */
export const penjualanChartMonthlySchema = z.object({
  type: z.literal('monthly'),
  /** yyyy-MM of the business date. */
  bulan: z.string(),
  ...totals,
  data: z.array(penjualanChartDaySchema),
});
export type PenjualanChartMonthly = z.infer<typeof penjualanChartMonthlySchema>;

export const penjualanChartSchema = z.discriminatedUnion('type', [
  penjualanChartTodaySchema,
  penjualanChartMonthlySchema,
]);
export type PenjualanChart = z.infer<typeof penjualanChartSchema>;
