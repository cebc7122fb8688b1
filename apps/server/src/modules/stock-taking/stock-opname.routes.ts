import {
  batalOpnameSchema,
  hasilOpnameSchema,
  idParamsSchema,
  mulaiOpnameSchema,
  opnameItemQuerySchema,
  opnameListQuerySchema,
  pageQuerySchema,
  pageResultSchema,
  progressOpnameSchema,
  scanOpnameResultSchema,
  scanOpnameSchema,
  stockOpnameSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import { type JenisOpname, OPNAME_PATH, type StockOpnameService } from './stock-opname.service.ts';

/**
 * The same calls under each screen's own path and menu (`/api/stock-opname`,
 * `/api/stock-opname-penerimaan`, `/api/stock-opname-global`): a user granted one kind
 * reaches only that kind, and only the global one stays usable during the date block
 * (SPEC §2, through the guard's list of allowed menu keys).
 */
export function registerStockOpnameRoutes(app: FastifyInstance, service: StockOpnameService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const jenis of Object.keys(OPNAME_PATH) as JenisOpname[]) {
    const key = OPNAME_PATH[jenis].slice(1) as 'stock-opname';
    const base = `/api/${key}`;
    const config = { access: { menu: [key] } } as const;

    api.get(
      base,
      {
        config,
        schema: {
          querystring: opnameListQuerySchema,
          response: { 200: pageResultSchema(stockOpnameSchema) },
        },
      },
      (request) => service.list(authOf(request).kodeToko, jenis, request.query),
    );

    api.post(
      `${base}/mulai`,
      { config, schema: { body: mulaiOpnameSchema, response: { 200: stockOpnameSchema } } },
      (request) => service.mulai(authOf(request), jenis, request.body),
    );

    api.get(
      `${base}/:id`,
      { config, schema: { params: idParamsSchema, response: { 200: stockOpnameSchema } } },
      (request) => service.get(authOf(request).kodeToko, jenis, request.params.id),
    );

    api.post(
      `${base}/:id/scan`,
      {
        config,
        schema: { params: idParamsSchema, body: scanOpnameSchema, response: { 200: scanOpnameResultSchema } },
      },
      (request) => service.scan(authOf(request), jenis, request.params.id, request.body),
    );

    api.get(
      `${base}/:id/scan`,
      {
        config,
        schema: {
          params: idParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: pageResultSchema(scanOpnameResultSchema) },
        },
      },
      (request) => service.scanned(authOf(request).kodeToko, jenis, request.params.id, request.query),
    );

    api.post(
      `${base}/:id/selesai`,
      { config, schema: { params: idParamsSchema, response: { 200: stockOpnameSchema } } },
      (request) => service.tutup(authOf(request), jenis, request.params.id, 'SELESAI'),
    );

    api.post(
      `${base}/:id/batal`,
      {
        config,
        schema: { params: idParamsSchema, body: batalOpnameSchema, response: { 200: stockOpnameSchema } },
      },
      (request) => service.batal(authOf(request), jenis, request.params.id, request.body),
    );

    api.get(
      `${base}/:id/hasil`,
      {
        config,
        schema: {
          params: idParamsSchema,
          querystring: opnameItemQuerySchema,
          response: { 200: hasilOpnameSchema },
        },
      },
      (request) => service.hasil(authOf(request).kodeToko, jenis, request.params.id, request.query),
    );

    api.get(
      `${base}/:id/progress`,
      { config, schema: { params: idParamsSchema, response: { 200: progressOpnameSchema } } },
      (request) => service.progress(authOf(request).kodeToko, jenis, request.params.id),
    );
  }
}
