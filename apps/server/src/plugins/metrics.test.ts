import type { Barang } from '@toko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { addPieces, scanned } from '../../test/goods-fixtures.ts';
import { importRows } from '../../test/import-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { closeDay, openTill } from '../../test/till-fixtures.ts';

/**
 * Metrics (issue 31 item 2) through the real HTTP stack: `/metrics` in the Prometheus text format
 * only with the bearer token; requests by route pattern (never the raw URL), errors by status,
 * database statements, Node's own figures, and the business: a sale saved, an import and its
 * rows, a closing and its duration. Then on a port of its own (a server process is scraped in
 * health.test.ts).
 */

const TOKEN = 'rahasia-metrics-untuk-test-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('metrics', () => {
  let t: TestApp;
  let owner: string;
  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    owner = await t.login('PST', 'OWNER');
    await openTill(t, owner);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers only the bearer of METRICS_TOKEN, in the Prometheus text format', async () => {
    for (const headers of [{}, { authorization: 'Bearer salah' }, { authorization: TOKEN }]) {
      const refused = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
    }
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE toko_http_request_duration_seconds histogram');
    // Node's own: event-loop lag, memory, CPU.
    for (const name of ['toko_nodejs_eventloop_lag_seconds', 'toko_process_resident_memory_bytes'])
      expect(sample(response.body, name), name).toBeGreaterThanOrEqual(0);
  });

  it('counts requests by route pattern, never the raw address, and errors by status', async () => {
    await t.call('GET', 'users/me', owner);
    await t.call('GET', 'penjualan/PST-FJ-RAHASIA-9999', owner);
    const text = await scrape();
    const me = { method: 'GET', route: '/api/users/me', status: '200' };
    expect(sample(text, 'toko_http_request_duration_seconds_count', me)).toBeGreaterThanOrEqual(1);
    const missing = { status: '404', route: '/api/penjualan/:no_faktur_group' };
    expect(sample(text, 'toko_http_errors_total', missing)).toBe(1);
    expect(text).not.toContain('RAHASIA');
    // The scrape itself is not counted.
    expect(text).not.toContain('route="/metrics"');
    // Statements the database ran, timed.
    const kind = { database: t.database.kind };
    expect(sample(text, 'toko_db_query_duration_seconds_count', kind)).toBeGreaterThan(0);
    if (t.database.kind === 'postgres')
      expect(sample(text, 'toko_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });

  it('counts the business: a sale saved, an import and its rows, a closing and its duration', async () => {
    const [ring] = (await addPieces(t, owner, [{ nama_barang: 'CINCIN METRICS' }])) as [Barang];
    const sale = await t.call('POST', 'penjualan', owner, {
      idempotency_key: 'metrics-jual-0001',
      kode_sales: 'S01',
      nama_customer: 'ibu metrics',
      items: [scanned(ring)],
      bayar: { cash: 50_000_000 },
    });
    expect(sale.statusCode, sale.body).toBe(200);
    await t.call('POST', 'penjualan/validasi', owner, { no_faktur_group: [sale.json().no_faktur_group] });
    const run = await importRows(t, owner, 'master_group', [
      { kode_group: 'MTR1', nama_group: 'EMAS METRICS', jenis_group: 'EMAS', harga: '1000000' },
      { kode_group: 'MTR2', nama_group: 'EMAS METRICS 2', jenis_group: 'EMAS', harga: '1000000' },
    ]);
    expect(run.job?.status).toBe('SELESAI');
    expect((await closeDay(t, owner)).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'toko_documents_saved_total', { jenis: 'penjualan' })).toBe(1);
    expect(sample(text, 'toko_import_jobs_total', { jenis: 'master_group', status: 'SELESAI' })).toBe(1);
    expect(sample(text, 'toko_import_rows_total', { jenis: 'master_group' })).toBe(2);
    expect(sample(text, 'toko_closing_duration_seconds_count', { hasil: 'selesai' })).toBe(1);
    expect(sample(text, 'toko_closing_duration_seconds_sum', { hasil: 'selesai' })).toBeGreaterThan(0);
  });
});

describe('metrics switched off, and on a port of their own', () => {
  it('answers 404 while METRICS_TOKEN is unset', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('serves them on METRICS_PORT, not on the app’s port', async () => {
    const port = await freePort();
    const t = await createTestApp({
      env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(port), HOST: '127.0.0.1' },
    });
    try {
      const own = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: auth });
      expect(own.status).toBe(200);
      expect(await own.text()).toContain('toko_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: auth })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
