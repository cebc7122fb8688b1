import {
  buktiPindahSortirSchema,
  pindahSortirHeaderSchema,
  pindahSortirParamsSchema,
  pindahSortirSchema,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import { registerGoodsDocumentRoutes } from './goods-document-routes.ts';
import type { PindahSortirService } from './pindah-sortir.service.ts';

/** Pindah Sortir: save, list, and 'Bukti Pindah Sortir' printed again later. */
export function registerPindahSortirRoutes(app: FastifyInstance, service: PindahSortirService): void {
  registerGoodsDocumentRoutes(app, service, {
    base: '/api/pindah-sortir',
    menu: 'pindah-sortir',
    schemas: {
      body: pindahSortirSchema,
      bukti: buktiPindahSortirSchema,
      header: pindahSortirHeaderSchema,
      params: pindahSortirParamsSchema,
    },
  });
}
