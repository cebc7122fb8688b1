import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paraSystemDefault } from '../settings/para-system-catalogue.ts';
import { TEXTS } from '../texts/texts.ts';
import {
  barcodesPerluOtorisasi,
  cucianLineProblem,
  cucianTotals,
  DEFAULT_TOLERANSI_SUSUT_CUCIAN_MG,
  susutMelebihiToleransi,
  susutOf,
  TOLERANSI_SUSUT_CUCIAN_KEY,
  toleransiSusutMg,
} from './susut-cucian.ts';

describe('susut cucian', () => {
  it('is the weight before less the weight after washing, in milligrams', () => {
    expect(susutOf({ sebelum: 2_500, sesudah: 2_463 })).toBe(37);
    expect(susutOf({ sebelum: 2_500, sesudah: 2_500 })).toBe(0);
    expect(() => susutOf({ sebelum: 2.5, sesudah: 2.463 })).toThrow(RangeError);
  });

  it('refuses nothing left after washing, and washing that adds gold', () => {
    expect(cucianLineProblem({ kode_barcode: '00000001', sebelum: 2_500, sesudah: 0 })).toBe(
      TEXTS.sepuhan.sesudahKosong('00000001'),
    );
    expect(cucianLineProblem({ kode_barcode: '00000001', sebelum: 2_500, sesudah: 2_501 })).toBe(
      'Berat Sesudah barang 00000001 tidak boleh melebihi Berat Sebelum (2.500 gr): cucian tidak menambah emas',
    );
    expect(cucianLineProblem({ kode_barcode: '00000001', sebelum: 2_500, sesudah: 2_500 })).toBeUndefined();
    expect(cucianLineProblem({ kode_barcode: '00000001', sebelum: 2_500, sesudah: 1 })).toBeUndefined();
  });

  it('needs otorisasi only above the tolerance, not at it', () => {
    expect(susutMelebihiToleransi(50, 50)).toBe(false);
    expect(susutMelebihiToleransi(51, 50)).toBe(true);
    expect(susutMelebihiToleransi(0, 0)).toBe(false);
    const lines = [
      { kode_barcode: 'A', sebelum: 2_500, sesudah: 2_450 },
      { kode_barcode: 'B', sebelum: 8_000, sesudah: 7_900 },
      { kode_barcode: 'C', sebelum: 1_000, sesudah: 949 },
    ];
    expect(barcodesPerluOtorisasi(lines, 50)).toEqual(['B', 'C']);
    expect(barcodesPerluOtorisasi(lines, 100)).toEqual([]);
  });

  it('sums a document exactly: total susut = total sebelum - total sesudah = the sum of the lines', () => {
    const line = fc
      .tuple(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }))
      .map(([sesudah, lost]) => ({ kode_barcode: 'X', sebelum: sesudah + lost, sesudah }));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), (lines) => {
        const totals = cucianTotals(lines);
        expect(totals.jumlah).toBe(lines.length);
        expect(totals.susut).toBe(totals.sebelum - totals.sesudah);
        expect(totals.susut).toBe(lines.reduce((sum, entry) => sum + susutOf(entry), 0));
        expect(totals.susut).toBeGreaterThanOrEqual(0);
        for (const entry of lines) expect(cucianLineProblem(entry)).toBeUndefined();
      }),
    );
  });

  it('reads the tolerance setting in grams, falling back to 0.050 g when missing or unreadable', () => {
    expect(paraSystemDefault(TOLERANSI_SUSUT_CUCIAN_KEY)).toBe('0.050');
    expect(toleransiSusutMg(undefined)).toBe(DEFAULT_TOLERANSI_SUSUT_CUCIAN_MG);
    expect(toleransiSusutMg('0.050')).toBe(50);
    expect(toleransiSusutMg('0.100')).toBe(100);
    expect(toleransiSusutMg('0')).toBe(0);
    expect(toleransiSusutMg('abc')).toBe(50);
    expect(toleransiSusutMg('-1')).toBe(50);
  });
});
