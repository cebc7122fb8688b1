import type { SaldoKas } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { saldoUangBank } from './saldo-sesudah';

const KAS: SaldoKas = {
  akun: 'KAS',
  nama: 'KAS TOKO',
  awal: 0,
  masuk: 5_000_000,
  keluar: 750_000,
  akhir: 4_250_000,
};
const MANDIRI: SaldoKas = {
  akun: '9876543210',
  nama: 'TOKO EMAS PUSAT (MANDIRI)',
  awal: 0,
  masuk: 3_000_000,
  keluar: 0,
  akhir: 3_000_000,
};
const BCA: SaldoKas = { ...MANDIRI, akun: '1234567890', nama: 'TOKO EMAS PUSAT (BCA)', akhir: 0, masuk: 0 };

describe('saldoUangBank', () => {
  it('tambah: the till pays into the chosen account, to the rupiah', () => {
    const { rows, sesudah } = saldoUangBank([KAS, BCA, MANDIRI], 'tambah', '9876543210', 1_250_000);
    expect(rows).toEqual([KAS, MANDIRI]);
    expect([...sesudah]).toEqual([
      ['KAS', 3_000_000],
      ['9876543210', 4_250_000],
    ]);
  });

  it('ambil: the account pays into the till; more than it holds goes below zero for the screen to show', () => {
    const { sesudah } = saldoUangBank([KAS, MANDIRI], 'ambil', '9876543210', 3_000_001);
    expect(sesudah.get('KAS')).toBe(7_250_001);
    expect(sesudah.get('9876543210')).toBe(-1);
  });

  it('shows the till alone until an account is chosen, and an unknown account at zero', () => {
    expect(saldoUangBank([KAS], 'tambah', undefined, 100).rows).toEqual([KAS]);
    const { rows, sesudah } = saldoUangBank([], 'tambah', '555', 100);
    expect(rows.map((row) => [row.akun, row.akhir])).toEqual([
      ['KAS', 0],
      ['555', 0],
    ]);
    expect(sesudah.get('555')).toBe(100);
  });

  it('ignores an amount that is not a whole positive number yet', () => {
    for (const jumlah of [0, -5, Number.NaN, 1.5]) {
      expect(saldoUangBank([KAS], 'tambah', undefined, jumlah).sesudah.get('KAS')).toBe(4_250_000);
    }
  });
});
