import { type LoginResponse, TEXT_NOT_ALLOWED, TEXTS } from '@toko/shared';
import { sql } from 'drizzle-orm';
import type { FastifySchema, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { placesOf, sampleOf, withValueAt } from '../test/zod-sample.ts';
import { DEMO_PASSWORD } from './demo/seed-demo.ts';
import type { RouteAccess } from './plugins/access-guard.ts';
import { SERVER_TEXTS } from './texts.ts';

/**
 * Every write route of the built app (POST, PUT, PATCH, DELETE under /api), found in
 * the app itself so a route added tomorrow is covered without touching this file, gets
 * hostile input: NUL inside strings, 10,000 characters, 1e308, -1, null, wrong types,
 * arrays for objects, no body, broken JSON. One bad value at a time goes into an
 * otherwise valid request built from the route's own schema, so it reaches deep fields.
 * Each must answer 4xx with `{ message }` in Indonesian and change no row of any table.
 */

interface WriteRoute {
  method: string;
  url: string;
}
interface RouteInfo {
  schema: FastifySchema | undefined;
  access: RouteAccess | undefined;
}
type Part = 'body' | 'params' | 'querystring';
interface Case {
  name: string;
  params: Record<string, unknown>;
  query?: Record<string, unknown>;
  payload?: string | Buffer;
  contentType?: string;
  /** What the answer must say, when one message is the only right one. */
  message?: string;
  /** Params go into the URL as they are, not percent-encoded. */
  raw?: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Logout ends the session whatever the body (access.routes.test.ts checks it): broken JSON
 * or a body that is not a JSON object is read as no body there, so it is no refusal.
 */
const ANY_BODY_ROUTES = new Set(['POST /api/users/logout']);
/** Routes that read a picture from a multipart body instead of a JSON schema. */
const UPLOAD_ROUTE = /\/(image|photo|logo|foto)$/;
// Words of zod's and Fastify's own English; none belongs in an answer to a cashier.
const ENGLISH =
  /\b(expected|received|invalid|too big|too small|required|must|unexpected|unsupported|body|querystring|params|property|characters?|undefined|NaN|object|array|string|number)\b/i;

/** The routes as the app prints them (`printRoutes` shows a tree; this reads it back into paths). */
function writeRoutesOf(tree: string): WriteRoute[] {
  const routes: WriteRoute[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (WRITE_METHODS.has(method) && url.startsWith('/api/')) routes.push({ method, url });
    }
  }
  return routes.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

const asZod = (schema: unknown) => schema as z.ZodType | undefined;
const refuses = (schema: z.ZodType | undefined, value: unknown) =>
  schema ? !schema.safeParse(value).success : false;

function urlOf(
  route: WriteRoute,
  params: Record<string, unknown>,
  query?: Record<string, unknown>,
  raw = false,
): string {
  const encode = (value: unknown) => (raw ? String(value) : encodeURIComponent(String(value)));
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => encode(params[name]));
  if (!query) return path;
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `${path}?${search}`;
}

function multipart(parts: { field: string; filename: string; type: string; content: Buffer }[]) {
  const boundary = '----tokoFuzzBoundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.type}\r\n\r\n`,
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const NUL_TEXT = 'A\u0000B';
const LONG_TEXT = 'A'.repeat(10_000);
const HUGE = 1e308;

/** Bad values for one place; `hostile` ones must be refused whatever the schema says. */
function badValues(kind: string): { name: string; value: unknown; hostile: boolean }[] {
  const wrongType: Record<string, unknown> = {
    string: true,
    number: 'abc',
    boolean: 'ya',
    object: [],
    array: {},
    other: {},
  };
  return [
    { name: 'NUL', value: NUL_TEXT, hostile: true },
    { name: '10.000 karakter', value: LONG_TEXT, hostile: true },
    { name: '1e308', value: HUGE, hostile: true },
    { name: '-1', value: -1, hostile: false },
    { name: 'null', value: null, hostile: false },
    { name: `salah tipe (${kind})`, value: wrongType[kind], hostile: false },
    ...(kind === 'array' ? [{ name: 'array kosong', value: [], hostile: false }] : []),
  ];
}

const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });

