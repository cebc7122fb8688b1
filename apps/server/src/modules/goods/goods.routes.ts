import {
  barangEditSchema,
  barangQuerySchema,
  barangSchema,
  barcodeParamsSchema,
  idParamsSchema,
  pageResultSchema,
  tambahBarangResponseSchema,
  tambahBarangSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { GoodsService } from './goods.service.ts';

/** Screens that look a piece up by its barcode (scan). Sales and purchases add theirs. */
export const SCAN_MENUS = [
  'data-barang',
  'pindah-barang',
  'hancur-data-barang',
  'kirim-barang-kecabang',
  'cetak-barcode',
  'sortir-pembelian',
  'cucian',
  'pindah-sortir',
] as const;

/** Items: adding pieces, Data Barang (list, edit) and the barcode lookup. */
export function registerGoodsRoutes(app: FastifyInstance, service: GoodsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/barang',
    {
      config: { access: { menu: ['tambah-data-barang', 'penerimaan-barang'] } },
      schema: { body: tambahBarangSchema, response: { 200: tambahBarangResponseSchema } },
    },
    (request) => service.tambah(authOf(request), request.body.items),
  );

  api.get(
    '/api/barang/paginated',
    {
      config: { access: { menu: ['data-barang', 'cetak-barcode'] } },
      schema: { querystring: barangQuerySchema, response: { 200: pageResultSchema(barangSchema) } },
    },
    (request) => service.page(authOf(request).kodeToko, request.query),
  );

  api.get(
    '/api/barang/get/by-barcode/:kode_barcode',
    {
      config: { access: { menu: SCAN_MENUS } },
      schema: { params: barcodeParamsSchema, response: { 200: barangSchema } },
    },
    (request) => service.byBarcode(authOf(request).kodeToko, request.params.kode_barcode),
  );

  api.put(
    '/api/barang/:id',
    {
      config: { access: { menu: ['data-barang'] } },
      schema: { params: idParamsSchema, body: barangEditSchema, response: { 200: barangSchema } },
    },
    (request) => service.edit(authOf(request), request.params.id, request.body),
  );
}
