import { z } from 'zod';
import { type AccessSubject, canUseMenu } from '../access/can-access.ts';
import { PESANAN_MENU } from '../orders/pesanan.schemas.ts';
import { SERVICE_MENU } from '../services/service.schemas.ts';
import { dashboardChartMonthlySchema, dashboardChartTodaySchema } from './dashboard-chart.schemas.ts';

/**
 * The dashboard in one call (`GET dashboard`, issue 28): every card and chart the page shows,
 * each document's today and month as its own `{base}/chart` answers them (SPEC §7). The
 * page asked ten questions one after another on the embedded database's single connection;
 * now it asks one, and the SPEC's chart routes still answer for whoever reads them one by one.
 */
export const DASHBOARD_RESOURCES = ['penjualan', 'pembelian', 'service', 'pesanan'] as const;
export type DashboardResource = (typeof DASHBOARD_RESOURCES)[number];

/**
 * Which documents a dashboard viewer sees: sales and buybacks always; repairs and orders
 * have their own menus, so their figures show to whoever handles them.
 */
export function dashboardResourcesFor(subject: AccessSubject): DashboardResource[] {
  return DASHBOARD_RESOURCES.filter((resource) => {
    if (resource === 'service') return canUseMenu([SERVICE_MENU.transaksi, SERVICE_MENU.lihat], subject);
    if (resource === 'pesanan') return canUseMenu([PESANAN_MENU.transaksi, PESANAN_MENU.lihat], subject);
    return true;
  });
}

export const documentFiguresSchema = z.object({
  today: dashboardChartTodaySchema,
  monthly: dashboardChartMonthlySchema,
});
export type DocumentFigures = z.infer<typeof documentFiguresSchema>;

export const dashboardSchema = z.object({
  /** The shop's business date, yyyy-MM-dd. */
  tanggal: z.string(),
  /** The documents this viewer sees (dashboardResourcesFor), in the page's order. */
  documents: z.array(z.object({ resource: z.enum(DASHBOARD_RESOURCES), figures: documentFiguresSchema })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
