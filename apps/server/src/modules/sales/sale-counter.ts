import { badRequest, clockInTimeZone, masterResource, type SaleLinePrice, saleLinePrice } from '@toko/shared';
import { SERVER_TEXTS } from '../../texts.ts';
import type { ShopSeen } from '../access/access.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';

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

/** The time of day on the receipt, on the shop's own clock. */
export function jamToko(timeZone: string, now: Date): string {
  return clockInTimeZone(now, timeZone);
}

export type LinePrice = SaleLinePrice & { hargaGram: number };

/** Prices of the pieces as they stand (DOMAIN.md §2), from the day's price of their group. */
/** What an order agreed for its piece: a price per gram and the ongkos, a fixed total (decision 018). */
export interface AgreedOrderPrice {
  hargaGram: number;
  ongkos: number;
}

/**
 * The pieces as the counter prices them: at the day's price of their group, or, for the
 * made piece of an order being collected, at the order's price per gram and ongkos, by the
 * weight it really came out at (its stones, if the maker set any, still on top).
 */
export function priceSaleLines(
  pieces: Parameters<typeof priceLines>[0],
  hargaGram: ReadonlyMap<string, number>,
  pembulatan: number,
  agreed: AgreedOrderPrice | undefined,
): LinePrice[] {
  if (!agreed) return priceLines(pieces, hargaGram, pembulatan);
  return priceLines(
    pieces.map((piece) => ({ ...piece, ongkos_type: 'TOTAL', ongkos: agreed.ongkos })),
    new Map(pieces.map((piece) => [piece.kode_group, agreed.hargaGram])),
    pembulatan,
  );
}

export function priceLines(
  pieces: readonly {
    kode_group: string;
    berat: number;
    ongkos_type: string;
    ongkos: number;
    harga_atribut: number;
  }[],
  hargaGram: ReadonlyMap<string, number>,
  pembulatan: number,
): LinePrice[] {
  return pieces.map((piece) => {
    const gram = hargaGram.get(piece.kode_group) ?? 0;
    const price = saleLinePrice({
      berat: piece.berat,
      hargaGram: gram,
      ongkosType: piece.ongkos_type === 'TOTAL' ? 'TOTAL' : 'GRAM',
      ongkos: piece.ongkos,
      hargaAtribut: piece.harga_atribut,
      diskon: 0,
      pembulatan,
    });
    return { ...price, hargaGram: gram };
  });
}

/**
 * The references a counter form names: an active sales person and marketplace, and the
 * account and banks its non-cash amounts go to. Answers the card fees of the banks. The
 * lists come from memory while the shop's epoch stands (decision 031).
 */
export async function checkCounterReferences(
  masterData: MasterDataService,
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
