import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { adminStatement } from './postgres-admin.ts';
import { TEST_TIME_ZONE, testNow } from './test-clock.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** On PostgreSQL: the migrated and seeded database each file's own is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Creating a PGlite database costs seconds; loading a dump of a migrated and
 * seeded one costs under one. Build the template once for the whole run.
 * On PostgreSQL (TEST_DATABASE_URL) likewise: one database migrated and seeded here, and each
 * file's own made with `CREATE DATABASE … TEMPLATE` (a copy of its files) instead of running
 * every migration and the seed again.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide('pgliteTemplate', '');
    const name = `toko_template_${process.pid}`;
    const admin = (statement: string) => adminStatement(serverUrl, statement);
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Closed before any copy: a template must have no session open while it is copied.
    const database = await openPostgres(url.toString());
    await seedDemo(database.db, { timeZone: TEST_TIME_ZONE, now: testNow(), goods: false });
    await database.close();
    project.provide('postgresTemplate', name);
    return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  project.provide('postgresTemplate', '');
  const database = await openPglite({});
  await seedDemo(database.db, { timeZone: TEST_TIME_ZONE, now: testNow(), goods: false });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'toko-template-')), 'template.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
