import { DELETE_CALLS, DELETE_TYPES, deletePeriodSchema, deleteResultSchema } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { DataDeleteService } from './data-delete.service.ts';

/** The four `truncate/delete-*` calls of SPEC §7, one per type, under the Delete Data menu. */
export function registerDataDeleteRoutes(app: FastifyInstance, service: DataDeleteService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const type of DELETE_TYPES) {
    api.post(
      `/api/${DELETE_CALLS[type]}`,
      {
        config: { access: { menu: ['delete-data'] } },
        schema: { body: deletePeriodSchema, response: { 200: deleteResultSchema } },
      },
      (request) => service.run(authOf(request), type, request.body),
    );
  }
}
