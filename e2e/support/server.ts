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
  stop(): Promise<void>;
}

// A port nobody listens on now (the e2e servers, the fault checks, the load bench, the health test).
export { freePort };

/**
 * Starts the real server as `npm start` runs it, the compiled bundle (built by the
 * test script or the global setup), on a temporary PGlite folder and waits until it answers.
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'toko-e2e-'));
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
      TOKO_NOW: `${todayInTimeZone(new Date(), 'Asia/Jakarta')}T05:00:00.000Z`,
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
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
