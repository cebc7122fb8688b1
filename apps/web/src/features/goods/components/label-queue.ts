import type { Barang } from '@toko/shared';
import { SCAN_TEXTS } from './scan-list-state';

export const LABEL_QUEUE_TEXTS = {
  invalidBarcode: SCAN_TEXTS.invalidBarcode,
  notFound: SCAN_TEXTS.notFound,
  bakiKosong: (kodeBaki: string) => `Tidak ada barang di baki ${kodeBaki}`,
  ditambahkan: (count: number, kodeBaki: string) => `${count} barang dari baki ${kodeBaki} ditambahkan`,
} as const;

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
      refused.push(SCAN_TEXTS.alreadyScanned(barang.kode_barcode));
    } else if (barang.stock <= 0) {
      refused.push(SCAN_TEXTS.notReady(barang));
    } else {
      next.push(barang);
    }
  }
  return { list: next, added: next.length - list.length, refused };
}
