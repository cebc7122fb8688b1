import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts/texts.ts';
import { settlePayment } from './payment.ts';

const none = { cash: 0, transfer: 0, debet: 0, credit: 0, tukar: 0, feeDebetPercent: 0, feeCreditPercent: 0 };

describe('settlePayment', () => {
  it('gives change when cash exceeds what it must cover', () => {
    expect(settlePayment({ ...none, total: 5_028_500, cash: 5_100_000 })).toMatchObject({
      sisaTunai: 5_028_500,
      kembalian: 71_500,
      problem: null,
    });
  });

  it('combines CASH and DEBET, the card charged its fee on top', () => {
    const result = settlePayment({
      ...none,
      total: 10_000_000,
      debet: 6_000_000,
      cash: 4_000_000,
      feeDebetPercent: 1.5,
    });
    expect(result).toMatchObject({
      nonTunai: 6_000_000,
      sisaTunai: 4_000_000,
      kembalian: 0,
      biayaDebet: 90_000,
      tagihDebet: 6_090_000,
      problem: null,
    });
  });

  it('counts a collected deposit as paid: cash covers only the rest', () => {
    expect(settlePayment({ ...none, total: 5_003_500, titipan: 1_000_000, cash: 4_100_000 })).toMatchObject({
      nonTunai: 1_000_000,
      sisaTunai: 4_003_500,
      kembalian: 96_500,
      problem: null,
    });
    expect(settlePayment({ ...none, total: 5_003_500, titipan: 1_000_000, debet: 4_100_000 }).problem).toBe(
      TEXTS.payment.nonTunaiLebih,
    );
  });

  it('refuses non-cash above what is due, and cash that falls short', () => {
    expect(settlePayment({ ...none, total: 1_000_000, transfer: 1_000_500 }).problem).toBe(
      TEXTS.payment.nonTunaiLebih,
    );
    expect(settlePayment({ ...none, total: 1_000_000, transfer: 400_000, cash: 500_000 }).problem).toBe(
      'Pembayaran kurang Rp 100,000',
    );
    expect(settlePayment({ ...none, total: 1_000, cash: -1, transfer: 1_001 }).problem).toBe(
      TEXTS.payment.negatif,
    );
  });

  it('whenever it accepts, the money received covers the total exactly once change is given', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 60_000_000 }), { minLength: 5, maxLength: 5 }),
        (total, [cash = 0, transfer = 0, debet = 0, credit = 0, tukar = 0]) => {
          const result = settlePayment({ ...none, total, cash, transfer, debet, credit, tukar });
          if (result.problem === null) {
            expect(cash + transfer + debet + credit + tukar - result.kembalian).toBe(total);
            expect(result.nonTunai).toBeLessThanOrEqual(total);
          } else {
            expect(cash + transfer + debet + credit + tukar < total || result.nonTunai > total).toBe(true);
          }
        },
      ),
    );
  });
});
