import { describe, expect, it } from 'vitest';
import { transaksiPageParams } from './transaksi-page-query';

describe('transaksiPageParams', () => {
  it('sends the filters the list contract knows, and leaves out the empty ones', () => {
    expect(
      transaksiPageParams({
        skip: 20,
        limit: 10,
        dari: '2026-11-01',
        sampai: '2026-11-22',
        search: '  00000001 ',
        status_valid: 'OPEN',
      }).toString(),
    ).toBe('skip=20&limit=10&dari=2026-11-01&sampai=2026-11-22&search=00000001&status_valid=OPEN');
    expect(transaksiPageParams({ skip: 0, limit: 10, status_valid: 'DONE' }).toString()).toBe(
      'skip=0&limit=10&status_valid=DONE',
    );
    expect(transaksiPageParams({ skip: 0, limit: 20, search: '   ' }).toString()).toBe('skip=0&limit=20');
  });
});
