import { batalTukarSchema, noFakturGroupParamsSchema, tukarDocSchema, tukarSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { TukarService } from './tukar.service.ts';

/**
 * Tukar happens at the sales counter (Transaksi Penjualan, "Bayar dengan Tukar"); its
 * slip is read wherever sales are read; it is cancelled by those who may cancel sales.
 */
export function registerTukarRoutes(app: FastifyInstance, service: TukarService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/tukar',
    {
      // The gold is bought back: whoever trades in at the counter must also be allowed to buy back.
      config: { access: { menu: ['transaksi-penjualan'], alsoMenu: ['transaksi-pembelian'] } },
      schema: { body: tukarSchema, response: { 200: tukarDocSchema } },
    },
    (request) => service.simpan(authOf(request), request.body),
  );

  api.get(
    '/api/tukar/:no_faktur_group',
    {
      config: {
        access: {
          menu: [
            'transaksi-penjualan',
            'lihat-penjualan',
            'batal-penjualan',
            'validasi-penjualan',
            'validasi-jual-beli',
          ],
        },
      },
      schema: { params: noFakturGroupParamsSchema, response: { 200: tukarDocSchema } },
    },
    (request) => service.doc(authOf(request).kodeToko, request.params.no_faktur_group),
  );

  api.post(
    '/api/tukar/batal',
    {
      config: { access: { menu: ['batal-penjualan'] } },
      schema: { body: batalTukarSchema, response: { 200: tukarDocSchema } },
    },
    (request) => service.batal(authOf(request), request.body),
  );
}
