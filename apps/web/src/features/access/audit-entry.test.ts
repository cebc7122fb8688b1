import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditDetail, auditEntityLabel } from './audit-entry';

describe('labels', () => {
  it('names actions and data in the shop’s words', () => {
    expect(auditActionLabel('UPDATE')).toBe('Ubah');
    expect(auditActionLabel('RESET_PASSWORD')).toBe('Reset Password');
    expect(auditActionLabel('VALIDASI_PENJUALAN')).toBe('Validasi Penjualan');
    expect(auditEntityLabel('para-system')).toBe('Setting System');
    expect(auditEntityLabel('group')).toBe('Master Group');
    expect(auditEntityLabel('penjualan')).toBe('Penjualan');
  });
});

describe('auditChanges', () => {
  it('lists only the fields that changed between two records', () => {
    expect(
      auditChanges(
        '{"nama_toko":"Toko Lama","telepon":"021","time_zone":"Asia/Jakarta"}',
        '{"nama_toko":"Toko Baru","telepon":"021","time_zone":"Asia/Jakarta"}',
      ),
    ).toEqual([{ field: 'nama_toko', before: 'Toko Lama', after: 'Toko Baru' }]);
  });

  it('ignores a field recorded on one side only', () => {
    expect(auditChanges('{"slip_type":"SLIP_PEMBELIAN","paper":"THERMAL_80"}', '{"paper":"A4"}')).toEqual([
      { field: 'paper', before: 'THERMAL_80', after: 'A4' },
    ]);
  });

  it('shows a single value as one change', () => {
    expect(auditChanges('"500"', '"1000"')).toEqual([{ field: '', before: '500', after: '1000' }]);
  });

  it('tells which menus came and went', () => {
    expect(auditChanges('["master-baki","master-group"]', '["master-baki","uang-kas"]')).toEqual([
      { field: 'Ditambah', before: '-', after: 'uang-kas' },
      { field: 'Dicabut', before: 'master-group', after: '-' },
    ]);
  });

  it('lists a created record field by field, and nothing for an action without data', () => {
    expect(auditChanges(null, '{"user_id":"KASIR2","level":"KASIR"}')).toEqual([
      { field: 'user_id', before: '-', after: 'KASIR2' },
      { field: 'level', before: '-', after: 'KASIR' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('auditDetail', () => {
  it('shows every field of a changed record, marking only the ones that changed', () => {
    expect(
      auditDetail(
        '{"nama_toko":"Toko Lama","telepon":"021","slip_type":"SLIP_PEMBELIAN"}',
        '{"nama_toko":"Toko Baru","telepon":"021","paper":"A4"}',
      ),
    ).toEqual({
      sides: 'both',
      rows: [
        { field: 'Nama Toko', before: 'Toko Lama', after: 'Toko Baru', changed: true },
        { field: 'Telepon', before: '021', after: '021', changed: false },
        { field: 'Slip Type', before: 'SLIP_PEMBELIAN', after: '-', changed: false },
        { field: 'Paper', before: '-', after: 'A4', changed: false },
      ],
    });
  });

  it('shows a created record on the Sesudah side only and a deleted one on the Sebelum side only', () => {
    expect(auditDetail(null, '{"user_id":"KASIR2","status_aktif":true}')).toEqual({
      sides: 'after',
      rows: [
        { field: 'User ID', before: '-', after: 'KASIR2', changed: false },
        { field: 'Status Aktif', before: '-', after: 'Ya', changed: false },
      ],
    });
    expect(auditDetail('{"kode_group":"EM","barcodes":["A1","A2"]}', null)).toEqual({
      sides: 'before',
      rows: [
        { field: 'Kode Group', before: 'EM', after: '-', changed: false },
        { field: 'Barcodes', before: 'A1, A2', after: '-', changed: false },
      ],
    });
  });

  it('reads a single value and a list of menus as rows, and nothing for an action without data', () => {
    expect(auditDetail('"500"', '"1000"')).toEqual({
      sides: 'both',
      rows: [{ field: 'Nilai', before: '500', after: '1000', changed: true }],
    });
    expect(auditDetail('["master-baki"]', '["master-baki","uang-kas"]').rows).toEqual([
      { field: 'Ditambah', before: '-', after: 'uang-kas', changed: true },
    ]);
    expect(auditDetail(null, null)).toEqual({ sides: 'none', rows: [] });
  });

  it('lists a deleted record field by field in the one-line summary too, never as raw JSON', () => {
    expect(auditChanges('{"kode_group":"EM"}', null)).toEqual([
      { field: 'kode_group', before: 'EM', after: '-' },
    ]);
  });
});
