import {
  buildNotaPenjualan,
  NOTA_COPIES,
  type Nota,
  type NotaPenjualanInput,
  type PenjualanDoc,
  slipSegments,
} from '@toko/shared';
import { WEB_TEXTS } from '../../../texts';

/** The module flag of SPEC §6 that gives a marketplace sale its own slip, in two copies. */
export const MARKETPLACE_SLIP_MODULE = 'MARKETPLACE_PENJUALAN_SLIP';

/** The receipt a sale prints: the ordinary Nota Penjualan, or the marketplace slip. */
export type NotaPenjualanLayout = 'NOTA_PENJUALAN' | 'SLIP_MARKETPLACE';

/**
 * A sale through a marketplace prints the marketplace slip while the shop has
 * MARKETPLACE_PENJUALAN_SLIP on; any other sale, or any sale without the module, prints
 * the ordinary nota.
 */
export function notaPenjualanLayout(
  doc: Pick<PenjualanDoc, 'kode_marketplace'>,
  modules: ReadonlySet<string>,
): NotaPenjualanLayout {
  return modules.has(MARKETPLACE_SLIP_MODULE) && doc.kode_marketplace.trim() !== ''
    ? 'SLIP_MARKETPLACE'
    : 'NOTA_PENJUALAN';
}

/** "WHATSAPP (WA)": the marketplace by name with its code; the code alone when the name is unknown or the same. */
export function marketplaceLabel(kode: string, nama: string | undefined): string {
  const name = nama?.trim();
  return name && name !== kode ? `${name} (${kode})` : kode;
}

/**
 * The marketplace slip: the sale as its nota has it, under the slip's own title with the
 * marketplace first, in two copies (the customer's to pack with the order, the shop's to
 * keep) whatever the duplicate setting of Nota Penjualan.
 */
export function buildSlipMarketplace(input: NotaPenjualanInput, namaMarketplace: string | undefined): Nota {
  const nota = buildNotaPenjualan(input);
  const label = WEB_TEXTS.notaMarketplace.marketplace;
  const marketplace = {
    label,
    lines: slipSegments(marketplaceLabel(input.doc.kode_marketplace, namaMarketplace)),
  };
  return {
    ...nota,
    title: WEB_TEXTS.notaMarketplace.title,
    info: [marketplace, ...nota.info.filter((line) => line.label !== label)],
    copies: [NOTA_COPIES.customer, NOTA_COPIES.internal],
  };
}

/** The receipt of a sale as this shop prints it: its layout chosen by the module flags, then built. */
export function buildNotaPenjualanOf(
  input: NotaPenjualanInput,
  modules: ReadonlySet<string>,
  namaMarketplace: (kode: string) => string | undefined,
): Nota {
  return notaPenjualanLayout(input.doc, modules) === 'SLIP_MARKETPLACE'
    ? buildSlipMarketplace(input, namaMarketplace(input.doc.kode_marketplace))
    : buildNotaPenjualan(input);
}
