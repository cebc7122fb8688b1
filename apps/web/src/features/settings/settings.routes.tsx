import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Utility: system, receipt (nota) and shop settings. */
export const settingsRoutes = catalogueRoutes(['utility']);
