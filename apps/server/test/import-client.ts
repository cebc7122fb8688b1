import { IMPORT_CALLS, IMPORT_CHUNK_ROWS, type ImportJob, type ImportType } from '@toko/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

/** What the Import Data page does with a parsed file: parts of IMPORT_CHUNK_ROWS rows, then polling. */
export interface ImportRun {
  /** The refused part's answer, or the last part's. */
  response: LightMyRequestResponse;
  /** The job as the poll last read it (undefined when a part was refused before any job). */
  job?: ImportJob;
}

export function importPart(
  t: TestApp,
  token: string | undefined,
  type: ImportType,
  body: Record<string, unknown>,
  rows: readonly Record<string, unknown>[],
): Promise<LightMyRequestResponse> {
  const { path, key } = IMPORT_CALLS[type];
  const typed = path === 'cash/import-data-cash' ? { type } : {};
  return t.call('POST', path, token, { ...typed, ...body, [key]: rows });
}

/** Polls the job until it is SELESAI or GAGAL. */
export async function waitForJob(t: TestApp, token: string, id: string): Promise<ImportJob> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const response = await t.call('GET', `import-data/${id}`, token);
    if (response.statusCode !== 200) throw new Error(`poll ${id}: ${response.body}`);
    const job = response.json() as ImportJob;
    if (job.status === 'SELESAI' || job.status === 'GAGAL') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} tidak selesai`);
}

/** Sends a whole file's records as the page does and waits for the result. */
export async function importRows(
  t: TestApp,
  token: string,
  type: ImportType,
  rows: readonly Record<string, unknown>[],
  chunk = IMPORT_CHUNK_ROWS,
): Promise<ImportRun> {
  let importId: string | undefined;
  let response: LightMyRequestResponse | undefined;
  for (let start = 0; start === 0 || start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const selesai = start + chunk >= rows.length;
    response = await importPart(
      t,
      token,
      type,
      { import_id: importId, baris_awal: 2 + start, baris_total: rows.length, selesai },
      part,
    );
    if (response.statusCode !== 200) return { response };
    importId = (response.json() as ImportJob).import_id;
  }
  if (!response || !importId) throw new Error('tidak ada bagian terkirim');
  return { response, job: await waitForJob(t, token, importId) };
}
