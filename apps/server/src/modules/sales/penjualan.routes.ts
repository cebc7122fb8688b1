import {
  barcodeParamsSchema,
  canUseMenu,
  forbidden,
  penjualanDocSchema,
  penjualanDocumentSchemas,
  penjualanHargaQuerySchema,
  penjualanHargaSchema,
  penjualanSchema,
  TEXTS,
  TITIPAN_MENU,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerDocumentRoutes } from '../../counter/document-routes.ts';
import { authOf } from '../../plugins/access-guard.ts';
import type { PenjualanService } from './penjualan.service.ts';

const VALIDATING = ['validasi-penjualan', 'validasi-jual-beli'] as const;
const READING = ['lihat-penjualan', 'batal-penjualan', ...VALIDATING] as const;

/** Who reads, validates and cancels; one document also opens to whoever may make it. */
const DOCUMENT_ACCESS = {
  save: 'transaksi-penjualan',
  reading: READING,
  validating: VALIDATING,
  batal: ['batal-penjualan'],
} as const;

export function registerPenjualanRoutes(app: FastifyInstance, service: PenjualanService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/penjualan',
    {
      config: { access: { menu: ['transaksi-penjualan'] } },
      schema: { body: penjualanSchema, response: { 200: penjualanDocSchema } },
    },
    (request) => {
      const auth = authOf(request);
      // Collecting a deposit is a sale of a deposit: it needs the deposit menu too.
      if (request.body.no_titip && !canUseMenu([TITIPAN_MENU], auth)) throw forbidden(TEXTS.menuForbidden);
      // Collecting an order likewise needs Lihat Pesanan.
      if (request.body.no_pesanan && !canUseMenu(['lihat-pesanan'], auth))
        throw forbidden(TEXTS.menuForbidden);
      return service.simpan(auth, request.body);
    },
  );

  api.get(
    '/api/penjualan/harga/:kode_barcode',
    {
      config: { access: { menu: ['transaksi-penjualan'] } },
      schema: {
        params: barcodeParamsSchema,
        querystring: penjualanHargaQuerySchema,
        response: { 200: penjualanHargaSchema },
      },
    },
    // `?no_pesanan=` prices the made piece of the order being collected (refused otherwise).
    (request) => service.harga(authOf(request), request.params.kode_barcode, request.query.no_pesanan),
  );

  registerDocumentRoutes(app, service, {
    base: '/api/penjualan',
    schemas: penjualanDocumentSchemas,
    access: DOCUMENT_ACCESS,
    fromToday: true,
  });
}
