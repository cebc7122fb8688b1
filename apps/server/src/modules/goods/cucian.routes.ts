import {
  barangSchema,
  buktiCucianSchema,
  cucianHeaderSchema,
  cucianParamsSchema,
  cucianSchema,
  dokumenPageQuerySchema,
  pageQuerySchema,
  pageResultSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { CucianService } from './cucian.service.ts';

export function registerCucianRoutes(app: FastifyInstance, service: CucianService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const menu = { access: { menu: ['cucian'] } } as const;

  api.post(
    '/api/cucian',
    { config: menu, schema: { body: cucianSchema, response: { 200: buktiCucianSchema } } },
    (request) => service.simpan(authOf(request), request.body),
  );

  api.get(
    '/api/cucian/paginated',
    {
      config: menu,
      schema: {
        querystring: dokumenPageQuerySchema,
        response: { 200: pageResultSchema(cucianHeaderSchema) },
      },
    },
    (request) => service.page(authOf(request).kodeToko, request.query),
  );

  // Pieces waiting in gudang BELI, picked from a list instead of scanned.
  api.get(
    '/api/cucian/menunggu',
    {
      config: menu,
      schema: { querystring: pageQuerySchema, response: { 200: pageResultSchema(barangSchema) } },
    },
    (request) => service.menunggu(authOf(request).kodeToko, request.query),
  );

  // 'Bukti Cucian' printed again later.
  api.get(
    '/api/cucian/:no_cucian',
    { config: menu, schema: { params: cucianParamsSchema, response: { 200: buktiCucianSchema } } },
    (request) => service.bukti(authOf(request).kodeToko, request.params.no_cucian),
  );
}
