import type { ReportFilterKey, ReportName } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Every report's SQL, once (issue 12). A report is one SELECT (its "source") that already
 * holds the shop scope and the period in its WHERE, so no row of another shop ever leaves
 * the database; the engine below wraps it for a page, for the count and totals, and for the
 * keyset chunks of an export. Weights leave the database in milligrams and rupiah as
 * bigint; the service turns them into the page's grams and numbers.
 */

export interface ReportScope {
  /** One shop, or null for the whole chain (SEMUA, owner levels only). */
  kodeToko: string | null;
  from: string;
  to: string;
  /** Filter values other than "all" (omitted or SEMUA), as codes. */
  filters: Partial<Record<ReportFilterKey, string>>;
  search?: string;
}

export interface ReportSource {
  /** The report's rows: every column of its catalogue entry plus `kode_toko` and the order keys. */
  select(scope: ReportScope): SQL;
  /** Columns of the select that order the rows and identify each one (the keyset of exports). */
  order: readonly string[];
  /** Filters applied to a column of the select (the rest the select applies itself). */
  filterColumns?: Partial<Record<ReportFilterKey, string>>;
  /** Text columns the search box looks in. */
  search?: readonly string[];
}

/** `alias.kode_toko = shop`, or nothing for the whole chain. */
function shopOf(alias: string, scope: ReportScope): SQL {
  return scope.kodeToko === null ? sql`true` : sql`${sql.raw(alias)}.kode_toko = ${scope.kodeToko}`;
}

function period(column: string, scope: ReportScope): SQL {
  return sql`${sql.raw(column)} between ${scope.from}::date and ${scope.to}::date`;
}

/** Standing lines of validated sales of the period: what the sales reports count. */
function soldLines(scope: ReportScope, join: SQL = sql``): SQL {
  return sql`from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group ${join}
    where ${shopOf('p', scope)} and ${period('p.tgl_system', scope)}
      and p.status_valid = 'DONE' and d.status = 'OK'`;
}

/** Standing lines of validated buybacks of the period. */
function boughtLines(scope: ReportScope, join: SQL = sql``): SQL {
  return sql`from pembelian b join pembelian_detail d on d.no_faktur_group = b.no_faktur_group ${join}
    where ${shopOf('b', scope)} and ${period('b.tgl_system', scope)}
      and b.status_valid = 'DONE' and d.status = 'OK'`;
}

/** The stock card of each sold piece (barcodes are unique across the chain): its cost and kadar. */
const STOCK_CARD = sql`left join barang b on b.kode_barcode = d.kode_barcode`;

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Per sales person: receipts, pieces, grams and rupiah, with the name from master Sales. */
function perSales(lines: SQL, header: string, amount: string): SQL {
  return sql`select s.*, coalesce(m.nama_sales, '') as nama_sales from (
      select ${sql.raw(header)}.kode_toko, ${sql.raw(header)}.kode_sales,
        count(distinct ${sql.raw(header)}.no_faktur_group)::int as jumlah_nota, count(*)::int as qty,
        sum(d.berat)::bigint as berat, sum(${sql.raw(amount)})::bigint as total
      ${lines}
      group by ${sql.raw(header)}.kode_toko, ${sql.raw(header)}.kode_sales
    ) s left join master_sales m on m.kode_toko = s.kode_toko and m.kode_sales = s.kode_sales`;
}

/** Who authorised what (Otorisasi and Authorization show the same ledger). */
const OTORISASI_SOURCE: ReportSource = {
  select: (
    scope,
  ) => sql`select o.kode_toko, o.tgl_system::text as tanggal, o.id, ${iso('o.created_at')} as waktu,
      o.jenis as alasan, o.no_ref as no_transaksi, array_to_string(o.kode_barcode, ', ') as kode_barcode,
      o.diminta_oleh, o.diotorisasi_oleh as disetujui_oleh, o.alasan as keterangan
    from otorisasi o
    where ${shopOf('o', scope)} and ${period('o.tgl_system', scope)}`,
  order: ['kode_toko', 'tanggal', 'id'],
  search: ['no_transaksi', 'kode_barcode', 'alasan', 'keterangan', 'diminta_oleh', 'disetujui_oleh'],
};

