import {
  pageQuerySchema,
  pageResultSchema,
  penerimaanBarangHeaderSchema,
  penerimaanBarangResponseSchema,
  penerimaanBarangSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { PenerimaanBarangService } from './penerimaan-barang.service.ts';

export function registerPenerimaanBarangRoutes(app: FastifyInstance, service: PenerimaanBarangService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const menu = { access: { menu: ['penerimaan-barang'] } } as const;

  api.post(
    '/api/penerimaan-barang',
    {
      config: menu,
      schema: {
        body: penerimaanBarangSchema,
        response: { 200: penerimaanBarangResponseSchema },
      },
    },
    (request) => service.terima(authOf(request), request.body),
  );

  api.get(
    '/api/penerimaan-barang/paginated',
    {
      config: menu,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: pageResultSchema(penerimaanBarangHeaderSchema) },
      },
    },
    (request) => service.page(authOf(request).kodeToko, request.query),
  );
}
