import { AKUN_KAS, type SaldoKas } from '@toko/shared';
import type { ArahUangBank } from '../api/simpan-uang-bank';

/**
 * The till and the chosen account as the screen shows them before saving: their balance
 * today, and what each holds once the move is booked (tambah: the till pays into the
 * account; ambil: the account pays into the till). An account that has not moved yet
 * still shows, at zero.
 */
export function saldoUangBank(
  balances: readonly SaldoKas[],
  arah: ArahUangBank,
  noRekening: string | undefined,
  jumlah: number,
): { rows: SaldoKas[]; sesudah: Map<string, number> } {
  const empty = (akun: string, nama: string): SaldoKas => ({
    akun,
    nama,
    awal: 0,
    masuk: 0,
    keluar: 0,
    akhir: 0,
  });
  const kas = balances.find((row) => row.akun === AKUN_KAS) ?? empty(AKUN_KAS, 'KAS TOKO');
  const rows = [kas];
  const sesudah = new Map<string, number>();
  const amount = Number.isSafeInteger(jumlah) && jumlah > 0 ? jumlah : 0;
  const sign = arah === 'tambah' ? -1 : 1;
  sesudah.set(AKUN_KAS, kas.akhir + sign * amount);
  if (noRekening) {
    const rekening = balances.find((row) => row.akun === noRekening) ?? empty(noRekening, noRekening);
    rows.push(rekening);
    sesudah.set(noRekening, rekening.akhir - sign * amount);
  }
  return { rows, sesudah };
}
