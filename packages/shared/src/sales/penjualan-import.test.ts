import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../common/app-error.ts';
import { milligramsToGrams } from '../common/weight.ts';
import {
  IMPORT_KOSONG,
  PENJUALAN_IMPORT_HEADER_FIELDS,
  type PenjualanImportInput,
  type PenjualanImportLine,
  parsePenjualanImport,
  penjualanImportToRows,
  penjualanRowsToImport,
} from './penjualan-import.ts';

/** A visit as the file has it: every cell a string, the visit's fields on each line (SPEC §3). */
const visit = {
  no_generate: 'GEN-0001',
  no_faktur_group: 'PST-FJ-240315-0001',
  no_faktur_group_user: 'NOTA-17',
  tgl_system: '2024-03-15',
  kode_sales: 'S01',
  kode_member: 'PST-M0001',
  nama_customer: 'IBU ANI',
  no_hp: '081234567890',
  nama_sales: 'SITI',
  alamat_customer: 'JL. MAWAR 1, BEKASI',
  kode_marketplace: '',
  input_by: 'KASIR',
  status_valid: 'DONE',
  status_premi: '',
  no_titip_group: '',
  jam: '10:15:00',
  total_usd: '0',
  curr: 'IDR',
};

/** DOMAIN.md §8's ring: 3.270 g x 1,480,000 + ongkos 163,500 = 5,003,500; paid 3,003,500 cash + 2,000,000 debet. */
const ring = {
  ...visit,
  no_faktur_jual: 'PST-FJ-240315-0001-1',
  kadar_cetak: '750',
  kode_gudang: 'TOKO',
  kode_baki: 'LT17',
  kode_barcode: '123',
  kode_barang: 'CC750-01',
  kode_group: '750',
  kode_dept: 'CC',
  nama_barang: 'CINCIN CONTOH',
  berat_awal: '3.275',
  berat: '3.270',
  nama_atribut: '',
  berat_atribut: '0',
  harga_jual: '5003500',
  harga_gram: '1480000',
  harga_atribut: '0',
  ongkos: '163500',
  harga_total: '5003500',
  status_kembali: 'OPEN',
  status_tukar: 'false',
  no_pesanan: '',
  cash_rp: '3003500',
  transfer_rp: '0',
  debet_rp: '2000000',
  tukar_rp: '0',
  credit_rp: '0',
  total_berlian_rp: '0',
};

/** A 700 necklace of 10.500 g asked at 14,490,000 and sold at 14,000,000: 4,000,000 cash + 10,000,000 debet. */
const necklace = {
  ...visit,
  no_faktur_jual: 'PST-FJ-240315-0001-2',
  kadar_cetak: '700',
  kode_gudang: 'TOKO',
  kode_baki: 'KLDLM',
  kode_barcode: '00000456',
  kode_barang: '',
  kode_group: '700',
  kode_dept: 'KL',
  nama_barang: 'KALUNG',
  berat_awal: '10.5',
  berat: '10.5',
  nama_atribut: 'ZIRKON 3 BUTIR',
  berat_atribut: '0.12',
  harga_jual: '14490000',
  harga_gram: '1380000',
  harga_atribut: '0',
  ongkos: '0',
  harga_total: '14000000',
  status_kembali: 'OPEN',
  status_tukar: '1',
  no_pesanan: '',
  cash_rp: '4000000',
  transfer_rp: '0',
  debet_rp: '10000000',
  tukar_rp: '0',
  credit_rp: '0',
  total_berlian_rp: '0',
};

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return (error as AppError).message;
  }
  throw new Error('expected a refusal');
}

