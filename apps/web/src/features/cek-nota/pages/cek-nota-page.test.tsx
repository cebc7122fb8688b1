import { render, screen } from '@testing-library/react';
import { type CekNota, TEXTS } from '@toko/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_TEXTS } from '../../../texts';
import { CekNotaPage } from './cek-nota-page';

vi.mock('../../../lib/api-client', () => ({ apiUrl: async (path: string) => `/api/${path}` }));

const NOTA: CekNota = {
  jenis: 'PENJUALAN',
  nama_toko: 'Toko Emas Pusat',
  alamat_toko: 'Jl. Merdeka 1',
  logo_url: null,
  nomor: 'PST-FJ-261122-0001',
  tanggal: '2026-11-22',
  jam: '10:15',
  batal: false,
  baris: [
    {
      nama_barang: 'CINCIN SEGRAM',
      kadar_cetak: '750',
      berat: 1,
      harga: 1_500_000,
      batal: false,
      dibeli_kembali: false,
      perkiraan: { min: 1_275_000, max: 1_450_000 },
    },
    {
      nama_barang: 'LIONTIN SALAH',
      kadar_cetak: '750',
      berat: 1.5,
      harga: 2_250_000,
      batal: true,
      dibeli_kembali: false,
      perkiraan: null,
    },
  ],
  total: 1_500_000,
  perkiraan: { min: 1_275_000, max: 1_450_000 },
  hutang: null,
};

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(token = 'abcd.efghijklmnopqrstuv') {
  return render(
    <MemoryRouter initialEntries={[`/cek-nota/${token}`]}>
      <Routes>
        <Route path="/cek-nota/:token" element={<CekNotaPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('CekNotaPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the receipt as genuine, its pieces, a cancelled one as BATAL, and the estimate as one', async () => {
    const fetchMock = serve(200, NOTA);
    renderPage();
    expect((await screen.findByTestId('cek-nota-status')).textContent).toBe(TEXTS.cekNota.asli);
    expect(fetchMock).toHaveBeenCalledWith('/api/public/cek-nota/abcd.efghijklmnopqrstuv', expect.anything());
    expect(screen.getByTestId('cek-nota-nomor').textContent).toBe('PST-FJ-261122-0001');
    const pieces = screen.getAllByTestId('cek-nota-barang');
    expect(pieces.map((piece) => piece.getAttribute('data-batal'))).toEqual(['false', 'true']);
    expect(pieces[1]?.textContent).toContain(TEXTS.cekNota.batal);
    expect(pieces[0]?.textContent).toContain('1.000 gr');
    expect(screen.getByTestId('cek-nota-total').textContent).toBe('Rp 1,500,000');
    const estimate = screen.getByTestId('cek-nota-perkiraan');
    expect(estimate.textContent).toContain(TEXTS.cekNota.perkiraan);
    expect(estimate.textContent).toContain('Rp 1,275,000 – Rp 1,450,000');
    expect(estimate.textContent).toContain(TEXTS.cekNota.perkiraanCatatan);
  });

  it('says a receipt the shop never issued is not recognised', async () => {
    serve(404, { message: TEXTS.cekNota.tidakDikenali });
    renderPage();
    const unknown = await screen.findByTestId('cek-nota-tidak-dikenali');
    expect(unknown.textContent).toContain(TEXTS.cekNota.tidakDikenali);
    expect(screen.queryByTestId('cek-nota')).toBeNull();
  });

  it('tells a failed check apart from a false receipt', async () => {
    serve(500, {});
    renderPage();
    expect(await screen.findByText(WEB_TEXTS.cekNota.gagal)).toBeTruthy();
    expect(screen.queryByTestId('cek-nota-tidak-dikenali')).toBeNull();
  });

  it('shows a pawn slip’s standing and due date, with no estimate', async () => {
    serve(200, {
      ...NOTA,
      jenis: 'HUTANG',
      baris: [{ ...NOTA.baris[0], perkiraan: null }],
      total: 2_000_000,
      perkiraan: null,
      hutang: { status: 'Berjalan', tgl_jatuh_tempo: '2027-03-22' },
    });
    renderPage();
    const receipt = await screen.findByTestId('cek-nota');
    expect(receipt.textContent).toContain(WEB_TEXTS.cekNota.notaHutang);
    expect(receipt.textContent).toContain('Berjalan');
    expect(receipt.textContent).toContain(WEB_TEXTS.cekNota.pokok);
    expect(screen.queryByTestId('cek-nota-perkiraan')).toBeNull();
  });
});
