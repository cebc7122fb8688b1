import {
  kodeMemberParamsSchema,
  MEMBER_MENU,
  memberCreateSchema,
  memberPoinRowSchema,
  memberQuerySchema,
  memberSchema,
  memberUpdateSchema,
  pageQuerySchema,
  pageResultSchema,
  penyesuaianPoinSchema,
  ringkasanMemberSchema,
  transaksiMemberQuerySchema,
  transaksiMemberRowSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { MembersService } from './members.service.ts';

const { data, transaksi, poin, tukar } = MEMBER_MENU;

/** The member screens: each reads members and their points. */
const MEMBER_SCREENS = [data, transaksi, poin, tukar] as const;

/** Member data is personal: only the screens that serve members or sell to them may read it. */
const MEMBER_READERS = [
  'transaksi-penjualan',
  // The buyback counter looks members up as the sales counter does.
  'transaksi-pembelian',
  // The order counter takes a member's order with the same customer fields.
  'transaksi-pesanan',
  ...MEMBER_SCREENS,
] as const;

const poinPageQuery = pageQuerySchema.omit({ search: true });

/**
 * Members (decision 022): the counters' look-ups; Data Member registers and edits;
 * Lihat Transaksi Member reads a member's documents; Transaksi Poin adjusts points with
 * otorisasi (Tukar Point has its own routes).
 */
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

  api.post(
    '/api/member',
    {
      config: { access: { menu: [data] } },
      schema: { body: memberCreateSchema, response: { 200: memberSchema } },
    },
    (request) => service.create(authOf(request), request.body),
  );

  api.put(
    '/api/member/:kode_member',
    {
      config: { access: { menu: [data] } },
      schema: { params: kodeMemberParamsSchema, body: memberUpdateSchema, response: { 200: memberSchema } },
    },
    (request) => service.update(authOf(request), request.params.kode_member, request.body),
  );

  api.get(
    '/api/member/poin/:kode_member',
    {
      config: { access: { menu: MEMBER_SCREENS } },
      schema: {
        params: kodeMemberParamsSchema,
        querystring: poinPageQuery,
        response: { 200: pageResultSchema(memberPoinRowSchema) },
      },
    },
    (request) => service.poinPage(request.params.kode_member, request.query),
  );

  api.get(
    '/api/member/transaksi/:kode_member',
    {
      config: { access: { menu: [transaksi] } },
      schema: { params: kodeMemberParamsSchema, response: { 200: ringkasanMemberSchema } },
    },
    (request) => service.ringkasan(request.params.kode_member),
  );

  api.get(
    '/api/member/transaksi/:kode_member/paginated',
    {
      config: { access: { menu: [transaksi] } },
      schema: {
        params: kodeMemberParamsSchema,
        querystring: transaksiMemberQuerySchema,
        response: { 200: pageResultSchema(transaksiMemberRowSchema) },
      },
    },
    (request) => service.transaksiPage(request.params.kode_member, request.query),
  );

  api.post(
    '/api/member/poin',
    {
      config: { access: { menu: [poin] } },
      schema: { body: penyesuaianPoinSchema, response: { 200: memberSchema } },
    },
    (request) => service.penyesuaian(authOf(request), request.body),
  );
}