describe('penjualanImportToRows: a two-line visit paid CASH + DEBET', () => {
  const { headers, details } = penjualanImportToRows([ring, necklace], 'PST');

  it('makes one penjualan whose total and payments are the sums of its lines', () => {
    expect(headers).toEqual([
      {
        no_faktur_group: 'PST-FJ-240315-0001',
        kode_toko: 'PST',
        tgl_system: '2024-03-15',
        jam: '10:15:00',
        idempotency_key: 'import:PST-FJ-240315-0001',
        kode_sales: 'S01',
        kode_member: 'PST-M0001',
        nama_customer: 'IBU ANI',
        no_hp: '081234567890',
        alamat_customer: 'JL. MAWAR 1, BEKASI',
        kode_marketplace: '',
        total: 19_003_500,
        cash_rp: 7_003_500,
        transfer_rp: 0,
        no_rekening: '',
        debet_rp: 12_000_000,
        kode_bank_debet: '',
        biaya_debet: 0,
        credit_rp: 0,
        kode_bank_credit: '',
        biaya_credit: 0,
        kembalian: 0,
        poin: 0,
        no_titip: null,
        titipan_rp: 0,
        no_pesanan: null,
        pesanan_rp: 0,
        tukar_rp: 0,
        no_faktur_beli_tukar: null,
        no_generate: 'GEN-0001',
        no_faktur_group_user: 'NOTA-17',
        nama_sales: 'SITI',
        status_premi: '',
        total_usd: '0',
        curr: 'IDR',
        status_valid: 'DONE',
        status: 'OK',
        input_by: 'KASIR',
      },
    ]);
  });

  it('makes one penjualan_detail per piece, in milligrams, keeping its own price and payment share', () => {
    const common = {
      no_faktur_group: 'PST-FJ-240315-0001',
      kode_gudang: 'TOKO',
      stock: 1,
      otorisasi_id: null,
      status: 'OK',
      no_pesanan: null,
      status_kembali: 'OPEN',
      total_berlian_rp: 0,
      transfer_rp: 0,
      credit_rp: 0,
      tukar_rp: 0,
    };
    expect(details).toEqual([
      {
        ...common,
        no_faktur_jual: 'PST-FJ-240315-0001-1',
        kode_barcode: '00000123',
        kode_baki: 'LT17',
        kode_group: '750',
        kode_dept: 'CC',
        nama_barang: 'CINCIN CONTOH',
        kadar_cetak: '750',
        berat: 3_270,
        harga_gram: 1_480_000,
        ongkos: 163_500,
        harga_atribut: 0,
        harga_system: 5_003_500,
        harga_jual: 5_003_500,
        kode_barang: 'CC750-01',
        berat_awal: 3_275,
        nama_atribut: '',
        berat_atribut: 0,
        status_tukar: false,
        cash_rp: 3_003_500,
        debet_rp: 2_000_000,
      },
      {
        ...common,
        no_faktur_jual: 'PST-FJ-240315-0001-2',
        kode_barcode: '00000456',
        kode_baki: 'KLDLM',
        kode_group: '700',
        kode_dept: 'KL',
        nama_barang: 'KALUNG',
        kadar_cetak: '700',
        berat: 10_500,
        harga_gram: 1_380_000,
        ongkos: 0,
        harga_atribut: 0,
        harga_system: 14_490_000,
        harga_jual: 14_000_000,
        kode_barang: '',
        berat_awal: 10_500,
        nama_atribut: 'ZIRKON 3 BUTIR',
        berat_atribut: 120,
        status_tukar: true,
        cash_rp: 4_000_000,
        debet_rp: 10_000_000,
      },
    ]);
  });

  it('maps back to the lines as parsed', () => {
    const lines = penjualanRowsToImport(headers, details);
    expect(lines).toEqual(parsePenjualanImport([ring, necklace]));
    expect(lines.map((line) => [line.kode_barcode, line.berat, line.berat_awal, line.harga_jual])).toEqual([
      ['00000123', 3.27, 3.275, 5_003_500],
      ['00000456', 10.5, 10.5, 14_490_000],
    ]);
    expect(lines.map((line) => [line.kode_marketplace, line.no_titip_group, line.status_premi])).toEqual([
      ['-', '-', '-'],
      ['-', '-', '-'],
    ]);
  });
});

