import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client.ts';
import { seedDemo } from '../src/demo/seed-demo.ts';
import { TEST_TIME_ZONE, testNow } from './test-clock.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database costs seconds; loading a dump of a migrated and
 * seeded one costs under one. Build the template once for the whole run.
 * On PostgreSQL (TEST_DATABASE_URL) each file makes its own database instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
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
