import { describe, expect, it } from 'vitest';
import { cashQueryKeys } from '../../features/cash/api/cash-query-keys';
import { dashboardQueryKeys } from '../../features/dashboard/api/dashboard-query-keys';
import { goodsQueryKeys } from '../../features/goods/api/goods-query-keys';
import { purchasesQueryKeys } from '../../features/purchases/api/purchases-query-keys';
import { counterStaleKeys } from './counter-query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

describe('counterStaleKeys', () => {
  it('are the prefixes the cash, goods, purchases and dashboard areas query with', () => {
    expect(counterStaleKeys.pembelian).toEqual(purchasesQueryKeys.pembelian);
    expect(startsWith(purchasesQueryKeys.pembelianPage({}), counterStaleKeys.pembelian)).toBe(true);
    expect(counterStaleKeys.cash).toEqual(cashQueryKeys.all);
    expect(startsWith(cashQueryKeys.saldo('2026-11-22'), counterStaleKeys.cash)).toBe(true);
    expect(counterStaleKeys.barang).toEqual(goodsQueryKeys.barang);
    expect(startsWith(goodsQueryKeys.barangPage({}), counterStaleKeys.barang)).toBe(true);
    expect(startsWith(goodsQueryKeys.isiBaki('TOKO', 'CC01'), counterStaleKeys.barang)).toBe(true);
    expect(counterStaleKeys.dashboard).toEqual(dashboardQueryKeys.all);
  });
});
