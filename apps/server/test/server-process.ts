import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { TEST_TODAY } from './test-clock.ts';

const serverMain = path.resolve(import.meta.dirname, '../src/server.ts');
/** Every process started, so a test that timed out leaves none behind (killServerProcesses). */
const started = new Set<ChildProcess>();

/** Kills what is still running of the processes started here, and waits for each to leave. */
export async function killServerProcesses(): Promise<void> {
  await Promise.all(
    [...started].map(async (child) => {
      if (child.exitCode === null && child.signalCode === null) {
        const left = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await left;
      }
      started.delete(child);
    }),
  );
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** The exit code once the process left. */
  exited: Promise<number | null>;
}

/** `npm start`'s server spawned on a free port, at the test clock, without demo goods; its stderr kept. */
async function spawnServer(env: NodeJS.ProcessEnv) {
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
  started.add(child);
  const output = { stderr: '' };
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output, exited };
}

/**
 * A server that must refuse to start (a database it may not run on): its exit code and what
 * it wrote to stderr, once it has left.
 */
export async function refusedStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  const { child, output, exited } = await spawnServer(env);
  // One that starts after all is stopped, and its exit code (null) fails the test.
  const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  const code = await exited;
  clearTimeout(timer);
  return { code, stderr: output.stderr };
}

/**
 * `npm start`'s server as a process of its own (not the test's), on a free port, at the test
 * clock, without demo goods; resolves once `/health/ready` says 200. `env` names its database
 * (DATA_DIR or DATABASE_URL) and whatever else the test sets.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const { child, port, output, exited } = await spawnServer(env);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${origin}/health/ready`).catch(() => undefined);
    if (ready?.status === 200) return { child, origin, exited };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server tidak siap: ${output.stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
