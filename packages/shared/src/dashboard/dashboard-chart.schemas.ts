import { z } from 'zod';

/**
 * The answer shape of the dashboard's figures (SPEC §7: `penjualan/chart` and
 * `pembelian/chart`, `?type=today|monthly`, "value in response"). Both answers carry
 * `value`, the rupiah total of the period, beside what the cards show (receipts, pieces,
 * grams) and the series of the chart. What counts is each document's own rule (see
 * penjualan-chart.schemas.ts and pembelian-chart.schemas.ts).
 *
 * Dates are business dates (`tgl_system`), never the clock: "today" is the day the
 * shop has not closed yet, and "this month" is that day's month, up to that day.
 */
export const DASHBOARD_CHART_TYPES = ['today', 'monthly'] as const;
export type DashboardChartType = (typeof DASHBOARD_CHART_TYPES)[number];

/** `?type=today|monthly`, refused with the document's own message. */
export function dashboardChartQuerySchema(message: string) {
  return z.object({ type: z.enum(DASHBOARD_CHART_TYPES, { error: message }) });
}

/** Totals of a period: rupiah, receipts (no_faktur_group), pieces and grams (3 decimals). */
const totals = {
  /** Rupiah: the sum of the counted lines' prices. */
  value: z.number().int(),
  jumlah_nota: z.number().int(),
  jumlah_barang: z.number().int(),
  /** Grams. */
  berat: z.number(),
};

/** Today: the totals and, per hour of the shop's clock (`jam` of the receipt), the rupiah. */
export const dashboardChartTodaySchema = z.object({
  type: z.literal('today'),
  /** The shop's business date, yyyy-MM-dd. */
  tanggal: z.string(),
  ...totals,
  /** Only the hours with lines, ascending; "09" covers 09:00–09:59. */
  per_jam: z.array(z.object({ jam: z.string(), value: z.number().int() })),
});
export type DashboardChartToday = z.infer<typeof dashboardChartTodaySchema>;

export const dashboardChartDaySchema = z.object({
  tanggal: z.string(),
  value: z.number().int(),
  /** Grams. */
  berat: z.number(),
});
export type DashboardChartDay = z.infer<typeof dashboardChartDaySchema>;

/**
 * This month: the totals from the 1st to the business date and one entry per day of
 * that range, days without lines included as zero, so the chart's days are all there.
 */
export const dashboardChartMonthlySchema = z.object({
  type: z.literal('monthly'),
  /** yyyy-MM of the business date. */
  bulan: z.string(),
  ...totals,
  data: z.array(dashboardChartDaySchema),
});
export type DashboardChartMonthly = z.infer<typeof dashboardChartMonthlySchema>;

export const dashboardChartSchema = z.discriminatedUnion('type', [
  dashboardChartTodaySchema,
  dashboardChartMonthlySchema,
]);
export type DashboardChart = z.infer<typeof dashboardChartSchema>;
