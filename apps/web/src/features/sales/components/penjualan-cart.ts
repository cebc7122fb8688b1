import { gramsToMilligrams, type PenjualanHarga, type PenjualanInput } from '@toko/shared';
import { WEB_TEXTS } from '../../../texts';

/** A piece on the counter: its system price, and what the customer is asked to pay. */
export interface CartLine extends PenjualanHarga {
  harga_jual: number;
}

/** Adds a priced piece, or says why it cannot join (already on the sale). */
export function addToCart(
  lines: readonly CartLine[],
  harga: PenjualanHarga,
): { lines: CartLine[]; problem?: string } {
  const kode = harga.barang.kode_barcode;
  if (lines.some((line) => line.barang.kode_barcode === kode)) {
    return { lines: [...lines], problem: WEB_TEXTS.penjualanCart.sudahAda(kode) };
  }
  return { lines: [...lines, { ...harga, harga_jual: harga.harga_system }] };
}

export function setHargaJual(lines: readonly CartLine[], kodeBarcode: string, hargaJual: number): CartLine[] {
  return lines.map((line) =>
    line.barang.kode_barcode === kodeBarcode
      ? { ...line, harga_jual: Math.max(0, Math.round(hargaJual)) }
      : line,
  );
}

export function isBelowSystem(line: Pick<CartLine, 'harga_jual' | 'harga_system'>): boolean {
  return line.harga_jual < line.harga_system;
}

/** Count, exact milligrams and rupiah of the sale. */
export function cartTotals(lines: readonly CartLine[]) {
  return {
    jumlah: lines.length,
    beratMg: lines.reduce((sum, line) => sum + gramsToMilligrams(line.barang.berat), 0),
    hargaSystem: lines.reduce((sum, line) => sum + line.harga_system, 0),
    total: lines.reduce((sum, line) => sum + line.harga_jual, 0),
  };
}

/**
 * The lines as the sale sends them: the place each piece was scanned in (the server
 * refuses a piece moved meanwhile) and the price agreed with the customer, which the
 * server checks against its own system price.
 */
export function cartItems(lines: readonly CartLine[]): PenjualanInput['items'] {
  return lines.map((line) => ({
    kode_barcode: line.barang.kode_barcode,
    kode_gudang: line.barang.kode_gudang,
    kode_baki: line.barang.kode_baki,
    harga_jual: line.harga_jual,
  }));
}
