import { act, render, screen, waitFor } from '@testing-library/react';
import { type PapanHarga, SOCKET_EVENTS, TEXTS } from '@toko/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_TEXTS } from '../../../texts';
import { PapanHargaPage } from './papan-harga-page';

vi.mock('../../../lib/api-client', () => ({
  apiUrl: async (path: string) => `/api/${path}`,
  getApiOrigin: async () => 'http://toko.test',
}));
const socket = vi.hoisted(() => {
  const handlers = new Map<string, () => void>();
  return {
    handlers,
    options: undefined as unknown,
    fake: { on: (event: string, handler: () => void) => handlers.set(event, handler), disconnect: () => {} },
  };
});
vi.mock('socket.io-client', () => ({
  io: (_origin: string, options: unknown) => {
    socket.options = options;
    return socket.fake;
  },
}));

const PAPAN: PapanHarga = {
  kode_toko: 'PST',
  nama_toko: 'Toko Emas Pusat',
  logo_url: null,
  tanggal: '2026-11-22',
  diperbarui_hari_ini: true,
  terakhir_diubah: '2026-11-22T01:30:00.000Z',
  kondisi_nota: 'MULUS',
  harga: [
    {
      kode_group: '750',
      nama_group: 'EMAS 750',
      harga_jual: 1_500_000,
      harga_beli: 1_400_000,
      beli_dengan_nota: 1_350_000,
    },
  ],
};

/** The server: answers in turn, each a status and a body; remembers how it was asked. */
function serve(...answers: { status: number; body: unknown }[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return new Response(JSON.stringify(next?.body), { status: next?.status ?? 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBoard() {
  return render(
    <MemoryRouter initialEntries={['/papan-harga/PST']}>
      <Routes>
        <Route path="/papan-harga/:kode_toko" element={<PapanHargaPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PapanHargaPage', () => {
  beforeEach(() => socket.handlers.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows each group’s prices, the receipt column as an estimate, and when they last changed', async () => {
    const fetchMock = serve({ status: 200, body: PAPAN });
    renderBoard();
    const row = await screen.findByTestId('papan-harga-750');
    expect([...row.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'EMAS 750',
      'Rp 1,500,000',
      'Rp 1,350,000',
      'Rp 1,400,000',
    ]);
    expect(screen.getByText(`* ${WEB_TEXTS.papanHarga.catatanNota('MULUS')}`)).toBeTruthy();
    expect(screen.getByTestId('papan-harga-waktu').textContent).toMatch(/^Diperbarui pukul \d{2}:\d{2}$/);
    expect(screen.queryByTestId('papan-harga-belum')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/public/papan-harga/PST', expect.anything());
    // The board's socket names its shop, and no token.
    await waitFor(() => expect(socket.options).toMatchObject({ auth: { papan_harga: 'PST' } }));
  });

  it('says so when today’s prices were not entered', async () => {
    serve({ status: 200, body: { ...PAPAN, diperbarui_hari_ini: false, terakhir_diubah: null } });
    renderBoard();
    expect((await screen.findByTestId('papan-harga-belum')).textContent).toBe(
      TEXTS.papanHarga.belumDiperbarui,
    );
    expect(screen.getByTestId('papan-harga-waktu').textContent).toBe('');
  });

  it('shows no price while the shop’s board is off', async () => {
    serve({ status: 404, body: { message: TEXTS.papanHarga.tidakAktif } });
    renderBoard();
    expect((await screen.findByTestId('papan-harga-tidak-aktif')).textContent).toBe(
      TEXTS.papanHarga.tidakAktif,
    );
    expect(screen.queryByTestId('papan-harga-tabel')).toBeNull();
  });

  it('asks again past any cache when the shop’s prices change, and shows the new ones', async () => {
    const changed = {
      ...PAPAN,
      harga: [{ ...PAPAN.harga[0], harga_jual: 1_510_000 }] as PapanHarga['harga'],
    };
    const fetchMock = serve({ status: 200, body: PAPAN }, { status: 200, body: changed });
    renderBoard();
    await screen.findByText('Rp 1,500,000');
    await waitFor(() => expect(socket.handlers.has(SOCKET_EVENTS.hargaBerubah)).toBe(true));
    act(() => socket.handlers.get(SOCKET_EVENTS.hargaBerubah)?.());
    await screen.findByText('Rp 1,510,000');
    expect(fetchMock.mock.calls.at(-1)?.[1]).toMatchObject({ cache: 'reload' });
  });

  it('keeps the prices on screen when a look fails, and says it is trying again', async () => {
    serve({ status: 200, body: PAPAN }, { status: 500, body: {} });
    renderBoard();
    await screen.findByText('Rp 1,500,000');
    await waitFor(() => expect(socket.handlers.has(SOCKET_EVENTS.hargaBerubah)).toBe(true));
    act(() => socket.handlers.get(SOCKET_EVENTS.hargaBerubah)?.());
    await waitFor(() =>
      expect(screen.getByTestId('papan-harga-waktu').textContent).toContain(WEB_TEXTS.papanHarga.gagal),
    );
    expect(screen.getByText('Rp 1,500,000')).toBeTruthy();
  });
});
