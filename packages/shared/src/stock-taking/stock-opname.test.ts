import { describe, expect, it } from 'vitest';
import { hasilOpname, selisihBerat } from './stock-opname.ts';

describe('hasilOpname', () => {
  const piece = { diharapkan: true, ditemukan: true, berat: 2500, berat_scan: null };

  it('classifies each barcode of an opname', () => {
    expect(hasilOpname(piece)).toBe('DITEMUKAN');
    expect(hasilOpname({ ...piece, berat_scan: 2500 })).toBe('DITEMUKAN');
    expect(hasilOpname({ ...piece, berat_scan: 2499 })).toBe('SELISIH_BERAT');
    expect(hasilOpname({ ...piece, ditemukan: false })).toBe('HILANG');
    // A missing piece is missing even if a reading was somehow stored.
    expect(hasilOpname({ ...piece, ditemukan: false, berat_scan: 1 })).toBe('HILANG');
    expect(hasilOpname({ ...piece, diharapkan: false })).toBe('TIDAK_TERDUGA');
    expect(hasilOpname({ ...piece, diharapkan: false, berat_scan: 1 })).toBe('TIDAK_TERDUGA');
  });

  it('answers the weight difference as scale minus records, null when not weighed', () => {
    expect(selisihBerat(piece)).toBeNull();
    expect(selisihBerat({ berat: 4250, berat_scan: 4200 })).toBe(-50);
    expect(selisihBerat({ berat: 4250, berat_scan: 4251 })).toBe(1);
  });
});
