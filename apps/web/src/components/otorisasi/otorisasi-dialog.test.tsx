import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OTORISASI_CODES, type OtorisasiInput } from '@toko/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isOtorisasiError, isOtorisasiNeeded, useOtorisasi } from './use-otorisasi';

function Screen({
  send,
  onDone,
}: {
  send: (o: OtorisasiInput) => Promise<string>;
  onDone: (r: unknown) => void;
}) {
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const [note, setNote] = useState('');
  return (
    <>
      <input aria-label="catatan" value={note} onChange={(event) => setNote(event.target.value)} />
      <Button
        onClick={() =>
          requestOtorisasi({ title: 'Otorisasi Hancur Barang', send }).then(onDone, (error) =>
            onDone({ error }),
          )
        }
      >
        Hancurkan
      </Button>
      {otorisasiDialog}
    </>
  );
}

async function fill(userId: string, password: string, alasan: string) {
  await userEvent.type(await screen.findByTestId('otorisasi-user'), userId);
  await userEvent.type(screen.getByTestId('otorisasi-password'), password);
  await userEvent.type(screen.getByTestId('otorisasi-alasan'), alasan);
}

describe('otorisasi dialog', () => {
  it('checks the fields with the shared rules before anything is sent', async () => {
    const send = vi.fn();
    render(<Screen send={send} onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hancurkan' }));
    await userEvent.type(await screen.findByTestId('otorisasi-alasan'), 'ab');
    await userEvent.click(screen.getByTestId('otorisasi-submit'));
    expect(await screen.findByText('User Otorisasi Harus Diisi')).toBeTruthy();
    expect(screen.getByText('Password Otorisasi Harus Diisi')).toBeTruthy();
    expect(screen.getByText('Alasan Harus Diisi (minimal 3 karakter)')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, lets the user retry, and answers the request's result", async () => {
    const send = vi
      .fn<(o: OtorisasiInput) => Promise<string>>()
      .mockRejectedValueOnce({ status: 422, message: 'User ID atau Password Otorisasi salah' })
      .mockResolvedValueOnce('PST-HC-260101-0001');
    const onDone = vi.fn();
    render(<Screen send={send} onDone={onDone} />);
    await userEvent.type(screen.getByLabelText('catatan'), 'data layar');
    await userEvent.click(screen.getByRole('button', { name: 'Hancurkan' }));
    await fill('spv', 'salah', 'barang rusak');
    // The user id is typed in upper case.
    expect((screen.getByTestId('otorisasi-user') as HTMLInputElement).value).toBe('SPV');
    await userEvent.click(screen.getByTestId('otorisasi-submit'));
    expect(await screen.findByText('User ID atau Password Otorisasi salah')).toBeTruthy();
    expect(send).toHaveBeenLastCalledWith({ user_id: 'SPV', password: 'salah', alasan: 'BARANG RUSAK' });
    // The password is typed again; the rest stays.
    expect((screen.getByTestId('otorisasi-password') as HTMLInputElement).value).toBe('');
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.type(screen.getByTestId('otorisasi-password'), 'demo1234');
    await userEvent.click(screen.getByTestId('otorisasi-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('PST-HC-260101-0001'));
    expect(send).toHaveBeenLastCalledWith({ user_id: 'SPV', password: 'demo1234', alasan: 'BARANG RUSAK' });
    expect((screen.getByLabelText('catatan') as HTMLInputElement).value).toBe('data layar');
  });

  it('hands other errors back to the screen and answers undefined on cancel', async () => {
    const conflict = { status: 409, message: 'Barang 00000001 sudah dipindahkan oleh transaksi lain' };
    const send = vi.fn().mockRejectedValue(conflict);
    const onDone = vi.fn();
    render(<Screen send={send} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hancurkan' }));
    await fill('SPV', 'demo1234', 'rusak');
    await userEvent.click(screen.getByTestId('otorisasi-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ error: conflict }));

    onDone.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Hancurkan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(undefined));
  });

  it('tells otorisasi errors from the rest', () => {
    expect(isOtorisasiError({ status: 422, message: 'x' })).toBe(true);
    expect(isOtorisasiError({ status: 403, message: 'x' })).toBe(true);
    expect(isOtorisasiError({ status: 409, message: 'x' })).toBe(false);
    expect(isOtorisasiError({ status: 0, message: 'Koneksi Bermasalah' })).toBe(false);
    expect(isOtorisasiError(new TypeError('x'))).toBe(false);
  });

  it('tells a consent the server asks for by its code, not by its words', () => {
    const needed = {
      status: 422,
      message: 'Pembelian ini perlu otorisasi',
      body: { code: OTORISASI_CODES.diperlukan },
    };
    expect(isOtorisasiNeeded(needed)).toBe(true);
    expect(isOtorisasiNeeded({ ...needed, message: 'Potongan di luar Parameter Rugi Nota' })).toBe(true);
    expect(isOtorisasiNeeded({ ...needed, body: { code: OTORISASI_CODES.ditolak } })).toBe(false);
    expect(isOtorisasiNeeded({ ...needed, body: { message: needed.message } })).toBe(false);
    expect(isOtorisasiNeeded({ ...needed, status: 400 })).toBe(false);
    expect(isOtorisasiNeeded(undefined)).toBe(false);
  });
});
