/**
 * Weighing a tray (DOMAIN.md §3): what the scale should read is the pieces, their
 * stones, their plastic bags, one price tag per piece and the empty tray. All in
 * milligrams; `selisih = reading - expected`, within the tolerance is OK.
 */
export interface TrayContents {
  jumlah: number;
  beratBarang: number;
  beratAtribut: number;
  beratPlastik: number;
  /** Weight of one price tag (bandrol) of this tray. */
  beratBandrolSatuan: number;
  beratBaki: number;
}

export interface TrayExpectation {
  beratBandrol: number;
  beratSeharusnya: number;
}

export function expectedTrayWeight(contents: TrayContents): TrayExpectation {
  const beratBandrol = contents.jumlah * contents.beratBandrolSatuan;
  return {
    beratBandrol,
    beratSeharusnya:
      contents.beratBarang +
      contents.beratAtribut +
      contents.beratPlastik +
      beratBandrol +
      contents.beratBaki,
  };
}

export type HasilTimbang = 'OK' | 'SELISIH';

export function weighingResult(
  beratSeharusnya: number,
  beratTimbang: number,
  toleransi: number,
): { selisih: number; hasil: HasilTimbang } {
  const selisih = beratTimbang - beratSeharusnya;
  return { selisih, hasil: Math.abs(selisih) <= toleransi ? 'OK' : 'SELISIH' };
}
