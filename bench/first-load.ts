/**
 * First load: how much JavaScript crosses the wire before staff see the sign-in page, and
 * then the dashboard after signing in through the real form. Runs the real server with the
 * built web app on a temporary data folder, and Debian's headless Chromium.
 * `npm run bench:first-load` builds the app and runs it; `npm run bench` runs it last.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Barang } from '@toko/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { apiCall, apiLogin } from '../e2e/support/api.ts';
import { openBrowser } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { signInAsOwner, timeDashboard } from './dashboard-timing.ts';
import { printGoals } from './measure.ts';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'apps/web/dist');

/** Budgets in kB (1000 bytes) of script bytes as sent, compressed when the server compresses. */
const SIGN_IN_GOAL_KB = 250;
const DASHBOARD_GOAL_KB = 450;
/** Issue 28: the dashboard on the throttled profile, and what it asks the server after sign-in. */
const COLD_GOAL_MS = 2500;
const WARM_GOAL_MS = 1200;
const CALLS_GOAL = 4;

interface ScriptLoad {
  url: string;
  /** Body bytes as they came over the wire (compressed size when content-encoding is set). */
  wireBytes: number;
  encoding: string;
}

/**
 * Records every script the page loads, through the DevTools protocol. Its size is the body as
 * sent (content-length, the compressed size when content-encoding is set), else the bytes
 * received less the header bytes. A script the page finds in the HTTP cache still counts with
 * its sent size: the service worker's precache fetched it over the same wire moments before.
 */
