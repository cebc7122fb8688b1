import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Hears how long each statement took, in seconds (the metrics' query histogram). */
export type QueryObserver = (seconds: number) => void;

/** One slot per database, filled once the metrics exist (after the migrations ran). */
export interface QueryTiming {
  observe: QueryObserver;
  setObserver(observer: QueryObserver | undefined): void;
}

export function queryTiming(): QueryTiming {
  let current: QueryObserver | undefined;
  return {
    observe: (seconds) => current?.(seconds),
    setObserver: (observer) => {
      current = observer;
    },
  };
}

/** Wraps a promise-returning method so that its duration reaches `observe`, whatever its outcome. */
function timed<F extends (...args: never[]) => unknown>(method: F, observe: QueryObserver): F {
  return function (this: unknown, ...args: Parameters<F>) {
    const started = performance.now();
    const done = () => observe((performance.now() - started) / 1000);
    const last = args.at(-1) as unknown;
    if (typeof last === 'function') {
      // pg's callback form (the pool's own `pool.query`): time until the callback.
      const callback = last as (...results: unknown[]) => void;
      const withTiming = (...results: unknown[]) => {
        done();
        callback(...results);
      };
      return method.apply(this, [...args.slice(0, -1), withTiming] as Parameters<F>);
    }
    const result = method.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  } as F;
}

/** Times every statement of a pooled PostgreSQL connection (transactions run on one such connection). */
export function timePgClient(client: pg.PoolClient, observe: QueryObserver): void {
  // The class's method, looked up at each call: what patches the prototype (a test counting
  // statements) still sees every statement.
  const prototype = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  const viaPrototype = function (this: unknown, ...args: unknown[]) {
    return prototype.query.apply(this, args);
  };
  client.query = timed(viaPrototype as (...args: never[]) => unknown, observe) as typeof client.query;
}

/** Times PGlite's statements, those inside its transactions too. */
export function timePglite(client: PGlite, observe: QueryObserver): void {
  const timeOn = (target: Pick<Transaction, 'query' | 'exec'>) => {
    target.query = timed(
      target.query.bind(target) as (...args: never[]) => unknown,
      observe,
    ) as typeof target.query;
    target.exec = timed(
      target.exec.bind(target) as (...args: never[]) => unknown,
      observe,
    ) as typeof target.exec;
  };
  timeOn(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      timeOn(tx);
      return work(tx);
    })) as typeof client.transaction;
}
