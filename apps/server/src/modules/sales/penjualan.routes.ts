import {
  barcodeParamsSchema,
  batalPenjualanSchema,
  canUseMenu,
  forbidden,
  noFakturGroupParamsSchema,
  pageResultSchema,
  penjualanDocSchema,
  penjualanHargaSchema,
  penjualanQuerySchema,
  penjualanSchema,
  TEXTS,
  TITIPAN_MENU,
  validasiPenjualanSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import { dateRangeFor } from '../../plugins/previous-date.ts';
import type { PenjualanService } from './penjualan.service.ts';

const VALIDATING = ['validasi-penjualan', 'validasi-jual-beli'] as const;
const READING = ['lihat-penjualan', 'batal-penjualan', ...VALIDATING] as const;

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
      return service.simpan(auth, request.body);
    },
  );

  api.get(
    '/api/penjualan/harga/:kode_barcode',
    {
      config: { access: { menu: ['transaksi-penjualan'] } },
      schema: { params: barcodeParamsSchema, response: { 200: penjualanHargaSchema } },
    },
    (request) => service.harga(authOf(request), request.params.kode_barcode),
  );

  api.get(
    '/api/penjualan/paginated',
    {
      config: { access: { menu: READING } },
      schema: { querystring: penjualanQuerySchema, response: { 200: pageResultSchema(penjualanDocSchema) } },
    },
    (request) => {
      const auth = authOf(request);
      return service.page(auth.kodeToko, dateRangeFor(auth, request.query, { fromToday: true }));
    },
  );

  api.get(
    '/api/penjualan/:no_faktur_group',
    {
      config: { access: { menu: ['transaksi-penjualan', ...READING] } },
      schema: { params: noFakturGroupParamsSchema, response: { 200: penjualanDocSchema } },
    },
    (request) => service.doc(authOf(request).kodeToko, request.params.no_faktur_group),
  );

  api.post(
    '/api/penjualan/validasi',
    {
      config: { access: { menu: VALIDATING } },
      schema: { body: validasiPenjualanSchema, response: { 200: z.object({ jumlah: z.number() }) } },
    },
    (request) => service.validasi(authOf(request), request.body.no_faktur_group),
  );

  api.post(
    '/api/penjualan/batal',
    {
      config: { access: { menu: ['batal-penjualan'] } },
      schema: { body: batalPenjualanSchema, response: { 200: penjualanDocSchema } },
    },
    (request) => service.batal(authOf(request), request.body),
  );
}
