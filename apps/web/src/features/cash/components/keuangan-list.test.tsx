import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Keuangan, type LoginResponse, TEXTS } from '@toko/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '../../../lib/csv-export';
import { clearSession, startSession } from '../../../lib/storage';
import { getKeuanganPage, type KeuanganPageQuery } from '../api/get-keuangan-page';
import { KeuanganList } from './keuangan-list';

vi.mock('../api/get-keuangan-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/get-keuangan-page')>()),
  getKeuanganPage: vi.fn(),
}));
vi.mock('../../../lib/csv-export', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/csv-export')>()),
  downloadCsv: vi.fn(),
}));
vi.mock('../../../lib/use-session', () => ({
  useSession: () => ({ user: { tgl_system: '2026-11-22', level: 'KASIR' }, modules: [] }),
  minSelectableDate: () => '2026-11-22',
}));
vi.mock('../../../components/master-select/get-master-active', () => ({
  useMasterActive: () => ({
    data: [{ id: 1, kode_transaksi: 'MODAL', nama_transaksi: 'SETORAN MODAL', jenis_transaksi: 'MASUK' }],
    isLoading: false,
  }),
}));

const row = (id: number, over: Partial<Keuangan> = {}): Keuangan => ({
  id,
  tanggal: '2026-11-22',
  kategori: 'MODAL',
  jenis: 'CASH',
  no_rekening: '',
  kode_bank: '',
  deskripsi: `PST-UK-261122-${String(id).padStart(4, '0')}`,
  keterangan: 'SETORAN MODAL',
  jumlah_in: 5_000_000,
  jumlah_out: 0,
  fee: 0,
  status: 'DONE',
  input_by: 'OWNER',
  valid_by: 'OWNER',
  created_at: '2026-11-22T03:00:00.000Z',
  ...over,
});

/** The server: filters by method, slices by skip/limit. */
function serve(rows: Keuangan[]) {
  vi.mocked(getKeuanganPage).mockImplementation(async (query: KeuanganPageQuery) => {
    const matching = query.jenis ? rows.filter((item) => item.jenis === query.jenis) : rows;
    return { data: matching.slice(query.skip, query.skip + query.limit), count: matching.length };
  });
}

function renderList(kategori?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KeuanganList kategori={kategori} fileName="uang-kas" />
    </QueryClientProvider>,
  );
}

const rowCells = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td')];

const lastQuery = () => vi.mocked(getKeuanganPage).mock.lastCall?.[0];

describe('KeuanganList', () => {
  // The shop runs on Makassar time (UTC+8), unlike the test runner: a row stamped 03:00 UTC
  // reads 11:00, the shop's clock, in the table and the export.
  beforeAll(() => {
    startSession({
      token: 't',
      user: {
        user_id: 'KASIR',
        user_name: 'Kasir',
        level: 'KASIR',
        kode_toko: 'PST',
        nama_toko: 'Toko Emas Pusat',
        tgl_system: '2026-11-22',
      },
      modules: [],
      menu: [],
      grants: [],
      pembulatan: 500,
      today: '2026-11-22',
      time_zone: 'Asia/Makassar',
      must_change_password: false,
    } satisfies LoginResponse);
  });
  afterAll(() => clearSession());
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('asks for the business day of its category, and reads each row as staff do', async () => {
    serve([
      row(2, {
        kategori: 'TAMBAH UANG BANK',
        jenis: 'TRANSFER',
        no_rekening: '9876543210',
        kode_bank: 'MANDIRI',
        keterangan: 'SETOR HARIAN',
        jumlah_in: 3_000_000,
      }),
    ]);
    renderList('TAMBAH UANG BANK');
    await screen.findByText('PST-UK-261122-0002');
    const cells = rowCells();
    expect(lastQuery()).toEqual({
      skip: 0,
      limit: 10,
      search: undefined,
      dari: '2026-11-22',
      sampai: '2026-11-22',
      jenis: undefined,
      kategori: 'TAMBAH UANG BANK',
    });
    expect(cells.map((cell) => cell.textContent).slice(1)).toEqual([
      'TAMBAH UANG BANK',
      'TRANSFER9876543210 · MANDIRI',
      'SETOR HARIAN',
      '3,000,000',
      '-',
      'OWNER',
    ]);
    expect(cells[0]?.textContent).toBe('PST-UK-261122-000222 November 2026 11:00');
  });

  it('names a manual entry by its Kode Transaksi and shows Tidak Ada Data for an empty day', async () => {
    serve([row(1)]);
    const { unmount } = renderList();
    await screen.findByText('PST-UK-261122-0001');
    expect(rowCells()[1]?.textContent).toBe('MODALSETORAN MODAL');
    unmount();
    serve([]);
    renderList();
    expect(await screen.findByText(TEXTS.noData)).toBeTruthy();
  });

  it('filters by method from the first page, and exports every match 100 rows at a time', async () => {
    const rows = Array.from({ length: 150 }, (_, index) =>
      row(index + 1, { jenis: index % 3 === 0 ? 'CASH' : 'TRANSFER' }),
    );
    serve(rows);
    renderList();
    await screen.findByText('PST-UK-261122-0001');
    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText('PST-UK-261122-0011');

    const metode = screen.getByTestId('filter-jenis');
    await userEvent.click(within(metode.closest('.ant-select') ?? metode).getByRole('combobox'));
    const transfer = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (option) => option.textContent === 'TRANSFER',
    );
    await userEvent.click(transfer as HTMLElement);
    await vi.waitFor(() => expect(screen.getByText('Total 100 data')).toBeTruthy());
    expect(lastQuery()).toMatchObject({ skip: 0, limit: 10, jenis: 'TRANSFER' });
    // The old page is never asked for under the new filter.
    const transfers = vi.mocked(getKeuanganPage).mock.calls.filter(([query]) => query.jenis === 'TRANSFER');
    expect(transfers.map(([query]) => query.skip)).toEqual([0]);

    vi.mocked(getKeuanganPage).mockClear();
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await vi.waitFor(() => expect(downloadCsv).toHaveBeenCalledOnce());
    expect(
      vi.mocked(getKeuanganPage).mock.calls.map(([query]) => [query.skip, query.limit, query.jenis]),
    ).toEqual([[0, 100, 'TRANSFER']]);
    const [fileName, csv] = vi.mocked(downloadCsv).mock.calls[0] as [string, string];
    expect(fileName).toBe('uang-kas-2026-11-22-2026-11-22');
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(101);
    expect(lines[0]).toBe(
      'Tanggal,Jam,No Ref,Kategori,Nama Kategori,Jenis,No Rekening,Bank,Keterangan,Masuk,Keluar,Oleh',
    );
    expect(lines[1]).toBe(
      '2026-11-22,11:00,PST-UK-261122-0002,MODAL,SETORAN MODAL,TRANSFER,,,SETORAN MODAL,5000000,0,OWNER',
    );
  });
});
