import {
  addDays,
  type BungaBerjalan,
  badRequest,
  bungaHutang,
  DEFAULT_PEMBULATAN,
  formatRupiah,
  HARI_SEBULAN,
  hariAntara,
  hariBunga,
  paraSystemDefault,
  TEXTS,
} from '@toko/shared';
import type { HutangHeader } from './hutang.repository.ts';

/**
 * The terms a loan is made and charged by (decision 020): the shop's settings, the tier of
 * Master Kondisi Pinjaman, the due date and the interest as of a day. Pure over the rows
 * and settings given, so the counter, the list, the payments and the closing agree.
 */

export interface HutangSettings {
  pembulatan: number;
  maksPersen: number;
  /** Days the loan's first period is charged at least. */
  minHari: number;
  /** Days after the due date before the pledged gold may be auctioned. */
  masaTenggang: number;
}

/** A setting as the shop set it, else the catalogue's default. */
function setting(get: (key: string) => string | undefined, key: string): number {
  const value = Number(get(key) ?? paraSystemDefault(key));
  if (!Number.isFinite(value) || value < 0) throw new Error(`Parameter ${key} tidak valid`);
  return value;
}

export function hutangSettings(get: (key: string) => string | undefined): HutangSettings {
  const pembulatan = setting(get, 'PEMBULATAN');
  return {
    pembulatan: Number.isSafeInteger(pembulatan) && pembulatan > 0 ? pembulatan : DEFAULT_PEMBULATAN,
    maksPersen: setting(get, 'MAKS_PINJAMAN_PERSEN'),
    minHari: setting(get, 'HUTANG_MIN_HARI'),
    masaTenggang: setting(get, 'HUTANG_MASA_TENGGANG'),
  };
}

/** A tier of Master Kondisi Pinjaman as the master stores it. */
export interface KondisiPinjaman {
  kode_pinjaman: string;
  pinjaman_min: number;
  pinjaman_max: number;
  bunga_persen: number;
}

export function kondisiPinjamanOf(rows: readonly Record<string, unknown>[]): KondisiPinjaman[] {
  return rows.map((row) => ({
    kode_pinjaman: String(row.kode_pinjaman),
    pinjaman_min: Number(row.pinjaman_min),
    pinjaman_max: Number(row.pinjaman_max),
    bunga_persen: Number(row.bunga_persen),
  }));
}

/** The tier the amount falls in (the narrowest when tiers overlap); refused when none does. */
export function tierFor(tiers: readonly KondisiPinjaman[], pokok: number): KondisiPinjaman {
  const fitting = tiers
    .filter((tier) => tier.pinjaman_min <= pokok && pokok <= tier.pinjaman_max)
    .sort((a, b) => a.pinjaman_max - a.pinjaman_min - (b.pinjaman_max - b.pinjaman_min));
  const [tier] = fitting;
  if (!tier) throw badRequest(TEXTS.hutang.tanpaKondisi(formatRupiah(pokok)));
  return tier;
}

/** Due date: the loan's day plus its months of 30 days. */
export function jatuhTempo(tglSystem: string, jangkaBulan: number): string {
  return addDays(tglSystem, jangkaBulan * HARI_SEBULAN);
}

/** The first day the pledged gold of a loan may be auctioned. */
export function bolehLelangPada(
  header: Pick<HutangHeader, 'tgl_jatuh_tempo'>,
  settings: HutangSettings,
): string {
  return addDays(header.tgl_jatuh_tempo, settings.masaTenggang + 1);
}

/**
 * The interest of a loan as of `tanggal`: days from its clock; the minimum applies while
 * the clock still stands on the loan's own first day (no interest paid yet).
 */
export function bungaPada(
  header: Pick<HutangHeader, 'pokok' | 'bunga_persen' | 'tgl_bunga' | 'tgl_system'>,
  tanggal: string,
  settings: HutangSettings,
): BungaBerjalan {
  const hari = hariAntara(header.tgl_bunga, tanggal);
  const minHari = header.tgl_bunga === header.tgl_system ? settings.minHari : 0;
  const bunga = bungaHutang({
    pokok: header.pokok,
    bungaPersen: Number(header.bunga_persen),
    hari,
    pembulatan: settings.pembulatan,
    minHari,
  });
  return {
    tanggal,
    tgl_dari: header.tgl_bunga,
    hari,
    hari_dihitung: hariBunga(hari, minHari),
    bunga,
    total_lunas: header.pokok + bunga,
  };
}
