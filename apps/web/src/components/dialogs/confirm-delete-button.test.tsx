import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@toko/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, notifyError, notifyInfo, notifySuccess } from '../../lib/notify';
import { ConfirmDeleteButton } from './confirm-delete-button';

vi.mock('../../lib/notify', () => ({
  confirmDialog: vi.fn(),
  notifyError: vi.fn(),
  notifyInfo: vi.fn(),
  notifySuccess: vi.fn(),
}));

const confirm = vi.mocked(confirmDialog);

describe('ConfirmDeleteButton', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('asks with the spec question, deletes and reports success', async () => {
    confirm.mockResolvedValue(true);
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const onDeleted = vi.fn();
    render(
      <ConfirmDeleteButton name="Jenis Batu RUBY" onConfirm={onConfirm} onDeleted={onDeleted}>
        Hapus
      </ConfirmDeleteButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Hapus/ }));
    expect(confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Apakah Anda Yakin Ingin Menghapus Jenis Batu RUBY ?' }),
    );
    await vi.waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(TEXTS.deleted));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it('does nothing when the user says no', async () => {
    confirm.mockResolvedValue(false);
    const onConfirm = vi.fn();
    render(<ConfirmDeleteButton name="Jenis Batu RUBY" onConfirm={onConfirm} aria-label="hapus" />);
    await userEvent.click(screen.getByRole('button', { name: 'hapus' }));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it("shows the server's message when the delete is refused", async () => {
    confirm.mockResolvedValue(true);
    const onDeleted = vi.fn();
    render(
      <ConfirmDeleteButton
        name="Gudang UTAMA"
        aria-label="hapus"
        onConfirm={() => Promise.reject({ status: 409, message: 'Gudang Masih Dipakai Baki' })}
        onDeleted={onDeleted}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'hapus' }));
    await vi.waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('Gudang Masih Dipakai Baki'));
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("says 'Gagal Menghapus Data' when the error carries no server message", async () => {
    confirm.mockResolvedValue(true);
    render(
      <ConfirmDeleteButton
        name="Gudang UTAMA"
        aria-label="hapus"
        onConfirm={() => Promise.reject(new TypeError('Failed to fetch'))}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'hapus' }));
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith(TEXTS.deleteFailed));
    expect(notifyInfo).not.toHaveBeenCalled();
  });
});
