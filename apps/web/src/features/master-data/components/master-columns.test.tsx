import { render } from '@testing-library/react';
import { type MasterField, type MasterRecord, masterResource } from '@toko/shared';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { masterCellText, masterCsvColumns, masterCsvValue, masterDataColumns } from './master-columns';

const field = (kind: MasterField['kind']): MasterField => ({ name: 'x', label: 'X', kind });

describe('masterCellText', () => {
  it('formats each kind the way the shop reads it', () => {
    expect(masterCellText(field('rupiah'), 1480000)).toBe('Rp 1,480,000');
    expect(masterCellText(field('integer'), 12500)).toBe('12,500');
    expect(masterCellText(field('grams'), 87.125)).toBe('87.125');
    expect(masterCellText(field('grams'), 1000)).toBe('1,000.000');
    expect(masterCellText(field('percent'), 58.5)).toBe('58.5%');
    expect(masterCellText(field('boolean'), true)).toBe('Ya');
    expect(masterCellText(field('boolean'), false)).toBe('Tidak');
    expect(masterCellText(field('enum'), 'NON EMAS')).toBe('NON EMAS');
    expect(masterCellText(field('ref'), '750')).toBe('750');
    expect(masterCellText(field('date'), '2026-11-22')).toBe('22 November 2026');
  });

  it('shows an empty value as "-"', () => {
    expect(masterCellText(field('ref'), null)).toBe('-');
    expect(masterCellText(field('text'), '')).toBe('-');
    expect(masterCellText(field('rupiah'), undefined)).toBe('-');
  });
});

describe('masterCsvValue', () => {
  it('writes plain numbers, grams with 3 decimals and Ya/Tidak', () => {
    expect(masterCsvValue(field('rupiah'), 1480000)).toBe(1480000);
    expect(masterCsvValue(field('percent'), 58.5)).toBe(58.5);
    expect(masterCsvValue(field('grams'), 1000)).toBe('1000.000');
    expect(masterCsvValue(field('boolean'), true)).toBe('Ya');
    expect(masterCsvValue(field('ref'), null)).toBe('');
  });
});

const cellOf = (
  columns: ReturnType<typeof masterDataColumns>,
  key: string,
  record: MasterRecord,
): ReactNode => {
  const column = columns.find((candidate) => candidate.key === key);
  if (!column || !('render' in column) || !column.render) throw new Error(key);
  return column.render(record[key], record, 0) as ReactNode;
};

describe('masterDataColumns', () => {
  it('lists the table fields, then the status', () => {
    const columns = masterDataColumns(masterResource('group'));
    expect(columns.map((column) => column.title)).toEqual([
      'Kode Group',
      'Nama Group',
      'Jenis Group',
      'Kadar (%)',
      'Harga Jual / Gram',
      'Harga Beli / Gram',
      'Status',
    ]);
    expect(columns.find((column) => column.key === 'harga')?.align).toBe('right');
    expect(columns.find((column) => column.key === 'nama_group')?.align).toBe('left');
  });

  it('has no status column for masters without one', () => {
    expect(masterDataColumns(masterResource('shape')).map((column) => column.title)).toEqual([
      'Kode Shape',
      'Nama Shape',
    ]);
  });

  it('shows the status as a tag and a value that does not apply to the type as "-"', () => {
    const kondisi = masterResource('kondisi-pembelian');
    const columns = masterDataColumns(kondisi);
    const record: MasterRecord = {
      id: 1,
      kode_kondisi: 'BARET-RP',
      nama_kondisi: 'BARET',
      type_kondisi: 'RP',
      persentase: 0,
      rupiah_per_gram: 75000,
      status_aktif: false,
    };
    expect(cellOf(columns, 'persentase', record)).toBe('-');
    const rupiah = render(<div>{cellOf(columns, 'rupiah_per_gram', record)}</div>);
    expect(rupiah.container.textContent).toBe('Rp 75,000');
    const { container } = render(<div>{cellOf(columns, 'status_aktif', record)}</div>);
    expect(container.textContent).toBe('Tidak Aktif');
  });
});

describe('masterCsvColumns', () => {
  it('exports every field, those kept out of the table too, and the status', () => {
    const columns = masterCsvColumns(masterResource('group'));
    expect(columns.map((column) => column.title)).toEqual([
      'Kode Group',
      'Nama Group',
      'Jenis Group',
      'Kadar (%)',
      'Harga Jual / Gram',
      'Harga Beli / Gram',
      'Persentase',
      'Status',
    ]);
    const record: MasterRecord = {
      id: 2,
      kode_group: '750',
      nama_group: 'EMAS 18K',
      jenis_group: 'EMAS',
      kadar: 75,
      harga: 1480000,
      harga_modal: 1380000,
      persentase: 0,
      status_aktif: true,
    };
    expect(columns.map((column) => column.value(record))).toEqual([
      '750',
      'EMAS 18K',
      'EMAS',
      75,
      1480000,
      1380000,
      0,
      'Aktif',
    ]);
  });
});
