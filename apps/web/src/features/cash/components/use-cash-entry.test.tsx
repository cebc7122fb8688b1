import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS, type UangKasInput, type UangKasResult } from '@toko/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useCashEntry } from './use-cash-entry';

vi.mock('../../../lib/notify', () => ({
  notifyError: vi.fn(),
  notifyInfo: vi.fn(),
  notifySuccess: vi.fn(),
}));

const RESULT: UangKasResult = {
  no_ref: 'PST-UK-261122-0002',
  rows: [
    {
      id: 2,
      tanggal: '2026-11-22',
      kategori: 'LISTRIK',
      jenis: 'CASH',
      no_rekening: '',
      kode_bank: '',
      deskripsi: 'PST-UK-261122-0002',
      keterangan: 'PLN NOVEMBER',
      jumlah_in: 0,
      jumlah_out: 750_000,
      fee: 0,
      status: 'DONE',
      input_by: 'OWNER',
      valid_by: 'OWNER',
      created_at: '2026-11-22T03:00:00.000Z',
    },
  ],
};

function Entry(props: { send: (body: UangKasInput) => Promise<UangKasResult>; onSaved: () => void }) {
  const entry = useCashEntry(props.send, props.onSaved);
  return (
    <>
      {entry.feedback}
      <button
        type="button"
        disabled={entry.saving}
        onClick={() =>
          entry.simpan({ kode_transaksi: 'LISTRIK', jumlah: 750_000, keterangan: 'PLN NOVEMBER' })
        }
      >
        Simpan
      </button>
    </>
  );
}

describe('useCashEntry', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('keeps one key across retries, renews it once saved, and shows what the server said', async () => {
    const refusal = TEXTS.cash.saldoKurang('Kas', 'Rp 4,250,000');
    const send = vi
      .fn<(body: UangKasInput) => Promise<UangKasResult>>()
      .mockRejectedValueOnce(new ApiError(400, refusal))
      .mockResolvedValue(RESULT);
    const onSaved = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <Entry send={send} onSaved={onSaved} />
      </QueryClientProvider>,
    );
    const simpan = screen.getByRole('button', { name: 'Simpan' });

    await userEvent.click(simpan);
    expect((await screen.findByTestId('simpan-error')).textContent).toBe(refusal);
    expect(notifyInfo).toHaveBeenCalledWith(refusal);
    expect(onSaved).not.toHaveBeenCalled();

    await userEvent.click(simpan);
    expect((await screen.findByTestId('simpan-result')).textContent).toContain(
      'Tersimpan - No Ref PST-UK-261122-0002',
    );
    expect(screen.getByTestId('simpan-result').textContent).toContain('Kas keluar Rp 750,000 (PLN NOVEMBER)');
    expect(screen.queryByTestId('simpan-error')).toBeNull();
    expect(notifySuccess).toHaveBeenCalledWith(TEXTS.saved);
    expect(onSaved).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cash'] });

    await userEvent.click(simpan);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    const keys = send.mock.calls.map(([body]) => body.idempotency_key);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(send.mock.calls[0]?.[0]).toEqual({
      idempotency_key: keys[0],
      kode_transaksi: 'LISTRIK',
      jumlah: 750_000,
      keterangan: 'PLN NOVEMBER',
    });
  });

  it("falls back to the spec's text when nothing answered", async () => {
    const send = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Entry send={send} onSaved={vi.fn()} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(notifyInfo).toHaveBeenCalledWith(TEXTS.saveError));
    expect(screen.queryByTestId('simpan-error')).toBeNull();
  });
});
