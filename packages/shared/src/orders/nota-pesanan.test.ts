import { describe, expect, it } from 'vitest';
import { defaultNotaSetting } from '../settings/nota-settings.schemas.ts';
import { buildNotaPesanan } from './nota-pesanan.ts';
import type { PesananDoc } from './pesanan.schemas.ts';

/** A ring of about 5.125 g at Rp 1,000,000 a gram plus Rp 150,000 ongkos; DP 2,000,000 by transfer. */
const doc: PesananDoc = {
  no_pesanan: 'PST-PS-261127-0001',
  tgl_system: '2026-11-27',
  jam: '10:15:00',
  kode_sales: 'S01',
  kode_member: '',
  nama_customer: 'IBU SARI',
  no_hp: '081234567890',
  alamat_customer: '',
  kode_group: 'EMAS',
  kode_dept: 'CINCIN',
  deskripsi: 'CINCIN MATA SATU UKURAN 14',
  berat: 5.125,
  kadar: 75,
  harga_gram: 1_000_000,
  ongkos: 150_000,
  total: 5_275_000,
  dp: 2_000_000,
  sisa: 3_275_000,
  tgl_selesai: '2026-12-10',
  foto: '',
  foto_url: null,
  cash_rp: 0,
  transfer_rp: 2_000_000,
  no_rekening: '1234567890',
  debet_rp: 0,
  kode_bank_debet: '',
  biaya_debet: 0,
  credit_rp: 0,
  kode_bank_credit: '',
  biaya_credit: 0,
  kembalian: 0,
  status: 'OPEN',
  status_valid: 'OPEN',
  kode_barcode: null,
  no_faktur_group: null,
  input_by: 'KASIR',
  valid_by: null,
};

const toko = { nama_toko: 'Toko Emas Pusat', alamat_toko: 'Jl. Pasar Baru No. 1, Jakarta' };
const setting = defaultNotaSetting('SLIP_PESANAN');

describe('Nota Pesanan', () => {
  it('prints the piece ordered with its estimate, the DP in words and how it was paid, and the finish date', () => {
    const nota = buildNotaPesanan({ doc, toko, setting, namaSales: 'RINA' });
    expect(nota.title).toBe('NOTA PESANAN');
    expect(nota.number).toBe('PST-PS-261127-0001');
    expect(nota.stamp).toBeNull();
    expect(nota.items.map((item) => [item.kode, item.nama, item.keterangan, item.berat, item.harga])).toEqual(
      [['EMAS / CINCIN', ['CINCIN MATA SATU UKU', 'RAN 14'], 'Kadar 75%', '5.125', '5,275,000']],
    );
    expect(nota.summary).toBe('1 pcs, 5.125 gr');
    expect(nota.amounts.map((amount) => [amount.label, amount.value])).toEqual([
      ['Harga Per Gram', 'Rp 1,000,000'],
      ['Ongkos', 'Rp 150,000'],
      ['Estimasi Harga', 'Rp 5,275,000'],
      ['DP', 'Rp 2,000,000'],
      ['Sisa (Estimasi)', 'Rp 3,275,000'],
      ['Transfer', 'Rp 2,000,000'],
    ]);
    expect(nota.amounts.find((amount) => amount.label === 'Transfer')?.detail).toBe('Rek. 1234567890');
    expect(nota.terbilang).toBe('Dua Juta Rupiah');
    const info = Object.fromEntries(nota.info.map((line) => [line.label, line.lines]));
    expect(info).toMatchObject({
      'No Pesanan': ['PST-PS-261127-0001'],
      Sales: ['RINA'],
      Customer: ['IBU SARI'],
      'No HP': ['081234567890'],
      'Estimasi Selesai': ['10 Desember 2026'],
    });
    expect(info).not.toHaveProperty('Member');
    expect(info).not.toHaveProperty('Barang Jadi');
    expect(nota.copies).toEqual(['Customer']);
  });

  it('prints two copies with the duplicate flag, and refuses another slip’s setting', () => {
    const duplicate = { ...setting, duplicate: true };
    expect(buildNotaPesanan({ doc, toko, setting: duplicate, namaSales: '' }).copies).toEqual([
      'Customer',
      'Internal',
    ]);
    expect(() =>
      buildNotaPesanan({ doc, toko, setting: defaultNotaSetting('SLIP_SERVICE'), namaSales: '' }),
    ).toThrow(/SLIP_PESANAN/);
  });

  it('names the made piece and the collecting sale on a reprint, and stamps a cancelled order', () => {
    const finished = buildNotaPesanan({
      doc: { ...doc, status: 'FINISH', kode_barcode: '00000042', no_faktur_group: 'PST-FJ-261210-0003' },
      toko,
      setting,
      namaSales: '',
    });
    const info = Object.fromEntries(finished.info.map((line) => [line.label, line.lines]));
    expect(info).toMatchObject({
      Sales: ['S01'],
      'Barang Jadi': ['00000042'],
      'Diambil Di Nota': ['PST-FJ-261210-0003'],
    });
    const batal = buildNotaPesanan({ doc: { ...doc, status: 'CLOSE' }, toko, setting, namaSales: '' });
    expect(batal.stamp).toBe('BATAL');
    expect(batal.items[0]?.batal).toBe(true);
  });
});
