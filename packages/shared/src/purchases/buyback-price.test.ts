import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buybackLinePrice,
  buybackOtorisasi,
  hargaNotaAtWeight,
  hargaNotaOf,
  hargaRataOf,
  type KondisiPembelian,
  withinRugiNota,
} from './buyback-price.ts';

const MULUS: KondisiPembelian = { type_kondisi: 'PERSENTASE', persentase: 10, rupiah_per_gram: 0 };
const BARET_RP: KondisiPembelian = { type_kondisi: 'RP', persentase: 0, rupiah_per_gram: 75_000 };

describe('harga nota', () => {
  // DOMAIN.md §8: the 750 ring sold at 5,003,500 with 163,500 ongkos.
  const ring = { harga_jual: 5_003_500, ongkos: 163_500 };

  it('leaves the making fee out unless HARGA_NOTA_DENGAN_ONGKOS_MODULE is on', () => {
    expect(hargaNotaOf(ring, false)).toBe(4_840_000);
    expect(hargaNotaOf(ring, true)).toBe(5_003_500);
  });

  it('pays a piece worn lighter pro rata, rounded down to the rupiah', () => {
    expect(hargaNotaAtWeight(4_840_000, 3_270, 3_270)).toBe(4_840_000);
    // 4,840,000 x 3.250 / 3.270 = 4,810,397.55...
    expect(hargaNotaAtWeight(4_840_000, 3_270, 3_250)).toBe(4_810_397);
    expect(hargaNotaAtWeight(4_840_000, 3_270, 3_300)).toBe(4_884_403);
  });
});

describe('Parameter Rugi Nota', () => {
  const rugi = { potongan_min: 5, potongan_max: 15 };

  it('holds a typed price to the cut bounds, to the rupiah at both ends', () => {
    // 15 % of 4,840,000 is 726,000: 4,114,000 is the lowest price allowed, 4,598,000 (5 %) the highest.
    expect(withinRugiNota(4_840_000, 4_114_000, rugi)).toBe(true);
    expect(withinRugiNota(4_840_000, 4_113_999, rugi)).toBe(false);
    expect(withinRugiNota(4_840_000, 4_598_000, rugi)).toBe(true);
    expect(withinRugiNota(4_840_000, 4_598_001, rugi)).toBe(false);
  });

  it('asks otorisasi only for a typed price outside the bounds of its group', () => {
    const line = { withNota: true, berat: 3_270, beratNota: 3_270, hargaSystem: 4_356_000 };
    const typed = (harga: number, rugiNota = rugi) => ({
      ...line,
      harga,
      manual: { hargaNota: 4_840_000, rugiNota },
    });
    expect(buybackOtorisasi(typed(4_000_000))).toBe('POTONGAN_DI_LUAR_RUGI_NOTA');
    expect(buybackOtorisasi(typed(4_200_000))).toBeNull();
    // Without a parameter for the group, or at the system's own offer, the bounds do not apply.
    expect(
      buybackOtorisasi({ ...line, harga: 4_000_000, manual: { hargaNota: 4_840_000, rugiNota: undefined } }),
    ).toBeNull();
    expect(buybackOtorisasi({ ...line, harga: 4_000_000 })).toBeNull();
    // Paying above the system's offer stays its own reason.
    expect(buybackOtorisasi(typed(4_400_000))).toBe('PEMBELIAN_DI_ATAS_NOTA');
  });
});

