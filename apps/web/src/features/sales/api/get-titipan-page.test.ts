import { describe, expect, it } from 'vitest';
import { titipanPageParams } from './get-titipan-page';

describe('titipanPageParams', () => {
  it('sends the filters the list contract knows, and leaves out the empty ones', () => {
    expect(
      titipanPageParams({
        skip: 10,
        limit: 10,
        search: ' hendra ',
        status: 'OPEN',
        status_valid: 'DONE',
        dari: '2026-11-01',
        sampai: '2026-11-22',
      }).toString(),
    ).toBe('skip=10&limit=10&search=hendra&status=OPEN&status_valid=DONE&dari=2026-11-01&sampai=2026-11-22');
    expect(titipanPageParams({ skip: 0, limit: 20, search: '  ' }).toString()).toBe('skip=0&limit=20');
  });
});
