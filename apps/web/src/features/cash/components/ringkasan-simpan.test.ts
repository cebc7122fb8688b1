import type { Keuangan } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { ringkasanSimpan } from './ringkasan-simpan';

const row = (over: Partial<Keuangan>): Keuangan => ({
  id: 1,
  tanggal: '2026-11-22',
  kategori: 'MODAL',
  jenis: 'CASH',
  no_rekening: '',
  kode_bank: '',
  deskripsi: 'PST-UK-261122-0001',
  keterangan: '',
  jumlah_in: 0,
  jumlah_out: 0,
  fee: 0,
  status: 'DONE',
  input_by: 'OWNER',
  valid_by: 'OWNER',
  created_at: '2026-11-22T03:00:00.000Z',
  ...over,
});

describe('ringkasanSimpan', () => {
  it('says which way the till moved, and the note', () => {
    expect(
      ringkasanSimpan({
        no_ref: 'PST-UK-261122-0001',
        rows: [row({ jumlah_in: 5_000_000, keterangan: 'SETORAN MODAL' })],
      }),
    ).toBe('Kas masuk Rp 5,000,000 (SETORAN MODAL)');
    expect(
      ringkasanSimpan({
        no_ref: 'PST-UK-261122-0002',
        rows: [row({ kategori: 'LISTRIK', jumlah_out: 750_000 })],
      }),
    ).toBe('Kas keluar Rp 750,000');
  });

  it('names both sides of a move between the till and a bank account', () => {
    const bank = { kategori: 'TAMBAH UANG BANK', deskripsi: 'PST-UB-261122-0001' };
    expect(
      ringkasanSimpan({
        no_ref: 'PST-UB-261122-0001',
        rows: [
          row({ ...bank, jumlah_out: 3_000_000 }),
          row({
            ...bank,
            jenis: 'TRANSFER',
            no_rekening: '9876543210',
            kode_bank: 'MANDIRI',
            jumlah_in: 3_000_000,
          }),
        ],
      }),
    ).toBe('Kas keluar Rp 3,000,000; Rekening 9876543210 (MANDIRI) masuk Rp 3,000,000');
  });
});
