import type { BuktiCucian, BuktiPindahSortir } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { buildBuktiDokumenPdf } from './bukti-dokumen-pdf';
import { BUKTI_CUCIAN_COLUMNS, buktiCucianDokumen } from './cucian-bukti-pdf';
import { BUKTI_PINDAH_SORTIR_COLUMNS, buktiPindahSortirDokumen } from './pindah-sortir-bukti-pdf';

const cucian: BuktiCucian = {
  no_cucian: 'PST-CC-261122-0001',
  tgl_system: '2026-11-22',
  keterangan: '',
  jumlah: 2,
  berat_sebelum: 10.5,
  berat_sesudah: 10.4,
  susut: 0.1,
  toleransi: 0.05,
  otorisasi_oleh: 'SPV',
  alasan: 'KOTORAN TEBAL',
  created_by: 'OWNER',
  created_at: '2026-11-22T03:00:00.000Z',
  items: [
    {
      kode_barcode: '00000001',
      nama_barang: 'CINCIN BEKAS',
      kode_group: '750',
      kode_dept: 'CC',
      kadar_cetak: '750',
      kode_gudang: 'BELI',
      kode_baki: 'B01',
      berat_sebelum: 2.5,
      berat_sesudah: 2.5,
      susut: 0,
    },
    {
      kode_barcode: '00000002',
      nama_barang: 'KALUNG BEKAS',
      kode_group: '700',
      kode_dept: 'KL',
      kadar_cetak: '',
      kode_gudang: 'BELI',
      kode_baki: 'B01',
      berat_sebelum: 8,
      berat_sesudah: 7.9,
      susut: 0.1,
    },
  ],
};

const pindah: BuktiPindahSortir = {
  no_pindah: 'PST-PT-261122-0001',
  tgl_system: '2026-11-22',
  tujuan_sortir: 'SEPUHAN',
  kode_gudang_tujuan: 'GDB',
  kode_baki_tujuan: 'SP01',
  keterangan: 'KE TUKANG',
  jumlah: 1,
  berat: 2.5,
  created_by: 'OWNER',
  created_at: '2026-11-22T03:00:00.000Z',
  items: [
    {
      kode_barcode: '00000001',
      nama_barang: 'CINCIN BEKAS',
      kode_group: '750',
      kode_dept: 'CC',
      kadar_cetak: '750',
      kode_gudang: 'TOKO',
      kode_baki: 'LT17',
      stock: 1,
      berat: 2.5,
      tujuan_asal: 'JUAL',
    },
  ],
};

describe('Bukti Cucian', () => {
  it('prints both weights and the loss per piece, and the totals of the document', () => {
    const dokumen = buktiCucianDokumen(cucian);
    expect(dokumen.rows[1]).toEqual([
      '2',
      '00000002',
      'KALUNG BEKAS',
      '700',
      'KL',
      '-',
      'B01',
      '8.000',
      '7.900',
      '0.100',
    ]);
    expect(dokumen.foot).toEqual(['', 'Total 2 Barang', '', '', '', '', '', '10.500', '10.400', '0.100']);
    for (const row of [...dokumen.rows, dokumen.foot]) expect(row).toHaveLength(BUKTI_CUCIAN_COLUMNS.length);
    expect(dokumen.info).toContainEqual(['Toleransi Susut', '0.050 gr per barang']);
    expect(dokumen.after).toEqual([
      ['Diotorisasi oleh', 'SPV'],
      ['Alasan', 'KOTORAN TEBAL'],
      ['Dibuat oleh', 'OWNER'],
    ]);
    expect(dokumen.fileName).toBe('Bukti-Cucian-PST-CC-261122-0001.pdf');
  });

  it('has no authoriser to sign when every loss was within tolerance', () => {
    const dokumen = buktiCucianDokumen({ ...cucian, otorisasi_oleh: null, alasan: null });
    expect(dokumen.signatures.map(([label]) => label)).toEqual(['Dibuat Oleh', 'Mengetahui']);
    expect(dokumen.after).toEqual([['Dibuat oleh', 'OWNER']]);
  });

  it('builds a one-page PDF', async () => {
    const doc = await buildBuktiDokumenPdf(buktiCucianDokumen(cucian), 'Toko Emas Pusat');
    expect(doc.getNumberOfPages()).toBe(1);
    expect(doc.output()).toContain('Bukti Cucian');
  });
});

describe('Bukti Pindah Sortir', () => {
  it('prints where each piece left from and the destination it had', () => {
    const dokumen = buktiPindahSortirDokumen(pindah);
    expect(dokumen.rows).toEqual([
      ['1', '00000001', 'CINCIN BEKAS', '750', '750', 'Jual Kembali', 'TOKO', 'LT17', '2.500'],
    ]);
    expect(dokumen.foot).toHaveLength(BUKTI_PINDAH_SORTIR_COLUMNS.length);
    expect(dokumen.info).toContainEqual(['Tujuan Sortir', 'Sepuhan']);
    expect(dokumen.info).toContainEqual(['Ke', 'Gudang GDB, Baki SP01']);
  });
});
