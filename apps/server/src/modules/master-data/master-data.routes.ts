import {
  idParamsSchema,
  MASTER_RESOURCES,
  type MasterResource,
  masterResource,
  masterWriteSchema,
  messageSchema,
  pageQuerySchema,
  pageResultSchema,
  TEXTS,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { MasterDataService } from './master-data.service.ts';

const recordSchema = z
  .object({ id: z.number() })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));
const kodeParamsSchema = z.object({
  kode: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((value) => value.toUpperCase()),
});

function registerMaster(app: FastifyInstance, service: MasterDataService, entry: MasterResource): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const writeSchema = masterWriteSchema(entry);
  const menu = { menu: [entry.menuKey] } as const;

  // Choosers in every transaction screen read these, so any signed-in user may.
  api.get(
    `/api/${entry.readPath}`,
    { config: { access: { signedIn: true } }, schema: { response: { 200: z.array(recordSchema) } } },
    (request) => service.listActive(entry, authOf(request).kodeToko),
  );

  api.get(
    `/api/${entry.writePath}/paginated`,
    {
      config: { access: menu },
      schema: { querystring: pageQuerySchema, response: { 200: pageResultSchema(recordSchema) } },
    },
    (request) => service.page(entry, authOf(request).kodeToko, request.query),
  );

  api.post(
    `/api/${entry.writePath}`,
    { config: { access: menu }, schema: { body: writeSchema, response: { 200: recordSchema } } },
    (request) => service.create(authOf(request), entry, request.body),
  );

  api.put(
    `/api/${entry.writePath}/:id`,
    {
      config: { access: menu },
      schema: { params: idParamsSchema, body: writeSchema, response: { 200: recordSchema } },
    },
    (request) => service.update(authOf(request), entry, request.params.id, request.body),
  );

  api.delete(
    `/api/${entry.writePath}/:id`,
    { config: { access: menu }, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await service.remove(authOf(request), entry, request.params.id);
      return { message: TEXTS.deleted };
    },
  );
}

export function registerMasterDataRoutes(app: FastifyInstance, service: MasterDataService): void {
  for (const entry of MASTER_RESOURCES) registerMaster(app, service, entry);

  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { access: { signedIn: true } } as const;
  const list = { response: { 200: z.array(recordSchema) } };
  const gudang = masterResource('gudang');
  const baki = masterResource('baki');
  const jenis = masterResource('jenis');

  // Every gudang, inactive ones too: screens that must show where old goods sit.
  api.get('/api/gudang/get/all/master', { config: signedIn, schema: list }, (request) =>
    service.listAll(gudang, authOf(request).kodeToko),
  );

  // Trays ready to hold goods: active trays of active gudang.
  api.get('/api/baki/ready', { config: signedIn, schema: list }, async (request) => {
    const kodeToko = authOf(request).kodeToko;
    const activeGudang = new Set((await service.listActive(gudang, kodeToko)).map((row) => row.kode_gudang));
    return (await service.listActive(baki, kodeToko)).filter((row) => activeGudang.has(row.kode_gudang));
  });

  api.get(
    '/api/baki/get/by-kode-gudang/:kode',
    { config: signedIn, schema: { params: kodeParamsSchema, ...list } },
    (request) => service.listActive(baki, authOf(request).kodeToko, { kode_gudang: request.params.kode }),
  );

  api.get('/api/jenis/get/berlian', { config: signedIn, schema: list }, (request) =>
    service.listActive(jenis, authOf(request).kodeToko, { berlian: true }),
  );
}
