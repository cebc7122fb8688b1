import type { Barang } from '@toko/shared';
import { WEB_TEXTS } from '../../../texts';

/**
 * The pieces waiting for labels, with new ones added: each barcode once, only pieces
 * in stock (a sold or destroyed piece needs no label).
 */
export function addToQueue(
  list: readonly Barang[],
  found: readonly Barang[],
): { list: Barang[]; added: number; refused: string[] } {
  const next = [...list];
  const refused: string[] = [];
  for (const barang of found) {
    if (next.some((item) => item.kode_barcode === barang.kode_barcode)) {
      refused.push(WEB_TEXTS.scan.alreadyScanned(barang.kode_barcode));
    } else if (barang.stock <= 0) {
      refused.push(WEB_TEXTS.scan.notReady(barang));
    } else {
      next.push(barang);
    }
  }
  return { list: next, added: next.length - list.length, refused };
}
