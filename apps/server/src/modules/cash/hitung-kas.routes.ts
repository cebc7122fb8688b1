import { HITUNG_KAS_WAJIB, hitungKasSchema, hitungKasStatusSchema, paraSystemDefault } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '../../counter/actor.ts';
import { authOf } from '../../plugins/access-guard.ts';
import type { HitungKasService } from './hitung-kas.service.ts';

/** The shop's Setting System: does Tutup Toko wait for the count (default on)? */
const countRequired = (actor: Pick<Actor, 'paraSystem'>) =>
  (actor.paraSystem.get(HITUNG_KAS_WAJIB) ?? paraSystemDefault(HITUNG_KAS_WAJIB)) === 'true';

/** Hitung Kas (issue 29): the day's book and count, and counting the drawer. */
export function registerHitungKasRoutes(app: FastifyInstance, service: HitungKasService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cash/hitung-kas',
    {
      config: { access: { menu: ['hitung-kas'] } },
      schema: { response: { 200: hitungKasStatusSchema } },
    },
    (request) => {
      const auth = authOf(request);
      return service.status(auth, countRequired(auth));
    },
  );

  api.post(
    '/api/cash/hitung-kas',
    {
      config: { access: { menu: ['hitung-kas'] } },
      schema: { body: hitungKasSchema, response: { 200: hitungKasStatusSchema } },
    },
    (request) => {
      const auth = authOf(request);
      return service.count(auth, request.body, countRequired(auth));
    },
  );
}
