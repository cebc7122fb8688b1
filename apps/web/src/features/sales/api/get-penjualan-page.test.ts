import { describe, expect, it } from 'vitest';
import { penjualanPageParams } from './get-penjualan-page';

describe('penjualanPageParams', () => {
  it('sends the filters the list contract knows, and leaves out the empty ones', () => {
    expect(
      penjualanPageParams({
        skip: 20,
        limit: 10,
        dari: '2026-11-01',
        sampai: '2026-11-22',
        search: '  00000001 ',
        status_valid: 'OPEN',
      }).toString(),
    ).toBe('skip=20&limit=10&dari=2026-11-01&sampai=2026-11-22&search=00000001&status_valid=OPEN');
    expect(penjualanPageParams({ skip: 0, limit: 10, search: '   ' }).toString()).toBe('skip=0&limit=10');
  });
});
