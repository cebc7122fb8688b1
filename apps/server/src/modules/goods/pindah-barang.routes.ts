import {
  isiBakiQuerySchema,
  isiBakiSchema,
  pindahBarangResponseSchema,
  pindahBarangSchema,
  pindahSatuBakiSchema,
  sortirPembelianSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { PindahBarangService } from './pindah-barang.service.ts';

export function registerPindahBarangRoutes(app: FastifyInstance, service: PindahBarangService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const satuBaki = { access: { menu: ['pindah-barang-satu-baki'] } } as const;

  api.post(
    '/api/sortir-pembelian',
    {
      config: { access: { menu: ['sortir-pembelian'] } },
      schema: { body: sortirPembelianSchema, response: { 200: pindahBarangResponseSchema } },
    },
    (request) => service.sortir(authOf(request), request.body),
  );

  api.post(
    '/api/pindah-barang',
    {
      config: { access: { menu: ['pindah-barang'] } },
      schema: { body: pindahBarangSchema, response: { 200: pindahBarangResponseSchema } },
    },
    (request) => service.pindah(authOf(request), request.body),
  );

  api.get(
    '/api/pindah-barang/isi-baki',
    { config: satuBaki, schema: { querystring: isiBakiQuerySchema, response: { 200: isiBakiSchema } } },
    (request) =>
      service.isiBaki(authOf(request).kodeToko, request.query.kode_gudang, request.query.kode_baki),
  );

  api.post(
    '/api/pindah-barang/satu-baki',
    {
      config: satuBaki,
      schema: { body: pindahSatuBakiSchema, response: { 200: pindahBarangResponseSchema } },
    },
    (request) => service.satuBaki(authOf(request), request.body),
  );
}
