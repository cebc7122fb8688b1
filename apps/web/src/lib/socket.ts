import { SOCKET_PATH } from '@toko/shared';
import type { Socket } from 'socket.io-client';
import { getApiOrigin } from './api-client';
import { getToken } from './storage';

let current: { token: string; socket: Promise<Socket> } | undefined;

/**
 * The one realtime connection of this tab, opened on first use with the current token.
 * socket.io-client is fetched here, on first use, so pages that only sign out never load it.
 */
export function getSocket(): Promise<Socket> {
  const token = getToken() ?? '';
  if (current?.token === token) return current.socket;
  disconnectSocket();
  const socket = Promise.all([getApiOrigin(), import('socket.io-client')]).then(([origin, { io }]) =>
    io(origin, { path: SOCKET_PATH, auth: { token }, transports: ['websocket', 'polling'] }),
  );
  current = { token, socket };
  return socket;
}

/** Resolves once connected, or after `timeoutMs` so a missing socket never blocks the caller. */
export function waitForConnection(target: Socket, timeoutMs: number): Promise<void> {
  if (target.connected) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      target.off('connect', done);
      resolve();
    };
    const timer = window.setTimeout(done, timeoutMs);
    target.on('connect', done);
  });
}

export function disconnectSocket(): void {
  const previous = current?.socket;
  current = undefined;
  void previous?.then((socket) => socket.disconnect());
}
