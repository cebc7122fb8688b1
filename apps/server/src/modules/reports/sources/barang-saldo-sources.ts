import type { ReportName } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import { period, type ReportScope, type ReportSource, shopOf } from './report-source.ts';

/**
 * The Barang stock reports: the daily balance rows (barang_saldo, one per day, barcode,
 * gudang and baki, written by the stock ledger and carried forward by the closing) summed
 * per gudang/baki/group, and the pieces on sale now. A balance row knows its piece only by
 * barcode (unique across the chain); the group is the piece's, from its stock card.
 */

/** The movement columns of a balance row, as the summary shows them (susut: grams only). */
const MOVEMENTS = [
  'stock_in',
  'berat_in',
  'stock_out',
  'berat_out',
  'stock_tambah',
  'berat_tambah',
  'stock_beli',
  'berat_beli',
  'stock_jual',
  'berat_jual',
  'stock_hancur',
  'berat_hancur',
  'berat_susut',
];
const AWAL = ['stock_awal', 'berat_awal'];
const AKHIR = ['stock_akhir', 'berat_akhir'];

/** `sum(s.column)` of each column under its own name, only over the rows `where` keeps. */
function sums(columns: readonly string[], where?: SQL): SQL {
  const filter = where ? sql` filter (where ${where})` : sql``;
  return sql.join(
    columns.map(
      (column) => sql`coalesce(sum(${sql.raw(`s.${column}`)})${filter}, 0)::bigint as ${sql.raw(column)}`,
    ),
    sql`, `,
  );
}

/**
 * The same sums over `barang_summary_import` (the old system's summary, Import Data,
 * decision 024): it has no baki (shown '-') and no susut (0).
 */
function importedSums(columns: readonly string[], where?: SQL): SQL {
  const filter = where ? sql` filter (where ${where})` : sql``;
  return sql.join(
    columns.map((column) =>
      column === 'berat_susut'
        ? sql`0::bigint as berat_susut`
        : sql`coalesce(sum(${sql.raw(`s.${column}`)})${filter}, 0)::bigint as ${sql.raw(column)}`,
    ),
    sql`, `,
  );
}

const GROUP_OF_PIECE = sql`left join barang b on b.kode_barcode = s.kode_barcode`;
const PLACE = ['kode_gudang', 'kode_baki', 'kode_group'] as const;
const PLACE_FILTERS = { gudang: 'kode_gudang', baki: 'kode_baki', group: 'kode_group' } as const;

/**
 * `h`: each shop's first and last day in the period that holds balance rows, two index
 * lookups per shop done once (materialized: inlined, the planner ran them for every row).
 */
function balanceDays(scope: ReportScope): SQL {
  const inPeriod = sql`from barang_saldo x where x.kode_toko = t.kode_toko and ${period('x.tanggal', scope)}`;
  return sql`with h as materialized (
      select t.kode_toko, (select min(x.tanggal) ${inPeriod}) as pertama,
        (select max(x.tanggal) ${inPeriod}) as terakhir
      from toko t where ${shopOf('t', scope)})`;
}

export const BARANG_SALDO_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  'barang-sumary': {
    // One day: that day's rows summed. A period: awal of its first day, the movements of
    // every day, akhir of its last day. First and last are the shop's first and last days
    // within the period that hold rows: the closing seeds each day from the day before, so
    // a period reaching past the shop's business date (no rows yet) ends at that date, and
    // one starting before the shop's first balance opens at zero. Either way each row keeps
    // akhir = awal + in + tambah + beli - out - jual - hancur - susut. Days of the old
    // system's imported summary (barang_summary_import, decision 024) are rows of their own
    // (baki '-'); it is not seeded day by day, so each of its lines (gudang, group, jenis)
    // takes its own first and last day in the period, and keeps the same identity.
    select: (scope) => sql`${balanceDays(scope)}
      select s.kode_toko, s.kode_gudang, s.kode_baki, coalesce(b.kode_group, '') as kode_group,
        ${sums(AWAL, sql`s.tanggal = h.pertama`)}, ${sums(MOVEMENTS)},
        ${sums(AKHIR, sql`s.tanggal = h.terakhir`)}
      from barang_saldo s join h on h.kode_toko = s.kode_toko ${GROUP_OF_PIECE}
      where ${shopOf('s', scope)} and ${period('s.tanggal', scope)}
      group by s.kode_toko, s.kode_gudang, s.kode_baki, coalesce(b.kode_group, '')
      union all
      select s.kode_toko, s.kode_gudang, '-' as kode_baki, s.kode_group,
        ${importedSums(AWAL, sql`s.tanggal = s.pertama`)}, ${importedSums(MOVEMENTS)},
        ${importedSums(AKHIR, sql`s.tanggal = s.terakhir`)}
      from (
        select x.*, min(x.tanggal) over line as pertama, max(x.tanggal) over line as terakhir
        from barang_summary_import x where ${shopOf('x', scope)} and ${period('x.tanggal', scope)}
        window line as (partition by x.kode_toko, x.kode_gudang, x.kode_group, x.kode_dept)
      ) s
      group by s.kode_toko, s.kode_gudang, s.kode_group`,
    order: ['kode_toko', ...PLACE],
    filterColumns: PLACE_FILTERS,
  },

  'barang-sumary-periode': {
    // The same balance day by day, the way a shop follows its stock through a month: one
    // row per day per gudang/baki/group, each equal to that day's balance rows, so the
    // akhir of a day is the awal of the next. The totals row sums the movements only.
    // Imported days (barang_summary_import) are rows as well, baki '-'.
    select: (
      scope,
    ) => sql`select s.kode_toko, s.tanggal::text as tanggal, s.tanggal as tgl, s.kode_gudang, s.kode_baki,
        coalesce(b.kode_group, '') as kode_group, ${sums([...AWAL, ...MOVEMENTS, ...AKHIR])}
      from barang_saldo s ${GROUP_OF_PIECE}
      where ${shopOf('s', scope)} and ${period('s.tanggal', scope)}
      group by s.kode_toko, s.tanggal, s.kode_gudang, s.kode_baki, coalesce(b.kode_group, '')
      union all
      select s.kode_toko, s.tanggal::text as tanggal, s.tanggal as tgl, s.kode_gudang, '-' as kode_baki, s.kode_group,
        ${importedSums([...AWAL, ...MOVEMENTS, ...AKHIR])}
      from barang_summary_import s
      where ${shopOf('s', scope)} and ${period('s.tanggal', scope)}
      group by s.kode_toko, s.tanggal, s.kode_gudang, s.kode_group`,
    order: ['kode_toko', 'tgl', ...PLACE],
    filterColumns: PLACE_FILTERS,
  },

  'stock-jual': {
    // What the counter can sell now (the sale's own rule): in stock, READY (not bought back
    // and unsorted, not held for a deposit, not out for re-plating or melting) and not made
    // for an order. A snapshot of the stock cards, so the period of the form does not narrow it.
    select: (scope) => sql`select b.kode_toko, b.kode_dept, b.kode_gudang, b.kode_baki, b.kode_group,
        sum(b.stock)::bigint as qty, sum(b.berat)::bigint as berat
      from barang b
      where ${shopOf('b', scope)} and b.stock > 0 and b.status = 'READY' and b.no_pesanan is null
      group by b.kode_toko, b.kode_dept, b.kode_gudang, b.kode_baki, b.kode_group`,
    order: ['kode_toko', 'kode_dept', 'kode_gudang', 'kode_baki', 'kode_group'],
    filterColumns: { ...PLACE_FILTERS, jenis: 'kode_dept' },
  },
};
