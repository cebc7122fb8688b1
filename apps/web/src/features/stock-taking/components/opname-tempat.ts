import { type StockOpname, TEXTS } from '@toko/shared';

/** What an opname counts, as the shop says it. */
export function opnameTempat(
  opname: Pick<StockOpname, 'jenis' | 'kode_gudang' | 'kode_baki' | 'no_dokumen'>,
): string {
  if (opname.jenis === 'GLOBAL') return 'Seluruh Toko';
  if (opname.jenis === 'PENERIMAAN') return `Dokumen ${opname.no_dokumen ?? ''}`;
  return `Baki ${opname.kode_baki ?? ''} (Gudang ${opname.kode_gudang ?? ''})`;
}

export const STATUS_LABEL: Record<StockOpname['status'], { text: string; color: string }> = {
  OPEN: { text: TEXTS.status.opname.OPEN, color: 'processing' },
  SELESAI: { text: TEXTS.status.opname.SELESAI, color: 'success' },
  BATAL: { text: TEXTS.status.opname.BATAL, color: 'default' },
};
