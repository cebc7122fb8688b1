import multipart from '@fastify/multipart';
import {
  type DocumentPhotoFolder,
  documentPhotoPath,
  documentPhotoSchema,
  HUTANG_MENU,
  idParamsSchema,
  MASTER_RESOURCES,
  type MasterResource,
  MEMBER_MENU,
  type MenuKey,
  messageSchema,
  SERVICE_MENU,
  TEXTS,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { DocumentPhotoService } from './document-photos.service.ts';
import { IMAGE_MAX_BYTES, readImageUpload } from './image-upload.ts';
import type { ImageService } from './images.service.ts';

const urlSchema = z.object({ url: z.string() });
const optionalUrlSchema = z.object({ url: z.string().nullable() });
/** Every upload here is one multipart field `file`: what the API document says it takes. */
const UPLOAD = ['multipart/form-data'];

/**
 * Pictures of the masters that have an image folder (the stone attributes) and the
 * shop's logo, in the file store under `{kode_toko}/{folder}/{code}.jpg`:
 * - POST   /api/{writePath}/{id}/image  multipart field `file` (JPG, PNG or WEBP, max 2 MB) -> { url }
 * - DELETE /api/{writePath}/{id}/image
 * - GET    /api/toko/logo -> { url | null }; POST and DELETE /api/toko/logo (menu settingtoko)
 * - POST and DELETE /api/barang/{id}/photo: the photo of a piece (menu data-barang)
 * - POST /api/pesanan/foto, /api/service/foto, /api/member/foto: a document's photo, before the
 *   document is saved -> { key, url } (the menu that saves the document)
 */
export function registerImageRoutes(
  app: FastifyInstance,
  service: ImageService,
  documentPhotos: DocumentPhotoService,
): void {
  app.register(async (scope) => {
    // Multipart is parsed only here, unless another area already registered it for the whole app.
    if (!scope.hasRequestDecorator('isMultipart')) {
      await scope.register(multipart, {
        limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
      });
    }
    // Any other body still reaches the handler, to be refused with the upload's own message.
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null));

    for (const entry of MASTER_RESOURCES) {
      if (entry.imageFolder) registerMasterImage(scope, service, entry);
    }
    registerLogo(scope, service);
    registerBarangPhoto(scope, service);
    registerDocumentPhotos(scope, documentPhotos);
  });
}

/** Who photographs for a document: whoever may save it. */
const DOCUMENT_PHOTO_MENU: Record<DocumentPhotoFolder, MenuKey> = {
  pesanan: 'transaksi-pesanan',
  service: SERVICE_MENU.transaksi,
  hutang: HUTANG_MENU.transaksi,
  member: MEMBER_MENU.data,
};

function registerDocumentPhotos(app: FastifyInstance, photos: DocumentPhotoService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [folder, menu] of Object.entries(DOCUMENT_PHOTO_MENU) as [DocumentPhotoFolder, MenuKey][]) {
    api.post(
      `/api/${documentPhotoPath(folder)}`,
      {
        config: { access: { menu: [menu] } },
        schema: { consumes: UPLOAD, response: { 200: documentPhotoSchema } },
      },
      async (request) => photos.put(authOf(request).kodeToko, folder, await readImageUpload(request)),
    );
  }
}

function registerMasterImage(app: FastifyInstance, service: ImageService, entry: MasterResource): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const menu = { access: { menu: [entry.menuKey] } } as const;

  api.post(
    `/api/${entry.writePath}/:id/image`,
    { config: menu, schema: { consumes: UPLOAD, params: idParamsSchema, response: { 200: urlSchema } } },
    async (request) => {
      const auth = authOf(request);
      const image = await readImageUpload(request);
      return service.putMasterImage(auth, entry, request.params.id, image);
    },
  );

  api.delete(
    `/api/${entry.writePath}/:id/image`,
    { config: menu, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await service.removeMasterImage(authOf(request), entry, request.params.id);
      return { message: TEXTS.deleted };
    },
  );
}

function registerLogo(app: FastifyInstance, service: ImageService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const settingToko = { access: { menu: ['settingtoko'] } } as const;

  // Headers, slips and reports of every screen show it.
  api.get(
    '/api/toko/logo',
    { config: { access: { signedIn: true } }, schema: { response: { 200: optionalUrlSchema } } },
    async (request) => ({ url: await service.logoUrl(authOf(request).kodeToko) }),
  );

  api.post(
    '/api/toko/logo',
    { config: settingToko, schema: { consumes: UPLOAD, response: { 200: urlSchema } } },
    async (request) => {
      const auth = authOf(request);
      return service.putLogo(auth, await readImageUpload(request));
    },
  );

  api.delete(
    '/api/toko/logo',
    { config: settingToko, schema: { response: { 200: messageSchema } } },
    async (request) => {
      await service.removeLogo(authOf(request));
      return { message: TEXTS.deleted };
    },
  );
}

function registerBarangPhoto(app: FastifyInstance, service: ImageService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const dataBarang = { access: { menu: ['data-barang'] } } as const;

  api.post(
    '/api/barang/:id/photo',
    {
      config: dataBarang,
      schema: { consumes: UPLOAD, params: idParamsSchema, response: { 200: urlSchema } },
    },
    async (request) =>
      service.putBarangPhoto(authOf(request), request.params.id, await readImageUpload(request)),
  );

  api.delete(
    '/api/barang/:id/photo',
    { config: dataBarang, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await service.removeBarangPhoto(authOf(request), request.params.id);
      return { message: TEXTS.deleted };
    },
  );
}
