import { type SaleLinePrice, saleLinePrice } from '@toko/shared';

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
