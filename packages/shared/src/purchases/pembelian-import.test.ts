import { describe, expect, it } from 'vitest';
import { AppError } from '../common/app-error.ts';
import {
  type PembelianImportInput,
  parsePembelianImport,
  pembelianImportToRows,
  pembelianStagedLine,
} from './pembelian-import.ts';

/** A buyback visit as the file has it: every cell a string, the visit's fields on each line (SPEC §3). */
const visit = {
  no_faktur_group: 'PST-FB-240315-0001',
  tgl_system: '2024-03-15',
  kode_sales: 'S01',
  kode_member: 'PST-M0001',
  nama_customer: 'IBU ANI',
  no_hp: '081234567890',
  alamat_customer: 'JL. MAWAR 1, BEKASI',
  input_by: 'KASIR',
  status_valid: 'DONE',
};

const ring: PembelianImportInput = {
  ...visit,
  no_faktur_beli: 'PST-FB-240315-0001-1',
  kode_gudang: 'BELI',
  no_faktur_ext: 'LAMA-0099',
  kode_group: '750',
  kode_dept: 'CC',
  kode_barcode: '123',
  nama_barang: 'CINCIN',
  berat_nota: '3.275',
  berat: '3.270',
  harga_nota: '4840000',
  harga: '4500000',
  harga_rata: '1376146',
  kondisi: 'BAIK',
  input_by: 'KASIR',
  type_kondisi: 'PERSENTASE',
};

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('expected a refusal');
}

describe('pembelian import line', () => {
  it('defaults missing text to "-", numbers to 0, status_valid to DONE and pads the barcode', () => {
    const [line] = parsePembelianImport([
      {
        no_faktur_group: 'G1',
        no_faktur_beli: 'B1',
        tgl_system: '2024-01-02',
        berat: '1',
        kode_barcode: '7',
      },
    ]);
    expect(line).toMatchObject({
      kode_sales: '-',
      nama_customer: '-',
      kadar: '-',
      kondisi: '-',
      harga: 0,
      harga_nota: 0,
      cash_rp: 0,
      transfer_rp: 0,
      berat_nota: 0,
      berat: 1,
      status_valid: 'DONE',
      kode_barcode: '00000007',
    });
  });

  it('keeps a buyback without barcode without one', () => {
    for (const kode_barcode of [undefined, '', '-']) {
      const [line] = parsePembelianImport([{ ...ring, kode_barcode }]);
      expect(line?.kode_barcode).toBe('');
    }
  });

  it.each([
    [{ ...ring, berat: '' }, 'berat harus lebih dari 0'],
    [
      { ...ring, berat: '1.2345' },
      'berat harus berat dalam gram dengan paling banyak 3 angka di belakang titik',
    ],
    [{ ...ring, harga: '4.500.000' }, 'harga harus rupiah bulat tanpa titik atau koma (contoh 5003500)'],
    [{ ...ring, kode_barcode: 'ABC' }, 'kode_barcode harus 1 sampai 8 angka'],
    [{ ...ring, tgl_system: '15/03/2024' }, 'tgl_system harus tanggal yyyy-MM-dd'],
    [{ ...ring, status_valid: 'SELESAI' }, 'status_valid harus OPEN atau DONE'],
    [{ ...ring, no_faktur_beli: '-' }, 'no_faktur_beli harus diisi'],
    [{ ...ring, type_kondisi: 'PERSENTASE-RP' }, 'type_kondisi maksimal 12 karakter'],
    [
      { ...ring, cash_rp: '4000000', transfer_rp: '400000' },
      'cash_rp + transfer_rp (4400000) harus sama dengan harga (4500000)',
    ],
  ])('refuses a bad field naming the row: %#', (record, message) => {
    expect(refusal(() => parsePembelianImport([ring, record]))).toBe(`Baris 3: ${message}`);
  });
});

describe('pembelian import rows', () => {
  const second: PembelianImportInput = {
    ...ring,
    no_faktur_beli: 'PST-FB-240315-0001-2',
    kode_barcode: '',
    no_faktur_ext: '',
    kadar: '700',
    berat_nota: '',
    berat: '10.5',
    harga_nota: '',
    harga: '13000000',
    cash_rp: '3000000',
    transfer_rp: '10000000',
  };

  it('makes one visit whose total and payments are the sums of its lines', () => {
    const { headers, details } = pembelianImportToRows([ring, second], 'PST');
    expect(headers).toEqual([
      {
        no_faktur_group: 'PST-FB-240315-0001',
        kode_toko: 'PST',
        tgl_system: '2024-03-15',
        jam: '00:00:00',
        idempotency_key: 'import:PST-FB-240315-0001',
        kode_sales: 'S01',
        kode_member: 'PST-M0001',
        nama_customer: 'IBU ANI',
        no_hp: '081234567890',
        alamat_customer: 'JL. MAWAR 1, BEKASI',
        // The first line states no split: its whole price was cash.
        total: 17_500_000,
        cash_rp: 7_500_000,
        transfer_rp: 10_000_000,
        no_rekening: '',
        tukar_rp: 0,
        no_faktur_jual_tukar: null,
        status_valid: 'DONE',
        status: 'OK',
        input_by: 'KASIR',
      },
    ]);
    expect(details.map((detail) => [detail.no_faktur_beli, detail.berat, detail.berat_nota])).toEqual([
      ['PST-FB-240315-0001-1', 3270, 3275],
      ['PST-FB-240315-0001-2', 10_500, 0],
    ]);
    expect(details[1]).toMatchObject({
      kode_barcode: '',
      no_faktur_ext: '',
      kadar_cetak: '700',
      no_faktur_jual: null,
      harga_system: 13_000_000,
      potongan: 0,
    });
    const header = headers[0];
    expect(header && header.cash_rp + header.transfer_rp + header.tukar_rp).toBe(header?.total);
  });

  it('stages a line as the same rows, one line at a time', () => {
    const [line] = parsePembelianImport([second]);
    const staged = pembelianStagedLine(line as NonNullable<typeof line>, 'PST');
    const { details } = pembelianImportToRows([second], 'PST');
    expect(staged.d).toEqual(details[0]);
    expect(staged.bayar).toEqual({ cash_rp: 3_000_000, transfer_rp: 10_000_000 });
  });

  it('refuses a visit whose lines disagree, naming both rows', () => {
    expect(
      refusal(() => pembelianImportToRows([ring, { ...second, nama_customer: 'IBU BUDI' }], 'PST')),
    ).toBe(
      'Baris 3: nama_customer "IBU BUDI" berbeda dengan "IBU ANI" di baris 2; ' +
        'satu no_faktur_group PST-FB-240315-0001 harus sama di semua barisnya',
    );
  });

  it('refuses a no_faktur_beli given twice', () => {
    expect(refusal(() => pembelianImportToRows([ring, second, ring], 'PST'))).toBe(
      'Baris 4: no_faktur_beli PST-FB-240315-0001-1 sudah ada di baris 2',
    );
  });
});
