import {
  buktiPindahSortirSchema,
  dokumenPageQuerySchema,
  pageResultSchema,
  pindahSortirHeaderSchema,
  pindahSortirParamsSchema,
  pindahSortirSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { PindahSortirService } from './pindah-sortir.service.ts';

export function registerPindahSortirRoutes(app: FastifyInstance, service: PindahSortirService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const menu = { access: { menu: ['pindah-sortir'] } } as const;

  api.post(
    '/api/pindah-sortir',
    { config: menu, schema: { body: pindahSortirSchema, response: { 200: buktiPindahSortirSchema } } },
    (request) => service.simpan(authOf(request), request.body),
  );

  api.get(
    '/api/pindah-sortir/paginated',
    {
      config: menu,
      schema: {
        querystring: dokumenPageQuerySchema,
        response: { 200: pageResultSchema(pindahSortirHeaderSchema) },
      },
    },
    (request) => service.page(authOf(request).kodeToko, request.query),
  );

  // 'Bukti Pindah Sortir' printed again later.
  api.get(
    '/api/pindah-sortir/:no_pindah',
    {
      config: menu,
      schema: { params: pindahSortirParamsSchema, response: { 200: buktiPindahSortirSchema } },
    },
    (request) => service.bukti(authOf(request).kodeToko, request.params.no_pindah),
  );
}
