import { percentOf, sumRupiah } from '../common/money.ts';
import { TEXTS } from '../texts/texts.ts';

export interface PaymentInput {
  /** What is due for the visit, in rupiah. */
  total: number;
  cash: number;
  transfer: number;
  debet: number;
  credit: number;
  /** Value of gold traded in (tukar). */
  tukar: number;
  /** The DP of the deposit being collected: paid already, it counts like non-cash. */
  titipan?: number;
  /** Card fees of the chosen banks, in percent (bank master). */
  feeDebetPercent: number;
  feeCreditPercent: number;
}

export interface PaymentResult {
  /** Everything but cash. */
  nonTunai: number;
  /** What cash still has to cover. */
  sisaTunai: number;
  /** Change handed back; 0 unless cash exceeds what it has to cover. */
  kembalian: number;
  /** Card fee and the amount charged on the card (nominal + fee). */
  biayaDebet: number;
  tagihDebet: number;
  biayaCredit: number;
  tagihCredit: number;
  /** Why the payment cannot be saved, or null. */
  problem: string | null;
}

/**
 * Combining payment methods (DOMAIN.md §2): non-cash amounts may not exceed what is
 * due; cards add their fee on top (charged = nominal + fee); cash covers the rest and
 * may exceed it, the difference being the change.
 */
export function settlePayment(input: PaymentInput): PaymentResult {
  const titipan = input.titipan ?? 0;
  const amounts = [input.cash, input.transfer, input.debet, input.credit, input.tukar, titipan];
  const nonTunai = sumRupiah([input.transfer, input.debet, input.credit, input.tukar, titipan]);
  const biayaDebet = percentOf(input.debet, input.feeDebetPercent);
  const biayaCredit = percentOf(input.credit, input.feeCreditPercent);
  const sisaTunai = Math.max(0, input.total - nonTunai);
  const result = {
    nonTunai,
    sisaTunai,
    kembalian: Math.max(0, input.cash - sisaTunai),
    biayaDebet,
    tagihDebet: input.debet + biayaDebet,
    biayaCredit,
    tagihCredit: input.credit + biayaCredit,
  };
  let problem: string | null = null;
  if (amounts.some((amount) => amount < 0)) problem = TEXTS.payment.negatif;
  else if (nonTunai > input.total) problem = TEXTS.payment.nonTunaiLebih;
  else if (input.cash < sisaTunai) problem = TEXTS.payment.kurang(sisaTunai - input.cash);
  return { ...result, problem };
}
