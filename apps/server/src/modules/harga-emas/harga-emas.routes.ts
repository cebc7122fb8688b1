import {
  hargaEmasHistoryItemSchema,
  hargaEmasRowSchema,
  hargaEmasSaveSchema,
  hargaEmasTanggalQuerySchema,
  pageQuerySchema,
  pageResultSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { HargaEmasService } from './harga-emas.service.ts';

export const HARGA_EMAS_MENU = 'master-parameter-harga-emas';

export function registerHargaEmasRoutes(app: FastifyInstance, service: HargaEmasService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const menu = { access: { menu: [HARGA_EMAS_MENU] } } as const;
  // Sales and buyback screens price their lines with these, so any signed-in user may read them.
  const signedIn = { access: { signedIn: true } } as const;
  const dayList = { 200: z.array(hargaEmasRowSchema) };

  api.get(
    '/api/harga-emas/get/by-tanggal',
    { config: signedIn, schema: { querystring: hargaEmasTanggalQuerySchema, response: dayList } },
    (request) => {
      const auth = authOf(request);
      return service.dayPrices(auth.kodeToko, request.query.tanggal ?? auth.tglSystem);
    },
  );

  api.get('/api/harga-emas/today', { config: signedIn, schema: { response: dayList } }, (request) => {
    const auth = authOf(request);
    return service.dayPrices(auth.kodeToko, auth.tglSystem);
  });

  api.get(
    '/api/harga-emas/paginated',
    {
      config: menu,
      schema: {
        querystring: pageQuerySchema,
        response: { 200: pageResultSchema(hargaEmasHistoryItemSchema) },
      },
    },
    (request) => service.page(authOf(request).kodeToko, request.query),
  );

  api.post(
    '/api/harga-emas',
    { config: menu, schema: { body: hargaEmasSaveSchema, response: dayList } },
    (request) => service.save(authOf(request), request.body),
  );
}
