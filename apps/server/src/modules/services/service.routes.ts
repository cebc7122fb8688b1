import {
  ambilServiceSchema,
  SERVICE_MENU,
  selesaiServiceSchema,
  serviceDocSchema,
  serviceDocumentSchemas,
  serviceSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerDocumentRoutes } from '../../counter/document-routes.ts';
import { authOf } from '../../plugins/access-guard.ts';
import type { ServiceRepairService } from './service.service.ts';

/**
 * Services are taken in at Transaksi Service; Lihat Service looks them up, finishes,
 * hands back and cancels them; the supervisor validates them beside the sales and
 * buybacks, on Validasi Jual Beli.
 */
const VALIDATING = ['validasi-jual-beli'] as const;

export function registerServiceRoutes(app: FastifyInstance, service: ServiceRepairService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const lihat = { config: { access: { menu: [SERVICE_MENU.lihat] } } };

  api.post(
    '/api/service',
    {
      config: { access: { menu: [SERVICE_MENU.transaksi] } },
      schema: { body: serviceSchema, response: { 200: serviceDocSchema } },
    },
    (request) => service.simpan(authOf(request), request.body),
  );

  api.post(
    '/api/service/selesai',
    { ...lihat, schema: { body: selesaiServiceSchema, response: { 200: serviceDocSchema } } },
    (request) => service.selesai(authOf(request), request.body),
  );

  api.post(
    '/api/service/ambil',
    { ...lihat, schema: { body: ambilServiceSchema, response: { 200: serviceDocSchema } } },
    (request) => service.ambil(authOf(request), request.body),
  );

  registerDocumentRoutes(app, service, {
    base: '/api/service',
    schemas: serviceDocumentSchemas,
    access: {
      save: SERVICE_MENU.transaksi,
      reading: [SERVICE_MENU.lihat, ...VALIDATING],
      validating: VALIDATING,
      batal: [SERVICE_MENU.lihat],
    },
    // A repair waits days for its customer: the list is not held to today.
    fromToday: false,
  });
}