describe('missing fields (SPEC §5)', () => {
  const keysOnly = {
    no_faktur_group: 'G1',
    no_faktur_jual: 'J1',
    tgl_system: '2024-03-15',
    kode_barcode: '7',
  };

  it("text becomes '-', numbers 0, status_tukar false; status_valid DONE because its column cannot hold '-'", () => {
    const [line] = parsePenjualanImport([{ ...keysOnly, nama_customer: '   ', berat: '', cash_rp: null }]);
    expect(line).toEqual({
      ...keysOnly,
      kode_barcode: '00000007',
      no_generate: '-',
      no_faktur_group_user: '-',
      kode_sales: '-',
      kode_member: '-',
      nama_customer: '-',
      no_hp: '-',
      nama_sales: '-',
      kadar_cetak: '-',
      alamat_customer: '-',
      kode_gudang: '-',
      kode_baki: '-',
      kode_barang: '-',
      kode_group: '-',
      kode_dept: '-',
      kode_marketplace: '-',
      nama_barang: '-',
      berat_awal: 0,
      berat: 0,
      nama_atribut: '-',
      berat_atribut: 0,
      harga_jual: 0,
      harga_gram: 0,
      harga_atribut: 0,
      ongkos: 0,
      harga_total: 0,
      input_by: '-',
      status_kembali: '-',
      status_valid: 'DONE',
      status_premi: '-',
      status_tukar: false,
      no_titip_group: '-',
      no_pesanan: '-',
      jam: '-',
      cash_rp: 0,
      transfer_rp: 0,
      debet_rp: 0,
      tukar_rp: 0,
      credit_rp: 0,
      total_usd: '0',
      curr: '-',
      total_berlian_rp: 0,
    } satisfies PenjualanImportLine);
  });

  it("stores '-' as null for references and '' where the column's default is '', and reads them back as '-'", () => {
    const { headers, details } = penjualanImportToRows([keysOnly], 'T2');
    expect(headers[0]).toMatchObject({
      kode_member: null,
      no_titip: null,
      no_hp: '',
      alamat_customer: '',
      kode_marketplace: '',
      no_generate: '',
      no_faktur_group_user: '',
      nama_sales: '',
      status_premi: '',
      kode_sales: '-',
      nama_customer: '-',
      curr: '-',
      jam: '-',
    });
    expect(details[0]).toMatchObject({
      no_pesanan: null,
      kadar_cetak: '',
      kode_barang: '',
      nama_atribut: '',
    });
    expect(penjualanRowsToImport(headers, details)).toEqual(parsePenjualanImport([keysOnly]));
  });
});

