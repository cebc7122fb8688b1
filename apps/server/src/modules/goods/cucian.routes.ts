import {
  barangSchema,
  buktiCucianSchema,
  cucianHeaderSchema,
  cucianParamsSchema,
  cucianSchema,
  pageQuerySchema,
  pageResultSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { CucianService } from './cucian.service.ts';
import { registerGoodsDocumentRoutes } from './goods-document-routes.ts';

/** Cucian: save, list, 'Bukti Cucian' printed again later, and the pieces waiting to be washed. */
export function registerCucianRoutes(app: FastifyInstance, service: CucianService): void {
  registerGoodsDocumentRoutes(app, service, {
    base: '/api/cucian',
    menu: 'cucian',
    schemas: {
      body: cucianSchema,
      bukti: buktiCucianSchema,
      header: cucianHeaderSchema,
      params: cucianParamsSchema,
    },
  });

  // Pieces waiting in gudang BELI, picked from a list instead of scanned.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/cucian/menunggu',
    {
      config: { access: { menu: ['cucian'] } },
      schema: { querystring: pageQuerySchema, response: { 200: pageResultSchema(barangSchema) } },
    },
    (request) => service.menunggu(authOf(request).kodeToko, request.query),
  );
}
