import { IMPORT_CALLS, IMPORT_CHUNK_ROWS, type ImportJob } from '@toko/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client.ts';
import type { Measurement } from './measure.ts';

/** The size issue 16 names for the import bench. */
export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A year of the old ledger's till lines as a spreadsheet gives them (all text), `run` keeping keys apart. */
function ledgerLines(run: string, tglSystem: string, from: number, count: number) {
  return Array.from({ length: count }, (_, offset) => {
    const n = from + offset;
    return {
      no_rekening: '',
      fee: '0',
      ppn_rp: '0',
      no_reff: `${run}-FJ-${n}`,
      tanggal: addDays(tglSystem, -1 - (n % 365)),
      jenis: 'CASH',
      deskripsi: `JUAL CINCIN ${n}, 1 PCS`,
      keterangan: 'IMPORT BENCH',
      kategori: 'PENJUALAN',
      jumlah_in: String(100_000 + (n % 9_000) * 500),
      jumlah_out: '0',
      status: 'DONE',
      input_by: 'ADMIN LAMA',
      input_date: '',
      input_by_cashier: '',
      valid_by: '',
    };
  });
}

/**
 * Import Data (decision 024): IMPORT_ROWS keuangan_cash lines imported the way the page
 * sends them (parts of IMPORT_CHUNK_ROWS through the whole HTTP stack, each row checked and
 * staged, then one transaction writing them, polled to SELESAI) beside the same rows
 * written by raw multi-row INSERTs of IMPORT_CHUNK_ROWS rows into the same table, each
 * from JavaScript values as the import's come. Reports the server's heap growth too.
 */
export async function importBenches(options: {
  app: FastifyInstance;
  db: Db;
  token: string;
  kodeToko: string;
  tglSystem: string;
}): Promise<Measurement[]> {
  const { app, db, token, kodeToko, tglSystem } = options;
  const headers = { 'x-auth-token': token };
  const { path, key } = IMPORT_CALLS.keuangan_cash;

  // Baseline: the same rows, raw.
  const rawStarted = process.hrtime.bigint();
  for (let start = 0; start < IMPORT_ROWS; start += IMPORT_CHUNK_ROWS) {
    const rows = ledgerLines('RAW', tglSystem, start, Math.min(IMPORT_CHUNK_ROWS, IMPORT_ROWS - start));
    await db.execute(sql`insert into keuangan (kode_toko, tanggal, kategori, jenis, no_rekening, deskripsi, keterangan,
        jumlah_in, jumlah_out, fee, status, input_by, idempotency_key)
      values ${sql.join(
        rows.map(
          (
            row,
          ) => sql`(${kodeToko}, ${row.tanggal}, ${row.kategori}, ${row.jenis}, '', ${row.no_reff}, ${row.deskripsi},
            ${Number(row.jumlah_in)}, 0, 0, ${row.status}, ${row.input_by}, ${`raw:${row.no_reff}`})`,
        ),
        sql`, `,
      )}`);
  }
  const rawMs = Number(process.hrtime.bigint() - rawStarted) / 1e6;

  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const started = process.hrtime.bigint();
  let importId: string | undefined;
  for (let start = 0; start < IMPORT_ROWS; start += IMPORT_CHUNK_ROWS) {
    const count = Math.min(IMPORT_CHUNK_ROWS, IMPORT_ROWS - start);
    const response = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers,
      payload: {
        type: 'keuangan_cash',
        import_id: importId,
        baris_awal: 2 + start,
        baris_total: IMPORT_ROWS,
        selesai: start + count >= IMPORT_ROWS,
        [key]: ledgerLines('IMP', tglSystem, start, count),
      },
    });
    if (response.statusCode !== 200) throw new Error(`import part ${start}: ${response.body}`);
    importId = (response.json() as ImportJob).import_id;
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }
  let job: ImportJob | undefined;
  for (;;) {
    job = (
      await app.inject({ method: 'GET', url: `/api/import-data/${importId}`, headers })
    ).json() as ImportJob;
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    if (job.status === 'SELESAI' || job.status === 'GAGAL') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const importMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (job.status !== 'SELESAI' || job.baru !== IMPORT_ROWS) throw new Error(`import: ${JSON.stringify(job)}`);
  console.log(
    `import ${IMPORT_ROWS} keuangan_cash rows: heap grew at most ${((heapPeak - heapBefore) / 1024 / 1024).toFixed(0)} MB`,
  );
  return [
    {
      name: `Import Data keuangan_cash, ${IMPORT_ROWS} rows in parts of ${IMPORT_CHUNK_ROWS} (HTTP, checked, staged, one transaction)`,
      baseline: `raw multi-row INSERT of the same ${IMPORT_ROWS} rows`,
      perOpMs: importMs,
      baselinePerOpMs: rawMs,
    },
  ];
}
