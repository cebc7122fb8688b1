import {
  barcodeParamsSchema,
  pembelianDocSchema,
  pembelianDocumentSchemas,
  pembelianNotaSchema,
  pembelianSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerDocumentRoutes } from '../../counter/document-routes.ts';
import { authOf } from '../../plugins/access-guard.ts';
import type { PembelianService } from './pembelian.service.ts';

const VALIDATING = ['validasi-jual-beli'] as const;
const READING = ['lihat-pembelian', 'batal-pembelian', ...VALIDATING] as const;

/** Who reads, validates and cancels; one document also opens to whoever may make it. */
const DOCUMENT_ACCESS = {
  save: 'transaksi-pembelian',
  reading: READING,
  validating: VALIDATING,
  batal: ['batal-pembelian'],
} as const;

export function registerPembelianRoutes(app: FastifyInstance, service: PembelianService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/pembelian',
    {
      config: { access: { menu: ['transaksi-pembelian'] } },
      schema: { body: pembelianSchema, response: { 200: pembelianDocSchema } },
    },
    (request) => service.simpan(authOf(request), request.body),
  );

  api.get(
    '/api/pembelian/nota/:kode_barcode',
    {
      config: { access: { menu: ['transaksi-pembelian'] } },
      schema: { params: barcodeParamsSchema, response: { 200: pembelianNotaSchema } },
    },
    (request) => service.nota(authOf(request), request.params.kode_barcode),
  );

  // The buyback counter's scan of a receipt's QR code (the token of its link): its pieces still to buy back.
  api.get(
    '/api/pembelian/nota-qr/:token',
    {
      config: { access: { menu: ['transaksi-pembelian'] } },
      schema: {
        // Any text: what does not verify is refused as no receipt of this shop, not as a bad request.
        params: z.object({ token: z.string().max(400) }),
        response: { 200: z.array(pembelianNotaSchema) },
      },
    },
    (request) => service.notaDariQr(authOf(request), request.params.token),
  );

  registerDocumentRoutes(app, service, {
    base: '/api/pembelian',
    schemas: pembelianDocumentSchemas,
    access: DOCUMENT_ACCESS,
    fromToday: true,
  });
}
