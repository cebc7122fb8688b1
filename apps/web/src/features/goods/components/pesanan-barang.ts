import { type PesananBarang, TEXTS } from '@toko/shared';
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
