import {
  BALANCE_COLUMNS,
  type EodFigures,
  type EodLine,
  type HutangFigure,
  type StockBalance,
} from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { eodSummary } from '../../db/schema/index.ts';

/** Lines per insert: 11 parameters each, far below PostgreSQL's 65,535. */
const INSERT_CHUNK = 500;

const STOCK_PARTS = [...BALANCE_COLUMNS, 'akhir'] as const;

/**
 * The day's stock per group from its balance rows (barang_saldo: the movement columns are
 * barang_mutasi summed by the stock ledger as it writes, and the database checks every row's
 * akhir), one pass over the day's rows, the group from each piece's stock card.
 */
async function barang(tx: DbOrTx, kodeToko: string, tanggal: string): Promise<EodFigures['barang']> {
  const sums = sql.raw(
    STOCK_PARTS.map(
      (part) =>
        `sum(s.stock_${part})::bigint as stock_${part}, sum(s.berat_${part})::bigint as berat_${part}`,
    ).join(', '),
  );
  const found = await rowsOf<Record<string, string | number>>(
    tx,
    sql`select coalesce(b.kode_group, '') as kode_group, ${sums}
      from barang_saldo s left join barang b on b.kode_barcode = s.kode_barcode
      where s.kode_toko = ${kodeToko} and s.tanggal = ${tanggal}
      group by coalesce(b.kode_group, '')`,
  );
  return found.map((row) => ({
    kode_group: String(row.kode_group),
    balance: Object.fromEntries(
      STOCK_PARTS.map((part) => [
        part,
        { stock: Number(row[`stock_${part}`]), berat: Number(row[`berat_${part}`]) },
      ]),
    ) as StockBalance,
  }));
}

async function kas(tx: DbOrTx, kodeToko: string, tanggal: string): Promise<EodFigures['kas']> {
  const found = await rowsOf<{ kategori: string; jenis: string; masuk: string; keluar: string }>(
    tx,
    sql`select kategori, jenis, sum(jumlah_in)::bigint as masuk, sum(jumlah_out)::bigint as keluar
      from keuangan where kode_toko = ${kodeToko} and tanggal = ${tanggal}
      group by kategori, jenis`,
  );
  return found.map((row) => ({ ...row, masuk: Number(row.masuk), keluar: Number(row.keluar) }));
}

/** The balances the cash step froze for the day (it runs before this one). */
async function saldo(tx: DbOrTx, kodeToko: string, tanggal: string): Promise<EodFigures['saldo']> {
  const found = await rowsOf<Record<'akun' | 'awal' | 'masuk' | 'keluar' | 'akhir', string>>(
    tx,
    sql`select akun, awal, masuk, keluar, akhir from keuangan_saldo
      where kode_toko = ${kodeToko} and tanggal = ${tanggal}`,
  );
  return found.map((row) => ({
    akun: row.akun,
    awal: Number(row.awal),
    masuk: Number(row.masuk),
    keluar: Number(row.keluar),
    akhir: Number(row.akhir),
  }));
}

/**
 * The documents of the day by state. A sale or buyback is BATAL when cancelled, else its
 * validation state; a trade-in is the buyback that paid part of a new sale (TUKAR); the
 * rest by their own status.
 */
async function dokumen(tx: DbOrTx, kodeToko: string, tanggal: string): Promise<EodFigures['dokumen']> {
  const day = sql`kode_toko = ${kodeToko} and tgl_system = ${tanggal}`;
  const found = await rowsOf<{ dokumen: string; status: string; jumlah: number | string }>(
    tx,
    sql`select dokumen, status, count(*)::int as jumlah from (
        select 'PENJUALAN' as dokumen, case when status = 'CANC' then 'BATAL' else status_valid end as status
          from penjualan where ${day}
        union all
        select case when no_faktur_jual_tukar is null then 'PEMBELIAN' else 'TUKAR' end,
          case when status = 'CANC' then 'BATAL' else status_valid end
          from pembelian where ${day}
        union all select 'TITIPAN', status from titipan where ${day}
        union all select 'PESANAN', status from pesanan where ${day}
        union all select 'SERVICE', status from service where ${day}
        union all select 'HUTANG', status from hutang where ${day}
        union all select 'BAYAR HUTANG', case when status = 'BATAL' then 'BATAL' else jenis end
          from hutang_bayar where ${day}
      ) d group by dokumen, status`,
  );
  return found.map((row) => ({ ...row, jumlah: Number(row.jumlah) }));
}

