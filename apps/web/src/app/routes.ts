import { accessPublicRoutes, accessRoutes } from '../features/access/access.routes';
import { apiDocsRoutes } from '../features/api-docs/api-docs.routes';
import { cashRoutes } from '../features/cash/cash.routes';
import { cekNotaRoutes } from '../features/cek-nota/cek-nota.routes';
import { dashboardRoutes } from '../features/dashboard/dashboard.routes';
import { dataToolsRoutes } from '../features/data-tools/data-tools.routes';
import { debtsRoutes } from '../features/debts/debts.routes';
import { goodsRoutes } from '../features/goods/goods.routes';
import { legalRoutes } from '../features/legal/legal.routes';
import { masterDataRoutes } from '../features/master-data/master-data.routes';
import { membersRoutes } from '../features/members/members.routes';
import { ordersRoutes } from '../features/orders/orders.routes';
import { papanHargaRoutes } from '../features/papan-harga/papan-harga.routes';
import { purchasesRoutes } from '../features/purchases/purchases.routes';
import { reportsRoutes } from '../features/reports/reports.routes';
import { salesRoutes } from '../features/sales/sales.routes';
import { servicesRoutes } from '../features/services/services.routes';
import { settingsRoutes } from '../features/settings/settings.routes';
import { stockTakingRoutes } from '../features/stock-taking/stock-taking.routes';
import type { AppRoute } from '../routing/app-route';
import { composedRoutes } from './validasi-jual-beli/validasi-jual-beli.routes';

/** Reachable signed out. */
export const PUBLIC_ROUTES: readonly AppRoute[] = [
  ...accessPublicRoutes,
  ...papanHargaRoutes,
  ...cekNotaRoutes,
];

/** Inside the shell, behind the session, date-block and access guards. */
export const SHELL_ROUTES: readonly AppRoute[] = [
  ...dashboardRoutes,
  ...masterDataRoutes,
  ...goodsRoutes,
  ...salesRoutes,
  ...ordersRoutes,
  ...purchasesRoutes,
  ...composedRoutes,
  ...servicesRoutes,
  ...debtsRoutes,
  ...cashRoutes,
  ...membersRoutes,
  ...stockTakingRoutes,
  ...reportsRoutes,
  ...dataToolsRoutes,
  ...accessRoutes,
  ...settingsRoutes,
  ...legalRoutes,
  ...apiDocsRoutes,
];
