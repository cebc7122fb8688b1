import {
  gramsToMilligrams,
  idParamsSchema,
  messageSchema,
  mulaiTimbangSchema,
  simpanTimbangSchema,
  TEXTS,
  timbangBakiSchema,
  timbangQuerySchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { TimbangBakiService } from './timbang-baki.service.ts';

/** Default of TOLERANSI_TIMBANG_BAKI (DOMAIN.md §3), used when a shop has none stored. */
const TOLERANSI_BAWAAN = '0.050';

export function registerTimbangBakiRoutes(app: FastifyInstance, service: TimbangBakiService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const menu = { access: { menu: ['timbang-baki'] } } as const;

  // SPEC §7: `timbang-baki?tanggal&kode_gudang&kode_toko`, where kode_toko is the tray.
  api.get(
    '/api/timbang-baki',
    {
      config: menu,
      schema: { querystring: timbangQuerySchema, response: { 200: z.array(timbangBakiSchema) } },
    },
    (request) => service.list(authOf(request).kodeToko, request.query),
  );

  api.get(
    '/api/timbang-baki/aktif',
    { config: menu, schema: { response: { 200: z.object({ aktif: timbangBakiSchema.nullable() }) } } },
    async (request) => ({ aktif: await service.aktif(authOf(request).kodeToko) }),
  );

  api.post(
    '/api/timbang-baki/mulai',
    { config: menu, schema: { body: mulaiTimbangSchema, response: { 200: timbangBakiSchema } } },
    (request) => {
      const auth = authOf(request);
      const stored = Number(auth.paraSystem.get('TOLERANSI_TIMBANG_BAKI') ?? TOLERANSI_BAWAAN);
      const toleransi = gramsToMilligrams(
        (Number.isFinite(stored) ? stored : Number(TOLERANSI_BAWAAN)).toFixed(3),
      );
      return service.mulai({ ...auth, toleransi }, request.body);
    },
  );

  api.post(
    '/api/timbang-baki/:id/simpan',
    {
      config: menu,
      schema: { params: idParamsSchema, body: simpanTimbangSchema, response: { 200: timbangBakiSchema } },
    },
    (request) => service.simpan(authOf(request), request.params.id, request.body),
  );

  api.post(
    '/api/timbang-baki/:id/reset',
    { config: menu, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await service.reset(authOf(request), request.params.id);
      return { message: TEXTS.saved };
    },
  );
}
