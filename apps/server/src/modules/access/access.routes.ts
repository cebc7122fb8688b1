import {
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  messageSchema,
  sessionInfoSchema,
  shopOptionSchema,
  TEXTS,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { AccessService } from './access.service.ts';

export function registerAccessRoutes(app: FastifyInstance, service: AccessService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/toko/get/options',
    {
      config: { access: { public: true } },
      schema: { response: { 200: z.array(shopOptionSchema) } },
    },
    () => service.listShops(),
  );

  api.post(
    '/api/users/login',
    {
      config: { access: { public: true } },
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    (request) =>
      service.login(request.body, { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') }),
  );

  // Untyped on purpose: it sends the answer already written as JSON (a string is sent as is).
  app.get(
    '/api/users/me',
    {
      config: { access: { signedIn: true, duringPasswordChange: true } },
      schema: { response: { 200: sessionInfoSchema } },
    },
    (request, reply) => {
      reply.type('application/json; charset=utf-8').send(service.sessionInfoJson(authOf(request)));
    },
  );

  app.register(async (scope) => registerLogout(scope, service));

  api.post(
    '/api/users/change-password',
    {
      config: { access: { signedIn: true, duringDateBlock: true, duringPasswordChange: true } },
      schema: { body: changePasswordRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await service.changePassword(authOf(request), request.body);
      return { message: TEXTS.passwordChanged };
    },
  );
}

/**
 * Logout ends the session whatever the body: a script or browser that sends it as
 * text/plain, without a content type or with broken JSON must not be answered 400 with the
 * token still working. Only a JSON object is read (for SPEC's `user_id`, which the schema
 * still checks); any other body counts as none. The parsers are this route's alone.
 */
function registerLogout(scope: FastifyInstance, service: AccessService): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body.toString(), (error, value) => {
      const isObject = !error && typeof value === 'object' && value !== null && !Array.isArray(value);
      done(null, isObject ? value : undefined);
    });
  });
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/api/users/logout',
    {
      config: { access: { signedIn: true, duringDateBlock: true, duringPasswordChange: true } },
      schema: { body: logoutRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await service.logout(authOf(request), request.body?.user_id);
      return { message: 'Berhasil Logout' };
    },
  );
}