export const REPORT_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  'transaksi-penjualan': {
    select: (scope) => {
      // Standing lines by default; the status filter shows the cancelled ones, or both.
      const status = scope.filters.status ?? 'OK';
      const lines = status === 'SEMUA' ? sql`true` : sql`d.status = ${status}`;
      return sql`select p.kode_toko, p.tgl_system::text as tanggal, d.no_faktur_jual, d.kode_barcode,
          d.nama_barang, d.kode_group, d.berat, d.harga_gram, d.ongkos, d.harga_jual, p.nama_customer,
          p.kode_marketplace, p.kode_sales, p.input_by, p.valid_by, d.status
        from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
        where ${shopOf('p', scope)} and ${period('p.tgl_system', scope)} and p.status_valid = 'DONE'
          and ${lines}`;
    },
    order: ['kode_toko', 'tanggal', 'no_faktur_jual'],
    filterColumns: {
      sales: 'kode_sales',
      kasir: 'input_by',
      valid_by: 'valid_by',
      marketplace: 'kode_marketplace',
      group: 'kode_group',
    },
    search: ['no_faktur_jual', 'kode_barcode', 'nama_barang', 'nama_customer'],
  },

  'batal-penjualan': {
    // A cancellation is the line's otorisasi (same-day, so its date is the sale's).
    select: (scope) => sql`select p.kode_toko, coalesce(o.tgl_system, p.tgl_system)::text as tanggal,
        d.no_faktur_jual, d.kode_barcode, d.nama_barang, d.kode_group, d.berat, d.harga_jual, p.kode_sales,
        coalesce(o.alasan, '') as alasan, coalesce(o.diotorisasi_oleh, '') as otorisasi_by,
        coalesce(o.diminta_oleh, '') as batal_by, ${iso('o.created_at')} as batal_at
      from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
        left join otorisasi o on o.id = d.otorisasi_id
      where ${shopOf('p', scope)} and ${period('p.tgl_system', scope)} and d.status = 'CANC'`,
    order: ['kode_toko', 'tanggal', 'no_faktur_jual'],
    filterColumns: { sales: 'kode_sales', group: 'kode_group' },
    search: ['no_faktur_jual', 'kode_barcode', 'nama_barang', 'alasan'],
  },

  'penjualan-sales': {
    select: (scope) => perSales(soldLines(scope), 'p', 'd.harga_jual'),
    order: ['kode_toko', 'kode_sales'],
    filterColumns: { sales: 'kode_sales' },
    search: ['kode_sales', 'nama_sales'],
  },

  'penjualan-bayar': {
    // What each validated visit took by each method: the cash book's PENJUALAN rows
    // (cash net of change, cards at nominal with their fee) plus the trade-in and a
    // collected deposit's DP, which were booked elsewhere.
    select: (scope) => sql`select p.kode_toko, m.urut, m.metode,
        count(*)::int as jumlah_nota, sum(m.nominal)::bigint as nominal, sum(m.fee)::bigint as fee,
        sum(m.nominal + m.fee)::bigint as total
      from penjualan p cross join lateral (values
          (1, 'CASH', p.cash_rp - p.kembalian, 0::bigint),
          (2, 'TRANSFER', p.transfer_rp, 0::bigint),
          (3, 'DEBET', p.debet_rp, p.biaya_debet),
          (4, 'CREDIT', p.credit_rp, p.biaya_credit),
          (5, 'TUKAR', p.tukar_rp, 0::bigint),
          (6, 'TITIPAN', p.titipan_rp, 0::bigint)
        ) as m(urut, metode, nominal, fee)
      where ${shopOf('p', scope)} and ${period('p.tgl_system', scope)} and p.status_valid = 'DONE'
        and m.nominal > 0
      group by p.kode_toko, m.urut, m.metode`,
    order: ['kode_toko', 'urut'],
    filterColumns: { metode: 'metode' },
  },

  'titip-uang': {
    select: (scope) => sql`select t.kode_toko, t.tgl_system::text as tanggal, t.no_titip, t.nama_customer,
        t.kode_sales, d.qty, d.berat, t.total as harga, d.ongkos, t.dp, t.total - t.dp as sisa, t.status,
        t.valid_by
      from titipan t cross join lateral (
          select count(*)::int as qty, coalesce(sum(x.berat), 0)::bigint as berat,
            coalesce(sum(x.ongkos), 0)::bigint as ongkos
          from titipan_detail x where x.no_titip = t.no_titip
        ) d
      where ${shopOf('t', scope)} and ${period('t.tgl_system', scope)} and t.status_valid = 'DONE'`,
    order: ['kode_toko', 'tanggal', 'no_titip'],
    filterColumns: { sales: 'kode_sales', status: 'status' },
    search: ['no_titip', 'nama_customer'],
  },

  'penjualan-marketplace': {
    select: (scope) => sql`select p.kode_toko, p.tgl_system::text as tanggal, p.kode_marketplace,
        count(distinct p.no_faktur_group)::int as jumlah_nota, count(*)::int as qty,
        sum(d.berat)::bigint as berat, sum(d.harga_jual)::bigint as total
      ${soldLines(scope)} and p.kode_marketplace <> ''
      group by p.kode_toko, p.tgl_system, p.kode_marketplace`,
    order: ['kode_toko', 'tanggal', 'kode_marketplace'],
    filterColumns: { marketplace: 'kode_marketplace' },
  },

  'penjualan-margin': {
    // The cost of a piece is its harga_beli (modal) on the stock card; a piece unknown to
    // this system (imported sales) costs 0 and its whole price shows as margin.
    select: (scope) => sql`select p.kode_toko, d.kode_group, d.kode_dept, count(*)::int as qty,
        sum(d.berat)::bigint as berat, sum(d.harga_jual)::bigint as penjualan,
        coalesce(sum(b.harga_beli), 0)::bigint as modal,
        (sum(d.harga_jual) - coalesce(sum(b.harga_beli), 0))::bigint as margin
      ${soldLines(scope, STOCK_CARD)}
      group by p.kode_toko, d.kode_group, d.kode_dept`,
    order: ['kode_toko', 'kode_group', 'kode_dept'],
    filterColumns: { group: 'kode_group', jenis: 'kode_dept' },
  },

  'penjualan-rekap': {
    // Per day: sales, making fees and pure gold (berat x kadar / 100, in milligrams); the
    // service splits DPP and PPN with the shared rule (decision 016).
    select: (scope) => sql`select p.kode_toko, p.tgl_system::text as tanggal,
        sum(d.harga_jual)::bigint as penjualan, sum(d.ongkos)::bigint as ongkos,
        round(sum(d.berat * coalesce(b.kadar, 0)) / 100)::bigint as murni
      ${soldLines(scope, STOCK_CARD)}
      group by p.kode_toko, p.tgl_system`,
    order: ['kode_toko', 'tanggal'],
  },

  'transaksi-pembelian': {
    select: (scope) => sql`select b.kode_toko, b.tgl_system::text as tanggal, d.no_faktur_beli,
        d.kode_barcode, d.nama_barang, d.kode_group, d.kode_kondisi, d.berat_nota, d.berat, d.harga_nota,
        d.potongan, d.harga, b.nama_customer, b.kode_sales, b.input_by, b.valid_by
      ${boughtLines(scope)}`,
    order: ['kode_toko', 'tanggal', 'no_faktur_beli'],
    filterColumns: {
      group: 'kode_group',
      kondisi: 'kode_kondisi',
      valid_by: 'valid_by',
      sales: 'kode_sales',
    },
    search: ['no_faktur_beli', 'kode_barcode', 'nama_barang', 'nama_customer'],
  },

  'transaksi-pembelian-history': {
    // A piece bought back with its receipt, beside the sale it came from.
    select: (scope) => sql`select b.kode_toko, b.tgl_system::text as tanggal, d.no_faktur_beli,
        pj.tgl_system::text as tgl_jual, d.no_faktur_jual, d.kode_barcode, d.nama_barang, d.kode_group,
        b.kode_sales, j.berat as berat_jual, d.berat, j.harga_jual, d.harga, j.harga_jual - d.harga as selisih
      ${boughtLines(
        scope,
        sql`join penjualan_detail j on j.no_faktur_jual = d.no_faktur_jual
          join penjualan pj on pj.no_faktur_group = j.no_faktur_group`,
      )}`,
    order: ['kode_toko', 'tanggal', 'no_faktur_beli'],
    filterColumns: { group: 'kode_group', sales: 'kode_sales' },
    search: ['no_faktur_beli', 'no_faktur_jual', 'kode_barcode', 'nama_barang'],
  },

  'barang-tukar': {
    // Gold traded in at the sales counter: the buyback half of a tukar (decision 015).
    select: (scope) => sql`select b.kode_toko, b.tgl_system::text as tanggal, d.no_faktur_beli,
        b.no_faktur_jual_tukar as no_faktur_group_jual, d.kode_barcode, d.nama_barang, d.kode_group, d.berat,
        d.harga, d.kode_kondisi
      ${boughtLines(scope)} and b.no_faktur_jual_tukar is not null`,
    order: ['kode_toko', 'tanggal', 'no_faktur_beli'],
    filterColumns: { group: 'kode_group', kondisi: 'kode_kondisi' },
    search: ['no_faktur_beli', 'no_faktur_group_jual', 'kode_barcode', 'nama_barang'],
  },

  'batal-pembelian': {
    select: (scope) => sql`select b.kode_toko, coalesce(o.tgl_system, b.tgl_system)::text as tanggal,
        d.no_faktur_beli, d.kode_barcode, d.nama_barang, d.kode_group, d.berat, d.harga, b.kode_sales,
        coalesce(o.alasan, '') as alasan, coalesce(o.diotorisasi_oleh, '') as otorisasi_by,
        coalesce(o.diminta_oleh, '') as batal_by, ${iso('o.created_at')} as batal_at
      from pembelian b join pembelian_detail d on d.no_faktur_group = b.no_faktur_group
        left join otorisasi o on o.id = d.otorisasi_id
      where ${shopOf('b', scope)} and ${period('b.tgl_system', scope)} and d.status = 'CANC'`,
    order: ['kode_toko', 'tanggal', 'no_faktur_beli'],
    filterColumns: { group: 'kode_group', sales: 'kode_sales' },
    search: ['no_faktur_beli', 'kode_barcode', 'nama_barang', 'alasan'],
  },

  'keuangan-non-cash': {
    // Money that came in other than cash: the cash book takes a card's charge in with its
    // fee noted beside it, so the money itself is jumlah_in less the fee.
    select: (scope) => sql`select k.kode_toko, k.tanggal::text as tanggal, k.id, k.jenis,
        case when k.jenis = 'TRANSFER' then k.no_rekening else k.kode_bank end as no_rekening,
        k.deskripsi, k.jumlah_in - k.fee as masuk, k.fee, k.jumlah_in as masuk_fee
      from keuangan k
      where ${shopOf('k', scope)} and ${period('k.tanggal', scope)}
        and k.jenis in ('TRANSFER', 'DEBET', 'CREDIT') and k.jumlah_in > 0`,
    order: ['kode_toko', 'tanggal', 'id'],
    filterColumns: { metode: 'jenis' },
    search: ['deskripsi', 'no_rekening'],
  },

  otorisasi: OTORISASI_SOURCE,
  authorization: OTORISASI_SOURCE,

  'pembelian-sales': {
    select: (scope) => perSales(boughtLines(scope), 'b', 'd.harga'),
    order: ['kode_toko', 'kode_sales'],
    filterColumns: { sales: 'kode_sales' },
    search: ['kode_sales', 'nama_sales'],
  },
};

