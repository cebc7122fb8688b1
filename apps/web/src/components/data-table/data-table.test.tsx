import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageQuery, PageResult } from '@toko/shared';
import { TEXTS } from '@toko/shared';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '../../lib/csv-export';
import { notifyError } from '../../lib/notify';
import { DataTable, type DataTableProps } from './data-table';

vi.mock('../../lib/csv-export', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/csv-export')>()),
  downloadCsv: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({
  notifyError: vi.fn(),
  notifyInfo: vi.fn(),
  notifySuccess: vi.fn(),
}));

interface Batu {
  id: number;
  jenis_batu: string;
  nama_batu: string;
}

function makeRows(count: number): Batu[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    jenis_batu: `JB${String(index + 1).padStart(4, '0')}`,
    nama_batu: index % 2 === 0 ? 'RUBY' : 'SAFIR',
  }));
}

/** A server: filters by search, slices by skip/limit, counts the matches. */
function fakeServer(rows: Batu[]) {
  return vi.fn(async ({ skip, limit, search }: PageQuery): Promise<PageResult<Batu>> => {
    const matching = search ? rows.filter((row) => row.nama_batu.includes(search.toUpperCase())) : rows;
    return { data: matching.slice(skip, skip + limit), count: matching.length };
  });
}

const columns: DataTableProps<Batu>['columns'] = [
  { title: 'Jenis Batu', dataIndex: 'jenis_batu' },
  { title: 'Nama Batu', dataIndex: 'nama_batu' },
];

function renderTable(props: Partial<DataTableProps<Batu>> & Pick<DataTableProps<Batu>, 'fetchPage'>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
  return render(wrap(<DataTable<Batu> queryKey={['batu']} columns={columns} rowKey="id" {...props} />));
}

const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

