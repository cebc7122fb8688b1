import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { areaOf, OPENAPI_PATH } from './api-document.ts';

/**
 * The API document (issue 31 item 3): OpenAPI 3.1, valid against the specification's own
 * schema; every /api route the server answers is in it with what it takes and answers; only
 * owner levels may read it.
 */

interface Operation {
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  tags?: string[];
  security?: unknown[];
  'x-akses'?: Record<string, unknown>;
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

/** Routes that are deliberately not in the document, each for a reason. */
const UNDOCUMENTED = new Set([
  // The document itself, and the web app's page that shows it.
  `GET ${OPENAPI_PATH}`,
  'GET /api/docs',
  // `npm run backup`'s channel to a running PGlite server: local, with a token of its own.
  'POST /api/system/backup',
]);

/**
 * Writes that take nothing but the document in the path (an action on it): every other
 * POST, PUT and PATCH must say what body it takes.
 */
const BODYLESS_ACTIONS = new Set([
  'POST /api/timbang-baki/{id}/reset',
  'POST /api/stock-opname/{id}/selesai',
  'POST /api/stock-opname-penerimaan/{id}/selesai',
  'POST /api/stock-opname-global/{id}/selesai',
]);

/**
 * Every method and path Fastify routes, read from its route tree (`printRoutes`): each line is
 * a segment under its parent, with the methods that end there.
 */
function routesOf(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${stack.join('')}`);
    }
  }
  return routes;
}

/** Fastify's `/:no` as OpenAPI's `/{no}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('API document', () => {
  let t: TestApp;
  let document: Document;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.login('PST', 'OWNER');
    const response = await t.app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { 'x-auth-token': owner },
    });
    expect(response.statusCode, response.body).toBe(200);
    document = response.json() as Document;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for signed-in owner levels only', async () => {
    expect((await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).statusCode).toBe(401);
    // OWNER read it in beforeAll; supervisors and cashiers are refused whatever they are granted.
    const answers = { SPV: 403, KASIR: 403, SU: 200, MU: 200 };
    for (const [userId, status] of Object.entries(answers)) {
      const token = await t.login('PST', userId);
      const response = await t.app.inject({
        method: 'GET',
        url: OPENAPI_PATH,
        headers: { 'x-auth-token': token },
      });
      expect(response.statusCode, userId).toBe(status);
      if (status === 403)
        expect(response.json()).toEqual({ message: 'Anda tidak memiliki akses ke menu ini' });
    }
  });

  it('validates against the OpenAPI 3.1 schema, and each of its schemas compiles as JSON Schema 2020-12', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    let compiled = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schemas = [
          ...(operation.parameters ?? []).map((parameter) => parameter.schema),
          ...Object.values(operation.requestBody?.content ?? {}).map((content) => content.schema),
          ...Object.values(operation.responses).flatMap((answer) =>
            Object.values(answer.content ?? {}).map((content) => content.schema),
          ),
        ];
        for (const schema of schemas) {
          // Beside the document's components, where its $refs point (#/components/schemas/...).
          const rooted = { components: document.components, ...(schema as object) };
          expect(() => ajv.compile(rooted), `${method} ${path}`).not.toThrow();
          compiled += 1;
        }
      }
    }
    expect(compiled).toBeGreaterThan(1000);
  });

  it('lists every /api route with what it takes and what it answers', () => {
    const routes = routesOf(t.app).filter((route) => route.split(' ')[1]?.startsWith('/api/'));
    // The route tree was read (a change of its print format would otherwise pass unseen).
    expect(routes).toContain('POST /api/penjualan');
    expect(routes).toContain('GET /api/hutang/:no_hutang');
    expect(routes.length).toBeGreaterThan(300);

    const missing: string[] = [];
    for (const route of routes) {
      if (UNDOCUMENTED.has(route)) continue;
      const [method = '', url = ''] = route.split(' ');
      const path = openapiPath(url);
      const operation = document.paths[path]?.[method.toLowerCase()];
      const name = `${method} ${path}`;
      if (!operation) {
        missing.push(`${name}: tidak ada`);
        continue;
      }
      // A success answer with its body's schema.
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
      const body = Object.values(success?.[1].content ?? {})[0];
      if (!body?.schema) missing.push(`${name}: jawaban 2xx tanpa skema`);
      // A write says what it takes, unless it is an action on the document in its path.
      if (['POST', 'PUT', 'PATCH'].includes(method) && !operation.requestBody && !BODYLESS_ACTIONS.has(name))
        missing.push(`${name}: tanpa skema body`);
      // Each path parameter is described.
      for (const [, parameter] of path.matchAll(/\{([^}]+)\}/g)) {
        const described = operation.parameters?.find((each) => each.in === 'path' && each.name === parameter);
        if (!described?.schema) missing.push(`${name}: parameter ${parameter} tanpa skema`);
      }
      // Who may call it, as the guard checks it.
      if (!operation['x-akses']) missing.push(`${name}: tanpa akses`);
      if (operation['x-akses'] && !('public' in operation['x-akses']) && !operation.security)
        missing.push(`${name}: tanpa token`);
    }
    expect(missing).toEqual([]);
    // Nothing else: the document holds no route the server does not answer.
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const answered = new Set(routes.map((route) => openapiPath(route)));
    expect(documented.filter((route) => !answered.has(route))).toEqual([]);
    for (const route of UNDOCUMENTED) expect(documented).not.toContain(openapiPath(route));
  });

  it('says what a sale takes, what it answers, who may save it, and what refusals look like', () => {
    const sale = document.paths['/api/penjualan']?.post;
    expect(sale?.tags).toEqual(['penjualan']);
    expect(sale?.['x-akses']).toEqual({ menu: ['transaksi-penjualan'] });
    expect(sale?.security).toEqual([{ token: [] }]);
    const body = sale?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['items', 'bayar', 'no_hp']));
    expect((sale?.responses['200'] as { description?: string } | undefined)?.description).toBe('Berhasil');
    const refusal = sale?.responses['403']?.content?.['application/json']?.schema as { required: string[] };
    expect(refusal.required).toEqual(['message']);
    // Public calls carry no token; an upload is multipart; an export answers a file.
    const login = document.paths['/api/users/login']?.post;
    expect(login?.security).toBeUndefined();
    expect(login?.responses['401']).toBeUndefined();
    expect(Object.keys(document.paths['/api/toko/logo']?.post?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    expect(
      Object.keys(document.paths['/api/laporan/{name}/export']?.post?.responses['200']?.content ?? {}),
    ).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv; charset=utf-8',
    ]);
  });

  it('groups operations by the area in their path', () => {
    expect(areaOf('/api/hutang/:no_hutang')).toBe('hutang');
    expect(areaOf('/api/public/cek-nota/:token')).toBe('cek-nota');
    expect(areaOf('/api/')).toBe('api');
  });
});
