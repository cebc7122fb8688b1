import { catalogueRoutes } from '../../routing/catalogue-routes';

/** Barang and the Sepuhan screens (washing and sorting of bought goods). */
export const goodsRoutes = catalogueRoutes(['barang', 'sepuhan']);
