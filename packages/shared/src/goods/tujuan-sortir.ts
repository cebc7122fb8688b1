import { TEXTS } from '../texts/texts.ts';

/**
 * Where sorting (DOMAIN.md §3) sends a bought-back piece: back on sale in a display tray
 * (JUAL), to be re-plated (SEPUHAN), or to be melted (LEBUR, by Hancur at the shop).
 */
export const TUJUAN_SORTIR = ['JUAL', 'SEPUHAN', 'LEBUR'] as const;
export type TujuanSortir = (typeof TUJUAN_SORTIR)[number];

export const TUJUAN_SORTIR_LABEL: Record<TujuanSortir, string> = {
  JUAL: 'Jual Kembali',
  SEPUHAN: 'Sepuhan',
  LEBUR: 'Lebur',
};

/**
 * The status a piece carries at each destination. Only JUAL is READY (on sale, counted by
 * its tray); a piece out for re-plating or waiting to be melted cannot be sold.
 */
export const STATUS_TUJUAN_SORTIR: Record<TujuanSortir, string> = {
  JUAL: 'READY',
  SEPUHAN: 'SEPUHAN',
  LEBUR: 'LEBUR',
};

export function isTujuanSortir(value: unknown): value is TujuanSortir {
  return (TUJUAN_SORTIR as readonly unknown[]).includes(value);
}

export interface SortedPiece {
  kode_barcode: string;
  status: string;
  stock: number;
  tujuan_sortir: string | null;
}

/**
 * The destination a sorted piece stands at, or undefined when it is not a sorted piece in
 * stock: never sorted, sold, sent away or destroyed since (its status no longer matches).
 */
export function tujuanSortirOf(piece: SortedPiece): TujuanSortir | undefined {
  const tujuan = piece.tujuan_sortir;
  if (!isTujuanSortir(tujuan) || piece.stock <= 0) return undefined;
  return STATUS_TUJUAN_SORTIR[tujuan] === piece.status ? tujuan : undefined;
}

/** Why a piece cannot move to `tujuan` by Pindah Sortir, or undefined when it can. */
export function pindahSortirProblem(piece: SortedPiece, tujuan: TujuanSortir): string | undefined {
  const asal = tujuanSortirOf(piece);
  if (!asal) return TEXTS.sepuhan.belumDisortir(piece.kode_barcode);
  if (asal === tujuan) return TEXTS.sepuhan.sudahDiTujuan(piece.kode_barcode, TUJUAN_SORTIR_LABEL[tujuan]);
  return undefined;
}
