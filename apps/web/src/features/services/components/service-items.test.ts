import { TEXTS } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import {
  dpServiceProblem,
  emptyServiceItem,
  serviceItemsBody,
  sisaService,
  totalBerat,
  totalOngkos,
} from './service-items';

describe('service items', () => {
  it('totals the ongkos of the rows, an empty or half-typed row counting nothing', () => {
    expect(totalOngkos([{ ongkos: 150_000 }, { ongkos: 75_000 }, undefined, { ongkos: null }])).toBe(225_000);
    expect(totalOngkos(undefined)).toBe(0);
  });

  it('sums weights in milligrams, not float grams', () => {
    expect(totalBerat([{ berat: 0.1 }, { berat: 0.2 }, { berat: 3.27 }])).toBe(3.57);
    expect(totalBerat([{ berat: null }, {}, { berat: '1.' }, { berat: '0.005' }])).toBe(1.005);
  });

  it('says what is left to pay and refuses a DP that is missing or above the ongkos', () => {
    expect(sisaService(225_000, 100_000)).toBe(125_000);
    expect(sisaService(100_000, 150_000)).toBe(0);
    expect(dpServiceProblem(0, 100_000)).toBe(TEXTS.service.dpHarusDiisi);
    expect(dpServiceProblem(undefined, 100_000)).toBe(TEXTS.service.dpHarusDiisi);
    expect(dpServiceProblem(100_001, 100_000)).toBe(TEXTS.service.dpLebih);
    expect(dpServiceProblem(100_000, 100_000)).toBeNull();
  });

  it('sends every field of a row, a new row being one piece without photo', () => {
    expect(emptyServiceItem()).toEqual({ jumlah: 1, kadar: '', foto: '' });
    expect(
      serviceItemsBody([{ nama_barang: 'CINCIN', berat: '2.5', kerusakan: 'PATAH', ongkos: 50_000 }]),
    ).toEqual([
      {
        nama_barang: 'CINCIN',
        berat: 2.5,
        jumlah: 1,
        kadar: '',
        kerusakan: 'PATAH',
        ongkos: 50_000,
        foto: '',
      },
    ]);
  });
});
