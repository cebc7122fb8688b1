import { type MenuKey, type PageResult, pageResultSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf } from '../plugins/access-guard.ts';
import type { AuthContext } from '../plugins/auth-context.ts';
import { dateRangeFor } from '../plugins/previous-date.ts';
import type { DocumentQuery } from './document-repository.ts';

/** What the shared routes of a counter document call. */
export interface DocumentRoutesService<D, Q extends DocumentQuery, B> {
  page(kodeToko: string, query: Q): Promise<PageResult<D>>;
  doc(kodeToko: string, no: string): Promise<D>;
  validasi(actor: AuthContext, nos: string[]): Promise<{ jumlah: number }>;
  batal(actor: AuthContext, body: B): Promise<D>;
}

/**
 * The routes every counter document has — its paged list, one document by number,
 * validation and cancel — registered the same way under its base path. Saving and the
 * counter's lookups (a price, a receipt) are each document's own.
 */
export function registerDocumentRoutes<D, Q extends DocumentQuery, B>(
  app: FastifyInstance,
  service: DocumentRoutesService<D, Q, B>,
  options: {
    base: `/api/${string}`;
    schemas: {
      doc: z.ZodType<D>;
      query: z.ZodType<Q>;
      /** The number in the path, e.g. `{ no_faktur_group }`. */
      params: z.ZodObject;
      /** The validation body: an array of numbers under one key. */
      validasi: z.ZodObject;
      batal: z.ZodType<B>;
    };
    /** Who reads, validates and cancels; one document also opens to whoever may make it (`save`). */
    access: {
      save?: MenuKey;
      reading: readonly MenuKey[];
      validating: readonly MenuKey[];
      batal: readonly MenuKey[];
    };
    /** Whether a list without a start date starts at the business date for users held to it. */
    fromToday: boolean;
  },
): void {
  // The schemas validate and serialize as on every route; only their static types cannot follow a
  // generic document, so the handlers read the request as the schemas shaped it.
  const { base, schemas, access } = options;
  const [paramKey = ''] = Object.keys(schemas.params.shape);
  const [validasiKey = ''] = Object.keys(schemas.validasi.shape);

  app.get(
    `${base}/paginated`,
    {
      config: { access: { menu: access.reading } },
      schema: { querystring: schemas.query, response: { 200: pageResultSchema(schemas.doc) } },
    },
    (request) => {
      const auth = authOf(request);
      return service.page(
        auth.kodeToko,
        dateRangeFor(auth, request.query as Q, { fromToday: options.fromToday }),
      );
    },
  );

  app.get(
    `${base}/:${paramKey}`,
    {
      config: { access: { menu: access.save ? [access.save, ...access.reading] : access.reading } },
      schema: { params: schemas.params, response: { 200: schemas.doc } },
    },
    (request) =>
      service.doc(authOf(request).kodeToko, (request.params as Record<string, string>)[paramKey] ?? ''),
  );

  app.post(
    `${base}/validasi`,
    {
      config: { access: { menu: access.validating } },
      schema: { body: schemas.validasi, response: { 200: z.object({ jumlah: z.number() }) } },
    },
    (request) =>
      service.validasi(authOf(request), (request.body as Record<string, string[]>)[validasiKey] ?? []),
  );

  app.post(
    `${base}/batal`,
    {
      config: { access: { menu: access.batal } },
      schema: { body: schemas.batal, response: { 200: schemas.doc } },
    },
    (request) => service.batal(authOf(request), request.body as B),
  );
}