describe('refusals', () => {
  it('a visit whose lines disagree on a visit field', () => {
    expect(
      refusal(() => penjualanImportToRows([ring, { ...necklace, nama_customer: 'IBU ANA' }], 'PST')),
    ).toBe(
      'Baris 3: nama_customer "IBU ANA" berbeda dengan "IBU ANI" di baris 2; ' +
        'satu no_faktur_group PST-FJ-240315-0001 harus sama di semua barisnya',
    );
    // Each visit field is checked, not only the customer.
    for (const field of PENJUALAN_IMPORT_HEADER_FIELDS) {
      const other = field === 'tgl_system' ? '2024-03-16' : field === 'status_valid' ? 'OPEN' : '9';
      expect(refusal(() => penjualanImportToRows([ring, { ...necklace, [field]: other }], 'PST'))).toMatch(
        new RegExp(`^Baris 3: ${field} `),
      );
    }
  });

  it('a no_faktur_jual given twice, even in another visit', () => {
    const other = { ...necklace, no_faktur_group: 'PST-FJ-240315-0002', no_faktur_jual: ring.no_faktur_jual };
    expect(refusal(() => penjualanImportToRows([ring, necklace, other], 'PST'))).toBe(
      'Baris 4: no_faktur_jual PST-FJ-240315-0001-1 sudah ada di baris 2',
    );
  });

  it('a barcode that is not 1 to 8 digits', () => {
    for (const kode_barcode of ['123456789', '12A4', '', '-1']) {
      expect(refusal(() => penjualanImportToRows([ring, { ...necklace, kode_barcode }], 'PST'))).toBe(
        'Baris 3: kode_barcode harus 1 sampai 8 angka',
      );
    }
  });

  it('reads a decimal comma as Indonesian Excel writes it', () => {
    const [line] = parsePenjualanImport([{ ...ring, berat: '3,270', berat_atribut: '0,12' }]);
    expect([line?.berat, line?.berat_atribut]).toEqual([3.27, 0.12]);
  });

  it('a weight with more than 3 decimals, grouped thousands, or a negative weight', () => {
    const decimals = 'harus berat dalam gram dengan paling banyak 3 angka di belakang titik';
    expect(refusal(() => penjualanImportToRows([{ ...ring, berat: '3.2705' }], 'PST'))).toBe(
      `Baris 2: berat ${decimals}`,
    );
    expect(refusal(() => penjualanImportToRows([{ ...ring, berat_awal: 3.2705 }], 'PST'))).toBe(
      `Baris 2: berat_awal ${decimals}`,
    );
    expect(refusal(() => penjualanImportToRows([{ ...ring, berat_atribut: '1,000.5' }], 'PST'))).toBe(
      `Baris 2: berat_atribut ${decimals}`,
    );
    expect(refusal(() => penjualanImportToRows([{ ...ring, berat: '-1' }], 'PST'))).toBe(
      'Baris 2: berat tidak boleh negatif',
    );
  });

  it('rupiah that are not plain whole numbers, since "5.003.500" could be read two ways', () => {
    for (const harga_total of ['5.003.500', '5003500.5', '5,003,500', 'Rp 5003500']) {
      expect(refusal(() => penjualanImportToRows([{ ...ring, harga_total }], 'PST'))).toBe(
        'Baris 2: harga_total harus rupiah bulat tanpa titik atau koma (contoh 5003500)',
      );
    }
    expect(refusal(() => penjualanImportToRows([{ ...ring, cash_rp: '-500' }], 'PST'))).toBe(
      'Baris 2: cash_rp tidak boleh negatif',
    );
  });

  it('a line without its keys or with a date, status or flag the tables cannot hold', () => {
    const cases: [PenjualanImportInput, string][] = [
      [{ ...ring, no_faktur_group: '' }, 'no_faktur_group harus diisi'],
      [{ ...ring, no_faktur_jual: IMPORT_KOSONG }, 'no_faktur_jual harus diisi'],
      [{ ...ring, tgl_system: '2023-02-29' }, 'tgl_system harus tanggal yyyy-MM-dd'],
      [{ ...ring, tgl_system: '15/03/2024' }, 'tgl_system harus tanggal yyyy-MM-dd'],
      [{ ...ring, tgl_system: '0000-01-01' }, 'tgl_system harus tanggal yyyy-MM-dd'],
      [{ ...ring, status_valid: 'BATAL' }, 'status_valid harus OPEN atau DONE'],
      [{ ...ring, status_tukar: 'ya' }, 'status_tukar harus true, false, 1 atau 0'],
      [{ ...ring, total_usd: '12,50' }, 'total_usd harus angka dengan titik desimal (contoh 12.50)'],
      [{ ...ring, kode_sales: 'S'.repeat(21) }, 'kode_sales maksimal 20 karakter'],
      [{ ...ring, nama_barang: 'CINCIN\u0000' }, 'nama_barang berisi karakter yang tidak dapat disimpan'],
      [{ ...ring, kode_gudang: { kode: 'TOKO' } }, 'kode_gudang harus berupa teks'],
    ];
    for (const [line, message] of cases) {
      expect(refusal(() => penjualanImportToRows([line], 'PST'))).toBe(`Baris 2: ${message}`);
    }
  });

  it('rows that no import line can stand for', () => {
    const { headers, details } = penjualanImportToRows([ring], 'PST');
    expect(refusal(() => penjualanRowsToImport([], details))).toBe(
      'Baris penjualan PST-FJ-240315-0001-1 tidak punya penjualan PST-FJ-240315-0001',
    );
    expect(refusal(() => penjualanRowsToImport(headers, []))).toBe(
      'Penjualan PST-FJ-240315-0001 tidak punya baris barang',
    );
  });
});

describe('accepted variants', () => {
  it('reads status and flags in any case, and cells typed as numbers by the CSV reader', () => {
    const [line] = parsePenjualanImport([
      {
        ...ring,
        status_valid: 'open',
        status_tukar: 'TRUE',
        kode_barcode: 42,
        berat: 3.27,
        cash_rp: 3_003_500,
      },
    ]);
    expect(line).toMatchObject({
      status_valid: 'OPEN',
      status_tukar: true,
      kode_barcode: '00000042',
      berat: 3.27,
      cash_rp: 3_003_500,
    });
    // The column stores 0 either way; -0 would not come back equal.
    const [zero] = parsePenjualanImport([{ ...ring, berat_atribut: '-0', tukar_rp: '-0' }]);
    expect(Object.is(zero?.berat_atribut, 0) && Object.is(zero?.tukar_rp, 0)).toBe(true);
  });

  it('brings the lines of a visit the file splits back together, in the order the file first names it', () => {
    const other = { ...necklace, ...visit, no_faktur_group: 'PST-FJ-240315-0002', no_faktur_jual: 'X-1' };
    const { headers, details } = penjualanImportToRows([ring, other, necklace], 'PST');
    expect(headers.map((header) => [header.no_faktur_group, header.total])).toEqual([
      ['PST-FJ-240315-0001', 19_003_500],
      ['PST-FJ-240315-0002', 14_000_000],
    ]);
    expect(penjualanRowsToImport(headers, details).map((line) => line.no_faktur_jual)).toEqual([
      'PST-FJ-240315-0001-1',
      'PST-FJ-240315-0001-2',
      'X-1',
    ]);
  });
});

