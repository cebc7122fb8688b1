import type { ReportFilterKey } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What every report's SQL is made of (issue 12). A report is one SELECT (its "source") that
 * already holds the shop scope and the period in its WHERE, so no row of another shop ever
 * leaves the database; the repository wraps it for a page, for the count and totals, and
 * for the cursor an export reads in chunks. Weights leave the database in milligrams and rupiah
 * as bigint; the service turns them into the page's grams and numbers.
 */

export interface ReportScope {
  /** One shop, or null for the whole chain (SEMUA, owner levels only). */
  kodeToko: string | null;
  from: string;
  to: string;
  /** Filter values other than "all" (omitted or SEMUA), as codes. */
  filters: Partial<Record<ReportFilterKey, string>>;
  search?: string;
  /**
   * The viewer may not read the stock balance (HIDE_SALDO_BARANG_SUMMARY, SPEC §6): a source
   * whose balance is in rows rather than columns (Laporan EOD) leaves those rows out.
   */
  hideSaldo?: boolean;
}

export interface ReportSource {
  /** The report's rows: every column of its catalogue entry plus `kode_toko` and the order keys. */
  select(scope: ReportScope): SQL;
  /** Columns of the select that order the rows and identify each one (so pages and exports come in one stable order). */
  order: readonly string[];
  /** Filters applied to a column of the select (the rest the select applies itself). */
  filterColumns?: Partial<Record<ReportFilterKey, string>>;
  /** Text columns the search box looks in. */
  search?: readonly string[];
}

/** `alias.kode_toko = shop`, or nothing for the whole chain. */
export function shopOf(alias: string, scope: ReportScope): SQL {
  return shopIs(`${alias}.kode_toko`, scope);
}

/** `column = shop` for a table whose shop column has another name (a shipment's receiving shop). */
export function shopIs(column: string, scope: ReportScope): SQL {
  return scope.kodeToko === null ? sql`true` : sql`${sql.raw(column)} = ${scope.kodeToko}`;
}

export function period(column: string, scope: ReportScope): SQL {
  return sql`${sql.raw(column)} between ${scope.from}::date and ${scope.to}::date`;
}

/** Standing lines of validated sales of the period: what the sales reports count. */
export function soldLines(scope: ReportScope, join: SQL = sql``): SQL {
  return sql`from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group ${join}
    where ${shopOf('p', scope)} and ${period('p.tgl_system', scope)}
      and p.status_valid = 'DONE' and d.status = 'OK'`;
}

/** Standing lines of validated buybacks of the period. */
export function boughtLines(scope: ReportScope, join: SQL = sql``): SQL {
  return sql`from pembelian b join pembelian_detail d on d.no_faktur_group = b.no_faktur_group ${join}
    where ${shopOf('b', scope)} and ${period('b.tgl_system', scope)}
      and b.status_valid = 'DONE' and d.status = 'OK'`;
}

/** The stock card of each sold piece (barcodes are unique across the chain): its cost and kadar. */
export const STOCK_CARD = sql`left join barang b on b.kode_barcode = d.kode_barcode`;

export const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Per sales person: receipts, pieces, grams and rupiah, with the name from master Sales. */
export function perSales(lines: SQL, header: string, amount: string): SQL {
  return sql`select s.*, coalesce(m.nama_sales, '') as nama_sales from (
      select ${sql.raw(header)}.kode_toko, ${sql.raw(header)}.kode_sales,
        count(distinct ${sql.raw(header)}.no_faktur_group)::int as jumlah_nota, count(*)::int as qty,
        sum(d.berat)::bigint as berat, sum(${sql.raw(amount)})::bigint as total
      ${lines}
      group by ${sql.raw(header)}.kode_toko, ${sql.raw(header)}.kode_sales
    ) s left join master_sales m on m.kode_toko = s.kode_toko and m.kode_sales = s.kode_sales`;
}

/**
 * A document's cancelled lines (Batal Penjualan, Batal Pembelian): each with who asked, who
 * authorised it and why, from the line's otorisasi (same-day, so its date is the document's).
 * `no` and `amount` name the detail's number and rupiah columns; the rest is shared.
 */
export function cancelledLines(
  scope: ReportScope,
  tables: { header: string; detail: string },
  columns: { no: string; amount: string },
): SQL {
  const header = sql.raw(tables.header);
  const detail = sql.raw(tables.detail);
  return sql`select h.kode_toko, coalesce(o.tgl_system, h.tgl_system)::text as tanggal,
      d.${sql.raw(columns.no)}, d.kode_barcode, d.nama_barang, d.kode_group, d.berat,
      d.${sql.raw(columns.amount)}, h.kode_sales,
      coalesce(o.alasan, '') as alasan, coalesce(o.diotorisasi_oleh, '') as otorisasi_by,
      coalesce(o.diminta_oleh, '') as batal_by, ${iso('o.created_at')} as batal_at
    from ${header} h join ${detail} d on d.no_faktur_group = h.no_faktur_group
      left join otorisasi o on o.id = d.otorisasi_id
    where ${shopOf('h', scope)} and ${period('h.tgl_system', scope)} and d.status = 'CANC'`;
}
