import type { AddressInfo } from 'node:net';
import { SOCKET_PATH } from '@toko/shared';
import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './test-app.ts';

/**
 * A socket.io client of the test app, connected with `auth` (a token, or a price board's shop),
 * or rejected with the handshake's refusal. The app starts listening on a free port the first time.
 */
export async function openSocket(t: TestApp, auth: Record<string, string>): Promise<Socket> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const socket = connect(`http://127.0.0.1:${port}`, {
    path: SOCKET_PATH,
    auth,
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}
