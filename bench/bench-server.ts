import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/demo/seed-demo.ts';

/**
 * What every bench stands on: the real app on a fresh database with the demo chain (PGlite
 * in a temporary folder, or DATABASE_URL of `env`), a bare Fastify route as the floor a request
 * cannot go under, and sign-in of a demo user. `close` leaves nothing behind.
 */
export async function startBenchServer(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-bench-'));
  const config = { ...loadConfig({ ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }) };
  const database = await openDatabase(config);
  await seedDemo(database.db, { timeZone: config.timeZone, now: config.now() });
  const { app, pipeline } = await buildApp(config, database);
  await app.ready();
  const bare = Fastify();
  bare.get('/bare', () => ({ ok: true }));
  await bare.ready();

  /** A demo user's token and the shop's business date (yyyy-MM-dd). */
  async function login(kodeToko: string, userId = 'OWNER'): Promise<{ token: string; tglSystem: string }> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { kode_toko: kodeToko, user_id: userId, password: DEMO_PASSWORD },
    });
    const body = response.json() as { token: string; user: { tgl_system: string } };
    return { token: body.token, tglSystem: body.user.tgl_system.slice(0, 10) };
  }

  return {
    app,
    /** The closing's steps, for a bench that times each one. */
    pipeline,
    bare,
    database,
    login,
    async close() {
      await app.close();
      await bare.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