describe('buybackLinePrice', () => {
  it('cuts MULUS 10 % of the receipt price and rounds up to pembulatan', () => {
    expect(
      buybackLinePrice({ base: 4_840_000, berat: 3_270, kondisi: MULUS, pembulatan: 500, roundDown: false }),
    ).toEqual({ potongan: 484_000, harga: 4_356_000, hargaRata: 1_332_110 });
  });

  it('takes only the POTONGAN_TUKAR_PERSEN share of the cut on a trade-in, rounded up to the rupiah', () => {
    const ring = { base: 4_840_000, berat: 3_270, kondisi: MULUS, pembulatan: 500, roundDown: false };
    // Half of 484,000 is cut: the customer trading in gets 4,598,000.
    expect(buybackLinePrice({ ...ring, cutShare: 50 })).toMatchObject({
      potongan: 242_000,
      harga: 4_598_000,
    });
    expect(buybackLinePrice({ ...ring, cutShare: 100 })).toEqual(buybackLinePrice(ring));
    expect(buybackLinePrice({ ...ring, cutShare: 0 }).potongan).toBe(0);
    // 33.3333 % of 82,500 = 27,499.97...: the shop's favour rounds the cut up.
    const rp = { base: 1_500_000, berat: 1_100, kondisi: BARET_RP, pembulatan: 1, roundDown: false };
    expect(buybackLinePrice({ ...rp, cutShare: 33.3333 }).potongan).toBe(27_500);
  });

  it('cuts rupiah per gram for RP conditions, in milligrams', () => {
    // 1.1 g x 75,000 = 82,500 exactly: no float touches the money.
    expect(
      buybackLinePrice({
        base: 1_500_000,
        berat: 1_100,
        kondisi: BARET_RP,
        pembulatan: 500,
        roundDown: false,
      }),
    ).toEqual({ potongan: 82_500, harga: 1_417_500, hargaRata: 1_288_636 });
  });

  it('rounds down with PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE', () => {
    const input = { base: 4_810_397, berat: 3_250, kondisi: MULUS, pembulatan: 500 };
    // 4,810,397 - 481,040 = 4,329,357.
    expect(buybackLinePrice({ ...input, roundDown: false }).harga).toBe(4_329_500);
    expect(buybackLinePrice({ ...input, roundDown: true }).harga).toBe(4_329_000);
  });

  it('never offers a negative price', () => {
    expect(
      buybackLinePrice({ base: 10_000, berat: 1_000, kondisi: BARET_RP, pembulatan: 500, roundDown: false })
        .harga,
    ).toBe(0);
  });

  it('stays within one pembulatan step of base minus cut, on the side the module says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.constantFrom(100, 500, 1_000),
        fc.boolean(),
        (base, berat, persen, pembulatan, roundDown) => {
          const kondisi: KondisiPembelian = {
            type_kondisi: 'PERSENTASE',
            persentase: persen,
            rupiah_per_gram: 0,
          };
          const price = buybackLinePrice({ base, berat, kondisi, pembulatan, roundDown });
          const net = base - price.potongan;
          expect(price.harga % pembulatan).toBe(0);
          if (roundDown) expect(net - price.harga).toBeGreaterThanOrEqual(0);
          else expect(price.harga - net).toBeGreaterThanOrEqual(0);
          expect(Math.abs(price.harga - net)).toBeLessThan(pembulatan);
          expect(price.hargaRata).toBe(hargaRataOf(price.harga, berat));
        },
      ),
    );
  });
});

describe('buybackOtorisasi', () => {
  const line = { withNota: true, berat: 3_270, beratNota: 3_270, hargaSystem: 4_356_000, harga: 4_356_000 };

  it('asks a second user for gold without receipt, heavier than the receipt, or paid above the system', () => {
    expect(buybackOtorisasi(line)).toBeNull();
    expect(buybackOtorisasi({ ...line, harga: 4_000_000, berat: 3_000 })).toBeNull();
    expect(buybackOtorisasi({ ...line, withNota: false })).toBe('PEMBELIAN_TANPA_NOTA');
    expect(buybackOtorisasi({ ...line, berat: 3_271 })).toBe('PEMBELIAN_DI_ATAS_NOTA');
    expect(buybackOtorisasi({ ...line, harga: 4_356_500 })).toBe('PEMBELIAN_DI_ATAS_NOTA');
  });
});
