import {
  batalBayarHutangSchema,
  bayarHutangSchema,
  HUTANG_MENU,
  hutangBayarParamsSchema,
  hutangBayarQuerySchema,
  hutangBayarRowSchema,
  hutangBayarSlipSchema,
  hutangDocSchema,
  hutangDocumentSchemas,
  hutangSchema,
  lelangHutangSchema,
  pageResultSchema,
  perpanjangHutangSchema,
  validasiBayarHutangSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerDocumentRoutes } from '../../counter/document-routes.ts';
import { authOf } from '../../plugins/access-guard.ts';
import type { HutangService } from './hutang.service.ts';
import type { HutangBayarService } from './hutang-bayar.service.ts';

const { transaksi, lihat, validasi } = HUTANG_MENU;

/**
 * Loans are made on Transaksi Hutang; looked up, paid on, redeemed and cancelled on Lihat
 * Hutang; validated (loans and payments) on Validasi Hutang (decision 020).
 */
export function registerHutangRoutes(
  app: FastifyInstance,
  loans: HutangService,
  payments: HutangBayarService,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/hutang',
    {
      config: { access: { menu: [transaksi] } },
      schema: { body: hutangSchema, response: { 200: hutangDocSchema } },
    },
    (request) => loans.simpan(authOf(request), request.body),
  );

  registerDocumentRoutes(app, loans, {
    base: '/api/hutang',
    schemas: hutangDocumentSchemas,
    access: { save: transaksi, reading: [lihat, validasi], validating: [validasi], batal: [lihat] },
    // Loans run for months: the list is not held to today.
    fromToday: false,
  });

  const paying = { config: { access: { menu: [lihat, transaksi] } } } as const;
  api.post(
    '/api/hutang/bunga',
    { ...paying, schema: { body: bayarHutangSchema, response: { 200: hutangDocSchema } } },
    (request) => payments.bunga(authOf(request), request.body),
  );
  api.post(
    '/api/hutang/lunas',
    { ...paying, schema: { body: bayarHutangSchema, response: { 200: hutangDocSchema } } },
    (request) => payments.lunas(authOf(request), request.body),
  );
  api.post(
    '/api/hutang/perpanjang',
    { ...paying, schema: { body: perpanjangHutangSchema, response: { 200: hutangDocSchema } } },
    (request) => payments.perpanjang(authOf(request), request.body),
  );
  api.post(
    '/api/hutang/lelang',
    {
      config: { access: { menu: [lihat] } },
      schema: { body: lelangHutangSchema, response: { 200: hutangDocSchema } },
    },
    (request) => loans.lelang(authOf(request), request.body),
  );
  // Validasi Hutang's second list: the payments waiting, paged on the server.
  api.get(
    '/api/hutang/bayar/paginated',
    {
      config: { access: { menu: [validasi, lihat] } },
      schema: {
        querystring: hutangBayarQuerySchema,
        response: { 200: pageResultSchema(hutangBayarRowSchema) },
      },
    },
    (request) => payments.page(authOf(request), request.query),
  );
  // A payment's slip: printed after paying, reprinted from the loan's payments.
  api.get(
    '/api/hutang/bayar/:no_bayar',
    {
      config: { access: { menu: [lihat, transaksi, validasi] } },
      schema: { params: hutangBayarParamsSchema, response: { 200: hutangBayarSlipSchema } },
    },
    (request) => payments.slip(authOf(request), request.params.no_bayar),
  );
  api.post(
    '/api/hutang/bayar/validasi',
    {
      config: { access: { menu: [validasi] } },
      schema: { body: validasiBayarHutangSchema, response: { 200: z.object({ jumlah: z.number() }) } },
    },
    (request) => payments.validasi(authOf(request), request.body.no_bayar),
  );
  api.post(
    '/api/hutang/bayar/batal',
    {
      config: { access: { menu: [lihat] } },
      schema: { body: batalBayarHutangSchema, response: { 200: hutangDocSchema } },
    },
    (request) => payments.batal(authOf(request), request.body),
  );
}
