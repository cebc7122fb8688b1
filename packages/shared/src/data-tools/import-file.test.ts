import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts/texts.ts';
import { IMPORT_TYPES, importChoiceError, importRecords, normalizeImportHeader } from './import-file.ts';

const choose = (type: string | undefined, fileName: string | undefined, kodeToko = 'PST') =>
  importChoiceError({ type, fileName, kodeToko });

describe('importChoiceError (SPEC §5)', () => {
  it('asks for the type first, then the file', () => {
    expect(choose(undefined, undefined)).toBe('Type Belum Di Pilih');
    expect(choose('', 'master_group.csv')).toBe('Type Belum Di Pilih');
    expect(choose('master_group', undefined)).toBe('File Belum Di Pilih');
  });

  it('refuses a type it does not know', () => {
    expect(choose('gaji_karyawan', 'gaji_karyawan.csv')).toBe('Data Gagal Di Import');
  });

  it('takes only .csv files', () => {
    expect(choose('master_group', 'master_group.xlsx')).toBe(TEXTS.dataTools.bukanCsv);
    expect(choose('master_group', 'MASTER_GROUP.CSV')).toBeNull();
  });

  it("names what the file is not when its name does not carry the type's", () => {
    expect(choose('master_group', 'jenis.csv')).toBe('Data Di Import Bukan Group');
    expect(choose('master_jenis', 'master_group.csv')).toBe('Data Di Import Bukan Jenis');
    for (const type of ['master_gudang', 'master_baki', 'penjualan', 'pembelian'])
      expect(choose(type, 'data.csv')).toBe('Data Di Import Bukan Gudang');
    // Non-cash is not cash, nor the other way round.
    expect(choose('keuangan_cash', 'keuangan_non_cash.csv')).toBe('Data Di Import Bukan Keuangan Cash');
    expect(choose('keuangan_non_cash', 'keuangan_cash.csv')).toBe('Data Di Import Bukan Keuangan Non Cash');
  });

  it('accepts every type from a file named after it, wherever the name sits', () => {
    for (const type of IMPORT_TYPES) expect(choose(type, `Export ${type} Maret 2024.csv`)).toBeNull();
  });

  it('lets TRA import penjualan only', () => {
    expect(choose('penjualan', 'penjualan.csv', 'TRA')).toBeNull();
    expect(choose('master_group', 'master_group.csv', 'TRA')).toBe(
      'Toko TRA hanya dapat mengimport data penjualan',
    );
  });
});

describe('normalizeImportHeader', () => {
  it('lowercases and turns only the first space into an underscore', () => {
    expect(normalizeImportHeader('Kode Group')).toBe('kode_group');
    expect(normalizeImportHeader('Harga Modal Emas')).toBe('harga_modal emas');
    expect(normalizeImportHeader('\uFEFFkode_sales ')).toBe('kode_sales');
  });
});

describe('importRecords', () => {
  it('keys each row by the header and drops the last row', () => {
    const rows = [['Kode Sales', 'Nama Sales'], ['S01', 'SITI'], ['S02', 'RINA, S.E.'], ['']];
    expect(importRecords(rows)).toEqual([
      { kode_sales: 'S01', nama_sales: 'SITI' },
      { kode_sales: 'S02', nama_sales: 'RINA, S.E.' },
    ]);
  });

  it('drops the last row even when it is data, as the spec says', () => {
    expect(importRecords([['kode_sales'], ['S01'], ['S02']])).toEqual([{ kode_sales: 'S01' }]);
  });

  it('skips blank lines left after the cut, never before it', () => {
    // Two line breaks at the end: the spec's cut takes one empty row, the other is skipped.
    expect(importRecords([['kode_sales'], ['S01'], [''], ['S02'], [' ', ''], ['']])).toEqual([
      { kode_sales: 'S01' },
      { kode_sales: 'S02' },
    ]);
    // A file with no break at its end still loses its last line of data, blank lines or not.
    expect(importRecords([['kode_sales'], ['S01'], [''], ['S02']])).toEqual([{ kode_sales: 'S01' }]);
  });

  it('leaves a short row’s missing cells out for the type’s defaults, and ignores cells past the header', () => {
    expect(importRecords([['a', 'b'], ['1'], ['1', '2', '3'], []])).toEqual([{ a: '1' }, { a: '1', b: '2' }]);
  });

  it('answers nothing for an empty file or a header alone', () => {
    expect(importRecords([])).toEqual([]);
    expect(importRecords([['a']])).toEqual([]);
  });
});
