import { pantauanRingkasanQuerySchema, pantauanRingkasanSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { PantauanService } from './pantauan.service.ts';

/**
 * `POST /api/pantauan/ringkasan`: the counts on top of Pantauan. Its menu item is for owner
 * levels only (fullAccessOnly), so the guard refuses everyone else whatever is granted. The
 * list is `POST /api/laporan/pantauan` (the report engine, guarded by the same item).
 */
export function registerPantauan(app: FastifyInstance, deps: { service: PantauanService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/pantauan/ringkasan',
    {
      config: { access: { menu: ['pantauan'] } },
      schema: { body: pantauanRingkasanQuerySchema, response: { 200: pantauanRingkasanSchema } },
    },
    (request) => deps.service.ringkasan(authOf(request), request.body),
  );
}
