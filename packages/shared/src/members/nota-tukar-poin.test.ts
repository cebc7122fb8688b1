import { describe, expect, it } from 'vitest';
import { defaultNotaSetting } from '../settings/nota-settings.schemas.ts';
import type { TukarPoinDoc } from './members.schemas.ts';
import { buildNotaTukarPoin } from './nota-tukar-poin.ts';

const doc: TukarPoinDoc = {
  no_tukar: 'PST-TH-261127-0001',
  kode_toko: 'PST',
  tgl_system: '2026-11-27',
  jam: '10:15:00',
  kode_member: 'PST-M0001',
  nama_member: 'IBU ANI SURYANI',
  no_hp: '081298765001',
  kode_hadiah: 'HD02',
  nama_hadiah: 'TUMBLER',
  jumlah: 2,
  poin_satuan: 100,
  poin_total: 200,
  sisa_poin: 1_050,
  input_by: 'KASIR',
  batal_at: null,
  batal_by: null,
  batal_otorisasi: null,
  batal_alasan: null,
};
const toko = { nama_toko: 'TOKO EMAS PUSAT', alamat_toko: 'JL. PUSAT 1' };

describe('buildNotaTukarPoin', () => {
  it('prints the member, the gift, the points spent and the balance left, no amount in words', () => {
    const nota = buildNotaTukarPoin({ doc, toko, setting: defaultNotaSetting('SLIP_TUKAR_POIN') });
    expect(nota.title).toBe('SLIP TUKAR POIN');
    expect(nota.number).toBe('PST-TH-261127-0001');
    expect(nota.info).toContainEqual({ label: 'Member', lines: ['PST-M0001'] });
    expect(nota.items).toEqual([
      {
        kode: 'HD02',
        nama: ['TUMBLER'],
        keterangan: '2 x 100 poin',
        berat: '',
        harga: '200 poin',
        batal: false,
      },
    ]);
    expect(nota.amounts).toEqual([
      { label: 'Poin Ditukar', value: '200 poin', strong: true },
      { label: 'Sisa Poin', value: '1,050 poin' },
    ]);
    expect(nota.terbilang).toBe('');
    expect(nota.copies).toHaveLength(1);
    expect(nota.stamp).toBeNull();
  });

  it('reprints a cancelled exchange stamped BATAL, with who cancelled, who consented and why', () => {
    const batal = {
      ...doc,
      batal_at: '2026-11-27T04:00:00.000Z',
      batal_by: 'KASIR',
      batal_otorisasi: 'SPV',
      batal_alasan: 'SALAH HADIAH',
    };
    const nota = buildNotaTukarPoin({ doc: batal, toko, setting: defaultNotaSetting('SLIP_TUKAR_POIN') });
    expect(nota.stamp).toBe('BATAL');
    expect(nota.info).toContainEqual({ label: 'Dibatalkan', lines: ['KASIR / otorisasi SPV'] });
    expect(nota.info).toContainEqual({ label: 'Alasan', lines: ['SALAH HADIAH'] });
    expect(nota.items[0]?.batal).toBe(true);
  });

  it('prints two copies when the duplicate flag is on, and only with its own setting', () => {
    const setting = { ...defaultNotaSetting('SLIP_TUKAR_POIN'), duplicate: true };
    expect(buildNotaTukarPoin({ doc, toko, setting }).copies).toHaveLength(2);
    expect(() => buildNotaTukarPoin({ doc, toko, setting: defaultNotaSetting('SLIP_TUKAR') })).toThrow();
  });
});
