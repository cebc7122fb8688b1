import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { RouteAccess } from './access-guard.ts';

/** Where the document is served; `/api/docs` is the web app's page that reads it. */
export const OPENAPI_PATH = '/api/openapi.json';

/** The header every signed-in call carries (SPEC §7): the document's one security scheme. */
const TOKEN_SCHEME = 'token';

/** What every refusal answers (the error handler's one shape), listed with each operation. */
const ERROR_BODY = {
  type: 'object',
  properties: { message: { type: 'string', description: 'Pesan dalam bahasa Indonesia' } },
  required: ['message'],
} as const;

/** Refusals an operation may answer, by who may call it. */
function refusalsOf(access: RouteAccess | undefined): Record<string, string> {
  const refusals: Record<string, string> = {
    '400': 'Isian tidak sah: pesan aturan pertama yang dilanggar',
    '404': 'Data tidak ditemukan',
    '409': 'Bertabrakan dengan keadaan data (sudah ada, sudah berubah, sedang tutup toko)',
  };
  if (access && !('public' in access)) {
    refusals['401'] = 'Token tidak dikenal, kedaluwarsa atau sudah berakhir';
    refusals['403'] = 'Menu tidak diberikan, tanggal sistem tertinggal, atau password harus diganti';
  }
  return refusals;
}

/** The area an operation belongs to: the path's first word after /api (/api/hutang/:no → hutang). */
export function areaOf(url: string): string {
  const [area] = url.replace(/^\/api\/(public\/)?/, '').split('/');
  return area || 'api';
}

/**
 * The OpenAPI 3.1 document of every /api route (issue 31), made from the zod schemas the
 * routes validate with: the type provider turns each into JSON Schema (2020-12, OpenAPI 3.1's
 * own dialect), so the document cannot drift from what the server checks. Registered before
 * any route, so @fastify/swagger's onRoute hook sees them all; each operation also says who
 * may call it (`x-akses`: the route's access, the menu keys the guard checks).
 */
export async function registerApiDocument(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Toko Emas Back Office API',
        version,
        description:
          'Semua panggilan memakai JSON. Panggilan yang bukan publik membawa token hasil ' +
          '`POST /api/users/login` di header `x-auth-token`. Rupiah adalah bilangan bulat; berat ' +
          'dalam gram dengan 3 desimal. Setiap penolakan menjawab `{ "message": "..." }`.',
      },
      components: {
        securitySchemes: { [TOKEN_SCHEME]: { type: 'apiKey', in: 'header', name: 'x-auth-token' } },
      },
    },
    transform: (document) => {
      const { url, route } = document;
      // Health, metrics, files and the web app's pages are not the API integrators call.
      if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
      const transformed = route.schema ? jsonSchemaTransform(document) : { schema: {}, url };
      const schema = transformed.schema as Record<string, unknown>;
      if (schema.hide) return transformed;
      const access = route.config?.access as RouteAccess | undefined;
      const response = { ...(schema.response as Record<string, unknown> | undefined) };
      for (const [status, description] of Object.entries(refusalsOf(access))) {
        response[status] ??= { description, content: { 'application/json': { schema: ERROR_BODY } } };
      }
      const consumes = route.schema?.consumes ?? [];
      const produces = route.schema?.produces ?? [];
      return {
        url,
        schema: {
          ...schema,
          response,
          tags: [areaOf(url)],
          ...(access && !('public' in access) && { security: [{ [TOKEN_SCHEME]: [] }] }),
          'x-akses': access,
          // Bodies the validator never sees (a multipart upload, a file sent back): filled in below.
          ...(consumes.includes(MULTIPART) && { [UPLOAD_MARK]: true }),
          ...(produces.length > 0 && !response['200'] && { [FILE_MARK]: produces }),
        },
      };
    },
    // The type provider's pass writes the shared schemas the operations point at ($ref).
    transformObject: (document) => finishDocument(jsonSchemaTransformObject(document) as OpenApiDocument),
  });
}

const MULTIPART = 'multipart/form-data';
const UPLOAD_MARK = 'x-unggah';
const FILE_MARK = 'x-berkas';

interface OpenApiDocument {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
}

/**
 * An upload is multipart (field `file`), not JSON, so it has no zod body; an export answers a
 * file. Both are written here from what the route says it consumes and produces; a success
 * with no description of its own is called `Berhasil`.
 */
function finishDocument(document: OpenApiDocument): OpenApiDocument {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      // @fastify/swagger's word for an answer the schema gives no description of.
      for (const answer of Object.values(
        (operation.responses ?? {}) as Record<string, { description?: string }>,
      )) {
        if (answer.description === 'Default Response') answer.description = 'Berhasil';
      }
      if (operation[UPLOAD_MARK]) {
        delete operation[UPLOAD_MARK];
        operation.requestBody = {
          required: true,
          content: {
            [MULTIPART]: {
              schema: {
                type: 'object',
                properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
                required: ['file'],
              },
            },
          },
        };
      }
      const produces = operation[FILE_MARK] as string[] | undefined;
      if (produces) {
        delete operation[FILE_MARK];
        const content = Object.fromEntries(
          produces.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        );
        operation.responses = {
          '200': { description: 'Berkas', content },
          ...(operation.responses as object),
        };
      }
    }
  }
  return document;
}

/**
 * `GET /api/openapi.json` for signed-in owner levels: the document describes every call and
 * who may make it, which is for the people who connect other systems, not for the counter.
 * Made on first request (a few hundred schemas) and kept: the routes do not change while
 * the process runs.
 */
export function registerApiDocumentRoute(app: FastifyInstance): void {
  let document: unknown;
  app.get(
    OPENAPI_PATH,
    { config: { access: { signedIn: true, ownerOnly: true } }, schema: { hide: true } },
    (_request, reply) => {
      document ??= app.swagger();
      return reply.header('Cache-Control', 'private, no-cache').send(document);
    },
  );
}
