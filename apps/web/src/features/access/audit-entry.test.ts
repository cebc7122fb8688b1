import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditEntityLabel, prettyAuditJson } from './audit-entry';

describe('labels', () => {
  it('names actions and data in the shop’s words', () => {
    expect(auditActionLabel('UPDATE')).toBe('Ubah');
    expect(auditActionLabel('RESET_PASSWORD')).toBe('Reset Password');
    expect(auditActionLabel('TUTUP_TOKO')).toBe('TUTUP_TOKO');
    expect(auditEntityLabel('para-system')).toBe('Setting System');
    expect(auditEntityLabel('group')).toBe('Master Group');
    expect(auditEntityLabel('lainnya')).toBe('lainnya');
  });
});

describe('prettyAuditJson', () => {
  it('indents JSON and leaves other text alone', () => {
    expect(prettyAuditJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyAuditJson('"1000"')).toBe('1000');
    expect(prettyAuditJson('bukan json')).toBe('bukan json');
    expect(prettyAuditJson(null)).toBe('-');
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
