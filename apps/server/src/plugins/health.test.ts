import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_TODAY } from '../../test/test-clock.ts';
import { DEMO_PASSWORD } from '../demo/seed-demo.ts';

/**
 * Health (issue 31 item 1) through the real HTTP stack: live and ready without signing in, ready
 * refusing while the database lacks a migration or the process is stopping; then real server
 * processes stopped with SIGTERM: ready turns 503 first, a request in flight is answered, the
 * process leaves with 0, and on PostgreSQL a second process serving the same database stays ready.
 */

const serverMain = path.resolve(import.meta.dirname, '../server.ts');

interface ServerProcess {
  child: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
}

/** `npm start`'s server as its own process, on a free port; resolves once it is ready. */
async function startProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _inherited, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...base,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TOKO_NOW: `${TEST_TODAY}T10:00:00+07:00`,
      SEED_DEMO_GOODS: 'false',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'toko-no-web'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${origin}/health/ready`).catch(() => undefined);
    if (ready?.status === 200) return { child, origin, exited };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server tidak siap: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

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

describe.skipIf(process.env.TEST_DATABASE_URL)('SIGTERM of a server process (PGlite)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-health-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('turns ready to 503 first, answers the request in flight, then leaves with 0', async () => {
    const server = await startProcess({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '1500' });
    try {
      // A sign-in hashes its password: it is still being worked on when the signal comes.
      const inFlight = login(server.origin);
      await new Promise((resolve) => setTimeout(resolve, 20));
      server.child.kill('SIGTERM');
      await expect.poll(() => readyOf(server.origin), { timeout: 1_000, interval: 50 }).toBe(503);
      expect((await fetch(`${server.origin}/health/live`)).status).toBe(200);
      expect((await inFlight).status).toBe(200);
      expect(await server.exited).toBe(0);
      await expect(fetch(`${server.origin}/health/live`)).rejects.toThrow();
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('SIGTERM of one of two server processes (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes the stopping process out while the other stays ready and serves', async () => {
    const env = { DATABASE_URL: t.databaseUrl, SEED_DEMO: 'false', SHUTDOWN_DRAIN_MS: '1500' };
    const [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
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
  });
});
