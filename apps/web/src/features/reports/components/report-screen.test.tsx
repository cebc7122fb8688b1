import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReportDefinition, type ReportQuery, type ReportRow, TEXTS } from '@toko/shared';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { WEB_TEXTS } from '../../../texts';
import { ReportScreen } from './report-screen';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  api: { post: vi.fn(), download: vi.fn() },
}));
vi.mock('../../../lib/save-blob', () => ({ saveBlob: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
const session = vi.hoisted(() => ({ level: 'KASIR' }));
vi.mock('../../../lib/use-session', () => ({
  useSession: () => ({
    user: { tgl_system: '2026-11-22', level: session.level, kode_toko: 'PST', user_id: 'OWNER' },
    modules: [],
  }),
  useCanUseMenu: () => false,
  minSelectableDate: () => undefined,
}));
vi.mock('../../../components/master-select/get-master-active', () => ({
  useMasterActive: () => ({ data: [{ id: 1, kode_sales: 'S01', nama_sales: 'ANI' }], isLoading: false }),
}));
vi.mock('../api/get-report-options', () => ({
  useReportShops: () => ({ data: [{ kode_toko: 'PST', nama_toko: 'Pusat' }], isLoading: false }),
  useReportUsers: () => ({ data: [] }),
}));

const DEFINITION: ReportDefinition = {
  name: 'transaksi-penjualan',
  title: 'Laporan Transaksi Penjualan',
  group: 'Penjualan',
  filters: ['sales'],
  columns: [
    { key: 'tanggal', title: 'Tanggal', kind: 'date' },
    { key: 'no_faktur_jual', title: 'No Nota', kind: 'text' },
    { key: 'berat', title: 'Berat', kind: 'gram', total: true },
    { key: 'harga_jual', title: 'Total', kind: 'rupiah', total: true },
    { key: 'status', title: 'Status', kind: 'status', statusKind: 'penjualan' },
  ],
  paged: true,
};

const row = (index: number): ReportRow => ({
  tanggal: '2026-11-22',
  no_faktur_jual: `PST-FJ-261122-${String(index).padStart(4, '0')}`,
  berat: 3.27,
  harga_jual: 5_003_500,
  status: 'OK',
});

/** The server: 120 rows, answered page by page, with totals of all of them. */
function serve(count: number) {
  vi.mocked(api.post).mockImplementation(async (_path: string, body: unknown) => {
    const query = body as ReportQuery;
    return {
      data: Array.from({ length: Math.max(0, Math.min(query.limit, count - query.skip)) }, (_, index) =>
        row(query.skip + index + 1),
      ),
      count,
      totals: { berat: 3.27 * count, harga_jual: 5_003_500 * count },
      kode_toko: 'PST',
    };
  });
}

/** The screen at its route, or opened from a link (`?tanggal=…&cari=…`). */
function renderScreen(url = '/laporan-transaksi-penjualan') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}>
        <ReportScreen definition={DEFINITION} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const lastQuery = () => vi.mocked(api.post).mock.lastCall?.[1] as ReportQuery | undefined;
const bodyRows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];

describe('ReportScreen', () => {
  beforeEach(() => {
    vi.mocked(api.post).mockReset();
    vi.mocked(notifySuccess).mockClear();
    vi.mocked(notifyError).mockClear();
    session.level = 'KASIR';
  });

  it('asks nothing before Cari, then the first page of the business day, and says the report is there', async () => {
    serve(120);
    renderScreen();
    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByText(TEXTS.noData)).toBeTruthy();
    // No shop choice below the owner levels.
    expect(document.querySelector('[data-testid="filter-toko"]')).toBeNull();

    await userEvent.click(screen.getByTestId('report-cari'));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(TEXTS.reportAvailable));
    expect(lastQuery()).toEqual({ tgl_from: '2026-11-22', tgl_to: '2026-11-22', skip: 0, limit: 50 });
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    const cells = bodyRows()[0]?.querySelectorAll('td') ?? [];
    expect([...cells].map((cell) => cell.textContent)).toEqual([
      '22-11-2026',
      'PST-FJ-261122-0001',
      '3.270',
      '5,003,500',
      // The line's stored state OK, in the word of a sale's line (decision 036).
      'Berlaku',
    ]);
    expect(getComputedStyle(cells[2] as HTMLElement).textAlign).toBe('right');
    expect(getComputedStyle(cells[1] as HTMLElement).textAlign).not.toBe('right');
    // The totals are of all 120 rows, not the page.
    const totals = screen.getByTestId('report-totals').textContent;
    expect(totals).toBe(`TOTAL${'392.400'}${'600,420,000'}`);
    expect(screen.getByText('Total 120 data')).toBeTruthy();
  });

  it('shows how far an Excel export got: preparing the rows the search counted, then the bytes received', async () => {
    serve(120_000);
    let progress: ((bytes: number) => void) | undefined;
    let finish: (() => void) | undefined;
    vi.mocked(api.download).mockImplementation(
      (_path, _body, options) =>
        new Promise((resolve) => {
          progress = options?.onProgress;
          finish = () => resolve({ blob: new Blob(['x']), fileName: 'laporan.xlsx' });
        }),
    );
    renderScreen();
    await userEvent.click(screen.getByTestId('report-cari'));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    expect(screen.queryByTestId('export-progress')).toBeNull();
    await userEvent.click(screen.getByTestId('export-excel'));
    await waitFor(() =>
      expect(screen.getByTestId('export-progress').textContent).toBe('Menyiapkan Excel 120,000 baris...'),
    );
    act(() => progress?.(0));
    expect(screen.getByTestId('export-progress').textContent).toBe(
      WEB_TEXTS.report.exportMenyiapkan(120_000),
    );
    act(() => progress?.(300 * 1024));
    expect(screen.getByTestId('export-progress').textContent).toBe('Mengunduh Excel: 300 KB diterima');
    act(() => progress?.(12.34 * 1024 * 1024));
    expect(screen.getByTestId('export-progress').textContent).toBe('Mengunduh Excel: 12.3 MB diterima');
    act(() => finish?.());
    await waitFor(() => expect(screen.queryByTestId('export-progress')).toBeNull());
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'laporan.xlsx');
  });

  it('pages on the server and keeps the searched filters', async () => {
    serve(120);
    renderScreen();
    await userEvent.type(screen.getByTestId('report-search'), 'cincin');
    await userEvent.click(screen.getByTestId('report-cari'));
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await userEvent.click(document.querySelector('.ant-pagination-item-3') as HTMLElement);
    await waitFor(() => expect(lastQuery()).toMatchObject({ skip: 100, limit: 50, search: 'cincin' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(bodyRows()[0]?.textContent).toContain('PST-FJ-261122-0101');
    // Paging is not a new search: no second toast.
    expect(notifySuccess).toHaveBeenCalledTimes(1);
  });

  it("says 'Laporan Tidak Tersedia' when nothing matches, and the server's words when refused", async () => {
    serve(0);
    renderScreen();
    await userEvent.click(screen.getByTestId('report-cari'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(TEXTS.reportUnavailable));
    expect(document.querySelector('[data-testid="report-totals"]')).toBeNull();
    expect((screen.getByTestId('export-pdf') as HTMLButtonElement).disabled).toBe(true);

    vi.mocked(api.post).mockRejectedValue(new ApiError(400, 'Rentang Tanggal Maksimal 366 Hari'));
    await userEvent.click(screen.getByTestId('report-cari'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Rentang Tanggal Maksimal 366 Hari'));
    vi.mocked(api.post).mockRejectedValue(new TypeError('boom'));
    await userEvent.click(screen.getByTestId('report-cari'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(TEXTS.reportFailed));
  });

  it('lets owner levels choose another shop or the whole chain', async () => {
    session.level = 'OWN';
    serve(1);
    renderScreen();
    expect(document.querySelector('[data-testid="filter-toko"]')).not.toBeNull();
    await userEvent.click(screen.getByTestId('report-cari'));
    // Their own shop is the default: not sent, the server takes the caller's.
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('kode_toko', expect.anything()));
  });

  it('opened from a link to a document, searches its day and number at once, without a notice', async () => {
    serve(1);
    renderScreen('/laporan-transaksi-penjualan?tanggal=2026-11-20&cari=PST-FJ-261120-0007');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        tgl_from: '2026-11-20',
        tgl_to: '2026-11-20',
        search: 'PST-FJ-261120-0007',
        skip: 0,
        limit: 50,
      }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(api.post).toHaveBeenCalledTimes(1);
    expect((screen.getByTestId('report-search') as HTMLInputElement).value).toBe('PST-FJ-261120-0007');
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
