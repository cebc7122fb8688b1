import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayInTimeZone } from '@toko/shared';
import { freePort } from '../../apps/server/test/free-port.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** What `npm start` runs: the server bundle of `npm run build`. */
const compiledServer = 'apps/server/dist/server.js';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The business day the server's clock started on (TOKO_NOW's date). */
  day: string;
  stop(): Promise<void>;
}

/** The key under which the global setup hands the files its seeded data folder. */
export const E2E_TEMPLATE = 'e2eServerTemplate';

/** A stopped server's data folder, migrated and seeded for `day`, that a new server starts on a copy of. */
export interface ServerTemplate {
  dataDir: string;
  day: string;
}

/** The global setup's template, when this runs under Vitest and it made one. */
async function providedTemplate(): Promise<ServerTemplate | null> {
  try {
    const { inject } = await import('vitest');
    return inject(E2E_TEMPLATE) ?? null;
  } catch {
    return null;
  }
}

// A port nobody listens on now (the e2e servers, the fault checks, the load bench, the health test).
export { freePort };

/**
 * Starts the real server as `npm start` runs it, the compiled bundle (built by the
 * test script or the global setup), on a temporary PGlite folder and waits until it answers.
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; template?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'toko-e2e-'));
  const day = todayInTimeZone(new Date(), 'Asia/Jakarta');
  // The standard start (a new folder, today's clock, the demo without goods) begins on a copy of
  // the global setup's folder; a file that sets its own clock or data seeds its own.
  const standard = !options.dataDir && Object.keys(options.env ?? {}).length === 0;
  const template = standard && options.template !== false ? await providedTemplate() : null;
  if (template?.day === day) fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', compiledServer], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Tests put in the trays exactly the pieces they count on; the demo's own stay out.
      SEED_DEMO_GOODS: 'false',
      // The server's clock starts at noon of today in Jakarta (TOKO_NOW sets an offset): a run
      // that crosses midnight would otherwise find the shop's date behind today, writes blocked.
      TOKO_NOW: `${day}T05:00:00.000Z`,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server berhenti:\n${output}`);
    try {
      const response = await fetch(`${url}/api/toko/get/options`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) throw new Error(`server tidak siap:\n${output}`);
  return {
    url,
    dataDir,
    day,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
