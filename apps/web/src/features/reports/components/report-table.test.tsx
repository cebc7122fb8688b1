import { render, screen } from '@testing-library/react';
import type { ReportColumn } from '@toko/shared';
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
});
