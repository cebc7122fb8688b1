import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres, processRunning } from './client.ts';
import { toko } from './schema/index.ts';

describe('embedded PGlite folder', () => {
  it('refuses a second server on the same data folder with a clear message, and frees it on close', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-lock-'));
    // Another live process (our parent) holds the folder.
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
    await expect(openPglite({ dataDir })).rejects.toThrow(/sedang dipakai oleh server lain/);

    // A lock left by a dead process is taken over.
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999999');
    const database = await openPglite({ dataDir });
    const rows = await database.db.select({ n: sql<number>`count(*)::int` }).from(toko);
    expect(rows).toEqual([{ n: 0 }]);
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it.runIf(process.platform === 'linux')(
    'takes over the folder of a server killed with SIGKILL that its parent has not reaped yet',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-lock-'));
      // The shell becomes `sleep 60`, which never waits for its child: once killed, the
      // child stays a zombie, as a killed server does until npm or the shell reaps it.
      const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 60'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      try {
        const [line] = (await once(parent.stdout, 'data')) as [Buffer];
        const server = Number(line.toString().trim());
        process.kill(server, 'SIGKILL');
        const state = () => fs.readFileSync(`/proc/${server}/stat`, 'utf8').split(') ')[1]?.[0];
        for (let i = 0; i < 100 && state() !== 'Z'; i++) await new Promise((r) => setTimeout(r, 20));
        expect(state()).toBe('Z');
        expect(processRunning(server)).toBe(false);
        expect(processRunning(parent.pid ?? 0)).toBe(true);

        fs.writeFileSync(path.join(dataDir, 'server.lock'), String(server));
        const database = await openPglite({ dataDir });
        expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
        await database.close();
      } finally {
        parent.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL pool', () => {
  /** The app's pool on a database of the test's own, beside an admin connection that can end its connections. */
  async function onOwnDatabase(work: (database: Database, admin: pg.Client, name: string) => Promise<void>) {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const name = `toko_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString());
    try {
      await work(database, admin, name);
    } finally {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }

  it('survives the server ending its idle connections and answers the next query', async () => {
    await onOwnDatabase(async (database, admin, name) => {
      await database.db.execute(sql`select 1`);
      // What a restart or failover does to the connections the pool keeps idle.
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await database.db.select({ n: sql<number>`count(*)::int` }).from(toko);
      expect(rows).toEqual([{ n: 0 }]);
    });
  });

  it('survives the server ending a connection held between two statements of a transaction', async () => {
    await onOwnDatabase(async (database, admin) => {
      const transaction = database.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await admin.query('select pg_terminate_backend($1)', [result.rows[0]?.pid]);
        // The connection's 'error' arrives while it runs no statement: unheard, it stopped the process.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      const rows = await database.db.select({ n: sql<number>`count(*)::int` }).from(toko);
      expect(rows).toEqual([{ n: 0 }]);
    });
  });
});
