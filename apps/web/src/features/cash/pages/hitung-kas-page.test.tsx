import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type HitungKasStatus, OTORISASI_CODES } from '@toko/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { HitungKasPage } from './hitung-kas-page';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
const get = vi.fn();
const post = vi.fn();
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  api: { post: (...args: unknown[]) => post(...args), get: (...args: unknown[]) => get(...args) },
}));

const BUKU: HitungKasStatus = {
  tanggal: '2026-11-22',
  kas_buku: 1_250_500,
  awal: 1_000_000,
  masuk: 300_500,
  keluar: 50_000,
  selisih_tercatat: 0,
  hitungan: null,
  sesuai: false,
  wajib: true,
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/hitung-kas', element: <HitungKasPage /> }], {
    initialEntries: ['/hitung-kas'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function typeDrawer(notes: number, lainLain: number) {
  await userEvent.type(await screen.findByTestId('pecahan-K100000'), String(notes));
  await userEvent.type(screen.getByTestId('pecahan-lain-lain'), String(lainLain));
}

describe('HitungKasPage', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    get.mockResolvedValue(BUKU);
  });

  it('shows the book, adds the drawer up as typed and saves a count equal to the book without asking', async () => {
    renderPage();
    expect((await screen.findByTestId('hitung-kas-buku')).textContent).toBe('Rp 1,250,500');
    await typeDrawer(12, 50_500);
    expect(screen.getByTestId('pecahan-K100000-jumlah').textContent).toBe('Rp 1,200,000');
    expect(screen.getByTestId('hitung-kas-dihitung').textContent).toBe('Rp 1,250,500');
    expect(screen.getByTestId('hitung-kas-selisih').textContent).toBe('Sesuai');
    post.mockResolvedValue({ ...BUKU, sesuai: true });
    await userEvent.click(screen.getByTestId('hitung-kas-simpan'));
    await vi.waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(post.mock.calls[0]).toEqual([
      'cash/hitung-kas',
      { kas_buku: 1_250_500, pecahan: { K100000: 12 }, lain_lain: 50_500 },
    ]);
    expect(screen.queryByTestId('otorisasi-dialog')).toBeNull();
  });

  it('names a short drawer and asks a supervisor before sending it', async () => {
    renderPage();
    await typeDrawer(12, 38_200);
    expect(screen.getByTestId('hitung-kas-selisih').textContent).toBe('Kurang Rp 12,300');
    await userEvent.click(screen.getByTestId('hitung-kas-simpan'));
    expect(await screen.findByText(/berbeda Kurang Rp 12,300 dari kas buku/)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for otorisasi when the server finds a difference the screen did not', async () => {
    post.mockRejectedValueOnce(
      new ApiError(422, 'Selisih kas perlu otorisasi', { code: OTORISASI_CODES.diperlukan }),
    );
    renderPage();
    await typeDrawer(12, 50_500);
    await userEvent.click(screen.getByTestId('hitung-kas-simpan'));
    expect(await screen.findByText(/dari kas buku/)).toBeTruthy();
  });
});
