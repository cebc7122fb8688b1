import { randomBytes } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { TEXTS } from '@toko/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { assertSafeKey, type FileStore, isSafeKey } from './file-store-contract.ts';
import { createS3FileStore, type S3FileStore } from './file-store-s3.ts';

export type { FileStore };

/**
 * A replaced picture keeps its name, and a browser reuses a picture it already
 * shows under the same address whatever the cache headers say: addresses handed
 * out carry the time of the last change so the new one appears at once.
 */
export function versionedUrl(url: string, version: Date): string {
  return `${url}${url.includes('?') ? '&' : '?'}v=${version.getTime().toString(36)}`;
}

/** Only stored pictures are ever served: never a half-written `.tmp`, never a folder. */
const SERVABLE_KEY = /\.jpg$/;

export const FILES_PREFIX = '/files/';

export function createLocalFileStore(root: string): FileStore {
  return {
    async put(key, body) {
      assertSafeKey(key);
      const target = path.join(root, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a picture.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
    },
    async remove(key) {
      assertSafeKey(key);
      await fs.rm(path.join(root, key), { force: true });
    },
    async exists(key) {
      assertSafeKey(key);
      const found = await fs.stat(path.join(root, key)).catch(() => null);
      return found?.isFile() === true;
    },
    url: (key) => `${FILES_PREFIX}${key}`,
  };
}

/** The store the configuration asks for. */
export function createFileStore(config: Config): FileStore | S3FileStore {
  return config.fileStore.kind === 's3'
    ? createS3FileStore(config.fileStore)
    : createLocalFileStore(config.fileStoreDir);
}

/** Origins the browser loads images from besides the app itself (for the CSP). */
export function fileStoreImageOrigins(config: Config): string[] {
  if (config.fileStore.kind !== 's3' || !config.fileStore.publicUrl) return [];
  return [new URL(config.fileStore.publicUrl).origin];
}

// Pictures keep their name when replaced, so the browser must ask again each time;
// an unchanged one costs a 304. Other sites (a web app on another origin) may show them.
function fileHeaders(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-cache');
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send({ message: TEXTS.notFound });
}

/**
 * Creates the configured store and serves it read-only at `GET /files/{key}`:
 * from the local folder, or through the server from a private S3 bucket. A bucket
 * with a public address (`S3_PUBLIC_URL`) is downloaded from directly.
 */
export function registerFileStore(app: FastifyInstance, config: Config): FileStore {
  const store = createFileStore(config);

  if ('fetchObject' in store) {
    const s3 = store;
    app.get('/files/*', async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isSafeKey(key) || !SERVABLE_KEY.test(key)) return notFound(reply);
      const conditional: Record<string, string> = {};
      const etag = request.headers['if-none-match'];
      const since = request.headers['if-modified-since'];
      if (typeof etag === 'string') conditional['if-none-match'] = etag;
      if (typeof since === 'string') conditional['if-modified-since'] = since;
      let response: Response;
      try {
        response = await s3.fetchObject(key, conditional);
      } catch (error) {
        request.log.error({ err: error }, 'file store unreachable');
        return reply.status(502).send({ message: TEXTS.serverError });
      }
      if (response.status === 404 || response.status === 403) {
        await response.body?.cancel();
        return notFound(reply);
      }
      if (response.status !== 200 && response.status !== 304) {
        await response.body?.cancel();
        request.log.error({ status: response.status, key }, 'file store refused a read');
        return reply.status(502).send({ message: TEXTS.serverError });
      }
      fileHeaders(reply);
      for (const name of ['etag', 'last-modified', 'content-type', 'content-length']) {
        const value = response.headers.get(name);
        if (value) reply.header(name, value);
      }
      if (response.status === 304) return reply.status(304).send();
      return reply.status(200).send(Buffer.from(await response.arrayBuffer()));
    });
    return store;
  }

  // @fastify/static warns about a missing folder; before the first upload there is none.
  fsSync.mkdirSync(config.fileStoreDir, { recursive: true });
  app.register(fastifyStatic, {
    root: config.fileStoreDir,
    prefix: FILES_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    wildcard: true,
    // Keys are checked when stored; a code may still start with a dot.
    dotfiles: 'allow',
    allowedPath: (pathName) => {
      const key = pathName.replace(/^\/+/, '');
      return isSafeKey(key) && SERVABLE_KEY.test(key);
    },
    cacheControl: false,
    setHeaders: (reply) => fileHeaders(reply),
  });
  return store;
}
