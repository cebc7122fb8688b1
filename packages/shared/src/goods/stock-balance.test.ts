import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBarcode, formatReceiptNumber, isBarcode, parseReceiptNumber } from './receipt-number.ts';
import {
  akhirOf,
  applyMovement,
  emptyBalance,
  type MovementColumn,
  reconciles,
  rollForward,
  type StockBalance,
} from './stock-balance.ts';

const columns: MovementColumn[] = ['in', 'out', 'tambah', 'beli', 'jual', 'hancur', 'susut'];
const movement = fc.record({
  column: fc.constantFrom(...columns),
  stock: fc.integer({ min: 0, max: 1 }),
  berat: fc.integer({ min: 0, max: 50_000 }),
});

describe('daily stock balance', () => {
  it('adds a piece to a tray: tambah 1 piece, 3.270 g', () => {
    const balance = applyMovement(emptyBalance(), 'tambah', { stock: 1, berat: 3_270 });
    expect(balance.akhir).toEqual({ stock: 1, berat: 3_270 });
    const sold = applyMovement(balance, 'jual', { stock: 1, berat: 3_270 });
    expect(sold.akhir).toEqual({ stock: 0, berat: 0 });
    expect(sold.jual).toEqual({ stock: 1, berat: 3_270 });
  });

  it('takes washing loss (susut) off the weight and leaves the count', () => {
    const bought = applyMovement(emptyBalance(), 'beli', { stock: 1, berat: 2_500 });
    const washed = applyMovement(bought, 'susut', { stock: 0, berat: 37 });
    expect(washed.akhir).toEqual({ stock: 1, berat: 2_463 });
    expect(reconciles(washed)).toBe(true);
  });

  it('keeps akhir = awal + in + tambah + beli - out - jual - hancur - susut over any sequence of days and movements', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(movement, { maxLength: 20 }), { minLength: 1, maxLength: 10 }),
        (days) => {
          let balance: StockBalance = emptyBalance();
          let expectedStock = 0;
          let expectedBerat = 0;
          for (const day of days) {
            for (const { column, stock, berat } of day) {
              balance = applyMovement(balance, column, { stock, berat });
              const sign = ['in', 'tambah', 'beli'].includes(column) ? 1 : -1;
              expectedStock += sign * stock;
              expectedBerat += sign * berat;
              expect(reconciles(balance)).toBe(true);
            }
            expect(balance.akhir).toEqual({ stock: expectedStock, berat: expectedBerat });
            balance = rollForward(balance);
            expect(balance.awal).toEqual({ stock: expectedStock, berat: expectedBerat });
            expect(akhirOf(balance)).toEqual(balance.awal);
          }
        },
      ),
    );
  });

  it('refuses grams where milligrams belong', () => {
    expect(() => applyMovement(emptyBalance(), 'in', { stock: 1, berat: 3.27 })).toThrow(RangeError);
  });
});

describe('receipt numbers and barcodes', () => {
  it('formats {kode_toko}-{TYPE}-{yymmdd}-{0001}', () => {
    expect(formatReceiptNumber('PST', 'FJ', '2026-11-22', 1)).toBe('PST-FJ-261122-0001');
    expect(formatReceiptNumber('T2', 'PB', '2027-01-05', 12_345)).toBe('T2-PB-270105-12345');
    expect(parseReceiptNumber('PST-FJ-261122-0001')).toEqual({
      kodeToko: 'PST',
      type: 'FJ',
      yymmdd: '261122',
      counter: 1,
    });
    expect(parseReceiptNumber('PST-XX-261122-0001')).toBeNull();
    expect(() => formatReceiptNumber('PST', 'FJ', '2026-11-22', 0)).toThrow(RangeError);
  });

  it('pads barcodes to 8 digits', () => {
    expect(formatBarcode(42)).toBe('00000042');
    expect(isBarcode('00000042')).toBe(true);
    expect(isBarcode('0000042')).toBe(false);
    expect(() => formatBarcode(100_000_000)).toThrow(RangeError);
  });
});
