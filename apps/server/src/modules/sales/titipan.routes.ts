import { TITIPAN_MENU, titipanDocSchema, titipanDocumentSchemas, titipanSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerDocumentRoutes } from '../../counter/document-routes.ts';
import { authOf } from '../../plugins/access-guard.ts';
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

  registerDocumentRoutes(app, service, {
    base: '/api/titipan',
    schemas: titipanDocumentSchemas,
    access: { reading: READING, validating: ['validasi-titipan'], batal: [TITIPAN_MENU] },
    // Deposits wait for their customer over days: the list is not held to today.
    fromToday: false,
  });
}
