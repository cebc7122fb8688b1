import { type MasterRecord, masterResource } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import {
  checkMasterForm,
  fieldProblem,
  initialFormValues,
  masterInputOf,
  writeInput,
} from './master-form-values';

const group = masterResource('group');
const kondisi = masterResource('kondisi-pembelian');
const poin = masterResource('parameter-point');
const shape = masterResource('shape');

const fieldOf = (key: string, name: string) => {
  const found = masterResource(key).fields.find((field) => field.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('masterInputOf', () => {
  it('gives each kind of field its input', () => {
    expect(masterInputOf(fieldOf('group', 'kode_group'))).toEqual({ type: 'upper-case' });
    expect(masterInputOf(fieldOf('group', 'nama_group'))).toEqual({ type: 'upper-case' });
    expect(masterInputOf({ ...fieldOf('tukang', 'alamat'), keepCase: true })).toEqual({ type: 'text' });
    expect(masterInputOf(fieldOf('hadiah', 'poin'))).toEqual({ type: 'numeric', mode: 'digits' });
    expect(masterInputOf(fieldOf('group', 'harga'))).toEqual({
      type: 'numeric',
      mode: 'digits',
      prefix: 'Rp',
    });
    expect(masterInputOf(fieldOf('baki', 'berat_baki'))).toEqual({
      type: 'numeric',
      mode: 'decimal',
      maxDecimals: 3,
      suffix: 'gr',
    });
    expect(masterInputOf(fieldOf('group', 'kadar'))).toEqual({
      type: 'numeric',
      mode: 'decimal',
      maxDecimals: 3,
      suffix: '%',
    });
    expect(masterInputOf(fieldOf('jenis', 'berlian'))).toEqual({ type: 'switch' });
    expect(masterInputOf(fieldOf('group', 'jenis_group'))).toEqual({
      type: 'select',
      options: ['EMAS', 'NON EMAS'],
    });
    expect(masterInputOf(fieldOf('baki', 'kode_gudang'))).toEqual({
      type: 'ref',
      master: masterResource('gudang'),
    });
    expect(masterInputOf({ name: 'tgl', label: 'Tanggal', kind: 'date' })).toEqual({ type: 'date' });
  });
});

describe('initialFormValues', () => {
  it("starts a new record from the catalogue's defaults, active", () => {
    expect(initialFormValues(group)).toEqual({
      kode_group: '',
      nama_group: '',
      jenis_group: 'EMAS',
      kadar: '',
      harga: '',
      harga_modal: '',
      persentase: '0',
      status_aktif: true,
    });
    expect(initialFormValues(shape)).toEqual({ kode_shape: '', nama_shape: '' });
  });

  it('edits a record with its numbers as text and an empty chooser as nothing', () => {
    const record: MasterRecord = {
      id: 4,
      kode_parameter: 'PPRP',
      nama_parameter: 'SETIAP RP 1 JUTA',
      tipe_poin: 'RUPIAH',
      kode_group: null,
      berat_min: 0,
      berat_max: 0,
      kelipatan_rp: 1000000,
      poin: 1,
      status_aktif: false,
    };
    expect(initialFormValues(poin, record)).toEqual({
      kode_parameter: 'PPRP',
      nama_parameter: 'SETIAP RP 1 JUTA',
      tipe_poin: 'RUPIAH',
      kode_group: undefined,
      berat_min: '0',
      berat_max: '0',
      kelipatan_rp: '1000000',
      poin: '1',
      status_aktif: false,
    });
  });
});

describe('writeInput', () => {
  it('sends fields that do not apply to the type as their defaults, and an empty chooser as ""', () => {
    const input = writeInput(poin, {
      kode_parameter: 'PPX',
      nama_parameter: 'X',
      tipe_poin: 'RUPIAH',
      kode_group: '750',
      berat_min: '1',
      berat_max: '5',
      kelipatan_rp: '500000',
      poin: '2',
      status_aktif: true,
    });
    expect(input).toMatchObject({ kode_group: '', berat_min: 0, berat_max: 0, kelipatan_rp: '500000' });
  });
});

describe('checkMasterForm', () => {
  it("answers an empty stone attribute with the spec's messages", () => {
    expect(checkMasterForm(shape, initialFormValues(shape))).toEqual({
      ok: false,
      fieldErrors: { kode_shape: 'Kode Shape Harus Diisi', nama_shape: 'Nama Shape Harus Diisi' },
    });
  });

  it('gives the body the server expects: numbers, upper-cased text, status', () => {
    const check = checkMasterForm(group, {
      ...initialFormValues(group),
      kode_group: ' 585 ',
      nama_group: 'emas 14k',
      kadar: '58.5',
      harga: '1150000',
      harga_modal: '1080000',
    });
    expect(check).toEqual({
      ok: true,
      body: {
        kode_group: '585',
        nama_group: 'EMAS 14K',
        jenis_group: 'EMAS',
        kadar: 58.5,
        harga: 1150000,
        harga_modal: 1080000,
        persentase: 0,
        status_aktif: true,
      },
    });
  });

  it('names every wrong field once, with its first message', () => {
    const check = checkMasterForm(group, { ...initialFormValues(group), kode_group: 'A B', kadar: '101' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.fieldErrors).toEqual({
      kode_group: 'Kode Group hanya boleh huruf, angka, titik, strip dan garis bawah',
      nama_group: 'Nama Group Harus Diisi',
      kadar: 'Kadar (%) terlalu besar',
      harga: 'Harga Jual / Gram Harus Diisi',
      harga_modal: 'Harga Beli / Gram Harus Diisi',
    });
  });

  it("reports the master's own rule once the fields are right", () => {
    const values = { kode_kondisi: 'PATAH', nama_kondisi: 'PATAH', type_kondisi: 'RP', status_aktif: true };
    expect(checkMasterForm(kondisi, { ...values, persentase: '12', rupiah_per_gram: '' })).toEqual({
      ok: false,
      fieldErrors: {},
      problem: 'Potongan Rp / Gram Harus Diisi untuk tipe RP',
    });
    const check = checkMasterForm(kondisi, { ...values, persentase: '12', rupiah_per_gram: '90000' });
    expect(check).toEqual({
      ok: true,
      body: { ...values, persentase: 0, rupiah_per_gram: 90000 },
    });
  });

  it('asks for the type before anything else of a purchase condition', () => {
    const check = checkMasterForm(kondisi, initialFormValues(kondisi));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.fieldErrors.type_kondisi).toBe('Tipe Potongan Harus Dipilih');
  });
});

describe('fieldProblem', () => {
  it("checks one field under the server's rule", () => {
    expect(fieldProblem(group, 'kadar', { kadar: '' })).toBe('Kadar (%) Harus Diisi');
    expect(fieldProblem(group, 'kadar', { kadar: '58.5' })).toBeUndefined();
    expect(fieldProblem(group, 'kadar', { kadar: '58.5555' })).toBe(
      'Kadar (%) maksimal 3 angka di belakang koma',
    );
    expect(fieldProblem(group, 'persentase', { persentase: '' })).toBeUndefined();
    expect(fieldProblem(masterResource('baki'), 'kode_gudang', {})).toBe('Gudang Harus Diisi');
    expect(fieldProblem(group, 'tidak_ada', {})).toBeUndefined();
  });
});
