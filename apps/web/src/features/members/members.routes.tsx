import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Member and points. */
export const membersRoutes = catalogueRoutes(['member']);