describe('DataTable', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows the first page of the server list with the total', async () => {
    const fetchPage = fakeServer(makeRows(23));
    renderTable({ fetchPage });
    expect(await screen.findByText('JB0001')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith({ skip: 0, limit: 10, search: undefined });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Total 23 data')).toBeTruthy();
  });

  it('asks the server for the page the user opens', async () => {
    const fetchPage = fakeServer(makeRows(23));
    renderTable({ fetchPage });
    await screen.findByText('JB0001');
    await userEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('JB0021')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ skip: 20, limit: 10, search: undefined });
    expect(bodyRows()).toHaveLength(3);
  });

  it('changes the page size and starts again from the first page', async () => {
    const fetchPage = fakeServer(makeRows(60));
    renderTable({ fetchPage });
    await screen.findByText('JB0001');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('JB0011');
    const sizeChanger = document.querySelector<HTMLElement>('.ant-pagination-options .ant-select');
    await userEvent.click(sizeChanger as HTMLElement);
    const option25 = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((option) =>
      option.textContent?.startsWith('25'),
    );
    await userEvent.click(option25 as HTMLElement);
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(fetchPage).toHaveBeenLastCalledWith({ skip: 0, limit: 25, search: undefined });
    expect(screen.getByText('JB0001')).toBeTruthy();
  });

  it('searches on the server after a pause in typing, from the first page', async () => {
    const fetchPage = fakeServer(makeRows(40));
    renderTable({ fetchPage, searchPlaceholder: 'Cari Jenis Batu' });
    await screen.findByText('JB0001');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('JB0011');

    await userEvent.type(screen.getByPlaceholderText('Cari Jenis Batu'), ' safir ');
    await vi.waitFor(() => expect(screen.getByText('Total 20 data')).toBeTruthy());
    // One request for the whole word, not one per keystroke.
    const searches = fetchPage.mock.calls.map(([query]) => query.search).filter(Boolean);
    expect(searches).toEqual(['safir']);
    expect(fetchPage).toHaveBeenLastCalledWith({ skip: 0, limit: 10, search: 'safir' });
    expect(screen.getByText('JB0002')).toBeTruthy();
  });

  it("shows 'Tidak Ada Data' for an empty list", async () => {
    const fetchPage = fakeServer([]);
    renderTable({ fetchPage });
    expect(await screen.findByText(TEXTS.noData)).toBeTruthy();
    expect(bodyRows()).toHaveLength(0);
  });

  it("shows 'Tidak Ada Data' and logs when the list cannot be loaded", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchPage = vi.fn().mockRejectedValue({ status: 500, message: 'Terjadi kesalahan pada server' });
    renderTable({ fetchPage });
    expect(await screen.findByText(TEXTS.noData)).toBeTruthy();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    log.mockRestore();
  });

  it('moves back to the last page when rows disappear under it', async () => {
    let rows = makeRows(21);
    const fetchPage = vi.fn(async ({ skip, limit }: PageQuery) => ({
      data: rows.slice(skip, skip + limit),
      count: rows.length,
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DataTable<Batu> queryKey={['batu']} columns={columns} rowKey="id" fetchPage={fetchPage} />
      </QueryClientProvider>,
    );
    await screen.findByText('JB0001');
    await userEvent.click(screen.getByTitle('3'));
    await screen.findByText('JB0021');
    rows = rows.slice(0, 20);
    await client.invalidateQueries({ queryKey: ['batu'] });
    expect(await screen.findByText('JB0011')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ skip: 10, limit: 10, search: undefined });
  });

  it("starts from the first page when the screen's own filters (its key) change", async () => {
    const rows = makeRows(40);
    const fetchPage = vi.fn(async ({ skip, limit }: PageQuery) => ({
      data: rows.slice(skip, skip + limit),
      count: rows.length,
    }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const table = (jenis: string) => (
      <QueryClientProvider client={client}>
        <DataTable<Batu>
          queryKey={['batu', { jenis }]}
          columns={columns}
          rowKey="id"
          fetchPage={(query) => fetchPage({ ...query, jenis } as PageQuery)}
        />
      </QueryClientProvider>
    );
    const { rerender } = render(table('RUBY'));
    await screen.findByText('JB0001');
    await userEvent.click(screen.getByTitle('3'));
    await screen.findByText('JB0021');
    rerender(table('SAFIR'));
    await vi.waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ skip: 0, limit: 10, jenis: 'SAFIR' }),
    );
    expect(await screen.findByText('JB0001')).toBeTruthy();
    // The page open under the old filter is never asked for under the new one.
    const safir = fetchPage.mock.calls.filter(([query]) => (query as { jenis?: string }).jenis === 'SAFIR');
    expect(safir).toHaveLength(1);
  });

  it('shows the toolbar', async () => {
    renderTable({ fetchPage: fakeServer([]), toolbar: <Button>Tambah Data</Button> });
    expect(screen.getByRole('button', { name: 'Tambah Data' })).toBeTruthy();
  });

  describe('Export CSV', () => {
    const csvExport = {
      fileName: 'jenis-batu',
      columns: [
        { title: 'Jenis Batu', value: (row: Batu) => row.jenis_batu },
        { title: 'Nama Batu', value: (row: Batu) => row.nama_batu },
      ],
    };

    it('exports every row matching the search, 500 at a time', async () => {
      const fetchPage = fakeServer(makeRows(2400));
      renderTable({ fetchPage, csvExport });
      await screen.findByText('JB0001');
      await userEvent.type(screen.getByLabelText('Cari'), 'ruby');
      await vi.waitFor(() => expect(screen.getByText('Total 1,200 data')).toBeTruthy());
      fetchPage.mockClear();

      await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
      await vi.waitFor(() => expect(downloadCsv).toHaveBeenCalledOnce());

      expect(fetchPage.mock.calls.map(([query]) => query)).toEqual([
        { skip: 0, limit: 500, search: 'ruby' },
        { skip: 500, limit: 500, search: 'ruby' },
        { skip: 1000, limit: 500, search: 'ruby' },
      ]);
      const [fileName, csv] = vi.mocked(downloadCsv).mock.calls[0] as [string, string];
      expect(fileName).toBe('jenis-batu');
      const lines = csv.split('\r\n');
      expect(lines).toHaveLength(1201);
      expect(lines[0]).toBe('Jenis Batu,Nama Batu');
      expect(lines[1]).toBe('JB0001,RUBY');
      expect(lines[1200]).toBe('JB2399,RUBY');
    });

    it('exports in pages no larger than the endpoint answers', async () => {
      const fetchPage = fakeServer(makeRows(250));
      renderTable({ fetchPage, csvExport, exportPageSize: 100 });
      await screen.findByText('JB0001');
      fetchPage.mockClear();
      await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
      await vi.waitFor(() => expect(downloadCsv).toHaveBeenCalledOnce());
      expect(fetchPage.mock.calls.map(([query]) => [query.skip, query.limit])).toEqual([
        [0, 100],
        [100, 100],
        [200, 100],
      ]);
      const [, csv] = vi.mocked(downloadCsv).mock.calls[0] as [string, string];
      expect(csv.split('\r\n')).toHaveLength(251);
    });

    it('reports a failed export', async () => {
      const rows = makeRows(3);
      const fetchPage = vi.fn(async ({ skip, limit }: PageQuery) => {
        if (limit === 500) throw new Error('network down');
        return { data: rows.slice(skip, skip + limit), count: rows.length };
      });
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderTable({ fetchPage, csvExport });
      await screen.findByText('JB0001');
      await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
      await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith(TEXTS.reportFailed));
      expect(downloadCsv).not.toHaveBeenCalled();
      log.mockRestore();
    });

    it('is not offered without csvExport, and is disabled for an empty list', async () => {
      const { unmount } = renderTable({ fetchPage: fakeServer(makeRows(1)) });
      await screen.findByText('JB0001');
      expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
      unmount();
      renderTable({ fetchPage: fakeServer([]), csvExport });
      await screen.findByText(TEXTS.noData);
      const button = screen.getByRole<HTMLButtonElement>('button', { name: /Export CSV/ });
      expect(button.disabled).toBe(true);
      expect(within(button).getByText('Export CSV')).toBeTruthy();
    });
  });
});
