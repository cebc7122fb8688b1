import { render, screen } from '@testing-library/react';
import { type LoginResponse, TEXTS } from '@toko/shared';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, startSession } from '../../lib/storage';
import { RouteGate } from './route-gate';

const kasir: LoginResponse = {
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
  menu: [{ path: '/transaksi-penjualan', title: 'Transaksi Penjualan', type: 'transaksi-penjualan' }],
  grants: ['transaksi-penjualan'],
  pembulatan: 500,
  today: '2026-11-22',
  time_zone: 'Asia/Jakarta',
  must_change_password: false,
};

/** The shell's shape: known paths carry their meta, anything else falls to '*'. */
function openAt(path: string) {
  const page = (text: string) => <p>{text}</p>;
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouteGate>
            <Outlet />
          </RouteGate>
        ),
        children: [
          {
            path: '/transaksi-penjualan',
            handle: { path: '/transaksi-penjualan', title: 'Transaksi Penjualan' },
            element: page('layar penjualan'),
          },
          {
            path: '/master-group',
            handle: { path: '/master-group', title: 'Master Group' },
            element: page('x'),
          },
          {
            path: '/laporan-penjualan-margin',
            handle: { path: '/laporan-penjualan-margin', title: 'Laporan Penjualan Margin' },
            element: page('laporan margin'),
          },
          { path: '*', element: page('tidak pernah tampil') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => clearSession());

describe('RouteGate', () => {
  it('opens a page of the user’s menu', async () => {
    startSession(kasir);
    openAt('/transaksi-penjualan');
    expect(await screen.findByText('layar penjualan')).toBeTruthy();
  });

  it('refuses a real page outside the user’s menu', async () => {
    startSession(kasir);
    openAt('/master-group');
    expect(await screen.findByText(TEXTS.accessDeniedTitle)).toBeTruthy();
    expect(screen.queryByText(TEXTS.notFoundTitle)).toBeNull();
  });

  it('tells an owner which module and screen open a report the shop has not switched on', async () => {
    startSession({ ...kasir, user: { ...kasir.user, user_id: 'OWNER', level: 'OWN' } });
    openAt('/laporan-penjualan-margin');
    expect(await screen.findByText(TEXTS.moduleOff(['SEMI_GROSIR_MODULE']))).toBeTruthy();
    expect(screen.queryByText(TEXTS.accessDeniedHint)).toBeNull();
  });

  it('says a mistyped address does not exist, with the way home, rather than refusing it', async () => {
    startSession(kasir);
    openAt('/halaman-tidak-ada');
    expect(await screen.findByText(TEXTS.notFoundTitle)).toBeTruthy();
    expect(screen.getByText(TEXTS.notFoundHint)).toBeTruthy();
    expect(screen.getByRole('button', { name: TEXTS.goHome })).toBeTruthy();
    expect(screen.queryByText(TEXTS.accessDeniedTitle)).toBeNull();
  });
});
