import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PANTAUAN_JENIS, PANTAUAN_JENIS_KODE, type PantauanRingkasan } from '@toko/shared';
import { describe, expect, it, vi } from 'vitest';
import { PantauanRingkasanView } from './pantauan-ringkasan';

const quiet = { jumlah: 0, nilai: 0, rata_30_hari: 0, menonjol: false };

function ringkasan(kodeToko: string): PantauanRingkasan {
  return {
    tgl_from: '2026-11-22',
    tgl_to: '2026-11-22',
    kode_toko: kodeToko,
    per_jenis: PANTAUAN_JENIS_KODE.map((jenis) => ({
      jenis,
      nama: PANTAUAN_JENIS[jenis],
      ...(jenis === 'BATAL_JUAL'
        ? { jumlah: 4, nilai: 6_000_000, rata_30_hari: 0.2, menonjol: true }
        : jenis === 'SELISIH_KAS'
          ? { jumlah: 1, nilai: -25_000, rata_30_hari: 0.5, menonjol: false }
          : quiet),
    })),
    per_toko: [{ kode_toko: 'PST', jumlah: 5, nilai: 5_975_000, rata_30_hari: 0.7, menonjol: true }],
    per_user: [
      { kode_toko: 'PST', user_id: 'KASIR', jumlah: 5, nilai: 5_975_000, rata_30_hari: 0.7, menonjol: true },
    ],
  };
}

describe('PantauanRingkasanView', () => {
  it('shows every kind, marks the outlier, greys the quiet ones and lists a kind on click', async () => {
    const onJenis = vi.fn();
    render(<PantauanRingkasanView ringkasan={ringkasan('SEMUA')} onJenis={onJenis} />);
    for (const jenis of PANTAUAN_JENIS_KODE)
      expect(screen.getByTestId(`pantauan-jenis-${jenis}`)).toBeTruthy();
    const batal = screen.getByTestId('pantauan-jenis-BATAL_JUAL');
    expect(batal.textContent).toContain('Batal penjualan4Rp 6,000,000 · biasanya 0,2/hariMenonjol');
    expect(screen.getByTestId('pantauan-jenis-SELISIH_KAS').textContent).not.toContain('Menonjol');
    expect((screen.getByTestId('pantauan-jenis-OPNAME') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(batal);
    expect(onJenis).toHaveBeenCalledWith('BATAL_JUAL');
    // The whole chain: a table per shop beside the users.
    expect(screen.getByText('Per Toko')).toBeTruthy();
  });

  it('leaves the shop table out for one shop', () => {
    render(<PantauanRingkasanView ringkasan={ringkasan('PST')} onJenis={() => {}} />);
    expect(screen.queryByText('Per Toko')).toBeNull();
    expect(screen.getByText('KASIR')).toBeTruthy();
  });
});
