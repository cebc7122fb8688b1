import { AKUN_KAS, HITUNG_KAS_WAJIB, KATEGORI_KAS, paraSystemDefault } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hitungKas, keuangan, otorisasi, paraSystem } from '../../db/schema/index.ts';
import { balancesOn } from './cash-balances.ts';

/** The till of a day as Hitung Kas reads it. */
export interface TillBook {
  awal: number;
  masuk: number;
  keluar: number;
  /** awal + masuk − keluar: what the book says the drawer holds now. */
  akhir: number;
  /** The SELISIH KAS cash rows of the day: what counts already booked, in and out. */
  selisihMasuk: number;
  selisihKeluar: number;
}

/** The till's balance today (the cash book's own reading) and the day's SELISIH KAS so far. */
export async function tillBook(tx: DbOrTx, kodeToko: string, tanggal: string): Promise<TillBook> {
  const balances = await balancesOn(tx, kodeToko, tanggal, []);
  const kas = balances.find((balance) => balance.akun === AKUN_KAS);
  const [selisih] = await tx
    .select({
      masuk: sql<number>`coalesce(sum(${keuangan.jumlah_in}), 0)::bigint`.mapWith(Number),
      keluar: sql<number>`coalesce(sum(${keuangan.jumlah_out}), 0)::bigint`.mapWith(Number),
    })
    .from(keuangan)
    .where(
      and(
        eq(keuangan.kode_toko, kodeToko),
        eq(keuangan.tanggal, tanggal),
        eq(keuangan.jenis, 'CASH'),
        eq(keuangan.kategori, KATEGORI_KAS.selisihKas),
      ),
    );
  return {
    awal: kas?.awal ?? 0,
    masuk: kas?.masuk ?? 0,
    keluar: kas?.keluar ?? 0,
    akhir: kas?.akhir ?? 0,
    selisihMasuk: selisih?.masuk ?? 0,
    selisihKeluar: selisih?.keluar ?? 0,
  };
}

export type HitungKasRow = typeof hitungKas.$inferSelect & { otorisasi_oleh: string | null };

/** The day's count, with who authorised its difference. */
export async function countOf(
  tx: DbOrTx,
  kodeToko: string,
  tanggal: string,
): Promise<HitungKasRow | undefined> {
  const [row] = await tx
    .select({ count: hitungKas, otorisasi_oleh: otorisasi.diotorisasi_oleh })
    .from(hitungKas)
    .leftJoin(otorisasi, eq(otorisasi.id, hitungKas.otorisasi_id))
    .where(and(eq(hitungKas.kode_toko, kodeToko), eq(hitungKas.tanggal, tanggal)));
  return row && { ...row.count, otorisasi_oleh: row.otorisasi_oleh };
}

/** Stores the day's count; a recount replaces it and counts one more. */
export async function saveCount(tx: DbOrTx, row: typeof hitungKas.$inferInsert): Promise<void> {
  const { kode_toko, tanggal, ...counted } = row;
  await tx
    .insert(hitungKas)
    .values({ kode_toko, tanggal, ...counted, hitungan_ke: 1 })
    .onConflictDoUpdate({
      target: [hitungKas.kode_toko, hitungKas.tanggal],
      set: { ...counted, dihitung_at: sql`now()`, hitungan_ke: sql`${hitungKas.hitungan_ke} + 1` },
    });
}

/** Does the shop's closing wait for a count (Setting System, default on)? */
export async function countRequired(tx: DbOrTx, kodeToko: string): Promise<boolean> {
  const [row] = await tx
    .select({ value: paraSystem.value })
    .from(paraSystem)
    .where(and(eq(paraSystem.kode_toko, kodeToko), eq(paraSystem.key, HITUNG_KAS_WAJIB)));
  return (row?.value ?? paraSystemDefault(HITUNG_KAS_WAJIB)) === 'true';
}