/** The cases of one route, each refused by the route's own schema or by a rule of every route. */
function casesOf(route: WriteRoute, info: RouteInfo): { cases: Case[]; unbounded: string[] } {
  const schemas: Record<Part, z.ZodType | undefined> = {
    body: asZod(info.schema?.body),
    params: asZod(info.schema?.params),
    querystring: asZod(info.schema?.querystring),
  };
  const base: Record<Part, unknown> = {
    body: schemas.body ? sampleOf(schemas.body) : undefined,
    params: schemas.params ? sampleOf(schemas.params) : {},
    querystring: schemas.querystring ? sampleOf(schemas.querystring) : undefined,
  };
  for (const part of ['body', 'params', 'querystring'] as const) {
    if (schemas[part] && refuses(schemas[part], base[part])) {
      throw new Error(
        `${route.method} ${route.url}: contoh ${part} yang sah tidak bisa dibuat dari skemanya`,
      );
    }
  }
  const params = base.params as Record<string, unknown>;
  const query = base.querystring as Record<string, unknown> | undefined;
  const withBody = (payload: { payload: string | Buffer; contentType: string }) => ({
    params,
    query,
    ...payload,
  });
  const cases: Case[] = [];
  // Schemas that let a hostile value through: the database column would refuse it later.
  const unbounded: string[] = [];

  // Rules of every route, with or without a schema.
  cases.push({
    name: 'NUL di kunci tambahan',
    ...withBody(json({ ...(base.body as object), zz: NUL_TEXT })),
    message: TEXT_NOT_ALLOWED,
  });
  cases.push({
    name: 'NUL di nama kunci',
    ...withBody(json({ ...(base.body as object), [NUL_TEXT]: 1 })),
    message: TEXT_NOT_ALLOWED,
  });
  const anyBody = ANY_BODY_ROUTES.has(`${route.method} ${route.url}`);
  if (!anyBody) {
    cases.push({
      name: 'JSON rusak',
      ...withBody({ payload: '{"a": [1,', contentType: 'application/json' }),
    });
  }

  if (schemas.body) {
    const body = base.body;
    const deep = `{"${Object.keys(body as object)[0] ?? 'a'}": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    cases.push({
      name: 'array bersarang 5000',
      ...withBody({ payload: deep, contentType: 'application/json' }),
    });
    const whole: { name: string; payload?: { payload: string; contentType: string }; value: unknown }[] = [
      { name: 'tanpa body', value: undefined },
      { name: 'body array', payload: json([]), value: [] },
      { name: 'body null', payload: json(null), value: null },
      { name: 'body teks', payload: json('x'), value: 'x' },
      { name: 'body angka', payload: json(HUGE), value: HUGE },
    ];
    for (const entry of whole) {
      if (!refuses(schemas.body, entry.value) || (anyBody && entry.payload)) continue;
      cases.push({ name: entry.name, params, query, ...entry.payload });
    }
    for (const place of placesOf(body)) {
      if (place.path.length === 0) continue;
      const where = place.path.join('.');
      for (const bad of badValues(place.kind)) {
        const value = withValueAt(body, place.path, bad.value);
        const refused = refuses(schemas.body, value);
        // The schema itself refuses every hostile value; NUL is caught by the NUL guard too.
        if (bad.hostile && !refused) unbounded.push(`body.${where} menerima ${bad.name}`);
        if (!bad.hostile && !refused) continue;
        cases.push({
          name: `body.${where} = ${bad.name}`,
          ...withBody(json(value)),
          ...(bad.name === 'NUL' ? { message: TEXT_NOT_ALLOWED } : {}),
        });
      }
      const missing = withValueAt(body, place.path, undefined);
      if (refuses(schemas.body, missing)) {
        cases.push({ name: `body.${where} tidak ada`, ...withBody(json(missing)) });
      }
    }
  } else if (UPLOAD_ROUTE.test(route.url) && route.method === 'POST') {
    const text = Buffer.from('ini bukan gambar');
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const file = (content: Buffer, field = 'file', type = 'image/jpeg') => ({
      field,
      filename: 'a.jpg',
      type,
      content,
    });
    const uploads: [string, { payload: Buffer | string; contentType: string }, string][] = [
      ['JSON, bukan multipart', json({}), SERVER_TEXTS.image.noFile],
      ['file kosong', multipart([file(Buffer.alloc(0))]), SERVER_TEXTS.image.noFile],
      ['bukan gambar', multipart([file(text)]), SERVER_TEXTS.image.notAnImage],
      ['gambar bertipe teks', multipart([file(jpeg, 'file', 'text/plain')]), SERVER_TEXTS.image.notAnImage],
      ['field lain', multipart([file(jpeg, 'foto')]), SERVER_TEXTS.image.noFile],
      ['dua gambar', multipart([file(jpeg), file(jpeg)]), SERVER_TEXTS.image.oneFile],
      [
        'multipart terpotong',
        {
          payload:
            '------tokoFuzzBoundary\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n',
          contentType: 'multipart/form-data; boundary=----tokoFuzzBoundary',
        },
        TEXTS.invalidInput,
      ],
    ];
    for (const [name, payload, message] of uploads) cases.push({ name, ...withBody(payload), message });
  }

  if (Object.keys(params).length > 0) {
    // A broken percent-encoding: Fastify refuses it before any route runs.
    const broken = Object.fromEntries(Object.keys(params).map((key) => [key, '%E0%A4%A']));
    cases.push({ name: 'URL rusak', params: broken, query, raw: true });
  }

  for (const part of ['params', 'querystring'] as const) {
    const schema = schemas[part];
    const values = base[part] as Record<string, unknown> | undefined;
    if (!schema || !values) continue;
    for (const key of Object.keys(values)) {
      for (const bad of badValues('string')) {
        const mutated = { ...values, [key]: String(bad.value) };
        const refused = refuses(schema, mutated);
        if (bad.hostile && !refused) unbounded.push(`${part}.${key} menerima ${bad.name}`);
        if (!bad.hostile && !refused) continue;
        cases.push({
          name: `${part}.${key} = ${bad.name}`,
          params: part === 'params' ? mutated : params,
          query: part === 'querystring' ? mutated : query,
          ...(bad.name === 'NUL' ? { message: TEXT_NOT_ALLOWED } : {}),
        });
      }
    }
  }
  return { cases, unbounded };
}

/** Why an answer is not a proper refusal, or null when it is one. */
function problemOf(response: LightMyRequestResponse, expected?: string): string | null {
  if (response.statusCode < 400 || response.statusCode >= 500) return `status ${response.statusCode}`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `bukan JSON: ${response.body.slice(0, 80)}`;
  }
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  const message = (body as { message?: unknown }).message;
  if (keys.length !== 1 || typeof message !== 'string' || message.trim() === '') {
    return `bukan { message }: ${response.body.slice(0, 80)}`;
  }
  if (expected !== undefined && message !== expected) return `${response.statusCode} "${message}"`;
  if (ENGLISH.test(message)) return `bahasa Inggris: "${message}"`;
  return null;
}

let t: TestApp;
let owner: string;
let kasir: LoginResponse;
let routes: WriteRoute[];
const infos = new Map<string, RouteInfo>();
const anonymous = new Map<string, LightMyRequestResponse>();
let tables: string[];
const keyOf = (route: WriteRoute) => `${route.method} ${route.url}`;

async function send(route: WriteRoute, token: string | undefined, testCase: Omit<Case, 'name'>) {
  return t.app.inject({
    method: route.method as 'POST',
    url: urlOf(route, testCase.params, testCase.query, testCase.raw),
    headers: {
      ...(token ? { 'x-auth-token': token } : {}),
      ...(testCase.contentType ? { 'content-type': testCase.contentType } : {}),
    },
    ...(testCase.payload !== undefined ? { payload: testCase.payload } : {}),
  });
}

/** Row count and an order-free checksum of every table, sessions and audit log included. */
async function tableTotals(): Promise<Record<string, string>> {
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as total from "${name}" x`,
    )
    .join(' union all ');
  const result = (await t.database.db.execute(sql.raw(query))) as unknown as {
    rows: { name: string; total: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.total]));
}

