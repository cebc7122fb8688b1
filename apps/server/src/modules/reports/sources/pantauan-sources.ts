import {
  DOCUMENT_LINK_PARAMS,
  PANTAUAN_BATAS,
  type PantauanJenis,
  paraSystemDefault,
  type ReportName,
} from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import { period, type ReportScope, type ReportSource, shopOf } from './report-source.ts';

/**
 * Pantauan (issue 29 item 2): one SELECT per kind of exception, over what the system already
 * records. Every branch answers the same columns: the shop, the business date (`tanggal`,
 * `tgl`), when it happened (`waktu`, null for a state such as a loan past due), the kind
 * (`jenis`), a key unique within the kind (`kunci`), the document (`no_ref`) and the screen
 * that shows it (`tautan`, a link with its day and number), who did it (`pelaku`) and who authorised it, the rupiah and
 * milligrams it is about, and what it was. The report engine pages, totals and exports the
 * union like any report; the summary and Laporan EOD count it by kind.
 */

/** A shop's rupiah threshold for a kind, its Setting System value or the catalogue's default. */
function batas(alias: string, jenis: keyof typeof PANTAUAN_BATAS): SQL {
  const key = PANTAUAN_BATAS[jenis];
  return sql`coalesce((select ps.value::bigint from para_system ps
    where ps.kode_toko = ${sql.raw(alias)}.kode_toko and ps.key = ${key}), ${Number(paraSystemDefault(key))})`;
}

