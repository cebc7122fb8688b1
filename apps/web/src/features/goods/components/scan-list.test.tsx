import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { getBarangByBarcode } from '../api/get-barang-by-barcode';
import { ScanList } from './scan-list';
import { useScanList } from './scan-list-state';
import { barang } from './scan-test-barang';

vi.mock('../api/get-barang-by-barcode', () => ({ getBarangByBarcode: vi.fn() }));
const lookup = vi.mocked(getBarangByBarcode);

function Screen({ onFinish }: { onFinish: () => void }) {
  const scan = useScanList();
  return (
    <NoEnterForm onFinish={onFinish}>
      <ScanList scan={scan} />
      <Button htmlType="submit">Simpan</Button>
    </NoEnterForm>
  );
}

describe('ScanList', () => {
  it('adds a scanned piece on Enter without submitting the form, and totals count and weight', async () => {
    lookup.mockImplementation(async (kode) =>
      barang({ kode_barcode: kode, berat: kode === '00000001' ? 0.1 : 0.2, nama_barang: `BARANG ${kode}` }),
    );
    const onFinish = vi.fn();
    render(<Screen onFinish={onFinish} />);
    const input = screen.getByTestId('scan-input');
    await userEvent.type(input, '1{Enter}');
    await userEvent.type(input, '2{Enter}');
    await screen.findByText('BARANG 00000002');
    expect(onFinish).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('scan-jumlah').textContent).toBe('2');
    expect(screen.getByTestId('scan-berat').textContent).toBe('0.300');

    await userEvent.type(input, '1{Enter}');
    expect(await screen.findByText('Barang 00000001 sudah ada di daftar')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Hapus 00000001' }));
    const table = screen.getByTestId('scan-table');
    expect(within(table).queryByText('BARANG 00000001')).toBeNull();
    expect(screen.getByTestId('scan-jumlah').textContent).toBe('1');
  });
});
