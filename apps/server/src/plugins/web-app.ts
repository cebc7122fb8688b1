import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { NON_MENU_ROUTES, TEXTS } from '@toko/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The compressed copies the web build writes beside each file (apps/web/vite-precompress.ts). */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Where the browser finds the API (SPEC §7: base URLs come from runtime configuration). */
const RUNTIME_CONFIG = { apiBase: '/api' };

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The index page with the runtime configuration inside it, compressed once at start. The app
 * read config.json before its first call, a round trip on the critical path of every page
 * load (issue 28); it now finds the same values in the page (`#app-config`, a JSON block the
 * browser never runs) and asks for config.json only where the page has none (the dev server).
 */
function indexPage(webDistDir: string): Record<Encoding, Buffer> {
  const html = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const block = `<script id="app-config" type="application/json">${JSON.stringify(RUNTIME_CONFIG)}</script>`;
  const page = html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${block}${html}`;
  return {
    br: zlib.brotliCompressSync(page),
    gzip: zlib.gzipSync(page, { level: 9 }),
    identity: Buffer.from(page),
  };
}

function encodingFor(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * The built browser app, its runtime configuration and the SPA fallback. Files are sent as the
 * brotli or gzip copy the build wrote when the browser accepts it, never compressed per request.
 */
export function registerWebApp(app: FastifyInstance, config: Config): void {
  app.get('/config.json', () => RUNTIME_CONFIG);

  const hasWeb = fs.existsSync(path.join(config.webDistDir, 'index.html'));
  const index = hasWeb ? indexPage(config.webDistDir) : undefined;
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = encodingFor(request.headers['accept-encoding']);
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      // Never cached, or a new build stays unseen.
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(index?.[encoding]);
  };
  if (hasWeb) {
    app.get('/', sendIndex);
    app.get('/index.html', sendIndex);
    // The API document's page is the app's own (it reads /api/openapi.json with the session).
    app.get(
      NON_MENU_ROUTES.apiDocs.path,
      { config: { access: { public: true } }, schema: { hide: true } },
      sendIndex,
    );
    app.register(fastifyStatic, {
      root: config.webDistDir,
      // One route per built file, listed at start: a page path never reaches the file system.
      wildcard: false,
      index: false,
      preCompressed: true,
      // The .br/.gz copies are served in place of their original, not under their own names;
      // the index is the page above, with its configuration.
      globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
      setHeaders: (reply, filePath) => {
        // filePath is the copy actually sent (index.html.br): judge by the original's name.
        const original = filePath.replace(COMPRESSED_SUFFIX, '');
        // The service worker must never be cached, or a new build stays unseen.
        if (original.endsWith(`${path.sep}sw.js`)) reply.header('Cache-Control', 'no-cache');
        // Built assets carry their content hash in the name: a new build means a new name.
        else if (original.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // A file has a short extension (.js, .png, .webmanifest); a receipt's token (/cek-nota/x.y)
    // has a dot too, before 22 characters of signature: still a page.
    const extension = path.extname(request.url.split('?')[0] ?? '');
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !/^\.[A-Za-z0-9]{1,11}$/.test(extension);
    // A page path (/dashboard, /data-barang) is the app's own route: send the index, compressed.
    if (hasWeb && isPage) return sendIndex(request, reply);
    return reply.status(404).send({ message: TEXTS.notFound });
  });
}
