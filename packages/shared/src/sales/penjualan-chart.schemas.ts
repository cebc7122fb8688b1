import { dashboardChartQuerySchema } from '../dashboard/dashboard-chart.schemas.ts';

/**
 * The dashboard's sales figures, `GET penjualan/chart?type=today|monthly`, answered in
 * the dashboard chart shape (dashboard-chart.schemas.ts); `value` sums `harga_jual`.
 *
 * What counts: every line still standing (line and header status OK) of the shop's
 * business days, whether validated (DONE) or awaiting validation (OPEN). A sale is
 * made at the counter; the supervisor's validation usually follows hours later, and
 * the day cannot close over an OPEN sale, so by closing every counted sale is
 * validated. A cancelled line (CANC) is not a sale.
 */
export const PENJUALAN_CHART_TYPE_MESSAGE = 'Tipe grafik penjualan harus today atau monthly';

export const penjualanChartQuerySchema = dashboardChartQuerySchema(PENJUALAN_CHART_TYPE_MESSAGE);
