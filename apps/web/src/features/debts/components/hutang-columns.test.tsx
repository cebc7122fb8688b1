import { render, screen } from '@testing-library/react';
import type { HutangDoc } from '@toko/shared';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { hutangListColumns } from './hutang-columns';

const TODAY = '2026-11-27';

const loan = (extra: Partial<HutangDoc>): HutangDoc => ({
  no_hutang: 'PST-HT-260701-0001',
  tgl_system: '2026-07-01',
  jam: '09:00:00',
  kode_sales: 'S01',
  kode_member: '',
  nama_customer: 'PAK BUDI',
  no_hp: '',
  alamat_customer: '',
  nik: '3174012345670001',
  nilai_taksiran: 4_512_600,
  maks_persen: 70,
  maks_pinjaman: 3_158_820,
  pokok: 2_000_000,
  kode_pinjaman: 'P1',
  bunga_persen: 2.5,
  jangka_bulan: 4,
  tgl_jatuh_tempo: '2026-10-29',
  tgl_bunga: '2026-07-01',
  cash_rp: 2_000_000,
  transfer_rp: 0,
  no_rekening: '',
  status: 'OPEN',
  status_valid: 'DONE',
  tgl_tutup: null,
  no_hutang_lama: null,
  no_hutang_baru: null,
  lewat_tempo: false,
  nilai_lelang: null,
  kelebihan_lelang: null,
  input_by: 'KASIR',
  valid_by: 'SPV',
  items: [
    {
      id: 1,
      kode_group: '750',
      kode_dept: 'CC',
      nama_barang: 'CINCIN POLOS',
      berat: 3.27,
      kadar: 75,
      jumlah: 1,
      harga_gram: 1_380_000,
      nilai: 4_512_600,
      foto: '',
      foto_url: null,
      status: 'GADAI',
      kode_barcode: null,
    },
  ],
  bunga_berjalan: {
    tanggal: TODAY,
    tgl_dari: '2026-07-01',
    hari: 149,
    hari_dihitung: 149,
    bunga: 248_500,
    total_lunas: 2_248_500,
  },
  pembayaran: [],
  ...extra,
});

function renderList(doc: HutangDoc) {
  render(
    <Table<HutangDoc>
      rowKey="no_hutang"
      pagination={false}
      columns={hutangListColumns({ today: TODAY, masaTenggang: 7 })}
      dataSource={[doc]}
    />,
  );
}

describe('Lihat Hutang columns', () => {
  it('shows the interest as of the business date and marks a loan past due and grace', () => {
    renderList(loan({}));
    expect(screen.getByTestId('bunga-PST-HT-260701-0001').textContent).toBe('248,500149 hariLunas 2,248,500');
    const tempo = screen.getByTestId('tempo-PST-HT-260701-0001');
    expect(tempo.textContent).toBe('29 Oktober 20264 bulanLewat Tempo');
    expect(tempo.querySelector('.ant-typography-danger')?.textContent).toBe('29 Oktober 2026');
  });

  it('a loan past due but within the grace is red, without the tag', () => {
    renderList(loan({ no_hutang: 'A', tgl_jatuh_tempo: '2026-11-25' }));
    expect(screen.getByTestId('tempo-A').textContent).toBe('25 November 20264 bulan');
    expect(screen.getByTestId('tempo-A').querySelector('.ant-typography-danger')).not.toBeNull();
  });

  it('counts the pledged pieces by jumlah, not by lines', () => {
    const [line] = loan({}).items;
    if (!line) throw new Error('fixture without a line');
    renderList(
      loan({
        no_hutang: 'C',
        items: [
          { ...line, jumlah: 3 },
          { ...line, id: 2, jumlah: 2 },
        ],
      }),
    );
    expect(screen.getByText(/barang ·/).textContent).toBe('5 barang · 6.540 gr');
  });

  it('a closed loan: no interest, no mark', () => {
    renderList(loan({ no_hutang: 'B', status: 'LUNAS', bunga_berjalan: null, lewat_tempo: true }));
    expect(screen.queryByTestId('bunga-B')).toBeNull();
    expect(screen.getByTestId('tempo-B').textContent).toBe('29 Oktober 20264 bulan');
    expect(screen.getByTestId('tempo-B').querySelector('.ant-typography-danger')).toBeNull();
  });
});
