import { render, screen } from '@testing-library/react';
import type { ReportColumn } from '@toko/shared';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReportTable } from './report-table';

const COLUMNS: ReportColumn[] = [
  { key: 'kode_member', title: 'Kode Member', kind: 'text' },
  { key: 'no_hutang', title: 'No Hutang', kind: 'text' },
  { key: 'alamat', title: 'Alamat', kind: 'text' },
];

describe('ReportTable', () => {
  it('keeps a code and a document number on one line; free text may wrap', () => {
    render(
      <ReportTable
        columns={COLUMNS}
        rows={[
          { kode_member: 'PST-M0001', no_hutang: 'PST-HT-261129-0001', alamat: 'JL. KEBON SIRIH NO. 5' },
        ]}
        totals={undefined}
        count={1}
        loading={false}
      />,
    );
    expect(screen.getByText('PST-M0001').style.whiteSpace).toBe('nowrap');
    expect(screen.getByText('PST-HT-261129-0001').style.whiteSpace).toBe('nowrap');
    expect(screen.getByText('JL. KEBON SIRIH NO. 5').style.whiteSpace).toBe('');
  });

  it('links a document’s number to its screen, and leaves a row without a link as text', () => {
    const columns: ReportColumn[] = [
      { key: 'no_ref', title: 'No Transaksi', kind: 'text', link: 'tautan' },
      { key: 'keterangan', title: 'Keterangan', kind: 'text' },
    ];
    render(
      <MemoryRouter>
        <ReportTable
          columns={columns}
          rows={[
            {
              no_ref: 'PST-FJ-261122-0001-1',
              tautan: '/lihat-penjualan?tanggal=2026-11-22&cari=PST-FJ-261122-0001',
            },
            { no_ref: 'KASIR', tautan: null, keterangan: 'Hak akses' },
            { no_ref: 'LUAR', tautan: 'https://contoh.test/', keterangan: 'bukan layar aplikasi' },
          ]}
          totals={undefined}
          count={3}
          loading={false}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'PST-FJ-261122-0001-1' }).getAttribute('href')).toBe(
      '/lihat-penjualan?tanggal=2026-11-22&cari=PST-FJ-261122-0001',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    // The link's own field is not a column.
    expect(screen.queryByText(/tanggal=2026/)).toBeNull();
  });
});
