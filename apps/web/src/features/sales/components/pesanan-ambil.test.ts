import type { Barang, PesananDoc } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { pesananSiapParams } from '../api/get-pesanan-page';
import type { CartLine } from './penjualan-cart';
import { ambilPesananText, pesananTotals } from './pesanan-ambil';

const doc = {
  no_pesanan: 'PST-PS-261122-0001',
  deskripsi: 'CINCIN UKIR NAMA SARI',
  berat: 5,
  total: 5_150_000,
  dp: 1_000_000,
} as PesananDoc;

/** The made ring: 5.120 g, priced today at 7,780,000. */
const made: CartLine = {
  barang: { kode_barcode: '00000007', kode_gudang: 'TOKO', kode_baki: 'CC01', berat: 5.12 } as Barang,
  harga_gram: 1_480_000,
  harga_emas: 7_577_600,
  ongkos_rp: 202_400,
  harga_atribut: 0,
  harga_system: 7_780_000,
  harga_belum_diinput: false,
  harga_jual: 7_780_000,
};

describe('collecting an order at the counter', () => {
  it('credits the DP against the piece’s price by its real weight', () => {
    expect(pesananTotals(doc, [made])).toEqual({
      total: 7_780_000,
      beratMg: 5120,
      dp: 1_000_000,
      sisa: 6_780_000,
    });
    // A DP above the price leaves nothing to pay, never a negative rest.
    expect(pesananTotals({ dp: 9_000_000 }, [made]).sisa).toBe(0);
  });

  it('tells the estimate beside what was made, the DP paid and the rest', () => {
    expect(ambilPesananText(doc, [made])).toBe(
      'CINCIN UKIR NAMA SARI, estimasi 5.000 gr (Rp 5,150,000), jadi 5.120 gr: harga pesanan Rp 7,780,000. ' +
        'DP Rp 1,000,000 sudah dibayar, sisa Rp 6,780,000.',
    );
    expect(ambilPesananText(doc, [])).toBe(
      'CINCIN UKIR NAMA SARI, estimasi 5.000 gr (Rp 5,150,000). DP Rp 1,000,000 sudah dibayar.',
    );
  });

  it('lists only the made orders, searched by what was typed', () => {
    expect(pesananSiapParams({ skip: 0, limit: 10, search: ' pst-ps ' }).toString()).toBe(
      'skip=0&limit=10&status=DONE&search=pst-ps',
    );
    expect(pesananSiapParams({ skip: 10, limit: 10, search: ' ' }).toString()).toBe(
      'skip=10&limit=10&status=DONE',
    );
  });
});
