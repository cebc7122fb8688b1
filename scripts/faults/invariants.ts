import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../apps/server/src/db/client.ts';

/**
 * The books' invariants as SQL, checked against the database a killed server left behind.
 * Each query answers the offending rows (or a count of them): none means it holds. They
 * hold on any shop at any time, not only after the fault scenarios.
 */
export interface InvariantResult {
  name: string;
  /** Offending rows found (0: the invariant holds). */
  violations: number;
  /** The first offending rows, for the report. */
  sample: unknown[];
}

interface Invariant {
  name: string;
  query: (kodeToko: string) => SQL;
}

const saldoColumns = ['in', 'out', 'tambah', 'beli', 'jual', 'hancur', 'susut'] as const;

/** A counter sale, not history brought in by Import Data (which writes no stock or cash, decision 024). */
const counterSale = sql`p.idempotency_key not like 'import:%'`;

const INVARIANTS: Invariant[] = [
  {
    name: 'barang_saldo: akhir = awal + in + tambah + beli - out - jual - hancur - susut',
    query: (kodeToko) => sql`
      select tanggal::text, kode_barcode from barang_saldo
      where kode_toko = ${kodeToko}
        and (stock_akhir <> stock_awal + stock_in + stock_tambah + stock_beli - stock_out - stock_jual - stock_hancur - stock_susut
          or berat_akhir <> berat_awal + berat_in + berat_tambah + berat_beli - berat_out - berat_jual - berat_hancur - berat_susut)`,
  },
  {
    name: 'barang_saldo: each day column equals the sum of its barang_mutasi',
    query: (kodeToko) => sql`
      with s as (
        select b.tanggal, c.kolom, sum(c.stock)::bigint as stock, sum(c.berat)::bigint as berat
        from barang_saldo b cross join lateral (values ${sql.raw(
          saldoColumns.map((column) => `('${column}', b.stock_${column}, b.berat_${column})`).join(', '),
        )}) as c(kolom, stock, berat)
        where b.kode_toko = ${kodeToko}
        group by 1, 2),
      m as (
        select tanggal, kolom, sum(stock)::bigint as stock, sum(berat)::bigint as berat
        from barang_mutasi where kode_toko = ${kodeToko} group by 1, 2)
      select coalesce(s.tanggal, m.tanggal)::text as tanggal, coalesce(s.kolom, m.kolom) as kolom,
        coalesce(s.stock, 0) as saldo_stock, coalesce(m.stock, 0) as mutasi_stock,
        coalesce(s.berat, 0) as saldo_berat, coalesce(m.berat, 0) as mutasi_berat
      from s full join m on s.tanggal = m.tanggal and s.kolom = m.kolom
      where coalesce(s.stock, 0) <> coalesce(m.stock, 0) or coalesce(s.berat, 0) <> coalesce(m.berat, 0)`,
  },
  {
    name: 'pieces in stock == balance of the business day (barcode, gudang, baki)',
    query: (kodeToko) => sql`
      with s as (
        select kode_barcode, kode_gudang, kode_baki, sum(stock_akhir)::bigint as stock, sum(berat_akhir)::bigint as berat
        from barang_saldo
        where kode_toko = ${kodeToko} and tanggal = (select tgl_system from toko where kode_toko = ${kodeToko})
        group by 1, 2, 3 having sum(stock_akhir) <> 0 or sum(berat_akhir) <> 0),
      b as (
        select kode_barcode, kode_gudang, kode_baki, stock::bigint as stock, berat::bigint as berat
        from barang where kode_toko = ${kodeToko} and stock > 0)
      select coalesce(s.kode_barcode, b.kode_barcode) as kode_barcode, s.stock as saldo_stock, b.stock as barang_stock,
        s.berat as saldo_berat, b.berat as barang_berat
      from s full join b on s.kode_barcode = b.kode_barcode and s.kode_gudang = b.kode_gudang and s.kode_baki = b.kode_baki
      where coalesce(s.stock, 0) <> coalesce(b.stock, 0) or coalesce(s.berat, 0) <> coalesce(b.berat, 0)`,
  },
  {
    name: 'keuangan_saldo: akhir = awal + masuk - keluar',
    query: (kodeToko) => sql`
      select tanggal::text, akun, awal, masuk, keluar, akhir from keuangan_saldo
      where kode_toko = ${kodeToko} and akhir <> awal + masuk - keluar`,
  },
  {
    name: 'keuangan_saldo KAS: each frozen akhir equals the net of the CASH ledger up to its day',
    query: (kodeToko) => sql`
      select * from (
        select s.tanggal::text as tanggal, s.akhir,
          (select coalesce(sum(k.jumlah_in - k.jumlah_out), 0) from keuangan k
           where k.kode_toko = s.kode_toko and k.jenis = 'CASH' and k.tanggal <= s.tanggal)::bigint as ledger
        from keuangan_saldo s where s.kode_toko = ${kodeToko} and s.akun = 'KAS') as frozen
      where akhir <> ledger`,
  },
  {
    name: 'closed days: the date is the day after the last closing, each day closed once, each closing froze KAS',
    query: (kodeToko) => sql`
      select 'tgl_system' as masalah, t.tgl_system::text as tanggal from toko t
      where t.kode_toko = ${kodeToko}
        and exists (select 1 from closing_log c where c.kode_toko = t.kode_toko)
        and t.tgl_system <> (select max(c.tgl_system_baru) from closing_log c where c.kode_toko = t.kode_toko)
      union all
      select 'ditutup dua kali', tgl_system::text from closing_log where kode_toko = ${kodeToko}
      group by tgl_system having count(*) > 1
      union all
      select 'tanpa saldo KAS', c.tgl_system::text from closing_log c
      where c.kode_toko = ${kodeToko} and not exists (
        select 1 from keuangan_saldo s where s.kode_toko = c.kode_toko and s.tanggal = c.tgl_system and s.akun = 'KAS')`,
  },
  {
    name: 'no balance of a day not reached: barang_saldo after, keuangan_saldo on or after the business date',
    query: (kodeToko) => sql`
      select 'barang_saldo' as tabel, tanggal::text from barang_saldo
      where kode_toko = ${kodeToko} and tanggal > (select tgl_system from toko where kode_toko = ${kodeToko})
      union all
      select 'keuangan_saldo', tanggal::text from keuangan_saldo
      where kode_toko = ${kodeToko} and tanggal >= (select tgl_system from toko where kode_toko = ${kodeToko})`,
  },
  {
    name: 'each closed day carried every balance into the next (akhir -> awal), and nothing else',
    query: (kodeToko) => sql`
      select 'tidak terbawa' as masalah, d.tanggal::text, d.kode_barcode from barang_saldo d
      join closing_log c on c.kode_toko = d.kode_toko and c.tgl_system = d.tanggal
      left join barang_saldo n on n.kode_toko = d.kode_toko and n.tanggal = c.tgl_system_baru
        and n.kode_barcode = d.kode_barcode and n.kode_gudang = d.kode_gudang and n.kode_baki = d.kode_baki
      where d.kode_toko = ${kodeToko} and (d.stock_akhir <> 0 or d.berat_akhir <> 0)
        and (n.kode_barcode is null or n.stock_awal <> d.stock_akhir or n.berat_awal <> d.berat_akhir)
      union all
      select 'awal tanpa asal', n.tanggal::text, n.kode_barcode from barang_saldo n
      join closing_log c on c.kode_toko = n.kode_toko and c.tgl_system_baru = n.tanggal
      left join barang_saldo d on d.kode_toko = n.kode_toko and d.tanggal = c.tgl_system
        and d.kode_barcode = n.kode_barcode and d.kode_gudang = n.kode_gudang and d.kode_baki = n.kode_baki
      where n.kode_toko = ${kodeToko} and (n.stock_awal <> 0 or n.berat_awal <> 0)
        and (d.kode_barcode is null or d.stock_akhir <> n.stock_awal or d.berat_akhir <> n.berat_awal)`,
  },
  {
    name: 'every counter sale has lines',
    query: (kodeToko) => sql`
      select p.no_faktur_group from penjualan p
      where p.kode_toko = ${kodeToko} and ${counterSale}
        and not exists (select 1 from penjualan_detail d where d.no_faktur_group = p.no_faktur_group)`,
  },
  {
    name: 'no piece on two standing sale lines',
    query: (kodeToko) => sql`
      select d.kode_barcode, count(*)::int as lines from penjualan_detail d
      join penjualan p on p.no_faktur_group = d.no_faktur_group
      where p.kode_toko = ${kodeToko} and ${counterSale} and d.status <> 'CANC' and p.status <> 'CANC'
      group by d.kode_barcode having count(*) > 1`,
  },
  {
    name: "validated sale: every standing line has its 'jual' movement and its piece is out of stock",
    query: (kodeToko) => sql`
      select d.no_faktur_jual, b.stock, b.status from penjualan_detail d
      join penjualan p on p.no_faktur_group = d.no_faktur_group
      left join barang b on b.kode_barcode = d.kode_barcode
      where p.kode_toko = ${kodeToko} and ${counterSale} and p.status_valid = 'DONE' and d.status <> 'CANC'
        and (b.stock <> 0 or not exists (
          select 1 from barang_mutasi m
          where m.kode_toko = p.kode_toko and m.kolom = 'jual' and m.no_ref = d.no_faktur_jual))`,
  },
  {
    name: 'validated sale: its PENJUALAN cash rows add up to what it was paid (total - deposit - order DP - trade-in)',
    query: (kodeToko) => sql`
      select * from (
        select p.no_faktur_group, p.total - p.titipan_rp - p.pesanan_rp - p.tukar_rp as dibayar,
          (select coalesce(sum(k.jumlah_in - k.fee - k.jumlah_out), 0) from keuangan k
           where k.kode_toko = p.kode_toko and k.kategori = 'PENJUALAN' and k.deskripsi = p.no_faktur_group)::bigint as dibukukan
        from penjualan p
        where p.kode_toko = ${kodeToko} and ${counterSale} and p.status_valid = 'DONE' and p.status <> 'CANC') as sales
      where dibayar <> dibukukan`,
  },
  {
    name: "waiting sale (OPEN): pieces held (JUAL), no 'jual' movement and no cash rows yet",
    query: (kodeToko) => sql`
      select d.no_faktur_jual, b.status from penjualan_detail d
      join penjualan p on p.no_faktur_group = d.no_faktur_group
      left join barang b on b.kode_barcode = d.kode_barcode
      where p.kode_toko = ${kodeToko} and ${counterSale} and p.status_valid = 'OPEN' and d.status <> 'CANC'
        and (b.status is distinct from 'JUAL'
          or exists (select 1 from barang_mutasi m where m.kode_toko = p.kode_toko and m.kolom = 'jual' and m.no_ref = d.no_faktur_jual)
          or exists (select 1 from keuangan k where k.kode_toko = p.kode_toko and k.deskripsi = p.no_faktur_group))`,
  },
];

/** Runs every invariant on one shop. */
export async function checkInvariants(db: Db, kodeToko: string): Promise<InvariantResult[]> {
  const results: InvariantResult[] = [];
  for (const invariant of INVARIANTS) {
    const rows = await rowsOf<unknown>(db, invariant.query(kodeToko));
    results.push({ name: invariant.name, violations: rows.length, sample: rows.slice(0, 3) });
  }
  return results;
}

export const invariantCount = INVARIANTS.length;

/** One number from the database: the scenarios' own figures (rows of a file, sales, closings). */
export async function count(db: Db, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
}

/** The shop's business date and closings: what a killed closing may have left. */
export async function dayState(db: Db, kodeToko: string) {
  const [shop] = await rowsOf<{ tgl_system: string }>(
    db,
    sql`select tgl_system::text from toko where kode_toko = ${kodeToko}`,
  );
  const closings = await count(db, sql`select count(*) as n from closing_log where kode_toko = ${kodeToko}`);
  return { tglSystem: shop?.tgl_system ?? '', closings };
}
