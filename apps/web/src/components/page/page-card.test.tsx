import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { PageCard } from './page-card';

describe('PageCard', () => {
  it('shows the title as a heading, the extra and the content', () => {
    render(
      <PageCard title="Jenis Batu" extra={<Button>Tambah Data</Button>}>
        <p>isi halaman</p>
      </PageCard>,
    );
    expect(screen.getByRole('heading', { name: 'Jenis Batu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tambah Data' })).toBeTruthy();
    expect(screen.getByText('isi halaman').closest('.ant-card')).not.toBeNull();
  });
});
