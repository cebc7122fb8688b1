import {
  keuanganQuerySchema,
  keuanganSchema,
  pageResultSchema,
  saldoKasQuerySchema,
  saldoKasSchema,
  uangBankSchema,
  uangKasResultSchema,
  uangKasSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import { dateRangeFor } from '../../plugins/previous-date.ts';
import type { CashService } from './cash.service.ts';

const CASH_MENUS = ['uang-kas', 'tambah-uang-bank', 'ambil-uang-bank'] as const;

export function registerCashRoutes(app: FastifyInstance, service: CashService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cash/paginated',
    {
      config: { access: { menu: CASH_MENUS } },
      schema: { querystring: keuanganQuerySchema, response: { 200: pageResultSchema(keuanganSchema) } },
    },
    (request) => {
      const auth = authOf(request);
      return service.page(auth.kodeToko, dateRangeFor(auth, request.query, { fromToday: true }));
    },
  );

  api.get(
    '/api/cash/saldo',
    {
      config: { access: { menu: CASH_MENUS } },
      schema: { querystring: saldoKasQuerySchema, response: { 200: z.array(saldoKasSchema) } },
    },
    (request) => {
      const auth = authOf(request);
      const tanggal = request.query.tanggal ?? auth.tglSystem;
      // A past day's balance is a look at a previous date (SPEC §6).
      dateRangeFor(auth, { dari: tanggal }, { fromToday: false });
      return service.saldo(auth.kodeToko, tanggal);
    },
  );

  api.post(
    '/api/cash/uang-kas',
    {
      config: { access: { menu: ['uang-kas'] } },
      schema: { body: uangKasSchema, response: { 200: uangKasResultSchema } },
    },
    (request) => service.uangKas(authOf(request), request.body),
  );

  api.post(
    '/api/cash/tambah-bank',
    {
      config: { access: { menu: ['tambah-uang-bank'] } },
      schema: { body: uangBankSchema, response: { 200: uangKasResultSchema } },
    },
    (request) => service.tambahBank(authOf(request), request.body),
  );

  api.post(
    '/api/cash/ambil-bank',
    {
      config: { access: { menu: ['ambil-uang-bank'] } },
      schema: { body: uangBankSchema, response: { 200: uangKasResultSchema } },
    },
    (request) => service.ambilBank(authOf(request), request.body),
  );
}
