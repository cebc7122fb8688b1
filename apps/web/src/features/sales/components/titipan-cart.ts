import { formatRupiah, gramsToMilligrams, type PenjualanInput, TEXTS, type TitipanDoc } from '@toko/shared';

/**
 * The lines of the sale collecting a deposit: exactly its pieces, where they lie now.
 * No price: the server sells them at the price agreed when the deposit was taken.
 */
export function ambilItems(doc: Pick<TitipanDoc, 'items'>): PenjualanInput['items'] {
  return doc.items.map((line) => ({
    kode_barcode: line.kode_barcode,
    kode_gudang: line.gudang_sekarang,
    kode_baki: line.baki_sekarang,
  }));
}

/** Count, exact milligrams and rupiah of a deposit, and what is left once its DP is counted. */
export function titipanTotals(doc: Pick<TitipanDoc, 'items' | 'dp'>) {
  const total = doc.items.reduce((sum, line) => sum + line.harga_jual, 0);
  return {
    jumlah: doc.items.length,
    beratMg: doc.items.reduce((sum, line) => sum + gramsToMilligrams(line.berat), 0),
    total,
    dp: doc.dp,
    sisa: Math.max(0, total - doc.dp),
  };
}

/** Why a DP cannot be taken for pieces worth `total`, in the server's words; null when it can. */
export function dpProblem(dp: number | null | undefined, total: number): string | null {
  if (!dp || dp <= 0) return TEXTS.titipan.dpHarusDiisi;
  if (dp > total) return TEXTS.titipan.dpLebih;
  return null;
}

/**
 * What the cashier is told once a deposit is cancelled: the DP goes back to the customer
 * (refunded from the till; a validated one books it as BATAL TITIP) and each piece to the
 * tray it was taken from.
 */
export function batalTitipanPesan(
  doc: Pick<TitipanDoc, 'no_titip' | 'nama_customer' | 'dp' | 'items'>,
): string {
  const barang = doc.items.map((line) => `${line.kode_barcode} ke baki ${line.kode_baki}`).join(', ');
  return `Titipan ${doc.no_titip} dibatalkan: DP ${formatRupiah(doc.dp)} dikembalikan ke ${doc.nama_customer}, barang kembali: ${barang}`;
}
