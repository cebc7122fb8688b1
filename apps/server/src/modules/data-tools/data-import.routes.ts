import {
  badRequest,
  IMPORT_CALLS,
  IMPORT_CHUNK_ROWS,
  IMPORT_MAX_PART_BYTES,
  type ImportPart,
  type ImportType,
  importJobSchema,
  importPartSchema,
  plainText,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import { SERVER_TEXTS } from '../../texts.ts';
import type { DataImportService } from './data-import.service.ts';

const T = SERVER_TEXTS.dataImport;

/**
 * One cell as papaparse gives it: text (a cell may hold a line break; the type's check
 * then reads it), or a number, flag or null from a page that typed it. No column of any
 * type holds more than 1,000 characters or a number beyond a trillion.
 */
const cellSchema = z.union(
  [
    plainText('Isi sel', 1_000, { multiline: true }),
    z.number().min(-1e12, 'Angka di sel file terlalu besar').max(1e12, 'Angka di sel file terlalu besar'),
    z.boolean(),
    z.null(),
  ],
  { error: 'Isi sel file tidak valid' },
);

/** A file's rows under the type's key: records keyed by the normalised header. */
const rowsSchema = z
  .array(z.record(z.string().max(100, 'Judul kolom file terlalu panjang'), cellSchema), {
    error: 'Data file harus berupa daftar baris',
  })
  .max(IMPORT_CHUNK_ROWS, T.terlaluBanyakBaris(IMPORT_CHUNK_ROWS));

/** The spec's paths (SPEC §7): one per type, except the cash call that serves both keuangan types. */
function callsByPath(): Map<string, { key: string; types: ImportType[] }> {
  const byPath = new Map<string, { key: string; types: ImportType[] }>();
  for (const [type, call] of Object.entries(IMPORT_CALLS) as [ImportType, { path: string; key: string }][]) {
    const entry = byPath.get(call.path) ?? { key: call.key, types: [] };
    entry.types.push(type);
    byPath.set(call.path, entry);
  }
  return byPath;
}

/**
 * Import Data's calls (decision 024): each spec path takes one part of a file under the
 * type's key and answers the job; `import-data/:id` is the job the page polls. Menu
 * import-data; the guard refuses them during the date block like every write.
 */
export function registerDataImportRoutes(app: FastifyInstance, service: DataImportService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { menu: ['import-data'] } } as const;

  for (const [path, { key, types }] of callsByPath()) {
    const body = importPartSchema.extend({ [key]: rowsSchema.default([]) });
    api.post(
      `/api/${path}`,
      { config, bodyLimit: IMPORT_MAX_PART_BYTES, schema: { body, response: { 200: importJobSchema } } },
      (request) => {
        // The key is the type's (SPEC §7), so the schema's type cannot name it.
        const part = request.body as ImportPart & Record<string, z.infer<typeof rowsSchema> | undefined>;
        const rows = part[key] ?? [];
        const [only] = types;
        let type: ImportType;
        if (types.length === 1 && only) {
          if (part.type !== undefined && part.type !== only) throw badRequest(T.typeTidakCocok(part.type));
          type = only;
        } else {
          // The cash call: the body says which of its types, since their rules differ.
          if (!part.type || !types.includes(part.type)) throw badRequest(T.typeCash);
          type = part.type;
        }
        return service.receive(authOf(request), type, part, rows);
      },
    );
  }

  api.get(
    '/api/import-data/:id',
    {
      config,
      schema: {
        params: z.object({ id: z.string().uuid(T.tidakDitemukan) }),
        response: { 200: importJobSchema },
      },
    },
    (request) => service.job(authOf(request).kodeToko, request.params.id),
  );
}
