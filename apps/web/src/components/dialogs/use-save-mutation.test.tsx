import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@toko/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyInfo, notifySuccess } from '../../lib/notify';
import { type SaveMutationOptions, useSaveMutation } from './use-save-mutation';

vi.mock('../../lib/notify', () => ({
  notifyError: vi.fn(),
  notifyInfo: vi.fn(),
  notifySuccess: vi.fn(),
}));

interface Batu {
  jenis_batu: string;
}

function SaveButton(props: SaveMutationOptions<Batu, Batu> & { list: () => Promise<string[]> }) {
  const { list, ...options } = props;
  const rows = useQuery({ queryKey: ['batu', 'list'], queryFn: list });
  const save = useSaveMutation(options);
  return (
    <>
      <span>{rows.data?.join(',')}</span>
      <button type="button" onClick={() => save.mutate({ jenis_batu: 'RUBY' })}>
        Simpan
      </button>
    </>
  );
}

function renderWithClient(ui: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('useSaveMutation', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("says 'Berhasil Menyimpan Data', calls back and refreshes the lists it names", async () => {
    const list = vi.fn().mockResolvedValueOnce(['SAFIR']).mockResolvedValue(['SAFIR', 'RUBY']);
    const mutationFn = vi.fn(async (batu: Batu) => batu);
    const onSuccess = vi.fn();
    renderWithClient(
      <SaveButton list={list} mutationFn={mutationFn} invalidates={[['batu']]} onSuccess={onSuccess} />,
    );
    expect(await screen.findByText('SAFIR')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('SAFIR,RUBY')).toBeTruthy();
    expect(mutationFn.mock.calls[0]?.[0]).toEqual({ jenis_batu: 'RUBY' });
    expect(notifySuccess).toHaveBeenCalledWith(TEXTS.saved);
    expect(onSuccess).toHaveBeenCalledWith({ jenis_batu: 'RUBY' }, { jenis_batu: 'RUBY' });
  });

  it('uses the screen’s own success text when given', async () => {
    renderWithClient(
      <SaveButton
        list={async () => []}
        mutationFn={async (batu) => batu}
        successText={TEXTS.passwordChanged}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Password Berhasil Diubah'));
  });

  it("shows the server's message as an info toast when the save fails", async () => {
    const onSuccess = vi.fn();
    renderWithClient(
      <SaveButton
        list={async () => []}
        mutationFn={() => Promise.reject({ status: 400, message: 'Jenis Batu Sudah Ada' })}
        onSuccess={onSuccess}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('Jenis Batu Sudah Ada'));
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("falls back to 'Terjadi Kesalhaan Saat Mengirim Data'", async () => {
    renderWithClient(
      <SaveButton list={async () => []} mutationFn={() => Promise.reject(new Error('boom'))} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('Terjadi Kesalhaan Saat Mengirim Data'));
  });
});
