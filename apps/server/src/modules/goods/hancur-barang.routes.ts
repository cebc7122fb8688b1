import { buktiHancurSchema, hancurBarangSchema, hancurParamsSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { HancurBarangService } from './hancur-barang.service.ts';

export function registerHancurBarangRoutes(app: FastifyInstance, service: HancurBarangService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const menu = { access: { menu: ['hancur-data-barang'] } } as const;

  api.post(
    '/api/hancur-barang',
    { config: menu, schema: { body: hancurBarangSchema, response: { 200: buktiHancurSchema } } },
    (request) => service.hancur(authOf(request), request.body),
  );

  // 'Bukti Hancur Barang' printed again later.
  api.get(
    '/api/hancur-barang/:no_hancur',
    { config: menu, schema: { params: hancurParamsSchema, response: { 200: buktiHancurSchema } } },
    (request) => service.bukti(authOf(request).kodeToko, request.params.no_hancur),
  );
}
