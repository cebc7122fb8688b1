import { describe, expect, it } from 'vitest';
import { fieldSchema, type MasterField } from './master-fields.ts';
import {
  MASTER_RESOURCES,
  masterRecordProblem,
  masterResource,
  masterWriteSchema,
} from './master-resources.ts';

const parse = (field: MasterField, value: unknown) => fieldSchema(field).safeParse(value);
const message = (field: MasterField, value: unknown) => {
  const result = parse(field, value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('master field rules', () => {
  const kode: MasterField = { name: 'kode_shape', label: 'Kode Shape', kind: 'code', required: true };
  const harga: MasterField = { name: 'harga', label: 'Harga', kind: 'rupiah', required: true };
  const berat: MasterField = { name: 'berat', label: 'Berat', kind: 'grams', required: true };
  const persen: MasterField = {
    name: 'persen',
    label: 'Persen',
    kind: 'percent',
    required: false,
    defaultValue: 0,
  };
  const nama: MasterField = { name: 'nama', label: 'Nama', kind: 'text', required: false, keepCase: true };

  it('says what is missing in the spec’s words', () => {
    expect(message(kode, undefined)).toBe('Kode Shape Harus Diisi');
    expect(message(kode, '   ')).toBe('Kode Shape Harus Diisi');
    expect(message(harga, '')).toBe('Harga Harus Diisi');
    expect(message(harga, undefined)).toBe('Harga Harus Diisi');
  });

  it('upper-cases codes and refuses characters that break codes', () => {
    expect(parse(kode, ' rd ').data).toBe('RD');
    expect(message(kode, 'R D')).toBe('Kode Shape hanya boleh huruf, angka, titik, strip dan garis bawah');
  });

  it('keeps the case of flagged text', () => {
    expect(parse(nama, 'Budi Santoso').data).toBe('Budi Santoso');
  });

  it('reads rupiah typed with thousands commas and refuses fractions and negatives', () => {
    expect(parse(harga, '1,480,000').data).toBe(1_480_000);
    expect(message(harga, 10.5)).toBe('Harga harus bilangan bulat');
    expect(message(harga, -1)).toBe('Harga tidak boleh negatif');
    expect(message(harga, 'dua')).toBe('Harga harus berupa angka');
  });

  it('takes grams to three decimals and percentages with a default', () => {
    expect(parse(berat, '3.270').data).toBe(3.27);
    expect(message(berat, 3.2705)).toBe('Berat maksimal 3 angka di belakang koma');
    expect(parse(persen, undefined).data).toBe(0);
    expect(message(persen, 120)).toBe('Persen terlalu besar');
  });
});

describe('master catalogue', () => {
  it('has unique keys, menus and paths, and a code and name field first', () => {
    expect(new Set(MASTER_RESOURCES.map((entry) => entry.key)).size).toBe(MASTER_RESOURCES.length);
    expect(new Set(MASTER_RESOURCES.map((entry) => entry.menuKey)).size).toBe(MASTER_RESOURCES.length);
    expect(new Set(MASTER_RESOURCES.map((entry) => entry.writePath)).size).toBe(MASTER_RESOURCES.length);
    for (const entry of MASTER_RESOURCES) {
      expect(entry.fields[0]?.kind).toBe('code');
      expect(entry.codeField).toBe(entry.fields[0]?.name);
    }
  });

  it('references only masters defined before them (tables are created in order)', () => {
    const seen = new Set<string>();
    for (const entry of MASTER_RESOURCES) {
      for (const field of entry.fields)
        if (field.ref) expect(seen.has(field.ref), `${entry.key}.${field.name}`).toBe(true);
      seen.add(entry.key);
    }
  });

  it('validates a whole record with status_aktif defaulting to true', () => {
    const result = masterWriteSchema(masterResource('baki')).parse({
      kode_baki: 'lt17',
      nama_baki: 'Etalase Liontin',
      kode_gudang: 'toko',
      berat_baki: '120.500',
    });
    expect(result).toEqual({
      kode_baki: 'LT17',
      nama_baki: 'ETALASE LIONTIN',
      kode_gudang: 'TOKO',
      berat_baki: 120.5,
      berat_bandrol: 0,
      status_aktif: true,
    });
  });

  it('checks the rules across fields', () => {
    const kondisi = masterResource('kondisi-pembelian');
    expect(masterRecordProblem(kondisi, { type_kondisi: 'PERSENTASE', persentase: 0 })).toBe(
      'Potongan (%) Harus Diisi untuk tipe PERSENTASE',
    );
    expect(masterRecordProblem(kondisi, { type_kondisi: 'PERSENTASE', persentase: 10 })).toBeNull();
    const pinjaman = masterResource('kondisi-pinjaman');
    expect(masterRecordProblem(pinjaman, { pinjaman_min: 10, pinjaman_max: 5 })).toBe(
      'Pinjaman Sampai tidak boleh lebih kecil dari Pinjaman Dari',
    );
    const point = masterResource('parameter-point');
    expect(masterRecordProblem(point, { tipe_poin: 'RUPIAH', kelipatan_rp: 0 })).toBe(
      'Setiap Rp Harus Diisi untuk tipe RUPIAH',
    );
    expect(
      masterRecordProblem(point, { tipe_poin: 'BERAT', kode_group: '750', berat_min: 1, berat_max: 5 }),
    ).toBeNull();
  });
});

describe('emptied optional inputs', () => {
  it('take the default instead of failing', () => {
    const persen: MasterField = {
      name: 'persentase',
      label: 'Persentase',
      kind: 'percent',
      required: false,
      defaultValue: 0,
    };
    const group: MasterField = { name: 'kode_group', label: 'Group', kind: 'ref', required: false };
    expect(fieldSchema(persen).parse('')).toBe(0);
    expect(fieldSchema(persen).parse(null)).toBe(0);
    expect(fieldSchema(group).parse('')).toBe('');
  });
});
