import {
  barangQuerySchema,
  barangSchema,
  pageResultSchema,
  pindahBarangResponseSchema,
  pindahBarangSchema,
  tambahBarangResponseSchema,
  tambahBarangSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authOf } from '../../plugins/access-guard.ts';
import { peekReceiptNumber } from '../numbering/numbering.service.ts';
import type { GoodsService } from './goods.service.ts';

export function registerGoodsRoutes(app: FastifyInstance, deps: { db: Db; service: GoodsService }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;

  // Adding pieces: one or many at once, each with a new barcode.
  api.post(
    '/api/barang',
    {
      config: { access: { menu: ['tambah-data-barang', 'penerimaan-barang'] } },
      schema: { body: tambahBarangSchema, response: { 200: tambahBarangResponseSchema } },
    },
    (request) => service.tambah(authOf(request), request.body.items),
  );

  api.post(
    '/api/pindah-barang',
    {
      config: { access: { menu: ['pindah-barang'] } },
      schema: { body: pindahBarangSchema, response: { 200: pindahBarangResponseSchema } },
    },
    (request) => service.pindah(authOf(request), request.body),
  );

  api.get(
    '/api/barang/paginated',
    {
      config: { access: { menu: ['data-barang'] } },
      schema: { querystring: barangQuerySchema, response: { 200: pageResultSchema(barangSchema) } },
    },
    (request) => service.page(authOf(request).kodeToko, request.query),
  );

  // The number the Kirim Barang form shows before it is saved (SPEC §7 kirimbarang/get/nokirim).
  api.get(
    '/api/kirimbarang/get/nokirim',
    {
      config: { access: { menu: ['kirim-barang-kecabang'] } },
      schema: { response: { 200: z.object({ no_kirim: z.string() }) } },
    },
    async (request) => {
      const auth = authOf(request);
      return { no_kirim: await peekReceiptNumber(deps.db, auth.kodeToko, 'KB', auth.tglSystem) };
    },
  );
}
