import { buildNotaPenjualan, defaultNotaSetting, type NotaToko } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { testPenjualanDoc } from '../../../test/penjualan-test-data';
import { WEB_TEXTS } from '../../../texts';
import {
  buildNotaPenjualanOf,
  MARKETPLACE_SLIP_MODULE,
  marketplaceLabel,
  notaPenjualanLayout,
} from './nota-penjualan-layout';

const toko: NotaToko = {
  nama_toko: 'Toko Emas Pusat',
  alamat_toko: 'Jl. Pasar Baru No. 12',
  telepon: '021-555',
};
const ON = new Set(['PRINT_NOTA_BELI_DUPLICATE_MODULE', MARKETPLACE_SLIP_MODULE]);
const OFF = new Set(['PRINT_NOTA_BELI_DUPLICATE_MODULE']);
const names = (kode: string) => ({ WA: 'WHATSAPP', TOKOPEDIA: 'TOKOPEDIA' })[kode];

const input = (kodeMarketplace: string, duplicate = false) => ({
  doc: testPenjualanDoc({ kode_marketplace: kodeMarketplace }),
  toko,
  setting: { ...defaultNotaSetting('SLIP_PENJUALAN_ACC'), duplicate },
  namaSales: 'RINA',
});

describe('notaPenjualanLayout', () => {
  it('gives a marketplace sale its slip only while MARKETPLACE_PENJUALAN_SLIP is on', () => {
    expect(notaPenjualanLayout({ kode_marketplace: 'WA' }, ON)).toBe('SLIP_MARKETPLACE');
    expect(notaPenjualanLayout({ kode_marketplace: 'WA' }, OFF)).toBe('NOTA_PENJUALAN');
    expect(notaPenjualanLayout({ kode_marketplace: '' }, ON)).toBe('NOTA_PENJUALAN');
    expect(notaPenjualanLayout({ kode_marketplace: '  ' }, ON)).toBe('NOTA_PENJUALAN');
  });
});

describe('buildNotaPenjualanOf', () => {
  it('prints the marketplace slip twice, customer and internal, with the marketplace first', () => {
    const slip = buildNotaPenjualanOf(input('WA'), ON, names);
    expect(slip.title).toBe(WEB_TEXTS.notaMarketplace.title);
    expect(slip.copies).toEqual(['Customer', 'Internal']);
    expect(slip.info[0]).toEqual({ label: 'Marketplace', lines: ['WHATSAPP (WA)'] });
    expect(slip.info.filter((line) => line.label === 'Marketplace')).toHaveLength(1);
    // The rest is the sale's nota: number, pieces, money, terbilang.
    const nota = buildNotaPenjualan(input('WA'));
    expect([slip.number, slip.items, slip.amounts, slip.terbilang, slip.slipType]).toEqual([
      nota.number,
      nota.items,
      nota.amounts,
      nota.terbilang,
      'SLIP_PENJUALAN_ACC',
    ]);
  });

  it('leaves every other sale to the ordinary nota and its own duplicate setting', () => {
    for (const [kode, modules] of [
      ['WA', OFF],
      ['', ON],
    ] as const) {
      for (const duplicate of [false, true]) {
        expect(buildNotaPenjualanOf(input(kode, duplicate), modules, names)).toEqual(
          buildNotaPenjualan(input(kode, duplicate)),
        );
      }
    }
    expect(buildNotaPenjualan(input('WA')).title).toBe('NOTA PENJUALAN');
  });

  it('names the marketplace by its code when its name is unknown or the same', () => {
    expect(marketplaceLabel('WA', 'WHATSAPP')).toBe('WHATSAPP (WA)');
    expect(marketplaceLabel('TOKOPEDIA', 'TOKOPEDIA')).toBe('TOKOPEDIA');
    expect(marketplaceLabel('LAZADA', undefined)).toBe('LAZADA');
    expect(buildNotaPenjualanOf(input('LAZADA'), ON, names).info[0]?.lines).toEqual(['LAZADA']);
  });
});
