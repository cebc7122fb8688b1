import {
  batalTukarPoinSchema,
  MEMBER_MENU,
  noTukarParamsSchema,
  tukarPoinDocSchema,
  tukarPoinSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { TukarPoinService } from './tukar-poin.service.ts';

const { tukar } = MEMBER_MENU;

/** Tukar Point: a gift taken for points, its slip, and its cancel of today with otorisasi. */
export function registerTukarPoinRoutes(app: FastifyInstance, service: TukarPoinService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/tukar-poin',
    {
      config: { access: { menu: [tukar] } },
      schema: { body: tukarPoinSchema, response: { 200: tukarPoinDocSchema } },
    },
    (request) => service.tukar(authOf(request), request.body),
  );

  api.post(
    '/api/tukar-poin/batal',
    {
      config: { access: { menu: [tukar] } },
      schema: { body: batalTukarPoinSchema, response: { 200: tukarPoinDocSchema } },
    },
    (request) => service.batalTukar(authOf(request), request.body),
  );

  api.get(
    '/api/tukar-poin/:no_tukar',
    {
      config: { access: { menu: [tukar] } },
      schema: { params: noTukarParamsSchema, response: { 200: tukarPoinDocSchema } },
    },
    (request) => service.tukarDoc(authOf(request), request.params.no_tukar),
  );
}
