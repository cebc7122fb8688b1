import { paraSystemKeyParamsSchema, paraSystemSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { SettingsService } from './settings.service.ts';

export function registerSettingsRoutes(app: FastifyInstance, service: SettingsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Parameters are read by every screen (rounding, tolerances), so any signed-in user may read them.
  api.get(
    '/api/para-system',
    {
      config: { access: { signedIn: true } },
      schema: { response: { 200: z.array(paraSystemSchema) } },
    },
    (request) => service.list(authOf(request).kodeToko),
  );

  api.get(
    '/api/para-system/key/:key',
    {
      config: { access: { signedIn: true } },
      schema: { params: paraSystemKeyParamsSchema, response: { 200: paraSystemSchema } },
    },
    (request) => service.get(authOf(request).kodeToko, request.params.key),
  );
}
