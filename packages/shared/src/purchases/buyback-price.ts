import { DEFAULT_PEMBULATAN, percentOf, priceOfWeight, roundDownTo, roundUpTo } from '../common/money.ts';
import type { ShopRules } from '../settings/settings.schemas.ts';

/** A buyback condition (master Kondisi Pembelian): how much the shop cuts for it. */
export interface KondisiPembelian {
  type_kondisi: 'PERSENTASE' | 'RP';
  /** Percent of the receipt price, for PERSENTASE. */
  persentase: number;
  /** Rupiah per gram, for RP. */
  rupiah_per_gram: number;
}

/** A row of master Kondisi Pembelian as the pricing reads it (any other type is PERSENTASE). */
export function kondisiPembelianOf(row: Readonly<Record<string, unknown>>): KondisiPembelian {
  return {
    type_kondisi: row.type_kondisi === 'RP' ? 'RP' : 'PERSENTASE',
    persentase: Number(row.persentase ?? 0),
    rupiah_per_gram: Number(row.rupiah_per_gram ?? 0),
  };
}

/** The sale line a buyback with barcode starts from. */
export interface NotaLine {
  harga_jual: number;
  ongkos: number;
}

/**
 * The receipt price of a piece this shop sold (DOMAIN.md §2): what the customer paid
 * for the line, without the making fee unless HARGA_NOTA_DENGAN_ONGKOS_MODULE is on
 * (the fee was work, not gold, and is not bought back).
 */
export function hargaNotaOf(line: NotaLine, withOngkos: boolean): number {
  return withOngkos ? line.harga_jual : Math.max(0, line.harga_jual - line.ongkos);
}

/**
 * What the receipt price is worth at the weight brought back: a piece worn lighter is
 * paid for the gold that is left, pro rata, rounded down to the rupiah. A heavier one
 * (allowed only with otorisasi) is paid pro rata too. Milligrams on both sides.
 */
export function hargaNotaAtWeight(hargaNota: number, beratNota: number, berat: number): number {
  if (beratNota <= 0 || berat === beratNota) return hargaNota;
  return Number((BigInt(hargaNota) * BigInt(berat)) / BigInt(beratNota));
}

export interface BuybackLineInput {
  /** What the piece is worth before the cut: the receipt price at this weight, or berat x buy price. */
  base: number;
  /** Milligrams brought back. */
  berat: number;
  kondisi: KondisiPembelian;
  pembulatan: number;
  /** PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE: round the price down instead of up. */
  roundDown: boolean;
  /**
   * Percent of the condition's cut taken (default 100): a trade-in of a piece with this
   * shop's receipt may be cut less (POTONGAN_TUKAR_PERSEN).
   */
  cutShare?: number;
}

export interface BuybackLinePrice {
  potongan: number;
  /** What the system offers for the line. */
  harga: number;
  /** Rupiah per gram of the price, rounded down. */
  hargaRata: number;
}

/**
 * A buyback line (DOMAIN.md §2): the condition's cut — PERSENTASE of the base, or RP per
 * gram of the weight — then rounded to the shop's pembulatan, up by default and down
 * with PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE; never below zero.
 */
export function buybackLinePrice(input: BuybackLineInput): BuybackLinePrice {
  const { kondisi } = input;
  const fullCut =
    kondisi.type_kondisi === 'PERSENTASE'
      ? percentOf(input.base, kondisi.persentase)
      : priceOfWeight(input.berat, kondisi.rupiah_per_gram);
  // The share of the cut is rounded up to the rupiah: in the shop's favour, as the cut itself.
  const potongan = input.cutShare === undefined ? fullCut : percentOf(fullCut, input.cutShare);
  const net = Math.max(0, input.base - potongan);
  const harga = input.roundDown ? roundDownTo(net, input.pembulatan) : roundUpTo(net, input.pembulatan);
  return { potongan, harga, hargaRata: hargaRataOf(harga, input.berat) };
}

/** How a shop rounds a buyback (Setting System PEMBULATAN, PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE). */
export interface AturanPembulatan {
  pembulatan: number;
  roundDown: boolean;
}

/**
 * How a shop prices every buyback line (Setting System): its rounding and its direction, and
 * whether a receipt's price counts the making fee (HARGA_NOTA_DENGAN_ONGKOS_MODULE).
 */
export function aturanPembelianOf(rules: ShopRules): AturanPembulatan & { withOngkos: boolean } {
  return {
    pembulatan: Number(rules.paraSystem.get('PEMBULATAN') ?? DEFAULT_PEMBULATAN),
    roundDown: rules.modules.has('PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE'),
    withOngkos: rules.modules.has('HARGA_NOTA_DENGAN_ONGKOS_MODULE'),
  };
}

/**
 * What the counter offers for a piece brought back with its receipt, over every condition the
 * shop buys in: the lowest and the highest line price, each by buybackLinePrice as Transaksi
 * Pembelian prices the line. Null when the shop has no condition.
 */
export function buybackOfferRange(
  base: number,
  berat: number,
  kondisi: readonly KondisiPembelian[],
  aturan: AturanPembulatan,
): { min: number; max: number } | null {
  const offers = kondisi.map((one) => buybackLinePrice({ base, berat, kondisi: one, ...aturan }).harga);
  return offers.length > 0 ? { min: Math.min(...offers), max: Math.max(...offers) } : null;
}

/** `floor(harga / berat in grams)`, computed on milligrams. */
export function hargaRataOf(harga: number, berat: number): number {
  if (berat <= 0) return 0;
  return Number((BigInt(harga) * 1000n) / BigInt(berat));
}

/**
 * Master Parameter Rugi Nota of a group: how far below the receipt price the shop may pay
 * for a piece with receipt, as a cut in percent of the receipt price.
 */
export interface RugiNota {
  potongan_min: number;
  potongan_max: number;
}

/** Whether a price the clerk typed cuts the receipt price by no less than the minimum and no more than the maximum. */
export function withinRugiNota(hargaNota: number, harga: number, rugi: RugiNota): boolean {
  // Exact: cut x 1,000,000 against hargaNota x percent (4 decimals) x 10,000, in integers.
  const cut = BigInt(hargaNota - harga) * 1_000_000n;
  const bound = (percent: number) => BigInt(hargaNota) * BigInt(Math.round(percent * 10_000));
  return cut >= bound(rugi.potongan_min) && cut <= bound(rugi.potongan_max);
}

/** Why a buyback line needs a second user's otorisasi, or null (DOMAIN.md §1, §2). */
export type BuybackOtorisasi =
  | 'PEMBELIAN_TANPA_NOTA'
  | 'PEMBELIAN_DI_ATAS_NOTA'
  | 'POTONGAN_DI_LUAR_RUGI_NOTA';

export function buybackOtorisasi(line: {
  withNota: boolean;
  /** Milligrams. */
  berat: number;
  beratNota: number;
  hargaSystem: number;
  harga: number;
  /** A price the clerk typed (not the system's offer) is held to the group's Parameter Rugi Nota. */
  manual?: { hargaNota: number; rugiNota: RugiNota | undefined };
}): BuybackOtorisasi | null {
  if (!line.withNota) return 'PEMBELIAN_TANPA_NOTA';
  if (line.berat > line.beratNota || line.harga > line.hargaSystem) return 'PEMBELIAN_DI_ATAS_NOTA';
  const { manual } = line;
  if (manual?.rugiNota && !withinRugiNota(manual.hargaNota, line.harga, manual.rugiNota)) {
    return 'POTONGAN_DI_LUAR_RUGI_NOTA';
  }
  return null;
}
