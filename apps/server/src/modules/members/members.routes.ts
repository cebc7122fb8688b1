import { kodeMemberParamsSchema, memberQuerySchema, memberSchema, pageResultSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MembersService } from './members.service.ts';

/** Member data is personal: only the screens that serve members or sell to them may read it. */
const MEMBER_READERS = [
  'transaksi-penjualan',
  // The buyback counter looks members up as the sales counter does.
  'transaksi-pembelian',
  // The order counter takes a member's order with the same customer fields.
  'transaksi-pesanan',
  'data-member',
  'lihat-transaksi-member',
  'transaksi-poin',
  'tukar-point',
] as const;

export function registerMembersRoutes(app: FastifyInstance, service: MembersService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/member/paginated',
    {
      config: { access: { menu: MEMBER_READERS } },
      schema: { querystring: memberQuerySchema, response: { 200: pageResultSchema(memberSchema) } },
    },
    (request) => service.page(request.query),
  );

  api.get(
    '/api/member/get/by-kode/:kode_member',
    {
      config: { access: { menu: MEMBER_READERS } },
      schema: { params: kodeMemberParamsSchema, response: { 200: memberSchema } },
    },
    (request) => service.byKode(request.params.kode_member),
  );
}
