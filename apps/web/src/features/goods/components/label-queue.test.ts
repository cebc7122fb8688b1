import type { Barang } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { WEB_TEXTS } from '../../../texts';
import { addToQueue } from './label-queue';

const piece = (kode: string, stock = 1): Barang => ({
  id: Number(kode),
  kode_barcode: kode,
  kode_barang: '',
  kode_group: '750',
  kode_dept: 'CC',
  kode_gudang: 'TOKO',
  kode_baki: 'LT17',
  nama_barang: `CINCIN ${kode}`,
  berat: 3.27,
  berat_asli: 3.27,
  berat_plastik: 0,
  kadar: 75,
  kadar_cetak: '750',
  ongkos_type: 'GRAM',
  ongkos: 0,
  harga_beli: 0,
  no_pesanan: null,
  stock,
  status: stock > 0 ? 'READY' : 'HANCUR',
  tujuan_sortir: null,
  tgl_masuk: '2026-11-23',
  photo_url: null,
  atribut: [],
});

describe('addToQueue', () => {
  it('adds each barcode once and only pieces in stock', () => {
    const first = addToQueue([], [piece('00000001'), piece('00000002')]);
    expect(first.list.map((item) => item.kode_barcode)).toEqual(['00000001', '00000002']);
    expect(first.added).toBe(2);

    const again = addToQueue(first.list, [piece('00000002'), piece('00000003', 0), piece('00000004')]);
    expect(again.list.map((item) => item.kode_barcode)).toEqual(['00000001', '00000002', '00000004']);
    expect(again.added).toBe(1);
    expect(again.refused).toEqual([
      WEB_TEXTS.scan.alreadyScanned('00000002'),
      WEB_TEXTS.scan.notReady(piece('00000003', 0)),
    ]);
  });
});
