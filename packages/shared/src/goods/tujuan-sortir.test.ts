import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts/texts.ts';
import { pindahSortirProblem, STATUS_TUJUAN_SORTIR, TUJUAN_SORTIR, tujuanSortirOf } from './tujuan-sortir.ts';

const piece = (status: string, tujuan_sortir: string | null, stock = 1) => ({
  kode_barcode: '00000007',
  status,
  stock,
  tujuan_sortir,
});

describe('tujuan sortir', () => {
  it('is on sale only at JUAL', () => {
    expect(TUJUAN_SORTIR.filter((tujuan) => STATUS_TUJUAN_SORTIR[tujuan] === 'READY')).toEqual(['JUAL']);
  });

  it('knows where a sorted piece stands, and that a sold, sent or unsorted piece stands nowhere', () => {
    expect(tujuanSortirOf(piece('READY', 'JUAL'))).toBe('JUAL');
    expect(tujuanSortirOf(piece('SEPUHAN', 'SEPUHAN'))).toBe('SEPUHAN');
    expect(tujuanSortirOf(piece('LEBUR', 'LEBUR'))).toBe('LEBUR');
    expect(tujuanSortirOf(piece('READY', null))).toBeUndefined();
    expect(tujuanSortirOf(piece('TERJUAL', 'JUAL', 0))).toBeUndefined();
    expect(tujuanSortirOf(piece('KIRIM', 'JUAL', 0))).toBeUndefined();
    expect(tujuanSortirOf(piece('BELI', 'JUAL'))).toBeUndefined();
    expect(tujuanSortirOf(piece('HANCUR', 'LEBUR', 0))).toBeUndefined();
  });

  it('moves a piece only from the destination it stands at to another one', () => {
    expect(pindahSortirProblem(piece('READY', 'JUAL'), 'SEPUHAN')).toBeUndefined();
    expect(pindahSortirProblem(piece('SEPUHAN', 'SEPUHAN'), 'JUAL')).toBeUndefined();
    expect(pindahSortirProblem(piece('SEPUHAN', 'SEPUHAN'), 'SEPUHAN')).toBe(
      'Barang 00000007 sudah berada di tujuan Sepuhan',
    );
    expect(pindahSortirProblem(piece('READY', null), 'LEBUR')).toBe(TEXTS.sepuhan.belumDisortir('00000007'));
    expect(pindahSortirProblem(piece('BELI', null), 'JUAL')).toBe(TEXTS.sepuhan.belumDisortir('00000007'));
  });
});
