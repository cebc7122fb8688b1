import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MasterRecord, masterResource, TEXTS } from '@toko/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { createMasterRecord } from '../api/create-master-record';
import { updateMasterRecord } from '../api/update-master-record';
import { MasterFormModal } from './master-form-modal';

vi.mock('../api/create-master-record', () => ({ createMasterRecord: vi.fn() }));
vi.mock('../api/update-master-record', () => ({ updateMasterRecord: vi.fn() }));
vi.mock('../../../components/master-select/get-master-active', () => ({
  useMasterActive: () => ({ data: [], isLoading: false }),
}));
vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifyInfo: vi.fn(), notifySuccess: vi.fn() }));

const create = vi.mocked(createMasterRecord);
const update = vi.mocked(updateMasterRecord);

function renderModal(key: string, record?: MasterRecord) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MasterFormModal entry={masterResource(key)} open record={record} session={1} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

const input = (name: string) => screen.getByTestId(`master-field-${name}`) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Simpan' }));

describe('MasterFormModal', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("refuses an empty form with the server's messages", async () => {
    renderModal('shape');
    expect(screen.getByText('Tambah Shape')).toBeTruthy();
    await save();
    expect(await screen.findByText('Kode Shape Harus Diisi')).toBeTruthy();
    expect(screen.getByText('Nama Shape Harus Diisi')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('does not save on Enter, saves the checked body from the button', async () => {
    create.mockResolvedValue({ id: 9, kode_shape: 'CU', nama_shape: 'CUSHION' });
    const { onClose } = renderModal('shape');
    await userEvent.type(input('kode_shape'), 'cu');
    await userEvent.type(input('nama_shape'), 'cushion{Enter}');
    expect(input('nama_shape').value).toBe('CUSHION');
    expect(create).not.toHaveBeenCalled();
    await save();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(masterResource('shape'), { kode_shape: 'CU', nama_shape: 'CUSHION' });
    expect(notifySuccess).toHaveBeenCalledWith(TEXTS.saved);
  });

  it("edits with the code read-only and shows the server's refusal", async () => {
    update.mockRejectedValue({ status: 409, message: 'Kode Group 585 sudah ada' });
    const record: MasterRecord = {
      id: 7,
      kode_group: '585',
      nama_group: 'EMAS 14K',
      jenis_group: 'EMAS',
      kadar: 58.5,
      harga: 1150000,
      harga_modal: 1080000,
      persentase: 0,
      status_aktif: true,
    };
    const { onClose } = renderModal('group', record);
    expect(screen.getByText('Edit Group')).toBeTruthy();
    expect(input('kode_group').readOnly).toBe(true);
    expect(input('harga').value).toBe('1150000');
    expect(screen.getByText('Rp 1,150,000')).toBeTruthy();
    await userEvent.clear(input('harga'));
    await userEvent.type(input('harga'), '1.175.000');
    expect(input('harga').value).toBe('1175000');
    await save();
    await vi.waitFor(() => expect(notifyInfo).toHaveBeenCalledWith('Kode Group 585 sudah ada'));
    expect(update).toHaveBeenCalledWith(masterResource('group'), 7, {
      kode_group: '585',
      nama_group: 'EMAS 14K',
      jenis_group: 'EMAS',
      kadar: 58.5,
      harga: 1175000,
      harga_modal: 1080000,
      persentase: 0,
      status_aktif: true,
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a field error once the field is touched', async () => {
    renderModal('group');
    await userEvent.type(input('kadar'), '5');
    await userEvent.clear(input('kadar'));
    expect(await screen.findByText('Kadar (%) Harus Diisi')).toBeTruthy();
    expect(screen.queryByText('Nama Group Harus Diisi')).toBeNull();
  });
});
