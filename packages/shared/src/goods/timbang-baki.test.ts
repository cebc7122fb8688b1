import { describe, expect, it } from 'vitest';
import { expectedTrayWeight, weighingResult } from './timbang-baki.ts';

describe('expectedTrayWeight', () => {
  it('adds pieces, stones, bags, one tag per piece and the empty tray, in milligrams', () => {
    expect(
      expectedTrayWeight({
        jumlah: 2,
        beratBarang: 7_350,
        beratAtribut: 30,
        beratPlastik: 40,
        beratBandrolSatuan: 50,
        beratBaki: 120_500,
      }),
    ).toEqual({ beratBandrol: 100, beratSeharusnya: 128_020 });
  });

  it('is the empty tray alone when the tray holds nothing', () => {
    const empty = { jumlah: 0, beratBarang: 0, beratAtribut: 0, beratPlastik: 0, beratBandrolSatuan: 50 };
    expect(expectedTrayWeight({ ...empty, beratBaki: 98_250 }).beratSeharusnya).toBe(98_250);
  });
});

describe('weighingResult', () => {
  it.each([
    [128_020, 127_900, 50, -120, 'SELISIH'],
    [128_020, 128_070, 50, 50, 'OK'],
    [128_020, 127_970, 50, -50, 'OK'],
    [128_020, 128_071, 50, 51, 'SELISIH'],
    [128_020, 128_020, 0, 0, 'OK'],
  ] as const)(
    'expected %i, read %i, tolerance %i: selisih %i, %s',
    (expected, read, tolerance, selisih, hasil) => {
      expect(weighingResult(expected, read, tolerance)).toEqual({ selisih, hasil });
    },
  );
});