/**
 * Pledged gold (DOMAIN.md §9): a loan holds its pieces from its day until the day it left
 * OPEN (`tgl_system <= day < tgl_tutup`), so the day opens with the loans made before it and
 * not closed before it, takes in the day's new loans and lets go of those closed that day.
 * A cancelled loan (same-day BATAL) never held anything and is left out.
 */
async function hutang(tx: DbOrTx, kodeToko: string, tanggal: string): Promise<EodFigures['hutang']> {
  const [row] = await rowsOf<Record<string, string>>(
    tx,
    sql`with l as (
        select h.tgl_system, h.tgl_tutup, h.pokok,
          coalesce(sum(d.jumlah), 0) as barang, coalesce(sum(d.berat), 0) as berat
        from hutang h left join hutang_detail d on d.no_hutang = h.no_hutang
        where h.kode_toko = ${kodeToko} and h.status <> 'BATAL' and h.tgl_system <= ${tanggal}
          and (h.tgl_tutup is null or h.tgl_tutup >= ${tanggal})
        group by h.no_hutang)
      select ${hutangSums(tanggal)}
      from l`,
  );
  const figure = (pos: string): HutangFigure => ({
    jumlah: Number(row?.[`${pos}_jumlah`] ?? 0),
    barang: Number(row?.[`${pos}_barang`] ?? 0),
    berat: Number(row?.[`${pos}_berat`] ?? 0),
    pokok: Number(row?.[`${pos}_pokok`] ?? 0),
  });
  return { awal: figure('awal'), masuk: figure('masuk'), keluar: figure('keluar'), akhir: figure('akhir') };
}

/** Each figure of each moment of the day, as `{pos}_{figure}` columns over the loans `l`. */
function hutangSums(tanggal: string) {
  const moments = {
    awal: sql`l.tgl_system < ${tanggal} and (l.tgl_tutup is null or l.tgl_tutup >= ${tanggal})`,
    masuk: sql`l.tgl_system = ${tanggal}`,
    keluar: sql`l.tgl_tutup = ${tanggal}`,
    akhir: sql`l.tgl_tutup is null or l.tgl_tutup > ${tanggal}`,
  };
  const figures = {
    jumlah: sql.raw('1'),
    barang: sql.raw('l.barang'),
    berat: sql.raw('l.berat'),
    pokok: sql.raw('l.pokok'),
  };
  return sql.join(
    Object.entries(moments).flatMap(([pos, where]) =>
      Object.entries(figures).map(
        ([figure, value]) =>
          sql`coalesce(sum(${value}) filter (where ${where}), 0)::bigint as ${sql.raw(`${pos}_${figure}`)}`,
      ),
    ),
    sql`, `,
  );
}

/** The day's count of the till (Hitung Kas) and who authorised its difference, if counted. */
async function hitungKas(tx: DbOrTx, kodeToko: string, tanggal: string): Promise<EodFigures['hitungKas']> {
  const [row] = await rowsOf<Record<string, string | number | null>>(
    tx,
    sql`select h.kas_buku, h.jumlah_hitung, h.selisih, h.dihitung_oleh, h.hitungan_ke, h.alasan,
        o.diotorisasi_oleh as otorisasi_oleh
      from hitung_kas h left join otorisasi o on o.id = h.otorisasi_id
      where h.kode_toko = ${kodeToko} and h.tanggal = ${tanggal}`,
  );
  if (!row) return null;
  return {
    kas_buku: Number(row.kas_buku),
    jumlah_hitung: Number(row.jumlah_hitung),
    selisih: Number(row.selisih),
    dihitung_oleh: String(row.dihitung_oleh),
    hitungan_ke: Number(row.hitungan_ke),
    otorisasi_oleh: row.otorisasi_oleh === null ? null : String(row.otorisasi_oleh),
    alasan: String(row.alasan ?? ''),
  };
}

/** The day's summary lines, replacing whatever summary the day had. */
async function replaceDaySummary(
  tx: DbOrTx,
  kodeToko: string,
  tanggal: string,
  lines: readonly EodLine[],
): Promise<void> {
  await tx.delete(eodSummary).where(and(eq(eodSummary.kode_toko, kodeToko), eq(eodSummary.tanggal, tanggal)));
  for (let start = 0; start < lines.length; start += INSERT_CHUNK) {
    await tx
      .insert(eodSummary)
      .values(
        lines.slice(start, start + INSERT_CHUNK).map((line) => ({ ...line, kode_toko: kodeToko, tanggal })),
      );
  }
}

export const eodRepository = {
  barang,
  kas,
  saldo,
  dokumen,
  hutang,
  hitungKas,
  replaceDaySummary,
};
