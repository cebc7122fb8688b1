import type { keuanganQuerySchema, SaldoKas } from '@toko/shared';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { keuangan, keuanganSaldo } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';

export type KeuanganRow = typeof keuangan.$inferSelect;
/** Ledger rows from another area as a query (`... i`): see importLedgerRows. */
export type LedgerSource = SQL;

/**
 * Stores a day's balances in `keuangan_saldo`: `replace` overwrites a balance already
 * stored, `keep` leaves it.
 */
export async function saveDayBalances(
  tx: DbOrTx,
  kodeToko: string,
  tanggal: string,
  balances: readonly SaldoKas[],
  mode: 'replace' | 'keep',
): Promise<void> {
  const insert = tx.insert(keuanganSaldo).values(
    balances.map(({ akun, awal, masuk, keluar, akhir }) => ({
      kode_toko: kodeToko,
      tanggal,
      akun,
      awal,
      masuk,
      keluar,
      akhir,
    })),
  );
  await (mode === 'keep'
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({
        target: [keuanganSaldo.kode_toko, keuanganSaldo.akun, keuanganSaldo.tanggal],
        set: {
          awal: sql`excluded.awal`,
          masuk: sql`excluded.masuk`,
          keluar: sql`excluded.keluar`,
          akhir: sql`excluded.akhir`,
        },
      }));
}

/** The rows one manual entry booked, found by the key its request carried. */
export function entryRowsOfKey(db: DbOrTx, kodeToko: string, key: string): Promise<KeuanganRow[]> {
  return db
    .select()
    .from(keuangan)
    .where(and(eq(keuangan.kode_toko, kodeToko), eq(keuangan.idempotency_key, key)))
    .orderBy(asc(keuangan.id));
}

/** One page of the cash book, newest day first, and the count. */
export async function ledgerPage(
  db: DbOrTx,
  kodeToko: string,
  query: z.infer<typeof keuanganQuerySchema>,
): Promise<{ rows: KeuanganRow[]; count: number }> {
  const filters: (SQL | undefined)[] = [eq(keuangan.kode_toko, kodeToko)];
  if (query.jenis) filters.push(eq(keuangan.jenis, query.jenis));
  if (query.kategori) filters.push(eq(keuangan.kategori, query.kategori));
  if (query.dari) filters.push(sql`${keuangan.tanggal} >= ${query.dari}`);
  if (query.sampai) filters.push(sql`${keuangan.tanggal} <= ${query.sampai}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(or(ilike(keuangan.deskripsi, pattern), ilike(keuangan.keterangan, pattern)));
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(keuangan)
      .where(where)
      .orderBy(desc(keuangan.tanggal), desc(keuangan.id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: sql<number>`count(*)::int` }).from(keuangan).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/**
 * The earliest day an import of `source` touches: its rows' own days, and the old day of
 * a row it moves to another. Read before the rows are written.
 */
export async function earliestImportedDay(
  tx: Tx,
  kodeToko: string,
  source: LedgerSource,
): Promise<string | null> {
  const before = (await tx.execute(sql`
    select least(
      (select min(i.tanggal) from ${source}),
      (select min(k.tanggal) from keuangan k join ${source} on k.kode_toko = ${kodeToko}
         and k.idempotency_key = i.idempotency_key and k.jenis = i.jenis and k.tanggal <> i.tanggal)
    )::text as dari`)) as unknown as { rows: { dari: string | null }[] };
  return before.rows[0]?.dari ?? null;
}

/**
 * Upserts the rows of `source` on (shop, import key, jenis) in file order; a row equal to
 * the stored one is left alone. Answers how many were new and how many changed.
 */
export async function upsertImportedRows(
  tx: Tx,
  kodeToko: string,
  source: LedgerSource,
): Promise<{ baru: number; diubah: number }> {
  const result = (await tx.execute(sql`
    with w as (
      insert into keuangan (kode_toko, tanggal, kategori, jenis, no_rekening, kode_bank, deskripsi, keterangan,
        jumlah_in, jumlah_out, fee, status, input_by, valid_by, idempotency_key)
      select ${kodeToko}, i.tanggal, i.kategori, i.jenis, i.no_rekening, i.kode_bank, i.deskripsi, i.keterangan,
        i.jumlah_in, i.jumlah_out, i.fee, i.status, i.input_by, i.valid_by, i.idempotency_key
      from ${source} order by i.baris
      on conflict (kode_toko, idempotency_key, jenis) where idempotency_key is not null do update set
        tanggal = excluded.tanggal, kategori = excluded.kategori, no_rekening = excluded.no_rekening,
        kode_bank = excluded.kode_bank, deskripsi = excluded.deskripsi, keterangan = excluded.keterangan,
        jumlah_in = excluded.jumlah_in, jumlah_out = excluded.jumlah_out, fee = excluded.fee,
        status = excluded.status, input_by = excluded.input_by, valid_by = excluded.valid_by
      where (keuangan.tanggal, keuangan.kategori, keuangan.no_rekening, keuangan.kode_bank, keuangan.deskripsi,
          keuangan.keterangan, keuangan.jumlah_in, keuangan.jumlah_out, keuangan.fee, keuangan.status,
          keuangan.input_by, keuangan.valid_by)
        is distinct from (excluded.tanggal, excluded.kategori, excluded.no_rekening, excluded.kode_bank,
          excluded.deskripsi, excluded.keterangan, excluded.jumlah_in, excluded.jumlah_out, excluded.fee,
          excluded.status, excluded.input_by, excluded.valid_by)
      returning (xmax = 0) as baru
    )
    select (count(*) filter (where baru))::int as baru, (count(*) filter (where not baru))::int as diubah from w`)) as unknown as {
    rows: { baru: number; diubah: number }[];
  };
  const [counts] = result.rows;
  return { baru: Number(counts?.baru ?? 0), diubah: Number(counts?.diubah ?? 0) };
}

/** The days whose balances are frozen, from `dariTanggal` on, in order. */
export async function frozenDaysFrom(tx: Tx, kodeToko: string, dariTanggal: string): Promise<string[]> {
  const days = (await tx.execute(sql`
    select distinct tanggal::text as tanggal from keuangan_saldo
    where kode_toko = ${kodeToko} and tanggal >= ${dariTanggal}::date order by 1`)) as unknown as {
    rows: { tanggal: string }[];
  };
  return days.rows.map((row) => row.tanggal);
}
