import { gramsToMilligrams, type HasilTimbang } from '@toko/shared';

export interface SelisihTimbang {
  /** reading - expected, integer milligrams. */
  selisihMg: number;
  hasil: HasilTimbang;
}

/**
 * The difference the screen shows while the scale reading is typed, computed as the
 * server will (DOMAIN.md §3): in integer milligrams, OK within the tolerance.
 * Undefined while the reading is not yet a weight ("", "12.").
 */
export function selisihTimbang(
  readingText: string,
  beratSeharusnya: number,
  toleransi: number,
): SelisihTimbang | undefined {
  const text = readingText.trim();
  if (!/^\d+(\.\d{1,3})?$/.test(text)) return undefined;
  const selisihMg = gramsToMilligrams(text) - Math.round(beratSeharusnya * 1000);
  const hasil: HasilTimbang = Math.abs(selisihMg) <= Math.round(toleransi * 1000) ? 'OK' : 'SELISIH';
  return { selisihMg, hasil };
}

/** "+0.120" / "-0.050" / "0.000": a difference reads with its sign. */
export function formatSelisih(selisihMg: number, format: (mg: number) => string): string {
  if (selisihMg > 0) return `+${format(selisihMg)}`;
  return format(selisihMg);
}
