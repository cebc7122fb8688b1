import { cekNotaSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CekNotaService } from './cek-nota.service.ts';

/**
 * GET /api/public/cek-nota/:token, for anyone holding a receipt (rate-limited per address by the
 * public pages' limit): the receipt, or 404 "Nota tidak dikenali" for a token that does not
 * verify. A cancel or a buyback changes the answer, so a proxy may keep it only briefly.
 */
export function registerCekNotaRoutes(app: FastifyInstance, service: CekNotaService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/public/cek-nota/:token',
    {
      config: { access: { public: true } },
      schema: {
        // Any text: what does not verify is "Nota tidak dikenali", not a bad request.
        params: z.object({ token: z.string().max(400) }),
        response: { 200: cekNotaSchema },
      },
    },
    async (request, reply) => {
      const nota = await service.cek(request.params.token);
      reply.header('Cache-Control', 'public, max-age=5');
      return nota;
    },
  );
}
