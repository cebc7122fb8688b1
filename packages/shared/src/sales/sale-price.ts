import { priceOfWeight, roundUpTo, sumRupiah } from '../common/money.ts';

export interface SaleLineInput {
  /** Milligrams. */
  berat: number;
  /** Rupiah per gram: the group's price of the day, or the piece's own for hand-priced pieces. */
  hargaGram: number;
  ongkosType: 'GRAM' | 'TOTAL';
  ongkos: number;
  hargaAtribut: number;
  diskon: number;
  pembulatan: number;
}

export interface SaleLinePrice {
  /** berat x harga per gram, to the whole rupiah. */
  hargaEmas: number;
  /** The making fee of this piece: per gram x berat, or the fixed total. */
  ongkosRp: number;
  /** What the system asks for the piece, before any discount. */
  hargaSystem: number;
  /** What the customer pays for the line. */
  hargaJual: number;
}

/**
 * A sale line (DOMAIN.md §2): `roundUp(berat x harga_gram + ongkos + harga_atribut - diskon)`,
 * rounded up per line to the shop's pembulatan, in milligram arithmetic. A price below
 * `hargaSystem` needs a supervisor's otorisasi.
 */
export function saleLinePrice(input: SaleLineInput): SaleLinePrice {
  const hargaEmas = priceOfWeight(input.berat, input.hargaGram);
  const ongkosRp = input.ongkosType === 'GRAM' ? priceOfWeight(input.berat, input.ongkos) : input.ongkos;
  const gross = sumRupiah([hargaEmas, ongkosRp, input.hargaAtribut]);
  const hargaSystem = roundUpTo(gross, input.pembulatan);
  const hargaJual = roundUpTo(Math.max(0, gross - input.diskon), input.pembulatan);
  return { hargaEmas, ongkosRp, hargaSystem, hargaJual };
}

/** Whether the price asked for a line is below what the system computes (otorisasi needed). */
export function isBelowSystemPrice(price: Pick<SaleLinePrice, 'hargaSystem'>, hargaJual: number): boolean {
  return hargaJual < price.hargaSystem;
}
