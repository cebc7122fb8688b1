import { describe, expect, it } from 'vitest';
import { pembelianPageParams } from './get-pembelian-page';

describe('pembelianPageParams', () => {
  it('sends the filters the list contract knows, and leaves out the empty ones', () => {
    expect(
      pembelianPageParams({
        skip: 20,
        limit: 10,
        dari: '2026-11-01',
        sampai: '2026-11-22',
        search: '  00000001 ',
        status_valid: 'DONE',
      }).toString(),
    ).toBe('skip=20&limit=10&dari=2026-11-01&sampai=2026-11-22&search=00000001&status_valid=DONE');
    expect(pembelianPageParams({ skip: 0, limit: 20, search: '   ' }).toString()).toBe('skip=0&limit=20');
  });
});
