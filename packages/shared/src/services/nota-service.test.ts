import { describe, expect, it } from 'vitest';
import { defaultNotaSetting } from '../settings/nota-settings.schemas.ts';
import { buildNotaService, buildNotaServiceAmbil } from './nota-service.ts';
import type { ServiceDoc } from './service.schemas.ts';

const payment = {
  cash_rp: 0,
  transfer_rp: 0,
  no_rekening: '',
  debet_rp: 0,
  kode_bank_debet: '',
  biaya_debet: 0,
  credit_rp: 0,
  kode_bank_credit: '',
  biaya_credit: 0,
  kembalian: 0,
};

/** Two pieces for 250,000; DP 100,000 paid with 120,000 cash. */
const doc: ServiceDoc = {
  no_service: 'PST-SV-261127-0001',
  tgl_system: '2026-11-27',
  jam: '12:00:30',
  kode_sales: 'S01',
  kode_member: '',
  nama_customer: 'IBU RINA',
  no_hp: '081277776666',
  alamat_customer: '',
  kode_tukang: 'T01',
  keterangan: '',
  tgl_selesai_estimasi: '2026-11-30',
  ongkos: 250_000,
  dp: 100_000,
  sisa: 150_000,
  ...payment,
  cash_rp: 120_000,
  kembalian: 20_000,
  status: 'OPEN',
  status_valid: 'OPEN',
  input_by: 'KASIR',
  valid_by: null,
  biaya_tukang: null,
  tgl_selesai: null,
  ambil: null,
  items: [
    {
      id: 1,
      nama_barang: 'CINCIN KAWIN',
      berat: 3.275,
      jumlah: 1,
      kadar: '750',
      kerusakan: 'RING PATAH',
      ongkos: 150_000,
      foto: '',
      foto_url: null,
      berat_selesai: null,
    },
    {
      id: 2,
      nama_barang: 'KALUNG RANTAI',
      berat: 10.5,
      jumlah: 1,
      kadar: '700',
      kerusakan: 'KAIT PUTUS',
      ongkos: 100_000,
      foto: '',
      foto_url: null,
      berat_selesai: null,
    },
  ],
};

const toko = { nama_toko: 'Toko Emas Pusat', alamat_toko: 'Jl. Pasar Baru No. 1, Jakarta' };

describe('Nota Service', () => {
  it('prints the pieces with their damage, the DP in words, what is left and the estimate', () => {
    const nota = buildNotaService({
      doc,
      toko,
      setting: defaultNotaSetting('SLIP_SERVICE'),
      namaSales: 'RINA',
    });
    expect(nota.title).toBe('NOTA SERVICE');
    expect(nota.items.map((item) => [item.nama, item.keterangan, item.berat, item.harga])).toEqual([
      [['CINCIN KAWIN'], 'RING PATAH', '3.275', '150,000'],
      [['KALUNG RANTAI'], 'KAIT PUTUS', '10.500', '100,000'],
    ]);
    expect(nota.amounts.map((amount) => [amount.label, amount.value])).toEqual([
      ['Total Ongkos', 'Rp 250,000'],
      ['DP', 'Rp 100,000'],
      ['Sisa Dibayar Saat Ambil', 'Rp 150,000'],
      ['Cash diterima', 'Rp 120,000'],
      ['Kembalian', 'Rp 20,000'],
      ['Cash bersih', 'Rp 100,000'],
    ]);
    expect(nota.terbilang).toBe('Seratus Ribu Rupiah');
    expect(nota.info.find((info) => info.label === 'Estimasi Selesai')?.lines).toEqual(['30 November 2026']);
    expect(nota.copies).toEqual(['Customer']);
  });

  it('prints two copies with the duplicate flag, and refuses another slip’s setting', () => {
    const setting = { ...defaultNotaSetting('SLIP_SERVICE'), duplicate: true };
    expect(buildNotaService({ doc, toko, setting, namaSales: '' }).copies).toEqual(['Customer', 'Internal']);
    expect(() =>
      buildNotaService({ doc, toko, setting: defaultNotaSetting('SLIP_SERVICE_AMBIL'), namaSales: '' }),
    ).toThrow(/SLIP_SERVICE/);
  });

  it('hands back with the weights after the repair and the remainder paid now, in words', () => {
    const closed: ServiceDoc = {
      ...doc,
      status: 'CLOS',
      // The necklace line is a pair: the slip counts pieces, not lines.
      items: doc.items.map((item) => ({
        ...item,
        berat_selesai: item.id === 1 ? 3.25 : item.berat,
        jumlah: item.id === 2 ? 2 : item.jumlah,
      })),
      ambil: {
        tgl_ambil: '2026-11-30',
        jam_ambil: '15:00:00',
        ambil_by: 'KASIR',
        ...payment,
        cash_rp: 150_000,
      },
    };
    const nota = buildNotaServiceAmbil({
      doc: closed,
      toko,
      setting: defaultNotaSetting('SLIP_SERVICE_AMBIL'),
      namaSales: 'RINA',
    });
    expect(nota.title).toBe('NOTA AMBIL SERVICE');
    expect(nota.items.map((item) => item.berat)).toEqual(['3.250', '10.500']);
    expect(nota.summary).toBe('3 pcs, 13.750 gr');
    expect(nota.amounts.map((amount) => [amount.label, amount.value])).toEqual([
      ['Total Ongkos', 'Rp 250,000'],
      ['DP Sudah Dibayar', 'Rp 100,000'],
      ['Pelunasan', 'Rp 150,000'],
      ['Cash', 'Rp 150,000'],
    ]);
    expect(nota.terbilang).toBe('Seratus Lima Puluh Ribu Rupiah');
  });
});
