import { AppError } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { SERVER_TEXTS } from '../../texts.ts';
import {
  booleanOf,
  choiceOf,
  codeOf,
  dateOf,
  integerOf,
  milligramsOf,
  percentOf,
  textOf,
} from './import-fields.ts';

const T = SERVER_TEXTS.dataImport;

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  return undefined;
};

describe('reading an imported cell (SPEC §5)', () => {
  it('defaults a missing or empty text to "-" and a missing number to 0', () => {
    expect(textOf({}, 'nama', 10)).toBe('-');
    expect(textOf({ nama: '  ' }, 'nama', 10)).toBe('-');
    expect(textOf({ nama: ' Ani ' }, 'nama', 10)).toBe('Ani');
    expect(integerOf({}, 'harga')).toBe(0);
    expect(integerOf({ harga: '' }, 'harga')).toBe(0);
    expect(milligramsOf({ berat: '-' }, 'berat')).toBe(0);
    expect(percentOf({}, 'persentase')).toBe('0');
  });

  it('never defaults a key, and names the field it refuses', () => {
    expect(refusal(() => codeOf({}, 'kode_group'))).toBe(T.harusDiisi('kode_group'));
    expect(refusal(() => codeOf({ kode_group: '-' }, 'kode_group'))).toBe(T.harusDiisi('kode_group'));
    expect(codeOf({ kode_group: ' lm ' }, 'kode_group')).toBe('LM');
    expect(refusal(() => codeOf({ kode_group: 'X'.repeat(21) }, 'kode_group'))).toBe(
      T.terlaluPanjang('kode_group', 20),
    );
    expect(refusal(() => textOf({ nama: 'X'.repeat(11) }, 'nama', 10))).toBe(T.terlaluPanjang('nama', 10));
  });

  it('reads whole rupiah with a spreadsheet’s trailing zeros, refusing fractions and signs', () => {
    expect(integerOf({ harga: '1500000' }, 'harga')).toBe(1_500_000);
    expect(integerOf({ harga: '1500000.00' }, 'harga')).toBe(1_500_000);
    expect(integerOf({ harga: '1500000,00' }, 'harga')).toBe(1_500_000);
    expect(integerOf({ harga: 250 }, 'harga')).toBe(250);
    for (const bad of ['1.5', '-5', '1.500.000', 'Rp 5', '1e5']) {
      expect(
        refusal(() => integerOf({ harga: bad }, 'harga')),
        bad,
      ).toBe(T.bukanAngka('harga'));
    }
  });

  it('reads grams to milligrams, with a decimal comma from a ; file, at most 3 decimals', () => {
    expect(milligramsOf({ berat: '3.270' }, 'berat')).toBe(3270);
    expect(milligramsOf({ berat: '3,27' }, 'berat')).toBe(3270);
    expect(milligramsOf({ berat: '0.05' }, 'berat')).toBe(50);
    expect(milligramsOf({ berat: 1.1 }, 'berat')).toBe(1100);
    for (const bad of ['1.2345', '-1', 'abc', '1,234.5']) {
      expect(
        refusal(() => milligramsOf({ berat: bad }, 'berat')),
        bad,
      ).toBe(T.bukanBerat('berat'));
    }
  });

  it('reads percent, dates, flags and choices, refusing what they cannot be', () => {
    expect(percentOf({ p: '2,5' }, 'p')).toBe('2.5');
    expect(refusal(() => percentOf({ p: '101' }, 'p'))).toBe(T.bukanPersen('p'));
    expect(dateOf({ tanggal: '2024-03-01 00:00:00' }, 'tanggal')).toBe('2024-03-01');
    expect(refusal(() => dateOf({ tanggal: '01/03/2024' }, 'tanggal'))).toBe(T.bukanTanggal('tanggal'));
    expect(refusal(() => dateOf({ tanggal: '2024-02-30' }, 'tanggal'))).toBe(T.bukanTanggal('tanggal'));
    expect(booleanOf({}, 'status_aktif', true)).toBe(true);
    expect(booleanOf({ status_aktif: 'tidak aktif' }, 'status_aktif', true)).toBe(false);
    expect(booleanOf({ status_aktif: '1' }, 'status_aktif', false)).toBe(true);
    expect(refusal(() => booleanOf({ status_aktif: 'mungkin' }, 'status_aktif', true))).toBe(
      T.bukanBoolean('status_aktif'),
    );
    expect(choiceOf({ jenis: 'transfer' }, 'jenis', ['CASH', 'TRANSFER'], 'CASH')).toBe('TRANSFER');
    expect(choiceOf({}, 'jenis', ['CASH', 'TRANSFER'], 'CASH')).toBe('CASH');
    expect(refusal(() => choiceOf({ jenis: 'GIRO' }, 'jenis', ['CASH', 'TRANSFER'], 'CASH'))).toBe(
      T.bukanPilihan('jenis', ['CASH', 'TRANSFER']),
    );
  });
});
