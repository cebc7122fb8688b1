import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DeleteResult, TEXTS } from '@toko/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { confirmDialog } from '../../../lib/notify';
import { hapusData } from '../api/hapus-data';
import { DeleteDataForm } from './delete-data-form';

vi.mock('../api/hapus-data', () => ({ hapusData: vi.fn() }));
vi.mock('../../../lib/notify', () => ({
  confirmDialog: vi.fn(),
  notifyError: vi.fn(),
  notifySuccess: vi.fn(),
}));

const TGL_SYSTEM = '2026-11-24';
const KEMARIN = '2026-11-23';
const COUNTED: DeleteResult = {
  jumlah: 3,
  rincian: [
    { nama: 'Barang Penjualan', jumlah: 2 },
    { nama: 'Nota Penjualan', jumlah: 1 },
    { nama: 'Titipan', jumlah: 0 },
  ],
  message: null,
};

async function chooseType(type: string) {
  const select =
    screen.getByTestId('delete-type').closest<HTMLElement>('.ant-select') ??
    screen.getByTestId('delete-type');
  await userEvent.click(select);
  const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (item) => item.textContent === type,
  );
  if (!option) throw new Error(`no option ${type}`);
  await userEvent.click(option);
}

async function pickTo(date: string) {
  const input = screen.getByTestId('delete-sampai').querySelector('input');
  if (!input) throw new Error('no input');
  await userEvent.click(input);
  const cell = document.querySelector<HTMLElement>(
    `.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${date}"]`,
  );
  if (!cell) throw new Error(`no cell ${date}`);
  await userEvent.click(cell);
}

const message = async () => (await screen.findByTestId('hapus-pesan')).textContent;

describe('DeleteDataForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('starts on the last closed day and asks for a type before anything is sent', async () => {
    render(<DeleteDataForm tglSystem={TGL_SYSTEM} />);
    for (const id of ['delete-dari', 'delete-sampai']) {
      expect(screen.getByTestId(id).querySelector('input')?.value).toBe(KEMARIN);
    }
    await userEvent.click(screen.getByTestId('hapus-data'));
    expect(await message()).toBe(TEXTS.dataTools.typeBelumDipilih);
    expect(hapusData).not.toHaveBeenCalled();
  });

  it('refuses a period reaching the business day without calling the server', async () => {
    render(<DeleteDataForm tglSystem={TGL_SYSTEM} />);
    await chooseType('KEUANGAN');
    await pickTo(TGL_SYSTEM);
    await userEvent.click(screen.getByTestId('hapus-data'));
    expect(await message()).toBe(TEXTS.dataTools.belumDitutup(TGL_SYSTEM));
    expect(hapusData).not.toHaveBeenCalled();
  });

  it('counts first, names the count and the period in the confirmation, then deletes', async () => {
    vi.mocked(hapusData)
      .mockResolvedValueOnce(COUNTED)
      .mockResolvedValueOnce({ ...COUNTED, message: TEXTS.dataTools.berhasilHapus });
    vi.mocked(confirmDialog).mockResolvedValue(true);
    render(<DeleteDataForm tglSystem={TGL_SYSTEM} />);
    await chooseType('PENJUALAN');
    await userEvent.click(screen.getByTestId('hapus-data'));
    expect(await message()).toBe(TEXTS.dataTools.berhasilHapus);
    expect(vi.mocked(confirmDialog).mock.calls[0]?.[0]).toMatchObject({
      title: TEXTS.dataTools.konfirmasiHapus(3, 'PENJUALAN', KEMARIN, KEMARIN),
      content: 'Barang Penjualan: 2, Nota Penjualan: 1',
    });
    expect(vi.mocked(hapusData).mock.calls).toEqual([
      ['PENJUALAN', { tgl_from: KEMARIN, tgl_to: KEMARIN, konfirmasi: false }],
      ['PENJUALAN', { tgl_from: KEMARIN, tgl_to: KEMARIN, konfirmasi: true }],
    ]);
  });

  it('deletes nothing when the confirmation is refused, and asks nothing when the period is empty', async () => {
    vi.mocked(hapusData).mockResolvedValueOnce(COUNTED);
    vi.mocked(confirmDialog).mockResolvedValue(false);
    render(<DeleteDataForm tglSystem={TGL_SYSTEM} />);
    await chooseType('PEMBELIAN');
    await userEvent.click(screen.getByTestId('hapus-data'));
    await vi.waitFor(() => expect(confirmDialog).toHaveBeenCalledOnce());
    expect(hapusData).toHaveBeenCalledOnce();

    vi.mocked(hapusData).mockResolvedValueOnce({ jumlah: 0, rincian: [], message: null });
    await userEvent.click(screen.getByTestId('hapus-data'));
    expect(await message()).toBe(TEXTS.dataTools.tidakAdaDataHapus('PEMBELIAN', KEMARIN, KEMARIN));
    expect(confirmDialog).toHaveBeenCalledOnce();
  });

  it("shows the server's text, or the spec's words when nothing answered", async () => {
    vi.mocked(hapusData).mockRejectedValueOnce(new ApiError(403, TEXTS.menuForbidden));
    render(<DeleteDataForm tglSystem={TGL_SYSTEM} />);
    await chooseType('LAPORAN BARANG SUMMARY');
    await userEvent.click(screen.getByTestId('hapus-data'));
    expect(await message()).toBe(TEXTS.menuForbidden);

    vi.mocked(hapusData).mockRejectedValueOnce(new ApiError(0, 'timeout'));
    await userEvent.click(screen.getByTestId('hapus-data'));
    await vi.waitFor(async () => expect(await message()).toBe(TEXTS.dataTools.gagalKirim));
  });
});