/** A moment as every report answers it: ISO text in UTC. */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The columns every branch answers, in order, each from an SQL expression of that branch's
 * tables (constants of this file, never a caller's text: the scope's values are bound in each
 * branch's WHERE). `jenis` is an expression too, so one branch may answer two kinds.
 */
function row(parts: {
  toko: string;
  tgl: string;
  waktu?: string;
  jenis: string;
  kunci: string;
  noRef: string;
  pelaku: string;
  otorisasi?: string;
  nilai?: string;
  berat?: string;
  keterangan: string;
  tautan: string;
}): SQL {
  return sql.raw(`${parts.toko} as kode_toko, (${parts.tgl})::text as tanggal, (${parts.tgl})::date as tgl,
    ${parts.waktu ? isoText(parts.waktu) : 'null::text'} as waktu, (${parts.jenis})::text as jenis,
    (${parts.kunci})::text as kunci, (${parts.noRef})::text as no_ref, coalesce(${parts.pelaku}, '')::text as pelaku,
    coalesce(${parts.otorisasi ?? "''"}, '')::text as otorisasi_oleh, coalesce(${parts.nilai ?? '0'}, 0)::bigint as nilai,
    coalesce(${parts.berat ?? '0'}, 0)::bigint as berat, (${parts.keterangan})::text as keterangan,
    (${parts.tautan})::text as tautan`);
}

/** Rupiah in a sentence as the screens write them: 'Rp 5,700,000'. */
const rp = (expr: string) => `('Rp ' || to_char(${expr}, 'FM999,999,999,999,990'))`;
/** Milligrams in a sentence as grams with three decimals: '3.270 g'. */
const gr = (expr: string) => `(to_char((${expr}) / 1000.0, 'FM999,999,990.000') || ' g')`;

/** A kind's code as an SQL literal. */
const kind = (jenis: PantauanJenis) => `'${jenis}'`;
/** A screen without a document to open on (a master, a settings screen), as an SQL literal. */
const screen = (path: string) => `'${path}'`;

/** A value inside a link's query: the few characters a document number could hold that a URL may not. */
const inUrl = (expr: string) =>
  `replace(replace(replace(replace((${expr})::text, '%', '%25'), '&', '%26'), '#', '%23'), ' ', '%20')`;

/**
 * A link to the screen that shows a document, opening on its business date and searched for
 * the text that finds it there (document-link.ts: the screens read `tanggal` and `cari`).
 */
const link = (path: string, at: { tanggal: string; cari?: string }) =>
  `'${path}?${DOCUMENT_LINK_PARAMS.tanggal}=' || (${at.tanggal})::text${
    at.cari ? ` || '&${DOCUMENT_LINK_PARAMS.cari}=' || ${inUrl(at.cari)}` : ''
  }`;

/** Sale lines sold below the system price, by the rupiah below (a discount is one). */
const hargaBawah = (scope: ReportScope) => sql`select ${row({
  toko: 'p.kode_toko',
  tgl: 'p.tgl_system',
  waktu: 'coalesce(o.created_at, p.created_at)',
  jenis: kind('HARGA_BAWAH'),
  kunci: 'd.no_faktur_jual',
  noRef: 'd.no_faktur_jual',
  pelaku: 'coalesce(o.diminta_oleh, p.input_by)',
  otorisasi: 'o.diotorisasi_oleh',
  nilai: 'd.harga_system - d.harga_jual',
  berat: 'd.berat',
  keterangan: `d.kode_barcode || ' ' || d.nama_barang || ': harga sistem ' || ${rp('d.harga_system')} || ', dijual ' || ${rp('d.harga_jual')}
    || case when d.status = 'CANC' then ' (dibatalkan)' else '' end || coalesce('. Alasan: ' || o.alasan, '')`,
  tautan: link('/lihat-penjualan', { tanggal: 'p.tgl_system', cari: 'p.no_faktur_group' }),
})}
  from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
    left join otorisasi o on o.kode_toko = p.kode_toko and o.no_ref = p.no_faktur_group
      and o.jenis = 'HARGA_DI_BAWAH_SISTEM'
  where ${shopOf('p', scope)} and ${period('p.tgl_system', scope)}
    and d.harga_system - d.harga_jual >= ${batas('p', 'HARGA_BAWAH')}`;

/** Sale lines cancelled (Batal Penjualan, or a whole trade-in cancelled). */
const batalJual = (scope: ReportScope) => sql`select ${row({
  toko: 'p.kode_toko',
  tgl: 'p.tgl_system',
  waktu: 'o.created_at',
  jenis: kind('BATAL_JUAL'),
  kunci: 'd.no_faktur_jual',
  noRef: 'd.no_faktur_jual',
  pelaku: 'o.diminta_oleh',
  otorisasi: 'o.diotorisasi_oleh',
  nilai: 'd.harga_jual',
  berat: 'd.berat',
  keterangan: `case o.jenis when 'BATAL_TUKAR' then 'Batal tukar ' else 'Batal ' end || d.kode_barcode || ' '
    || d.nama_barang || coalesce('. Alasan: ' || o.alasan, '')`,
  tautan: link('/lihat-penjualan', { tanggal: 'p.tgl_system', cari: 'p.no_faktur_group' }),
})}
  from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
    left join otorisasi o on o.id = d.otorisasi_id
  where ${shopOf('p', scope)} and ${period('p.tgl_system', scope)} and d.status = 'CANC'`;

/**
 * Buyback lines without a receipt, or above the receipt's weight or the system's price, as the
 * counter judged them (buybackOtorisasi); imported history has neither and is left out.
 */
const beliLuarNota = (scope: ReportScope) => sql`select ${row({
  toko: 'p.kode_toko',
  tgl: 'p.tgl_system',
  waktu: 'coalesce(o.created_at, p.created_at)',
  jenis: `case when coalesce(d.no_faktur_jual, '') = '' then ${kind('BELI_TANPA_NOTA')} else ${kind('BELI_DI_ATAS_NOTA')} end`,
  kunci: 'd.no_faktur_beli',
  noRef: 'd.no_faktur_beli',
  pelaku: 'coalesce(o.diminta_oleh, p.input_by)',
  otorisasi: 'o.diotorisasi_oleh',
  nilai: `case when coalesce(d.no_faktur_jual, '') = '' then d.harga else greatest(d.harga - d.harga_system, 0) end`,
  berat: `case when coalesce(d.no_faktur_jual, '') = '' then d.berat else greatest(d.berat - d.berat_nota, 0) end`,
  keterangan: `d.nama_barang || ': harga sistem ' || ${rp('d.harga_system')} || ', dibayar ' || ${rp('d.harga')}
    || case when coalesce(d.no_faktur_jual, '') = '' then '' else ', berat nota ' || ${gr('d.berat_nota')} || ', timbang ' || ${gr('d.berat')} end
    || case when d.status = 'CANC' then ' (dibatalkan)' else '' end || coalesce('. Alasan: ' || o.alasan, '')`,
  tautan: link('/lihat-pembelian', { tanggal: 'p.tgl_system', cari: 'p.no_faktur_group' }),
})}
  from pembelian p join pembelian_detail d on d.no_faktur_group = p.no_faktur_group
    left join otorisasi o on o.kode_toko = p.kode_toko and o.no_ref = p.no_faktur_group
      and o.jenis = case when coalesce(d.no_faktur_jual, '') = '' then 'PEMBELIAN_TANPA_NOTA' else 'PEMBELIAN_DI_ATAS_NOTA' end
  where ${shopOf('p', scope)} and ${period('p.tgl_system', scope)}
    and p.idempotency_key not like 'import:%'
    and (coalesce(d.no_faktur_jual, '') = '' or d.berat > d.berat_nota or d.harga > d.harga_system)`;

/** Buyback lines cancelled. */
const batalBeli = (scope: ReportScope) => sql`select ${row({
  toko: 'p.kode_toko',
  tgl: 'p.tgl_system',
  waktu: 'o.created_at',
  jenis: kind('BATAL_BELI'),
  kunci: 'd.no_faktur_beli',
  noRef: 'd.no_faktur_beli',
  pelaku: 'o.diminta_oleh',
  otorisasi: 'o.diotorisasi_oleh',
  nilai: 'd.harga',
  berat: 'd.berat',
  keterangan: `case o.jenis when 'BATAL_TUKAR' then 'Batal tukar ' else 'Batal ' end || d.nama_barang
    || coalesce('. Alasan: ' || o.alasan, '')`,
  tautan: link('/lihat-pembelian', { tanggal: 'p.tgl_system', cari: 'p.no_faktur_group' }),
})}
  from pembelian p join pembelian_detail d on d.no_faktur_group = p.no_faktur_group
    left join otorisasi o on o.id = d.otorisasi_id
  where ${shopOf('p', scope)} and ${period('p.tgl_system', scope)} and d.status = 'CANC'`;

/** A day's count of the till that differed from the book (Hitung Kas). */
const selisihKas = (scope: ReportScope) => sql`select ${row({
  toko: 'h.kode_toko',
  tgl: 'h.tanggal',
  waktu: 'h.dihitung_at',
  jenis: kind('SELISIH_KAS'),
  kunci: 'h.tanggal',
  noRef: `coalesce(h.no_ref, '')`,
  pelaku: 'h.dihitung_oleh',
  otorisasi: 'o.diotorisasi_oleh',
  nilai: 'h.selisih',
  keterangan: `case when h.selisih > 0 then 'Uang lebih' else 'Uang kurang' end || ': kas buku ' || ${rp('h.kas_buku')}
    || ', dihitung ' || ${rp('h.jumlah_hitung')} || ' (hitungan ke-' || h.hitungan_ke || ')'
    || case when h.alasan = '' then '' else '. Alasan: ' || h.alasan end`,
  tautan: link('/laporan-selisih-kas', { tanggal: 'h.tanggal' }),
})}
  from hitung_kas h left join otorisasi o on o.id = h.otorisasi_id
  where ${shopOf('h', scope)} and ${period('h.tanggal', scope)}
    and abs(h.selisih) >= ${batas('h', 'SELISIH_KAS')}`;

/** Money taken out of the till on Uang Kas (no document behind it) from the shop's threshold. */
const kasKeluar = (scope: ReportScope) => sql`select ${row({
  toko: 'k.kode_toko',
  tgl: 'k.tanggal',
  waktu: 'k.created_at',
  jenis: kind('KAS_KELUAR'),
  kunci: 'k.id',
  noRef: 'k.deskripsi',
  pelaku: 'k.input_by',
  nilai: 'k.jumlah_out',
  keterangan: `k.kategori || ' - ' || k.keterangan`,
  tautan: link('/laporan-transaksi-keuangan-cash', { tanggal: 'k.tanggal', cari: 'k.deskripsi' }),
})}
  from keuangan k
  where ${shopOf('k', scope)} and ${period('k.tanggal', scope)}
    and k.jenis = 'CASH' and k.jumlah_out > 0 and k.deskripsi like k.kode_toko || '-UK-%'
    and k.jumlah_out >= ${batas('k', 'KAS_KELUAR')}`;

/** A tray weighed outside the tolerance it was weighed with. */
const selisihTimbang = (scope: ReportScope) => sql`select ${row({
  toko: 'tb.kode_toko',
  tgl: 'tb.tgl_system',
  waktu: 'tb.selesai_at',
  jenis: kind('SELISIH_TIMBANG'),
  kunci: 'tb.id',
  noRef: `tb.kode_gudang || '/' || tb.kode_baki`,
  pelaku: 'tb.selesai_by',
  berat: 'tb.selisih',
  keterangan: `'Baki ' || tb.kode_gudang || '/' || tb.kode_baki || ' (' || tb.jumlah || ' pcs): seharusnya '
    || ${gr('tb.berat_seharusnya')} || ', ditimbang ' || ${gr('tb.berat_timbang')} || ', toleransi ' || ${gr('tb.toleransi')}`,
  tautan: link('/laporan-timbang-baki', { tanggal: 'tb.tgl_system', cari: 'tb.kode_baki' }),
})}
  from timbang_baki tb
  where ${shopOf('tb', scope)} and ${period('tb.tgl_system', scope)}
    and tb.status = 'SELESAI' and tb.hasil = 'SELISIH'`;

/** Pieces a finished stock opname missed, found where they were not expected, or weighed apart. */
const opname = (scope: ReportScope) => sql`select ${row({
  toko: 'so.kode_toko',
  tgl: 'so.tgl_system',
  waktu: 'coalesce(i.scan_at, so.selesai_at)',
  jenis: kind('OPNAME'),
  kunci: `so.id || '-' || i.kode_barcode`,
  noRef: 'so.no_opname',
  pelaku: 'coalesce(i.scan_by, so.selesai_by, so.created_by)',
  berat: `case when h.hasil = 'SELISIH BERAT' then i.berat_scan - i.berat else i.berat end`,
  keterangan: `h.hasil || ': ' || i.kode_barcode || ' ' || i.nama_barang || ', tercatat di ' || i.kode_gudang
    || '/' || i.kode_baki`,
  tautan: link('/laporan-stock-opname', { tanggal: 'so.tgl_system', cari: 'so.no_opname' }),
})}
  from stock_opname so join stock_opname_item i on i.stock_opname_id = so.id
    cross join lateral (select case when not i.diharapkan then 'SALAH TEMPAT' when not i.ditemukan then 'HILANG'
      when i.berat_scan is not null and i.berat_scan <> i.berat then 'SELISIH BERAT' end as hasil) h
  where ${shopOf('so', scope)} and ${period('so.tgl_system', scope)}
    and so.status = 'SELESAI' and h.hasil is not null`;

/**
 * The day a state is looked at in the period: its last day, or the shop's business date when
 * that comes first (what stays overdue is known as of now, not as of a past day). A state is
 * listed on that day, so an order that fell due before the period and is still late shows in
 * it, and the summary counts it in the period, never in the days it is compared with.
 */
function asOf(scope: ReportScope, table: SQL, alias: string): SQL {
  return sql`(select ${sql.raw(alias)}.*, least(${scope.to}::date, t.tgl_system) as hari_ini
    from ${table} ${sql.raw(alias)} join toko t on t.kode_toko = ${sql.raw(alias)}.kode_toko
    where ${shopOf(alias, scope)} and least(${scope.to}::date, t.tgl_system) >= ${scope.from}::date)`;
}

/**
 * Loans still open past their due date, as of the period's last day (or today): in the grace
 * period, or past it (the pledged gold may be auctioned).
 */
const hutangJatuhTempo = (scope: ReportScope) => sql`select ${row({
  toko: 'h.kode_toko',
  tgl: 'h.hari_ini',
  jenis: kind('HUTANG_JATUH_TEMPO'),
  kunci: 'h.no_hutang',
  noRef: 'h.no_hutang',
  pelaku: 'h.input_by',
  nilai: 'h.pokok',
  berat: 'g.berat',
  keterangan: `'Jatuh tempo ' || h.tgl_jatuh_tempo || '; ' || case when h.hari_ini > h.tgl_jatuh_tempo + m.hari
      then 'lewat masa tenggang, boleh dilelang sejak ' || (h.tgl_jatuh_tempo + m.hari + 1)
      else 'masa tenggang sampai ' || (h.tgl_jatuh_tempo + m.hari) end || ' - ' || h.nama_customer`,
  tautan: link('/lihat-hutang', { tanggal: 'h.tgl_system', cari: 'h.no_hutang' }),
})}
  from ${asOf(scope, sql`hutang`, 'h')} h
    cross join lateral (select coalesce((select ps.value::int from para_system ps
      where ps.kode_toko = h.kode_toko and ps.key = 'HUTANG_MASA_TENGGANG'),
      ${Number(paraSystemDefault('HUTANG_MASA_TENGGANG'))}) as hari) m
    left join lateral (select sum(hd.berat) as berat from hutang_detail hd
      where hd.no_hutang = h.no_hutang and hd.status = 'GADAI') g on true
  where h.status = 'OPEN' and h.tgl_jatuh_tempo < h.hari_ini`;

/** Pledged gold auctioned. */
const lelang = (scope: ReportScope) => sql`select ${row({
  toko: 'h.kode_toko',
  tgl: 'h.tgl_tutup',
  waktu: 'o.created_at',
  jenis: kind('LELANG'),
  kunci: 'h.no_hutang',
  noRef: 'h.no_hutang',
  pelaku: 'o.diminta_oleh',
  otorisasi: 'o.diotorisasi_oleh',
  nilai: 'h.nilai_lelang',
  berat: 'g.berat',
  keterangan: `'Lelang: pokok ' || ${rp('h.pokok')} || ', bunga ' || ${rp('h.bunga_lelang')} || ', kelebihan ke nasabah '
    || ${rp('h.kelebihan_lelang')} || coalesce('. Alasan: ' || o.alasan, '')`,
  tautan: link('/lihat-hutang', { tanggal: 'h.tgl_system', cari: 'h.no_hutang' }),
})}
  from hutang h left join otorisasi o on o.id = h.lelang_otorisasi_id
    left join lateral (select sum(hd.berat) as berat from hutang_detail hd
      where hd.no_hutang = h.no_hutang and hd.status = 'LELANG') g on true
  where ${shopOf('h', scope)} and ${period('h.tgl_tutup', scope)} and h.status = 'LELANG'`;

/** Orders not made or not collected by their promised date, as of the period's last day (or today). */
const pesananTerlambat = (scope: ReportScope) => sql`select ${row({
  toko: 'ps.kode_toko',
  tgl: 'ps.hari_ini',
  jenis: kind('PESANAN_TERLAMBAT'),
  kunci: 'ps.no_pesanan',
  noRef: 'ps.no_pesanan',
  pelaku: 'ps.input_by',
  nilai: 'ps.total - ps.dp',
  keterangan: `'Janji jadi ' || ps.tgl_selesai || '; ' || case ps.status when 'OPEN' then 'belum jadi'
    else 'sudah jadi, belum diambil' end || ' - ' || ps.nama_customer`,
  tautan: link('/lihat-pesanan', { tanggal: 'ps.tgl_system', cari: 'ps.no_pesanan' }),
})}
  from ${asOf(scope, sql`pesanan`, 'ps')} ps
  where ps.status in ('OPEN', 'DONE') and ps.tgl_selesai < ps.hari_ini`;

/** Repairs not finished or not collected by their promised date, as of the period's last day (or today). */
const serviceTerlambat = (scope: ReportScope) => sql`select ${row({
  toko: 's.kode_toko',
  tgl: 's.hari_ini',
  jenis: kind('SERVICE_TERLAMBAT'),
  kunci: 's.no_service',
  noRef: 's.no_service',
  pelaku: 's.input_by',
  nilai: 's.ongkos - s.dp',
  keterangan: `'Janji selesai ' || s.tgl_selesai_estimasi || '; ' || case s.status
    when 'OPEN' then 'belum selesai (tukang ' || s.kode_tukang || ')'
    else 'selesai ' || s.tgl_selesai || ', belum diambil' end || ' - ' || s.nama_customer`,
  tautan: link('/lihat-services', { tanggal: 's.tgl_system', cari: 's.no_service' }),
})}
  from ${asOf(scope, sql`service`, 's')} s
  where s.status in ('OPEN', 'DONE') and s.tgl_selesai_estimasi < s.hari_ini`;

/**
 * The audit log's rows of the period, with the business date each was written on. The log
 * keeps the moment only: a row belongs to the day the shop's next closing closed (the open
 * day when none came yet). The closings around the period bound the moments read, so the
 * log's index (shop, moment) serves it.
 */
function auditOfPeriod(scope: ReportScope, where: SQL): SQL {
  return sql`select a.*, coalesce(c.tgl_system, t.tgl_system) as tgl_bisnis
    from toko t
      left join lateral (select max(c0.created_at) as sejak from closing_log c0
        where c0.kode_toko = t.kode_toko and c0.tgl_system < ${scope.from}::date) b0 on true
      left join lateral (select min(c1.created_at) as sampai from closing_log c1
        where c1.kode_toko = t.kode_toko and c1.tgl_system >= ${scope.to}::date) b1 on true
      join audit_log a on a.kode_toko = t.kode_toko
        and a.created_at > coalesce(b0.sejak, '-infinity'::timestamptz)
        and a.created_at <= coalesce(b1.sampai, 'infinity'::timestamptz)
      left join lateral (select c.tgl_system from closing_log c
        where c.kode_toko = a.kode_toko and c.created_at > a.created_at
        order by c.created_at limit 1) c on true
    where ${shopOf('t', scope)} and ${where}`;
}

/** Users created or changed (level, active, password reset) and menus granted or taken away. */
const hakAkses = (scope: ReportScope) => sql`select ${row({
  toko: 'a.kode_toko',
  tgl: 'a.tgl_bisnis',
  waktu: 'a.created_at',
  jenis: kind('HAK_AKSES'),
  kunci: 'a.id',
  noRef: 'a.entity_id',
  pelaku: 'a.user_id',
  keterangan: `case when a.entity = 'hak-akses' then 'Hak akses ' || a.entity_id || ': tambah '
      || coalesce((select string_agg(k, ', ') from jsonb_array_elements_text(a.after::jsonb) k
        where not (coalesce(a.before, '[]')::jsonb ? k)), '-')
      || '; cabut ' || coalesce((select string_agg(k, ', ') from jsonb_array_elements_text(coalesce(a.before, '[]')::jsonb) k
        where not (a.after::jsonb ? k)), '-')
    when a.action = 'CREATE' then 'User baru ' || a.entity_id || ' (level ' || coalesce(a.after::jsonb ->> 'level', '-') || ')'
    when a.action = 'RESET_PASSWORD' then 'Password ' || a.entity_id || ' direset'
    else 'User ' || a.entity_id || ' diubah: level ' || coalesce(a.before::jsonb ->> 'level', '-') || ' -> '
      || coalesce(a.after::jsonb ->> 'level', '-') || ', aktif ' || coalesce(a.before::jsonb ->> 'status_aktif', '-')
      || ' -> ' || coalesce(a.after::jsonb ->> 'status_aktif', '-') end`,
  tautan: `case a.entity when 'hak-akses' then '/hak-akses-users' else '/data-users' end`,
})}
  from (${auditOfPeriod(scope, sql`a.entity in ('user', 'hak-akses')`)}) a
  where ${period('a.tgl_bisnis', scope)}`;

/** A day's gold price saved (changed) after the day's first sale at the counter. */
const hargaSesudahJual = (scope: ReportScope) => sql`select ${row({
  toko: 'a.kode_toko',
  tgl: 'a.tgl_bisnis',
  waktu: 'a.created_at',
  jenis: kind('HARGA_SESUDAH_JUAL'),
  kunci: 'a.id',
  noRef: 'a.entity_id',
  pelaku: 'a.user_id',
  nilai: `(a.after::jsonb ->> 'harga_jual')::bigint - coalesce((a.before::jsonb ->> 'harga_jual')::bigint, 0)`,
  keterangan: `'Harga ' || coalesce(a.after::jsonb ->> 'kode_group', '') || ': jual '
    || coalesce(${rp("(a.before::jsonb ->> 'harga_jual')::bigint")}, '-') || ' -> ' || coalesce(${rp("(a.after::jsonb ->> 'harga_jual')::bigint")}, '-')
    || ', beli ' || coalesce(${rp("(a.before::jsonb ->> 'harga_beli')::bigint")}, '-') || ' -> '
    || coalesce(${rp("(a.after::jsonb ->> 'harga_beli')::bigint")}, '-') || ', sesudah penjualan pertama ' || f.nota_pertama`,
  tautan: screen('/master-parameter-harga-emas'),
})}
  from (${auditOfPeriod(scope, sql`a.entity = 'harga-emas' and a.action in ('CREATE', 'UPDATE')`)}) a
    join lateral (select min(p.created_at) as pertama,
        (array_agg(p.no_faktur_group order by p.created_at))[1] as nota_pertama
      from penjualan p where p.kode_toko = a.kode_toko and p.tgl_system = a.tgl_bisnis
        and p.idempotency_key not like 'import:%') f on true
  where ${period('a.tgl_bisnis', scope)} and split_part(a.entity_id, ' ', 1) = a.tgl_bisnis::text
    and a.created_at > f.pertama`;

/** Delete Data runs and imports (Import Data), successful or failed. */
const dataTools = (scope: ReportScope) => sql`select ${row({
  toko: 'a.kode_toko',
  tgl: 'a.tgl_bisnis',
  waktu: 'a.created_at',
  jenis: `case when a.action = 'DELETE DATA' then ${kind('DELETE_DATA')} else ${kind('IMPORT_DATA')} end`,
  kunci: 'a.id',
  noRef: 'a.entity_id',
  pelaku: 'a.user_id',
  keterangan: `case a.action
    when 'DELETE DATA' then 'Hapus ' || a.entity || ' ' || a.entity_id || ': ' || coalesce(a.after::jsonb ->> 'jumlah', '0') || ' baris'
    when 'IMPORT' then 'Import ' || coalesce(a.after::jsonb ->> 'type', '') || ': ' || coalesce(a.after::jsonb ->> 'baru', '0')
      || ' baru, ' || coalesce(a.after::jsonb ->> 'diubah', '0') || ' diubah'
    else 'Import gagal ' || coalesce(a.after::jsonb ->> 'type', '') || ': ' || coalesce(a.after::jsonb ->> 'message', '') end`,
  tautan: `case when a.action = 'DELETE DATA' then '/delete-data' else '/import-data' end`,
})}
  from (${auditOfPeriod(
    scope,
    sql`(a.action = 'DELETE DATA' or (a.entity = 'import_data' and a.action in ('IMPORT', 'IMPORT GAGAL')))`,
  )}) a
  where ${period('a.tgl_bisnis', scope)}`;

/** Every kind's branch, the order the union is written in. */
const BRANCHES = [
  hargaBawah,
  batalJual,
  beliLuarNota,
  batalBeli,
  selisihKas,
  kasKeluar,
  selisihTimbang,
  opname,
  hutangJatuhTempo,
  lelang,
  pesananTerlambat,
  serviceTerlambat,
  hakAkses,
  hargaSesudahJual,
  dataTools,
] as const;

/** The exceptions of the scope, every kind. */
export function pantauanRows(scope: ReportScope): SQL {
  return sql.join(
    BRANCHES.map((branch) => sql`(${branch(scope)})`),
    sql` union all `,
  );
}

export const PANTAUAN_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  pantauan: {
    select: (scope) => sql`select * from (${pantauanRows(scope)}) x`,
    order: ['kode_toko', 'tgl', 'jenis', 'kunci'],
    filterColumns: { status: 'jenis', kasir: 'pelaku' },
    search: ['no_ref', 'pelaku', 'otorisasi_oleh', 'keterangan'],
  },
};
