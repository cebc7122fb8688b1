import {
  batalTitipanSchema,
  noTitipParamsSchema,
  pageResultSchema,
  TITIPAN_MENU,
  titipanDocSchema,
  titipanQuerySchema,
  titipanSchema,
  validasiTitipanSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import { dateRangeFor } from '../../plugins/previous-date.ts';
import type { TitipanService } from './titipan.service.ts';

/**
 * Deposits belong to Lihat Titipan: taken at the sales counter by those who hold both menus,
 * looked up, collected and cancelled by holders of Lihat Titipan, validated by Validasi Titipan.
 */
const READING = [TITIPAN_MENU, 'validasi-titipan'] as const;

export function registerTitipanRoutes(app: FastifyInstance, service: TitipanService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/titipan',
    {
      config: { access: { menu: ['transaksi-penjualan'], alsoMenu: [TITIPAN_MENU] } },
      schema: { body: titipanSchema, response: { 200: titipanDocSchema } },
    },
    (request) => service.simpan(authOf(request), request.body),
  );

  api.get(
    '/api/titipan/paginated',
    {
      config: { access: { menu: READING } },
      schema: { querystring: titipanQuerySchema, response: { 200: pageResultSchema(titipanDocSchema) } },
    },
    (request) => {
      const auth = authOf(request);
      return service.page(auth.kodeToko, dateRangeFor(auth, request.query, { fromToday: false }));
    },
  );

  api.get(
    '/api/titipan/:no_titip',
    {
      config: { access: { menu: READING } },
      schema: { params: noTitipParamsSchema, response: { 200: titipanDocSchema } },
    },
    (request) => service.doc(authOf(request).kodeToko, request.params.no_titip),
  );

  api.post(
    '/api/titipan/validasi',
    {
      config: { access: { menu: ['validasi-titipan'] } },
      schema: { body: validasiTitipanSchema, response: { 200: z.object({ jumlah: z.number() }) } },
    },
    (request) => service.validasi(authOf(request), request.body.no_titip),
  );

  api.post(
    '/api/titipan/batal',
    {
      config: { access: { menu: [TITIPAN_MENU] } },
      schema: { body: batalTitipanSchema, response: { 200: titipanDocSchema } },
    },
    (request) => service.batal(authOf(request), request.body),
  );
}
