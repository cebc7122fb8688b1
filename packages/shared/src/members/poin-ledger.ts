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