describe('round trip: lines -> rows -> lines', () => {
  /** Text as a parsed line holds it: trimmed, never empty, within the column. */
  const text = (max: number, options: { required?: boolean } = {}) => {
    const written = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: max })
      .map((value) => value.trim())
      .filter(
        (value) =>
          value !== '' && value !== IMPORT_KOSONG && [...value].length <= max && !value.includes('\u0000'),
      );
    return options.required ? written : fc.oneof(fc.constant(IMPORT_KOSONG), written);
  };
  const LONG = 300;
  const rupiah = fc.integer({ min: 0, max: 1_000_000_000_000 });
  const grams = fc.integer({ min: 0, max: 2_147_483_647 }).map(milligramsToGrams);

  const visitArb = fc.record({
    no_generate: text(60),
    no_faktur_group: text(40, { required: true }),
    no_faktur_group_user: text(60),
    tgl_system: fc
      .date({
        // The years a request's date may carry (isAcceptedDate).
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2999-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
    kode_sales: text(20),
    kode_member: text(30),
    nama_customer: text(100),
    no_hp: text(20),
    nama_sales: text(100),
    alamat_customer: text(LONG),
    kode_marketplace: text(30),
    input_by: text(30),
    status_valid: fc.constantFrom('OPEN' as const, 'DONE' as const),
    status_premi: text(20),
    no_titip_group: text(40),
    jam: text(8),
    total_usd: fc.stringMatching(/^\d{1,12}(\.\d{1,4})?$/),
    curr: text(10),
  });
  const pieceArb = fc.record({
    kadar_cetak: text(20),
    kode_gudang: text(20),
    kode_baki: text(20),
    kode_barcode: fc.integer({ min: 0, max: 99_999_999 }).map((value) => String(value).padStart(8, '0')),
    kode_barang: text(30),
    kode_group: text(20),
    kode_dept: text(20),
    nama_barang: text(150),
    berat_awal: grams,
    berat: grams,
    nama_atribut: text(LONG),
    berat_atribut: grams,
    harga_jual: rupiah,
    harga_gram: rupiah,
    harga_atribut: rupiah,
    ongkos: rupiah,
    harga_total: rupiah,
    status_kembali: text(10),
    status_tukar: fc.boolean(),
    no_pesanan: text(40),
    cash_rp: rupiah,
    transfer_rp: rupiah,
    debet_rp: rupiah,
    tukar_rp: rupiah,
    credit_rp: rupiah,
    total_berlian_rp: rupiah,
  });
  const MAX_LINES = 12;
  /** Visits with distinct keys, each on consecutive lines, with numbers no two lines share. */
  const linesArb = fc
    .tuple(
      fc.uniqueArray(fc.tuple(visitArb, fc.array(pieceArb, { minLength: 1, maxLength: 3 })), {
        minLength: 1,
        maxLength: 4,
        selector: ([head]) => head.no_faktur_group,
      }),
      fc.uniqueArray(text(44, { required: true }), { minLength: MAX_LINES, maxLength: MAX_LINES }),
    )
    .map(([visits, numbers]) => {
      let next = 0;
      return visits.flatMap(([head, pieces]) =>
        pieces.map((piece): PenjualanImportLine => ({ ...head, ...piece, no_faktur_jual: numbers[next++]! })),
      );
    });

  it('the generated lines are lines as the parser makes them', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        expect(parsePenjualanImport(lines)).toEqual(lines);
      }),
    );
  });

  it('gives back every line unchanged, and the visit totals are the sums of its lines', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const { headers, details } = penjualanImportToRows(lines, 'PST');
        expect(penjualanRowsToImport(headers, details)).toEqual(lines);
        for (const header of headers) {
          const own = lines.filter((line) => line.no_faktur_group === header.no_faktur_group);
          const sum = (field: 'harga_total' | 'cash_rp' | 'debet_rp') =>
            own.reduce((total, line) => total + line[field], 0);
          expect([header.total, header.cash_rp, header.debet_rp]).toEqual([
            sum('harga_total'),
            sum('cash_rp'),
            sum('debet_rp'),
          ]);
        }
      }),
    );
  });
});
