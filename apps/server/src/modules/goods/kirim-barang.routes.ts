import {
  canUseMenu,
  forbidden,
  importDataPusatSchema,
  kirimBarangDocSchema,
  kirimBarangQuerySchema,
  kirimBarangSchema,
  noKirimParamsSchema,
  pageResultSchema,
  TEXTS,
  terimaBarangSchema,
  tolakKirimSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { peekReceiptNumber } from '../../counter/receipt-numbers.ts';
import type { Db } from '../../db/client.ts';
import { authOf } from '../../plugins/access-guard.ts';
import type { KirimBarangService } from './kirim-barang.service.ts';

const SENDING = ['kirim-barang-kecabang'] as const;
const RECEIVING = ['terima-barang', 'import-data-pusat'] as const;

export function registerKirimBarangRoutes(
  app: FastifyInstance,
  deps: { db: Db; service: KirimBarangService },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;

  // The number the Kirim Barang form shows before it is saved (SPEC §7 kirimbarang/get/nokirim).
  api.get(
    '/api/kirimbarang/get/nokirim',
    {
      config: { access: { menu: SENDING } },
      schema: { response: { 200: z.object({ no_kirim: z.string() }) } },
    },
    async (request) => {
      const auth = authOf(request);
      return { no_kirim: await peekReceiptNumber(deps.db, auth.kodeToko, 'KB', auth.tglSystem) };
    },
  );

  api.post(
    '/api/kirim-barang',
    {
      config: { access: { menu: SENDING } },
      schema: { body: kirimBarangSchema, response: { 200: kirimBarangDocSchema } },
    },
    (request) => service.kirim(authOf(request), request.body),
  );

  api.get(
    '/api/kirim-barang/paginated',
    {
      config: { access: { menu: [...SENDING, ...RECEIVING] } },
      schema: {
        querystring: kirimBarangQuerySchema,
        response: { 200: pageResultSchema(kirimBarangDocSchema) },
      },
    },
    (request) => {
      const auth = authOf(request);
      // Each direction is the business of its own screens.
      const menus = request.query.arah === 'KELUAR' ? SENDING : RECEIVING;
      if (!canUseMenu(menus, auth)) throw forbidden(TEXTS.menuForbidden);
      return service.page(auth.kodeToko, request.query);
    },
  );

  api.get(
    '/api/kirim-barang/:no_kirim',
    {
      config: { access: { menu: [...SENDING, ...RECEIVING] } },
      schema: { params: noKirimParamsSchema, response: { 200: kirimBarangDocSchema } },
    },
    (request) => service.doc(authOf(request).kodeToko, request.params.no_kirim),
  );

  api.post(
    '/api/terima-barang',
    {
      config: { access: { menu: ['terima-barang'] } },
      schema: { body: terimaBarangSchema, response: { 200: kirimBarangDocSchema } },
    },
    (request) => service.terima(authOf(request), request.body),
  );

  api.post(
    '/api/terima-barang/tolak',
    {
      config: { access: { menu: RECEIVING } },
      schema: { body: tolakKirimSchema, response: { 200: kirimBarangDocSchema } },
    },
    (request) => service.tolak(authOf(request), request.body),
  );

  api.post(
    '/api/import-data-pusat',
    {
      config: { access: { menu: ['import-data-pusat'] } },
      schema: { body: importDataPusatSchema, response: { 200: kirimBarangDocSchema } },
    },
    (request) => service.importPusat(authOf(request), request.body),
  );
}
