import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS, type UangKasResult } from '@toko/shared';
import { Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { simpanUangBank } from '../api/simpan-uang-bank';
import { rekeningLabel, type UangBankFields, UangBankForm } from './uang-bank-form';

vi.mock('../api/simpan-uang-bank', () => ({ simpanUangBank: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifyInfo: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('../../../components/master-select/get-master-active', () => ({
  useMasterActive: () => ({
    data: [{ id: 2, no_rekening: '9876543210', nama_rekening: 'TOKO EMAS PUSAT', kode_bank: 'MANDIRI' }],
    isLoading: false,
  }),
}));

function Harness({ arah }: { arah: 'tambah' | 'ambil' }) {
  const [form] = Form.useForm<UangBankFields>();
  return (
    <QueryClientProvider client={new QueryClient()}>
      <UangBankForm arah={arah} form={form} tglSystem="2026-11-22" />
    </QueryClientProvider>
  );
}

const SAVED: UangKasResult = { no_ref: 'PST-UB-261122-0001', rows: [] };

describe('UangBankForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('asks for the account and the amount before anything is sent', async () => {
    render(<Harness arah="tambah" />);
    expect(screen.getByText('Rekening Tujuan')).toBeTruthy();
    expect((screen.getByTestId('tanggal-transaksi') as HTMLInputElement).value).toBe('2026-11-22');
    await userEvent.click(screen.getByTestId('simpan'));
    expect(await screen.findByText(TEXTS.cash.rekening)).toBeTruthy();
    expect(await screen.findByText(TEXTS.cash.jumlah)).toBeTruthy();
    expect(simpanUangBank).not.toHaveBeenCalled();
  });

  it('sends the move in its direction, upper-cased note, and keeps the account for the next one', async () => {
    vi.mocked(simpanUangBank).mockResolvedValue(SAVED);
    render(<Harness arah="ambil" />);
    expect(screen.getByText('Rekening Asal')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('9876543210 - TOKO EMAS PUSAT - MANDIRI'));
    await userEvent.type(screen.getByTestId('jumlah'), '1000000');
    await userEvent.type(screen.getByTestId('keterangan'), 'tarik tunai');
    await userEvent.click(screen.getByTestId('simpan'));
    await vi.waitFor(() => expect(simpanUangBank).toHaveBeenCalledOnce());
    expect(vi.mocked(simpanUangBank).mock.calls[0]).toEqual([
      'ambil',
      {
        idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
        no_rekening: '9876543210',
        jumlah: 1_000_000,
        keterangan: 'TARIK TUNAI',
      },
    ]);
    expect((await screen.findByTestId('simpan-result')).textContent).toContain('PST-UB-261122-0001');
    expect((screen.getByTestId('jumlah') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('no-rekening').textContent).toContain('9876543210 - TOKO EMAS PUSAT - MANDIRI');
  });

  it("lists an account as 'no_rekening - atas nama - bank'", () => {
    expect(
      rekeningLabel({ id: 1, no_rekening: '1234567890', nama_rekening: 'TOKO EMAS PUSAT', kode_bank: 'BCA' }),
    ).toBe('1234567890 - TOKO EMAS PUSAT - BCA');
    expect(rekeningLabel({ id: 1, no_rekening: '1234567890', nama_rekening: '', kode_bank: 'BCA' })).toBe(
      '1234567890 - BCA',
    );
  });
});
