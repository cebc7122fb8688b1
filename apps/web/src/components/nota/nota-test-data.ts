import { NOTA_COPIES, type Nota } from '@toko/shared';

/** A sale's receipt as buildNotaPenjualan makes it, for tests of the printing components. */
export function testNota(overrides: Partial<Nota> = {}): Nota {
  return {
    slipType: 'SLIP_PENJUALAN_ACC',
    paper: 'THERMAL_80',
    header: ['Toko Emas Pusat', 'Jl. Pasar Baru No. 1, Jakarta', 'Telp. 021-555'],
    title: 'NOTA PENJUALAN',
    number: 'PST-FJ-261122-0001',
    stamp: null,
    info: [
      { label: 'No Nota', lines: ['PST-FJ-261122-0001'] },
      { label: 'Tanggal', lines: ['22 November 2026'] },
      { label: 'Customer', lines: ['PT ANEKA PERHIASAN N', 'USANTARA'] },
    ],
    items: [
      {
        kode: '00000001',
        nama: ['CINCIN CONTOH'],
        keterangan: '750 / 750',
        berat: '3.270',
        harga: '5,003,500',
        batal: false,
      },
      {
        kode: '00000002',
        nama: ['KALUNG'],
        keterangan: '700 / 700',
        berat: '10.500',
        harga: '14,490,000',
        batal: true,
      },
    ],
    summary: '2 pcs, 13.770 gr',
    amounts: [
      { label: 'Total', value: 'Rp 19,493,500', strong: true },
      { label: 'Cash diterima', value: 'Rp 11,000,000' },
      { label: 'Kembalian', value: 'Rp 506,500' },
      { label: 'Cash bersih', value: 'Rp 10,493,500' },
      { label: 'Debet', detail: 'MANDIRI', value: 'Rp 9,000,000' },
      { label: 'Biaya Kartu Debet', value: 'Rp 135,000' },
    ],
    terbilang: 'Sembilan Belas Juta Empat Ratus Sembilan Puluh Tiga Ribu Lima Ratus Rupiah',
    footer: ['Terima kasih atas kunjungan Anda'],
    syaratKetentuan: [],
    copies: [NOTA_COPIES.customer],
    ...overrides,
  };
}

export const TWO_COPIES: Pick<Nota, 'copies'> = { copies: [NOTA_COPIES.customer, NOTA_COPIES.internal] };
