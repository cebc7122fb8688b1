import type { Tx } from '../../db/client.ts';
import {
  earliestImportedDay,
  frozenDaysFrom,
  type LedgerSource,
  upsertImportedRows,
} from './cash.repository.ts';
import { freezeBalances } from './cash.service.ts';

/**
 * Ledger rows brought from the old system (Import Data, keuangan_cash and
 * keuangan_non_cash, decision 024). The cash area stays the one writer of `keuangan`
 * (decision 012): the import hands it the rows as a query and this writes them.
 *
 * `source` (aliased `i`) selects keuangan's columns, one row per file row, with `idempotency_key` the
 * row's stable import key (so a second import of the same file finds its rows) and
 * `baris` its file row. Rows are written as the old ledger recorded them: no settlement
 * account is looked up and no BIAYA KARTU row added, since the old ledger's rows already
 * are what happened. Returns the counts and the earliest day the import touched
 * (new rows, and the old day of a row moved to another).
 */
export async function importLedgerRows(
  tx: Tx,
  kodeToko: string,
  source: LedgerSource,
): Promise<{ baru: number; diubah: number; dariTanggal: string | null }> {
  const dariTanggal = await earliestImportedDay(tx, kodeToko, source);
  const { baru, diubah } = await upsertImportedRows(tx, kodeToko, source);
  return { baru, diubah, dariTanggal };
}

/**
 * Freezes again every day Tutup Toko already froze from `dariTanggal` on, in order, the
 * way the closing does (`balancesOn`, then the same upsert): a ledger row added to a
 * closed day moves that day's akhir and every later day's awal and akhir, and the cash
 * book of today opens from the last frozen day. Returns how many days were frozen again.
 */
export async function refreezeClosedDays(tx: Tx, kodeToko: string, dariTanggal: string): Promise<number> {
  const days = await frozenDaysFrom(tx, kodeToko, dariTanggal);
  for (const tanggal of days) await freezeBalances(tx, kodeToko, tanggal, 'replace');
  return days.length;
}

/** What Import Data's keuangan types take of the cash book, as app.ts wires it. */
export interface CashImport {
  importLedgerRows: typeof importLedgerRows;
  refreezeClosedDays: typeof refreezeClosedDays;
}
