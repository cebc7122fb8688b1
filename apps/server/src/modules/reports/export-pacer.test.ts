import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createExportPacer, EXPORT_CHUNK, nextChunkSize } from './export-pacer.ts';

describe('nextChunkSize', () => {
  it('aims at the target time, at most twofold a step, within the bounds', () => {
    // Twice the target: half the rows; far over it: still only half.
    expect(nextChunkSize(1000, 2 * EXPORT_CHUNK.targetMs)).toBe(500);
    expect(nextChunkSize(1000, 100 * EXPORT_CHUNK.targetMs)).toBe(500);
    // Half the target: twice the rows; instant: twice too.
    expect(nextChunkSize(1000, EXPORT_CHUNK.targetMs / 2)).toBe(2000);
    expect(nextChunkSize(1000, 0)).toBe(2000);
    expect(nextChunkSize(1000, EXPORT_CHUNK.targetMs)).toBe(1000);
    expect(nextChunkSize(EXPORT_CHUNK.max, 0)).toBe(EXPORT_CHUNK.max);
    expect(nextChunkSize(EXPORT_CHUNK.min, 1000)).toBe(EXPORT_CHUNK.min);
    expect(Number.isInteger(nextChunkSize(333, 7.3))).toBe(true);
  });
});

describe('export pacer', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  /** A server whose requests end when the test says so; `entered` resolves as each arrives. */
  async function serve(pacer: ReturnType<typeof createExportPacer>) {
    const pending: (() => void)[] = [];
    const arrivals: (() => void)[] = [];
    server = http.createServer();
    // Watched before the handler, as Fastify's routes run after the server's 'request'.
    pacer.watch(server);
    server.on('request', (request, response) => {
      if (request.url === '/export') pacer.setAside(request);
      pending.push(() => response.end('ok'));
      arrivals.shift()?.();
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const ask = async (path: string) => {
      const arrived = new Promise<void>((resolve) => arrivals.push(resolve));
      const answered = fetch(`http://127.0.0.1:${port}${path}`).then((response) => response.text());
      await arrived;
      return answered;
    };
    const finishAll = () => {
      for (const finish of pending.splice(0)) finish();
    };
    return { ask, finishAll };
  }

  it('waits while a request is in flight and goes on once it is answered', async () => {
    const pacer = createExportPacer({ maxWaitMs: 60_000 });
    const { ask, finishAll } = await serve(pacer);
    await pacer.turn();
    const cashier = ask('/api/penjualan/harga/1');
    // Let the request reach the server.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect.poll(() => pacer.busy).toBe(1);
    let turned = false;
    const turn = pacer.turn().then(() => {
      turned = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(turned).toBe(false);
    finishAll();
    await turn;
    expect(await cashier).toBe('ok');
    expect(pacer.busy).toBe(0);
  });

  it('does not wait for an export request, and never longer than its limit', async () => {
    const pacer = createExportPacer({ maxWaitMs: 20 });
    const { ask, finishAll } = await serve(pacer);
    const exporting = ask('/export');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect.poll(() => pacer.busy).toBe(0);
    await pacer.turn();
    const other = ask('/api/users/me');
    await expect.poll(() => pacer.busy).toBe(1);
    // Still busy: the limit lets the export go on.
    await pacer.turn();
    expect(pacer.busy).toBe(1);
    finishAll();
    await Promise.all([exporting, other]);
    await expect.poll(() => pacer.busy).toBe(0);
  });
});
