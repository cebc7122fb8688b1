import type { HutangBayarDoc, HutangDoc } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import {
  bayarPerpanjang,
  hutangActions,
  lelangDari,
  lewatJatuhTempo,
  lewatTempo,
  pembayaranBatal,
} from './hutang-actions';

const TODAY = '2026-11-27';

const bayar = (extra: Partial<HutangBayarDoc>): HutangBayarDoc => ({
  no_bayar: 'BH-1',
  no_hutang: 'HT-1',
  tgl_system: TODAY,
  jam: '10:00:00',
  jenis: 'BUNGA',
  tgl_dari: '2026-10-01',
  hari: 40,
  hari_dihitung: 40,
  bunga: 267_000,
  pokok: 0,
  total: 267_000,
  cash_rp: 267_000,
  transfer_rp: 0,
  no_rekening: '',
  kembalian: 0,
  status: 'OK',
  status_valid: 'OPEN',
  input_by: 'KASIR',
  valid_by: null,
  ...extra,
});

const loan = (extra: Partial<HutangDoc> = {}): HutangDoc => ({
  no_hutang: 'HT-1',
  tgl_system: '2026-10-18',
  jam: '09:00:00',
  kode_sales: 'S01',
  kode_member: '',
  nama_customer: 'PAK BUDI',
  no_hp: '',
  alamat_customer: '',
  nik: '3174012345670001',
  nilai_taksiran: 18_057_600,
  maks_persen: 70,
  maks_pinjaman: 12_640_320,
  pokok: 10_000_000,
  kode_pinjaman: 'P2',
  bunga_persen: 2,
  jangka_bulan: 4,
  tgl_jatuh_tempo: '2027-02-15',
  tgl_bunga: '2026-10-18',
  cash_rp: 10_000_000,
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
  items: [],
  bunga_berjalan: {
    tanggal: TODAY,
    tgl_dari: '2026-10-18',
    hari: 40,
    hari_dihitung: 40,
    bunga: 267_000,
    total_lunas: 10_267_000,
  },
  pembayaran: [],
  ...extra,
});

describe('renewal payment', () => {
  it('is the interest when the new loan keeps the principal, plus what the principal drops', () => {
    expect(bayarPerpanjang(267_000, 10_000_000, 10_000_000)).toBe(267_000);
    // The server test's renewal: 40 days of interest and Rp 2,000,000 of the principal.
    expect(bayarPerpanjang(267_000, 10_000_000, 8_000_000)).toBe(2_267_000);
  });
});

describe('due date and grace', () => {
  it('allows lelang from the due date + grace + 1 day, as the server does', () => {
    expect(lelangDari(loan({ tgl_jatuh_tempo: '2026-11-19' }), 7)).toBe('2026-11-27');
    expect(lewatTempo(loan({ tgl_jatuh_tempo: '2026-11-19' }), TODAY, 7)).toBe(true);
    expect(lewatTempo(loan({ tgl_jatuh_tempo: '2026-11-20' }), TODAY, 7)).toBe(false);
    // The closing's own mark counts whatever the grace.
    expect(lewatTempo(loan({ tgl_jatuh_tempo: '2026-11-20', lewat_tempo: true }), TODAY, 7)).toBe(true);
    // A closed loan is never overdue.
    expect(lewatTempo(loan({ status: 'LUNAS', lewat_tempo: true }), TODAY, 7)).toBe(false);
  });

  it('is past due the day after the due date', () => {
    expect(lewatJatuhTempo(loan({ tgl_jatuh_tempo: TODAY }), TODAY)).toBe(false);
    expect(lewatJatuhTempo(loan({ tgl_jatuh_tempo: '2026-11-26' }), TODAY)).toBe(true);
  });
});

describe('actions a loan offers', () => {
  it('an open validated loan: interest, redemption and renewal; no cancel (older), no lelang (not due)', () => {
    expect(hutangActions(loan(), TODAY, 7)).toEqual({
      bunga: true,
      lunas: true,
      perpanjang: true,
      batal: false,
      lelang: false,
      menungguValidasi: false,
    });
  });

  it('a loan waiting for validation only cancels, and only on its own day', () => {
    const waiting = loan({ status_valid: 'OPEN', tgl_system: TODAY });
    expect(hutangActions(waiting, TODAY, 7)).toEqual({
      bunga: false,
      lunas: false,
      perpanjang: false,
      batal: true,
      lelang: false,
      menungguValidasi: true,
    });
    expect(hutangActions(loan({ status_valid: 'OPEN' }), TODAY, 7).batal).toBe(false);
  });

  it('no cancel once paid on, nor for a renewal’s new loan', () => {
    expect(hutangActions(loan({ tgl_system: TODAY, pembayaran: [bayar({})] }), TODAY, 7).batal).toBe(false);
    expect(hutangActions(loan({ tgl_system: TODAY, no_hutang_lama: 'HT-0' }), TODAY, 7).batal).toBe(false);
    // A cancelled payment no longer stands in the way.
    expect(
      hutangActions(loan({ tgl_system: TODAY, pembayaran: [bayar({ status: 'BATAL' })] }), TODAY, 7).batal,
    ).toBe(true);
  });

  it('no interest to pay while it is paid ahead', () => {
    const ahead = loan({
      bunga_berjalan: {
        tanggal: TODAY,
        tgl_dari: TODAY,
        hari: 0,
        hari_dihitung: 0,
        bunga: 0,
        total_lunas: 10_000_000,
      },
    });
    expect(hutangActions(ahead, TODAY, 7)).toMatchObject({ bunga: false, lunas: true, perpanjang: true });
  });

  it('offers lelang past due and grace; a closed loan offers nothing', () => {
    expect(hutangActions(loan({ tgl_jatuh_tempo: '2026-11-19' }), TODAY, 7).lelang).toBe(true);
    expect(hutangActions(loan({ status: 'LELANG', bunga_berjalan: null }), TODAY, 7)).toEqual({
      bunga: false,
      lunas: false,
      perpanjang: false,
      batal: false,
      lelang: false,
      menungguValidasi: false,
    });
  });
});

describe('the payment Batal Pembayaran undoes', () => {
  it('is the last standing payment, only when made on the business date', () => {
    const first = bayar({ no_bayar: 'BH-1', jam: '09:00:00' });
    const second = bayar({ no_bayar: 'BH-2', jam: '11:00:00' });
    expect(pembayaranBatal(loan({ pembayaran: [second, first] }), TODAY)?.no_bayar).toBe('BH-2');
    expect(
      pembayaranBatal(loan({ pembayaran: [first, bayar({ no_bayar: 'BH-2', status: 'BATAL' })] }), TODAY)
        ?.no_bayar,
    ).toBe('BH-1');
    expect(
      pembayaranBatal(loan({ pembayaran: [bayar({ tgl_system: '2026-11-26' })] }), TODAY),
    ).toBeUndefined();
    expect(pembayaranBatal(loan(), TODAY)).toBeUndefined();
  });
});
