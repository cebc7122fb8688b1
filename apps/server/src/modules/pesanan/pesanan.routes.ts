import { pesananDocSchema, pesananDocumentSchemas, pesananSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import { registerDocumentRoutes } from '../counter-documents/counter-documents.service.ts';
import type { PesananService } from './pesanan.service.ts';

/**
 * Orders are taken on Transaksi Pesanan, looked up and cancelled on Lihat Pesanan, and
 * validated where a supervisor validates the counter's documents (Validasi Jual Beli).
 */
const READING = ['lihat-pesanan', 'validasi-jual-beli'] as const;

export function registerPesananRoutes(app: FastifyInstance, service: PesananService): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/pesanan',
    {
      config: { access: { menu: ['transaksi-pesanan'] } },
      schema: { body: pesananSchema, response: { 200: pesananDocSchema } },
    },
    (request) => service.simpan(authOf(request), request.body),
  );

  registerDocumentRoutes(app, service, {
    base: '/api/pesanan',
    schemas: pesananDocumentSchemas,
    // The counter reprints the slip of the order it has just taken.
    access: {
      save: 'transaksi-pesanan',
      reading: READING,
      validating: ['validasi-jual-beli'],
      batal: ['lihat-pesanan'],
    },
    // Orders wait days for their piece: the list is not held to today.
    fromToday: false,
  });
}
