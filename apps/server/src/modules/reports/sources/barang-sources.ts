import type { ReportName } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import { iso, period, type ReportScope, type ReportSource, shopIs, shopOf } from './report-source.ts';

/**
 * The Barang movement reports. Every movement of stock is a row of the ledger
 * (barang_mutasi: the kolom it changed, the place, the weight then, and the receipt
 * number in no_ref); a document header (penerimaan_barang, hancur_barang) adds who and
 * why. The piece's names come from its stock card (barang), found by barcode, which is
 * unique across the chain and kept when a piece moves to another shop.
 */

/**
 * The ledger lines a goods document wrote, with the stock card of each piece. A document
 * books its movements on its own business day and shop, so the join uses the ledger's
 * (kode_toko, tanggal) index instead of scanning for the number.
 */
function documentLines(header: string, no: string, kolom: 'tambah' | 'hancur'): SQL {
  return sql.raw(`join barang_mutasi m on m.kode_toko = ${header}.kode_toko and m.tanggal = ${header}.tgl_system
      and m.no_ref = ${header}.${no} and m.kolom = '${kolom}'
    join barang b on b.kode_barcode = m.kode_barcode`);
}

/** A filter the select applies itself: the value chosen, or undefined for every value. */
function chosen(scope: ReportScope, key: 'gudang' | 'baki' | 'status'): string | undefined {
  const value = scope.filters[key];
  return value && value !== 'SEMUA' ? value : undefined;
}

/** Pindah Barang's gudang and baki match the place a piece left or the place it went to. */
function eitherEnd(scope: ReportScope, key: 'gudang' | 'baki'): SQL {
  const value = chosen(scope, key);
  if (value === undefined) return sql`true`;
  const column = sql.raw(`kode_${key}`);
  return sql`(o.${column} = ${value} or i.${column} = ${value})`;
}

