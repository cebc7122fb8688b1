import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authOf } from '../../plugins/access-guard.ts';
import { peekReceiptNumber } from '../numbering/numbering.service.ts';

export function registerGoodsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
