import { dashboardChartQuerySchema } from '../dashboard/dashboard-chart.schemas.ts';

/**
 * The dashboard's buyback figures, `GET pembelian/chart?type=today|monthly` (SPEC §7),
 * answered in the dashboard chart shape (dashboard-chart.schemas.ts): `value` sums the
 * rupiah paid (`harga`), `jumlah_barang` counts the pieces (one line is one piece).
 *
 * What counts is the sales chart's rule: every line still standing (line and header
 * status OK) of the shop's business days, validated (DONE) or awaiting validation
 * (OPEN) — the gold came over the counter, and the day cannot close over an OPEN
 * buyback. A cancelled line (CANC) was not bought. A trade-in's buyback half (tukar)
 * is a buyback like any other.
 */
export const PEMBELIAN_CHART_TYPE_MESSAGE = 'Tipe grafik pembelian harus today atau monthly';

export const pembelianChartQuerySchema = dashboardChartQuerySchema(PEMBELIAN_CHART_TYPE_MESSAGE);
