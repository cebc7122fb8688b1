import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Member, TEXTS } from '@toko/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMember, updateMember } from '../api/members-api';
import { MemberFormModal } from './member-form-modal';

vi.mock('../api/members-api', async (original) => ({
  ...(await original<typeof import('../api/members-api')>()),
  createMember: vi.fn(),
  updateMember: vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifyInfo: vi.fn(), notifySuccess: vi.fn() }));

const ANI: Member = {
  kode_member: 'PST-M0001',
  nama_member: 'IBU ANI SURYANI',
  no_hp: '081298765001',
  alamat: 'JL. KEBON SIRIH NO. 5',
  kota: 'JAKARTA',
  tgl_lahir: null,
  nik: '',
  foto: '',
  foto_url: null,
  kode_toko: 'PST',
  status_aktif: true,
  poin: 15,
};

const renderModal = (editing: Member | 'new', onClose = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemberFormModal editing={editing} onClose={onClose} />
    </QueryClientProvider>,
  );

describe('MemberFormModal', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('refuses a member without a name or with a short NIK before sending', async () => {
    renderModal('new');
    await userEvent.type(screen.getByTestId('member-nik'), '123');
    await userEvent.click(screen.getByTestId('member-simpan'));
    expect(await screen.findByText(TEXTS.member.namaHarusDiisi)).toBeTruthy();
    expect(await screen.findByText(TEXTS.member.nikTidakValid)).toBeTruthy();
    expect(createMember).not.toHaveBeenCalled();
  });

  it('registers with a key, the name upper-cased, the phone digits only, and closes', async () => {
    vi.mocked(createMember).mockResolvedValue({ ...ANI, kode_member: 'PST-M0004' });
    const onClose = vi.fn();
    renderModal('new', onClose);
    await userEvent.type(screen.getByTestId('member-nama'), 'ibu sari');
    await userEvent.type(screen.getByTestId('member-no-hp'), '0813-5550-001');
    await userEvent.click(screen.getByTestId('member-simpan'));
    await vi.waitFor(() => expect(createMember).toHaveBeenCalledOnce());
    expect(vi.mocked(createMember).mock.calls[0]?.[0]).toMatchObject({
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
      nama_member: 'IBU SARI',
      no_hp: '08135550001',
    });
    // A new member is active: the switch is only on the edit form.
    expect(vi.mocked(createMember).mock.calls[0]?.[0]).not.toHaveProperty('status_aktif');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('edits a member with what they have, and can deactivate them', async () => {
    vi.mocked(updateMember).mockResolvedValue({ ...ANI, status_aktif: false });
    renderModal(ANI);
    expect((screen.getByTestId('member-nama') as HTMLInputElement).value).toBe('IBU ANI SURYANI');
    await userEvent.click(screen.getByTestId('member-aktif'));
    await userEvent.click(screen.getByTestId('member-simpan'));
    await vi.waitFor(() => expect(updateMember).toHaveBeenCalledOnce());
    expect(vi.mocked(updateMember).mock.calls[0]).toEqual([
      'PST-M0001',
      expect.objectContaining({ nama_member: 'IBU ANI SURYANI', kota: 'JAKARTA', status_aktif: false }),
    ]);
  });

  it('refuses a birth date after today on the form, with the server’s words', async () => {
    renderModal({ ...ANI, tgl_lahir: '2999-01-01' });
    await userEvent.click(screen.getByTestId('member-simpan'));
    expect(await screen.findByText(TEXTS.member.tglLahirMasaDepan)).toBeTruthy();
    expect(updateMember).not.toHaveBeenCalled();
  });
});
