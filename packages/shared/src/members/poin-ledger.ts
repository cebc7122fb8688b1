import { todayInTimeZone } from '../common/dates.ts';
import { TEXTS } from '../texts/texts.ts';

/**
 * The points ledger (decision 022): a member's balance is the sum of their rows, never
 * stored apart. A row that would take the balance below zero is refused: a gift costs
 * what the member holds at most, a manual deduction takes off at most the balance.
 * The server applies these rules on the member's locked row, so two counters see one
 * balance.
 */
export function saldoPoin(rows: readonly { poin: number }[]): number {
  return rows.reduce((sum, row) => sum + row.poin, 0);
}

/** Why a gift of `biaya` points cannot be taken from `saldo`, or null when it can. */
export function tukarPoinRefusal(saldo: number, biaya: number): string | null {
  return biaya > saldo ? TEXTS.member.poinKurang(saldo, biaya) : null;
}

/** Why a manual adjustment of `poin` (negative: taken off) cannot be booked, or null. */
export function penyesuaianPoinRefusal(saldo: number, poin: number): string | null {
  if (poin === 0) return TEXTS.member.poinHarusDiisi;
  return saldo + poin < 0 ? TEXTS.member.penyesuaianMinus(saldo) : null;
}

/** Why `jumlah` of a gift cannot leave a stock of `stock`, or null (the server's UPDATE is the lock). */
export function stokHadiahRefusal(nama: string, stock: number, jumlah: number): string | null {
  return jumlah > stock ? TEXTS.member.stokHadiahHabis(nama, stock) : null;
}

/**
 * Why a gift exchange cannot be cancelled on business day `tglSystem`, or null when it can
 * (decision 022): only once (409), and only on the day it was made (400), as every other
 * cancellation of the counters. Cancelling gives the points back as a BATAL TUKAR POIN row
 * and the gifts back to the stock, so the balance stays the ledger's sum.
 */
export function batalTukarPoinRefusal(
  doc: { no_tukar: string; tgl_system: string; batal_at: string | null },
  tglSystem: string,
): { status: 400 | 409; message: string } | null {
  if (doc.batal_at) return { status: 409, message: TEXTS.member.tukarSudahBatal(doc.no_tukar) };
  if (doc.tgl_system !== tglSystem)
    return { status: 400, message: TEXTS.member.tukarBukanHariIni(doc.no_tukar) };
  return null;
}

/**
 * The easternmost shop's zone (WIT): a birth date is "in the future" only once it is after
 * today there, so no shop of the chain, whatever its zone, sees today's date refused.
 */
const ZONA_TERAKHIR = 'Asia/Jayapura';

/** Whether a birth date (yyyy-mm-dd) lies after today: a member cannot be born tomorrow. */
export function tglLahirDiMasaDepan(tglLahir: string, now: Date = new Date()): boolean {
  return tglLahir > todayInTimeZone(now, ZONA_TERAKHIR);
}
