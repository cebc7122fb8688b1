import { describe, expect, it } from 'vitest';
import { opnameTempat } from './opname-tempat';

describe('opnameTempat', () => {
  it('names what each kind of opname counts', () => {
    const none = { kode_gudang: null, kode_baki: null, no_dokumen: null };
    expect(opnameTempat({ ...none, jenis: 'BAKI', kode_gudang: 'TOKO', kode_baki: 'LT17' })).toBe(
      'Baki LT17 (Gudang TOKO)',
    );
    expect(opnameTempat({ ...none, jenis: 'PENERIMAAN', no_dokumen: 'PST-PN-261122-0001' })).toBe(
      'Dokumen PST-PN-261122-0001',
    );
    expect(opnameTempat({ ...none, jenis: 'GLOBAL' })).toBe('Seluruh Toko');
  });
});
