import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcesses, type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../demo/seed-demo.ts';

/**
 * Health (issue 31 item 1), and a real process's metrics (item 2), through the real HTTP stack: live and ready without signing in, ready
 * refusing while the database lacks a migration or the process is stopping; then real server
 * processes stopped with SIGTERM: ready turns 503 first, a request in flight is answered, the
 * process leaves with 0, and on PostgreSQL a second process serving the same database stays ready.
 */

const METRICS_TOKEN = 'rahasia-metrics-untuk-test-0123456789';
const readyOf = (origin: string) => fetch(`${origin}/health/ready`).then((response) => response.status);
const login = (origin: string) =>
  fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kode_toko: 'PST', user_id: 'OWNER', password: DEMO_PASSWORD }),
  });

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers live and ready to anyone, with what ready checked', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    const body = ready.json() as { status: string; checks: Record<string, { ok: boolean; detail: string }> };
    expect(body.status).toBe('ready');
    expect(body.checks.database).toEqual({ ok: true, detail: t.database.kind });
    expect(body.checks.migrations?.ok).toBe(true);
    expect(body.checks.migrations?.detail).toMatch(/^(\d+)\/\1$/);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const [last] = (
      (await t.database.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not-ready', checks: { migrations: { ok: false } } });
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last?.id}, ${last?.hash}, ${last?.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('turns ready to 503 once the process is told to stop, while live still answers', async () => {
    t.health.beginShutdown();
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { shutdown: { ok: false, detail: 'sedang berhenti' } } });
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('a server process (PGlite): scraped, then stopped', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-health-'));
  let server: ServerProcess;
  beforeAll(async () => {
    // A new PGlite folder is made by initdb in a process of its own: slow on a busy machine.
    server = await startServerProcess({ DATA_DIR: dataDir, METRICS_TOKEN, SHUTDOWN_DRAIN_MS: '1500' });
  }, 120_000);
  afterAll(async () => {
    await killServerProcesses();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is scraped from outside after real traffic: its requests and its database statements', async () => {
    expect((await login(server.origin)).status).toBe(200);
    const response = await fetch(`${server.origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /^toko_http_request_duration_seconds_count\{method="POST",route="\/api\/users\/login",status="200"\} 1$/m,
    );
    expect(text).toMatch(/^toko_db_query_duration_seconds_count\{database="pglite"\} [1-9]\d*$/m);
    expect(text).toMatch(/^toko_nodejs_eventloop_lag_seconds \d/m);
  });

  it('turns ready to 503 first on SIGTERM, answers the request in flight, then leaves with 0', async () => {
    // A sign-in hashes its password: it is still being worked on when the signal comes.
    const inFlight = login(server.origin);
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGTERM');
    await expect.poll(() => readyOf(server.origin), { timeout: 1_000, interval: 50 }).toBe(503);
    expect((await fetch(`${server.origin}/health/live`)).status).toBe(200);
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.origin}/health/live`)).rejects.toThrow();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('SIGTERM of one of two server processes (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await killServerProcesses();
    await t.close();
  });

  it('takes the stopping process out while the other stays ready and serves', async () => {
    const env = { DATABASE_URL: t.databaseUrl, SEED_DEMO: 'false', SHUTDOWN_DRAIN_MS: '1500' };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    try {
      const inFlight = login(a.origin);
      await new Promise((resolve) => setTimeout(resolve, 20));
      a.child.kill('SIGTERM');
      await expect.poll(() => readyOf(a.origin), { timeout: 1_000, interval: 50 }).toBe(503);
      expect(await readyOf(b.origin)).toBe(200);
      expect((await inFlight).status).toBe(200);
      expect(await a.exited).toBe(0);
      expect((await login(b.origin)).status).toBe(200);
      expect(await readyOf(b.origin)).toBe(200);
    } finally {
      a.child.kill('SIGKILL');
      b.child.kill('SIGKILL');
    }
  }, 120_000);
});
