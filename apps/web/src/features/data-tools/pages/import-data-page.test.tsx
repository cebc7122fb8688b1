import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportDataPage } from './import-data-page';

let kodeToko = 'PST';
vi.mock('../../../lib/use-session', () => ({
  useSession: () => ({ user: { kode_toko: kodeToko } }),
}));
const notifyError = vi.fn();
vi.mock('../../../lib/notify', () => ({
  notifyError: (text: string) => notifyError(text),
  notifySuccess: vi.fn(),
}));
const post = vi.fn();
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  api: { post: (...args: unknown[]) => post(...args), get: vi.fn() },
}));

function renderPage() {
  const router = createMemoryRouter([{ path: '/import-data', element: <ImportDataPage /> }], {
    initialEntries: ['/import-data'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ImportDataPage', () => {
  beforeEach(() => {
    notifyError.mockReset();
    post.mockReset();
  });

  it('asks for the type first and sends nothing (SPEC §5)', async () => {
    kodeToko = 'PST';
    renderPage();
    await userEvent.click(screen.getByTestId('import-submit'));
    expect(notifyError).toHaveBeenCalledWith('Type Belum Di Pilih');
    expect(post).not.toHaveBeenCalled();
  });

  it('shop TRA has penjualan chosen and cannot choose another (SPEC §6)', async () => {
    kodeToko = 'TRA';
    renderPage();
    const select = screen.getByTestId('import-type');
    expect(select.textContent).toContain('Penjualan');
    expect(select.className).toContain('ant-select-disabled');
    expect(screen.getByText('Nama file harus memuat "penjualan" dan berakhiran .csv')).toBeTruthy();
    // With the type given, the file is what is missing.
    await userEvent.click(screen.getByTestId('import-submit'));
    expect(notifyError).toHaveBeenCalledWith('File Belum Di Pilih');
  });
});
