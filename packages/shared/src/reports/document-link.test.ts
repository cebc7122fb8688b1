import { describe, expect, it } from 'vitest';
import { documentLinkTarget } from './document-link.ts';

describe('documentLinkTarget', () => {
  it('reads the day and the text of a link', () => {
    expect(documentLinkTarget(new URLSearchParams('tanggal=2026-11-22&cari=PST-FJ-261122-0001'))).toEqual({
      tanggal: '2026-11-22',
      cari: 'PST-FJ-261122-0001',
    });
    expect(documentLinkTarget(new URLSearchParams('cari=TOKO%2FLT17'))).toEqual({ cari: 'TOKO/LT17' });
  });

  it('ignores a malformed date and an empty text, and keeps a search box’s length', () => {
    expect(documentLinkTarget(new URLSearchParams('tanggal=22-11-2026&cari=%20%20'))).toEqual({});
    expect(documentLinkTarget(new URLSearchParams(`cari=${'x'.repeat(150)}`)).cari).toHaveLength(100);
    expect(documentLinkTarget(new URLSearchParams(''))).toEqual({});
  });
});
