/**
 * Benchmarks: each measured operation beside its baseline, as a ratio.
 * Run with `npm run bench` (embedded PGlite) or with DATABASE_URL for PostgreSQL.
 * Later areas add their operations (lists, reports, imports) to OPERATIONS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed-demo.ts';

interface Measurement {
  name: string;
  baseline: string;
  perOpMs: number;
  baselinePerOpMs: number;
}

async function time(iterations: number, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(20, iterations); i += 1) await run(); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) await run();
  return Number(process.hrtime.bigint() - started) / 1e6 / iterations;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-bench-'));
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }) };
  const database = await openDatabase(config);
  await seedDemo(database.db, { timeZone: config.timeZone, now: config.now() });
  const { app } = await buildApp(config, database);
  await app.ready();

  const bare = Fastify();
  bare.get('/bare', () => ({ ok: true }));
  await bare.ready();

  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { kode_toko: 'PST', user_id: 'OWNER', password: DEMO_PASSWORD },
  });
  const token = login.json().token as string;

  const results: Measurement[] = [];
  const bareMs = await time(2000, () => bare.inject({ method: 'GET', url: '/bare' }));
  results.push({
    name: 'GET /api/users/me (token, grants, parameters)',
    baseline: 'bare Fastify route',
    perOpMs: await time(500, () =>
      app.inject({ method: 'GET', url: '/api/users/me', headers: { 'x-auth-token': token } }),
    ),
    baselinePerOpMs: bareMs,
  });
  results.push({
    name: 'GET /api/para-system/key/PEMBULATAN',
    baseline: 'bare Fastify route',
    perOpMs: await time(500, () =>
      app.inject({
        method: 'GET',
        url: '/api/para-system/key/PEMBULATAN',
        headers: { 'x-auth-token': token },
      }),
    ),
    baselinePerOpMs: bareMs,
  });

  console.log(`database: ${database.kind}`);
  console.log('operation | per op (ms) | baseline | baseline per op (ms) | ratio');
  for (const result of results) {
    const ratio = result.perOpMs / result.baselinePerOpMs;
    console.log(
      `${result.name} | ${result.perOpMs.toFixed(3)} | ${result.baseline} | ${result.baselinePerOpMs.toFixed(3)} | ${ratio.toFixed(1)}x`,
    );
  }
  await app.close();
  await bare.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

void main();
