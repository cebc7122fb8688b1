import { describe, expect, it } from 'vitest';
import { reportByName } from './report-catalogue.ts';
import { HIDE_SALDO_MODULE, reportForViewer } from './report-viewer.ts';

const summary = reportByName('barang-sumary');
const hidden = new Set([HIDE_SALDO_MODULE]);
const keys = (level: string, modules: ReadonlySet<string>, name = 'barang-sumary') => {
  const definition = reportByName(name);
  if (!definition) throw new Error(name);
  return reportForViewer(definition, { level, modules }).columns.map((column) => column.key);
};

describe('HIDE_SALDO_BARANG_SUMMARY (SPEC §6)', () => {
  it('leaves awal and akhir out of both balance summaries for everyone but OWN', () => {
    for (const name of ['barang-sumary', 'barang-sumary-periode']) {
      for (const level of ['SPV', 'KASIR', 'SU', 'MU']) {
        const shown = keys(level, hidden, name);
        for (const saldo of ['stock_awal', 'berat_awal', 'stock_akhir', 'berat_akhir'])
          expect(shown).not.toContain(saldo);
        expect(shown).toEqual(expect.arrayContaining(['kode_gudang', 'stock_jual', 'berat_hancur']));
      }
      expect(keys('OWN', hidden, name)).toContain('berat_akhir');
    }
  });

  it('changes nothing without the flag, nor in another report', () => {
    expect(keys('SPV', new Set())).toEqual(summary?.columns.map((column) => column.key));
    expect(keys('SPV', hidden, 'stock-jual')).toEqual([
      'kode_dept',
      'kode_baki',
      'kode_group',
      'qty',
      'berat',
    ]);
  });
});

describe('the stock summary columns', () => {
  it('hold awal, each movement (susut in grams only) and akhir, summed but for the periode’s balances', () => {
    expect(summary?.columns.map((column) => column.key)).toEqual([
      'kode_gudang',
      'kode_baki',
      'kode_group',
      ...['awal', 'in', 'out', 'tambah', 'beli', 'jual', 'hancur'].flatMap((part) => [
        `stock_${part}`,
        `berat_${part}`,
      ]),
      'berat_susut',
      'stock_akhir',
      'berat_akhir',
    ]);
    const periode = reportByName('barang-sumary-periode');
    const summed = periode?.columns.filter((column) => column.total).map((column) => column.key);
    expect(summed).toContain('berat_jual');
    expect(summed).not.toContain('stock_awal');
    expect(summed).not.toContain('berat_akhir');
  });
});
