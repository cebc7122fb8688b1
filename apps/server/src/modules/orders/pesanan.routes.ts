import {
  noPesananParamsSchema,
  pesananBarangSchema,
  pesananDocSchema,
  pesananDocumentSchemas,
  pesananSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerDocumentRoutes } from '../../counter/document-routes.ts';
import { authOf } from '../../plugins/access-guard.ts';
import type { PesananService } from './pesanan.service.ts';

/**
 * Orders are taken on Transaksi Pesanan, looked up and cancelled on Lihat Pesanan, and
 * validated where a supervisor validates the counter's documents (Validasi Jual Beli).
 */
const READING = ['lihat-pesanan', 'validasi-jual-beli'] as const;

export function registerPesananRoutes(app: FastifyInstance, service: PesananService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * The made piece is added by the goods clerk (Tambah Data Barang, Penerimaan), who
   * rarely holds the order menus but has to see which order a number names before the
   * piece is tied to it for good. This narrow lookup answers what is to be made, for
   * whom and the order's state: not its money, not its customer's phone; the lists
   * stay the order menus'.
   */
  api.get(
    '/api/pesanan/get/by-no/:no_pesanan',
    {
      config: {
        access: { menu: ['tambah-data-barang', 'penerimaan-barang', 'transaksi-pesanan', ...READING] },
      },
      schema: { params: noPesananParamsSchema, response: { 200: pesananBarangSchema } },
    },
    (request) => service.forBarang(authOf(request).kodeToko, request.params.no_pesanan.trim().toUpperCase()),
  );

  api.post(
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
