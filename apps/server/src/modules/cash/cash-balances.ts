import { akunOf, cashBalances, type SaldoKas } from '@toko/shared';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { keuangan, keuanganSaldo } from '../../db/schema/index.ts';

/**
 * A day's balance per account, from the ledger: awal is the last frozen akhir (Tutup Toko)
 * plus whatever was booked between that day and this one, so a shop whose earlier days
 * were closed before balances were frozen still opens right.
 */
export async function balancesOn(
  tx: DbOrTx,
  kodeToko: string,
  tanggal: string,
  accounts: readonly { akun: string; nama: string }[],
): Promise<SaldoKas[]> {
  const frozen = await tx
    .selectDistinctOn([keuanganSaldo.akun], {
      akun: keuanganSaldo.akun,
      tanggal: keuanganSaldo.tanggal,
      akhir: keuanganSaldo.akhir,
    })
    .from(keuanganSaldo)
    .where(and(eq(keuanganSaldo.kode_toko, kodeToko), sql`${keuanganSaldo.tanggal} < ${tanggal}`))
    .orderBy(asc(keuanganSaldo.akun), desc(keuanganSaldo.tanggal));
  const frozenOn = new Map(frozen.map((row) => [row.akun, row.tanggal]));
  const since = frozen.reduce<string | null>(
    (earliest, row) => (earliest === null || row.tanggal < earliest ? row.tanggal : earliest),
    null,
  );
  const days = await tx
    .select({
      tanggal: keuangan.tanggal,
      jenis: keuangan.jenis,
      no_rekening: keuangan.no_rekening,
      jumlah_in: sql<number>`sum(${keuangan.jumlah_in})::bigint`.mapWith(Number),
      jumlah_out: sql<number>`sum(${keuangan.jumlah_out})::bigint`.mapWith(Number),
    })
    .from(keuangan)
    .where(
      and(
        eq(keuangan.kode_toko, kodeToko),
        lte(keuangan.tanggal, tanggal),
        // Only an account never frozen needs the ledger from its start.
        since === null ? undefined : gt(keuangan.tanggal, since),
      ),
    )
    .groupBy(keuangan.tanggal, keuangan.jenis, keuangan.no_rekening);
  const awal = new Map(frozen.map((row) => [row.akun, row.akhir]));
  const today = [];
  for (const day of days) {
    if (day.tanggal === tanggal) {
      today.push(day);
      continue;
    }
    const akun = akunOf(day);
    const frozenDay = akun ? frozenOn.get(akun) : undefined;
    if (akun && (frozenDay === undefined || day.tanggal > frozenDay)) {
      awal.set(akun, (awal.get(akun) ?? 0) + day.jumlah_in - day.jumlah_out);
    }
  }
  return cashBalances(accounts, awal, today);
}
