import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { SERVER_TEXTS } from '../../texts.ts';

/**
 * How `npm run backup` reaches a running PGlite server. Two processes on one PGlite folder
 * corrupt it, so while the server holds the folder only the server may copy it. The server
 * writes this file (owner-only, 0600) in DATA_DIR when it listens: its address and a random
 * token. Reading it proves the caller may read DATA_DIR, which holds the whole database
 * anyway; no user password is kept in a script or an environment variable for it.
 */
export const CONTROL_FILE = 'backup-control.json';
export const BACKUP_ROUTE = '/api/system/backup';
export const TOKEN_HEADER = 'x-backup-token';

export interface BackupControl {
  pid: number;
  url: string;
  token: string;
}

export const controlFile = (dataDir: string) => path.join(dataDir, CONTROL_FILE);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string' || given.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(token));
}

/** The address a script on this machine calls: a wildcard listen answers on loopback. */
function localUrl(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * `POST /api/system/backup` answers the PGlite database as a gzipped tar (see dumpPglite),
 * to a caller on this machine with the token of the control file. PostgreSQL has no such
 * route: the script runs pg_dump against the server itself.
 */
export function registerBackupControl(
  app: FastifyInstance,
  deps: { config: Pick<Config, 'dataDir'>; database: Database },
): void {
  const dump = deps.database.dump;
  if (!dump) return;
  const token = randomBytes(32).toString('hex');
  const file = controlFile(deps.config.dataDir);

  // Not part of the API document: a local command's own channel, not a call for integrators.
  app.post(
    BACKUP_ROUTE,
    { config: { access: { public: true } }, schema: { hide: true } },
    async (request, reply) => {
      // The socket's own address: X-Forwarded-For (TRUST_PROXY) could name any.
      if (
        !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
        !sameToken(request.headers[TOKEN_HEADER], token)
      )
        return reply.status(403).send({ message: SERVER_TEXTS.backup.ditolak });
      const started = Date.now();
      const body = Buffer.from(await (await dump()).arrayBuffer());
      request.log.info(`cadangan database: ${body.length} byte dalam ${Date.now() - started} ms`);
      return reply.header('content-type', 'application/gzip').send(body);
    },
  );

  app.addHook('onListen', async () => {
    const url = localUrl(app);
    if (!url) return;
    const control: BackupControl = { pid: process.pid, url, token };
    fs.mkdirSync(deps.config.dataDir, { recursive: true });
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, JSON.stringify(control), { mode: 0o600, flag: 'wx' });
  });
  app.addHook('onClose', async () => {
    // Only our own file: a later server on the folder may have written its own.
    const written = readControl(deps.config.dataDir);
    if (written?.token === token) fs.rmSync(file, { force: true });
  });
}

export function readControl(dataDir: string): BackupControl | null {
  try {
    return JSON.parse(fs.readFileSync(controlFile(dataDir), 'utf8')) as BackupControl;
  } catch {
    return null;
  }
}
