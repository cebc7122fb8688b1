/**
 * Memory (issue 28 item 5): the built server on the embedded database (`npm start`'s
 * apps/server/dist/server.js on a new DATA_DIR), its resident memory read from /proc while
 * it makes its database and the demo chain, takes a 100,000-line penjualan import through
 * the HTTP route as Import Data sends it, and answers the report bench's pages and an Excel
 * export over those lines. `npm run bench:memory` (builds first). Goal: RSS ≤ 400 MB at
 * first start (its peak), after the import and after the reports; exits 1 when missed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../apps/server/src/demo/seed-demo.ts';
import { freePort } from '../e2e/support/server.ts';
import { type GoalFigure, printGoals } from './measure.ts';
import { importOverHttp, LINES } from './penjualan-file.ts';

const GOAL_MB = 400;
const root = path.resolve(import.meta.dirname, '..');

/** The process's resident memory in MB, or undefined once it is gone. */
function rssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The peak RSS of `pid` while `run` runs, sampled every 20 ms, and the RSS when it ends. */
async function phase<T>(pid: number, run: () => Promise<T>) {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, 20);
  try {
    const result = await run();
    return { result, peak, after: rssMb(pid) ?? 0 };
  } finally {
    clearInterval(timer);
  }
}

async function waitReady(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('siap di')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server berhenti (kode ${code}):\n${seen}`)));
  });
}

async function main(): Promise<void> {
  const server = path.join(root, 'apps/server/dist/server.js');
  if (!fs.existsSync(server)) throw new Error('apps/server/dist is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-memory-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = child.pid as number;
  try {
    const start = await phase(pid, () => waitReady(child));
    const login = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kode_toko: 'PST', user_id: 'OWNER', password: DEMO_PASSWORD }),
    });
    const { token, user } = (await login.json()) as { token: string; user: { tgl_system: string } };
    const tglSystem = user.tgl_system.slice(0, 10);
    const headers = { 'content-type': 'application/json', 'x-auth-token': token };

    // The import, in the parts the page sends, then polled until written.
    const imported = await phase(pid, () => importOverHttp(`${origin}/api`, headers, tglSystem));

    // The report bench's reads over the imported year: pages at depth, then the Excel of it all.
    const period = {
      tgl_from: `${Number(tglSystem.slice(0, 4)) - 1}${tglSystem.slice(4)}`,
      tgl_to: tglSystem,
    };
    const reports = await phase(pid, async () => {
      for (const skip of [0, Math.floor(LINES / 2), LINES - 50]) {
        const response = await fetch(`${origin}/api/laporan/transaksi-penjualan`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...period, skip, limit: 50 }),
        });
        if (!response.ok) throw new Error(`report page ${skip}: ${response.status}`);
        await response.arrayBuffer();
      }
      for (const name of ['penjualan-rekap', 'penjualan-sales', 'penjualan-margin']) {
        await (
          await fetch(`${origin}/api/laporan/${name}`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ ...period, skip: 0, limit: 50 }),
          })
        ).arrayBuffer();
      }
      const file = await fetch(`${origin}/api/laporan/transaksi-penjualan/export`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...period, format: 'xlsx' }),
      });
      for await (const _chunk of file.body as unknown as AsyncIterable<Uint8Array>) {
        // read and dropped, as a download
      }
    });

    const figure = (name: string, value: number): GoalFigure => ({
      name,
      value,
      unit: 'MB',
      goal: { text: `≤ ${GOAL_MB} MB`, max: GOAL_MB },
    });
    const met = printGoals('server memory on PGlite (RSS of the server process)', [
      figure('first start: making the database and the demo chain, peak', start.peak),
      figure('first start: ready', start.after),
      figure(`after an import of ${LINES} penjualan lines over HTTP`, imported.after),
      figure("report pages at depth and the year's Excel export, peak", reports.peak),
      figure('after the reports', reports.after),
    ]);
    // Beside the goal's points: the import's transient peak (parts parsed and checked while the
    // staged rows are written), given back once it is done.
    console.log(`  while importing: peak ${imported.peak.toFixed(0)} MB`);
    process.exitCode = met ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
