import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, migrationsFolder, rowsOf } from '../db/client.ts';
import { readJournal } from '../db/migrate.ts';

/** What `/health/ready` says of one thing it depends on. */
export interface HealthCheck {
  ok: boolean;
  detail: string;
}

/** A database that does not answer in this long is as good as down to a load balancer. */
const DATABASE_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The route options of what an operator's tools call (health, metrics): no sign-in, and logged
 * only at warn so that a check every few seconds does not drown the access log.
 */
export const OPERATOR_ROUTE = { logLevel: 'warn' as const, config: { access: { public: true as const } } };

/**
 * Health for a load balancer or a service manager, without signing in and kept out of the
 * access log (level warn): `GET /health/live` answers while the process does;
 * `GET /health/ready` answers 200 only while the database answers, every migration of this
 * build is applied and the server is not shutting down, else 503 with what failed. The answer
 * `beginShutdown` returns is what the signal handler calls first, so the balancer stops sending
 * before the listener closes. `backup` (the scheduled backups' state) is told in the answer
 * but never makes it 503: a failed backup is for the operator, not a reason to stop selling.
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { database: Database; backup?: () => HealthCheck },
) {
  // How many migrations this build carries.
  const expected = readJournal(migrationsFolder).length;
  let shuttingDown = false;

  /** One statement within the timeout, judged; an error or a timeout is a failed check. */
  async function probe<T>(query: SQL, judge: (rows: T[]) => HealthCheck): Promise<HealthCheck> {
    try {
      return judge(
        await withTimeout(rowsOf<T>(deps.database.db, query), DATABASE_TIMEOUT_MS, 'tidak menjawab'),
      );
    } catch (error) {
      return { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
  }

  app.get('/health/live', OPERATOR_ROUTE, async () => ({ status: 'ok' }));
  app.get('/health/ready', OPERATOR_ROUTE, async (_request, reply) => {
    const checks: Record<string, HealthCheck> = {
      shutdown: { ok: !shuttingDown, detail: shuttingDown ? 'sedang berhenti' : 'berjalan' },
      database: await probe(sql`select 1`, () => ({ ok: true, detail: deps.database.kind })),
      migrations: await probe<{ applied: number }>(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
        ([row]) => {
          const applied = row?.applied ?? 0;
          return { ok: applied >= expected, detail: `${applied}/${expected}` };
        },
      ),
    };
    const ready = Object.values(checks).every((check) => check.ok);
    if (deps.backup) checks.backup = deps.backup();
    reply.header('Cache-Control', 'no-store');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
  });

  return {
    /** From now on ready answers 503: a balancer takes this process out before it stops. */
    beginShutdown: () => {
      shuttingDown = true;
    },
  };
}

export type Health = ReturnType<typeof registerHealth>;
