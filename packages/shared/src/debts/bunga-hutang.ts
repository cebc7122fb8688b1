/**
 * The interest of a pawn loan (DOMAIN.md §9, issue 14): the rule the customer checks at the
 * counter, so it is one pure function, exact to the rupiah.
 *
 *   bunga = ceil(pokok x bunga% / 30 x hari / pembulatan) x pembulatan
 *
 * `bunga%` is a monthly rate with at most two decimals (Master Kondisi Pinjaman). It is
 * scaled to hundredths of a percent and the whole product kept in BigInt, so no float ever
 * touches the figure: Rp 10,000,000 at 2.5 % for 1 day is 8,333.33..., charged 8,500.
 */

/** The days one month of interest stands for. */
export const HARI_SEBULAN = 30;

export interface BungaInput {
  /** The principal still owed, whole rupiah. */
  pokok: number;
  /** Monthly rate in percent (2.5 = 2.5 % a month), at most two decimals. */
  bungaPersen: number;
  /** Days since the interest clock started (the loan's date or the last interest paid). */
  hari: number;
  /** PEMBULATAN: the interest is rounded up to a multiple of it (0 or 1: whole rupiah). */
  pembulatan: number;
  /**
   * Days charged at least (HUTANG_MIN_HARI): the first period of a loan is charged for at
   * least this many days, however early it is redeemed. 0 for a later period.
   */
  minHari?: number;
}

/** Hundredths of a percent: 2.5 % -> 250. Refuses a rate with more than two decimals. */
function rateInBasisPoints(bungaPersen: number): bigint {
  const scaled = Math.round(bungaPersen * 100);
  if (!Number.isFinite(bungaPersen) || bungaPersen < 0 || Math.abs(scaled - bungaPersen * 100) > 1e-6) {
    throw new RangeError(
      `Bunga ${bungaPersen}% harus bilangan tidak negatif dengan paling banyak dua desimal`,
    );
  }
  return BigInt(scaled);
}

function wholeNonNegative(value: number, name: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} harus bilangan bulat tidak negatif`);
  return BigInt(value);
}

/** The days the interest is charged for: the days elapsed, at least the minimum. */
export function hariBunga(hari: number, minHari = 0): number {
  return Math.max(hari, minHari);
}

/** Interest owed, whole rupiah, rounded up to the pembulatan; never negative. */
export function bungaHutang(input: BungaInput): number {
  const pokok = wholeNonNegative(input.pokok, 'Pokok');
  const hari = wholeNonNegative(hariBunga(input.hari, input.minHari ?? 0), 'Hari');
  const step = wholeNonNegative(Math.max(input.pembulatan, 1), 'Pembulatan');
  const rate = rateInBasisPoints(input.bungaPersen);
  // pokok x (rate / 10,000) / 30 x hari, rounded up to `step`.
  const numerator = pokok * rate * hari;
  const denominator = 10_000n * BigInt(HARI_SEBULAN) * step;
  const units = (numerator + denominator - 1n) / denominator;
  return Number(units * step);
}

/** Whole days from `from` to `to` (ISO dates); 0 when `to` is not after `from`. */
export function hariAntara(from: string, to: string): number {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  return Math.max(days, 0);
}

/**
 * The maximum loan against pledged gold: `maksPersen` % of its value, rounded down to the
 * whole rupiah (a ceiling never rounds up).
 */
export function maksPinjaman(nilaiTaksiran: number, maksPersen: number): number {
  const nilai = wholeNonNegative(nilaiTaksiran, 'Nilai taksiran');
  return Number((nilai * rateInBasisPoints(maksPersen)) / 10_000n);
}
