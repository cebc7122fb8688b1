import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PaidPart, paidParts, refundParts } from './paid-parts.ts';

const SALE = {
  cash_rp: 2_000_000,
  kembalian: 150_000,
  transfer_rp: 1_000_000,
  no_rekening: '1234567890',
  debet_rp: 3_000_000,
  kode_bank_debet: 'BCA',
  credit_rp: 500_000,
  kode_bank_credit: 'MANDIRI',
};

const PARTS = paidParts(SALE);
const sum = (parts: readonly PaidPart[]) => parts.reduce((total, item) => total + item.jumlah, 0);
const keyOf = (item: PaidPart) => `${item.jenis}|${item.no_rekening}|${item.kode_bank}`;

describe('paidParts', () => {
  it('gives cash net of change, transfer to its account, cards at their nominal, in that order', () => {
    expect(PARTS).toEqual([
      { jenis: 'CASH', no_rekening: '', kode_bank: '', jumlah: 1_850_000 },
      { jenis: 'TRANSFER', no_rekening: '1234567890', kode_bank: '', jumlah: 1_000_000 },
      { jenis: 'DEBET', no_rekening: '', kode_bank: 'BCA', jumlah: 3_000_000 },
      { jenis: 'CREDIT', no_rekening: '', kode_bank: 'MANDIRI', jumlah: 500_000 },
    ]);
  });

  it('leaves out the methods not used, and reads a buyback without cards or change', () => {
    expect(paidParts({ ...SALE, cash_rp: 150_000, transfer_rp: 0, credit_rp: 0 })).toEqual([
      { jenis: 'DEBET', no_rekening: '', kode_bank: 'BCA', jumlah: 3_000_000 },
    ]);
    expect(paidParts({ cash_rp: 700_000, transfer_rp: 300_000, no_rekening: '9876543210' })).toEqual([
      { jenis: 'CASH', no_rekening: '', kode_bank: '', jumlah: 700_000 },
      { jenis: 'TRANSFER', no_rekening: '9876543210', kode_bank: '', jumlah: 300_000 },
    ]);
  });
});

describe('refundParts', () => {
  it('refunds cash first, then transfer, then the cards', () => {
    expect(refundParts(PARTS, 0, 2_500_000)).toEqual([
      { jenis: 'CASH', no_rekening: '', kode_bank: '', jumlah: 1_850_000 },
      { jenis: 'TRANSFER', no_rekening: '1234567890', kode_bank: '', jumlah: 650_000 },
    ]);
  });

  it('skips what earlier refunds of the document took', () => {
    expect(refundParts(PARTS, 2_500_000, 3_500_000)).toEqual([
      { jenis: 'TRANSFER', no_rekening: '1234567890', kode_bank: '', jumlah: 350_000 },
      { jenis: 'DEBET', no_rekening: '', kode_bank: 'BCA', jumlah: 3_000_000 },
      { jenis: 'CREDIT', no_rekening: '', kode_bank: 'MANDIRI', jumlah: 150_000 },
    ]);
  });

  it('refunds beyond the paid sum in cash, and nothing for nothing', () => {
    expect(refundParts(PARTS, 6_000_000, 500_000)).toEqual([
      { jenis: 'CASH', no_rekening: '', kode_bank: '', jumlah: 150_000 },
      { jenis: 'CREDIT', no_rekening: '', kode_bank: 'MANDIRI', jumlah: 350_000 },
    ]);
    expect(refundParts(PARTS, 7_000_000, 500_000)).toEqual([
      { jenis: 'CASH', no_rekening: '', kode_bank: '', jumlah: 500_000 },
    ]);
    expect(refundParts(PARTS.slice(0, 1), 0, 2_000_000)).toEqual([
      { jenis: 'CASH', no_rekening: '', kode_bank: '', jumlah: 2_000_000 },
    ]);
    expect(refundParts(PARTS, 0, 0)).toEqual([]);
    expect(refundParts([], 0, 1)).toEqual([{ jenis: 'CASH', no_rekening: '', kode_bank: '', jumlah: 1 }]);
  });

  it('refuses amounts that are not whole non-negative rupiah', () => {
    expect(() => refundParts(PARTS, -1, 100)).toThrow(RangeError);
    expect(() => refundParts(PARTS, 0, 1.5)).toThrow(RangeError);
  });

  const stored = fc.record({
    cash_rp: fc.integer({ min: 0, max: 50_000_000 }),
    kembalian: fc.integer({ min: 0, max: 50_000_000 }),
    transfer_rp: fc.integer({ min: 0, max: 50_000_000 }),
    no_rekening: fc.constantFrom('1234567890', '9876543210'),
    debet_rp: fc.integer({ min: 0, max: 50_000_000 }),
    kode_bank_debet: fc.constantFrom('BCA', 'BRI'),
    credit_rp: fc.integer({ min: 0, max: 50_000_000 }),
    kode_bank_credit: fc.constantFrom('BCA', 'MANDIRI'),
  });
  const validParts = stored.map((payment) =>
    paidParts({ ...payment, kembalian: Math.min(payment.kembalian, payment.cash_rp) }),
  );

  it('always gives back exactly the amount, in positive parts of the methods paid or cash', () => {
    fc.assert(
      fc.property(
        validParts,
        fc.integer({ min: 0, max: 250_000_000 }),
        fc.integer({ min: 0, max: 250_000_000 }),
        (parts, already, amount) => {
          const refunded = refundParts(parts, already, amount);
          expect(sum(refunded)).toBe(amount);
          for (const item of refunded) expect(item.jumlah).toBeGreaterThan(0);
          const paid = new Map(parts.map((item) => [keyOf(item), item.jumlah]));
          if (already + amount <= sum(parts)) {
            for (const item of refunded) expect(item.jumlah).toBeLessThanOrEqual(paid.get(keyOf(item)) ?? 0);
          } else {
            for (const item of refunded) expect(paid.has(keyOf(item)) || item.jenis === 'CASH').toBe(true);
          }
        },
      ),
    );
  });

  it('refunding a document line by line, in any split, gives back exactly each part', () => {
    const splitOf = (parts: PaidPart[]) =>
      fc
        .array(fc.integer({ min: 1, max: Math.max(1, sum(parts)) }), { maxLength: 12 })
        .map((cuts) => [...new Set(cuts.filter((cut) => cut < sum(parts)))].sort((a, b) => a - b))
        .map((cuts) =>
          [...cuts, sum(parts)].map((cut, index, all) => cut - (index > 0 ? (all[index - 1] ?? 0) : 0)),
        );
    fc.assert(
      fc.property(
        validParts.chain((parts) => fc.tuple(fc.constant(parts), splitOf(parts))),
        ([parts, lines]) => {
          const back = new Map<string, number>();
          let already = 0;
          for (const line of lines.filter((amount) => amount > 0)) {
            for (const item of refundParts(parts, already, line)) {
              back.set(keyOf(item), (back.get(keyOf(item)) ?? 0) + item.jumlah);
            }
            already += line;
          }
          expect(back).toEqual(new Map(parts.map((item) => [keyOf(item), item.jumlah])));
        },
      ),
    );
  });
});
