import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import type { ApiDocument } from '../openapi';
import { ApiDocsPage } from './api-docs-page';

vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  api: { get: vi.fn() },
}));
vi.mock('../../../lib/save-blob', () => ({ saveBlob: vi.fn() }));

const DOCUMENT: ApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Toko Emas Back Office API',
    version: '0.1.0',
    description: 'Semua panggilan memakai JSON, token di `x-auth-token`.',
  },
  paths: {
    '/api/hutang/{no_hutang}': {
      get: {
        tags: ['hutang'],
        parameters: [{ name: 'no_hutang', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { no_hutang: { type: 'string' }, pokok: { type: 'integer', minimum: 0 } },
                  required: ['no_hutang'],
                },
              },
            },
          },
          '404': { description: 'Data tidak ditemukan' },
        },
        'x-akses': { menu: ['lihat-hutang'] },
      },
    },
    '/api/penjualan': {
      post: {
        tags: ['penjualan'],
        requestBody: {
          content: {
            'application/json': { schema: { type: 'object', properties: { no_hp: { type: 'string' } } } },
          },
        },
        responses: {},
        'x-akses': { menu: ['transaksi-penjualan'] },
      },
    },
  },
};

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiDocsPage />
    </QueryClientProvider>,
  );
}

describe('ApiDocsPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(api.get).mockResolvedValue(DOCUMENT);
  });

  it('lists the calls by area and opens one to its parameters, answers and access', async () => {
    renderPage();
    expect(await screen.findByText('2 panggilan dalam 2 area')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('openapi.json');
    expect(screen.getByText('x-auth-token').tagName).toBe('CODE');
    await userEvent.click(screen.getByText('hutang'));
    await userEvent.click(await screen.findByText('/api/hutang/{no_hutang}'));
    expect(await screen.findByText('Akses: Menu Lihat Hutang')).toBeTruthy();
    expect(screen.getByText('no_hutang (path)')).toBeTruthy();
    const pokok = screen.getByText('pokok').closest('tr') as HTMLElement;
    expect(within(pokok).getByText('integer (≥ 0)')).toBeTruthy();
    expect(screen.getByText('Data tidak ditemukan')).toBeTruthy();
  });

  it('finds a call by a word of its path or menu, and says when nothing matches', async () => {
    renderPage();
    await screen.findByText('2 panggilan dalam 2 area');
    const search = screen.getByLabelText('Cari path, area atau menu');
    await userEvent.type(search, 'transaksi-penjualan');
    expect(await screen.findByText('1 panggilan dalam 1 area')).toBeTruthy();
    // The matching area opens by itself.
    expect(screen.getByText('/api/penjualan')).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'tidak-ada');
    expect(await screen.findByText('Tidak ada panggilan yang cocok')).toBeTruthy();
  });

  it('downloads the document as openapi.json', async () => {
    renderPage();
    await screen.findByText('2 panggilan dalam 2 area');
    await userEvent.click(screen.getByRole('button', { name: /Unduh openapi.json/ }));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toBe('openapi.json');
    expect(JSON.parse(await (blob as Blob).text())).toEqual(DOCUMENT);
  });

  it('says so when the document cannot be read', async () => {
    vi.mocked(api.get).mockRejectedValue(new Error('jaringan'));
    renderPage();
    expect(
      await screen.findByText(
        'Dokumentasi API belum dapat dimuat. Periksa koneksi lalu muat ulang halaman ini.',
      ),
    ).toBeTruthy();
  });
});
