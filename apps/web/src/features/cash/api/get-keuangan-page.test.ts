import { describe, expect, it } from 'vitest';
import { keuanganPageParams } from './get-keuangan-page';

describe('keuanganPageParams', () => {
  it('sends the filters the cash book knows, and leaves out the empty ones', () => {
    expect(
      keuanganPageParams({
        skip: 10,
        limit: 10,
        dari: '2026-11-01',
        sampai: '2026-11-22',
        search: '  pln ',
        jenis: 'TRANSFER',
        kategori: 'TAMBAH UANG BANK',
      }).toString(),
    ).toBe(
      'skip=10&limit=10&dari=2026-11-01&sampai=2026-11-22&search=pln&jenis=TRANSFER&kategori=TAMBAH+UANG+BANK',
    );
    expect(keuanganPageParams({ skip: 0, limit: 25, search: '  ', dari: '' }).toString()).toBe(
      'skip=0&limit=25',
    );
  });
});
