/**
 * Penjualan Rekap (decision 016): each day's sales split for the PPN return of a gold
 * jewellery shop. Under PMK 48/2023 the PPN of gold jewellery is charged on a DPP
 * "nilai lain" (a share of the selling price), which makes it an effective rate of the
 * selling price: 11 % x 10 % = 1.1 % by default (setting PPN_PERSEN). Counter prices
 * include that PPN, so a day's sales are split as
 *   ppn = round(penjualan x rate / (100 + rate))   (half up, whole rupiah, per day)
 *   dpp = penjualan - ppn                          (the selling price net of PPN)
 * and dpp + ppn is the day's sales to the rupiah. Pengganti is the price of the gold
 * itself (penjualan - ongkos), ongkos the making fees in the prices.
 */
import { paraSystemDefault } from '../settings/para-system-catalogue.ts';

export const PPN_PERSEN_KEY = 'PPN_PERSEN';
export const DEFAULT_PPN_PERSEN = Number(paraSystemDefault(PPN_PERSEN_KEY) ?? '1.1');

/** Rates are kept to 4 decimals, scaled to integers so the split is exact. */
const RATE_SCALE = 10_000n;

function assertRupiah(value: number, label: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${label} harus rupiah bulat`);
}

/** The PPN inside a price that includes it, and the price net of it (dpp + ppn = total). */
export function splitPpn(
  total: number,
  ppnPersen: number = DEFAULT_PPN_PERSEN,
): { dpp: number; ppn: number } {
  assertRupiah(total, 'Total');
  if (!Number.isFinite(ppnPersen) || ppnPersen < 0 || ppnPersen > 100) {
    throw new RangeError('Tarif PPN harus 0 sampai 100');
  }
  const rate = BigInt(Math.round(ppnPersen * Number(RATE_SCALE)));
  const numerator = BigInt(total) * rate;
  const denominator = 100n * RATE_SCALE + rate;
  // Half up: floor((2n + d) / 2d).
  const ppn = Number((2n * numerator + denominator) / (2n * denominator));
  return { dpp: total - ppn, ppn };
}

/** Milligrams of pure (24K) gold in `berat` milligrams at `kadar` percent, to the milligram (half up). */
export function pureGoldMilligrams(berat: number, kadarPersen: number): number {
  if (!Number.isSafeInteger(berat)) throw new RangeError('Berat harus dalam miligram bulat');
  // Kadar carries at most 3 decimals (numeric(6,3)).
  const kadar = BigInt(Math.round(kadarPersen * 1000));
  const scaled = BigInt(berat) * kadar; // mg x percent x 1000
  const divisor = 100_000n;
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const rounded = (2n * abs + divisor) / (2n * divisor);
  return Number(negative ? -rounded : rounded);
}

/** One day's sums as the database gives them. */
export interface RekapPajakDay {
  tanggal: string;
  /** Rupiah: Σ harga_jual of the validated standing lines. */
  penjualan: number;
  /** Rupiah: Σ ongkos (the making fees inside those prices). */
  ongkos: number;
  /** Milligrams of pure gold: Σ berat x kadar / 100. */
  murni: number;
}

export interface RekapPajakRow {
  tanggal: string;
  penjualan: number;
  pengganti: number;
  ongkos: number;
  dpp: number;
  ppn: number;
  /** Milligrams of pure gold sold. */
  murni: number;
}

export function rekapPajakRow(day: RekapPajakDay, ppnPersen: number = DEFAULT_PPN_PERSEN): RekapPajakRow {
  assertRupiah(day.ongkos, 'Ongkos');
  const { dpp, ppn } = splitPpn(day.penjualan, ppnPersen);
  return {
    tanggal: day.tanggal,
    penjualan: day.penjualan,
    pengganti: day.penjualan - day.ongkos,
    ongkos: day.ongkos,
    dpp,
    ppn,
    murni: day.murni,
  };
}

/** The PPN_PERSEN setting as stored, or the default when it is missing or unreadable. */
export function ppnPersenOf(stored: string | undefined): number {
  const value = stored === undefined ? Number.NaN : Number(stored);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_PPN_PERSEN;
}
