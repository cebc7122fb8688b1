import type { Barang, PesananBarang } from '@toko/shared';
import { TEXTS } from '@toko/shared';
import { formatBerat, formatTanggal } from '../../../lib/format';

/**
 * Why the made piece cannot be added for this order, in the server's own words (the
 * save is refused with them): it must be open (not made, collected or cancelled) and
 * validated. Undefined when it can.
 */
export function pesananBarangProblem(order: PesananBarang): string | undefined {
  if (order.status !== 'OPEN') return TEXTS.pesanan.bukanOpen(order.no_pesanan);
  if (order.status_valid !== 'DONE') return TEXTS.pesanan.belumDivalidasi(order.no_pesanan);
  return undefined;
}

/** "CINCIN UKIR NAMA SARI untuk IBU SARI DEWI: 750 / CC, estimasi 5.000 gr, kadar 75 %, selesai 29 November 2026". */
export function pesananBarangText(order: PesananBarang): string {
  return `${order.deskripsi} untuk ${order.nama_customer}: ${order.kode_group} / ${order.kode_dept}, estimasi ${formatBerat(
    order.berat,
  )} gr, kadar ${order.kadar} %, selesai ${formatTanggal(order.tgl_selesai)}`;
}

/**
 * What a save did to the orders its pieces were made for: they are made (DONE) and wait
 * for their customer at the sales counter. Empty when no piece named an order.
 */
export function pesananJadiText(items: readonly Pick<Barang, 'no_pesanan'>[]): string {
  const nos = [...new Set(items.map((item) => item.no_pesanan ?? '').filter((no) => no !== ''))];
  if (nos.length === 0) return '';
  return `Pesanan ${nos.join(', ')} sudah jadi (DONE): diambil customer di Transaksi Penjualan lewat Ambil Pesanan.`;
}

/** A piece made for a customer's order only leaves by collecting the order: it is not sent or melted. */
export function pesananRefusal(barang: Pick<Barang, 'kode_barcode' | 'no_pesanan'>): string | undefined {
  return barang.no_pesanan
    ? `Barang ${barang.kode_barcode} dibuat untuk pesanan ${barang.no_pesanan}`
    : undefined;
}