export const BARANG_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  'terima-barang-supplier': {
    // Each line of a Penerimaan Barang became a piece with a `tambah` under the PN number.
    select: (
      scope,
    ) => sql`select pn.kode_toko, pn.tgl_system::text as tanggal, pn.tgl_system as tgl, pn.no_terima as no_penerimaan,
        pn.sumber, pn.nama_supplier, pn.no_faktur_supplier, m.kode_barcode, b.nama_barang, b.kode_group,
        m.kode_gudang, m.kode_baki, m.stock as qty, m.berat, pn.created_by as input_by
      from penerimaan_barang pn ${documentLines('pn', 'no_terima', 'tambah')}
      where ${shopOf('pn', scope)} and ${period('pn.tgl_system', scope)}`,
    order: ['kode_toko', 'tgl', 'no_penerimaan', 'kode_barcode'],
    filterColumns: { gudang: 'kode_gudang', group: 'kode_group' },
    search: ['no_penerimaan', 'nama_supplier', 'no_faktur_supplier', 'kode_barcode', 'nama_barang'],
  },

  'terima-barang': {
    // The receiving shop's view of Kirim Barang: its row is the shipment's kode_toko_tujuan. A
    // shipment is dated the day it was received or refused, or, still in transit, the day it was
    // sent. The tray it went into is the `in` booked under the TM number (none while in transit
    // or when refused: refused goods go back to the sender).
    select: (scope) => {
      const status = chosen(scope, 'status');
      return sql`select k.kode_toko_tujuan as kode_toko, coalesce(k.tgl_terima, k.tgl_kirim)::text as tanggal,
          k.tgl_kirim::text as tgl_kirim, k.no_kirim, k.kode_toko_asal as dari_toko,
          coalesce(k.no_terima, '') as no_terima, d.kode_barcode, b.nama_barang, b.kode_group,
          coalesce(m.kode_gudang, '') as kode_gudang, coalesce(m.kode_baki, '') as kode_baki,
          d.stock as qty, d.berat, k.status, coalesce(k.diterima_by, '') as diterima_by
        from kirim_barang k join kirim_barang_detail d on d.no_kirim = k.no_kirim
          join barang b on b.kode_barcode = d.kode_barcode
          left join barang_mutasi m on m.kode_toko = k.kode_toko_tujuan and m.tanggal = k.tgl_terima
            and m.no_ref = k.no_terima and m.kode_barcode = d.kode_barcode and m.kolom = 'in'
        where ${shopIs('k.kode_toko_tujuan', scope)} and ${period('coalesce(k.tgl_terima, k.tgl_kirim)', scope)}
          and ${status === undefined ? sql`true` : sql`k.status = ${status}`}`;
    },
    order: ['kode_toko', 'tanggal', 'no_kirim', 'kode_barcode'],
    filterColumns: { gudang: 'kode_gudang', group: 'kode_group' },
    search: ['no_kirim', 'no_terima', 'dari_toko', 'kode_barcode', 'nama_barang'],
  },

  'tambah-barang': {
    // Every `tambah` of the ledger (Tambah Data Barang and Penerimaan Barang): its totals are the
    // balance's tambah column. The barcode is new with each tambah, so it names the line.
    select: (
      scope,
    ) => sql`select m.kode_toko, m.tanggal::text as tanggal, m.tanggal as tgl, m.no_ref, m.kode_barcode, b.nama_barang,
        b.kode_group, b.kode_dept, m.kode_gudang, m.kode_baki, b.kadar_cetak, m.stock as qty, m.berat,
        m.created_by as input_by
      from barang_mutasi m join barang b on b.kode_barcode = m.kode_barcode
      where ${shopOf('m', scope)} and ${period('m.tanggal', scope)} and m.kolom = 'tambah'`,
    order: ['kode_toko', 'tgl', 'no_ref', 'kode_barcode'],
    filterColumns: { gudang: 'kode_gudang', baki: 'kode_baki', group: 'kode_group', jenis: 'kode_dept' },
    search: ['no_ref', 'kode_barcode', 'nama_barang'],
  },

  'barang-detail': {
    // Per barcode and place, from the daily balance: awal of its first day in the period, akhir of
    // its last (a place holding stock has a row every day, rolled forward at closing), the
    // movements between summed. So every column adds up to the Summary of the same period. The
    // card's status is today's; a piece since sent to another shop reads KIRIM in this one.
    select: (scope) => sql`select s.kode_toko, s.kode_barcode, b.nama_barang, b.kode_group, b.kode_dept,
        s.kode_gudang, s.kode_baki, b.kadar_cetak,
        (array_agg(s.stock_awal order by s.tanggal))[1] as stock_awal,
        (array_agg(s.berat_awal order by s.tanggal))[1] as berat_awal,
        sum(s.stock_in + s.stock_tambah + s.stock_beli)::bigint as stock_masuk,
        sum(s.berat_in + s.berat_tambah + s.berat_beli)::bigint as berat_masuk,
        sum(s.stock_out + s.stock_jual + s.stock_hancur + s.stock_susut)::bigint as stock_keluar,
        sum(s.berat_out + s.berat_jual + s.berat_hancur + s.berat_susut)::bigint as berat_keluar,
        (array_agg(s.stock_akhir order by s.tanggal desc))[1] as stock_akhir,
        (array_agg(s.berat_akhir order by s.tanggal desc))[1] as berat_akhir,
        case when b.kode_toko = s.kode_toko then b.status else 'KIRIM' end as status
      from barang_saldo s join barang b on b.kode_barcode = s.kode_barcode
      where ${shopOf('s', scope)} and ${period('s.tanggal', scope)}
      group by s.kode_toko, s.kode_barcode, s.kode_gudang, s.kode_baki, b.id`,
    order: ['kode_toko', 'kode_barcode', 'kode_gudang', 'kode_baki'],
    filterColumns: { gudang: 'kode_gudang', baki: 'kode_baki', group: 'kode_group', jenis: 'kode_dept' },
    search: ['kode_barcode', 'nama_barang', 'status'],
  },

  'buku-berlian': {
    // The shop's pieces with stones that entered stock in the period, one row per stone. The
    // piece's qty and berat sit on its first stone's row only, so the totals count each piece
    // once; search looks only at the piece's own columns, so that row is never filtered away.
    select: (
      scope,
    ) => sql`select b.kode_toko, b.tgl_masuk::text as tanggal, b.tgl_masuk as tgl, b.kode_barcode, b.nama_barang,
        b.kode_group, b.kode_gudang, b.kode_baki, b.kadar_cetak,
        case when row_number() over (partition by b.id order by a.id) = 1 then b.stock end as qty,
        case when row_number() over (partition by b.id order by a.id) = 1 then b.berat end as berat,
        a.id as atribut_id, a.nama_atribut, a.berat_atribut, a.harga_atribut, b.status
      from barang b join barang_atribut a on a.barang_id = b.id
      where ${shopOf('b', scope)} and ${period('b.tgl_masuk', scope)}`,
    order: ['kode_toko', 'tgl', 'kode_barcode', 'atribut_id'],
    filterColumns: { gudang: 'kode_gudang', baki: 'kode_baki', group: 'kode_group' },
    search: ['kode_barcode', 'nama_barang'],
  },

  'timbang-baki': {
    // Finished weighings only: an open one has no reading yet, a reset one was abandoned.
    select: (
      scope,
    ) => sql`select t.kode_toko, t.tgl_system::text as tanggal, t.tgl_system as tgl, ${iso('t.selesai_at')} as waktu, t.id,
        t.kode_gudang, t.kode_baki, t.jumlah as qty, t.berat_barang, t.berat_atribut, t.berat_plastik,
        t.berat_bandrol, t.berat_baki, t.berat_seharusnya, t.berat_timbang, t.selisih, t.hasil, t.keterangan,
        t.selesai_by as input_by
      from timbang_baki t
      where ${shopOf('t', scope)} and ${period('t.tgl_system', scope)} and t.status = 'SELESAI'`,
    order: ['kode_toko', 'tgl', 'waktu', 'id'],
    filterColumns: { gudang: 'kode_gudang', baki: 'kode_baki' },
    search: ['kode_baki', 'hasil', 'keterangan'],
  },

  'hancur-barang': {
    // The pieces of each Hancur document are its `hancur` movements; the consent is its otorisasi.
    select: (
      scope,
    ) => sql`select h.kode_toko, h.tgl_system::text as tanggal, h.tgl_system as tgl, h.no_hancur, m.kode_barcode,
        b.nama_barang, b.kode_group, m.kode_gudang, m.kode_baki, h.kode_kondisi, m.stock as qty, m.berat,
        h.keterangan, coalesce(o.diotorisasi_oleh, '') as otorisasi_by, h.created_by as input_by
      from hancur_barang h ${documentLines('h', 'no_hancur', 'hancur')}
        left join otorisasi o on o.id = h.otorisasi_id
      where ${shopOf('h', scope)} and ${period('h.tgl_system', scope)}`,
    order: ['kode_toko', 'tgl', 'no_hancur', 'kode_barcode'],
    filterColumns: { gudang: 'kode_gudang', baki: 'kode_baki', group: 'kode_group' },
    search: ['no_hancur', 'kode_barcode', 'nama_barang', 'keterangan'],
  },

  'pindah-barang': {
    // Pindah Barang keeps no document of its own: each piece is an `out` where it was and an `in`
    // where it went under one PB receipt ({kode_toko}-PB-…, receipt-number.ts). Other moves
    // (sortir, titipan, kirim) have their own receipts and reports.
    select: (
      scope,
    ) => sql`select o.kode_toko, o.tanggal::text as tanggal, o.tanggal as tgl, o.no_ref as no_pindah, o.kode_barcode,
        b.nama_barang, b.kode_group, o.kode_gudang as gudang_asal, o.kode_baki as baki_asal,
        i.kode_gudang as gudang_tujuan, i.kode_baki as baki_tujuan, o.stock as qty, o.berat,
        o.created_by as input_by
      from barang_mutasi o
        join barang_mutasi i on i.kode_toko = o.kode_toko and i.tanggal = o.tanggal and i.no_ref = o.no_ref
          and i.kode_barcode = o.kode_barcode and i.kolom = 'in'
        join barang b on b.kode_barcode = o.kode_barcode
      where ${shopOf('o', scope)} and ${period('o.tanggal', scope)} and o.kolom = 'out'
        and o.no_ref like o.kode_toko || '-PB-%' and ${eitherEnd(scope, 'gudang')} and ${eitherEnd(scope, 'baki')}`,
    order: ['kode_toko', 'tgl', 'no_pindah', 'kode_barcode'],
    filterColumns: { group: 'kode_group' },
    search: ['no_pindah', 'kode_barcode', 'nama_barang'],
  },
};
