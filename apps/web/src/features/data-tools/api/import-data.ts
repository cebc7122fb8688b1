import {
  IMPORT_CALLS,
  IMPORT_CHUNK_ROWS,
  type ImportJob,
  type ImportType,
  importJobSchema,
  importRecords,
  TEXTS,
} from '@toko/shared';
import { ApiError, api, UPLOAD_TIMEOUT_MS } from '../../../lib/api-client';

/** A file the page refuses before anything is sent; its message is for the user. */
export class ImportFileError extends Error {}

/**
 * The separator the header row uses most: `;` from Indonesian Excel, `,` elsewhere, or a
 * tab. papaparse's own guess samples the data rows too and can take a comma inside a
 * quoted name for the separator; a header of column names carries no such cells.
 */
export function headerDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (separator: string) => header.split(separator).length - 1;
  return [';', '\t'].reduce((best, separator) => (count(separator) > count(best) ? separator : best), ',');
}

/**
 * The file's rows as records keyed by the normalised header, the last row dropped (SPEC §5).
 * papaparse (loaded on first use: most sessions never import) reads what shops' spreadsheets
 * write: quoted cells with commas and line breaks, a byte-order mark, and the `;` separator
 * of Indonesian Excel (`headerDelimiter`). A row is a CSV record, so a cell with a line break
 * does not shift the row numbers the server names.
 */
export async function readImportFile(file: Blob): Promise<Record<string, string>[]> {
  const { default: Papa } = await import('papaparse');
  const text = await file.text();
  const parsed = Papa.parse<string[]>(text, { delimiter: headerDelimiter(text), skipEmptyLines: false });
  // Short or long rows are the spec's business (missing cells default); an unclosed quote
  // swallows the rest of the file, so nothing after it can be trusted.
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) {
    throw new ImportFileError(TEXTS.dataTools.kutipTerbuka((broken.row ?? 0) + 1));
  }
  return importRecords(parsed.data);
}

const POLL_MS = 400;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the records in parts of IMPORT_CHUNK_ROWS to the type's call (SPEC §7), then polls
 * the job until the server has written everything (import-protocol.ts). Resolves with the
 * finished job; a refused part or a failed job rejects with the server's words.
 */
export async function sendImport(
  type: ImportType,
  records: readonly Record<string, string>[],
  onProgress: (job: ImportJob) => void,
): Promise<ImportJob> {
  const { path, key } = IMPORT_CALLS[type];
  let job: ImportJob | undefined;
  // An empty file is still one (empty) part, so the server answers it as it would any file.
  for (let start = 0; start === 0 || start < records.length; start += IMPORT_CHUNK_ROWS) {
    const part = records.slice(start, start + IMPORT_CHUNK_ROWS);
    const body = {
      [key]: part,
      import_id: job?.import_id,
      type,
      baris_awal: start + 2,
      baris_total: records.length,
      selesai: start + IMPORT_CHUNK_ROWS >= records.length,
    };
    // A part is an upload: a shop's line may need more than the ordinary 5 s for it.
    job = importJobSchema.parse(await api.post<unknown>(path, body, { timeoutMs: UPLOAD_TIMEOUT_MS }));
    onProgress(job);
  }
  let current = job as ImportJob;
  while (current.status === 'UNGGAH' || current.status === 'PROSES') {
    await wait(POLL_MS);
    current = importJobSchema.parse(await api.get<unknown>(`import-data/${current.import_id}`));
    onProgress(current);
  }
  if (current.status === 'GAGAL') {
    throw new ApiError(422, current.message ?? TEXTS.importFailed);
  }
  return current;
}
