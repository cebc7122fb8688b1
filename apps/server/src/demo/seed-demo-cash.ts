import { AKUN_KAS, addDays } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { keuangan, keuanganSaldo } from '../db/schema/index.ts';

/** What each demo shop's till holds on its first morning (rupiah). */
export const DEMO_KAS_AWAL = 25_000_000;

/**
 * The demo's day one opens with cash in the till, as if yesterday's Tutup Toko had frozen
 * it: the till refuses to pay out what it does not hold (decision 033), and a new user's
 * first loan or buyback should go through. Only for a shop whose cash book is still empty,
 * so a restart days later never puts a second opening balance under real trade.
 */
export async function seedDemoCash(tx: DbOrTx, kodeToko: string, tglSystem: string): Promise<void> {
  const [used] = await tx
    .select({
      n: sql<number>`(select count(*) from ${keuangan} where ${keuangan.kode_toko} = ${kodeToko})
      + count(*)`.mapWith(Number),
    })
    .from(keuanganSaldo)
    .where(eq(keuanganSaldo.kode_toko, kodeToko));
  if ((used?.n ?? 0) > 0) return;
  await tx.insert(keuanganSaldo).values({
    kode_toko: kodeToko,
    tanggal: addDays(tglSystem, -1),
    akun: AKUN_KAS,
    awal: DEMO_KAS_AWAL,
    masuk: 0,
    keluar: 0,
    akhir: DEMO_KAS_AWAL,
  });
}
