import { sumRupiah } from '../common/money.ts';
import { AKUN_KAS, type SaldoKas } from './cash.schemas.ts';

/** A cash-book row as the balances see it. */
export interface CashMovement {
  jenis: string;
  no_rekening: string;
  jumlah_in: number;
  jumlah_out: number;
}

/**
 * The account a cash-book row moves: the till for CASH, the shop's bank account for a
 * TRANSFER, and for a card row (DEBET, CREDIT) the shop's account at the card's bank that
 * it settles into (decision 012). Card rows booked before that rule carry no account and
 * move neither the till nor a bank account.
 */
export function akunOf(row: Pick<CashMovement, 'jenis' | 'no_rekening'>): string | null {
  if (row.jenis === 'CASH') return AKUN_KAS;
  return row.no_rekening ? row.no_rekening : null;
}

/**
 * A day's balance per account (DOMAIN.md §5): `akhir = awal + masuk - keluar`, where
 * awal is the previous day's akhir. Every listed account is answered, moved or not; an
 * account that moved without being listed (a closed bank account) is answered too.
 */
export function cashBalances(
  accounts: readonly { akun: string; nama: string }[],
  awal: ReadonlyMap<string, number>,
  movements: readonly CashMovement[],
): SaldoKas[] {
  const names = new Map(accounts.map((account) => [account.akun, account.nama]));
  const flows = new Map<string, { masuk: number[]; keluar: number[] }>();
  for (const row of movements) {
    const akun = akunOf(row);
    if (!akun) continue;
    const flow = flows.get(akun) ?? { masuk: [], keluar: [] };
    flow.masuk.push(row.jumlah_in);
    flow.keluar.push(row.jumlah_out);
    flows.set(akun, flow);
  }
  const order = [...names.keys(), ...[...flows.keys(), ...awal.keys()].filter((akun) => !names.has(akun))];
  return [...new Set(order)].map((akun) => {
    const opening = awal.get(akun) ?? 0;
    const masuk = sumRupiah(flows.get(akun)?.masuk ?? []);
    const keluar = sumRupiah(flows.get(akun)?.keluar ?? []);
    return {
      akun,
      nama: names.get(akun) ?? akun,
      awal: opening,
      masuk,
      keluar,
      akhir: opening + masuk - keluar,
    };
  });
}
