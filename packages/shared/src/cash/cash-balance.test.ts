import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { akunOf, cashBalances } from './cash-balance.ts';

const accounts = [
  { akun: 'KAS', nama: 'KAS TOKO' },
  { akun: '9876543210', nama: 'TOKO EMAS PUSAT (MANDIRI)' },
];

describe('cashBalances', () => {
  it('carries awal and adds the day: cash to the till, transfers to their account, cards without one to neither', () => {
    const balances = cashBalances(accounts, new Map([['KAS', 5_000_000]]), [
      { jenis: 'CASH', no_rekening: '', jumlah_in: 10_493_500, jumlah_out: 0 },
      { jenis: 'CASH', no_rekening: '', jumlah_in: 0, jumlah_out: 1_356_000 },
      { jenis: 'TRANSFER', no_rekening: '9876543210', jumlah_in: 0, jumlah_out: 3_000_000 },
      // Booked before card money settled into an account: it reaches no balance.
      { jenis: 'DEBET', no_rekening: '', jumlah_in: 9_000_000, jumlah_out: 0 },
      { jenis: 'CREDIT', no_rekening: '', jumlah_in: 1_000_000, jumlah_out: 0 },
    ]);
    expect(balances).toEqual([
      {
        akun: 'KAS',
        nama: 'KAS TOKO',
        awal: 5_000_000,
        masuk: 10_493_500,
        keluar: 1_356_000,
        akhir: 14_137_500,
      },
      {
        akun: '9876543210',
        nama: 'TOKO EMAS PUSAT (MANDIRI)',
        awal: 0,
        masuk: 0,
        keluar: 3_000_000,
        akhir: -3_000_000,
      },
    ]);
  });

  it('counts a card row in the account it settled into: charged nominal + fee in, the fee out', () => {
    const balances = cashBalances(accounts, new Map(), [
      { jenis: 'DEBET', no_rekening: '9876543210', jumlah_in: 3_060_000, jumlah_out: 0 },
      { jenis: 'DEBET', no_rekening: '9876543210', jumlah_in: 0, jumlah_out: 60_000 },
      { jenis: 'CREDIT', no_rekening: '9876543210', jumlah_in: 0, jumlah_out: 500_000 },
    ]);
    expect(balances.map((row) => [row.akun, row.masuk, row.keluar, row.akhir])).toEqual([
      ['KAS', 0, 0, 0],
      ['9876543210', 3_060_000, 560_000, 2_500_000],
    ]);
    expect(akunOf({ jenis: 'CREDIT', no_rekening: '9876543210' })).toBe('9876543210');
    expect(akunOf({ jenis: 'DEBET', no_rekening: '' })).toBeNull();
    expect(akunOf({ jenis: 'TRANSFER', no_rekening: '' })).toBeNull();
  });

  it('answers an account that moved or carries a balance without being listed', () => {
    const balances = cashBalances(accounts.slice(0, 1), new Map([['111', 700]]), [
      { jenis: 'TRANSFER', no_rekening: '222', jumlah_in: 300, jumlah_out: 0 },
    ]);
    expect(balances.map((row) => [row.akun, row.akhir])).toEqual([
      ['KAS', 0],
      ['222', 300],
      ['111', 700],
    ]);
  });

  it('always reconciles: akhir = awal + masuk - keluar, and the sum of the day equals the rows', () => {
    const row = fc.record({
      jenis: fc.constantFrom('CASH', 'TRANSFER', 'DEBET', 'CREDIT'),
      no_rekening: fc.constantFrom('', '9876543210'),
      jumlah_in: fc.integer({ min: 0, max: 1_000_000_000 }),
      jumlah_out: fc.integer({ min: 0, max: 1_000_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), fc.integer({ min: -1e9, max: 1e9 }), (rows, opening) => {
        const balances = cashBalances(accounts, new Map([['KAS', opening]]), rows);
        for (const balance of balances) {
          expect(balance.akhir).toBe(balance.awal + balance.masuk - balance.keluar);
        }
        const counted = rows.filter((item) => akunOf(item) !== null);
        const masuk = balances.reduce((sum, balance) => sum + balance.masuk, 0);
        expect(masuk).toBe(counted.reduce((sum, item) => sum + item.jumlah_in, 0));
      }),
    );
  });
});
