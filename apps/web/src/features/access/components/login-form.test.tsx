import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LoginResponse, TEXT_NOT_ALLOWED, TEXTS } from '@toko/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { clearSession } from '../../../lib/storage';
import { getShopOptions } from '../api/get-shop-options';
import { login } from '../api/login';
import { LoginForm } from './login-form';

vi.mock('../api/get-shop-options', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/get-shop-options')>()),
  getShopOptions: vi.fn(),
}));
vi.mock('../api/login', () => ({ login: vi.fn() }));

const session: LoginResponse = {
  token: 'abc',
  user: {
    user_id: 'OWNER',
    user_name: 'Pemilik',
    level: 'OWNER',
    kode_toko: 'PST',
    nama_toko: 'Toko Emas Pusat',
    tgl_system: '2026-11-22',
  },
  modules: [],
  menu: [],
  grants: [],
  pembulatan: 1000,
  today: '2026-11-22',
  time_zone: 'Asia/Jakarta',
  must_change_password: false,
};

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginForm /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LoginForm', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    vi.mocked(getShopOptions).mockResolvedValue([{ kode_toko: 'PST', nama_toko: 'Toko Emas Pusat' }]);
    vi.mocked(login).mockReset();
  });

  it('answers an empty form with the shared schema’s messages and sends nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Kode Toko Harus Diisi')).toBeTruthy();
    expect(screen.getByText('User ID Harus Diisi')).toBeTruthy();
    expect(screen.getByText('Password Harus Diisi')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('refuses a control character in the password as the server would', async () => {
    renderForm();
    await userEvent.type(screen.getByTestId('login-password'), 'a\u0000');
    expect(await screen.findByText(TEXT_NOT_ALLOWED)).toBeTruthy();
  });

  it('signs in with the last shop and the user id in capitals, then opens the dashboard', async () => {
    localStorage.setItem('last_kode_toko', 'PST');
    vi.mocked(login).mockResolvedValue(session);
    const router = renderForm();
    await userEvent.type(screen.getByTestId('login-user'), 'owner');
    await userEvent.type(screen.getByTestId('login-password'), 'rahasia');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(login).toHaveBeenCalledWith({ kode_toko: 'PST', user_id: 'OWNER', password: 'rahasia' });
    expect(localStorage.getItem('token')).toBe('abc');
  });

  it('shows the server’s refusal and empties the password', async () => {
    localStorage.setItem('last_kode_toko', 'PST');
    vi.mocked(login).mockRejectedValue(new ApiError(401, TEXTS.loginFailed));
    renderForm();
    await userEvent.type(screen.getByTestId('login-user'), 'owner');
    await userEvent.type(screen.getByTestId('login-password'), 'salah');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toContain(TEXTS.loginFailed);
    expect((screen.getByTestId('login-password') as HTMLInputElement).value).toBe('');
  });

  it('says when the shop list cannot be loaded', async () => {
    vi.mocked(getShopOptions).mockRejectedValue(new ApiError(0, TEXTS.connectionProblem));
    renderForm();
    expect(await screen.findByText('Daftar toko tidak dapat dimuat')).toBeTruthy();
  });
});
