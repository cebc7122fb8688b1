import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../e2e/support/server.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The real server as a child process, so it can be killed as a power cut would. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** Still running (never restarted behind the script's back). */
  alive(): boolean;
  /** SIGKILL: no shutdown hook runs, no transaction is committed or rolled back by the server. */
  kill9(): Promise<void>;
  /** SIGTERM: the server's own orderly shutdown. */
  stop(): Promise<void>;
  output(): string;
}

/**
 * Starts `apps/server/src/server.ts` (as `npm run dev` does, no build needed) with the demo
 * seed, on the database `env` names, with its clock at noon of `tanggal` in Jakarta: the
 * shop's business day is today for the server, so writes are allowed and the day may close.
 */
export async function startServerProcess(options: {
  env: Record<string, string>;
  tanggal: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      TOKO_TIME_ZONE: 'Asia/Jakarta',
      TOKO_NOW: `${options.tanggal}T05:00:00.000Z`,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // Only the tail matters when something goes wrong.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server berhenti:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server tidak siap dalam 120 detik:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/toko/get/options`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    pid: child.pid ?? 0,
    alive,
    async kill9() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (alive()) child.kill('SIGTERM');
      await exited;
    },
    output: () => output,
  };
}
