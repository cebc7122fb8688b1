import type { HargaEmasRow } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { beratMg, dpPesananProblem, estimasiOf, hargaGramHariIni, sisaPesanan } from './pesanan-estimasi';

const row = (kode_group: string, harga_jual: number): HargaEmasRow => ({
  kode_group,
  nama_group: kode_group,
  tanggal: '2026-11-27',
  harga_jual,
  harga_beli: 0,
  sumber: 'HARIAN',
  harga_master_jual: 0,
  harga_master_beli: 0,
  updated_by: 'OWNER',
  updated_at: null,
});

describe('pesanan estimate', () => {
  it('reads grams as typed, in milligrams', () => {
    expect(beratMg('5.125')).toBe(5125);
    expect(beratMg('1.1')).toBe(1100);
    expect(beratMg(2)).toBe(2000);
    for (const nothing of ['', '0', null, undefined, 'abc']) expect(beratMg(nothing)).toBeUndefined();
  });

  it('takes the day’s selling price of the chosen kategori', () => {
    const rows = [row('EMAS', 1_000_000), row('PERAK', 0)];
    expect(hargaGramHariIni(rows, 'EMAS')).toBe(1_000_000);
    expect(hargaGramHariIni(rows, 'PERAK')).toBeUndefined();
    expect(hargaGramHariIni(rows, undefined)).toBeUndefined();
  });

  it('prices grams times the price per gram exactly, plus ongkos', () => {
    expect(estimasiOf('1.1', 1_000_000, 0)).toBe(1_100_000);
    expect(estimasiOf('5.125', 1_000_000, 150_000)).toBe(5_275_000);
    expect(estimasiOf('', 1_000_000, 150_000)).toBe(0);
    expect(estimasiOf('5', undefined, 150_000)).toBe(0);
  });

  it('asks for a DP up to the estimate, and leaves the rest', () => {
    expect(dpPesananProblem(undefined, 5_275_000)).toBe('DP Harus Diisi');
    expect(dpPesananProblem(0, 5_275_000)).toBe('DP Harus Diisi');
    expect(dpPesananProblem(6_000_000, 5_275_000)).toBe('DP tidak boleh melebihi estimasi harga pesanan');
    expect(dpPesananProblem(2_000_000, 5_275_000)).toBeNull();
    expect(sisaPesanan(5_275_000, 2_000_000)).toBe(3_275_000);
    expect(sisaPesanan(5_275_000, 6_000_000)).toBe(0);
  });
});
