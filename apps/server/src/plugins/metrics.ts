import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { OPERATOR_ROUTE } from './health.ts';

/** Seconds: from a cached read to an export page; a closing or an import runs longer. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const CLOSING_BUCKETS = [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

/** Paths whose requests are not counted: the scrape itself and the balancer's checks. */
const UNCOUNTED = new Set(['/metrics', '/health/live', '/health/ready']);

/** The counter documents whose saving the business counters follow, by their save route. */
const DOCUMENT_SAVES: Record<string, string> = {
  '/api/penjualan': 'penjualan',
  '/api/pembelian': 'pembelian',
  '/api/tukar': 'tukar',
  '/api/hutang': 'hutang',
  '/api/titipan': 'titipan',
  '/api/pesanan': 'pesanan',
  '/api/service': 'service',
};

/**
 * The process's figures in the Prometheus text format (prom-client): requests by route pattern,
 * method and status with their latency; errors by status; database statements' time and (on
 * PostgreSQL) the pool's connections; Node's event-loop lag, memory and CPU; and the business:
 * counter documents saved, closings and their duration, imports and their rows.
 */
export function createMetrics(database: Database, options: { processMetrics: boolean }) {
  const registry = new Registry();
  // Node's own figures sample the event loop and watch the GC for the life of the process: only
  // where somebody scrapes them (METRICS_TOKEN set), not in every app a test builds.
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'toko_' });

  const requests = new Histogram({
    name: 'toko_http_request_duration_seconds',
    help: 'Lama permintaan HTTP per pola route, method dan status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'toko_http_errors_total',
    help: 'Jawaban 4xx dan 5xx per status dan pola route',
    labelNames: ['status', 'route'] as const,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'toko_db_query_duration_seconds',
    help: 'Lama setiap perintah ke database',
    labelNames: ['database'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const { pool } = database;
  new Gauge({
    name: 'toko_db_pool_connections',
    help: 'Koneksi pool PostgreSQL: total, idle, dan permintaan yang menunggu koneksi',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  const saved = new Counter({
    name: 'toko_documents_saved_total',
    help: 'Dokumen counter yang tersimpan (penjualan, pembelian, hutang, ...)',
    labelNames: ['jenis'] as const,
    registers: [registry],
  });
  const closings = new Histogram({
    name: 'toko_closing_duration_seconds',
    help: 'Lama tutup toko per hasil (selesai atau ditolak)',
    labelNames: ['hasil'] as const,
    buckets: CLOSING_BUCKETS,
    registers: [registry],
  });
  const imports = new Counter({
    name: 'toko_import_jobs_total',
    help: 'Import data yang selesai atau gagal, per jenis',
    labelNames: ['jenis', 'status'] as const,
    registers: [registry],
  });
  const importRows = new Counter({
    name: 'toko_import_rows_total',
    help: 'Baris yang ditulis oleh import data, per jenis',
    labelNames: ['jenis'] as const,
    registers: [registry],
  });

  const backups = new Counter({
    name: 'toko_backups_total',
    help: 'Cadangan terjadwal per hasil (berhasil, gagal, dilewati karena proses lain)',
    labelNames: ['hasil'] as const,
    registers: [registry],
  });
  const backupLast = new Gauge({
    name: 'toko_backup_last_success_timestamp_seconds',
    help: 'Waktu cadangan utuh terakhir di BACKUP_DIR (detik sejak 1970)',
    registers: [registry],
  });
  const backupBytes = new Gauge({
    name: 'toko_backup_last_bytes',
    help: 'Ukuran cadangan terjadwal terakhir yang berhasil',
    registers: [registry],
  });
  const backupSeconds = new Gauge({
    name: 'toko_backup_last_duration_seconds',
    help: 'Lama cadangan terjadwal terakhir yang berhasil',
    registers: [registry],
  });

  const kind = database.kind;
  database.queryTiming.setObserver((seconds) => queries.observe({ database: kind }, seconds));

  return {
    registry,
    /** One answered request: its route pattern (never the raw URL), method, status and time. */
    request(method: string, route: string | undefined, status: number, seconds: number) {
      const pattern = route ?? 'unmatched';
      if (UNCOUNTED.has(pattern)) return;
      requests.observe({ method, route: pattern, status: String(status) }, seconds);
      if (status >= 400) errors.inc({ status: String(status), route: pattern });
      const jenis = DOCUMENT_SAVES[pattern];
      if (jenis && method === 'POST' && status === 200) saved.inc({ jenis });
    },
    closing(hasil: 'selesai' | 'ditolak', seconds: number) {
      closings.observe({ hasil }, seconds);
    },
    importFinished(jenis: string, status: 'SELESAI' | 'GAGAL', rows: number) {
      imports.inc({ jenis, status });
      if (status === 'SELESAI') importRows.inc({ jenis }, rows);
    },
    /** A scheduled backup's outcome (the backup module's reporter). */
    backupFinished(
      hasil: 'berhasil' | 'gagal' | 'dilewati',
      attempt: { at: string; bytes?: number; seconds?: number },
    ) {
      backups.inc({ hasil });
      if (hasil !== 'berhasil') return;
      backupLast.set(Date.parse(attempt.at) / 1000);
      if (attempt.bytes !== undefined) backupBytes.set(attempt.bytes);
      if (attempt.seconds !== undefined) backupSeconds.set(attempt.seconds);
    },
    /** The newest backup already in the folder when the server starts. */
    backupKnown(at: string) {
      backupLast.set(Date.parse(at) / 1000);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** `Authorization: Bearer {METRICS_TOKEN}`, compared in constant time. */
function authorised(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Answers a scrape: the figures with the token, 401 without it, 404 while METRICS_TOKEN is unset. */
function scrape(metrics: Metrics, token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!token) return reply.status(404).send({ message: 'Metrics tidak aktif: isi METRICS_TOKEN' });
    if (!authorised(request, token)) {
      return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ message: 'Token metrics salah' });
    }
    reply.header('Content-Type', metrics.registry.contentType).header('Cache-Control', 'no-store');
    return metrics.registry.metrics();
  };
}

/**
 * Counts every request on the app's hooks, and serves `GET /metrics` on the app or, with
 * METRICS_PORT, on a port of its own (kept off the public listener). Hooks are added before
 * the routes so that theirs are counted.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, config: Config) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (config.metrics.port === undefined) {
    app.get('/metrics', OPERATOR_ROUTE, scrape(metrics, config.metrics.token));
    return;
  }
  const own = Fastify({ logger: false });
  own.get('/metrics', scrape(metrics, config.metrics.token));
  app.addHook('onReady', async () => {
    await own.listen({ port: config.metrics.port ?? 0, host: config.host });
  });
  app.addHook('onClose', async () => {
    await own.close();
  });
}
