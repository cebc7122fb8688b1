import { describe, expect, it } from 'vitest';
import { debtsRoutes } from './debts.routes';

describe('debtsRoutes', () => {
  it('gives Transaksi Hutang, Lihat Hutang and Validasi Hutang their real screens', async () => {
    const pageOf = async (path: string) =>
      (await debtsRoutes.find((route) => route.path === path)?.page())?.name;
    expect(await pageOf('/transaksi-hutang')).toBe('TransaksiHutangPage');
    expect(await pageOf('/lihat-hutang')).toBe('LihatHutangPage');
    expect(await pageOf('/validasi-hutang')).toBe('ValidasiHutangPage');
  });
});
