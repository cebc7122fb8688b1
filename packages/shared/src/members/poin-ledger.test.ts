import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts/texts.ts';
import { penyesuaianPoinRefusal, saldoPoin, stokHadiahRefusal, tukarPoinRefusal } from './poin-ledger.ts';

describe('the points rules', () => {
  it('refuses a gift dearer than the balance, naming both', () => {
    expect(tukarPoinRefusal(49, 50)).toBe('Poin member tidak cukup: saldo 49 poin, dibutuhkan 50 poin');
    expect(tukarPoinRefusal(50, 50)).toBeNull();
  });

  it('refuses a deduction below zero and an adjustment of nothing', () => {
    expect(penyesuaianPoinRefusal(10, -11)).toBe(TEXTS.member.penyesuaianMinus(10));
    expect(penyesuaianPoinRefusal(10, -10)).toBeNull();
    expect(penyesuaianPoinRefusal(10, 0)).toBe(TEXTS.member.poinHarusDiisi);
  });

  it('refuses more gifts than the stock', () => {
    expect(stokHadiahRefusal('PAYUNG', 1, 2)).toBe(TEXTS.member.stokHadiahHabis('PAYUNG', 1));
    expect(stokHadiahRefusal('PAYUNG', 1, 1)).toBeNull();
  });
});

type Move =
  | { kind: 'jual'; member: number; poin: number }
  | { kind: 'batal'; member: number }
  | { kind: 'tukar'; member: number; jumlah: number }
  | { kind: 'sesuai'; member: number; poin: number };

const move: fc.Arbitrary<Move> = fc.oneof(
  fc.record({
    kind: fc.constant('jual' as const),
    member: fc.nat(2),
    poin: fc.integer({ min: 1, max: 200 }),
  }),
  fc.record({ kind: fc.constant('batal' as const), member: fc.nat(2) }),
  fc.record({
    kind: fc.constant('tukar' as const),
    member: fc.nat(2),
    jumlah: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('sesuai' as const),
    member: fc.nat(2),
    poin: fc.integer({ min: -300, max: 300 }),
  }),
);

describe('a day of counters on the ledger', () => {
  it('keeps every balance the sum of its rows, never below zero, and the gifts counted', () => {
    const harga = 50;
    fc.assert(
      fc.property(fc.array(move, { maxLength: 60 }), fc.integer({ min: 0, max: 20 }), (moves, stokAwal) => {
        const ledger: { member: number; poin: number }[] = [];
        const earned: { member: number; poin: number }[] = [];
        let stock = stokAwal;
        let diambil = 0;
        const saldo = (member: number) => saldoPoin(ledger.filter((row) => row.member === member));
        for (const m of moves) {
          if (m.kind === 'jual') {
            ledger.push({ member: m.member, poin: m.poin });
            earned.push({ member: m.member, poin: m.poin });
          } else if (m.kind === 'batal') {
            // A cancelled sale takes back what it earned, even when the member spent it meanwhile.
            const sale = earned.findIndex((row) => row.member === m.member);
            if (sale >= 0) {
              const [row] = earned.splice(sale, 1);
              if (row) ledger.push({ member: m.member, poin: -row.poin });
            }
          } else if (m.kind === 'tukar') {
            const biaya = harga * m.jumlah;
            if (tukarPoinRefusal(saldo(m.member), biaya) || stokHadiahRefusal('HADIAH', stock, m.jumlah))
              continue;
            stock -= m.jumlah;
            diambil += m.jumlah;
            ledger.push({ member: m.member, poin: -biaya });
            expect(saldo(m.member)).toBeGreaterThanOrEqual(0);
          } else if (m.poin !== 0 && !penyesuaianPoinRefusal(saldo(m.member), m.poin)) {
            ledger.push({ member: m.member, poin: m.poin });
            expect(saldo(m.member)).toBeGreaterThanOrEqual(0);
          }
        }
        expect(stock).toBeGreaterThanOrEqual(0);
        expect(stock + diambil).toBe(stokAwal);
        const spent = ledger.filter((row) => row.poin < 0).reduce((sum, row) => sum - row.poin, 0);
        const got = ledger.filter((row) => row.poin > 0).reduce((sum, row) => sum + row.poin, 0);
        expect(saldoPoin(ledger)).toBe(got - spent);
        expect([0, 1, 2].reduce((sum, member) => sum + saldo(member), 0)).toBe(saldoPoin(ledger));
      }),
    );
  });
});
