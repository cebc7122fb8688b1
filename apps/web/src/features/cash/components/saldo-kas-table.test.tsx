import { render, screen } from '@testing-library/react';
import { type SaldoKas, TEXTS } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { formatPerubahan, SaldoKasTable } from './saldo-kas-table';

const BALANCES: SaldoKas[] = [
  { akun: 'KAS', nama: 'KAS TOKO', awal: 1_000_000, masuk: 5_000_000, keluar: 750_000, akhir: 5_250_000 },
  { akun: '9876543210', nama: 'TOKO EMAS PUSAT (MANDIRI)', awal: 0, masuk: 0, keluar: 0, akhir: 0 },
];

const bodyRows = () =>
  [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );
const headers = () =>
  [...document.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent).filter(Boolean);

describe('SaldoKasTable', () => {
  it('shows each account with awal, masuk, keluar and akhir in rupiah', () => {
    render(<SaldoKasTable balances={BALANCES} />);
    expect(headers()).toEqual(['Akun', 'Saldo Awal', 'Masuk', 'Keluar', 'Saldo Akhir']);
    expect(bodyRows()).toEqual([
      ['KAS TOKO', 'Rp 1,000,000', 'Rp 5,000,000', 'Rp 750,000', 'Rp 5,250,000'],
      ['TOKO EMAS PUSAT (MANDIRI)No Rek 9876543210', 'Rp 0', 'Rp 0', 'Rp 0', 'Rp 0'],
    ]);
    expect(screen.getByTestId('saldo-akhir-KAS').textContent).toBe('Rp 5,250,000');
  });

  it('says where card money goes, before a move too', () => {
    const note =
      'Pembayaran debet/kredit masuk ke rekening toko di bank kartu tersebut pada hari transaksi; biaya kartu dibayar customer dan dipotong bank (baris BIAYA KARTU).';
    expect(TEXTS.cash.catatanKartu).toBe(note);
    const { unmount } = render(<SaldoKasTable balances={BALANCES} />);
    expect(screen.getByTestId('catatan-kartu').textContent).toBe(note);
    unmount();
    render(<SaldoKasTable balances={BALANCES} sesudah={new Map([['KAS', 0]])} />);
    expect(screen.getByTestId('catatan-kartu').textContent).toBe(note);
  });

  it('before a move: each account now, the change and after, in red below zero', () => {
    render(
      <SaldoKasTable
        balances={BALANCES}
        sesudah={
          new Map([
            ['KAS', 2_250_000],
            ['9876543210', -1],
          ])
        }
      />,
    );
    expect(headers()).toEqual(['Akun', 'Saldo Sekarang', 'Perubahan', 'Sesudah Disimpan']);
    expect(bodyRows()).toEqual([
      ['KAS TOKO', 'Rp 5,250,000', '-Rp 3,000,000', 'Rp 2,250,000'],
      ['TOKO EMAS PUSAT (MANDIRI)No Rek 9876543210', 'Rp 0', '-Rp 1', 'Rp -1'],
    ]);
    expect(
      screen.getByTestId('saldo-sesudah-9876543210').querySelector('.ant-typography-danger'),
    ).toBeTruthy();
  });

  it('signs a change and leaves no change empty', () => {
    expect(formatPerubahan(3_000_000)).toBe('+Rp 3,000,000');
    expect(formatPerubahan(-750_000)).toBe('-Rp 750,000');
    expect(formatPerubahan(0)).toBe('-');
  });
});
