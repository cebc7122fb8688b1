import { TEXTS } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { WEB_TEXTS } from '../../../texts';
import {
  type CucianLine,
  cucianItems,
  lineProblem,
  linesPerluOtorisasi,
  linesTotals,
  readyWeights,
  sesudahMg,
} from './cucian-lines';
import { barang } from './scan-test-barang';

const ring = barang({
  kode_barcode: '00000001',
  kode_gudang: 'BELI',
  kode_baki: 'B01',
  status: 'BELI',
  berat: 2.5,
});
const chain = barang({
  kode_barcode: '00000002',
  kode_gudang: 'BELI',
  kode_baki: 'B01',
  status: 'BELI',
  berat: 8,
});
const line = (piece = ring, sesudah = ''): CucianLine => ({ barang: piece, sesudah });

describe('cucian lines on screen', () => {
  it('reads the typed weight in milligrams, also half typed', () => {
    expect(sesudahMg('2.47')).toBe(2_470);
    expect(sesudahMg('2.')).toBe(2_000);
    expect(sesudahMg('')).toBeUndefined();
    expect(sesudahMg('.5')).toBeUndefined();
  });

  it('says what is wrong with a line in the words of the server', () => {
    expect(lineProblem(line())).toBe(WEB_TEXTS.cucian.sesudahKosong);
    expect(lineProblem(line(ring, '0'))).toBe(TEXTS.sepuhan.sesudahKosong('00000001'));
    expect(lineProblem(line(ring, '2.501'))).toBe(TEXTS.sepuhan.sesudahLebihBerat('00000001', 2_500));
    expect(lineProblem(line(ring, '2.5'))).toBeUndefined();
  });

  it('totals exactly, counting a line not yet typed as not washed', () => {
    expect(linesTotals([line(ring, '2.47'), line(chain)])).toEqual({
      jumlah: 2,
      sebelum: 10_500,
      sesudah: 10_470,
      susut: 30,
    });
    expect(readyWeights([line(ring, '2.47'), line(chain)])).toBeUndefined();
    expect(readyWeights([line(ring, '2.47'), line(chain, '7.9')])).toHaveLength(2);
  });

  it('asks for otorisasi only for the pieces above the tolerance', () => {
    const lines = [line(ring, '2.45'), line(chain, '7.9')];
    expect(linesPerluOtorisasi(lines, 50)).toEqual(['00000002']);
    expect(linesPerluOtorisasi(lines, 100)).toEqual([]);
    expect(linesPerluOtorisasi([line(ring)], 0)).toEqual([]);
  });

  it('sends where each piece was seen and both weights in grams', () => {
    expect(cucianItems([line(ring, '2.47')])).toEqual([
      {
        kode_barcode: '00000001',
        kode_gudang: 'BELI',
        kode_baki: 'B01',
        berat_sebelum: 2.5,
        berat_sesudah: 2.47,
      },
    ]);
  });
});
