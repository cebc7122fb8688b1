import { badRequest } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { SERVER_TEXTS } from '../../texts.ts';
import { codeOf, dateOf, integerOf, milligramsOf } from './import-fields.ts';
import {
  countUpsert,
  type ImportHandler,
  refuseDuplicateKeys,
  refuseFirstRow,
  stagedRows,
} from './import-handler.ts';

const T = SERVER_TEXTS.dataImport;

const PAIRS = ['awal', 'in', 'out', 'tambah', 'hancur', 'jual', 'beli', 'akhir'] as const;
const COLUMNS = PAIRS.flatMap((name) => [`stock_${name}`, `berat_${name}`]);
const KEY = ['tanggal', 'kode_gudang', 'kode_group', 'kode_dept'] as const;

/** akhir = awal + in + tambah + beli - out - jual - hancur, the balance's own rule. */
const balanced = (v: Record<string, number>, apa: 'stock' | 'berat') =>
  v[`${apa}_akhir`] ===
  (v[`${apa}_awal`] ?? 0) +
    (v[`${apa}_in`] ?? 0) +
    (v[`${apa}_tambah`] ?? 0) +
    (v[`${apa}_beli`] ?? 0) -
    (v[`${apa}_out`] ?? 0) -
    (v[`${apa}_jual`] ?? 0) -
    (v[`${apa}_hancur`] ?? 0);

/**
 * The old system's daily Laporan Barang Summary (SPEC §3): per day, gudang, group and
 * jenis, pieces and grams. Kept in `barang_summary_import` (decision 024), keyed by
 * shop, day, gudang, group and jenis; only for the importing shop, only for days before
 * its business date on which this system holds no stock balance of its own, and only rows
 * that balance. The Laporan Barang Summary reads it for its days.
 */
export const barangSummaryImportHandler: ImportHandler = {
  type: 'barang_summary',
  checkRow(row, ctx) {
    const tanggal = dateOf(row, 'tanggal');
    if (tanggal >= ctx.tglSystem) throw badRequest(T.bukanSebelumTanggalSystem(tanggal, ctx.tglSystem));
    const kodeToko = codeOf(row, 'kode_toko', 10);
    if (kodeToko !== ctx.kodeToko) throw badRequest(T.bukanTokoIni(kodeToko, ctx.kodeToko));
    const values: Record<string, number> = {};
    for (const name of PAIRS) {
      values[`stock_${name}`] = integerOf(row, `stock_${name}`);
      values[`berat_${name}`] = milligramsOf(row, `berat_${name}`);
    }
    if (!balanced(values, 'stock')) throw badRequest(T.summaryTidakSeimbang('stock'));
    if (!balanced(values, 'berat')) throw badRequest(T.summaryTidakSeimbang('berat'));
    return {
      tanggal,
      kode_gudang: codeOf(row, 'kode_gudang'),
      kode_group: codeOf(row, 'kode_group'),
      kode_dept: codeOf(row, 'kode_dept'),
      ...values,
    };
  },
  async apply(tx, job) {
    await refuseDuplicateKeys(
      tx,
      job,
      sql.join(
        KEY.map((key) => sql`s.data->>${key}`),
        sql`, `,
      ),
      (data) => KEY.map((key) => String(data[key])).join(' / '),
    );
    await refuseFirstRow(tx, job, sql`(s.data->>'tanggal')::date >= ${job.tglSystem}::date`, (data) =>
      T.bukanSebelumTanggalSystem(String(data.tanggal), job.tglSystem),
    );
    // A day this system already balances (it ran that day) keeps its own figures: two
    // sources for one day would count its stock twice.
    await refuseFirstRow(
      tx,
      job,
      sql`exists (select 1 from barang_saldo b where b.kode_toko = ${job.kodeToko} and b.tanggal = (s.data->>'tanggal')::date)`,
      (data) => T.sudahTercatat(String(data.tanggal)),
    );
    const cols = sql.raw(COLUMNS.join(', '));
    const values = sql.raw(COLUMNS.map((column) => `(s.data->>'${column}')::bigint`).join(', '));
    const updates = sql.raw(COLUMNS.map((column) => `${column} = excluded.${column}`).join(', '));
    const stored = sql.raw(COLUMNS.map((column) => `barang_summary_import.${column}`).join(', '));
    const incoming = sql.raw(COLUMNS.map((column) => `excluded.${column}`).join(', '));
    return countUpsert(
      tx,
      sql`insert into barang_summary_import (kode_toko, tanggal, kode_gudang, kode_group, kode_dept, ${cols}, import_id, created_by)
          select ${job.kodeToko}, (s.data->>'tanggal')::date, s.data->>'kode_gudang', s.data->>'kode_group',
            s.data->>'kode_dept', ${values}, ${job.importId}::uuid, ${job.userId}
          from ${stagedRows(job)} order by s.baris
          on conflict (kode_toko, tanggal, kode_gudang, kode_group, kode_dept) do update
            set ${updates}, import_id = excluded.import_id, created_by = excluded.created_by, updated_at = now()
            where (${stored}) is distinct from (${incoming})
          returning (xmax = 0) as baru`,
    );
  },
};
