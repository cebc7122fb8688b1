import { AKUN_KAS, akunOf, type UangKasResult } from '@toko/shared';
import { formatRupiah } from '../../../lib/format';

/**
 * What a saved entry did, in one line: 'Kas masuk Rp 5,000,000 (SETORAN MODAL)', or for
 * a move both sides, 'Kas keluar Rp 3,000,000; Rekening 9876543210 (MANDIRI) masuk Rp 3,000,000'.
 */
export function ringkasanSimpan(result: UangKasResult): string {
  const sides = result.rows.map((row) => {
    const akun = akunOf(row);
    const nama =
      akun === AKUN_KAS || akun === null
        ? 'Kas'
        : `Rekening ${row.no_rekening}${row.kode_bank ? ` (${row.kode_bank})` : ''}`;
    const arah =
      row.jumlah_in > 0 ? `masuk ${formatRupiah(row.jumlah_in)}` : `keluar ${formatRupiah(row.jumlah_out)}`;
    return `${nama} ${arah}`;
  });
  const keterangan = result.rows[0]?.keterangan;
  return `${sides.join('; ')}${keterangan ? ` (${keterangan})` : ''}`;
}
