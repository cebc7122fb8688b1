import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { TEXTS } from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** The compressed copies the web build writes beside each file (apps/web/vite-precompress.ts). */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * The built browser app, its runtime configuration and the SPA fallback. Files are sent as the
 * brotli or gzip copy the build wrote when the browser accepts it, never compressed per request.
 */
export function registerWebApp(app: FastifyInstance, config: Config): void {
  app.get('/config.json', () => ({ apiBase: '/api' }));

  const hasWeb = fs.existsSync(path.join(config.webDistDir, 'index.html'));
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: config.webDistDir,
      // One route per built file, listed at start: a page path never reaches the file system.
      wildcard: false,
      preCompressed: true,
      // The .br/.gz copies are served in place of their original, not under their own names.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, filePath) => {
        // filePath is the copy actually sent (index.html.br): judge by the original's name.
        const original = filePath.replace(COMPRESSED_SUFFIX, '');
        // The service worker and index must never be cached, or a new build stays unseen.
        if (original.endsWith(`${path.sep}index.html`) || original.endsWith(`${path.sep}sw.js`))
          reply.header('Cache-Control', 'no-cache');
        // Built assets carry their content hash in the name: a new build means a new name.
        else if (original.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    // A page path (/dashboard, /data-barang) is the app's own route: send the index, compressed.
    if (hasWeb && isPage) return reply.sendFile('index.html');
    return reply.status(404).send({ message: TEXTS.notFound });
  });
}
