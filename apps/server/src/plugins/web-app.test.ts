import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { TEXTS } from '@toko/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerWebApp } from './web-app.ts';

const INDEX =
  '<!doctype html><html lang="id"><head><title>Toko</title></head><body><div id="root"></div></body></html>';
/** The index as served: the runtime configuration inside its head. */
const SERVED_INDEX = INDEX.replace(
  '</head>',
  '<script id="app-config" type="application/json">{"apiBase":"/api"}</script></head>',
);
const SCRIPT = `export const hello = ${JSON.stringify('halo '.repeat(400))};\n`;
const WORKER = 'self.addEventListener("install", () => self.skipWaiting());\n';
const ASSET = '/assets/index-Ab12Cd34.js';

let dir: string;
let app: FastifyInstance;

/** A built web app in miniature: each text file with the .br and .gz copies the build writes. */
function writeDist(root: string): void {
  fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
  const write = (name: string, text: string, compressed: boolean) => {
    const file = path.join(root, name);
    fs.writeFileSync(file, text);
    if (!compressed) return;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  };
  write('index.html', INDEX, true);
  write(ASSET, SCRIPT, true);
  // Too small to be worth compressing: the build writes no copies of it.
  write('sw.js', WORKER, false);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-web-app-'));
  writeDist(path.join(dir, 'dist'));
  const config = loadConfig({ DATA_DIR: path.join(dir, 'data'), WEB_DIST_DIR: path.join(dir, 'dist') });
  app = Fastify();
  registerErrorHandler(app);
  registerWebApp(app, config);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('web app: precompressed files', () => {
  it('sends the brotli copy to a browser that accepts br', async () => {
    const response = await get(ASSET, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that accepts only gzip (plain HTTP in Chromium)', async () => {
    const response = await get(ASSET, 'gzip, deflate');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself when no encoding is accepted', async () => {
    const response = await get(ASSET);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('does not serve the compressed copies under their own names', async () => {
    const response = await get(`${ASSET}.br`, 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: TEXTS.notFound });
  });
});

describe('web app: caching', () => {
  it('lets the browser keep a hashed asset for a year, whichever copy was sent', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const response = await get(ASSET, encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has the browser revalidate the index and the service worker, so a new build is seen', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const index = await get('/', encoding);
      expect(index.statusCode).toBe(200);
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(index.headers['content-type']).toMatch(/^text\/html/);
      expect(index.headers['content-encoding']).toBe(encoding);
    }
    const worker = await get('/sw.js', 'br');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-encoding']).toBeUndefined();
    expect(worker.body).toBe(WORKER);
  });
});

describe('web app: page paths and unknown addresses', () => {
  it("answers a page path with the app's index, compressed and not cached", async () => {
    // A receipt's check page holds a dot in its token, before the 22-character signature.
    const cekNota = '/cek-nota/SnxQU1R8UFNULUZKLTI2MTEyMi0wMDAx.q7NhCMiPfmXtrV4ZzZyq1w';
    for (const url of ['/dashboard', '/data-barang?search=cincin', '/laporan/penjualan-rekap', cekNota]) {
      const response = await get(url, 'gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SERVED_INDEX);
    }
    const plain = await get('/dashboard');
    expect(plain.body).toBe(SERVED_INDEX);
    const brotli = await get('/', 'gzip, deflate, br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SERVED_INDEX);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers an unknown API address with a 404 JSON message, not the index', async () => {
    const response = await get('/api/unknown', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: TEXTS.notFound });
  });

  it('answers a missing file with a 404 JSON message, not the index', async () => {
    for (const url of ['/assets/missing-0000.js', '/manifest.webmanifest', '/favicon.ico']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: TEXTS.notFound });
    }
  });

  it('serves the runtime configuration', async () => {
    const response = await get('/config.json');
    expect(response.json()).toEqual({ apiBase: '/api' });
  });
});
