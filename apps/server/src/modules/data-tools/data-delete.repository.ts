import type { DeleteType } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  barangSaldo,
  barangSummaryImport,
  hitungKas,
  keuangan,
  pembelian,
  pembelianDetail,
  penjualan,
  penjualanDetail,
  titipan,
  titipanDetail,
} from '../../db/schema/index.ts';

/** The shop and the closed days a delete covers. */
export interface DeleteScope {
  kodeToko: string;
  from: string;
  to: string;
}

/** One table's share of a delete: its rows of the scope, named in the shop's words. */
export interface TableDeletion {
  nama: string;
  table: PgTable;
  where: (scope: DeleteScope) => SQL;
}

const sales = (scope: DeleteScope) =>
  sql`${penjualan.kode_toko} = ${scope.kodeToko} and ${penjualan.tgl_system} between ${scope.from} and ${scope.to}`;
// A deposit still OPEN holds its pieces in gudang TITIP: it stays until it is collected or cancelled.
const settledDeposits = (scope: DeleteScope) =>
  sql`${titipan.kode_toko} = ${scope.kodeToko} and ${titipan.tgl_system} between ${scope.from} and ${scope.to}
    and ${titipan.status} <> 'OPEN'`;
const buybacks = (scope: DeleteScope) =>
  sql`${pembelian.kode_toko} = ${scope.kodeToko} and ${pembelian.tgl_system} between ${scope.from} and ${scope.to}`;

/**
 * What each Delete Data type removes, table by table, lines before the documents they
 * belong to (decision 025). Everything else — the pieces and their stock ledger, the cash
 * book, member points, orders, buybacks of sold pieces — keeps the receipt number as text
 * and stays. A new table of a type is one more line here.
 */
export const DELETE_PLAN: Record<DeleteType, readonly TableDeletion[]> = {
  PENJUALAN: [
    {
      nama: 'Barang Penjualan',
      table: penjualanDetail,
      where: (scope) =>
        sql`${penjualanDetail.no_faktur_group} in (select ${penjualan.no_faktur_group} from ${penjualan} where ${sales(scope)})`,
    },
    { nama: 'Nota Penjualan', table: penjualan, where: sales },
    {
      nama: 'Barang Titipan',
      table: titipanDetail,
      where: (scope) =>
        sql`${titipanDetail.no_titip} in (select ${titipan.no_titip} from ${titipan} where ${settledDeposits(scope)})`,
    },
    { nama: 'Titipan', table: titipan, where: settledDeposits },
  ],
  PEMBELIAN: [
    {
      nama: 'Barang Pembelian',
      table: pembelianDetail,
      where: (scope) =>
        sql`${pembelianDetail.no_faktur_group} in (select ${pembelian.no_faktur_group} from ${pembelian} where ${buybacks(scope)})`,
    },
    { nama: 'Nota Pembelian', table: pembelian, where: buybacks },
  ],
  KEUANGAN: [
    {
      nama: 'Transaksi Keuangan',
      table: keuangan,
      where: (scope) =>
        sql`${keuangan.kode_toko} = ${scope.kodeToko} and ${keuangan.tanggal} between ${scope.from} and ${scope.to}`,
    },
    {
      // The counts of the till those days were compared with the rows just removed.
      nama: 'Hitung Kas',
      table: hitungKas,
      where: (scope) =>
        sql`${hitungKas.kode_toko} = ${scope.kodeToko} and ${hitungKas.tanggal} between ${scope.from} and ${scope.to}`,
    },
  ],
  'LAPORAN BARANG SUMMARY': [
    {
      nama: 'Saldo Barang Harian',
      table: barangSaldo,
      where: (scope) =>
        sql`${barangSaldo.kode_toko} = ${scope.kodeToko} and ${barangSaldo.tanggal} between ${scope.from} and ${scope.to}`,
    },
    {
      // The old system's days brought in by Import Data (barang_summary): the same report's rows.
      nama: 'Barang Summary Import',
      table: barangSummaryImport,
      where: (scope) =>
        sql`${barangSummaryImport.kode_toko} = ${scope.kodeToko} and ${barangSummaryImport.tanggal} between ${scope.from} and ${scope.to}`,
    },
  ],
};

function firstCount(result: unknown): number {
  const [row] = (result as { rows: { n: number | string }[] }).rows;
  return Number(row?.n ?? 0);
}

export async function countRows(tx: DbOrTx, deletion: TableDeletion, scope: DeleteScope): Promise<number> {
  return firstCount(
    await tx.execute(sql`select count(*)::int as n from ${deletion.table} where ${deletion.where(scope)}`),
  );
}

export async function deleteRows(tx: DbOrTx, deletion: TableDeletion, scope: DeleteScope): Promise<number> {
  return firstCount(
    await tx.execute(
      sql`with gone as (delete from ${deletion.table} where ${deletion.where(scope)} returning 1)
        select count(*)::int as n from gone`,
    ),
  );
}

/**
 * The shop's business date, share-locked for the transaction: the closing holds the shop's
 * row for update, so a delete sees the date the closing leaves or waits for it.
 */
export async function lockedBusinessDate(tx: DbOrTx, kodeToko: string): Promise<string | undefined> {
  const result = (await tx.execute(
    sql`select tgl_system::text as tgl_system from toko where kode_toko = ${kodeToko} for share`,
  )) as unknown as { rows: { tgl_system: string }[] };
  return result.rows[0]?.tgl_system;
}
