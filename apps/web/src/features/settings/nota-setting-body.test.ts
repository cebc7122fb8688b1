import { defaultNotaSetting } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { notaSettingBody, slipsSharingDuplicate } from './nota-setting-body';

describe('notaSettingBody', () => {
  it("sends the whole setting, this page's fields changed and the slip type left to the path", () => {
    const current = { ...defaultNotaSetting('SLIP_PEMBELIAN'), header: 'TOKO EMAS', paper: 'A4' as const };
    expect(notaSettingBody(current, { footer: 'Terima kasih', duplicate: true })).toEqual({
      header: 'TOKO EMAS',
      footer: 'Terima kasih',
      syarat_ketentuan: '',
      paper: 'A4',
      platform: 'DESKTOP',
      auto_cut: true,
      duplicate: true,
    });
  });
});

describe('slipsSharingDuplicate', () => {
  it('names the slips switched together by one flag', () => {
    expect(slipsSharingDuplicate('SLIP_SERVICE')).toEqual(['Nota Ambil Service']);
    expect(slipsSharingDuplicate('SLIP_SERVICE_AMBIL')).toEqual(['Nota Service']);
    expect(slipsSharingDuplicate('SLIP_PEMBELIAN')).toEqual([]);
  });
});