async function recordScripts(
  context: BrowserContext,
  page: Page,
): Promise<{ loads: ScriptLoad[]; drain: () => Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const loads: ScriptLoad[] = [];
  const inFlight = new Map<string, ScriptLoad & { headerBytes: number; contentLength?: number }>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const { response } = event;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const cached = response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker;
    inFlight.set(event.requestId, {
      url: new URL(response.url).pathname,
      wireBytes: 0,
      headerBytes: response.encodedDataLength,
      contentLength: headers['content-length'] ? Number(headers['content-length']) : undefined,
      encoding: `${headers['content-encoding'] ?? 'identity'}${cached ? ' (cache)' : ''}`,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const load = inFlight.get(event.requestId);
    if (!load) return;
    inFlight.delete(event.requestId);
    loads.push({
      url: load.url,
      wireBytes: load.contentLength ?? event.encodedDataLength - load.headerBytes,
      encoding: load.encoding,
    });
  });
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
  });
  // networkidle can come before the last loadingFinished event: wait until none is pending.
  const drain = async () => {
    while (inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { loads, drain };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const sum = (loads: ScriptLoad[]) => loads.reduce((total, load) => total + load.wireBytes, 0);

function describeLoads(label: string, loads: ScriptLoad[]): void {
  console.log(`  ${label}: ${loads.length} scripts, the largest:`);
  for (const load of [...loads].sort((a, b) => b.wireBytes - a.wireBytes).slice(0, 8)) {
    console.log(`    ${kB(load.wireBytes).padStart(7)} kB  ${load.url}  ${load.encoding}`);
  }
}

/** What the service worker downloads on install: its precache list, as the server would send it. */
function precacheSize(): { files: number; bytes: number } | undefined {
  const swFile = path.join(distDir, 'sw.js');
  if (!fs.existsSync(swFile)) return undefined;
  const urls = [...fs.readFileSync(swFile, 'utf8').matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? '');
  let bytes = 0;
  for (const url of urls) {
    const file = path.join(distDir, url);
    // The worker's fetch sends the browser's Accept-Encoding: count the gzip file where one exists.
    const gzip = `${file}.gz`;
    bytes += fs.statSync(fs.existsSync(gzip) ? gzip : file).size;
  }
  return { files: urls.length, bytes };
}

/** One sale today, so the dashboard draws its chart bars as in a working shop. */
async function sellOnePiece(baseUrl: string): Promise<void> {
  const token = await apiLogin(baseUrl, 'PST', 'OWNER');
  const { items } = await apiCall<{ items: Barang[] }>(baseUrl, token, 'POST', 'barang', {
    items: [
      {
        kode_group: '750',
        kode_dept: 'CC',
        kode_gudang: 'TOKO',
        kode_baki: 'CC01',
        nama_barang: 'CINCIN BENCH',
        berat: 3.27,
        kadar: 75,
        kadar_cetak: '750',
        ongkos_type: 'GRAM',
        ongkos: 50_000,
      },
    ],
  });
  const piece = items[0] as Barang;
  await apiCall(baseUrl, token, 'POST', 'penjualan', {
    idempotency_key: `bench-first-load-${Date.now()}`,
    kode_sales: 'S01',
    nama_customer: 'ibu ani',
    items: [{ kode_barcode: piece.kode_barcode, kode_gudang: piece.kode_gudang, kode_baki: piece.kode_baki }],
    bayar: { cash: 50_000_000 },
  });
}

interface FirstLoad {
  signIn: ScriptLoad[];
  dashboard: ScriptLoad[];
}

/**
 * A fresh browser (empty cache) opens the sign-in page, then signs in as OWNER of PST through the
 * form and waits for the dashboard's chart. `acceptEncoding` stands in for the browser's own.
 */
async function firstLoad(baseUrl: string, acceptEncoding?: string): Promise<FirstLoad> {
  const browser = await openBrowser();
  try {
    if (acceptEncoding) await browser.context.setExtraHTTPHeaders({ 'Accept-Encoding': acceptEncoding });
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const { loads, drain } = await recordScripts(browser.context, page);

    await page.goto(`${baseUrl}/`);
    await page.getByTestId('login-shop').waitFor();
    await page.waitForLoadState('networkidle');
    await drain();
    const signIn = [...loads];

    await signInAsOwner(page);
    // The sales chart is the last thing the dashboard draws (its bars).
    await page.locator('[data-testid="penjualan-chart"] [data-bar]').first().waitFor();
    await page.waitForLoadState('networkidle');
    await drain();
    return { signIn, dashboard: [...loads] };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  }
  const server = await startServer();
  try {
    await sellOnePiece(server.url);
    // Chromium offers brotli on HTTPS and localhost only; a shop serving plain http:// on its
    // LAN address gets gzip, so that pass is shown beside the goal's.
    const brotli = await firstLoad(server.url);
    const gzip = await firstLoad(server.url, 'gzip, deflate');

    const signInBytes = sum(brotli.signIn);
    const dashboardBytes = sum(brotli.dashboard);
    const timing = await timeDashboard(server.url);
    const met = printGoals('first load (throttled: 4x CPU, 1.6 Mbps, 150 ms RTT)', [
      {
        name: 'sign-in page JS over the wire (brotli)',
        value: signInBytes / 1000,
        unit: 'kB',
        comparator: { name: 'as gzip', value: sum(gzip.signIn) / 1000 },
        goal: { text: `≤ ${SIGN_IN_GOAL_KB} kB`, max: SIGN_IN_GOAL_KB },
      },
      {
        name: 'sign-in + dashboard JS over the wire (brotli)',
        value: dashboardBytes / 1000,
        unit: 'kB',
        comparator: { name: 'sign-in page', value: signInBytes / 1000 },
        goal: { text: `≤ ${DASHBOARD_GOAL_KB} kB`, max: DASHBOARD_GOAL_KB },
      },
      {
        name: 'calls to the server after sign-in',
        value: timing.callsAfterSignIn.length,
        unit: 'calls',
        goal: { text: `≤ ${CALLS_GOAL}`, max: CALLS_GOAL },
      },
      {
        name: 'dashboard interactive after Masuk, cold',
        value: timing.coldMs,
        unit: 'ms',
        comparator: { name: 'sign-in form, cold', value: timing.signInMs },
        goal: { text: `≤ ${COLD_GOAL_MS / 1000} s`, max: COLD_GOAL_MS },
      },
      {
        name: 'dashboard interactive, warm reload',
        value: timing.warmMs,
        unit: 'ms',
        comparator: { name: 'sign-in form, cold', value: timing.signInMs },
        goal: { text: `≤ ${WARM_GOAL_MS / 1000} s`, max: WARM_GOAL_MS },
      },
    ]);
    console.log(`  calls after sign-in: ${timing.callsAfterSignIn.join(', ')}`);
    const precache = precacheSize();
    if (precache) {
      console.log(
        `first load: service worker precache ${precache.files} files, ${kB(precache.bytes)} kB as gzip, fetched in the background`,
      );
    }
    describeLoads('sign-in page', brotli.signIn);
    describeLoads('dashboard, added after sign-in', brotli.dashboard.slice(brotli.signIn.length));
    process.exitCode = met ? 0 : 1;
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

void main();
