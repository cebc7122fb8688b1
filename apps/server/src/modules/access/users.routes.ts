import {
  auditLogItemSchema,
  createUserSchema,
  idParamsSchema,
  menuGrantsSchema,
  messageSchema,
  pageQuerySchema,
  pageResultSchema,
  resetPasswordSchema,
  updateUserSchema,
  userListItemSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { UsersService } from './users.service.ts';

const grantsResponse = z.object({ user_id: z.string(), level: z.string(), menu_keys: z.array(z.string()) });
const USERS_MENU = { menu: ['data-users'] } as const;
const GRANTS_MENU = { menu: ['hak-akses-users', 'hak-akses-news'] } as const;

export function registerUsersRoutes(app: FastifyInstance, service: UsersService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The spec's list of users, read by the access-rights screens to pick a user id.
  api.get(
    '/api/users/get/all',
    {
      config: { access: { menu: ['data-users', 'hak-akses-users', 'hak-akses-news'] } },
      schema: { response: { 200: z.array(userListItemSchema) } },
    },
    (request) => service.listAll(authOf(request)),
  );

  api.get(
    '/api/users/paginated',
    {
      config: { access: USERS_MENU },
      schema: { querystring: pageQuerySchema, response: { 200: pageResultSchema(userListItemSchema) } },
    },
    (request) => service.page(authOf(request), request.query),
  );

  api.post(
    '/api/users',
    {
      config: { access: USERS_MENU },
      schema: { body: createUserSchema, response: { 200: userListItemSchema } },
    },
    (request) => service.create(authOf(request), request.body),
  );

  api.put(
    '/api/users/:id',
    {
      config: { access: USERS_MENU },
      schema: { params: idParamsSchema, body: updateUserSchema, response: { 200: userListItemSchema } },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  api.post(
    '/api/users/:id/reset-password',
    {
      config: { access: USERS_MENU },
      schema: { params: idParamsSchema, body: resetPasswordSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await service.resetPassword(authOf(request), request.params.id, request.body.new_password);
      return { message: 'Password berhasil direset. User wajib menggantinya saat masuk berikutnya.' };
    },
  );

  api.get(
    '/api/users/:id/menu',
    {
      config: { access: GRANTS_MENU },
      schema: { params: idParamsSchema, response: { 200: grantsResponse } },
    },
    (request) => service.grants(authOf(request), request.params.id),
  );

  api.put(
    '/api/users/:id/menu',
    {
      config: { access: GRANTS_MENU },
      schema: { params: idParamsSchema, body: menuGrantsSchema, response: { 200: grantsResponse } },
    },
    (request) => service.setGrants(authOf(request), request.params.id, request.body.menu_keys),
  );

  api.get(
    '/api/audit-log',
    {
      config: { access: { menu: ['audit-log'] } },
      schema: { querystring: pageQuerySchema, response: { 200: pageResultSchema(auditLogItemSchema) } },
    },
    (request) => service.auditLog(authOf(request), request.query),
  );
}
