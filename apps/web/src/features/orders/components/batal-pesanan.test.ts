import { describe, expect, it } from 'vitest';
import { refundText } from './batal-pesanan';

const paid = {
  cash_rp: 0,
  kembalian: 0,
  transfer_rp: 0,
  no_rekening: '',
  debet_rp: 0,
  kode_bank_debet: '',
  biaya_debet: 0,
  credit_rp: 0,
  kode_bank_credit: '',
  biaya_credit: 0,
};

describe('refundText', () => {
  it('names each method a validated DP goes back by, cash net of the change', () => {
    expect(
      refundText({
        ...paid,
        status_valid: 'DONE',
        cash_rp: 350_000,
        kembalian: 50_000,
        transfer_rp: 200_000,
      }),
    ).toBe('Cash Rp 300,000, Transfer Rp 200,000');
    expect(refundText({ ...paid, status_valid: 'DONE', debet_rp: 500_000, kode_bank_debet: 'BCA' })).toBe(
      'Debet Rp 500,000',
    );
  });

  it('has nothing to give back for an order never validated', () => {
    expect(refundText({ ...paid, status_valid: 'OPEN', cash_rp: 500_000 })).toBeNull();
  });
});
