import { describe, expect, it } from 'vitest';
import { ordersRoutes } from './orders.routes';

describe('ordersRoutes', () => {
  it('gives every Pesanan item its real screen', async () => {
    const names: Record<string, string> = {};
    for (const route of ordersRoutes) names[route.path] = (await route.page()).name;
    expect(names).toEqual({
      '/transaksi-pesanan': 'TransaksiPesananPage',
      '/lihat-pesanan': 'LihatPesananPage',
    });
  });
});
