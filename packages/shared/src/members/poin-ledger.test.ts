import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts/texts.ts';
import { memberCreateSchema } from './members.schemas.ts';
import {
  batalTukarPoinRefusal,
  penyesuaianPoinRefusal,
  saldoPoin,
  stokHadiahRefusal,
  tglLahirDiMasaDepan,
  tukarPoinRefusal,
} from './poin-ledger.ts';

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

  it('cancels a gift exchange once, and only on its own business day', () => {
    const doc = { no_tukar: 'PST-TH-261127-0001', tgl_system: '2026-11-27', batal_at: null };
    expect(batalTukarPoinRefusal(doc, '2026-11-27')).toBeNull();
    expect(batalTukarPoinRefusal(doc, '2026-11-28')).toEqual({
      status: 400,
      message: 'Hanya tukar poin hari ini yang dapat dibatalkan (PST-TH-261127-0001 bukan hari ini)',
    });
    // Already cancelled wins over the day: the second cancel is told what happened.
    expect(batalTukarPoinRefusal({ ...doc, batal_at: '2026-11-27T03:00:00Z' }, '2026-11-28')).toEqual({
      status: 409,
      message: 'Tukar poin PST-TH-261127-0001 sudah dibatalkan',
    });
  });
});

describe('the birth date', () => {
  // 2026-11-27 17:30 UTC is already the 28th in Jayapura (UTC+9), still the 28th's eve in Jakarta.
  const now = new Date('2026-11-27T17:30:00Z');

  it('is refused after today in the chain’s easternmost zone, accepted up to it', () => {
    expect(tglLahirDiMasaDepan('2026-11-29', now)).toBe(true);
    expect(tglLahirDiMasaDepan('2026-11-28', now)).toBe(false);
    expect(tglLahirDiMasaDepan('1980-01-01', now)).toBe(false);
  });

  it('is refused by the member form’s schema with the Indonesian message', () => {
    const base = { idempotency_key: 'k'.repeat(20), nama_member: 'ibu ani' };
    const future = memberCreateSchema.safeParse({ ...base, tgl_lahir: '2999-01-01' });
    expect(future.success).toBe(false);
    expect(future.error?.issues.map((issue) => issue.message)).toContain(TEXTS.member.tglLahirMasaDepan);
    expect(memberCreateSchema.parse({ ...base, tgl_lahir: '1980-02-29' }).tgl_lahir).toBe('1980-02-29');
    expect(memberCreateSchema.parse({ ...base, tgl_lahir: '' }).tgl_lahir).toBeNull();
  });
});

type Move =
  | { kind: 'jual'; member: number; poin: number }
  | { kind: 'batal'; member: number }
  | { kind: 'tukar'; member: number; jumlah: number }
  | { kind: 'batalTukar'; pick: number }
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
  fc.record({ kind: fc.constant('batalTukar' as const), pick: fc.nat(30) }),
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
        const exchanges: { member: number; jumlah: number; poin: number; batal: boolean }[] = [];
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
            exchanges.push({ member: m.member, jumlah: m.jumlah, poin: biaya, batal: false });
            expect(saldo(m.member)).toBeGreaterThanOrEqual(0);
          } else if (m.kind === 'batalTukar') {
            // Batal Tukar Poin: once per exchange; the gifts go back on the shelf, the points come back as a row.
            const exchange = exchanges[m.pick % Math.max(exchanges.length, 1)];
            if (!exchange) continue;
            const doc = { no_tukar: 'TH', tgl_system: 'hari', batal_at: exchange.batal ? 'tadi' : null };
            const refusal = batalTukarPoinRefusal(doc, 'hari');
            expect(refusal?.status ?? null).toBe(exchange.batal ? 409 : null);
            if (refusal) continue;
            exchange.batal = true;
            stock += exchange.jumlah;
            diambil -= exchange.jumlah;
            ledger.push({ member: exchange.member, poin: exchange.poin });
          } else if (m.poin !== 0 && !penyesuaianPoinRefusal(saldo(m.member), m.poin)) {
            ledger.push({ member: m.member, poin: m.poin });
            expect(saldo(m.member)).toBeGreaterThanOrEqual(0);
          }
        }
        expect(stock).toBeGreaterThanOrEqual(0);
        expect(stock + diambil).toBe(stokAwal);
        // What is off the shelf is exactly what the standing exchanges took.
        expect(diambil).toBe(exchanges.filter((e) => !e.batal).reduce((sum, e) => sum + e.jumlah, 0));
        const spent = ledger.filter((row) => row.poin < 0).reduce((sum, row) => sum - row.poin, 0);
        const got = ledger.filter((row) => row.poin > 0).reduce((sum, row) => sum + row.poin, 0);
        expect(saldoPoin(ledger)).toBe(got - spent);
        expect([0, 1, 2].reduce((sum, member) => sum + saldo(member), 0)).toBe(saldoPoin(ledger));
      }),
    );
  });
});