const nulBody = { params: {}, ...json({ zz: NUL_TEXT }) };
const placeholderParams = (route: WriteRoute) =>
  Object.fromEntries([...route.url.matchAll(/:(\w+)/g)].map((match) => [match[1], '1']));

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      // Each route's schema and access, as Fastify holds them, from the first answer it gives.
      app.addHook('onResponse', async (request) => {
        const { method, url, schema, config } = request.routeOptions;
        if (url && !infos.has(`${method} ${url}`))
          infos.set(`${method} ${url}`, { schema, access: config.access });
      });
    },
  });
  owner = await t.login('PST', 'OWNER');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { kode_toko: 'PST', user_id: 'KASIR', password: DEMO_PASSWORD },
  });
  kasir = login.json() as LoginResponse;
  routes = writeRoutesOf(t.app.printRoutes({ commonPrefix: false }));
  // Without a token first: it must not matter, and it tells the schema of each route.
  for (const route of routes) {
    anonymous.set(
      keyOf(route),
      await send(route, undefined, { ...nulBody, params: placeholderParams(route) }),
    );
  }
  const result = (await t.database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  tables = result.rows.map((row) => row.tablename);
});
afterAll(async () => {
  await t?.close();
});

describe('every write route', () => {
  it('is found in the built app, with its schema', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const known of [
      'POST /api/penjualan/validasi',
      'POST /api/pembelian/validasi',
      'PUT /api/group/:id',
    ]) {
      expect(routes.map(keyOf)).toContain(known);
    }
    expect(routes.filter((route) => !infos.has(keyOf(route))).map(keyOf)).toEqual([]);
    expect(tables).toEqual(expect.arrayContaining(['sessions', 'audit_log', 'penjualan', 'barang']));
  });

  it('answers 401 Invalid Token. without a token (public routes: the NUL refusal)', () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = anonymous.get(keyOf(route));
      if (!response) continue;
      const isPublic = infos.get(keyOf(route))?.access && 'public' in (infos.get(keyOf(route))?.access ?? {});
      const problem = isPublic
        ? problemOf(response, TEXT_NOT_ALLOWED)
        : response.statusCode === 401 && response.json().message === TEXTS.invalidToken
          ? null
          : `${response.statusCode} ${response.body}`;
      if (problem) wrong.push(`${keyOf(route)}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a cashier without its menu, and lets one holding it reach validation', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const access = infos.get(keyOf(route))?.access;
      const response = await send(route, kasir.token, { ...nulBody, params: placeholderParams(route) });
      const holds = (key: string) => kasir.grants.includes(key);
      const allowed =
        !access || !('menu' in access) || (access.menu.some(holds) && (access.alsoMenu ?? []).every(holds));
      const problem = allowed
        ? problemOf(response, TEXT_NOT_ALLOWED)
        : response.statusCode === 403
          ? problemOf(response, TEXTS.menuForbidden)
          : `status ${response.statusCode}`;
      if (problem) wrong.push(`${keyOf(route)}: ${problem}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses hostile input with 4xx and an Indonesian { message }, changing no row', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const info = infos.get(keyOf(route));
      if (!info) continue;
      const { cases, unbounded } = casesOf(route, info);
      wrong.push(...unbounded.map((problem) => `${keyOf(route)}: ${problem}`));
      const before = await tableTotals();
      for (const testCase of cases) {
        const response = await send(route, owner, testCase);
        sent += 1;
        const problem = problemOf(response, testCase.message);
        if (problem) wrong.push(`${keyOf(route)} [${testCase.name}]: ${problem}`);
      }
      const after = await tableTotals();
      const changed = tables.filter((name) => before[name] !== after[name]);
      if (changed.length > 0) wrong.push(`${keyOf(route)}: baris berubah di ${changed.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    // The cases did reach deep fields: far more than a handful per route.
    expect(sent).toBeGreaterThan(routes.length * 10);
    // Thousands of requests and a checksum of every table around each route: it grows with
    // every write route added (25 s alone on PGlite with the reports), past the 30 s meant
    // for one API call.
  }, 120_000);
});
