import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../e2e/support/server.ts';

/**
 * A PostgreSQL of the script's own, in a temporary folder on a free port: restarting it
 * under traffic never disturbs the machine's shared server. initdb refuses root, so its
 * programs run as the `postgres` OS user in a folder that user owns.
 */
export interface PrivatePostgres {
  port: number;
  /** A new empty database, answered as a connection URL. */
  createDatabase(name: string): Promise<string>;
  /**
   * Stops it (fast: open connections are ended), waiting until it is down. Asynchronous, so
   * the script's own traffic keeps flowing meanwhile.
   */
  stop(): Promise<void>;
  /** Starts it again, resolving once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  destroy(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`PostgreSQL tidak ditemukan di ${root}`);
  return path.join(root, versions[0], 'bin');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-faults-pg-'));
  const dataDir = path.join(folder, 'data');
  const socketDir = path.join(folder, 'socket');
  fs.mkdirSync(socketDir);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  const invocation = (program: string, args: string[]): [string, string[]] => {
    const command = path.join(bin, program);
    return asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  };
  const run = (program: string, args: string[]) => {
    const [file, fileArgs] = invocation(program, args);
    execFileSync(file, fileArgs, { stdio: ['ignore', 'pipe', 'pipe'], cwd: folder });
  };
  const runAsync = async (program: string, args: string[]) => {
    const [file, fileArgs] = invocation(program, args);
    await promisify(execFile)(file, fileArgs, { cwd: folder });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const pgCtlArgs = (action: 'start' | 'stop') => [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(folder, 'postgres.log'),
    ...(action === 'stop' ? ['-m', 'fast'] : []),
    // fsync off: the test is about the server's connections, not the disk under PostgreSQL.
    ...(action === 'start'
      ? ['-o', `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`]
      : []),
    action,
  ];
  run('pg_ctl', pgCtlArgs('start'));
  const base = `postgres://postgres@127.0.0.1:${port}`;
  let running = true;
  return {
    port,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return `${base}/${name}`;
    },
    async stop() {
      await runAsync('pg_ctl', pgCtlArgs('stop'));
      running = false;
    },
    async start() {
      await runAsync('pg_ctl', pgCtlArgs('start'));
      running = true;
    },
    destroy() {
      try {
        if (running) run('pg_ctl', pgCtlArgs('stop'));
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
