import { describe, expect, it } from 'vitest';
import { membersRoutes } from './members.routes';

describe('membersRoutes', () => {
  it('gives the four member screens their real pages', async () => {
    const pageOf = async (path: string) =>
      (await membersRoutes.find((route) => route.path === path)?.page())?.name;
    expect(await pageOf('/data-member')).toBe('DataMemberPage');
    expect(await pageOf('/lihat-transaksi-member')).toBe('LihatTransaksiMemberPage');
    expect(await pageOf('/transaksi-poin')).toBe('TransaksiPoinPage');
    expect(await pageOf('/tukar-point')).toBe('TukarPointPage');
  });
});
