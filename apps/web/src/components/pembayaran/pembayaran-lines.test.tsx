import { render } from '@testing-library/react';
import { pembayaranPembelian, pembayaranPenjualan, rincianPenjualan } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { PembayaranLines, PembayaranRincian } from './pembayaran-lines';

/** The sale a new user found shown two ways: 5,816,000 paid with 6,000,000 cash and a transfer. */
const payment = {
  no_titip: '',
  titipan_rp: 0,
  no_pesanan: '',
  pesanan_rp: 0,
  cash_rp: 6_000_000,
  kembalian: 184_000,
  transfer_rp: 1_000_000,
  no_rekening: '1234567890',
  debet_rp: 0,
  kode_bank_debet: '',
  biaya_debet: 0,
  credit_rp: 0,
  kode_bank_credit: '',
  biaya_credit: 0,
};

/** Each grid cell's text, label then amount, line after line. */
const cells = (element: HTMLElement) => [...element.children].map((cell) => cell.textContent);

describe('PembayaranLines', () => {
  it('lists cash received, change and net, then the other methods with what they refer to', () => {
    const { getByTestId } = render(<PembayaranLines lines={pembayaranPenjualan(payment)} />);
    expect(cells(getByTestId('pembayaran'))).toEqual([
      'Cash diterima',
      'Rp 6,000,000',
      'Kembalian',
      'Rp 184,000',
      'Cash bersih',
      'Rp 5,816,000',
      'Transfer Rek. 1234567890',
      'Rp 1,000,000',
    ]);
  });

  it('shows a dash for a payment without lines, and a buyback’s cash on one line', () => {
    const none = render(<PembayaranLines lines={[]} data-testid="kosong" />);
    expect(none.getByTestId('kosong').textContent).toBe('-');
    const beli = render(
      <PembayaranLines
        lines={pembayaranPembelian({ cash_rp: 4_549_000, transfer_rp: 0, no_rekening: '' })}
        data-testid="beli"
      />,
    );
    expect(cells(beli.getByTestId('beli'))).toEqual(['Cash', 'Rp 4,549,000']);
  });
});

describe('PembayaranRincian', () => {
  it('lists the same lines in the detail, under the total', () => {
    const { getByTestId } = render(
      <PembayaranRincian
        lines={rincianPenjualan({ ...payment, total: 6_816_000, items: [] } as never)}
        data-testid="rincian"
      />,
    );
    const rows = [...getByTestId('rincian').querySelectorAll('tr')].map((row) => row.textContent);
    expect(rows).toEqual([
      'TotalRp 6,816,000',
      'Cash diterimaRp 6,000,000',
      'KembalianRp 184,000',
      'Cash bersihRp 5,816,000',
      'Transfer (Rek. 1234567890)Rp 1,000,000',
    ]);
  });
});
