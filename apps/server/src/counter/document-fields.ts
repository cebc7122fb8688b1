import type { PaymentResult } from '@toko/shared';
import type { Actor } from './actor.ts';
import { jamToko } from './shop-clock.ts';

/** The customer block every counter document carries, as stored. */
interface StoredCustomer {
  kode_sales: string;
  kode_member: string | null;
  nama_customer: string;
  no_hp: string;
  alamat_customer: string;
}

/** The customer block of a document as the API answers it (no member is ''). */
export function customerOf(header: StoredCustomer) {
  return {
    kode_sales: header.kode_sales,
    kode_member: header.kode_member ?? '',
    nama_customer: header.nama_customer,
    no_hp: header.no_hp,
    alamat_customer: header.alamat_customer,
  };
}

/** The customer block of a request, as a header stores it. */
export function storedCustomer(input: StoredCustomer) {
  return {
    kode_sales: input.kode_sales,
    kode_member: input.kode_member || null,
    nama_customer: input.nama_customer,
    no_hp: input.no_hp,
    alamat_customer: input.alamat_customer,
  };
}

/** Who made a document and who validated it. */
export function validityOf<S extends string, V extends string>(header: {
  status: string;
  status_valid: string;
  input_by: string;
  valid_by: string | null;
}) {
  return {
    status: header.status as S,
    status_valid: header.status_valid as V,
    input_by: header.input_by,
    valid_by: header.valid_by,
  };
}

/** A payment by every counter method, as a sale or deposit header stores it. */
export interface StoredCounterPayment {
  cash_rp: number;
  transfer_rp: number;
  no_rekening: string;
  debet_rp: number;
  kode_bank_debet: string;
  biaya_debet: number;
  credit_rp: number;
  kode_bank_credit: string;
  biaya_credit: number;
  kembalian: number;
}

/** The payment of a document as the API answers it. */
export function paymentOf(header: StoredCounterPayment): StoredCounterPayment {
  return {
    cash_rp: header.cash_rp,
    transfer_rp: header.transfer_rp,
    no_rekening: header.no_rekening,
    debet_rp: header.debet_rp,
    kode_bank_debet: header.kode_bank_debet,
    biaya_debet: header.biaya_debet,
    credit_rp: header.credit_rp,
    kode_bank_credit: header.kode_bank_credit,
    biaya_credit: header.biaya_credit,
    kembalian: header.kembalian,
  };
}

/**
 * The payment of a request as the header stores it: an account or bank only where its
 * method was used, fees and change as settled by the server.
 */
export function storedPayment(
  bayar: {
    cash: number;
    transfer: number;
    no_rekening: string;
    debet: number;
    kode_bank_debet: string;
    credit: number;
    kode_bank_credit: string;
  },
  settled: Pick<PaymentResult, 'biayaDebet' | 'biayaCredit' | 'kembalian'>,
): StoredCounterPayment {
  return {
    cash_rp: bayar.cash,
    transfer_rp: bayar.transfer,
    no_rekening: bayar.transfer > 0 ? bayar.no_rekening : '',
    debet_rp: bayar.debet,
    kode_bank_debet: bayar.debet > 0 ? bayar.kode_bank_debet : '',
    biaya_debet: settled.biayaDebet,
    credit_rp: bayar.credit,
    kode_bank_credit: bayar.credit > 0 ? bayar.kode_bank_credit : '',
    biaya_credit: settled.biayaCredit,
    kembalian: settled.kembalian,
  };
}

/** When, where and under which key a counter document was made: the shop's day and its own clock. */
export function documentStamp(
  actor: Pick<Actor, 'kodeToko' | 'tglSystem' | 'timeZone' | 'now'>,
  idempotencyKey: string,
) {
  return {
    kode_toko: actor.kodeToko,
    tgl_system: actor.tglSystem,
    jam: jamToko(actor.timeZone, actor.now),
    idempotency_key: idempotencyKey,
  };
}
