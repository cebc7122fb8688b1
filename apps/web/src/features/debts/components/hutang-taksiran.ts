import {
  addDays,
  formatRupiah,
  gramsToMilligrams,
  HARI_SEBULAN,
  type HargaEmasRow,
  maksPinjaman,
  milligramsToGrams,
  priceOfWeight,
  sumRupiah,
  TEXTS,
} from '@toko/shared';

/** One pledged piece as the Transaksi Hutang form holds it. */
export interface HutangItemRow {
  kode_group?: string;
  kode_dept?: string;
  nama_barang?: string;
  /** Grams as typed ("3.270"), at most 3 decimals. */
  berat?: string | number | null;
  kadar?: string | number | null;
  jumlah?: string | number | null;
  foto?: string;
}

/** A fresh row: one piece, nothing else known yet. */
export const emptyHutangItem = (): HutangItemRow => ({ jumlah: '1', foto: '' });

/** A tier of Master Kondisi Pinjaman: the loans it covers and their monthly rate. */
export interface KondisiPinjaman {
  kode_pinjaman: string;
  nama_pinjaman: string;
  pinjaman_min: number;
  pinjaman_max: number;
  bunga_persen: number;
}

/** The master's records (numbers may come as text) as tiers. */
export function kondisiPinjamanOf(
  records: readonly Record<string, unknown>[] | undefined,
): KondisiPinjaman[] {
  return (records ?? []).map((row) => ({
    kode_pinjaman: String(row.kode_pinjaman ?? ''),
    nama_pinjaman: String(row.nama_pinjaman ?? ''),
    pinjaman_min: Number(row.pinjaman_min ?? 0),
    pinjaman_max: Number(row.pinjaman_max ?? 0),
    bunga_persen: Number(row.bunga_persen ?? 0),
  }));
}

/** The tier a loan of `pokok` falls in, the narrowest when tiers overlap (as the server picks it). */
export function kondisiFor(tiers: readonly KondisiPinjaman[], pokok: number): KondisiPinjaman | undefined {
  return tiers
    .filter((tier) => tier.pinjaman_min <= pokok && pokok <= tier.pinjaman_max)
    .sort((a, b) => a.pinjaman_max - a.pinjaman_min - (b.pinjaman_max - b.pinjaman_min))[0];
}

/** Milligrams of a typed weight, or null while it is not a valid positive weight. */
function milligramsOf(berat: HutangItemRow['berat']): number | null {
  if (berat === null || berat === undefined || berat === '') return null;
  try {
    const mg = gramsToMilligrams(berat);
    return mg > 0 ? mg : null;
  } catch {
    return null;
  }
}

/** The day's buy price per gram of a group, or undefined when the day has none. */
export function hargaBeliOf(
  prices: readonly HargaEmasRow[],
  kodeGroup: string | undefined,
): number | undefined {
  const harga = prices.find((row) => row.kode_group === kodeGroup)?.harga_beli;
  return harga && harga > 0 ? harga : undefined;
}

export interface TaksiranLine {
  hargaGram: number | undefined;
  /** berat x the day's buy price, rounded up to the rupiah as the server does; null until both are known. */
  nilai: number | null;
}

export interface Taksiran {
  lines: TaksiranLine[];
  /** Grams of every row with a valid weight. */
  berat: number;
  nilaiTaksiran: number;
  maksPinjaman: number;
  /** Groups chosen that have no buy price today: such a loan cannot be valued. */
  tanpaHarga: string[];
}

/** Each piece valued at the day's buy price of its group, their sum and the maximum loan against them. */
export function taksiranOf(
  rows: readonly (HutangItemRow | undefined)[] | undefined,
  prices: readonly HargaEmasRow[],
  maksPersen: number,
): Taksiran {
  const lines = (rows ?? []).map((row): TaksiranLine => {
    const hargaGram = hargaBeliOf(prices, row?.kode_group);
    const mg = milligramsOf(row?.berat);
    return { hargaGram, nilai: hargaGram !== undefined && mg !== null ? priceOfWeight(mg, hargaGram) : null };
  });
  const nilaiTaksiran = sumRupiah(lines.map((line) => line.nilai ?? 0));
  const mg = (rows ?? []).reduce((sum, row) => sum + (milligramsOf(row?.berat) ?? 0), 0);
  const tanpaHarga = [
    ...new Set(
      (rows ?? [])
        .map((row) => row?.kode_group)
        .filter((kode): kode is string => Boolean(kode) && hargaBeliOf(prices, kode) === undefined),
    ),
  ];
  return {
    lines,
    berat: milligramsToGrams(mg),
    nilaiTaksiran,
    maksPinjaman: maksPinjaman(nilaiTaksiran, maksPersen),
    tanpaHarga,
  };
}

/** Due date: the loan's day plus its months of 30 days. */
export function jatuhTempoOf(tglSystem: string, jangkaBulan: number): string {
  return addDays(tglSystem, jangkaBulan * HARI_SEBULAN);
}

/** The loan is above the maximum the pieces allow: it needs a second user's otorisasi. */
export function perluOtorisasi(pokok: number, maks: number): boolean {
  return pokok > maks;
}

/** Why the payout cannot be sent: cash and transfer must together be exactly the loan. */
export function payoutProblem(pokok: number, cash: number, transfer: number): string | undefined {
  return cash + transfer === pokok ? undefined : TEXTS.hutang.payoutTidakSama(formatRupiah(pokok));
}

/** The rows as the server takes them. */
export function hutangItemsBody(rows: readonly (HutangItemRow | undefined)[] | undefined) {
  return (rows ?? []).map((row) => ({
    kode_group: row?.kode_group ?? '',
    kode_dept: row?.kode_dept ?? '',
    nama_barang: row?.nama_barang ?? '',
    berat: String(row?.berat ?? ''),
    kadar: String(row?.kadar ?? ''),
    jumlah: String(row?.jumlah ?? '1') || '1',
    foto: row?.foto ?? '',
  }));
}
