import type { ImportJob, ImportStatus, ImportType } from '@toko/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { importJob, importStaging } from '../../db/schema/index.ts';

export type ImportJobRow = typeof importJob.$inferSelect;
type JobRow = ImportJobRow;

/** A job's advisory lock: held by whoever is applying it, so the sweep can tell a live apply. */
const jobLock = (id: string) => sql`hashtext(${`import-job:${id}`})`;

export function toImportJob(row: JobRow): ImportJob {
  return {
    import_id: row.id,
    type: row.type as ImportType,
    status: row.status as ImportStatus,
    baris_diterima: row.baris_diterima,
    baris_total: row.baris_total,
    baru: row.baru,
    diubah: row.diubah,
    message: row.message,
  };
}

/** The import jobs and their staged rows. */
export const dataImportRepository = {
  /** Waits for the job's lock and holds it until the transaction ends. */
  async lockJob(tx: DbOrTx, id: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${jobLock(id)})`);
  },

  /** The job's lock if nobody holds it (nobody is applying the job); false at once otherwise. */
  async tryLockJob(tx: DbOrTx, id: string): Promise<boolean> {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${jobLock(id)}) as free`,
    )) as unknown as {
      rows: { free: boolean }[];
    };
    return result.rows[0]?.free === true;
  },

  /** Waits until no other import of this type is writing into the shop, and holds that until the transaction ends. */
  async lockShopImports(tx: DbOrTx, kodeToko: string, type: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import:${kodeToko}:${type}`}))`);
  },

  async create(
    tx: DbOrTx,
    job: { kodeToko: string; userId: string; type: ImportType; barisTotal: number | null; barisAwal: number },
  ): Promise<JobRow> {
    const [row] = await tx
      .insert(importJob)
      .values({
        kode_toko: job.kodeToko,
        user_id: job.userId,
        type: job.type,
        baris_total: job.barisTotal,
        baris_berikut: job.barisAwal,
      })
      .returning();
    if (!row) throw new Error('import_job tidak tersimpan');
    return row;
  },

  async find(tx: DbOrTx, id: string, options: { lock?: boolean } = {}): Promise<JobRow | undefined> {
    const query = tx.select().from(importJob).where(eq(importJob.id, id));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },

  /** One multi-row insert per part: a part is at most IMPORT_CHUNK_ROWS rows. */
  async stage(tx: DbOrTx, id: string, barisAwal: number, rows: readonly unknown[]): Promise<void> {
    if (rows.length === 0) return;
    await tx
      .insert(importStaging)
      .values(rows.map((data, index) => ({ import_id: id, baris: barisAwal + index, data })));
  },

  async received(
    tx: DbOrTx,
    id: string,
    barisBerikut: number,
    rows: number,
    status: ImportStatus,
  ): Promise<JobRow> {
    const [row] = await tx
      .update(importJob)
      .set({
        baris_berikut: barisBerikut,
        baris_diterima: sql`${importJob.baris_diterima} + ${rows}`,
        status,
        updated_at: sql`now()`,
      })
      .where(eq(importJob.id, id))
      .returning();
    if (!row) throw new Error(`import_job ${id} hilang`);
    return row;
  },

  async finish(
    tx: DbOrTx,
    id: string,
    result: { status: 'SELESAI' | 'GAGAL'; message: string; baru?: number; diubah?: number },
  ): Promise<JobRow | undefined> {
    await tx.delete(importStaging).where(eq(importStaging.import_id, id));
    const [row] = await tx
      .update(importJob)
      .set({
        status: result.status,
        message: result.message,
        baru: result.baru ?? 0,
        diubah: result.diubah ?? 0,
        updated_at: sql`now()`,
      })
      .where(eq(importJob.id, id))
      .returning();
    return row;
  },

  /** Open jobs (UNGGAH or PROSES), oldest first. */
  async open(tx: DbOrTx): Promise<JobRow[]> {
    return tx
      .select()
      .from(importJob)
      .where(inArray(importJob.status, ['UNGGAH', 'PROSES']))
      .orderBy(importJob.created_at);
  },

  async failIfStill(tx: DbOrTx, id: string, status: ImportStatus, message: string): Promise<boolean> {
    const rows = await tx
      .update(importJob)
      .set({ status: 'GAGAL', message, updated_at: sql`now()` })
      .where(and(eq(importJob.id, id), eq(importJob.status, status)))
      .returning({ id: importJob.id });
    if (rows.length === 0) return false;
    await tx.delete(importStaging).where(eq(importStaging.import_id, id));
    return true;
  },
};
