import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Lets a long export step aside for the counter (issue 28 item 4). Between two chunks the
 * export waits for a turn: a setImmediate, so the event loop first reads what arrived (on
 * PGlite, whose FETCH runs in this very thread, a cashier's request then usually runs whole
 * before the next chunk), then, while other requests are in flight (on PostgreSQL their
 * queries are real waits), up to `maxWaitMs` more: about one counter request, so a busy
 * shop slows an export but cannot starve it.
 */
export interface ExportPacer {
  /** Counts the requests of this server (requests made with inject() are not seen). */
  watch(server: Server): void;
  /** An export's own request runs for long and must not make exports wait for it. */
  setAside(request: IncomingMessage): void;
  /** Resolves when the export may read its next chunk. */
  turn(): Promise<void>;
  /** Requests in flight now, other than those set aside. */
  readonly busy: number;
}

export function createExportPacer(options: { maxWaitMs?: number } = {}): ExportPacer {
  const maxWaitMs = options.maxWaitMs ?? 25;
  const counted = new WeakSet<IncomingMessage>();
  const aside = new WeakSet<IncomingMessage>();
  let busy = 0;
  let waiters: (() => void)[] = [];

  const release = (request: IncomingMessage) => {
    if (!counted.delete(request)) return;
    busy -= 1;
    if (busy === 0) {
      const ready = waiters;
      waiters = [];
      for (const wake of ready) wake();
    }
  };

  return {
    get busy() {
      return busy;
    },
    watch(server) {
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        // Set aside by a handler that ran before this listener.
        if (aside.has(request)) return;
        counted.add(request);
        busy += 1;
        // 'close' follows 'finish', and also comes when the client leaves first.
        response.once('close', () => release(request));
      });
    },
    setAside(request) {
      aside.add(request);
      release(request);
    },
    async turn() {
      // setImmediate, not a resolved promise: the poll phase runs first and reads what came in.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (busy === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, maxWaitMs);
        function done() {
          clearTimeout(timer);
          waiters = waiters.filter((wake) => wake !== done);
          resolve();
        }
        waiters.push(done);
      });
    },
  };
}

/** A pacer that only yields to the event loop: for a service used without an HTTP server. */
export const yieldingPacer: ExportPacer = createExportPacer();

/** Bounds and aim of an export's chunk: rows per FETCH, and how long one chunk should hold the thread. */
export const EXPORT_CHUNK = { first: 200, min: 50, max: 5000, targetMs: 4 } as const;

/**
 * The next chunk's rows from how long the last one kept the event loop busy: a fixed row
 * count is wrong both ways (on PGlite under load 1000 rows held the thread for 30-60 ms; on
 * PostgreSQL, whose FETCH is a wait, small chunks only add round trips), so the size follows
 * the busy time, changing at most twofold a step.
 */
export function nextChunkSize(rows: number, elapsedMs: number, bounds = EXPORT_CHUNK): number {
  const aimed = elapsedMs > 0 ? (rows * bounds.targetMs) / elapsedMs : rows * 2;
  const stepped = Math.min(rows * 2, Math.max(rows / 2, aimed));
  return Math.round(Math.min(bounds.max, Math.max(bounds.min, stepped)));
}
