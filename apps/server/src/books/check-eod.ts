import { EOD_SEMUA_GROUP } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  type BooksCheck,
  type BooksContext,
  type DeletedPeriod,
  deletedOn,
  deletedPeriods,
} from './check-books.ts';

/** The closed days checked each time: older ones were checked while they were recent. */
const RECENT_CLOSED_DAYS = 2;

interface Mismatch {
  kunci: string;
  seharusnya: string | null;
  tersimpan: string | null;
}

/**
 * Compares what a day's ledger says (`expected`) with the lines the closing stored
 * (`stored`), both selecting `kunci` and the figures `a`..`d` (0 where a part has fewer),
 * and answers each key whose figures differ or that only one side has.
 */
async function compare(ctx: BooksContext, expected: SQL, stored: SQL): Promise<Mismatch[]> {
  const result = (await ctx.db.execute(sql`
    with e as (${expected}), s as (${stored})
    select coalesce(e.kunci, s.kunci) as kunci,
      case when e.kunci is null then null else concat_ws(' / ', e.a, e.b, e.c, e.d) end as seharusnya,
      case when s.kunci is null then null else concat_ws(' / ', s.a, s.b, s.c, s.d) end as tersimpan
    from e full join s on s.kunci = e.kunci
    where (e.a, e.b, e.c, e.d) is distinct from (s.a, s.b, s.c, s.d)`)) as unknown as { rows: Mismatch[] };
  return result.rows;
}

/**
 * "The EOD summary equals the day's movements" (issue 17): for each recently closed day, the
 * stored lines of every group together against barang_mutasi (each movement column) and
 * barang_saldo (awal, akhir), the cash lines against the day's keuangan per kategori and per
 * method, and the balance lines against keuangan_saldo. A closed day without lines is a
 * discrepancy too.
 */
export const eodMatchesDay: BooksCheck = async (ctx) => {
  const { kodeToko } = ctx;
  const closed = (await ctx.db.execute(sql`select tgl_system::text as tanggal from closing_log
      where kode_toko = ${kodeToko} order by tgl_system desc limit ${RECENT_CLOSED_DAYS}`)) as unknown as {
    rows: { tanggal: string }[];
  };
  const found: string[] = [];
  // Delete Data removes a closed day's cash rows or stock balances; its summary stays as the closing wrote it.
  const cashRows = await deletedPeriods(ctx, 'KEUANGAN');
  const deleted: Record<string, DeletedPeriod[]> = {
    BARANG: await deletedPeriods(ctx, 'LAPORAN BARANG SUMMARY'),
    KAS: cashRows,
    METODE: cashRows,
  };
  for (const { tanggal } of closed.rows) {
    const day = sql`kode_toko = ${kodeToko} and tanggal = ${tanggal}`;
    const lines = (bagian: string, extra: SQL = sql``) =>
      sql`from eod_summary where ${day} and bagian = ${bagian} ${extra}`;
    const parts: [string, SQL, SQL][] = [
      [
        'BARANG',
        sql`select kolom as kunci, sum(stock)::bigint as a, sum(berat)::bigint as b, 0::bigint as c, 0::bigint as d
            from barang_mutasi where ${day} group by kolom
            -- A movement undone the same day (a sale cancelled) nets to nothing: the summary shows no line.
            having sum(stock) <> 0 or sum(berat) <> 0
          union all
          select 'awal', coalesce(sum(stock_awal), 0)::bigint, coalesce(sum(berat_awal), 0)::bigint, 0, 0 from barang_saldo where ${day}
          union all
          select 'akhir', coalesce(sum(stock_akhir), 0)::bigint, coalesce(sum(berat_akhir), 0)::bigint, 0, 0 from barang_saldo where ${day}`,
        sql`select pos as kunci, qty::bigint as a, berat as b, 0::bigint as c, 0::bigint as d
          ${lines('BARANG', sql`and kelompok = ${EOD_SEMUA_GROUP}`)}`,
      ],
      [
        'KAS',
        sql`select kategori as kunci, sum(jumlah_in)::bigint as a, sum(jumlah_out)::bigint as b, 0::bigint as c, 0::bigint as d
          from keuangan where ${day} group by kategori`,
        sql`select kelompok as kunci, masuk as a, keluar as b, 0::bigint as c, 0::bigint as d ${lines('KAS')}`,
      ],
      [
        'METODE',
        sql`select jenis as kunci, sum(jumlah_in)::bigint as a, sum(jumlah_out)::bigint as b, 0::bigint as c, 0::bigint as d
          from keuangan where ${day} group by jenis`,
        sql`select kelompok as kunci, masuk as a, keluar as b, 0::bigint as c, 0::bigint as d ${lines('METODE')}`,
      ],
      [
        'SALDO',
        sql`select akun as kunci, awal as a, masuk as b, keluar as c, akhir as d from keuangan_saldo where ${day}`,
        sql`select kelompok as kunci, awal as a, masuk as b, keluar as c, saldo as d ${lines('SALDO')}`,
      ],
    ];
    const stored = (await ctx.db.execute(
      sql`select count(*)::int as n from eod_summary where ${day}`,
    )) as unknown as { rows: { n: number }[] };
    if ((stored.rows[0]?.n ?? 0) === 0) {
      found.push(`EOD ${tanggal}: hari sudah ditutup tetapi tidak ada ringkasan EOD`);
      continue;
    }
    for (const [bagian, expected, storedLines] of parts) {
      if (deletedOn(deleted[bagian] ?? [], tanggal)) continue;
      for (const row of await compare(ctx, expected, storedLines)) {
        found.push(
          `EOD ${tanggal} ${bagian} ${row.kunci}: buku ${row.seharusnya ?? 'tidak ada'}, ringkasan ${row.tersimpan ?? 'tidak ada'}`,
        );
      }
    }
  }
  return found;
};
