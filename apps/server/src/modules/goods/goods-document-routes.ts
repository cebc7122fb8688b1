import { dokumenPageQuerySchema, type MenuKey, type PageResult, pageResultSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { GoodsDocumentQuery } from './goods-documents.ts';

/** What the routes of a goods document call. */
export interface GoodsDocumentRoutesService<I, B, H> {
  simpan(actor: AuthContext, input: I): Promise<B>;
  bukti(kodeToko: string, no: string): Promise<B>;
  page(kodeToko: string, query: GoodsDocumentQuery): Promise<PageResult<H>>;
}

/**
 * The routes every goods document (Cucian, Pindah Sortir) has under its base path, for
 * the users of its one menu: the save answering its receipt, the list by business date,
 * and the receipt printed again later by number.
 */
export function registerGoodsDocumentRoutes<I, B, H>(
  app: FastifyInstance,
  service: GoodsDocumentRoutesService<I, B, H>,
  options: {
    base: `/api/${string}`;
    menu: MenuKey;
    schemas: {
      body: z.ZodType<I>;
      bukti: z.ZodType<B>;
      header: z.ZodType<H>;
      /** The number in the path, e.g. `{ no_cucian }`. */
      params: z.ZodObject;
    };
  },
): void {
  // The schemas validate and serialize as on every route; only their static types cannot follow a
  // generic document, so the handlers read the request as the schemas shaped it.
  const { base, schemas } = options;
  const config = { access: { menu: [options.menu] } };
  const [paramKey = ''] = Object.keys(schemas.params.shape);

  app.post(base, { config, schema: { body: schemas.body, response: { 200: schemas.bukti } } }, (request) =>
    service.simpan(authOf(request), request.body as I),
  );

  app.get(
    `${base}/paginated`,
    {
      config,
      schema: { querystring: dokumenPageQuerySchema, response: { 200: pageResultSchema(schemas.header) } },
    },
    (request) => service.page(authOf(request).kodeToko, request.query as GoodsDocumentQuery),
  );

  app.get(
    `${base}/:${paramKey}`,
    { config, schema: { params: schemas.params, response: { 200: schemas.bukti } } },
    (request) =>
      service.bukti(authOf(request).kodeToko, (request.params as Record<string, string>)[paramKey] ?? ''),
  );
}