/** A database row as either driver answers it. */
export type RawRow = Record<string, unknown>;

function ident(name: string): SQL {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`kolom laporan tidak valid: ${name}`);
  return sql.raw(`r.${name}`);
}

/** The outer WHERE: filters on columns of the source, and the search box. */
function outerWhere(source: ReportSource, scope: ReportScope): SQL {
  const parts: SQL[] = [sql`true`];
  for (const [key, column] of Object.entries(source.filterColumns ?? {})) {
    const value = scope.filters[key as ReportFilterKey];
    if (value !== undefined && column) parts.push(sql`${ident(column)} = ${value}`);
  }
  if (scope.search && source.search?.length) {
    const pattern = `%${scope.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    parts.push(
      sql`(${sql.join(
        source.search.map((column) => sql`${ident(column)}::text ilike ${pattern}`),
        sql` or `,
      )})`,
    );
  }
  return sql.join(parts, sql` and `);
}

function orderBy(source: ReportSource): SQL {
  return sql.join(
    source.order.map((column) => ident(column)),
    sql`, `,
  );
}

async function rowsOf(db: Db, query: SQL): Promise<RawRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: RawRow[] };
  return result.rows;
}

function sourceSql(source: ReportSource, scope: ReportScope): SQL {
  return source.select(scope);
}

export function createReportsRepository(db: Db) {
  return {
    source(name: ReportName): ReportSource | undefined {
      return REPORT_SOURCES[name];
    },

    /** One page in the report's order. */
    page(source: ReportSource, scope: ReportScope, skip: number, limit: number | null) {
      return rowsOf(
        db,
        sql`select * from (${sourceSql(source, scope)}) r where ${outerWhere(source, scope)}
          order by ${orderBy(source)} limit ${limit} offset ${skip}`,
      );
    },

    /** Rows of the whole query and each summed column over all of them, in one statement. */
    async totals(source: ReportSource, scope: ReportScope, columns: readonly string[]): Promise<RawRow> {
      const sums = columns.map(
        (column) => sql`, coalesce(sum(${ident(column)}), 0)::bigint as ${sql.raw(column)}`,
      );
      const [row] = await rowsOf(
        db,
        sql`select count(*)::int as count ${sql.join(sums, sql``)}
          from (${sourceSql(source, scope)}) r where ${outerWhere(source, scope)}`,
      );
      return row ?? { count: 0 };
    },

    /**
     * The rows after `after` (the order keys of the last row read), `size` at a time: an
     * export reads the report in these chunks, so memory holds one chunk whatever the size.
     */
    chunk(source: ReportSource, scope: ReportScope, after: unknown[] | null, size: number) {
      const keyset =
        after === null
          ? sql`true`
          : sql`(${orderBy(source)}) > (${sql.join(
              after.map((value) => sql`${value}`),
              sql`, `,
            )})`;
      return rowsOf(
        db,
        sql`select * from (${sourceSql(source, scope)}) r
          where ${outerWhere(source, scope)} and ${keyset}
          order by ${orderBy(source)} limit ${size}`,
      );
    },

    /** A setting of each shop (null: every shop), as stored; a shop without the row is absent. */
    async setting(key: string, kodeToko: string | null): Promise<Map<string, string>> {
      const rows = await rowsOf(
        db,
        sql`select kode_toko, value from para_system
          where key = ${key} and (${kodeToko}::text is null or kode_toko = ${kodeToko})`,
      );
      return new Map(rows.map((row) => [String(row.kode_toko), String(row.value)]));
    },

    /** The shop's name and address for a printed header; undefined for an unknown code. */
    async toko(
      kodeToko: string,
    ): Promise<{ kode_toko: string; nama_toko: string; alamat: string } | undefined> {
      const [row] = await rowsOf(
        db,
        sql`select kode_toko, nama_toko, alamat_toko as alamat from toko where kode_toko = ${kodeToko}`,
      );
      return row as { kode_toko: string; nama_toko: string; alamat: string } | undefined;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
