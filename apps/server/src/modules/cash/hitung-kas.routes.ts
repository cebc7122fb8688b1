import { hitungKasSchema, hitungKasStatusSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { HitungKasService } from './hitung-kas.service.ts';

/** Hitung Kas (issue 29): the day's book and count, and counting the drawer. */
export function registerHitungKasRoutes(app: FastifyInstance, service: HitungKasService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cash/hitung-kas',
    {
      config: { access: { menu: ['hitung-kas'] } },
      schema: { response: { 200: hitungKasStatusSchema } },
    },
    (request) => service.status(authOf(request)),
  );

  api.post(
    '/api/cash/hitung-kas',
    {
      config: { access: { menu: ['hitung-kas'] } },
      schema: { body: hitungKasSchema, response: { 200: hitungKasStatusSchema } },
    },
    (request) => service.count(authOf(request), request.body),
  );
}
