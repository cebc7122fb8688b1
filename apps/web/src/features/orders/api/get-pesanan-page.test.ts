import { describe, expect, it } from 'vitest';
import { pesananPageParams } from './get-pesanan-page';

describe('pesananPageParams', () => {
  it('sends the filters set, the state and validation among them, and leaves the empty ones out', () => {
    expect(
      pesananPageParams({
        skip: 10,
        limit: 10,
        search: ' sari ',
        status: 'OPEN',
        status_valid: 'DONE',
        dari: '2026-11-01',
        sampai: '2026-11-27',
      }).toString(),
    ).toBe('skip=10&limit=10&dari=2026-11-01&sampai=2026-11-27&search=sari&status_valid=DONE&status=OPEN');
    expect(pesananPageParams({ skip: 0, limit: 20, search: '  ' }).toString()).toBe('skip=0&limit=20');
  });
});
