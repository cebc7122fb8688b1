import type { AddressInfo } from 'node:net';
import { SOCKET_PATH } from '@toko/shared';
import { io as connect } from 'socket.io-client';
import { expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

// SIGTERM runs app.close(): the HTTP server only finishes closing once every connection has
// ended, and a signed-in page keeps its socket open for ever. Closed in onClose (after the
// HTTP server) the socket held `npm start` and every restart of a test server; preClose ends it first.
it('closes while a signed-in page still holds its socket open', async () => {
  const t = await createTestApp();
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: SOCKET_PATH,
      auth: { token: await t.login('PST', 'KASIR') },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    const closed = await Promise.race([
      t.app.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open after 5 s'), 5_000)),
    ]);
    expect(closed).toBe('closed');
    // The page learns it at once (and reconnects to whichever server comes back).
    expect(await disconnected).toBe('transport close');
    socket.close();
  } finally {
    await t.close();
  }
});
