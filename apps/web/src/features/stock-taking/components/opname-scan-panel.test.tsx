import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScanOpnameResult, StockOpname } from '@toko/shared';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { scanOpname } from '../api/scan-opname';
import { OpnameScanPanel } from './opname-scan-panel';

vi.mock('../api/scan-opname', () => ({ scanOpname: vi.fn() }));
vi.mock('../../../lib/api-client', () => ({ api: { get: vi.fn(), post: vi.fn() } }));
vi.mock('../../../lib/notify', () => ({
  confirmDialog: vi.fn(),
  notifyInfo: vi.fn(),
  notifySuccess: vi.fn(),
}));
const scan = vi.mocked(scanOpname);
const scanned = vi.mocked(api.get);
const posted = vi.mocked(api.post);

const OPNAME: StockOpname = {
  id: 7,
  no_opname: 'PST-SO-261122-0001',
  jenis: 'BAKI',
  kode_gudang: 'TOKO',
  kode_baki: 'LT17',
  no_dokumen: null,
  tgl_system: '2026-11-22',
  status: 'OPEN',
  discan: 1,
  created_by: 'SPV',
  created_at: '2026-11-22T02:00:00.000Z',
  selesai_at: null,
};

const answer = (kode: string, extra: Partial<ScanOpnameResult> = {}): ScanOpnameResult => ({
  kode_barcode: kode,
  nama_barang: `LIONTIN ${kode}`,
  kode_gudang: 'TOKO',
  kode_baki: 'LT17',
  terdaftar: true,
  berat_scan: null,
  scan_at: '2026-11-22T03:00:00.000Z',
  sudah_discan: false,
  ...extra,
});

describe('OpnameScanPanel', () => {
  it('sends one request per scan, adds the answer in place and never reads the list again', async () => {
    scanned.mockResolvedValue({ count: 1, data: [answer('00000009')] });
    scan.mockImplementation(async (_jenis, _id, body) =>
      body.kode_barcode === '00000004'
        ? answer('00000004', { terdaftar: false, kode_baki: 'CC01' })
        : body.kode_barcode === '00000009'
          ? answer('00000009', { sudah_discan: true })
          : answer(body.kode_barcode, {
              berat_scan: body.berat_timbang == null ? null : Number(body.berat_timbang),
            }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OpnameScanPanel jenis="BAKI" opname={OPNAME} />
      </QueryClientProvider>,
    );
    await screen.findByText('LIONTIN 00000009');
    const input = screen.getByTestId('opname-scan');
    await userEvent.type(screen.getByTestId('opname-berat'), '3.25');
    await userEvent.type(input, '1{Enter}');
    await screen.findByText('LIONTIN 00000001');
    expect(scan).toHaveBeenLastCalledWith('BAKI', 7, { kode_barcode: '00000001', berat_timbang: 3.25 });
    // The scale reading belongs to one scan only.
    expect((screen.getByTestId('opname-berat') as HTMLInputElement).value).toBe('');
    await userEvent.type(input, '4{Enter}');
    await screen.findByText('Bukan Di Sini: Baki CC01 (TOKO)');
    await userEvent.type(input, '9{Enter}');
    expect(
      await screen.findByText('Barcode 00000009 sudah discan sebelumnya, dihitung satu kali'),
    ).toBeTruthy();

    expect(scan).toHaveBeenCalledTimes(3);
    expect(scanned).toHaveBeenCalledTimes(1);
    const rows = within(screen.getByTestId('opname-scanned')).getAllByRole('row');
    // Header, then newest first, a barcode scanned twice shown once.
    expect(rows.map((row) => row.textContent?.slice(0, 8))).toEqual([
      'BarcodeN',
      '00000009',
      '00000004',
      '00000001',
    ]);
    // 1 before, plus 00000001 and 00000004; the repeat counts once.
    expect(screen.getByTestId('opname-discan').textContent).toContain('3');
  });

  it('cancels only with a supervisor’s otorisasi, sending the consent to the kind’s own path', async () => {
    scanned.mockResolvedValue({ count: 0, data: [] });
    posted.mockResolvedValue({ ...OPNAME, status: 'BATAL', selesai_at: '2026-11-22T04:00:00.000Z' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OpnameScanPanel jenis="BAKI" opname={OPNAME} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByTestId('batal-opname'));
    await screen.findByTestId('otorisasi-dialog');
    expect(posted).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('otorisasi-user'), 'owner');
    await userEvent.type(screen.getByTestId('otorisasi-password'), 'rahasia');
    await userEvent.type(screen.getByTestId('otorisasi-alasan'), 'hitung ulang');
    await userEvent.click(screen.getByTestId('otorisasi-submit'));
    await vi.waitFor(() => expect(posted).toHaveBeenCalledOnce());
    expect(posted).toHaveBeenCalledWith('stock-opname/7/batal', {
      otorisasi: { user_id: 'OWNER', password: 'rahasia', alasan: 'HITUNG ULANG' },
    });
  });
});
