import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginResponse } from '@toko/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, startSession } from '../../../lib/storage';
import { getClosingState, resetClosingState, setClosingState } from '../closing-state';
import { ClosingRefusalModal } from './closing-refusal-modal';

const spv = (grants: string[]): LoginResponse => ({
  token: 't',
  user: {
    user_id: 'SPV',
    user_name: 'Supervisor',
    level: 'SPV',
    kode_toko: 'PST',
    nama_toko: 'Toko Emas Pusat',
    tgl_system: '2026-11-22',
  },
  modules: [],
  menu: [],
  grants,
  pembulatan: 500,
  today: '2026-11-22',
  time_zone: 'Asia/Jakarta',
  must_change_password: false,
});

const refusal = {
  message:
    'Toko belum dapat ditutup: masih ada 1 penjualan yang belum divalidasi; masih ada 2 pembelian yang belum divalidasi',
  blockers: [
    { message: 'masih ada 1 penjualan yang belum divalidasi', path: '/validasi-penjualan' },
    { message: 'masih ada 2 pembelian yang belum divalidasi', path: '/validasi-jual-beli?tab=pembelian' },
  ],
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <ClosingRefusalModal /> },
      { path: '/validasi-penjualan', element: <p>layar validasi penjualan</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  resetClosingState();
  clearSession();
});

describe('ClosingRefusalModal', () => {
  it('lists each reason with a link to the screen that clears it, and goes there', async () => {
    startSession(spv(['validasi-penjualan', 'validasi-jual-beli']));
    const router = renderAt('/dashboard');
    act(() => setClosingState({ refusal }));
    expect(await screen.findByText('Toko belum dapat ditutup')).toBeTruthy();
    const reasons = screen.getAllByTestId('closing-blocker').map((item) => item.textContent);
    expect(reasons).toEqual([
      'Masih ada 1 penjualan yang belum divalidasiBuka Validasi Penjualan ',
      'Masih ada 2 pembelian yang belum divalidasiBuka Validasi Jual Beli ',
    ]);
    const links = screen.getAllByTestId('closing-blocker-link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/validasi-penjualan',
      '/validasi-jual-beli?tab=pembelian',
    ]);

    await userEvent.click(links[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/validasi-penjualan');
    expect(getClosingState().refusal).toBeNull();
  });

  it('names a screen outside the user’s menu without linking to a refusal', async () => {
    startSession(spv(['validasi-penjualan']));
    renderAt('/dashboard');
    act(() => setClosingState({ refusal }));
    await screen.findByText('Toko belum dapat ditutup');
    expect(screen.getAllByTestId('closing-blocker-link')).toHaveLength(1);
    expect(screen.getByText('Dikerjakan di Validasi Jual Beli')).toBeTruthy();
  });
});
