import {
  barcodeParamsSchema,
  batalPembelianSchema,
  noFakturGroupParamsSchema,
  pageResultSchema,
  pembelianDocSchema,
  pembelianNotaSchema,
  pembelianQuerySchema,
  pembelianSchema,
  validasiPembelianSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import { dateRangeFor } from '../../plugins/previous-date.ts';
import type { PembelianService } from './pembelian.service.ts';

const VALIDATING = ['validasi-jual-beli'] as const;
const READING = ['lihat-pembelian', 'batal-pembelian', ...VALIDATING] as const;

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

  api.get(
    '/api/pembelian/paginated',
    {
      config: { access: { menu: READING } },
      schema: { querystring: pembelianQuerySchema, response: { 200: pageResultSchema(pembelianDocSchema) } },
    },
    (request) => {
      const auth = authOf(request);
      return service.page(auth.kodeToko, dateRangeFor(auth, request.query, { fromToday: true }));
    },
  );

  api.get(
    '/api/pembelian/:no_faktur_group',
    {
      config: { access: { menu: ['transaksi-pembelian', ...READING] } },
      schema: { params: noFakturGroupParamsSchema, response: { 200: pembelianDocSchema } },
    },
    (request) => service.doc(authOf(request).kodeToko, request.params.no_faktur_group),
  );

  api.post(
    '/api/pembelian/validasi',
    {
      config: { access: { menu: VALIDATING } },
      schema: { body: validasiPembelianSchema, response: { 200: z.object({ jumlah: z.number() }) } },
    },
    (request) => service.validasi(authOf(request), request.body.no_faktur_group),
  );

  api.post(
    '/api/pembelian/batal',
    {
      config: { access: { menu: ['batal-pembelian'] } },
      schema: { body: batalPembelianSchema, response: { 200: pembelianDocSchema } },
    },
    (request) => service.batal(authOf(request), request.body),
  );
}
