import { formatRupiah, masterResource, type PaymentResult, settlePayment, TEXTS } from '@toko/shared';
import { useMasterActive } from '../master-select/get-master-active';

/** The payment part of a counter form: what each method pays, and where. */
export interface PembayaranValues {
  cash?: number | null;
  transfer?: number | null;
  no_rekening?: string;
  debet?: number | null;
  kode_bank_debet?: string;
  credit?: number | null;
  kode_bank_credit?: string;
}

export const bankMaster = masterResource('bank');
export const rekeningMaster = masterResource('rekening');

/** The fee % of each bank (bank master), for the card lines; a payout without cards reads none. */
export function useBankFees(enabled = true): Map<string, number> {
  const { data = [] } = useMasterActive(bankMaster, enabled);
  return new Map(data.map((row) => [String(row.kode_bank), Number(row.fee_persen ?? 0)]));
}

/**
 * A DP paid before this sale and credited to it: a deposit's (paid when its pieces were
 * put aside) or an order's (paid when it was taken).
 */
export interface DpDiambil {
  jenis: 'Titipan' | 'Pesanan';
  /** The deposit's or the order's number. */
  no: string;
  dp: number;
}

/** Gold the customer trades in for the sale (Tukar): what the buyback lines are worth. */
export interface TukarBayar {
  nilai: number;
}

/** The gold's value that pays for the sale, and what the shop pays out beyond it (TUKAR KURANG). */
export function tukarSplit(total: number, nilai: number): { dipakai: number; kurang: number } {
  const dipakai = Math.min(Math.max(0, nilai), Math.max(0, total));
  return { dipakai, kurang: Math.max(0, nilai - dipakai) };
}

/**
 * What the customer pays the shop. `titipan`: the DP of a deposit or an order this sale
 * collects, paid already; `tukar`: the value of gold traded in, up to the total (the shop pays out the rest).
 */
export function settle(
  total: number,
  values: PembayaranValues,
  fees: Map<string, number>,
  titipan = 0,
  tukar = 0,
): PaymentResult {
  return settlePayment({
    total,
    cash: values.cash ?? 0,
    transfer: values.transfer ?? 0,
    debet: values.debet ?? 0,
    credit: values.credit ?? 0,
    tukar: tukarSplit(total, tukar).dipakai,
    titipan,
    feeDebetPercent: fees.get(values.kode_bank_debet ?? '') ?? 0,
    feeCreditPercent: fees.get(values.kode_bank_credit ?? '') ?? 0,
  });
}

/** The payment as a sale or a deposit sends it (pembayaranSchema): every method, zero when unused. */
export function bayarBody(values: PembayaranValues) {
  return {
    cash: values.cash ?? 0,
    transfer: values.transfer ?? 0,
    no_rekening: values.no_rekening ?? '',
    debet: values.debet ?? 0,
    kode_bank_debet: values.kode_bank_debet ?? '',
    credit: values.credit ?? 0,
    kode_bank_credit: values.kode_bank_credit ?? '',
  };
}

/** What the shop pays in cash when it pays the customer out: what the transfer leaves. */
export function sisaCash(total: number, transfer: number): number {
  return Math.max(0, total - transfer);
}

/** Paying out, cash and transfer must together be exactly the total: there is no change. */
export function bayarProblem(total: number, cash: number, transfer: number): string | undefined {
  const dibayar = cash + transfer;
  return dibayar === total
    ? undefined
    : TEXTS.pembelian.bayarTidakSama(formatRupiah(total), formatRupiah(dibayar));
}
