import { badRequest, type MasterRecord, type MasterResource, masterResource } from '@toko/shared';
import { SERVER_TEXTS } from '../texts.ts';
import type { ShopSeen } from './shop-cache.ts';

/** What every counter transaction (sale, deposit) is paid with. */
export interface CounterPayment {
  cash: number;
  transfer: number;
  no_rekening: string;
  debet: number;
  kode_bank_debet: string;
  credit: number;
  kode_bank_credit: string;
}

/** What the counter needs of master data: the active rows of a list, from memory while the shop's epoch stands. */
export interface ActiveReferences {
  listActiveSeen(entry: MasterResource, shop: ShopSeen): Promise<readonly MasterRecord[]>;
}

/**
 * The references a counter form names: an active sales person and marketplace, and the
 * account and banks its non-cash amounts go to. Answers the card fees of the banks. The
 * lists come from memory while the shop's epoch stands (decision 031).
 */
export async function checkCounterReferences(
  masterData: ActiveReferences,
  shop: ShopSeen,
  input: { kode_sales: string; kode_marketplace?: string; bayar: CounterPayment },
): Promise<{ feeDebet: number; feeCredit: number }> {
  const activeCodes = async (key: string) => {
    const entry = masterResource(key);
    const rows = await masterData.listActiveSeen(entry, shop);
    return new Map(rows.map((row) => [String(row[entry.codeField]), row]));
  };
  const [sales, marketplaces, banks, rekenings] = await Promise.all([
    activeCodes('sales'),
    activeCodes('marketplace'),
    activeCodes('bank'),
    activeCodes('rekening'),
  ]);
  if (!sales.has(input.kode_sales))
    throw badRequest(`Sales ${input.kode_sales} tidak ditemukan atau tidak aktif`);
  if (input.kode_marketplace && !marketplaces.has(input.kode_marketplace)) {
    throw badRequest(`Marketplace ${input.kode_marketplace} tidak ditemukan atau tidak aktif`);
  }
  const { bayar } = input;
  if (bayar.transfer > 0 && !rekenings.has(bayar.no_rekening))
    throw badRequest(SERVER_TEXTS.counter.rekening);
  if (bayar.debet > 0 && !banks.has(bayar.kode_bank_debet)) throw badRequest(SERVER_TEXTS.counter.bankDebet);
  if (bayar.credit > 0 && !banks.has(bayar.kode_bank_credit))
    throw badRequest(SERVER_TEXTS.counter.bankCredit);
  const fee = (code: string) => Number(banks.get(code)?.fee_persen ?? 0);
  return { feeDebet: fee(bayar.kode_bank_debet), feeCredit: fee(bayar.kode_bank_credit) };
}
